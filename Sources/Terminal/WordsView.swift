/// Every word the learner has met, by unit, each with its strength meter, and the words due for review.
public struct WordsView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// The words of each unit with a strength from 0 (fading) to 1 (strong); `dueCount` are due for review.
  /// When `meaning` gives a word's meaning, each word takes a row with its meaning beside it.
  public func lines(
    units: [(title: String, words: [(word: String, strength: Double)])], dueCount: Int,
    meaning: (String) -> String? = { _ in nil }
  ) -> [TerminalText] {
    let met = units.filter { !$0.words.isEmpty }
    let total = met.reduce(0) { $0 + $1.words.count }
    let heading = style.paint("Words", .bold)
    guard total > 0 else {
      return [heading, ""]
        + style.wrapped("No words yet: finish a lesson to meet some.", to: width).map {
          style.paint($0, .grey)
        }
    }
    var lines: [TerminalText] = [
      heading + style.paint("  \(total) " + (total == 1 ? "word" : "words") + " met", .grey),
      review(dueCount),
    ]
    let wordWidth = min(
      max(1, width - 2 - 5), met.flatMap { $0.words.map { style.shown($0.word).displayWidth } }.max() ?? 1)
    let cellWidth = 4 + 1 + wordWidth
    let meanings = met.flatMap(\.words).contains { meaning($0.word) != nil }
    let columns = meanings ? 1 : max(1, min(3, (width - 2 + 3) / (cellWidth + 3)))
    for unit in met {
      lines += ["", style.paint(style.fitted(style.shown(unit.title), to: width), .macaw)]
      let cells = unit.words.map { entry in
        let cell = style.meter(entry.strength) + " " + style.fitted(style.shown(entry.word), to: wordWidth)
        guard meanings, let text = meaning(entry.word), width - 2 - cellWidth - 2 > 0 else { return cell }
        return cell.padded(to: cellWidth) + "  "
          + style.paint(style.fitted(style.shown(text), to: width - 2 - cellWidth - 2), .grey)
      }
      for start in stride(from: 0, to: cells.count, by: columns) {
        let row = cells[start..<min(start + columns, cells.count)]
        lines.append(
          "  "
            + row.enumerated().map { $0 + 1 < row.count ? $1.padded(to: cellWidth) : $1 }.joined(
              separator: "   "))
      }
    }
    return lines
  }

  /// "3 words to review: type review", or that nothing is due.
  private func review(_ dueCount: Int) -> TerminalText {
    guard dueCount > 0 else {
      return style.paint(style.fitted("Nothing to review right now.", to: width), .grey)
    }
    let text: TerminalText = "\(dueCount) " + (dueCount == 1 ? "word" : "words") + " to review: type review"
    return style.paint(style.fitted(style.symbol("🔁 ", "") + text, to: width), .fox)
  }
}
