import Course
import Foundation
import Learner
import Store
import Terminal
import Testing

@testable import App

/// A new profile's first run: its rules (which answers are taken, what is kept), and the conversation at a
/// terminal on in-memory services.
@Suite("a new profile's first run")
struct FirstRunTests {
  let now = Date(timeIntervalSince1970: 1_795_975_200)

  @Test("the courses are the bundled ones, the goals settings goal's, the defaults a new learner's")
  func offer() {
    #expect(FirstRunRules.courses == BundledCourse.allCases)
    #expect(FirstRunRules.goals.map(\.xp) == Settings.goals)
    #expect(FirstRunRules.goals.map(\.name) == ["Casual", "Regular", "Serious", "Intense"])
    #expect(FirstRunRules.defaultCourse == BundledCourse.first)
    #expect(FirstRunRules.defaultGoal == Settings().dailyGoal)
  }

  @Test("a course is picked by its tile's number, its name or its language's name, in any case")
  func courseAnswers() {
    let languages: [BundledCourse: String] = [.french: "French", .spanish: "Spanish", .italian: "Italian"]
    #expect(FirstRunRules.course("2") == .chosen(BundledCourse.allCases[1]))
    #expect(FirstRunRules.course("french") == .chosen(.french))
    #expect(FirstRunRules.course("  ITALIAN ") == .chosen(.italian))
    #expect(FirstRunRules.course("French", languages: languages) == .chosen(.french))
    #expect(FirstRunRules.course("") == .chosen(FirstRunRules.defaultCourse))
  }

  @Test("a course not on offer is refused with why, and the near miss named")
  func courseRefusals() {
    guard case .refused(let reason) = FirstRunRules.course("frnch") else {
      Issue.record("frnch was taken")
      return
    }
    #expect(reason.contains("did you mean french?"))
    for answer in ["0", "4", "-1", "klingon", "99999999999999999999999"] {
      guard case .refused(let why) = FirstRunRules.course(answer) else {
        Issue.record("'\(answer)' was taken")
        continue
      }
      #expect(why.contains("Type a number from 1 to \(BundledCourse.allCases.count)"), "\(why)")
    }
  }

  @Test("a goal is picked by its tile's number, its XP or its name; others are refused")
  func goalAnswers() {
    #expect(FirstRunRules.goal("2") == .chosen(20))
    #expect(FirstRunRules.goal("1") == .chosen(10))
    #expect(FirstRunRules.goal("50") == .chosen(50))
    #expect(FirstRunRules.goal("Regular") == .chosen(20))
    #expect(FirstRunRules.goal("") == .chosen(FirstRunRules.defaultGoal))
    for answer in ["5", "25", "0", "lazy", "regulr"] {
      guard case .refused(let why) = FirstRunRules.goal(answer) else {
        Issue.record("'\(answer)' was taken")
        continue
      }
      #expect(why.contains("Type a number from 1 to 4"), "\(why)")
    }
    guard case .refused(let near) = FirstRunRules.goal("regulr") else { return }
    #expect(near.contains("did you mean regular?"))
  }

