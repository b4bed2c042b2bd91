import Course
import Lesson

/// The parts of a lesson screen that only a whole-screen frame shows: bank slots, the answer line, buttons.
extension LessonView {
  /// The word bank with each tile the `typed` words took left as an empty slot, as Duolingo leaves it.
  public func bank(_ prompt: Prompt, typed: [String]) -> TerminalText {
    "  " + tiles(prompt, typed: typed).joined(separator: " ")
  }

  /// The word bank as `bank` draws it, in lines of whole tiles that fit the width: a tile is never split.
  public func bankLines(_ prompt: Prompt, typed: [String]) -> [TerminalText] {
    TerminalText.lines(of: tiles(prompt, typed: typed), to: width - 2).map { "  " + $0 }
  }

  /// The bank's tiles, `[word]`, those the `typed` words took as empty slots.
  private func tiles(_ prompt: Prompt, typed: [String]) -> [TerminalText] {
    var used = Array(repeating: false, count: prompt.bank.count)
    for word in typed {
      let key = TextFolding.key(word)
      if let tile = prompt.bank.indices.first(where: { !used[$0] && TextFolding.key(prompt.bank[$0]) == key })
      {
        used[tile] = true
      }
    }
    return zip(prompt.bank, used).map { tile, isUsed in
      isUsed
        ? style.paint("[" + TerminalText(escaping: tile).indent + "]", .grey)
        : "[\(tile)]"
    }
  }

  /// The answer line: the prompt, the words typed so far and, while typing, a caret.
  public func answerLine(_ typed: [String], caret: Bool) -> TerminalText {
    let mark = caret ? style.paint(style.symbol("▏", "_"), .macaw) : ""
    return answerPrompt + "\(typed.joined(separator: " "))" + mark
  }

  /// A button such as CHECK or CONTINUE; pressed, it fills in and is pointed at.
  public func button(_ title: String, pressed: Bool) -> TerminalText {
    pressed
      ? style.symbol("▸ ", "> ") + style.paint("[ \(title) ]", .onGreen)
      : "  " + style.paint("[ \(title) ]", .green)
  }
}
