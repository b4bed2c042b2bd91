import App
import Course
import Foundation
import Learner
import Review
import Terminal
import Testing

/// The prompt driven event by event, without a terminal or a store: the state and effects of each command.
@Suite("the app's prompt as a reducer")
struct AppReducerTests {
  let spanish: Course
  let world: AppWorld

  init() throws {
    spanish = try Fixture.course("spanish")
    world = Fixture.world(spanish)
  }

  @Test("the app opens on the Learn path, read from the store first")
  func opens() throws {
    var state = AppState()
    #expect(AppReducer.reduce(&state, .opened) == [.look(.learn)])
    let effects = AppReducer.reduce(&state, .looked(.learn, world))
    #expect(effects.count == 1)
    let lines = try #require(effects.shown.first)
    #expect(lines.first?.contains("27") == true)
    #expect(lines.contains { $0.contains("START") })
    #expect(!effects.writes)
  }

  @Test("quit ends with success; the end of input too, after a new line")
  func quits() {
    var state = AppState()
    #expect(
      AppReducer.reduce(&state, .typed(ShellInput("quit"))) == [
        .write("See you tomorrow!\n"), .end(nil),
      ])
    #expect(AppReducer.reduce(&state, .typed(ShellInput("exit"))).end == .success)
    #expect(AppReducer.reduce(&state, .inputEnded) == [.write("\n"), .end(nil)])
  }

  @Test("an unknown command is a usage failure and the prompt goes on")
  func unknownCommand() {
    var state = AppState()
    let effects = Fixture.type("fly", &state, in: world)
    #expect(
      effects == [.fail(.usage("unknown command 'fly'", hint: "type help for the commands"))])
    #expect(effects.end == nil)
    #expect(Fixture.type("learn", &state, in: world).shown.count == 1)
  }

  @Test("an effect that fails ends the app with its error; a usage error is said and the prompt goes on")
  func failures() {
    var state = AppState()
    let broken = LingoError.noHome
    #expect(AppReducer.reduce(&state, .failed(broken)) == [.end(broken)])
    let mistyped = LingoError.usage("no node '9.9'")
    #expect(AppReducer.reduce(&state, .failed(mistyped)) == [.fail(mistyped)])
  }

  @Test("blank lines do nothing and are not counted as commands")
  func blankLines() {
    var state = AppState()
    #expect(AppReducer.reduce(&state, .typed(ShellInput("   "))) == [])
    #expect(state.commandsRun == 0)
    #expect(Fixture.type("help", &state, in: world).shown.count == 1)
    #expect(Fixture.type("quests", &state, in: world).shown.count == 1)
    #expect(state.commandsRun == 2)
  }

  @Test("settings goal 50 saves the goal as a change and shows the settings as it leaves them")
  func settingsGoal() throws {
    var state = AppState()
    let effects = Fixture.type("settings goal 50", &state, in: world)
    #expect(effects.saves == [.goal(50)])
    #expect(effects.first == .save(.goal(50)))
    let lines = try #require(effects.shown.first)
    #expect(lines.contains { $0.contains("50") })
    var learner = world.learner
    LearnerChange.goal(50).apply(to: &learner)
    #expect(learner.settings.dailyGoal == 50)
    #expect(learner.quests.xpGoal == 50)
  }

  @Test("settings with a bad value is a usage failure and changes nothing")
  func settingsRefused() {
    var state = AppState()
    for line in ["settings goal 7", "settings accents maybe", "settings retention 0.5", "settings goal"] {
      let effects = Fixture.type(line, &state, in: world)
      #expect(effects.failures.map { exitCode(for: $0) } == [.usage], "\(line)")
      #expect(!effects.writes, "\(line)")
      #expect(effects.end == nil, "\(line)")
    }
  }

  @Test("settings voice, sound and accents are changes as data")
  func settingsParsed() {
    var state = AppState()
    #expect(Fixture.type("settings voice off", &state, in: world).saves == [.voice(nil)])
    #expect(Fixture.type("settings voice slow", &state, in: world).saves == [.voice(.slow)])
    #expect(Fixture.type("settings accents off", &state, in: world).saves == [.accents(false)])
    #expect(Fixture.type("settings", &state, in: world).saves == [])
  }

  @Test("settings course french reads the course, then saves the switch and shows it")
  func settingsCourse() throws {
    var state = AppState()
    #expect(Fixture.type("settings course French", &state, in: world) == [.readCourse(.bundled("french"))])
    let french = try Fixture.course("french")
    var read = world
    read.course = french
    let effects = AppReducer.reduce(&state, .courseRead(file: nil, leaving: spanish, read))
    #expect(effects.saves == [.switchCourse(from: spanish, to: french)])
    let status = try #require(effects.shown.first?.first)
    #expect(status.contains("FR"))
  }

  @Test("settings course FILE reads the file as typed, a path with spaces whole; the switch remembers it")
  func settingsCourseFile() throws {
    var state = AppState()
    #expect(Fixture.type("settings course Mine.json", &state, in: world) == [.readCourse(.file("Mine.json"))])
    #expect(
      Fixture.type("settings course My Deck.json", &state, in: world) == [.readCourse(.file("My Deck.json"))])
    #expect(Fixture.type("settings course ./spanish", &state, in: world) == [.readCourse(.file("./spanish"))])
    let french = try Fixture.course("french")
    var read = world
    read.course = french
    // The course studied until now could not be read (its file is gone): the switch is made all the same.
    let effects = AppReducer.reduce(&state, .courseRead(file: "/courses/mine.json", leaving: nil, read))
    #expect(effects.saves == [.switchCourse(from: nil, to: french, file: "/courses/mine.json")])
    #expect(effects.end == nil)
  }

  @Test("a course refused by settings course is said and the prompt goes on; so is a remembered file gone")
  func settingsCourseRefused() {
    var state = AppState()
    let refused = LingoError.course(
      .unreadable(name: "nothere.json", reason: "no such file or bundled course"))
    #expect(AppReducer.reduce(&state, .courseRefused(refused)) == [.fail(refused)])
    let gone = LingoError.course(.remembered(id: "mine", path: "/mine.json", reason: "gone"))
    #expect(AppReducer.reduce(&state, .failed(gone)) == [.fail(gone)])
    let store = LingoError.noHome
    #expect(AppReducer.reduce(&state, .courseRefused(store)) == [.end(store)])
  }

  @Test("reset without yes shows the warning and changes nothing; with yes it asks for the reset")
  func reset() {
    var state = AppState()
    let warned = Fixture.type("reset", &state, in: world)
    #expect(!warned.writes)
    #expect(warned.shown.first?.suffix(2) == [Reset.warning.text, "Type 'reset yes' to go ahead."])
    #expect(Fixture.type("reset yes", &state, in: world) == [.reset(newName: nil, world)])
    #expect(Fixture.type("reset --new \"Ana\" --yes", &state, in: world) == [.reset(newName: "Ana", world)])
    let done = AppReducer.reduce(&state, .resetDone(["Back to the launch state."], world))
    #expect(done.shown.first?.last == "Back to the launch state.")
  }

  @Test("start plays the current node; a locked node says what opens it; an unknown node is a usage failure")
  func start() throws {
    var state = AppState()
    guard case .play(let context) = try #require(Fixture.type("start", &state, in: world).first) else {
      Issue.record("start did not play")
      return
    }
    #expect(context.position == PathPosition(unit: 2, node: 4))
    let locked = Fixture.type("start 6", &state, in: world)
    #expect(locked.count == 1)
    guard case .write(let text) = try #require(locked.first) else { return }
    #expect(text.text.hasPrefix("That node is locked: finish"))
    #expect(Fixture.type("start 9.9", &state, in: world).failures.map { exitCode(for: $0) } == [.usage])
  }
}
