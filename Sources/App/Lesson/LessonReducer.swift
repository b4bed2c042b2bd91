import Course
import Foundation
import Learner
import Lesson
import Terminal

/// A lesson as a child of the app's reducer: a `LessonAction` and the lesson's state in, the new state
/// and effects out, and how the lesson ended once it has.
///
/// Nothing here reads a line, saves or shows: energy spent and the completed lesson are saved, `:listen`
/// speaks and every view is shown by `AppRunner`, which feeds back what each gave.
public enum LessonReducer {
  /// What one action did: the effects to perform in order, and the lesson's end when it came.
  public struct Step: Equatable {
    public var effects: [AppEffect]
    /// What completing the lesson changed, or what stopped it; nil while it goes on.
    public var end: Result<LessonOutcome, LingoError>?
    /// Whether the learner said yes to leaving, at a terminal: the app goes back to its prompt.
    public var left = false

    public init(_ effects: [AppEffect], end: Result<LessonOutcome, LingoError>? = nil, left: Bool = false) {
      (self.effects, self.end, self.left) = (effects, end, left)
    }
  }

  /// The lesson `start` made begun: the streak's news not said yet, its header and first exercise, or why
  /// it can't be played.
  public static func begin(_ start: LessonStart) -> (LessonState?, Step) {
    let context = start.context
    var effects: [AppEffect] = []
    if let news = context.learner.streakNews {
      effects += [.present(.news(news)), .save(.streakNewsSaid(news))]
    }
    guard context.energy > 0 else {
      let message = OutOfEnergy.message(
        context.learner.energy, now: start.lesson.startedAt, timeZone: start.timeZone)
      return (
        nil, Step(effects + [.present(.ended(.outOfEnergy, message: message))], end: .failure(.outOfEnergy))
      )
    }
    var state = LessonState(start)
    effects.append(.present(.started(context)))
    if !start.said.isEmpty { effects.append(.present(.message(start.said))) }
    let step = next(&state, at: start.lesson.startedAt)
    effects += step.effects
    return (step.end == nil ? state : nil, Step(effects, end: step.end))
  }

  /// Reduces `action` over the lesson being played.
  public static func reduce(_ state: inout LessonState, _ action: LessonAction) -> Step {
    switch (action, state.stage) {
    case (.began, _):
      return Step([])
    case (.input(let input, let now), .answering):
      return typed(&state, input, at: now)
    case (.inputEnded, .answering):
      return leaving(&state, .inputEnded, at: state.lesson.startedAt)
    case (.interrupted, .answering):
      return leaving(&state, .interrupted, at: state.lesson.startedAt)
    case (.input(let input, let now), .askingToLeave(let leaving)):
      return answered(&state, leaving, input, at: now)
    case (.inputEnded, .askingToLeave(let leaving)), (.interrupted, .askingToLeave(let leaving)):
      // A second Ctrl-D or Ctrl-C is a yes.
      var step = stop(state, Stop(leaving), at: state.lesson.startedAt)
      step.left = true
      return step
    case (.spoke(let lines), _):
      return Step([.present(.message(lines))])
    case (.energySaved(let failure?), .savingEnergy(let answer)):
      return stop(state, .energyNotSaved(failure), at: answer.at)
    case (.energySaved(nil), .savingEnergy(var answer)):
      state.stage = .answering
      // The point is saved: what spending it shows (nothing today) comes before the rest.
      let spent = answer.effects[answer.next]
      answer.next += 1
      let step = shown(&state, answer)
      return Step([.present(.effect(spent, state.lesson))] + step.effects, end: step.end)
    case (.saved(.failure(let error)), .saving):
      return Step(
        [.present(.ended(.storeFailed, message: "The lesson was finished but could not be saved."))],
        end: .failure(error))
    case (.saved(.success(let saved)), .saving(let summary)):
      let after: [LessonShow] =
        [.streak(saved.outcome.streak, week: saved.week), .rewards(saved.outcome)]
        + (saved.finished.map { [.courseFinished($0)] } ?? [])
      guard state.atTerminal else {
        return Step(([.completed(summary)] + after).map(AppEffect.present), end: .success(saved.outcome))
      }
      // At a terminal each moment waits for Enter: the boxes under CLAIM XP, the streak under CONTINUE.
      let claim: [AppEffect] = [
        .present(.completed(summary)), .present(.claim(summary)), .waitForEnter("CLAIM XP"),
      ]
      return Step(
        claim + after.map(AppEffect.present) + [.waitForEnter("CONTINUE")], end: .success(saved.outcome))
    case (.input, .savingEnergy), (.input, .saving), (.inputEnded, .savingEnergy), (.inputEnded, .saving),
      (.interrupted, .savingEnergy), (.interrupted, .saving), (.energySaved, .askingToLeave),
      (.saved, .askingToLeave),
      (.energySaved, .answering), (.energySaved, .saving), (.saved, .answering), (.saved, .savingEnergy):
      // Lines are read only while the lesson waits for one, and each save answers only its own effect.
      return Step([])
    }
  }

