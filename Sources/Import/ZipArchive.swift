import CZip
import Foundation

/// A zip file opened read-only through libzip, its consistency checked on open.
final class ZipArchive {
  private let handle: OpaquePointer
  private let file: String

  /// Opens `path`; a file that is not a zip, or a damaged one, throws.
  init(path: String, shown file: String) throws(ImportError) {
    var code: Int32 = 0
    guard let handle = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
      if code == ZIP_ER_NOZIP { throw .unknownFormat(file: file) }
      throw .corruptZip(file: file, reason: Self.describe(code))
    }
    self.handle = handle
    self.file = file
  }

  deinit { zip_discard(handle) }

  /// Whether an entry named `name` is in the archive.
  func contains(_ name: String) -> Bool { zip_name_locate(handle, name, 0) >= 0 }

  /// The names of the archive's entries.
  var names: [String] {
    let count = max(0, zip_get_num_entries(handle, 0))
    return (0..<count).compactMap { index in
      zip_get_name(handle, zip_uint64_t(index), 0).map(String.init(cString:))
    }
  }

  /// Streams the entry `name` in chunks to `sink`; a damaged entry throws.
  func read(_ name: String, into sink: (UnsafeRawBufferPointer) throws(ImportError) -> Void)
    throws(ImportError)
  {
    guard let entry = zip_fopen(handle, name, 0) else {
      throw .corruptZip(file: file, reason: "cannot open '\(name)': " + lastError())
    }
    defer { zip_fclose(entry) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
    defer { buffer.deallocate() }
    while true {
      let count = zip_fread(entry, buffer.baseAddress, zip_uint64_t(buffer.count))
      if count < 0 {
        let message =
          zip_file_get_error(entry).map { String(cString: zip_error_strerror($0)) } ?? "read error"
        throw .corruptZip(file: file, reason: "'\(name)': \(message)")
      }
      if count == 0 { return }
      try sink(UnsafeRawBufferPointer(rebasing: buffer[0..<Int(count)]))
    }
  }

  /// The whole entry `name`, for small entries such as `meta`; one that inflates past `largest` bytes
  /// throws as soon as it does, so a zip bomb is never held in memory.
  func data(_ name: String, largest: Int) throws(ImportError) -> Data {
    var data = Data()
    try read(name) { bytes throws(ImportError) in
      guard bytes.count <= largest - data.count else {
        throw .corruptZip(file: file, reason: "'\(name)' inflates to more than \(largest) bytes")
      }
      data.append(contentsOf: bytes)
    }
    return data
  }

  private func lastError() -> String {
    zip_get_error(handle).map { String(cString: zip_error_strerror($0)) } ?? "unknown error"
  }

  private static func describe(_ code: Int32) -> String {
    var error = zip_error_t()
    zip_error_init_with_code(&error, code)
    defer { zip_error_fini(&error) }
    return String(cString: zip_error_strerror(&error))
  }
}
