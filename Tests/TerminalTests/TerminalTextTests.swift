import Terminal
import Testing

@Suite("terminal text")
struct TerminalTextTests {
  @Test("control and invisible characters never reach the terminal raw")
  func safeText() {
    #expect("a\u{1B}[2Jb".terminalSafe == "a\\u{1B}[2Jb")
    #expect("x\u{202E}y".terminalSafe == "x\\u{202E}y")
    #expect("\u{7}\u{9B}".terminalSafe == "\\u{7}\\u{9B}")
    #expect("café 🇪🇸 👩‍👩‍👧".terminalSafe == "café 🇪🇸 👩‍👩‍👧")
  }

  @Test("display width counts emoji as two and colour codes as none")
  func widths() {
    #expect("café".displayWidth == 4)
    #expect("☕ tea".displayWidth == 6)
    #expect(Style(color: true, ascii: false).paint("tea", .green).displayWidth == 3)
    #expect("ab".padded(to: 4) == "ab  ")
  }

  @Test("colour: always, never, and auto on a terminal without NO_COLOR or TERM=dumb")
  func colorModes() {
    #expect(ColorMode.always.isEnabled(isTerminal: false, environment: [:]))
    #expect(!ColorMode.never.isEnabled(isTerminal: true, environment: [:]))
    #expect(ColorMode.auto.isEnabled(isTerminal: true, environment: ["TERM": "xterm"]))
    #expect(!ColorMode.auto.isEnabled(isTerminal: false, environment: [:]))
    #expect(!ColorMode.auto.isEnabled(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!ColorMode.auto.isEnabled(isTerminal: true, environment: ["TERM": "dumb"]))
    #expect(Style(color: false, ascii: false).paint("x", .red) == "x")
  }

  @Test("Duo's poses are drawn with lines of equal width, in colour and in plain text")
  func duo() {
    for ascii in [false, true] {
      for pose in Duo.Pose.allCases {
        let lines = Duo.lines(pose, style: Style(color: !ascii, ascii: ascii))
        #expect(Set(lines.map(\.displayWidth)).count == 1, "\(pose) ascii=\(ascii)")
        if ascii { #expect(lines.allSatisfy { $0.text.unicodeScalars.allSatisfy(\.isASCII) }) }
      }
    }
  }

  @Test("piped input skips comments and blank lines and echoes each answer")
  func pipedReader() {
    var lines = ["# note", "", "  coffee  ", "tea"].makeIterator()
    var echoed = ""
    var reader = PipedLineReader(echo: { echoed += $0.text }, next: { lines.next() })
    #expect(reader.readLine(prompt: "> ", completions: []) == "coffee")
    #expect(reader.readLine(prompt: "> ", completions: []) == "tea")
    #expect(reader.readLine(prompt: "> ", completions: []) == nil)
    #expect(echoed == "> coffee\n> tea\n")
  }
}
