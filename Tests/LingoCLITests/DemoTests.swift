import App
import Foundation
import Lesson
import TestSupport
import Testing

@testable import LingoCLI

@Suite("lingo demo: the four-second hook through the real lesson code")
struct DemoTests {
  /// The demo's cast, written to a temporary file by `lingo demo --cast` with `extra` options.
  static func cast(_ extra: [String] = []) throws -> (header: [String: Any], events: [[Any]], text: String) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-demo-\(UUID()).cast")
    defer { try? FileManager.default.removeItem(at: url) }
    let run = lingo(["demo", "--cast", url.path] + extra)
    #expect(run.status == 0, "\(run.stderr)")
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(separator: "\n").map { Data($0.utf8) }
    let header = try #require(try JSONSerialization.jsonObject(with: lines[0]) as? [String: Any])
    let events = try lines.dropFirst().map {
      try #require(try JSONSerialization.jsonObject(with: $0) as? [Any])
    }
    return (header, events, text)
  }

  /// The script's times at `speed`.
  static func scriptTimes(speed: Double = 1) -> [Double] { DemoScript.steps.map { $0.time / speed } }

  @Test("--cast writes asciicast v2: a header, then [time, \"o\", text] events at the script's times")
  func castIsValid() throws {
    let (header, events, _) = try Self.cast()
    #expect(header["version"] as? Int == 2)
    #expect((header["width"] as? Int ?? 0) >= 80)
    #expect((header["height"] as? Int ?? 0) > 10)
    for event in events {
      #expect(event.count == 3)
      #expect(event[0] is Double || event[0] is Int)
      #expect(event[1] as? String == "o")
      #expect(event[2] is String)
    }
    let times = events.compactMap { ($0.first as? NSNumber)?.doubleValue }
    #expect(times.count == Self.scriptTimes().count)
    for (time, scripted) in zip(times, Self.scriptTimes()) { #expect(abs(time - scripted) < 0.0005) }
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    #expect((times.last ?? 0) >= 4.10)
  }

  @Test("two runs give byte-identical casts")
  func castIsDeterministic() throws {
    #expect(try Self.cast().text == Self.cast().text)
  }

  @Test("--speed 2 halves every time")
  func speedScalesTimes() throws {
    let times = try Self.cast(["--speed", "2"]).events.compactMap { ($0.first as? NSNumber)?.doubleValue }
    #expect(times.count == Self.scriptTimes().count)
    for (time, scripted) in zip(times, Self.scriptTimes(speed: 2)) { #expect(abs(time - scripted) < 0.0005) }
  }

  @Test("each frame is drawn whole by cursor addressing; the screen is cleared once, at the start")
  func framesAreAddressedNotCleared() throws {
    let (header, events, _) = try Self.cast()
    let height = try #require(header["height"] as? Int)
    let data = events.compactMap { $0.last as? String }
    #expect(data.first?.hasPrefix("\u{1B}[H\u{1B}[2J") == true)
    #expect(data.dropFirst().allSatisfy { !$0.contains("\u{1B}[2J") && $0.hasPrefix("\u{1B}[1;1H") })
    for frame in data {
      #expect(frame.components(separatedBy: "\u{1B}[K").count - 1 == height - 1)
    }
    #expect(data.joined().contains("\u{1B}[1;38;2;"), "a cast is coloured by default")
    let plain = try Self.cast(["--color", "never"]).text
    #expect(!plain.contains("\u{1B}[1;38;2;") && !plain.contains("m\\u001b"))
  }

  @Test("--frames lists each frame's time and plain text (golden)")
  func framesGolden() {
    let run = lingo(["demo", "--frames", "--color", "always"])
    #expect(run.status == 0)
    #expect(!run.stdout.contains("\u{1B}"))
    assertGolden(run.stdout, "demo-frames.txt")
  }

  @Test("--ascii draws without emoji, blocks or box lines")
  func ascii() {
    let run = lingo(["demo", "--frames", "--ascii"])
    #expect(run.status == 0)
    let fancy = run.stdout.unicodeScalars.filter {
      $0.properties.isEmojiPresentation || (0x2500...0x259F).contains($0.value)
    }
    #expect(fancy.isEmpty, "\(String(String.UnicodeScalarView(fancy)))")
    #expect(run.stdout.contains("+ Nice job!"))
  }

  @Test("the run is the real engine's: f and g praised, 5 of 7, 4 in a row, energy 21")
  func engineDrivesTheStory() throws {
    let setting = try DemoSetting.load(variables: [:])
    let start = DemoPlayer(setting).lesson
    #expect((start.settled, start.combo, start.energy) == (5, 4, 21))
    let frames = DemoPlayer.frames(setting)
    let praise = frames.compactMap { frame -> String? in
      guard frame.step.action == .verdict, case .lesson(let page) = frame.screen.page else { return nil }
      return page.grade?.praise
    }
    #expect(praise == ["Nice job!", "Amazing!"])
    guard
      case .complete(let summary, _) = try #require(frames.first { $0.step.action == .complete }).screen.page
    else {
      Issue.record("no Lesson complete screen")
      return
    }
    #expect((summary.xp, summary.accuracy, summary.clock) == (15, 100, "2:14"))
    guard case .streak(let count, let week) = try #require(frames.last).screen.page else {
      Issue.record("the demo does not end on the streak")
      return
    }
    #expect(count == 28)
    #expect(week.last { $0.isActive }?.isToday == true)
  }

  @Test("played at a terminal: real-time pauses that add up to the script, and no store opened")
  func playsInRealTime() {
    var paused: [Double] = []
    var output = ""
    // A store in memory that says whether it was opened.
    var opened = false
    var services = inMemory(["TZ": "UTC"])
    let open = services.store.open
    services.store.open = { options, streams throws(LingoError) in
      opened = true
      return try open(options, streams)
    }
    let environment = AppEnvironment(
      variables: ["TZ": "UTC"], inputIsTerminal: true, outputIsTerminal: true,
      now: { Date(timeIntervalSince1970: 0) }, readLine: { nil }, write: { output += $0 },
      writeError: { _ in },
      pause: { paused.append($0) }, services: services)
    #expect(Lingo.run(["demo", "--speed", "2"], environment: environment) == 0)
    #expect(abs(paused.reduce(0, +) - (Self.scriptTimes(speed: 2).last ?? 0)) < 0.001)
    #expect(output.components(separatedBy: "\u{1B}[2J").count == 2)
    #expect(!opened, "the demo opened the store")
  }

  @Test(
    "bad usage exits 2 with an error",
    arguments: [
      ["--speed", "0"], ["--speed", "x"], ["--speed", "-1"], ["--speed", "inf"], ["--fast"], ["extra"],
      ["--cast"], ["--color", "sometimes"],
    ])
  func badUsage(_ arguments: [String]) {
    let run = lingo(["demo"] + arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("lingo: error: "))
    #expect(run.stdout.isEmpty)
  }

  @Test("asciinema itself reads the cast: asciinema cat prints the recorded output")
  func asciinemaAcceptsTheCast() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-demo-\(UUID()).cast")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(lingo(["demo", "--cast", url.path]).status == 0)
    if let failure = asciinema.setupFailure {
      Issue.record("asciinema is not installed: \(failure)")
      return
    }
    let played = try runProgram(asciinema.executable.path, ["cat", url.path])
    #expect(played.status == 0, "\(played.output)")
    let data = try Self.cast().events.compactMap { $0.last as? String }.joined()
    #expect(played.output == data)
  }
}

/// asciinema from PyPI in a virtual environment under `.build/asciinema-venv`, made once per test run.
let asciinema = PythonTool(requirement: "asciinema", folder: "asciinema-venv", command: "asciinema")
