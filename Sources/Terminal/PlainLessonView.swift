import Course
import Learner
import Lesson

/// A lesson as linear, labelled text for screen readers and braille displays: no colour, box, emoji or art.
public struct PlainLessonView: Sendable {
  public init() {}

  /// The answer prompt.
  public var answerPrompt: TerminalText { "Answer: " }

  /// `Order food. Lesson 2 of 4, 10 XP. Streak 27 days, 505 gems, energy 25.`
  public func header(title: String, place: String?, xp: Int, streak: Int, gems: Int, energy: Int)
    -> [TerminalText]
  {
    let about = [place, "\(xp) XP"].compactMap { $0 }.joined(separator: ", ")
    return [
      "Lesson: \(Self.sentence(title)) \(about).",
      "Streak \(Plain.count(streak, "day")), \(gems) gems, energy \(energy).",
    ]
  }

  /// `Exercise 2 of 7. Translate this sentence: …`, then the choices, bank or pairs, each labelled.
  public func exercise(
    _ prompt: Prompt, number: Int, of total: Int, energy: Int, combo: Int, onFire: Bool,
    board: MatchBoard?, isReplay: Bool
  ) -> [TerminalText] {
    var status: TerminalText = isReplay ? "Previous mistake, once more" : "Exercise \(number) of \(total)"
    status += ". Energy \(energy)."
    if onFire { status += " \(combo) in a row." }
    var lines = [status]
    let text = prompt.text.replacingBlanks.plainSafe
    switch prompt.exercise {
    case .selectImage:
      lines.append("\(prompt.instruction): \(text)")
      lines.append(
        "Choices: \(Plain.list(prompt.pictures.enumerated().map { index, picture -> TerminalText in "\(index + 1) \(picture.name.plainSafe)" }))."
      )
    case .translate:
      lines.append("\(prompt.instruction): \(text)")
      lines.append("Word bank: \(prompt.bank.map(\.plainSafe).joined(separator: ", ")).")
    case .complete:
      lines.append("\(prompt.instruction): \(text)")
      lines.append(
        "Choices: \(Plain.list(prompt.choices.enumerated().map { index, choice -> TerminalText in "\(index + 1) \(choice.plainSafe)" }))."
      )
    case .match:
      lines.append("\(prompt.instruction).")
      lines += matchBoard(prompt, matched: board?.matched ?? [])
    case .type:
      lines.append("\(prompt.instruction): \(text)")
      lines.append("Type your answer.")
    case .listen:
      // What is said is the answer: it is heard, never shown before the answer.
      lines.append("\(prompt.instruction). Type :listen to hear it again, or :slow to hear it slowly.")
    }
    return lines
  }

  /// The pairs still open, left numbered and right lettered, and those already matched.
  public func matchBoard(_ prompt: Prompt, matched: Set<String>) -> [TerminalText] {
    guard case .match(let match) = prompt.exercise else { return [] }
    let matchedRights = Set(match.pairs.filter { matched.contains($0.left) }.map(\.right))
    let left = prompt.left.enumerated().filter { !matched.contains($1) }.map { index, word -> TerminalText in
      "\(index + 1) \(word.plainSafe)"
    }
    let right = prompt.right.enumerated().filter { !matchedRights.contains($1) }.map {
      index, word -> TerminalText in "\(UnicodeScalar(UInt8(97 + index % 26))) \(word.plainSafe)"
    }
    var lines: [TerminalText] = ["Left: \(Plain.list(left)).", "Right: \(Plain.list(right))."]
    let done = match.pairs.filter { matched.contains($0.left) }.map { pair -> TerminalText in
      "\(pair.left.plainSafe) = \(pair.right.plainSafe)"
    }
    if !done.isEmpty { lines.append("Matched: \(Plain.list(done)).") }
    return lines
  }

  /// A pair tried in a match exercise.
  public func pairTried(left: String, right: String, correct: Bool) -> TerminalText {
    correct
      ? "Right pair: \(left.plainSafe) = \(right.plainSafe)."
      : "Not a pair: \(left.plainSafe) and \(right.plainSafe)."
  }

