import Course
import Foundation
import Learner
import Terminal

/// The views of what the learner has done: the profile, the words met, and the passport.
enum ProfileViews {
  /// Statistics, the league and the badges.
  static func profile(_ world: AppWorld) -> Screen {
    let (learner, today) = (world.learner, world.today)
    let achievements = Achievement.all(for: learner, on: today)
    let league = League.name(of: learner.leagueTier)
    if world.display.plain {
      return Screen(
        PlainProfileView().profile(learner: learner, today: today, achievements: achievements, league: league)
      )
    }
    return Screen(
      ProfileView(style: world.display.style, width: world.display.width).lines(
        learner: learner, today: today, achievements: achievements, league: league))
  }

  /// The words met, by unit with their strength, and how many are due.
  static func words(_ world: AppWorld, list: WordList) -> Screen {
    if world.display.plain {
      return Screen(PlainProfileView().words(units: list.units, dueCount: list.due))
    }
    let glossary = world.course.glossary
    return Screen(
      WordsView(style: world.display.style, width: world.display.width).lines(
        units: list.units, dueCount: list.due,
        meaning: { word in
          let meanings = glossary.meanings(of: word)
          return meanings.isEmpty ? nil : meanings.joined(separator: ", ")
        }))
  }

  /// The streak, the totals and a stamp for each unit finished; a checkpoint just passed (`landing`) lands
  /// its stamp, animated at a terminal.
  static func passport(_ world: AppWorld, landing: Int?) -> Screen {
    let (learner, course, today) = (world.learner, world.course, world.today)
    let units: [(number: Int, title: String, stamped: Bool)] = course.units.map {
      (number: $0.number, title: $0.title, stamped: learner.hasFinished($0, in: course))
    }
    if world.display.plain {
      return Screen(PlainProfileView().passport(learner: learner, today: today, units: units))
    }
    let view = PassportView(style: world.display.style, width: world.display.width)
    let lines = view.lines(learner: learner, today: today, units: units, landing: landing)
    guard let landing else { return Screen(lines) }
    return Screen(
      lines, frames: view.landingFrames(learner: learner, today: today, units: units, landing: landing))
  }
}
