import Course
import Foundation

/// The file each input is written to, as an unpacked collection is.
private let path = temporaryFile("lingo-fuzz-anki")

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

/// libFuzzer entry: any bytes as an Anki collection's SQLite file, read as an import reads it (read-only,
/// immutable, tables checked, within its step budget), with the review history. The notes read have
/// their deck path cleaned: no empty level, none with a control character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnki(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  guard FileManager.default.createFile(atPath: path, contents: data) else { return 0 }
  guard let database = try? CollectionDatabase(path: path, size: data.count, shown: "fuzz") else { return 0 }
  guard let deck = try? AnkiCollection(database: database, file: "fuzz").read(withHistory: true) else {
    return 0
  }
  for note in deck.notes {
    let levels = note.deck
    guard !levels.isEmpty, levels.count <= ImportLimits.deepestDeck,
      levels.allSatisfy({ !$0.isEmpty && !$0.unicodeScalars.contains(where: \.isControlOrInvisible) })
    else {
      FileHandle.standardError.write(Data("bad deck \(levels)\n".utf8))
      abort()
    }
  }
  return 0
}
