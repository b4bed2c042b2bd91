import Foundation

/// Why a file could not be imported; each message is one line, lowercase, naming the file.
public enum ImportError: Error, LocalizedError, Equatable {
  /// Neither an Anki package nor a sentence or word list.
  case unknownFormat(file: String)
  /// A zip that minizip cannot read, or an entry it cannot inflate.
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
  /// A list whose columns cannot be told apart or are in other languages than the course's.
  case columns(file: String, reason: String)
  /// Nothing in the files can become an exercise: what was left out, by reason, and the media dropped.
  case nothingToImport(leftOut: [String: Int], mediaDropped: Int)
  /// Fewer notes can become exercises than a course needs for any exercise to have wrong choices.
  case tooFew(items: Int, needed: Int)
  /// The course made still has an error `lingo check` finds outside any exercise (it is not written).
  case unplayable(reason: String)

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
    case .columns(let file, let reason): "'\(file)': \(reason)"
    case .nothingToImport(let leftOut, let media): Self.nothing(leftOut: leftOut, media: media)
    case .tooFew(let items, let needed):
      "only \(items) \(items == 1 ? "note" : "notes") can become exercises, and a course needs at least "
        + "\(needed), so that every exercise has wrong choices to tell apart; add notes, or import the file "
        + "with others; nothing written"
    case .unplayable(let reason): "the course made would not play (lingo check: \(reason)); nothing written"
    }
  }

  /// The nothing-to-import line, with the counts it speaks of.
  private static func nothing(leftOut: [String: Int], media: Int) -> String {
    var line = "nothing in the files can become an exercise"
    let reasons = leftOut.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) × \($0.key)" }
    line +=
      reasons.isEmpty
      ? ": the files hold no notes" : "; left out " + reasons.prefix(5).joined(separator: ", ")
    if reasons.count > 5 { line += " and \(reasons.count - 5) more reasons" }
    if media > 0 { line += "; dropped \(media) sound and image references (lingo shows text only)" }
    return line
  }

  /// The one line shown on standard error.
  public var message: String { errorDescription ?? "import failed" }
}
