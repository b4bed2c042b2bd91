import Course
import Learner
import Terminal

extension AppContext {
  /// What comes before `lingo play`'s lesson when none is named: each chest that is the learner's current
  /// node in `course` opened, its gems said, so play goes on to the next lesson; and in a finished course,
  /// that the lesson is practice. The learner as the chests leave them.
  public func onTheWay(to course: Course, for learner: Learner) throws(LingoError) -> Learner {
    var learner = learner
    while let (unit, index) = learner.current(in: course), unit.nodes[index].kind == .chest {
      // Opened in the store, and the learner taken as the store leaves it.
      let gems: Int?
      (gems, learner) = try update { stored in (stored.openChest(at: unit, index: index, in: course), stored)
      }
      say(ShellViews.chest(gems: gems, style: style), plain: gems.map { "Chest opened! +\($0) gems" })
    }
    if learner.hasFinished(course), let (unit, index) = learner.practiceNode(in: course) {
      let line =
        "You have finished the \(course.language.name) course! Practising “\(unit.nodes[index].title)”, "
        + "a lesson with the fewest stars."
      say("\(line)\n\n", plain: line)
    }
    return learner
  }

  /// Says `text` before the lesson; with `--json`, `plain` as a message event, so every line stays JSON.
  private func say(_ text: TerminalText, plain: String?) {
    guard options.json else { return environment.write(text) }
    if let plain { presenter().message([plain]) }
  }

  /// Says `learner`'s streak news, if any, through the lesson's presenter, and saves it as said.
  public func sayStreakNews(of learner: Learner) throws(LingoError) {
    guard let news = learner.streakNews else { return }
    presenter().news(news)
    try update { LearnerChange.streakNewsSaid(news).apply(to: &$0) }
  }
}
