import Course
import Lesson

extension LessonView {
  /// The exercise with the words it introduces under its instruction (see `newWords`).
  public func exercise(_ prompt: Prompt, board: MatchBoard?, isReplay: Bool, newWords words: [Gloss])
    -> [TerminalText]
  {
    var lines = exercise(prompt, board: board, isReplay: isReplay)
    guard !words.isEmpty else { return lines }
    let instruction = (isReplay ? 1 : 0) + wrap("\(prompt.instruction)", role: .bold).count
    lines.insert(contentsOf: newWords(words), at: min(instruction, lines.count))
    return lines
  }

  /// `NEW WORD  hola — hello, hi`: a word met for the first time, highlighted, one line a word.
  public func newWords(_ words: [Gloss]) -> [TerminalText] {
    let label = style.paint("NEW WORD", .fox)
    return words.flatMap { word in
      wrap(
        style.paint("\(word.entry ?? word.text)", .gold) + dash + "\(word.meanings.joined(separator: ", "))",
        first: label + "  ", rest: "    ")
    }
  }

  /// What `:hint` shows: each word of the exercise with its meanings, one a line, in order; a word the
  /// glossary lacks says it has none.
  public func hint(_ glosses: [Gloss]) -> [TerminalText] {
    guard !glosses.isEmpty else {
      return wrap("No hint: this exercise has no words to look up.", role: .grey)
    }
    // A course of sentences with no glossary (an imported list) glosses none: said once, not word by word.
    guard glosses.contains(where: { !$0.meanings.isEmpty }) else {
      return wrap("No hint: none of these words has one in this course.", role: .grey)
    }
    return [style.paint("Hint", .macaw)]
      + glosses.flatMap { gloss in
        let meaning: TerminalText =
          gloss.meanings.isEmpty
          ? style.paint("(no hint)", .grey) : "\(gloss.meanings.joined(separator: ", "))"
        return wrap(style.paint("\(gloss.text)", .bold) + dash + meaning, first: "  ", rest: "    ")
      }
  }

  private var dash: TerminalText { style.ascii ? " - " : " — " }
}

extension PlainLessonView {
  /// `New word: hola, hello.`: each word an exercise introduces, a line each, after its instruction.
  public func newWords(_ words: [Gloss]) -> [TerminalText] {
    words.map { word in
      "New word: \((word.entry ?? word.text).plainSafe), \(Self.meanings(word).plainSafe)."
    }
  }

  /// The exercise's lines with the words it introduces after its instruction (the line after the status).
  public func exercise(
    _ prompt: Prompt, number: Int, of total: Int, energy: Int, combo: Int, onFire: Bool,
    board: MatchBoard?, isReplay: Bool, newWords words: [Gloss]
  ) -> [TerminalText] {
    var lines = exercise(
      prompt, number: number, of: total, energy: energy, combo: combo, onFire: onFire, board: board,
      isReplay: isReplay)
    lines.insert(contentsOf: newWords(words), at: min(2, lines.count))
    return lines
  }

  /// `Hint: Hola means hello or hi; Ana has no hint.`: what `:hint` shows, on one labelled line.
  public func hint(_ glosses: [Gloss]) -> TerminalText {
    guard !glosses.isEmpty else { return "Hint: this exercise has no words to look up." }
    // A course of sentences with no glossary (an imported list) glosses none: said once, not word by word.
    guard glosses.contains(where: { !$0.meanings.isEmpty }) else {
      return "Hint: none of these words has a hint in this course."
    }
    let words = glosses.map { gloss in
      gloss.meanings.isEmpty
        ? "\(gloss.text) has no hint".plainSafe : "\(gloss.text) means \(Self.meanings(gloss))".plainSafe
    }
    return "Hint: \(words.joined(separator: "; "))."
  }

  /// A word's meanings said as a list: `hello or hi`.
  private static func meanings(_ gloss: Gloss) -> String {
    switch gloss.meanings.count {
    case 0: ""
    case 1: gloss.meanings[0]
    default: gloss.meanings.dropLast().joined(separator: ", ") + " or " + (gloss.meanings.last ?? "")
    }
  }
}
