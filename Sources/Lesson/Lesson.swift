import Course
import Foundation
import Randomness

/// A lesson in progress: a pure state machine fed `LessonEvent`s, returning `LessonEffect`s.
///
/// Two lessons are equal when their whole state is, the lexicons they grade with compared by identity.
public struct Lesson: Sendable, Equatable {
  /// Praise for right answers, in turn.
  public static let praise = ["Nice job!", "Amazing!", "Great job!"]
  /// The bonus on top of the node's XP for finishing at 80 % or better.
  public static let accuracyBonus = 5
  /// How many right CHECKs in a row light the combo.
  public static let comboThreshold = 3
  /// The accuracy a lesson must reach to pass (and earn its first star), in percent: half of it right the
  /// first time.
  public static let passingAccuracy = 50

  /// How a finished lesson pays.
  public enum Scoring: Sendable, Equatable {
    /// A node's lesson: its XP when it passes (`passingAccuracy`), nothing when it does not.
    case lesson
    /// A round of review: a share of its XP for each exercise right the first time; none right, nothing.
    case review
  }

  public let prompts: [Prompt]
  /// For each prompt, the answers the course's glossary makes right besides its own (`MeaningAnswers`).
  let meaningAnswers: [[String]]
  public let baseXP: Int
  public let scoring: Scoring
  public let accentForgiveness: Bool
  public let startedAt: Date
  /// The words of the course's two languages, which tell a typo from a different word.
  public var lexicons: Lexicons { lexiconsReference.lexicons }
  private let lexiconsReference: LexiconsReference
  /// The exercises still to play, the current one first; a miss goes to the back once.
  public private(set) var queue: [Int]
  public private(set) var missed: Set<Int> = []
  public private(set) var settled = 0
  public private(set) var combo = 0
  public private(set) var energy: Int
  public private(set) var board: MatchBoard?
  private var rightAnswers = 0
  private var matchMistake = false

  /// Prepares a lesson of `exercises`, shuffling each one's options with `generator`.
  public init(
    exercises: [Exercise], baseXP: Int, scoring: Scoring = .lesson, energy: Int,
    accentForgiveness: Bool = true,
    lexicons: Lexicons = .none, glossary: Glossary = Glossary(), learnerLanguage: String = "",
    startedAt: Date, generator: inout SplitMix64
  ) {
    prompts = exercises.map { Prompt($0, using: &generator) }
    meaningAnswers = MeaningAnswers.answers(
      for: exercises, glossary: glossary, learnerLanguage: learnerLanguage)
    self.baseXP = baseXP
    self.scoring = scoring
    self.energy = energy
    self.accentForgiveness = accentForgiveness
    self.startedAt = startedAt
    lexiconsReference = LexiconsReference(lexicons)
    queue = Array(prompts.indices)
    board = prompts.first.flatMap { Self.board($0, lexicons) }
  }

  /// The exercise to answer now; `nil` once the lesson is over.
  public var current: Prompt? { queue.first.map { prompts[$0] } }

  /// Whether the current exercise is a second try.
  public var isReplay: Bool { queue.first.map(missed.contains) ?? false }

  /// Whether the combo is lit: enough right answers in a row.
  public var isOnFire: Bool { combo >= Self.comboThreshold }

  /// Whether the lesson is over (completed or out of energy).
  public var isFinished: Bool { queue.isEmpty || isOutOfEnergy }
  public private(set) var isOutOfEnergy = false

  /// Feeds one event at time `now`, returning what happened.
  public mutating func handle(_ event: LessonEvent, at now: Date) -> [LessonEffect] {
    guard let index = queue.first, !isOutOfEnergy else { return [] }
    switch event {
    case .skipped:
      // A skip is a miss, and spends energy as a CHECK does; its banner shows the key.
      return checked(index, correct: false, notes: [], at: now)
    case .answerSubmitted(let line):
      if board != nil { return play(line, index: index, at: now) }
      let grader = Grader(
        prompt: prompts[index], accentForgiveness: accentForgiveness, lexicons: lexicons,
        meaningAnswers: meaningAnswers[index])
      let verdict: Verdict
      switch grader.prompt.exercise {
      case .selectImage(let select): verdict = grader.gradeChoice(line, answer: select.answer)
      case .complete(let complete): verdict = grader.gradeChoice(line, answer: complete.answer)
      case .translate(let translate): verdict = grader.gradeTranslation(line, translate)
      case .type(let type):
        verdict = grader.gradeTyped(line, answers: [type.answer] + type.alternatives + grader.meaningAnswers)
      case .listen(let listen):
        verdict = grader.gradeTyped(line, answers: [listen.prompt] + listen.alternatives)
      case .match: verdict = .refused("")
      }
      switch verdict {
      case .refused(let message):
        return [.refused(message)]
      case .checked(let correct, var notes):
        if !correct && notes.isEmpty && grader.prompt.isTranslation {
          // Every word was found, but one stands where the answer has a near one: it is named.
          notes = NearWords.notes(typed: line, solution: grader.prompt.solution(nearest: line))
        }
        return checked(index, correct: correct, notes: notes, typed: line, at: now)
      }
    }
  }

