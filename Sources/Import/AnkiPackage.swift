import Foundation

/// An Anki `.apkg` or `.colpkg`: a zip holding the collection (zstd-compressed in the current format).
enum AnkiPackage {
  /// The newest `meta` version understood: 3, the `collection.anki21b` format.
  static let newestMeta: UInt64 = 3
  /// The largest collection unpacked, so that a hostile package cannot fill the disk.
  static let largestCollection = 4 << 30
  /// The largest `meta` entry read (a real one is a few bytes).
  static let largestMeta = 16 << 10

  /// Reads the package at `path` (shown as `file` in messages) into notes and review history.
  static func read(path: String, shown file: String, withHistory: Bool) throws(ImportError) -> SourceDeck {
    let archive = try ZipArchive(path: path, shown: file)
    if archive.contains("meta") {
      let meta = try archive.data("meta", largest: largestMeta)
      if let version = Protobuf.varint(1, in: Array(meta)), version > newestMeta {
        throw .newerCollection(file: file, version: Int(clamping: version))
      }
    }
    guard let folder = ImportFolder.make() else {
      throw .unreadable(
        file: FileManager.default.temporaryDirectory.path, reason: "cannot make a temporary folder")
    }
    defer { folder.remove() }
    let temporary = folder.path + "/collection.sqlite"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .unreadable(file: temporary, reason: "cannot write a temporary file")
    }
    let output = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    var written = 0
    let write = { (bytes: UnsafeRawBufferPointer) throws(ImportError) in
      written += bytes.count
      guard written <= largestCollection else {
        throw .corruptCollection(file: file, reason: "it unpacks to more than 4 GiB")
      }
      try Self.write(bytes, to: output, file: temporary)
    }
    do {
      defer { try? output.close() }
      if archive.contains("collection.anki21b") {
        let zstd = try ZstdDecompressor()
        do {
          try archive.read("collection.anki21b") { chunk throws(ImportError) in
            try zstd.feed(chunk, into: write)
          }
        } catch .corruptCollection(_, let reason) {
          throw .corruptCollection(file: file, reason: reason)
        }
        guard zstd.finished else {
          throw .corruptCollection(file: file, reason: "the zstd stream is cut short")
        }
      } else if let name = ["collection.anki21", "collection.anki2"].first(where: archive.contains) {
        try archive.read(name, into: write)
      } else {
        throw .noCollection(file: file)
      }
    }
    let database = try CollectionDatabase(path: temporary, size: written, shown: file)
    // SQLite holds the immutable file open: its name can go now, so a killed import leaves nothing.
    folder.remove()
    return try AnkiCollection(database: database, file: file).read(withHistory: withHistory)
  }

  private static func write(_ bytes: UnsafeRawBufferPointer, to handle: FileHandle, file: String)
    throws(ImportError)
  {
    guard !bytes.isEmpty else { return }
    do {
      try handle.write(contentsOf: Data(bytes))
    } catch {
      throw .unreadable(
        file: file, reason: "cannot write the temporary collection: \(error.localizedDescription)")
    }
  }
}
