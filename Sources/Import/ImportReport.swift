/// What an import made and what it left out, and why.
public struct ImportReport: Sendable, Equatable {
  public var notes = 0
  public var words = 0
  public var sentences = 0
  public var clozes = 0
  public var units = 0
  public var lessons = 0
  public var exercises = 0
  /// Sound and image references dropped from the fields.
  public var mediaDropped = 0
  /// Notes and exercises left out, by reason.
  public var leftOut: [String: Int] = [:]
  /// Warnings `lingo check --solve` still gives on the course written.
  public var warnings = 0
  /// The words the dictionaries do not know, each with the note it is first written in: misspelled, or a
  /// name to add to `knownWords`.
  public var unknownWords: [UnknownWords.Word] = []
  /// Words whose Anki reviews come along with `--with-history`.
  public var wordsWithHistory = 0
  /// Reviewed notes that are not words (sentences, clozes), whose history is not carried over.
  public var historyNotCarried = 0

  public init() {}

  /// `count` things called `noun` ("1 unit", "2 units").
  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The report as lines for the terminal, reasons sorted by count.
  public var lines: [String] {
    var lines = [
      "imported \(Self.count(notes, "note")) as \(Self.count(words, "word")), "
        + "\(Self.count(sentences, "sentence")), \(Self.count(clozes, "cloze sentence"))",
      "made \(Self.count(units, "unit")), \(Self.count(lessons, "lesson")), \(Self.count(exercises, "exercise"))",
    ]
    if mediaDropped > 0 {
      lines.append("dropped \(mediaDropped) sound and image references (lingo shows text only)")
    }
    let total = leftOut.values.reduce(0, +)
    if total > 0 {
      lines.append("left out \(total):")
      for (reason, count) in leftOut.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
        lines.append("  \(count) × \(reason)")
      }
    }
    if warnings > 0 { lines.append("lingo check --solve: no errors, \(Self.count(warnings, "warning"))") }
    lines += UnknownWords.lines(unknownWords)
    return lines
  }
}