  @Test("--course and --goal take a course's name and a goal's XP or name; others are usage errors")
  func options() throws {
    #expect(try FirstRunRules.courseOption("French") == .french)
    #expect(try FirstRunRules.goalOption("20") == 20)
    #expect(try FirstRunRules.goalOption("intense") == 50)
    #expect(throws: LingoError.self) { try FirstRunRules.courseOption("2") }
    do {
      _ = try FirstRunRules.courseOption("frnch")
      Issue.record("frnch was taken")
    } catch {
      #expect(error.message?.contains("did you mean 'french'?") == true, "\(error)")
    }
    do {
      _ = try FirstRunRules.goalOption("25")
      Issue.record("25 was taken")
    } catch {
      #expect(error.message?.contains("10, 20, 30 or 50") == true, "\(error)")
      #expect(error.message?.contains("did you mean '20'?") == true, "\(error)")
    }
    #expect(
      try NewProfile(name: "Ana", course: "italian", goal: "10").answers()
        == .init(course: .italian, goal: 10))
    #expect(try NewProfile(name: "Ana").answers() == FirstRunAnswers())
  }

  /// An environment on in-memory services at a terminal (or not), whose typed lines are `lines`.
  private func environment(_ streams: MemoryStreams, lines: [String], terminal: Bool) throws -> AppEnvironment
  {
    var environment = AppEnvironment.inMemory(
      streams: streams, services: .inMemory(courses: try Fixture.bundledCourses(), lines: lines), now: now)
    environment.inputIsTerminal = terminal
    environment.outputIsTerminal = terminal
    return environment
  }

  /// Makes a new profile named Ana with `given` through `Reset.perform`; the learner made and what was shown.
  private func newProfile(_ profile: NewProfile, lines: [String], terminal: Bool = true) throws
    -> (learner: Learner?, output: String, said: [String])
  {
    let streams = MemoryStreams()
    let environment = try environment(streams, lines: lines, terminal: terminal)
    let store = MemoryProgressStore()
    let options = AppOptions()
    let said = try Reset.perform(
      store, newProfile: profile, clock: Clock(options, environment), environment: environment,
      display: Display(style: Style(color: false, ascii: false), width: 80), from: .commandLine)
    return (store.stored, streams.output, said.texts)
  }

  @Test(
    "at a terminal Duo says hello, the tiles show each course's flag, and french then 2 is French at 20 XP")
  func conversation() throws {
    let (learner, output, said) = try newProfile("Ana", lines: ["french", "2"])
    #expect(learner?.courseID == "french")
    #expect(learner?.settings.dailyGoal == 20)
    #expect(learner?.quests.xpGoal == 20)
    #expect(output.contains("¡Hola! Bonjour ! Ciao!"))
    #expect(output.contains("What would you like to learn?"))
    for (flag, name) in [("🇪🇸", "Spanish"), ("🇫🇷", "French"), ("🇮🇹", "Italian")] {
      #expect(output.contains("\(flag) \(name)"), "\(output)")
    }
    #expect(output.contains("Regular  20 XP a day"))
    #expect(said.contains { $0.contains("You're learning French 🇫🇷, Regular: 20 XP a day.") }, "\(said)")
    #expect(said.contains { $0.contains("lingo play") })
  }

  @Test("a bad answer is refused with why and asked again")
  func reasks() throws {
    let (learner, output, _) = try newProfile("Ana", lines: ["klingon", "3", "25", "intense"])
    #expect(learner?.courseID == BundledCourse.allCases[2].name)
    #expect(learner?.settings.dailyGoal == 50)
    #expect(output.contains("'klingon' is not a course here."))
    #expect(output.contains("There is no goal 25"))
  }

  @Test("the end of input keeps the defaults and says so", arguments: [[String](), ["italian"]])
  func endOfInput(lines: [String]) throws {
    let (learner, _, said) = try newProfile("Ana", lines: lines)
    #expect(learner?.courseID == (lines.isEmpty ? FirstRunRules.defaultCourse.name : "italian"))
    #expect(learner?.settings.dailyGoal == FirstRunRules.defaultGoal)
    #expect(said.contains { $0.contains("No answer, so") }, "\(said)")
  }

  @Test("options answer the questions: only the one not given is asked")
  func optionsAnswer() throws {
    let (learner, output, _) = try newProfile(NewProfile(name: "Ana", course: "italian"), lines: ["1"])
    #expect(learner?.courseID == "italian")
    #expect(learner?.settings.dailyGoal == 10)
    #expect(!output.contains("What would you like to learn?"))
    #expect(output.contains("Pick a daily goal"))
  }

  @Test("piped, nothing is asked: without options today's profile and lines, with them one line more")
  func piped() throws {
    let plain = try newProfile("Ana", lines: ["french"], terminal: false)
    #expect(plain.output.isEmpty)
    #expect(plain.learner?.courseID == BundledCourse.first.name)
    #expect(plain.learner?.settings.dailyGoal == 30)
    #expect(plain.said == ["A new profile for Ana, starting at unit 1."])
    let given = try newProfile(
      NewProfile(name: "Ana", course: "french", goal: "20"), lines: [], terminal: false)
    #expect(given.output.isEmpty)
    #expect(given.learner?.courseID == "french" && given.learner?.settings.dailyGoal == 20)
    #expect(given.said.contains { $0.contains("You're learning French") }, "\(given.said)")
  }

  @Test("a new profile starts at the start of its course, in the league a new learner starts in")
  func madeThroughLearnerNew() throws {
    let (learner, _, _) = try newProfile(NewProfile(name: "Ana", course: "french", goal: "10"), lines: [])
    let made = Learner.new(
      name: "Ana", today: Day(now, in: TimeZone(identifier: "UTC") ?? .current), now: now)
    #expect(learner?.leagueTier == made.leagueTier)
    #expect(learner?.position == PathPosition(unit: 1, node: 1))
    #expect(learner?.totalXP == 0)
  }
}

/// `reset --new NAME --course NAME --goal N yes` at the app's prompt.
@Suite("the app's reset --new with --course and --goal")
struct FirstRunPromptTests {
  @Test("the prompt reads the name to the next option, and the options' values as typed")
  func parsed() {
    #expect(
      ShellInput("reset --new Ana María --course french --goal 20 yes")
        == .reset(newName: NewProfile(name: "Ana María", course: "french", goal: "20"), confirmed: true))
    #expect(ShellInput("reset --new \"Ana\" --yes") == .reset(newName: "Ana", confirmed: true))
    #expect(ShellInput("reset yes") == .reset(newName: nil, confirmed: true))
  }

  @Test(
    "a value not on offer, a missing one, or an option without --new is said at the prompt",
    arguments: [
      ("reset --new Ana --course frnch yes", "did you mean 'french'?"),
      ("reset --new Ana --goal 25 yes", "did you mean '20'?"),
      ("reset --new Ana --goal", "--goal wants a value"),
      ("reset --course french yes", "goes with --new NAME"),
      ("reset --new --course french yes", "--new wants a name"),
    ])
  func refused(_ line: String, _ said: String) {
    guard case .mistyped(let error) = ShellInput(line) else {
      Issue.record("'\(line)' was taken: \(ShellInput(line))")
      return
    }
    #expect(error.message?.contains(said) == true, "\(error)")
  }
}
