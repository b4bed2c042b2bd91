import Foundation

/// Why a file could not be imported; each message is one line, lowercase, naming the file.
public enum ImportError: Error, LocalizedError, Equatable {
  /// Neither an Anki package nor a sentence or word list.
  case unknownFormat(file: String)
  /// A zip that libzip cannot read, or an entry it cannot inflate.
  case corruptZip(file: String, reason: String)
  /// A zip without an Anki collection inside.
  case noCollection(file: String)
  /// A collection written by a newer Anki than this import knows.
  case newerCollection(file: String, version: Int)
  /// A collection whose zstd stream or SQLite database is damaged.
  case corruptCollection(file: String, reason: String)
  /// A file that cannot be opened or read.
  case unreadable(file: String, reason: String)
  /// A list whose lines or header cannot be used.
  case badList(file: String, line: Int, reason: String)
  /// Nothing in the files can become an exercise.
  case nothingToImport

  public var errorDescription: String? {
    switch self {
    case .unknownFormat(let file):
      "'\(file)' is not an Anki package (.apkg, .colpkg) or a sentence list (.tsv, .txt) or word list (.csv)"
    case .corruptZip(let file, let reason): "'\(file)' is a damaged zip: \(reason)"
    case .noCollection(let file):
      "'\(file)' is a zip without an Anki collection (collection.anki21b, .anki21 or .anki2) inside"
    case .newerCollection(let file, let version):
      "'\(file)' comes from a newer Anki (collection version \(version)); export it with "
        + "\"Support older Anki versions\" ticked, or upgrade lingo"
    case .corruptCollection(let file, let reason): "the collection in '\(file)' is damaged: \(reason)"
    case .unreadable(let file, let reason): "cannot read '\(file)': \(reason)"
    case .badList(let file, let line, let reason): "'\(file)' line \(line): \(reason)"
    case .nothingToImport: "nothing in the files can become an exercise; see what was left out above"
    }
  }

  /// The one line shown on standard error.
  public var message: String { errorDescription ?? "import failed" }
}
