import Foundation

/// The file each input is written to, so that minizip reads it as it reads a package.
private let path = temporaryFile("lingo-fuzz-zip")

/// A new empty file under the temporary folder, removed when the fuzzer exits.
private func temporaryFile(_ prefix: String) -> String {
  var template = Array("\(NSTemporaryDirectory())/\(prefix)-XXXXXX".utf8CString)
  let descriptor = template.withUnsafeMutableBufferPointer { buffer in
    buffer.baseAddress.map { mkstemp($0) } ?? -1
  }
  if descriptor >= 0 { close(descriptor) }
  made = String(cString: template.map { UInt8(bitPattern: $0) } + [0])
  atexit { unlink(made) }
  return made
}

nonisolated(unsafe) private var made = ""

/// The most bytes one entry may inflate to here.
private let largest = 1 << 20

/// libFuzzer entry: any bytes as a zip file through minizip, every entry read whole with a cap, and one
/// named `collection.anki21b` through the zstd decoder. An entry read never exceeds the cap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZip(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  guard FileManager.default.createFile(atPath: path, contents: data) else { return 0 }
  guard let archive = try? ZipArchive(path: path, shown: "fuzz.apkg") else { return 0 }
  for name in archive.names.prefix(16) {
    if let entry = try? archive.data(name, largest: largest), entry.count > largest {
      FileHandle.standardError.write(Data("'\(name)' read \(entry.count) bytes\n".utf8))
      abort()
    }
  }
  guard archive.contains("collection.anki21b"), let zstd = try? ZstdDecompressor() else { return 0 }
  var inflated = 0
  try? archive.read("collection.anki21b") { chunk throws(ImportError) in
    try zstd.feed(chunk) { piece throws(ImportError) in
      inflated += piece.count
      if inflated > largest { throw .corruptCollection(file: "", reason: "too large") }
    }
  }
  return 0
}
