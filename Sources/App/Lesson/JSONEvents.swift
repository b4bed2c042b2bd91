import Course
import Lesson

/// The JSON Lines events of `--json`: one object a line, each with its `type`.
enum JSONEvent {
  struct LessonStarted: Encodable {
    let type = "lesson"
    let course: String
    let lesson: String
    let title: String
    let unit: Int?
    let node: Int?
    let exercises: Int
    let streak: Int
    let energy: Int
  }

  struct Exercise: Encodable {
    struct Choice: Encodable {
      let number: Int
      let text: String
      let picture: String?
    }
    struct Pairs: Encodable {
      let left: [String]
      let right: [String]
      let matched: [String]
    }
    let type = "exercise"
    let kind: String
    let instruction: String
    let prompt: String?
    let choices: [Choice]?
    let bank: [String]?
    let pairs: Pairs?
    /// The words the exercise introduces (NEW WORD), each as the glossary writes it with its meanings;
    /// absent when it introduces none.
    let newWords: [Word]?
    /// True when the exercise is heard: its text is played (`:listen`), not put out.
    let audio: Bool?
    let done: Int
    let total: Int
    let energy: Int
    let combo: Int
    let onFire: Bool
    let replay: Bool
  }

  /// A word or phrase with its meanings from the glossary (`[]` when it has none).
  struct Word: Encodable {
    let word: String
    let meanings: [String]
  }

  /// What `:hint` says: each word of the exercise as written, in order, with its meanings.
  struct Hint: Encodable {
    let type = "hint"
    let words: [Word]

    init(_ glosses: [Gloss]) { words = glosses.map { Word(word: $0.text, meanings: $0.meanings) } }
  }

  struct Refused: Encodable {
    let type = "refused"
    let message: String
  }

  struct PairTried: Encodable {
    let type = "pair"
    let left: String
    let right: String
    let correct: Bool
  }

  struct Result: Encodable {
    let type = "result"
    let correct: Bool
    let praise: String?
    let solution: String
    /// The sentence's meaning in the learner's language (`Grade.translation`); absent when it has none.
    let translation: String?
    let notes: [String]
    let comesBack: Bool
    let energy: Int
  }

  struct Complete: Encodable {
    let type = "complete"
    let xp: Int
    let accuracy: Int
    let accuracyWord: String
    let seconds: Int
    let timeWord: String
    let mistakes: Int
  }

  /// What happened to the streak while the learner was away, said once before the lesson: `lost` (the
  /// streak of `days` days ended) or `frozen` (`freezes` streak freezes kept the streak of `days` days).
  struct StreakNews: Encodable {
    let type = "streak_news"
    let news: String
    let days: Int
    let freezes: Int?
    let message: String
  }

  /// A lesson that ended below the pass mark: nothing but the energy spent was recorded.
  struct NotPassed: Encodable {
    let type = "not_passed"
    let xp: Int
    let accuracy: Int
    let accuracyWord: String
    let seconds: Int
    let mistakes: Int
    let passingAccuracy: Int
  }

  /// The lesson finished its course.
  struct CourseFinished: Encodable {
    let type = "course_finished"
    let course: String
    let units: Int
    let lessons: Int
    let stars: Int
    let maximumStars: Int
    let words: Int
    let next: [String]
  }

  struct Streak: Encodable {
    struct Day: Encodable {
      let day: String
      let date: String
      let active: Bool
      let today: Bool
    }
    let type = "streak"
    let from: Int
    let to: Int
    let extended: Bool
    let week: [Day]
  }

  struct Quest: Encodable {
    let type = "quest"
    let quest: String
    let gems: Int
  }

  struct League: Encodable {
    let type = "league"
    let league: String
    /// The place before; absent on the week's first lesson, which is what joins the league.
    let from: Int?
    let to: Int
  }

  struct Message: Encodable {
    let type = "message"
    let lines: [String]
  }

  struct End: Encodable {
    let type = "end"
    let reason: String
    let exitCode: Int32
    let message: String
  }
}

extension JSONEvent.Exercise {
  init(_ prompt: Prompt, in lesson: Lesson, newWords: [Gloss] = []) {
    self.newWords =
      newWords.isEmpty
      ? nil : newWords.map { JSONEvent.Word(word: $0.entry ?? $0.text, meanings: $0.meanings) }
    let isChoice = !prompt.choices.isEmpty
    let pictures = prompt.pictures
    kind = prompt.exercise.kindName
    instruction = prompt.instruction
    // A heard exercise's text is its answer (`Prompt.showsText`): only that audio is to be played goes out.
    self.prompt = prompt.text.isEmpty || !prompt.showsText ? nil : prompt.text
    audio = prompt.showsText ? nil : true
    choices =
      isChoice
      ? prompt.choices.enumerated().map { index, text in
        Choice(number: index + 1, text: text, picture: pictures.isEmpty ? nil : pictures[index].emoji)
      } : nil
    bank = prompt.bank.isEmpty ? nil : prompt.bank
    pairs =
      prompt.left.isEmpty
      ? nil : Pairs(left: prompt.left, right: prompt.right, matched: (lesson.board?.matched ?? []).sorted())
    done = lesson.settled
    total = lesson.prompts.count
    energy = lesson.energy
    combo = lesson.combo
    onFire = lesson.isOnFire
    replay = lesson.isReplay
  }
}
