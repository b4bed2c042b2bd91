import Course
import Foundation
import Learner
import Lesson

/// What a completed lesson leaves in the learner's record: the words it met and the lesson it saves.
extension LessonReducer {
  /// The words the learner had met in the lesson's course before it, folded as the glossary folds them.
  static func met(_ state: LessonState) -> Set<String> {
    let course = state.context.course.id
    return Set(
      state.context.learner.wordsMet.keys.filter { $0.course == course }.map { TextFolding.key($0.word) })
  }

  /// The words the lesson met: the node's its exercises tested (`LessonContext.taughtWords`), then those
  /// its exercises introduced (words other nodes teach), each once.
  static func wordsMet(_ state: LessonState) -> [String] {
    var words = state.context.taughtWords(played: state.lesson.prompts.map(\.exercise))
    var keys = Set(words.map(TextFolding.key))
    let introduced = Hints.introduced(
      by: state.lesson.prompts, glossary: state.context.taughtLookup, met: met(state))
    for gloss in introduced {
      let word = gloss.entry ?? gloss.text
      if keys.insert(TextFolding.key(word)).inserted { words.append(word) }
    }
    return words
  }

  /// The completed lesson as the learner's record keeps it.
  static func record(_ state: LessonState, _ summary: LessonSummary) -> LessonRecord {
    let context = state.context
    var next: PathPosition?
    if case .node(let unit, let index) = context.source {
      next = context.course.position(after: unit, index: index)
    }
    let completed = CompletedLesson(
      courseID: context.course.id, nodeID: context.node?.id, position: context.position, next: next,
      xp: summary.xp, accuracy: summary.accuracy, passed: summary.passed, checks: state.checks,
      words: wordsMet(state))
    return LessonRecord(
      course: context.course, completed: completed, graded: state.graded,
      retention: context.learner.settings.retention, play: context.play(missed: state.lesson.missed))
  }
}
