import App
import Course
import Foundation
import Learner
import Terminal
import Testing

/// The prompt's one table of commands: every input reachable from it, every entry in `help`, and the commands
/// the prompt's own hints name (`shop`, `refill`, `status`, `guide N`, the reset that repeats its name).
@Suite("the prompt's table of commands")
struct PromptCommandTests {
  let spanish: Course
  let world: AppWorld

  init() throws {
    spanish = try Fixture.course("spanish")
    world = Fixture.world(spanish)
  }

  @Test("every input but nothing and unknown comes from a command of the table")
  func everyInputReachable() {
    let tries: [[String]] = [
      [], ["2"], ["x"], ["yes"], ["--new", "Ana"], ["--new"], ["--undo"], ["freeze"], ["refill"],
      ["goal", "20"],
    ]
    let reached = Set(PromptCommand.all.flatMap { command in tries.map { command.input($0).kind } })
    let expected = Set(ShellInput.Kind.allCases).subtracting([.nothing, .unknown])
    #expect(expected.subtracting(reached).isEmpty, "not reachable: \(expected.subtracting(reached))")
    #expect(!reached.contains(.nothing) && !reached.contains(.unknown))
  }

  @Test("no word calls two commands, and a line is parsed by the command its first word names")
  func wordsAreUnique() {
    let words = PromptCommand.all.flatMap(\.words)
    #expect(Set(words).count == words.count)
    for command in PromptCommand.all {
      for word in command.words {
        #expect(ShellInput(word + " 2").kind == command.input(["2"]).kind, "\(word)")
        #expect(ShellInput(word.uppercased()).kind == command.input([]).kind, "\(word)")
      }
    }
    #expect(ShellInput("fly") == .unknown("fly"))
    #expect(ShellInput("  \t ") == .nothing)
  }

  @Test("help lists every command with its summary, beside it at 80 columns and under it at 40")
  func helpListsEveryCommand() {
    for width in [80, 40] {
      let lines = ShellInput.helpLines(width: width)
      for command in PromptCommand.all {
        let at = lines.firstIndex { $0.hasPrefix(command.usage) }
        #expect(at != nil, "\(command.name) at \(width)")
        // The summary beside the usage, or wrapped in the indented lines under it.
        let under = at.map { lines[($0 + 1)...].prefix { $0.hasPrefix("  ") } } ?? []
        let shown = ([at.map { lines[$0] } ?? ""] + under.map { $0.trimmingCharacters(in: .whitespaces) })
          .joined(separator: " ")
        #expect(shown.contains(command.summary), "\(command.name) at \(width)")
      }
      #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(width)")
    }
    var state = AppState()
    let shown = Fixture.type("help", &state, in: world).shown.first ?? []
    #expect(PromptCommand.all.allSatisfy { command in shown.contains { $0.hasPrefix(command.usage) } })
  }

