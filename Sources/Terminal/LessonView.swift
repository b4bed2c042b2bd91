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
  public func statusLine(flag: String, code: String, streak: Int, gems: Int, energy: Int) -> TerminalText {
    let flag: TerminalText = style.ascii || flag.isEmpty ? "\(code.uppercased())" : "\(flag)"
    let parts = [
      style.paint(style.symbol("🔥 ", "streak ") + "\(streak)", .fox),
      style.paint(style.symbol("💎 ", "gems ") + "\(gems)", .macaw),
      style.paint(style.symbol("⚡ ", "energy ") + "\(energy)", .energy),
    ]
    return ([flag] + parts).joined(separator: "  ")
  }

  /// `▕██████░░░░▏ 5/7  ⚡ 21`, orange with sparkles once the combo is lit; the bar, 14 cells, narrows to
  /// leave the rest of the line room.
  public func progressBar(done: Int, total: Int, energy: Int, combo: Int, onFire: Bool) -> TerminalText {
    var tail: TerminalText =
      " \(done)/\(total)  " + style.paint(style.symbol("⚡ ", "energy ") + "\(energy)", .energy)
    if onFire { tail += "  " + style.paint(style.symbol("✨ ", "* ") + "\(combo) in a row", .fox) }
    let cells = max(4, min(14, width - 2 - tail.displayWidth))
    let filled = total <= 0 ? 0 : min(cells, max(0, done) * cells / total)
    let (full, empty): (TerminalText, TerminalText) = style.ascii ? ("#", "-") : ("█", "░")
    let bar = TerminalText.repeating(full, count: filled)
    let rest = TerminalText.repeating(empty, count: cells - filled)
    return (style.ascii ? "[" : "▕") + style.paint(bar, onFire ? .fox : .green)
      + style.paint(rest, .grey) + (style.ascii ? "]" : "▏") + tail
  }

  /// The exercise: instruction, prompt, and its choices, bank or pairs.
  public func exercise(_ prompt: Prompt, board: MatchBoard?, isReplay: Bool) -> [TerminalText] {
    var lines: [TerminalText] = []
    if isReplay { lines.append(style.paint("PREVIOUS MISTAKE", .fox)) }
    lines += wrap("\(prompt.instruction)", role: .bold)
    switch prompt.exercise {
    case .selectImage:
      let speaker = style.symbol("🔊 ", "(( ")
      lines += wrap(speaker + "\(prompt.text)", rest: speaker.indent, role: .macaw)
      for (index, picture) in prompt.pictures.enumerated() {
        let image: TerminalText = style.ascii ? "" : "\(picture.emoji) "
        let number: TerminalText = "  \(index + 1) "
        lines += wrap(image + "\(picture.name)", first: number, rest: (number + image).indent)
      }
    case .translate:
      let owl = style.symbol("🦉 ", "Duo: ")
      lines += wrap("“\(prompt.text)”", first: owl, rest: owl.indent)
      lines += bankLines(prompt, typed: [])
    case .complete:
      lines += wrap("\(prompt.text)", first: "  ", rest: "  ")
      let choices = prompt.choices.enumerated().map { index, choice -> TerminalText in
        "\(index + 1) \(choice)"
      }
      lines += TerminalText.lines(of: choices, to: width - 2, separator: "   ").map { "  " + $0 }
    case .match:
      lines += matchBoard(prompt, matched: board?.matched ?? [])
    case .type:
      let owl = style.symbol("🦉 ", "Duo: ")
      lines += wrap("“\(prompt.text)”", first: owl, rest: owl.indent)
      lines += wrap("Type your answer.", first: "  ", rest: "  ", role: .grey)
    case .listen:
      // What is said is the answer: it is heard, never shown before the answer.
      let speaker = style.symbol("🔊 ", "(( ")
      lines += wrap(speaker + "Listen, then type what you hear.", rest: speaker.indent, role: .macaw)
      lines += wrap(
        ":listen to hear it again, :slow to hear it slowly.", first: "  ", rest: "  ", role: .grey)
    }
    return lines
  }

  /// The two columns of a match exercise, numbers on the left and letters on the right; when the two do
  /// not fit side by side, the left column above the right one.
  public func matchBoard(_ prompt: Prompt, matched: Set<String>) -> [TerminalText] {
    guard case .match(let match) = prompt.exercise else { return [] }
    let matchedRights = Set(match.pairs.filter { matched.contains($0.left) }.map(\.right))
    let column = (prompt.left.map { TerminalText(escaping: $0).displayWidth }.max() ?? 0) + 4
    let left = prompt.left.enumerated().map { index, word in
      cell("\(index + 1)", word, done: matched.contains(word))
    }
    let right = prompt.right.enumerated().map { index, word in
      cell("\(UnicodeScalar(UInt8(97 + index % 26)))", word, done: matchedRights.contains(word))
    }
    let rightWidth = right.map(\.displayWidth).max() ?? 0
    if 2 + column + rightWidth <= width {
      return zip(left, right).map { "  " + $0.drawn.padded(to: column) + $1.drawn }
    }
    return (left + right).flatMap { cell in
      let rest = ("  " + cell.mark).indent
      guard let role = cell.role else { return wrap(cell.word, first: "  " + cell.mark, rest: rest) }
      return wrap(cell.mark + cell.word, first: "  ", rest: rest, role: role)
    }
  }

  /// One word of a match board: its number or letter, or a tick once matched, which greys it.
  private struct Cell {
    let mark: TerminalText
    let word: TerminalText
    let role: Role?
    let drawn: TerminalText
    var displayWidth: Int { (mark + word).displayWidth }
  }

  private func cell(_ label: TerminalText, _ word: String, done: Bool) -> Cell {
    let mark = done ? style.symbol("✓ ", "+ ") : label + " "
    let role: Role? = done ? .grey : nil
    let word = TerminalText(escaping: word)
    let text = mark + word
    return Cell(mark: mark, word: word, role: role, drawn: done ? style.paint(text, .grey) : text)
  }

  /// A pair tried in a match exercise.
  public func pairTried(left: String, right: String, correct: Bool) -> TerminalText {
    pairLines(left: left, right: right, correct: correct).joined(separator: "\n")
  }

  /// A pair tried in a match exercise, in lines that fit.
  public func pairLines(left: String, right: String, correct: Bool) -> [TerminalText] {
    correct
      ? wrap(
        "\(left) = \(right)", first: style.paint(style.symbol("✔ ", "+ "), .green),
        rest: "  ")
      : wrap(
        style.symbol("✘ ", "x ") + "\(left) and \(right) are not a pair",
        rest: "  ",
        role: .red)
  }

  /// The green or red banner after CHECK.
  /// `translation` (the grade's own, `Grade.translation`, as the presenter passes it), grey, follows the
  /// solution: under the praise and notes when right, right under the solution when wrong.
  public func banner(_ grade: Grade, translation: String?) -> [TerminalText] {
    var lines: [TerminalText] = []
    let meaning = translation.map { wrap("\($0)", first: "  ", rest: "  ", role: .grey) } ?? []
    if grade.correct {
      lines += wrap(style.symbol("✔ ", "+ ") + "\(grade.praise ?? "Correct!")", rest: "  ", role: .green)
      for note in grade.notes {
        lines += wrap("\(note.rawValue) \(grade.solution)", first: "  ", rest: "  ")
      }
      // A listening exercise's sentence is shown once it is answered: a note above already showed it.
      if let heard = grade.heard, grade.notes.isEmpty {
        lines += wrap("\(heard)", first: "  ", rest: "  ", role: .macaw)
      }
      lines += meaning
    } else {
      lines += wrap(style.symbol("✘ ", "x ") + "Correct solution:", rest: "  ", role: .red)
      lines += wrap("\(grade.solution)", first: "  ", rest: "  ", role: .red)
      lines += meaning
      for note in grade.notes { lines += wrap("\(note.rawValue)", first: "  ", rest: "  ") }
      if grade.comesBack { lines += wrap("  This one comes back at the end.", rest: "  ", role: .grey) }
    }
    return lines
  }

  /// A line that was not taken as an answer.
  public func refusal(_ message: String) -> TerminalText { refusalLines(message).joined(separator: "\n") }

  /// A line that was not taken as an answer, in lines that fit.
  public func refusalLines(_ message: String) -> [TerminalText] {
    wrap(style.symbol("↺ ", "! ") + "\(message)", rest: "  ", role: .fox)
  }

  /// `text` after `first`, in lines of at most `width` columns, the later ones after `rest`.
  func wrap(_ text: TerminalText, first: TerminalText = "", rest: TerminalText = "", role: Role? = nil)
    -> [TerminalText]
  {
    style.wrapped(text, to: width, first: first, rest: rest, role: role)
  }

  /// The answer prompt.
  public var answerPrompt: TerminalText { style.paint(style.symbol("› ", "> "), .macaw) }
}
