import Course
import Foundation
import Store
import Terminal
import Testing

@testable import App

/// The writers take `TerminalText`, not `String`. That no writer is handed a `String` is proved by the type
/// system, not by a test: `environment.write(name)` with `name: String` does not compile, so outside text
/// reaches the terminal only interpolated (escaped), through `TerminalText(escaping:)` or
/// `TerminalText(escapingLines:)`, or as an encoder's JSON (`json:`). The views draw `TerminalText` too, so
/// there is no door for a drawn `String`. These tests show what the writers then put on the streams.
@Suite("the writers take terminal text")
struct WritersTakeTerminalTextTests {
  let hostile = "evil\u{1B}]0;owned\u{7}\u{202E}name"

  private func environment(_ streams: MemoryStreams) -> AppEnvironment {
    AppEnvironment.inMemory(
      streams: streams, services: .inMemory(store: MemoryProgressStore(), courses: MemoryCourses(files: [:])),
      now: Date(timeIntervalSince1970: 1_795_975_200))
  }

  @Test("outside text interpolated into a write reaches standard output and error escaped")
  func interpolatedIsEscaped() {
    let streams = MemoryStreams()
    let environment = environment(streams)
    environment.write("kept in \(hostile)\n")
    environment.writeError("\u{1B}[Kreading \(hostile)…")
    #expect(streams.output == "kept in evil\\u{1B}]0;owned\\u{7}\\u{202E}name\n")
    #expect(streams.error == "\u{1B}[Kreading evil\\u{1B}]0;owned\\u{7}\\u{202E}name…")
  }

  @Test("an error's message and hint are escaped where every error is reported")
  func reportedErrorIsEscaped() {
    let streams = MemoryStreams()
    environment(streams).report(.usage("unknown command '\(hostile)'", hint: "not \(hostile)"))
    #expect(
      !streams.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    #expect(
      streams.error.hasPrefix("lingo: error: unknown command 'evil\\u{1B}]0;owned\\u{7}\\u{202E}name'\n"))
  }

  @Test("a view's painted lines and an encoder's JSON are written as they are")
  func doorsKeepTheirText() {
    let streams = MemoryStreams()
    let environment = environment(streams)
    let style = Style(color: true, ascii: false, depth: .basic16)
    environment.write(style.paint("tea \(hostile)", .green) + "\n")
    environment.write(TerminalText(json: "{\"word\":\"\\u001b\"}\n"))
    let painted = style.paint("tea evil\\u{1B}]0;owned\\u{7}\\u{202E}name", .green).text
    #expect(painted.hasPrefix("\u{1B}[") && painted.hasSuffix("\u{1B}[0m"))
    #expect(streams.output == painted + "\n{\"word\":\"\\u001b\"}\n")
  }

  @Test("a view draws outside text escaped: a lesson line, a plain line and the help")
  func viewsEscapeWhatTheyShow() {
    let style = Style(color: true, ascii: false)
    let lines =
      LessonView(style: style).refusalLines(hostile)
      + [PlainLessonView().refusal(hostile), TerminalText(escapingLines: "usage\n\(hostile)")]
    for line in lines {
      #expect(!line.text.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x202E }, "\(line)")
      #expect(line.text.contains("evil\\u{1B}]0;owned"), "\(line)")
    }
  }
}
