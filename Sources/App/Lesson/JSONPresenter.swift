import Course
import Foundation
import Learner
import Lesson
import Terminal

/// Shows a lesson as JSON Lines on standard output: nothing else is written there.
struct JSONPresenter: LessonPresenter {
  let write: (TerminalText) -> Void

  var answerPrompt: TerminalText { "" }

  private func emit(_ event: some Encodable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(event) else { return }
    write(TerminalText(json: String(decoding: data, as: UTF8.self) + "\n"))
  }

  func started(_ context: LessonContext) {
    emit(
      JSONEvent.LessonStarted(
        course: context.course.id, lesson: context.id, title: context.title,
        unit: context.position?.unit, node: context.position?.node, exercises: context.exercises.count,
        streak: context.streak, energy: context.energy))
  }

  func show(_ prompt: Prompt, in lesson: Lesson, newWords: [Gloss]) {
    emit(JSONEvent.Exercise(prompt, in: lesson, newWords: newWords))
  }

  func hint(_ glosses: [Gloss]) { emit(JSONEvent.Hint(glosses)) }

  func show(_ effect: LessonEffect, in lesson: Lesson) {
    switch effect {
    case .refused(let message): emit(JSONEvent.Refused(message: message))
    case .pairTried(let left, let right, let correct):
      emit(JSONEvent.PairTried(left: left, right: right, correct: correct))
    case .energySpent: break
    case .graded(let grade):
      emit(
        JSONEvent.Result(
          correct: grade.correct, praise: grade.praise, solution: grade.solution,
          translation: grade.translation, notes: grade.notes.map(\.rawValue), comesBack: grade.comesBack,
          energy: lesson.energy))
    case .outOfEnergy:
      break  // the end event says so
    case .completed:
      break
    }
  }

  func completed(_ summary: LessonSummary) {
    emit(
      JSONEvent.Complete(
        xp: summary.xp, accuracy: summary.accuracy, accuracyWord: summary.accuracyWord,
        seconds: summary.seconds, timeWord: summary.timeWord, mistakes: summary.mistakes))
  }

  func news(_ news: StreakNews) {
    let sentence = StreakMoment.sentence(news)
    switch news {
    case .lost(let days):
      emit(JSONEvent.StreakNews(news: "lost", days: days, freezes: nil, message: sentence))
    case .frozen(let freezes, let streak):
      emit(JSONEvent.StreakNews(news: "frozen", days: streak, freezes: freezes, message: sentence))
    }
  }

  /// A run for programs never waits, so it has no CLAIM XP to show.
  func claim(_ summary: LessonSummary) {}

  func notPassed(_ summary: LessonSummary) {
    emit(
      JSONEvent.NotPassed(
        xp: summary.xp, accuracy: summary.accuracy, accuracyWord: summary.accuracyWord,
        seconds: summary.seconds, mistakes: summary.mistakes, passingAccuracy: Lesson.passingAccuracy))
  }

  func streak(_ change: StreakChange, week: [WeekDay]) {
    let days = week.map {
      JSONEvent.Streak.Day(
        day: $0.shortName, date: $0.day.description, active: $0.isActive, today: $0.isToday)
    }
    emit(JSONEvent.Streak(from: change.from, to: change.to, extended: change.extended, week: days))
  }

  func rewards(_ outcome: LessonOutcome) {
    for quest in outcome.chestsOpened {
      emit(JSONEvent.Quest(quest: outcome.questsAfter.title(of: quest), gems: quest.gems))
    }
    let league = outcome.league
    emit(JSONEvent.League(league: League.name(of: league.tier), from: league.from, to: league.to))
  }

  func courseFinished(_ finished: CourseFinished) {
    let totals = finished.totals
    emit(
      JSONEvent.CourseFinished(
        course: totals.courseTitle, units: totals.units, lessons: totals.nodesDone, stars: totals.stars,
        maximumStars: totals.maximumStars, words: totals.words, next: finished.next))
  }

  func message(_ lines: [String]) { emit(JSONEvent.Message(lines: lines)) }

  func ended(_ outcome: ExitCode, message: String) {
    let reason = String(describing: outcome)
    emit(JSONEvent.End(reason: reason, exitCode: outcome.rawValue, message: message))
  }
}
