import Course
import Learner
import Lesson

/// The lesson screens as text: status line, progress bar, each exercise kind and the banners, each line
/// fitted to `width` columns: text wraps by words, a tile or a choice is never split.
public struct LessonView: Sendable {
  public let style: Style
  /// The columns a line may take.
  public let width: Int

  public init(style: Style, width: Int = 80) {
    self.style = style
    self.width = width
  }

  /// `🇪🇸  🔥 27  💎 505  ⚡ 25`.
  public func statusLine(flag: String, code: String, streak: Int, gems: Int, energy: Int) -> String {
    let flag = style.ascii || flag.isEmpty ? code.uppercased() : flag.terminalSafe
    let parts = [
      style.paint(style.symbol("🔥 ", "streak ") + "\(streak)", .fox),
      style.paint(style.symbol("💎 ", "gems ") + "\(gems)", .macaw),
      style.paint(style.symbol("⚡ ", "energy ") + "\(energy)", .energy),
    ]
    return ([flag] + parts).joined(separator: "  ")
  }

  /// `▕██████░░░░▏ 5/7  ⚡ 21`, orange with sparkles once the combo is lit; the bar, 14 cells, narrows to
  /// leave the rest of the line room.
  public func progressBar(done: Int, total: Int, energy: Int, combo: Int, onFire: Bool) -> String {
    var tail = " \(done)/\(total)  " + style.paint(style.symbol("⚡ ", "energy ") + "\(energy)", .energy)
    if onFire { tail += "  " + style.paint(style.symbol("✨ ", "* ") + "\(combo) in a row", .fox) }
    let cells = max(4, min(14, width - 2 - tail.displayWidth))
    let filled = total <= 0 ? 0 : min(cells, max(0, done) * cells / total)
    let (full, empty) = style.ascii ? ("#", "-") : ("█", "░")
    let bar = String(repeating: full, count: filled)
    let rest = String(repeating: empty, count: cells - filled)
    return (style.ascii ? "[" : "▕") + style.paint(bar, onFire ? .fox : .green)
      + style.paint(rest, .grey) + (style.ascii ? "]" : "▏") + tail
  }

  /// The exercise: instruction, prompt, and its choices, bank or pairs.
  public func exercise(_ prompt: Prompt, board: MatchBoard?, isReplay: Bool) -> [String] {
    var lines: [String] = []
    if isReplay { lines.append(style.paint("PREVIOUS MISTAKE", .fox)) }
    lines += wrap(prompt.instruction, role: .bold)
    switch prompt.exercise {
    case .selectImage:
      let speaker = style.symbol("🔊 ", "(( ")
      lines += wrap(speaker + prompt.text.terminalSafe, rest: indent(speaker), role: .macaw)
      for (index, picture) in prompt.pictures.enumerated() {
        let image = style.ascii ? "" : picture.emoji.terminalSafe + " "
        let number = "  \(index + 1) "
        lines += wrap(image + picture.name.terminalSafe, first: number, rest: indent(number + image))
      }
    case .translate:
      let owl = style.symbol("🦉 ", "Duo: ")
      lines += wrap("“" + prompt.text.terminalSafe + "”", first: owl, rest: indent(owl))
      lines += bankLines(prompt, typed: [])
    case .complete:
      lines += wrap(prompt.text.terminalSafe, first: "  ", rest: "  ")
      let choices = prompt.choices.enumerated().map { "\($0 + 1) \($1.terminalSafe)" }
      lines += String.lines(of: choices, to: width - 2, separator: "   ").map { "  " + $0 }
    case .match:
      lines += matchBoard(prompt, matched: board?.matched ?? [])
    }
    return lines
  }

