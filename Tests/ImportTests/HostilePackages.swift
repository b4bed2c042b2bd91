import CSQLite
import CZip
import Foundation

/// Anki packages built by hand, as an attacker would: a legacy collection (`collection.anki2`, no zstd)
/// whose schema and rows the test chooses, zipped with minizip.
enum HostilePackages {
  /// The word pairs of a small deck that makes a playable course.
  static let words = [
    ("el perro", "dog"), ("el gato", "cat"), ("la casa", "house"), ("el pan", "bread"), ("la leche", "milk"),
    ("el agua", "water"), ("la mesa", "table"), ("el libro", "book"),
  ]

  /// The SQL of a legacy collection with one basic note type, one deck named `deck`, and `notes` (fields
  /// joined by U+001F); `notesTable` replaces the notes table's definition when given.
  static func collection(deck: String, notes: [[String]], notesTable: String? = nil) -> [String] {
    let decks = try? JSONSerialization.data(withJSONObject: ["1": ["name": deck]])
    let models = #"{"7": {"type": 0, "tmpls": [{}]}}"#
    var sql = [
      "CREATE TABLE col (id INTEGER PRIMARY KEY, ver INTEGER, models TEXT, decks TEXT)",
      "CREATE TABLE cards (id INTEGER PRIMARY KEY, nid INTEGER, did INTEGER, odid INTEGER, ord INTEGER)",
      "CREATE TABLE revlog (id INTEGER PRIMARY KEY, cid INTEGER, ease INTEGER, type INTEGER)",
      notesTable ?? "CREATE TABLE notes (id INTEGER PRIMARY KEY, guid TEXT, mid INTEGER, flds TEXT)",
      "INSERT INTO col VALUES (1, 11, '\(models)', '\(quoted(String(decoding: decks ?? Data(), as: UTF8.self)))')",
    ]
    if notesTable == nil {
      sql.append("BEGIN")
      defer { sql.append("COMMIT") }
      for (index, fields) in notes.enumerated() {
        let flds = quoted(fields.joined(separator: "\u{1F}"))
        sql.append("INSERT INTO notes VALUES (\(index + 1), 'g\(index)', 7, '\(flds)')")
        sql.append("INSERT INTO cards VALUES (\(index + 1), \(index + 1), 1, 0, 0)")
      }
    }
    return sql
  }

  /// A package at `url` holding the collection made by `sql` and, when given, a `meta` entry.
  static func package(at url: URL, sql: [String], meta: Data? = nil) throws {
    let database = URL(fileURLWithPath: url.path + ".collection")
    defer { try? FileManager.default.removeItem(at: database) }
    try self.database(at: database, sql: sql)
    let bytes = try Data(contentsOf: database)
    try zip(at: url, entries: [("collection.anki2", bytes)] + (meta.map { [("meta", $0)] } ?? []))
  }

  /// An SQLite database at `url` made by `sql`.
  static func database(at url: URL, sql: [String]) throws {
    var handle: OpaquePointer?
    guard sqlite3_open(url.path, &handle) == SQLITE_OK, let handle else { throw Failure("sqlite3_open") }
    defer { sqlite3_close(handle) }
    for statement in sql {
      guard sqlite3_exec(handle, statement, nil, nil, nil) == SQLITE_OK else {
        throw Failure(String(cString: sqlite3_errmsg(handle)) + " in " + statement)
      }
    }
  }

  /// Writes a deflated zip of `entries` at `url`.
  static func zip(at url: URL, entries: [(String, Data)]) throws {
    guard let archive = url.path.withCString({ zipOpen64($0, APPEND_STATUS_CREATE) }) else {
      throw Failure("zipOpen64")
    }
    var written = true
    for (name, data) in entries {
      var info = zip_fileinfo()
      let added = data.withUnsafeBytes { bytes in
        zipOpenNewFileInZip64(archive, name, &info, nil, 0, nil, 0, nil, Z_DEFLATED, Z_DEFAULT_COMPRESSION, 0)
          == ZIP_OK && zipWriteInFileInZip(archive, bytes.baseAddress, UInt32(bytes.count)) == ZIP_OK
      }
      written = zipCloseFileInZip(archive) == ZIP_OK && added && written
    }
    guard zipClose(archive, nil) == ZIP_OK, written else { throw Failure("zip \(url.path)") }
  }

  private static func quoted(_ text: String) -> String { text.replacingOccurrences(of: "'", with: "''") }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
