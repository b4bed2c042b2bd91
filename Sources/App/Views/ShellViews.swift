import Course
import Foundation
import Learner
import Terminal

/// The prompt's own lines: the settings, the reset warning, the shop, the status line, and what `start` says
/// when it plays nothing.
enum ShellViews {
  /// The settings of `learner`, who studies `course`, with how to change them.
  static func settings(_ learner: Learner, course: Course, display: Display) -> [TerminalText] {
    let settings = learner.settings
    // A bundled course goes by its language; a course file by its title.
    let name = BundledCourse(rawValue: course.id) == nil ? course.title : course.language.name
    if display.plain { return PlainProfileView().settings(settings, course: name) }
    let view = SettingsView(style: display.style, width: display.width).lines(
      settings: settings, course: name, courses: SettingsChange.courses)
    let retention = String(format: "%.2f", settings.retention)
    let review: TerminalText =
      "Review aims for \(retention) recall when a word comes due (settings retention 0.70–0.97)."
    let voice: TerminalText =
      "Voice: \(settings.sound ? settings.voice.rawValue : "off") (settings voice slow|normal|fast|off)."
    return view + ["", review, voice]
  }

  /// What `reset` without `yes` says: nothing is changed yet, and the line that goes ahead, repeating the
  /// new profile (`newProfile`: its name and the first run's answers) when there is one.
  static func resetWarning(newProfile: NewProfile?) -> [TerminalText] {
    var words = ["reset"]
    if let newProfile {
      words += ["--new", newProfile.name]
      if let course = newProfile.course { words += ["--course", course] }
      if let goal = newProfile.goal { words += ["--goal", goal] }
    }
    return ["\(Reset.warning)", "Type '\((words + ["yes"]).joined(separator: " "))' to go ahead."]
  }

  /// What gems buy (`shop`), as `lingo shop` shows it.
  static func shop(_ world: AppWorld) -> Screen {
    Screen(
      ShopView(style: world.display.style, width: world.display.width).lines(
        learner: world.learner, at: world.now))
  }

  /// `status`: the one line `lingo status` prints, of the learner as the world sees them.
  static func status(_ world: AppWorld) -> TerminalText {
    let status = DailyStatus(
      learner: world.learner, course: world.course, today: world.today, now: world.now,
      skipped: world.moment.skipped)
    return StatusLineView(style: world.display.style, plain: world.display.plain).line(status)
  }

  /// A word the prompt does not know.
  static func unknown(_ word: String) -> LingoError {
    .usage("unknown command '\(word)'", hint: "type help for the commands")
  }

  /// What `start` says of a locked node: the node above it (`previous`) opens it.
  static func locked(previous: String?) -> TerminalText {
    let above: TerminalText = previous.map { "“\($0)”" } ?? "the nodes above"
    return "That node is locked: finish \(above) to unlock it.\n\n"
  }

  /// What opening a chest says: its gems, or that it was open already.
  static func chest(gems: Int?, style: Style) -> TerminalText {
    let said = gems.map { gems in
      style.paint(style.symbol("🎁 ", "") + "Chest opened! +\(gems) " + style.symbol("💎", "gems"), .gold)
    }
    return (said ?? "This chest is already open.") + "\n\n"
  }
}