  @Test("Tab completes every name and alias, the old ones first as they were")
  func completionNames() {
    #expect(
      ShellInput.names == [
        "learn", "path", "start", "open", "guide", "leaderboard", "quests", "profile", "words", "review",
        "practice", "passport", "shop", "refill", "status", "settings", "reset", "help", "quit",
      ])
  }

  @Test("the new words parse: shop, shop freeze, refill, status, guide N, and a hint's leading lingo")
  func parsing() {
    #expect(ShellInput("shop") == .shop(nil))
    #expect(ShellInput("shop freeze") == .shop(.freeze))
    #expect(ShellInput("shop Refill") == .shop(.refill))
    #expect(ShellInput("refill") == .shop(.refill))
    #expect(ShellInput("lingo refill") == .shop(.refill))
    #expect(ShellInput("lingo shop freeze") == .shop(.freeze))
    #expect(ShellInput("lingo") == .learn)
    #expect(ShellInput("status") == .status)
    #expect(ShellInput("guide") == .guide(unit: nil))
    #expect(ShellInput("guidebook 3") == .guide(unit: 3))
    #expect(ShellInput("shop hats").kind == .mistyped)
    #expect(ShellInput("shop freeze refill").kind == .mistyped)
    #expect(ShellInput("guide two").kind == .mistyped)
    #expect(ShellInput("guide 199999999999999999999999").kind == .mistyped)
    #expect(ShellInput("reset --undo").kind == .mistyped)
    #expect(ShellInput("reset --new yes").kind == .mistyped)
    #expect(ShellInput("reset --new Alex") == .reset(newName: "Alex", confirmed: false))
    #expect(ShellInput("reset yes") == .reset(newName: nil, confirmed: true))
  }

  @Test("shop shows what gems buy under the status line, and saves nothing")
  func shopView() throws {
    var state = AppState()
    let effects = Fixture.type("shop", &state, in: world)
    #expect(!effects.writes)
    let lines = try #require(effects.shown.first)
    let shop = ShopView(style: world.display.style, width: world.display.width).lines(
      learner: world.learner, at: world.now
    ).texts
    #expect(Array(lines.suffix(shop.count)) == shop)
    #expect(lines.first?.contains("505") == true)
  }

  @Test("shop freeze buys one: the purchase saved as a change, the gems shown as it leaves them")
  func buyFreeze() throws {
    var state = AppState()
    let effects = Fixture.type("shop freeze", &state, in: world)
    #expect(effects.saves == [.buy(.freeze, at: world.now)])
    let lines = try #require(effects.shown.first)
    #expect(lines.last == "Streak Freeze equipped for 200 gems; 305 gems left.")
    #expect(lines.first?.contains("305") == true)
    var learner = world.learner
    LearnerChange.buy(.freeze, at: world.now).apply(to: &learner)
    #expect(learner.gems == 305)
    #expect(learner.freezes == world.learner.freezes + 1)
  }

  @Test("refill at full energy, or without the gems, says so, saves nothing and the prompt goes on")
  func refillRefused() throws {
    var state = AppState()
    let full = Fixture.type("refill", &state, in: world)
    #expect(full.saves == [])
    #expect(full.shown.first?.last == "Energy is already full (25).")
    #expect(full.end == nil)
    var tired = world
    _ = tired.learner.energy.spend(at: world.now)
    tired.learner.gems = 10
    let poor = Fixture.type("refill", &state, in: tired)
    #expect(poor.saves == [])
    #expect(poor.shown.first?.last == "Not enough gems: a refill costs 350 and you have 10.")
    #expect(poor.end == nil && poor.failures.isEmpty)
    tired.learner.gems = 400
    let bought = Fixture.type("refill", &state, in: tired)
    #expect(bought.saves == [.buy(.refill, at: world.now)])
    #expect(bought.shown.first?.last == "Energy refilled to 25 for 350 gems; 50 gems left.")
  }

  @Test("status prints the one line lingo status prints, and nothing else")
  func status() {
    var state = AppState()
    let effects = Fixture.type("status", &state, in: world)
    let status = DailyStatus(
      learner: world.learner, course: spanish, today: world.today, now: world.now,
      skipped: world.moment.skipped)
    #expect(effects == [.show([StatusLineView(style: world.display.style).line(status)])])
    #expect(effects.shown.first?.first?.contains("next: ") == true)
  }

  @Test("guide N shows unit N's tips, guide alone the learner's unit; a unit not in the course is refused")
  func guideOfAnyUnit() throws {
    var state = AppState()
    let own = try #require(Fixture.type("guide", &state, in: world).shown.first)
    let second = try #require(Fixture.type("guide 2", &state, in: world).shown.first)
    let first = try #require(Fixture.type("guide 1", &state, in: world).shown.first)
    #expect(own == second)
    #expect(first != second)
    let unit = try #require(spanish.units.first { $0.number == 1 })
    let tips = GuideView(style: world.display.style, width: world.display.width).lines(unit: unit).texts
    #expect(Array(first.suffix(tips.count)) == tips)
    let missing = Fixture.type("guide 19", &state, in: world)
    #expect(missing.failures.map { exitCode(for: $0) } == [.usage])
    #expect(missing.failures.first?.message?.contains("no unit 19") == true)
    #expect(missing.end == nil)
  }

  @Test("reset --new Alex warns with the line that makes Alex; that line resets to Alex")
  func resetRepeatsTheName() throws {
    var state = AppState()
    let warned = try #require(Fixture.type("reset --new Alex", &state, in: world).shown.first)
    #expect(warned.last == "Type 'reset --new Alex yes' to go ahead.")
    #expect(ShellInput("reset --new Alex yes") == .reset(newName: "Alex", confirmed: true))
    let plain = try #require(Fixture.type("reset", &state, in: world).shown.first)
    #expect(plain.last == "Type 'reset yes' to go ahead.")
    #expect(Fixture.type("reset --new Alex yes", &state, in: world) == [.reset(newName: "Alex", world)])
    // The first run's answers are repeated too, so the line makes the profile asked for.
    let answered = "reset --new Ana --course french --goal 20"
    let asked = try #require(Fixture.type(answered, &state, in: world).shown.first)
    #expect(asked.last == "Type '\(answered) yes' to go ahead.")
    guard case .reset(let profile, confirmed: false) = ShellInput(answered) else {
      Issue.record("\(answered) is not a reset")
      return
    }
    #expect(ShellInput(answered + " yes") == .reset(newName: profile, confirmed: true))
  }

  @Test("reset --undo at the prompt says to run it from the shell, and changes nothing")
  func undoIsTheShells() {
    var state = AppState()
    let effects = Fixture.type("reset --undo", &state, in: world)
    #expect(!effects.writes)
    #expect(effects.failures.first?.hint == "quit, then run 'lingo reset --undo'")
  }
}
