import Course
import Terminal
import Testing

@Suite("terminal text by interpolation")
struct TerminalTextInterpolationTests {
  @Test("an interpolated string is escaped: ESC, BEL and U+202E never reach the terminal raw")
  func interpolatedStringIsEscaped() {
    let outside = "a\u{1B}[2Jb\u{7}c\u{202E}d"
    let text: TerminalText = "word: \(outside)!"
    #expect(text.text == "word: a\\u{1B}[2Jb\\u{7}c\\u{202E}d!")
    let substring: TerminalText = "\(outside.dropFirst())"
    #expect(substring.text == "\\u{1B}[2Jb\\u{7}c\\u{202E}d")
    let described: TerminalText = "\(URLLike(value: "x\u{1B}y"))"
    #expect(described.text == "x\\u{1B}y")
  }

  @Test("an interpolated TerminalText is kept as it is, and numbers as they print")
  func interpolatedTerminalTextIsKept() {
    let painted = Style(color: true, ascii: false, depth: .basic16).paint("tea", .green)
    #expect(painted.text.hasPrefix("\u{1B}["))
    let text: TerminalText = "[\(painted)] \(3) of \(12)"
    #expect(text.text == "[\(painted.text)] 3 of 12")
  }

  @Test("a literal is lingo's own text and is kept, cursor moves included")
  func literalIsKept() {
    let text: TerminalText = "\u{1B}[6A\rSee you tomorrow!\n"
    #expect(text.text == "\u{1B}[6A\rSee you tomorrow!\n")
  }

  @Test("+, joined and the named doors")
  func composing() {
    let name = "\u{1B}x"
    #expect(("a" + "\(name)" as TerminalText).text == "a\\u{1B}x")
    #expect((["a", "b", "\(name)"] as [TerminalText]).joined(separator: ", ").text == "a, b, \\u{1B}x")
    #expect(TerminalText(escaping: name).text == "\\u{1B}x")
    #expect(TerminalText(escapingLines: "one\n\(name)\n").text == "one\n\\u{1B}x\n")
    #expect(TerminalText(json: "{\"a\":\"\\u001b\"}\n").text == "{\"a\":\"\\u001b\"}\n")
  }
}

/// A value that is neither a string nor a number, shown by its description.
private struct URLLike: CustomStringConvertible {
  let value: String
  var description: String { value }
}
