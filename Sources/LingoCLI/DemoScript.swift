import Foundation
import Learner
import Terminal

/// One thing that happens in the demo.
enum DemoAction: Sendable, Equatable, CustomStringConvertible {
  /// The lesson shows its current exercise with these words already on the answer line.
  case open(typed: [String])
  /// A word flies from the bank to the answer line.
  case type(String)
  /// CHECK is pressed: the answer line goes to the engine.
  case check
  /// The engine's verdict shows: the banner, the bar, the energy.
  case verdict
  /// CONTINUE: the banner drops and the next exercise comes in `offset` columns to the right.
  case next(offset: Int)
  /// The incoming exercise slides to `offset` columns from its place.
  case slide(offset: Int)
  /// Lesson complete, the XP count at zero.
  case complete
  /// The XP count at `step` of `steps`.
  case countXP(step: Int, of: Int)
  /// CLAIM XP: the flame ignites on the streak as it was.
  case claim
  /// The streak rolls to its new count.
  case roll
  /// The week's circles filled through `weekday` (0 is Sunday).
  case fill(through: Int)

  var description: String {
    switch self {
    case .open(let typed): "open, \"\(typed.joined(separator: " "))\" on the line"
    case .type(let word): "type \"\(word)\""
    case .check: "CHECK"
    case .verdict: "verdict"
    case .next(let offset): "CONTINUE, next exercise at +\(offset)"
    case .slide(let offset): "slide to +\(offset)"
    case .complete: "lesson complete"
    case .countXP(let step, let steps): "XP count \(step)/\(steps)"
    case .claim: "CLAIM XP"
    case .roll: "streak rolls"
    case .fill(let weekday):
      "circles filled through " + Weekday.shortName(weekday)
    }
  }
}

/// An action at its time, in seconds from the start of the demo.
struct DemoStep: Sendable, Equatable {
  let time: Double
  let action: DemoAction

  init(_ time: Double, _ action: DemoAction) {
    self.time = time
    self.action = action
  }
}

/// The demo's four-second hook: the lesson, the clock, the seed, and every input at its time.
enum DemoScript {
  /// The lesson played: Order food, unit 2, node 4 of the bundled Spanish course.
  static let course: String? = nil
  static let lessonRef = "2.4"
  /// The seed that shuffles the choices and the banks.
  static let seed: UInt64 = 1
  /// How many exercises (a–e) are answered right before the demo opens, at f.
  static let answeredBefore = 5
  /// The day the demo is played on: a Friday, so the week has six circles to fill, today last.
  static let today = Day(year: 2026, month: 11, day: 27)
  /// The clock at time 0: today at 18:00 UTC.
  static let start = Date(timeIntervalSince1970: Double(today.ordinal * 86_400 + 18 * 3_600))
  /// When the lesson began, before time 0: the last CHECK lands at 2:14, the SPEEDY time the demo shows.
  static let lessonBegan = start.addingTimeInterval(-132)

  static let steps: [DemoStep] = [
    DemoStep(0.00, .open(typed: ["I", "want", "a"])),
    DemoStep(0.40, .type("coffee,")),
    DemoStep(0.62, .type("please")),
    DemoStep(1.00, .check),
    DemoStep(1.05, .verdict),
    // g slides in from the right over 0.25 s, easing out.
    DemoStep(1.40, .next(offset: 30)),
    DemoStep(1.45, .slide(offset: 19)),
    DemoStep(1.50, .slide(offset: 11)),
    DemoStep(1.55, .slide(offset: 5)),
    DemoStep(1.60, .slide(offset: 1)),
    DemoStep(1.65, .slide(offset: 0)),
    DemoStep(1.75, .type("I")),
    DemoStep(1.88, .type("like")),
    DemoStep(2.01, .type("coffee")),
    DemoStep(2.32, .check),
    DemoStep(2.37, .verdict),
    DemoStep(2.75, .complete),
    DemoStep(2.83, .countXP(step: 1, of: 5)),
    DemoStep(2.91, .countXP(step: 2, of: 5)),
    DemoStep(2.99, .countXP(step: 3, of: 5)),
    DemoStep(3.07, .countXP(step: 4, of: 5)),
    DemoStep(3.15, .countXP(step: 5, of: 5)),
    DemoStep(3.30, .claim),
    DemoStep(3.60, .roll),
    // Sunday to Friday, today last.
    DemoStep(3.75, .fill(through: 0)),
    DemoStep(3.82, .fill(through: 1)),
    DemoStep(3.89, .fill(through: 2)),
    DemoStep(3.96, .fill(through: 3)),
    DemoStep(4.03, .fill(through: 4)),
    DemoStep(4.10, .fill(through: 5)),
  ]
}
