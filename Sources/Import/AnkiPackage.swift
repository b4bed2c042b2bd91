import Foundation

/// An Anki `.apkg` or `.colpkg`: a zip holding the collection (zstd-compressed in the current format).
enum AnkiPackage {
  /// The newest `meta` version understood: 3, the `collection.anki21b` format.
  static let newestMeta: UInt64 = 3
  /// The largest collection unpacked, so that a hostile package cannot fill the disk.
  static let largestCollection = 4 << 30

  /// Reads the package at `path` (shown as `file` in messages) into notes and review history.
  static func read(path: String, shown file: String, withHistory: Bool) throws(ImportError) -> SourceDeck {
    let archive = try ZipArchive(path: path, shown: file)
    if archive.contains("meta") {
      let meta = try archive.data("meta")
      if let version = Protobuf.varint(1, in: Array(meta)), version > newestMeta {
        throw .newerCollection(file: file, version: Int(clamping: version))
      }
    }
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("lingo-import-\(getpid())-\(UUID().uuidString).sqlite").path
    defer {
      // SQLite keeps a collection in WAL mode with two files of its own beside it: they go too.
      for suffix in ["", "-wal", "-shm", "-journal"] {
        try? FileManager.default.removeItem(atPath: temporary + suffix)
      }
    }
    guard let output = FileHandle(forWritingAtPath: temporary) ?? create(temporary) else {
      throw .unreadable(file: temporary, reason: "cannot write a temporary file")
    }
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
    let database = try CollectionDatabase(path: temporary, shown: file)
    return try AnkiCollection(database: database, file: file).read(withHistory: withHistory)
  }

  private static func create(_ path: String) -> FileHandle? {
    guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
    else { return nil }
    return FileHandle(forWritingAtPath: path)
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
