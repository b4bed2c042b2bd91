import CZip
import Foundation

/// A zip file opened read-only through minizip, zlib's zip reader. Its directory is read whole when it is
/// opened: a damaged record, or two entries with one name (which readers would tell apart differently),
/// refuse the zip. An entry is read only if it is stored or deflated and not encrypted; its local header is
/// checked against the directory as it is opened, and its size and checksum once it is read to its end.
final class ZipArchive {
  private let handle: UnsafeMutableRawPointer
  private let file: String
  /// The names of the archive's entries, in the order of its directory.
  let names: [String]
  /// Where each entry's record is in the directory, by its name.
  private let places: [String: unz64_file_pos]

  /// Opens `path`; a file whose directory cannot be found (not a zip, or one cut short) throws
  /// `unknownFormat`, a damaged directory `corruptZip`.
  init(path: String, shown file: String) throws(ImportError) {
    guard let handle = path.withCString({ unzOpen64($0) }) else { throw .unknownFormat(file: file) }
    do throws(ImportError) {
      (names, places) = try Self.directory(handle, file: file)
    } catch {
      unzClose(handle)
      throw error
    }
    self.handle = handle
    self.file = file
  }

  deinit { unzClose(handle) }

  /// Whether an entry named `name` is in the archive.
  func contains(_ name: String) -> Bool { places[name] != nil }

  /// Streams the entry `name` in chunks to `sink`; an entry that cannot be read, or whose size or checksum
  /// is wrong once read to its end, throws.
  func read(_ name: String, into sink: (UnsafeRawBufferPointer) throws(ImportError) -> Void)
    throws(ImportError)
  {
    let info = try open(name)
    var closed = false
    defer { if !closed { unzCloseCurrentFile(handle) } }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
    defer { buffer.deallocate() }
    var total: UInt64 = 0
    while true {
      errno = 0
      let count = unzReadCurrentFile(handle, buffer.baseAddress, UInt32(buffer.count))
      if count < 0 { throw .corruptZip(file: file, reason: "'\(name)': " + Self.describe(count)) }
      if count == 0 { break }
      total += UInt64(count)
      try sink(UnsafeRawBufferPointer(rebasing: buffer[0..<Int(count)]))
    }
    // minizip checks the checksum only when the whole declared size was read.
    guard total == info.uncompressed_size else {
      throw .corruptZip(
        file: file,
        reason: "'\(name)' holds \(total) bytes, and the zip's directory says \(info.uncompressed_size)")
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

  /// Opens the entry `name` for reading, its record first checked for what lingo cannot read.
  private func open(_ name: String) throws(ImportError) -> unz_file_info64 {
    guard var place = places[name], unzGoToFilePos64(handle, &place) == UNZ_OK else {
      throw .corruptZip(file: file, reason: "cannot open '\(name)'")
    }
    var info = unz_file_info64()
    guard unzGetCurrentFileInfo64(handle, &info, nil, 0, nil, 0, nil, 0) == UNZ_OK else {
      throw .corruptZip(file: file, reason: "cannot open '\(name)'")
    }
    if info.flag & 1 != 0 {
      throw .unreadable(file: file, reason: "its entry '\(name)' is encrypted, and lingo takes no password")
    }
    guard info.compression_method == 0 || info.compression_method == uLong(Z_DEFLATED) else {
      throw .unreadable(
        file: file,
        reason: "its entry '\(name)' is compressed with method \(info.compression_method); lingo reads "
          + "stored and deflated entries")
    }
    let opened = unzOpenCurrentFile(handle)
    guard opened == UNZ_OK else {
      throw .corruptZip(file: file, reason: "cannot open '\(name)': " + Self.describe(opened))
    }
    return info
  }

  /// The names of the entries of the zip `handle` in the order of its directory, and where each record
  /// is; a damaged record, or a name twice, throws.
  private static func directory(_ handle: UnsafeMutableRawPointer, file: String) throws(ImportError) -> (
    [String], [String: unz64_file_pos]
  ) {
    var names: [String] = []
    var places: [String: unz64_file_pos] = [:]
    // A name's length is a 16-bit field: this holds any with its terminating zero.
    var buffer = [CChar](repeating: 0, count: (1 << 16) + 1)
    var status = unzGoToFirstFile(handle)
    while status == UNZ_OK {
      var info = unz_file_info64()
      var place = unz64_file_pos()
      guard unzGetCurrentFileInfo64(handle, &info, &buffer, uLong(buffer.count), nil, 0, nil, 0) == UNZ_OK,
        unzGetFilePos64(handle, &place) == UNZ_OK
      else { break }
      let length = min(Int(info.size_filename), buffer.count - 1)
      let name = buffer[..<length].withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
      guard places.updateValue(place, forKey: name) == nil else {
        throw .corruptZip(file: file, reason: "two of its entries are named '\(name)'")
      }
      names.append(name)
      status = unzGoToNextFile(handle)
    }
    guard status == UNZ_END_OF_LIST_OF_FILE else {
      throw .corruptZip(file: file, reason: "its directory is damaged after \(names.count) entries")
    }
    return (names, places)
  }

  /// What a status of minizip's (or of zlib's, which it passes on) means while an entry is read.
  private static func describe(_ status: Int32) -> String {
    switch status {
    case UNZ_CRCERROR: "its checksum is wrong"
    case UNZ_BADZIPFILE: "its header does not match the zip's directory"
    case UNZ_ERRNO where errno == 0: "its data runs past the end of the file"
    case UNZ_ERRNO: "a read error (\(String(cString: strerror(errno))))"
    case Z_DATA_ERROR: "its compressed data is damaged"
    case Z_BUF_ERROR: "its compressed data is cut short"
    case Z_MEM_ERROR: "out of memory"
    default: "minizip error \(status)"
    }
  }
}