  /// A line typed: a command answered here, or an answer or a skip fed to the engine.
  private static func typed(_ state: inout LessonState, _ input: LessonInput, at now: Date) -> Step {
    guard let prompt = state.lesson.current else { return stop(state, .inputEnded, at: now) }
    let effects: [LessonEffect]
    switch input {
    case .quit:
      return leaving(&state, .quit, at: now)
    case .help:
      return Step([.present(.message(LessonInput.helpLines))])
    case .hint:
      // Free: no energy, no mistake; the exercise is shown again under it, as it stands.
      if case .listen(let listen) = prompt.exercise {
        return Step([.present(.message([Hearing.hint(listen)])), .present(.prompt(prompt, state.lesson))])
      }
      if prompt.isMatch {
        return Step([.present(.message([Hints.match])), .present(.prompt(prompt, state.lesson))])
      }
      let glosses = Hints.glosses(for: prompt, glossary: state.context.course.glossary)
      return Step([.present(.hint(glosses)), .present(.prompt(prompt, state.lesson))])
    case .listen, .slow:
      let settings = state.context.learner.settings
      guard settings.sound else {
        return Step([
          .present(.message(["Sound is off: turn it on with 'settings voice normal' (or slow, or fast)."]))
        ])
      }
      // A match has no prompt of its own: its words in the language taught are what is heard.
      let text = prompt.text.isEmpty ? prompt.left.joined(separator: ", ") : prompt.text
      let voice = input == .slow ? VoiceSpeed.slow : settings.voice
      return Step([
        .speak(text, language: state.context.course.language.code, wordsPerMinute: voice.wordsPerMinute)
      ])
    case .unknownCommand(let command):
      return Step([
        .present(.message(["Unknown command \(command); type :help for the commands."]))
      ])
    case .skip:
      effects = state.lesson.handle(.skipped, at: now)
    case .answer(let answer):
      effects = state.lesson.handle(.answerSubmitted(answer), at: now)
    }
    for case .graded(let grade) in effects {
      state.graded.append(GradedExercise(exercise: prompt.exercise, grade: grade, at: now))
      if !prompt.isMatch { state.checks.append(grade.correct) }
    }
    return shown(&state, LessonState.Answer(effects: effects, next: 0, prompt: prompt, at: now))
  }

  /// What the engine decided, shown in order from `answer.next`: a CHECK's energy is saved before the rest
  /// is shown, and a completed lesson is saved before it says complete.
  private static func shown(_ state: inout LessonState, _ answer: LessonState.Answer) -> Step {
    var effects: [AppEffect] = []
    var graded = false
    for index in answer.effects.indices.dropFirst(answer.next) {
      let effect = answer.effects[index]
      switch effect {
      case .completed(let summary) where !summary.passed:
        // Not passed: nothing is recorded but the energy already spent.
        return Step(effects + [.present(.notPassed(summary))], end: .failure(.notPassed))
      case .completed(let summary):
        state.stage = .saving(summary)
        return Step(effects + [.saveLesson(record(state, summary))])
      case .energySpent:
        var waiting = answer
        waiting.next = index
        state.stage = .savingEnergy(waiting)
        return Step(effects + [.spendEnergy])
      case .refused, .pairTried:
        effects.append(.present(.effect(effect, state.lesson)))
      case .graded:
        effects.append(.present(.effect(effect, state.lesson)))
        graded = true
      case .outOfEnergy:
        effects.append(.present(.effect(effect, state.lesson)))
        let step = stop(state, .outOfEnergy, at: answer.at)
        return Step(effects + step.effects, end: step.end)
      }
    }
    if graded {
      let step = next(&state, at: answer.at)
      return Step(effects + step.effects, end: step.end)
    }
    // A pair tried leaves the board changed: it is shown again, as the same exercise.
    if answer.effects.contains(where: { if case .pairTried = $0 { true } else { false } }) {
      effects.append(.present(.prompt(answer.prompt, state.lesson)))
    }
    return Step(effects)
  }

