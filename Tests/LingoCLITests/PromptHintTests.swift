import App
import Foundation
import Learner
import Testing

@testable import LingoCLI

/// The app's prompt against the command line: the commands both have agree in name and in what they print,
/// and every hint the prompt prints names a command that does what it says when typed there.
@Suite("the prompt's commands and hints")
struct PromptHintTests {
  private let now = ["--ephemeral", "--now", "2026-11-26T18:00:00Z", "--seed", "1"]

  @Test("every prompt command but start and quit is also a lingo command of the same name")
  func namesAgree() {
    let promptOnly: Set = ["start", "quit"]
    for command in PromptCommand.all where !promptOnly.contains(command.name) {
      #expect(CommandTable.named(command.name) != nil, "lingo \(command.name)")
    }
    for name in ["shop", "refill", "status"] {
      #expect(PromptCommand.named(name) != nil && CommandTable.named(name) != nil, "\(name)")
    }
  }

  @Test("shop and status at the prompt print what lingo shop and lingo status print")
  func sameViews() throws {
    let run = lingo(now, input: "shop\nstatus\nquit\n", variables: ["COLUMNS": "80"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let shop = lingo(["shop"] + now, variables: ["COLUMNS": "80"]).stdout
    #expect(run.stdout.contains(shop))
    let status = lingo(["status", "--ephemeral", "--now", "2026-11-26T18:00:00Z"]).stdout
    #expect(status.hasPrefix("🔥 27"))
    #expect(run.stdout.contains("lingo› status\n" + status + "\n"))
  }

  @Test("shop freeze, then refill when full, at the prompt: bought once, refused once, the prompt goes on")
  func buying() {
    let run = lingo(now, input: "shop freeze\nrefill\nlingo shop freeze\nshop\nquit\n")
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.stdout.contains("Streak Freeze equipped for 200 gems; 305 gems left."))
    #expect(run.stdout.contains("Energy is already full (25)."))
    #expect(run.stdout.contains("Streak Freeze equipped for 200 gems; 105 gems left."))
    #expect(run.stdout.contains("2 of 2 equipped"))
    #expect(run.stdout.contains("See you tomorrow!"))
  }

  @Test("the out-of-energy hint's lingo refill refills at the prompt, and saves it")
  func outOfEnergyRefill() throws {
    let first = MemoryHome()
    #expect(lingo(["--now", "2026-11-26T18:00:00Z"], input: "quit\n", home: first).status == 0)
    var sam = try #require(first.learner)
    sam.energy = Energy(stored: 0, asOf: Date(timeIntervalSince1970: 1_795_975_200))
    let home = MemoryHome(sam)
    let run = lingo(["--now", "2026-11-26T18:00:00Z"], input: "start\nlingo refill\nquit\n", home: home)
    #expect(run.stdout.contains("lingo refill"))
    #expect(run.stdout.contains("Energy refilled to 25 for 350 gems; 155 gems left."), "\(run.stdout)")
    #expect(home.learner?.gems == 155)
  }

  @Test("guide 3 at the prompt shows unit 3's tips; guide 19 is refused and the prompt goes on")
  func guideN() {
    let run = lingo(now, input: "guide 3\nguide 19\nguide\nquit\n", variables: ["COLUMNS": "80"])
    #expect(run.status == 0)
    #expect(run.stderr.contains("no unit 19"))
    let views = run.stdout.components(separatedBy: "lingo› ")
    #expect(views.count == 5)
    if views.count == 5 {
      #expect(views[1] != views[3])
      #expect(views[3].hasPrefix("guide\n"))
    }
  }

  @Test("the reset hint after reset --new Alex makes Alex when typed")
  func resetHint() {
    let home = MemoryHome()
    let run = lingo(
      ["--now", "2026-11-26T18:00:00Z"], input: "reset --new Alex\nreset --new Alex yes\nquit\n", home: home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Type 'reset --new Alex yes' to go ahead."))
    #expect(home.learner?.name == "Alex", "\(run.status) \(run.stderr)")
  }

  @Test("help at the prompt lists shop, refill, status and guide [UNIT]; lingo help play prints play's own")
  func helps() {
    let run = lingo(now, input: "help\nquit\n")
    for head in ["shop [freeze|refill]", "refill ", "status ", "guide [UNIT]"] {
      #expect(run.stdout.contains("\n" + head), "\(head)")
    }
    let play = lingo(["help", "play"])
    #expect(play.stdout.hasPrefix("usage: lingo play "))
    #expect(play.stdout != lingo(["help"]).stdout)
  }

  @Test("docs/app.md's table of the prompt's commands names every command of the table")
  func documented() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/app.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let table = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.joined(separator: "\n")
    for command in PromptCommand.all {
      #expect(table.contains("`\(command.name)"), "docs/app.md lacks \(command.name)")
    }
  }
}