  /// A CHECK of `typed` (or a skip, nil) at the exercise at `index`: a point of energy spent, then the
  /// grade; or the end of the lesson when no energy is left.
  private mutating func checked(
    _ index: Int, correct: Bool, notes: [Note], typed: String? = nil, at now: Date
  ) -> [LessonEffect] {
    guard energy > 0 else {
      isOutOfEnergy = true
      return [.outOfEnergy]
    }
    energy -= 1
    var effects: [LessonEffect] = []
    effects.reserveCapacity(3)
    effects.append(.energySpent(remaining: energy))
    settle(index, correct: correct, notes: notes, typed: typed, at: now, into: &effects)
    return effects
  }

  /// Plays a line of pairs on the board, in place: the board is never copied.
  private mutating func play(_ line: String, index: Int, at now: Date) -> [LessonEffect] {
    guard let read = board?.read(line) else { return [] }
    switch read {
    case .failure(let refusal):
      return [.refused(refusal.message)]
    case .success(let attempts):
      var effects: [LessonEffect] = []
      effects.reserveCapacity(attempts.count + 2)
      for attempt in attempts where board?.matched.contains(attempt.left) == false {
        let right = board?.play(attempt) == true
        matchMistake = matchMistake || !right
        effects.append(.pairTried(left: attempt.left, right: attempt.right, correct: right))
      }
      if board?.isCleared == true {
        settle(index, correct: !matchMistake, notes: [], at: now, into: &effects)
      }
      return effects
    }
  }

  /// Grades the exercise at `index`, answered `typed` (nil for a skip or a board), and moves the lesson on,
  /// adding what happened to `effects`. A wrong line's banner shows the accepted answer nearest to it.
  private mutating func settle(
    _ index: Int, correct: Bool, notes: [Note], typed: String? = nil, at now: Date,
    into effects: inout [LessonEffect]
  ) {
    let firstTry = !missed.contains(index)
    queue.removeFirst()
    let prompt = prompts[index]
    // The accepted answer nearest what was typed: what a wrong answer missed, or what a typo stood for.
    let solution = typed.map(prompt.solution(nearest:)) ?? prompt.solution
    var grade = Grade(
      correct: correct, praise: nil, solution: solution, notes: notes, comesBack: false,
      translation: prompt.translation, heard: prompt.showsText ? nil : prompt.text)
    if correct {
      // The combo counts CHECKs in a row; matching pairs has no CHECK, so it neither adds nor breaks.
      if !prompts[index].isMatch { combo += 1 }
      rightAnswers += 1
      grade.praise = Self.praise[rightAnswers % Self.praise.count]
      settled += 1
    } else {
      if !prompts[index].isMatch { combo = 0 }
      if firstTry {
        missed.insert(index)
        queue.append(index)
        grade.comesBack = true
      } else {
        settled += 1
      }
    }
    matchMistake = false
    board = current.flatMap { Self.board($0, lexicons) }
    effects.append(.graded(grade))
    if queue.isEmpty { effects.append(.completed(summary(at: now))) }
  }

  /// The lesson's stats as they stand: whether it passes, and the XP it pays by its `scoring`.
  public func summary(at now: Date) -> LessonSummary {
    let total = max(prompts.count, 1)
    let right = prompts.count - missed.count
    let accuracy = Int((Double(right) * 100 / Double(total)).rounded())
    let bonus = accuracy >= 80 ? Self.accuracyBonus : 0
    let passed: Bool
    let xp: Int
    switch scoring {
    case .lesson:
      passed = accuracy >= Self.passingAccuracy
      xp = passed ? baseXP + bonus : 0
    case .review:
      passed = right > 0
      xp = passed ? max(1, Int((Double(baseXP) * Double(right) / Double(total)).rounded())) + bonus : 0
    }
    let seconds = max(0, Int(now.timeIntervalSince(startedAt)))
    return LessonSummary(
      xp: xp, accuracy: accuracy, seconds: seconds, exercises: prompts.count, mistakes: missed.count,
      passed: passed)
  }

  private static func board(_ prompt: Prompt, _ lexicons: Lexicons) -> MatchBoard? {
    if case .match = prompt.exercise { return MatchBoard(prompt, lexicons: lexicons) }
    return nil
  }
}