  /// The next exercise shown, with the words it introduces; a lesson with none left that has not completed
  /// has nothing to answer. An exercise shown `again` introduces nothing: it did the first time.
  private static func next(_ state: inout LessonState, at now: Date, again: Bool = false) -> Step {
    guard let prompt = state.lesson.current else { return stop(state, .inputEnded, at: now) }
    let words =
      again
      ? [] : state.lesson.newWords(glossary: state.context.taughtLookup, met: met(state))
    let shown = AppEffect.present(.prompt(prompt, state.lesson, newWords: words))
    let settings = state.context.learner.settings
    // What is heard is said once as it is first shown, at a terminal with sound on; `:listen` says it again.
    guard !again, state.atTerminal, !prompt.showsText, settings.sound else { return Step([shown]) }
    let language = state.context.course.language.code
    return Step([
      shown, .speak(prompt.text, language: language, wordsPerMinute: settings.voice.wordsPerMinute),
    ])
  }

  /// The learner asked to leave by `leaving`: at a terminal the lesson asks once first, elsewhere (a pipe)
  /// it stops at once, as it always has.
  private static func leaving(_ state: inout LessonState, _ leaving: LessonState.Leaving, at now: Date)
    -> Step
  {
    guard state.atTerminal else { return stop(state, Stop(leaving), at: now) }
    state.stage = .askingToLeave(leaving)
    return Step([.present(.message(["", leaveQuestion]))])
  }

  /// What leaving a lesson at a terminal asks.
  public static let leaveQuestion = "Quit? You'll lose this lesson's progress. (y/N)"

  /// The answer to `leaveQuestion`: `y` (or `:quit`) leaves; anything else, Enter too, goes back to the
  /// same exercise.
  private static func answered(
    _ state: inout LessonState, _ leaving: LessonState.Leaving, _ input: LessonInput, at now: Date
  ) -> Step {
    switch input {
    case .quit, .answer("y"), .answer("Y"), .answer("yes"), .answer("Yes"), .answer("YES"):
      var step = stop(state, Stop(leaving), at: now)
      step.left = true
      return step
    default:
      state.stage = .answering
      return next(&state, at: now, again: true)
    }
  }

  /// Why a lesson stops before its end: each says its own message.
  private enum Stop {
    case inputEnded, quit, interrupted, outOfEnergy
    case energyNotSaved(LingoError)

    init(_ leaving: LessonState.Leaving) {
      switch leaving {
      case .quit: self = .quit
      case .inputEnded: self = .inputEnded
      case .interrupted: self = .interrupted
      }
    }

    var error: LingoError {
      switch self {
      case .inputEnded: .inputEnded
      case .quit: .quit
      case .interrupted: .interrupted
      case .outOfEnergy: .outOfEnergy
      case .energyNotSaved(let error): error
      }
    }
  }

  /// The lesson stopped by `reason` at `now`: the message that says so, and the end with its error.
  private static func stop(_ state: LessonState, _ reason: Stop, at now: Date) -> Step {
    let done = "\(state.lesson.settled) of \(state.lesson.prompts.count) done"
    let message =
      switch reason {
      case .inputEnded:
        "Input ended before the lesson was finished (\(done)); only the energy spent counts."
      case .quit, .interrupted: "You left the lesson (\(done)); only the energy spent counts."
      case .energyNotSaved: "The lesson stopped because progress could not be saved."
      case .outOfEnergy:
        OutOfEnergy.message(energyLeft(state, at: now), now: now, timeZone: state.timeZone)
      }
    let error = reason.error
    return Step([.present(.ended(exitCode(for: error), message: message))], end: .failure(error))
  }

  /// The learner's energy at `now` after the points this lesson spent, as the store keeps it: when the
  /// next point comes back follows the refills already under way, not a fresh half hour.
  private static func energyLeft(_ state: LessonState, at now: Date) -> Energy {
    var energy = state.context.learner.energy
    for _ in 0..<max(0, state.context.energy - state.lesson.energy) { _ = energy.spend(at: now) }
    return energy
  }

}
