import Course
import Learner
import Lesson

/// The lesson screens as text: status line, progress bar, each exercise kind and the banners.
public struct LessonView: Sendable {
  public let style: Style

  public init(style: Style) { self.style = style }

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

  /// `▕██████░░░░▏ 5/7  ⚡ 21`, orange with sparkles once the combo is lit.
  public func progressBar(done: Int, total: Int, energy: Int, combo: Int, onFire: Bool) -> String {
    let width = 14
    let filled = total == 0 ? 0 : min(width, done * width / total)
    let (full, empty) = style.ascii ? ("#", "-") : ("█", "░")
    let bar = String(repeating: full, count: filled)
    let rest = String(repeating: empty, count: width - filled)
    var line =
      (style.ascii ? "[" : "▕") + style.paint(bar, onFire ? .fox : .green)
      + style.paint(rest, .grey) + (style.ascii ? "]" : "▏")
    line += " \(done)/\(total)  " + style.paint(style.symbol("⚡ ", "energy ") + "\(energy)", .energy)
    if onFire { line += "  " + style.paint(style.symbol("✨ ", "* ") + "\(combo) in a row", .fox) }
    return line
  }

  /// The exercise: instruction, prompt, and its choices, bank or pairs.
  public func exercise(_ prompt: Prompt, board: MatchBoard?, isReplay: Bool) -> [String] {
    var lines: [String] = []
    if isReplay { lines.append(style.paint("PREVIOUS MISTAKE", .fox)) }
    lines.append(style.paint(prompt.instruction, .bold))
    switch prompt.exercise {
    case .selectImage:
      lines.append(style.paint(style.symbol("🔊 ", "(( ") + prompt.text.terminalSafe, .macaw))
      for (index, picture) in prompt.pictures.enumerated() {
        let image = style.ascii ? "" : picture.emoji.terminalSafe + " "
        lines.append("  \(index + 1) " + image + picture.name.terminalSafe)
      }
    case .translate:
      lines.append(style.symbol("🦉 ", "Duo: ") + "“" + prompt.text.terminalSafe + "”")
      lines.append("  " + prompt.bank.map { "[\($0.terminalSafe)]" }.joined(separator: " "))
    case .complete:
      lines.append("  " + prompt.text.terminalSafe)
      lines.append(
        "  " + prompt.choices.enumerated().map { "\($0 + 1) \($1.terminalSafe)" }.joined(separator: "   "))
    case .match:
      lines += matchBoard(prompt, matched: board?.matched ?? [])
    }
    return lines
  }

  /// The two columns of a match exercise, numbers on the left and letters on the right.
  public func matchBoard(_ prompt: Prompt, matched: Set<String>) -> [String] {
    guard case .match(let match) = prompt.exercise else { return [] }
    let matchedRights = Set(match.pairs.filter { matched.contains($0.left) }.map(\.right))
    let width = (prompt.left.map(\.terminalSafe.displayWidth).max() ?? 0) + 4
    return zip(prompt.left, prompt.right).enumerated().map { index, row in
      let letter = String(UnicodeScalar(UInt8(97 + index % 26)))
      let left =
        matched.contains(row.0)
        ? style.paint(style.symbol("✓ ", "+ ") + row.0.terminalSafe, .grey)
        : "\(index + 1) " + row.0.terminalSafe
      let right =
        matchedRights.contains(row.1)
        ? style.paint(style.symbol("✓ ", "+ ") + row.1.terminalSafe, .grey)
        : "\(letter) " + row.1.terminalSafe
      return "  " + left.padded(to: width) + right
    }
  }

  /// A pair tried in a match exercise.
  public func pairTried(left: String, right: String, correct: Bool) -> String {
    correct
      ? style.paint(style.symbol("✔ ", "+ "), .green) + "\(left.terminalSafe) = \(right.terminalSafe)"
      : style.paint(
        style.symbol("✘ ", "x ") + "\(left.terminalSafe) and \(right.terminalSafe) are not a pair", .red)
  }

  /// The green or red banner after CHECK.
  public func banner(_ grade: Grade, translation: String?) -> [String] {
    var lines: [String] = []
    if grade.correct {
      lines.append(style.paint(style.symbol("✔ ", "+ ") + (grade.praise ?? "Correct!"), .green))
      for note in grade.notes { lines.append("  " + note.rawValue + " " + grade.solution.terminalSafe) }
    } else {
      lines.append(style.paint(style.symbol("✘ ", "x ") + "Correct solution:", .red))
      lines.append("  " + style.paint(grade.solution.terminalSafe, .red))
      for note in grade.notes { lines.append("  " + note.rawValue) }
      if grade.comesBack { lines.append(style.paint("  This one comes back at the end.", .grey)) }
    }
    if let translation { lines.append("  " + style.paint(translation.terminalSafe, .grey)) }
    return lines
  }

  /// A line that was not taken as an answer.
  public func refusal(_ message: String) -> String {
    style.paint(style.symbol("↺ ", "! ") + message.terminalSafe, .fox)
  }

  /// The answer prompt.
  public var answerPrompt: String { style.paint(style.symbol("› ", "> "), .macaw) }
}
