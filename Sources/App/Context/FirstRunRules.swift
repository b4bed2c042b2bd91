import Course
import Learner

/// The rules of a new profile's first run, pure: the courses and daily goals on offer, which answers each
/// question takes, and what a question left unanswered keeps. The conversation (`FirstRun`) and the options
/// `--course` and `--goal` of `reset --new` both read them.
public enum FirstRunRules {
  /// A daily goal on offer: its XP a day and Duolingo's name for it.
  public struct Goal: Equatable, Sendable {
    public let xp: Int
    public let name: String
  }

  /// What an answer to a question gave: the choice, or why it was refused (said before asking again).
  public enum Answer<Choice: Equatable & Sendable>: Equatable, Sendable {
    case chosen(Choice)
    case refused(String)
  }

  /// The courses on offer, in the order their tiles are shown: the bundled ones.
  public static let courses = BundledCourse.allCases

  /// The course kept when none is chosen: the one a new learner has always started on.
  public static let defaultCourse = BundledCourse.first

  /// The goals on offer: `settings goal`'s own list, each with its name.
  public static let goals = Settings.goals.map { Goal(xp: $0, name: goalName($0)) }

  /// The goal kept when none is chosen: a new learner's.
  public static let defaultGoal = Settings().dailyGoal

  /// Duolingo's name for a goal of `xp` a day (Casual, Regular, Serious, Intense), or `N XP` for another.
  public static func goalName(_ xp: Int) -> String {
    switch xp {
    case 10: "Casual"
    case 20: "Regular"
    case 30: "Serious"
    case 50: "Intense"
    default: "\(xp) XP"
    }
  }

  /// The course `answer` picks: its tile's number, its name (`french`) or the name of the language it
  /// teaches (`languages`, by course), in any case; an empty answer keeps the default.
  public static func course(_ answer: String, languages: [BundledCourse: String] = [:])
    -> Answer<BundledCourse>
  {
    let typed = answer.trimmingCharacters(in: .whitespaces).lowercased()
    if typed.isEmpty { return .chosen(defaultCourse) }
    if let number = Int(typed) {
      guard courses.indices.contains(number - 1) else {
        return .refused("There is no course \(number). Type a number from 1 to \(courses.count), or a name.")
      }
      return .chosen(courses[number - 1])
    }
    if let course = courses.first(where: { $0.name == typed || languages[$0]?.lowercased() == typed }) {
      return .chosen(course)
    }
    let names = courses.map(\.name) + courses.compactMap { languages[$0]?.lowercased() }
    return .refused(
      notOnOffer(answer, "a course", closest: Suggestion.closest(to: typed, in: names))
        + " Type a number from 1 to \(courses.count), or a name.")
  }

  /// The goal `answer` picks: its tile's number, its XP a day (`20`) or its name (`regular`), in any case;
  /// an empty answer keeps the default.
  public static func goal(_ answer: String) -> Answer<Int> {
    let typed = answer.trimmingCharacters(in: .whitespaces).lowercased()
    if typed.isEmpty { return .chosen(defaultGoal) }
    if let number = Int(typed) {
      if goals.indices.contains(number - 1) { return .chosen(goals[number - 1].xp) }
      if goals.contains(where: { $0.xp == number }) { return .chosen(number) }
      return .refused(
        "There is no goal \(number). Type a number from 1 to \(goals.count), or the XP of one (\(xpList)).")
    }
    if let goal = goals.first(where: { $0.name.lowercased() == typed }) { return .chosen(goal.xp) }
    return .refused(
      notOnOffer(answer, "a goal", closest: Suggestion.closest(to: typed, in: goalNames))
        + " Type a number from 1 to \(goals.count), or a goal's name.")
  }

  /// `--course NAME` checked: a bundled course's name, in any case; else a usage error with a did-you-mean.
  public static func courseOption(_ value: String) throws(LingoError) -> BundledCourse {
    let typed = value.trimmingCharacters(in: .whitespaces).lowercased()
    guard let course = courses.first(where: { $0.name == typed }) else {
      throw .usage(
        "--course wants a bundled course (\(courseNames.joined(separator: ", "))), not "
          + "'\(value)'" + Suggestion.hint(for: typed, in: courseNames))
    }
    return course
  }

