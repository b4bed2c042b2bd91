import App
import Course
import Learner
import Lesson
import Randomness

/// The exercises `lingo play` plays of the node at `index` of `unit` for `learner`, in play order: listening
/// left out unless it can be heard (`canHear`: sound on and a speech engine; a run in memory records speech,
/// so it can), then a node with `plays` draws its set with `seed` (a run in memory takes 1 unless `--seed`
/// says another), as the app does when the lesson begins.
func playedExercises(
  _ unit: PathUnit, index: Int, of course: Course, for learner: Learner, seed: UInt64 = 1,
  canHear: Bool = true
) -> [Exercise] {
  var context = LessonContext(
    course: course, unit: unit, nodeIndex: index, learner: learner, streak: 0, energy: 25)
  context.exercises =
    Hearing.playable(context.exercises, canHear: canHear && learner.settings.sound).exercises
  var generator = SplitMix64(seed: seed)
  return context.drawn(using: &generator).exercises
}

/// The right answer to each exercise `playedExercises` gives, a line each.
func rightAnswers(
  _ unit: PathUnit, index: Int, of course: Course, for learner: Learner, seed: UInt64 = 1,
  canHear: Bool = true
) -> String {
  playedExercises(unit, index: index, of: course, for: learner, seed: seed, canHear: canHear)
    .map(RightAnswer.line).joined(separator: "\n") + "\n"
}
