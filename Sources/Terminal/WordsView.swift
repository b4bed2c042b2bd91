/// Every word the learner has met, by unit, each with its strength meter, and the words due for review.
public struct WordsView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// The words of each unit with a strength from 0 (fading) to 1 (strong); `dueCount` are due for review.
  public func lines(units: [(title: String, words: [(word: String, strength: Double)])], dueCount: Int)
    -> [String]
  {
    let met = units.filter { !$0.words.isEmpty }
    let total = met.reduce(0) { $0 + $1.words.count }
    let heading = style.paint("Words", .bold)
    guard total > 0 else {
      return [heading, ""]
        + style.wrapped("No words yet: finish a lesson to meet some.", to: width).map {
          style.paint($0, .grey)
        }
    }
    var lines = [
      heading + style.paint("  \(total) " + (total == 1 ? "word" : "words") + " met", .grey),
      review(dueCount),
    ]
    let wordWidth = min(
      max(1, width - 2 - 5), met.flatMap { $0.words.map { style.shown($0.word).displayWidth } }.max() ?? 1)
    let cellWidth = 4 + 1 + wordWidth
    let columns = max(1, min(3, (width - 2 + 3) / (cellWidth + 3)))
    for unit in met {
      lines += ["", style.paint(style.fitted(style.shown(unit.title), to: width), .macaw)]
      let cells = unit.words.map {
        style.meter($0.strength) + " " + style.fitted(style.shown($0.word), to: wordWidth)
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
  private func review(_ dueCount: Int) -> String {
    guard dueCount > 0 else {
      return style.paint(style.fitted("Nothing to review right now.", to: width), .grey)
    }
    let text = "\(dueCount) " + (dueCount == 1 ? "word" : "words") + " to review: type review"
    return style.paint(style.fitted(style.symbol("🔁 ", "") + text, to: width), .fox)
  }
}