  /// The two columns of a match exercise, numbers on the left and letters on the right; when the two do
  /// not fit side by side, the left column above the right one.
  public func matchBoard(_ prompt: Prompt, matched: Set<String>) -> [String] {
    guard case .match(let match) = prompt.exercise else { return [] }
    let matchedRights = Set(match.pairs.filter { matched.contains($0.left) }.map(\.right))
    let column = (prompt.left.map(\.terminalSafe.displayWidth).max() ?? 0) + 4
    let left = prompt.left.enumerated().map { index, word in
      cell("\(index + 1)", word, done: matched.contains(word))
    }
    let right = prompt.right.enumerated().map { index, word in
      cell(String(UnicodeScalar(UInt8(97 + index % 26))), word, done: matchedRights.contains(word))
    }
    let rightWidth = right.map(\.displayWidth).max() ?? 0
    if 2 + column + rightWidth <= width {
      return zip(left, right).map { "  " + $0.drawn.padded(to: column) + $1.drawn }
    }
    return (left + right).flatMap { cell in
      let rest = indent("  " + cell.mark)
      guard let role = cell.role else { return wrap(cell.word, first: "  " + cell.mark, rest: rest) }
      return wrap(cell.mark + cell.word, first: "  ", rest: rest, role: role)
    }
  }

  /// One word of a match board: its number or letter, or a tick once matched, which greys it.
  private struct Cell {
    let mark: String
    let word: String
    let role: Role?
    let drawn: String
    var displayWidth: Int { (mark + word).displayWidth }
  }

  private func cell(_ label: String, _ word: String, done: Bool) -> Cell {
    let mark = done ? style.symbol("✓ ", "+ ") : label + " "
    let role: Role? = done ? .grey : nil
    let text = mark + word.terminalSafe
    return Cell(
      mark: mark, word: word.terminalSafe, role: role, drawn: done ? style.paint(text, .grey) : text)
  }

  /// A pair tried in a match exercise.
  public func pairTried(left: String, right: String, correct: Bool) -> String {
    pairLines(left: left, right: right, correct: correct).joined(separator: "\n")
  }

  /// A pair tried in a match exercise, in lines that fit.
  public func pairLines(left: String, right: String, correct: Bool) -> [String] {
    correct
      ? wrap(
        "\(left.terminalSafe) = \(right.terminalSafe)", first: style.paint(style.symbol("✔ ", "+ "), .green),
        rest: "  ")
      : wrap(
        style.symbol("✘ ", "x ") + "\(left.terminalSafe) and \(right.terminalSafe) are not a pair",
        rest: "  ",
        role: .red)
  }

  /// The green or red banner after CHECK.
  public func banner(_ grade: Grade, translation: String?) -> [String] {
    var lines: [String] = []
    if grade.correct {
      lines += wrap(style.symbol("✔ ", "+ ") + (grade.praise ?? "Correct!"), rest: "  ", role: .green)
      for note in grade.notes {
        lines += wrap(note.rawValue + " " + grade.solution.terminalSafe, first: "  ", rest: "  ")
      }
    } else {
      lines += wrap(style.symbol("✘ ", "x ") + "Correct solution:", rest: "  ", role: .red)
      lines += wrap(grade.solution.terminalSafe, first: "  ", rest: "  ", role: .red)
      for note in grade.notes { lines += wrap(note.rawValue, first: "  ", rest: "  ") }
      if grade.comesBack { lines += wrap("  This one comes back at the end.", rest: "  ", role: .grey) }
    }
    if let translation { lines += wrap(translation.terminalSafe, first: "  ", rest: "  ", role: .grey) }
    return lines
  }

  /// A line that was not taken as an answer.
  public func refusal(_ message: String) -> String { refusalLines(message).joined(separator: "\n") }

  /// A line that was not taken as an answer, in lines that fit.
  public func refusalLines(_ message: String) -> [String] {
    wrap(style.symbol("↺ ", "! ") + message.terminalSafe, rest: "  ", role: .fox)
  }

  /// `text` after `first`, in lines of at most `width` columns, the later ones after `rest`.
  func wrap(_ text: String, first: String = "", rest: String = "", role: Role? = nil) -> [String] {
    style.wrapped(text, to: width, first: first, rest: rest, role: role)
  }

  /// Spaces as wide as `text`: the indent that lines up a wrapped line under the text after a mark.
  func indent(_ text: String) -> String { String(repeating: " ", count: text.displayWidth) }

  /// The answer prompt.
  public var answerPrompt: String { style.paint(style.symbol("› ", "> "), .macaw) }
}
