import CZip
import Foundation

/// A zip file opened read-only through minizip, zlib's zip reader. An entry's local header is checked
/// against the central directory when the entry is opened, and its checksum when it has been read whole.
final class ZipArchive {
  private let handle: UnsafeMutableRawPointer
  private let file: String

  /// Opens `path`; a file whose central directory cannot be found (not a zip, or one cut short) throws
  /// `unknownFormat`.
  init(path: String, shown file: String) throws(ImportError) {
    guard let handle = path.withCString({ unzOpen64($0) }) else { throw .unknownFormat(file: file) }
    self.handle = handle
    self.file = file
  }

  deinit { unzClose(handle) }

  /// Whether an entry named `name` is in the archive (names compared byte for byte).
  func contains(_ name: String) -> Bool { unzLocateFile(handle, name, 1) == UNZ_OK }

  /// The names of the archive's entries, in the order of its central directory.
  var names: [String] {
    var names: [String] = []
    // A name's length is a 16-bit field: this holds any with its terminating zero.
    var buffer = [CChar](repeating: 0, count: (1 << 16) + 1)
    var status = unzGoToFirstFile(handle)
    while status == UNZ_OK {
      var info = unz_file_info64()
      if unzGetCurrentFileInfo64(handle, &info, &buffer, uLong(buffer.count), nil, 0, nil, 0) == UNZ_OK {
        let length = min(Int(info.size_filename), buffer.count - 1)
        names.append(buffer[..<length].withUnsafeBytes { String(decoding: $0, as: UTF8.self) })
      }
      status = unzGoToNextFile(handle)
    }
    return names
  }

  /// Streams the entry `name` in chunks to `sink`; a damaged entry, or one whose checksum is wrong once
  /// read whole, throws.
  func read(_ name: String, into sink: (UnsafeRawBufferPointer) throws(ImportError) -> Void)
    throws(ImportError)
  {
    guard unzLocateFile(handle, name, 1) == UNZ_OK else {
      throw .corruptZip(file: file, reason: "cannot open '\(name)': no such entry")
    }
    let opened = unzOpenCurrentFile(handle)
    guard opened == UNZ_OK else {
      throw .corruptZip(file: file, reason: "cannot open '\(name)': " + Self.describe(opened))
    }
    var closed = false
    defer { if !closed { unzCloseCurrentFile(handle) } }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
    defer { buffer.deallocate() }
    while true {
      let count = unzReadCurrentFile(handle, buffer.baseAddress, UInt32(buffer.count))
      if count < 0 { throw .corruptZip(file: file, reason: "'\(name)': " + Self.describe(count)) }
      if count == 0 { break }
      try sink(UnsafeRawBufferPointer(rebasing: buffer[0..<Int(count)]))
    }
    closed = true
    let status = unzCloseCurrentFile(handle)
    guard status == UNZ_OK else {
      throw .corruptZip(file: file, reason: "'\(name)': " + Self.describe(status))
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

  /// What a status of minizip's (or of zlib's, which it passes on) means.
  private static func describe(_ status: Int32) -> String {
    switch status {
    case UNZ_CRCERROR: "its checksum is wrong"
    case UNZ_BADZIPFILE: "its header does not match the zip's directory"
    case UNZ_ERRNO: "a read error (\(String(cString: strerror(errno))))"
    case Z_DATA_ERROR: "its compressed data is damaged"
    case Z_MEM_ERROR: "out of memory"
    case UNZ_PARAMERROR, UNZ_INTERNALERROR: "minizip error \(status)"
    default: "its compression method is not supported, or it is damaged (minizip error \(status))"
    }
  }
}