  /// The verdict after CHECK, with the solution and notes.
  /// The sentence's meaning, when the exercise has one, follows on a line of its own: `Meaning: …`.
  public func banner(_ grade: Grade) -> [TerminalText] {
    let meaning: [TerminalText] = grade.translation.map { ["Meaning: \(Self.sentence($0))"] } ?? []
    if grade.correct {
      let notes = grade.notes.map { note -> TerminalText in
        " \(note.rawValue) Solution: \(Self.sentence(grade.solution))"
      }
      // A listening exercise's sentence is said once it is answered: a note's solution already said it.
      let heard: [TerminalText] =
        grade.notes.isEmpty ? grade.heard.map { ["You heard: \(Self.sentence($0))"] } ?? [] : []
      return ["Correct. \(grade.praise ?? "Correct!")" + notes.joined()] + heard + meaning
    }
    var line: TerminalText = "Wrong. Correct solution: \(Self.sentence(grade.solution))"
    for note in grade.notes { line += " \(note.rawValue)" }
    if grade.comesBack { line += " This one comes back at the end." }
    return [line] + meaning
  }

  /// `text` made plain and ended by a full stop, unless it ends a sentence already ("Yo quiero un café.").
  static func sentence(_ text: String) -> TerminalText {
    let ended = text.last.map { ".!?…".contains($0) } ?? false
    return text.plainSafe + (ended ? "" : ".")
  }

  /// A line that was not taken as an answer.
  public func refusal(_ message: String) -> TerminalText { "Not taken: \(message.plainSafe)" }

  /// `Lesson complete! Total XP 15. Accuracy 86 percent, amazing. Time 2:14, speedy.`
  public func complete(_ summary: LessonSummary) -> [TerminalText] {
    [
      "Lesson complete! Total XP \(summary.xp). Accuracy \(summary.accuracy) percent, "
        + "\(summary.accuracyWord.lowercased()). Time \(summary.clock), \(summary.timeWord.lowercased())."
    ]
  }

  /// The streak moment: the new count, the week's days, and Duo's words.
  public func streak(from: Int, to: Int, week: [WeekDay]) -> [TerminalText] {
    let days = week.map { day in
      day.name + (day.isToday ? " (today)" : "") + (day.isActive ? " done" : " not done")
    }
    let start = from == 0 && to == 1 ? "A new streak starts today. " : ""
    return [
      "\(start)Streak: \(Plain.count(to, "day")), up from \(from).",
      "This week: \(days.joined(separator: ", ")).",
      "Duo says: \(DuoLine.streak(to).text)",
    ]
  }

  /// A quest chest opened after a lesson.
  public func quest(_ quest: DailyQuests.Quest, in quests: DailyQuests) -> TerminalText {
    "Quest complete: \(quests.title(of: quest)). Chest opened, \(quest.gems) gems."
  }

  /// The day's goal met by a lesson.
  public func goalMet(_ quests: DailyQuests) -> TerminalText {
    "Daily goal met: \(quests.xpToday) of \(quests.goal(of: .earnXP)) XP today."
  }

  /// The week's league joined by a lesson.
  public func joined(_ league: String, at rank: Int) -> TerminalText {
    "You joined this week's \(league) League in \(League.ordinal(rank)) place."
  }

  /// The league place gained after a lesson.
  public func moved(from: Int, to: Int, league: String) -> TerminalText {
    "You moved up to \(League.ordinal(to)) place in the \(league) League, from \(League.ordinal(from))."
  }
}

extension String {
  /// A blank to fill (`___`) read as the word "blank".
  fileprivate var replacingBlanks: String {
    var result = self
    while let range = result.range(of: "___") {
      var end = range.upperBound
      while end < result.endIndex, result[end] == "_" { end = result.index(after: end) }
      result.replaceSubrange(range.lowerBound..<end, with: "(blank)")
    }
    return result
  }
}