  /// `--goal N` checked: a goal's XP a day (`20`) or its name (`regular`); else a usage error with a
  /// did-you-mean.
  public static func goalOption(_ value: String) throws(LingoError) -> Int {
    let typed = value.trimmingCharacters(in: .whitespaces).lowercased()
    if let xp = Int(typed), goals.contains(where: { $0.xp == xp }) { return xp }
    if let goal = goals.first(where: { $0.name.lowercased() == typed }) { return goal.xp }
    throw .usage(
      "--goal wants a daily goal of \(xpList) XP (\(goalNames.joined(separator: ", "))), not "
        + "'\(value)'" + Suggestion.hint(for: typed, in: goals.map { String($0.xp) } + goalNames)
    )
  }

  /// `'x' is not a course here.`, or with the one it was closest to, `'frnch' is not a course here: did you
  /// mean french?`
  private static func notOnOffer(_ answer: String, _ what: String, closest: String?) -> String {
    let said = "'\(answer)' is not \(what) here"
    return closest.map { said + ": did you mean \($0)?" } ?? said + "."
  }

  /// The goals' names in lower case, as they are typed.
  private static var goalNames: [String] { goals.map { $0.name.lowercased() } }

  /// The courses' names, as `--course` takes them.
  public static var courseNames: [String] { courses.map(\.name) }

  /// The goals' XP as a sentence says them: `10, 20, 30 or 50`.
  public static var xpList: String {
    let numbers = goals.map { String($0.xp) }
    guard let last = numbers.last, numbers.count > 1 else { return numbers.joined() }
    return numbers.dropLast().joined(separator: ", ") + " or " + last
  }
}

/// The first run's questions answered ahead, checked: by `--course` and `--goal`, or nil for a question
/// still to ask (at a terminal) or to keep the default of (piped).
public struct FirstRunAnswers: Equatable, Sendable {
  public var course: BundledCourse?
  public var goal: Int?

  public init(course: BundledCourse? = nil, goal: Int? = nil) {
    (self.course, self.goal) = (course, goal)
  }

  /// Whether any question was answered ahead.
  public var any: Bool { course != nil || goal != nil }
}

/// A new profile asked for by `reset --new NAME`, with the values of `--course` and `--goal` as they were
/// typed (nil when not given); `answers()` checks them.
public struct NewProfile: Equatable, Sendable, ExpressibleByStringLiteral {
  public var name: String
  public var course: String?
  public var goal: String?

  public init(name: String, course: String? = nil, goal: String? = nil) {
    (self.name, self.course, self.goal) = (name, course, goal)
  }

  public init(stringLiteral name: String) { self.init(name: name) }

  /// The questions answered ahead, checked; a usage error (with a did-you-mean) for a value not on offer.
  public func answers() throws(LingoError) -> FirstRunAnswers {
    FirstRunAnswers(
      course: try course.map { value throws(LingoError) in try FirstRunRules.courseOption(value) },
      goal: try goal.map { value throws(LingoError) in try FirstRunRules.goalOption(value) })
  }
}

extension NewProfile {
  /// The profile the words after `reset` at the app's prompt ask for (`yes` taken out): nil without
  /// `--new`; `--new NAME [--course NAME] [--goal N]`, the name's words running to the next option and its
  /// quotes taken off. A missing name or value, an option without `--new`, or a value not on offer is a
  /// usage error.
  public init?(prompt words: [String]) throws(LingoError) {
    let options = ["--course", "--goal"]
    guard words.first?.lowercased() == "--new" else {
      if let option = words.first(where: { options.contains($0.lowercased()) }) {
        throw .usage("\(option.lowercased()) goes with --new NAME: it answers a new profile's first run")
      }
      return nil
    }
    var name: [String] = []
    var given: [String: String] = [:]
    var rest = words.dropFirst()
    while let word = rest.popFirst() {
      let option = word.lowercased()
      guard options.contains(option) else {
        name.append(word)
        continue
      }
      guard let value = rest.popFirst() else {
        throw .usage(
          "\(option) wants a value, such as " + (option == "--course" ? "--course french" : "--goal 20"))
      }
      given[option] = value
    }
    let typed = name.joined(separator: " ").trimmingCharacters(in: ["\"", "'"])
    if typed.trimmingCharacters(in: .whitespaces).isEmpty {
      throw .usage("--new wants a name, such as reset --new Ana")
    }
    self.init(name: typed, course: given["--course"], goal: given["--goal"])
    _ = try answers()
  }
}
