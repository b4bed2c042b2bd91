import Foundation
import Learner

// The text helpers every view and command shares: width, padding, fitting, wrapping, trimming, weekday
// names and box borders. One copy each; views call these rather than their own.

extension String {
  /// Columns the text takes on a terminal: emoji and wide characters count two, colour codes none.
  public var displayWidth: Int {
    var width = 0
    var inEscape = false
    for character in self {
      if character == "\u{1B}" {
        inEscape = true
        continue
      }
      if inEscape {
        if character == "m" { inEscape = false }
        continue
      }
      guard let first = character.unicodeScalars.first else { continue }
      if first.value < 0x20 { continue }
      let isEmoji =
        first.properties.isEmojiPresentation
        || character.unicodeScalars.contains { $0.value == 0xFE0F }
        || (0x1F1E6...0x1F1FF).contains(first.value)
      let isWide =
        (0x1100...0x115F).contains(first.value) || (0x2E80...0xA4CF).contains(first.value)
        || (0xAC00...0xD7A3).contains(first.value) || (0xF900...0xFAFF).contains(first.value)
        || (0xFF00...0xFF60).contains(first.value)
      width += (isEmoji || isWide) ? 2 : 1
    }
    return width
  }

  /// The text padded with spaces to `width` columns.
  public func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth))
  }

  /// The text centred in `width` columns.
  public func centred(in width: Int) -> String {
    let spare = max(0, width - displayWidth)
    return String(repeating: " ", count: spare / 2) + self + String(repeating: " ", count: spare - spare / 2)
  }

  /// The line without the spaces at its end.
  public var trimmingTrailingSpaces: String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return String(self[..<end])
  }

  /// Plain text cut to `width` columns, ending in `ellipsis` when it was longer; only dots when not even
  /// the ellipsis fits.
  public func fitted(to width: Int, ellipsis: String = "…") -> String {
    guard displayWidth > width else { return self }
    guard width > ellipsis.count else { return String(repeating: ".", count: max(0, width)) }
    var result = ""
    for character in self {
      if (result + String(character)).displayWidth > width - ellipsis.count { break }
      result.append(character)
    }
    return result + ellipsis
  }

  /// Plain text broken at its spaces into lines of at most `width` columns; a word longer than the line
  /// stands alone on its own.
  public func wrapped(to width: Int) -> [String] {
    Self.lines(of: split(separator: " ").map(String.init), to: width)
  }

  /// `words` set `separator` apart in lines of at most `width` columns; a word is never split, and one
  /// wider than the line stands alone.
  public static func lines(of words: [String], to width: Int, separator: String = " ") -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = word
      } else if (line + separator + word).displayWidth <= width {
        line += separator + word
      } else {
        lines.append(line)
        line = word
      }
    }
    return lines + [line]
  }
}

extension TerminalText {
  /// Columns the text takes on a terminal (see `String.displayWidth`).
  public var displayWidth: Int { text.displayWidth }

  /// Whether there is no text.
  public var isEmpty: Bool { text.isEmpty }

  /// The text padded with spaces to `width` columns.
  public func padded(to width: Int) -> TerminalText { TerminalText(safe: text.padded(to: width)) }

  /// The text centred in `width` columns.
  public func centred(in width: Int) -> TerminalText { TerminalText(safe: text.centred(in: width)) }

  /// The line without the spaces at its end.
  public var trimmingTrailingSpaces: TerminalText { TerminalText(safe: text.trimmingTrailingSpaces) }

  /// Spaces as wide as the text: the indent that lines up a wrapped line under the text after a mark.
  public var indent: TerminalText { .spaces(displayWidth) }

  /// `count` spaces.
  public static func spaces(_ count: Int) -> TerminalText { repeating(" ", count: count) }

  /// `text` `count` times over.
  public static func repeating(_ text: TerminalText, count: Int) -> TerminalText {
    TerminalText(safe: String(repeating: text.text, count: max(0, count)))
  }

  /// The words of the text, split at its spaces.
  public var words: [TerminalText] { text.split(separator: " ").map { TerminalText(safe: String($0)) } }

  /// The text's lines, split at its newlines (an empty one after a last newline).
  public var lines: [TerminalText] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText(safe: String($0)) }
  }

  /// `lines`, each without its trailing spaces and ended by a newline: a frame as it is written.
  public static func lines(_ lines: [TerminalText]) -> TerminalText {
    TerminalText(safe: lines.map { $0.text.trimmingTrailingSpaces + "\n" }.joined())
  }

  /// `words` set `separator` apart in lines of at most `width` columns (see `String.lines(of:to:separator:)`).
  public static func lines(of words: [TerminalText], to width: Int, separator: TerminalText = " ")
    -> [TerminalText]
  {
    String.lines(of: words.map(\.text), to: width, separator: separator.text).map(TerminalText.init(safe:))
  }
}

extension Style {
  /// Text from a course or a name, escaped for a terminal, and folded to plain ASCII in ASCII mode.
  public func shown(_ text: String) -> TerminalText {
    let safe = text.terminalSafe
    guard ascii else { return TerminalText(safe: safe) }
    let folded = safe.applyingTransform(StringTransform("Latin-ASCII"), reverse: false) ?? safe
    return TerminalText(
      safe: String(String.UnicodeScalarView(folded.unicodeScalars.map { $0.isASCII ? $0 : "?" })))
  }

  /// `text` cut to `width` columns, ending in an ellipsis (`...` in ASCII) when it was longer.
  public func fitted(_ text: TerminalText, to width: Int) -> TerminalText {
    TerminalText(safe: text.text.fitted(to: width, ellipsis: ascii ? "..." : "…"))
  }

  /// `text` broken into lines of at most `width` columns at its spaces, a longer word cut short.
  public func wrapped(_ text: TerminalText, to width: Int) -> [TerminalText] {
    TerminalText.lines(of: text.words.map { fitted($0, to: width) }, to: width)
  }

  /// `text` after `first`, painted in `role`, as it is when it fits in `width` columns; else broken at its
  /// spaces into lines of at most `width` columns, the later ones after `rest` (an indent, as wide as
  /// `first` or less). The spaces `text` starts with stay at the start of its first line.
  public func wrapped(
    _ text: TerminalText, to width: Int, first: TerminalText, rest: TerminalText, role: Role? = nil
  ) -> [TerminalText] {
    let paint = { (line: TerminalText) in role.map { self.paint(line, $0) } ?? line }
    guard (first + text).displayWidth > width else { return [first + paint(text)] }
    let lead = TerminalText.spaces(text.text.prefix { $0 == " " }.count)
    let room = max(1, width - max(first.displayWidth + lead.displayWidth, rest.displayWidth))
    return wrapped(text, to: room).enumerated().map { index, line in
      (index == 0 ? first + lead : rest) + paint(line)
    }
  }

  /// Runs of text, each painted in its role (or not), set on one line when they fit in `width` columns;
  /// else broken at their spaces, the later lines after `rest`, each word keeping its run's paint.
  public func wrapped(_ runs: [(text: TerminalText, role: Role?)], to width: Int, rest: TerminalText)
    -> [TerminalText]
  {
    let paint = { (text: TerminalText, role: Role?) in role.map { self.paint(text, $0) } ?? text }
    let whole = runs.map(\.text).joined()
    guard whole.displayWidth > width else { return [runs.map(paint).joined()] }
    let room = max(1, width - rest.displayWidth)
    var lines: [[(text: TerminalText, role: Role?)]] = []
    var line: [(text: TerminalText, role: Role?)] = []
    var used = 0
    for run in runs {
      let words = run.text.words.map { fitted($0, to: room) }
      // A run that fits a line of its own but not the rest of this one starts the next line.
      let whole = words.joined(separator: " ").displayWidth
      if !line.isEmpty, used + 1 + whole > room, whole <= room {
        lines.append(line)
        (line, used) = ([], 0)
      }
      for word in words {
        let added = word.displayWidth
        if !line.isEmpty, used + 1 + added > room {
          lines.append(line)
          (line, used) = ([], 0)
        }
        used += (line.isEmpty ? 0 : 1) + added
        line.append((word, run.role))
      }
    }
    lines.append(line)
    return lines.enumerated().map { index, line in
      // Words of one run share one paint; a space between two runs is left unpainted.
      var groups: [(text: TerminalText, role: Role?)] = []
      for word in line {
        if let last = groups.last, last.role == word.role {
          groups[groups.count - 1].text = last.text + " " + word.text
        } else {
          groups.append(word)
        }
      }
      return (index == 0 ? .empty : rest) + groups.map(paint).joined(separator: " ")
    }
  }

  /// The border characters of a box of `kind`, in ASCII when the style is.
  public func box(_ kind: Box.Kind) -> Box {
    switch (kind, ascii) {
    case (.rounded, false): Box("─", "│", "╭", "╮", "╰", "╯")
    case (.square, false): Box("─", "│", "┌", "┐", "└", "┘")
    case (.dashed, false): Box("╌", "╎", "┌", "┐", "└", "┘")
    case (.double, false): Box("═", "║", "╔", "╗", "╚", "╝")
    case (.rounded, true), (.square, true): Box("-", "|", "+", "+", "+", "+")
    case (.dashed, true): Box(".", ":", "+", "+", "+", "+")
    case (.double, true): Box("=", "|", "+", "+", "+", "+")
    }
  }
}

/// The characters of a box's border.
public struct Box: Sendable, Equatable {
  /// The kinds of border the views draw.
  public enum Kind: Sendable { case rounded, square, dashed, double }

  public let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: TerminalText

  init(
    _ h: TerminalText, _ v: TerminalText, _ tl: TerminalText, _ tr: TerminalText, _ bl: TerminalText,
    _ br: TerminalText
  ) {
    (horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight) = (h, v, tl, tr, bl, br)
  }

  /// The top border over `inner` columns, corners outside them.
  public func top(_ inner: Int) -> TerminalText { topLeft + rule(inner) + topRight }

  /// The bottom border under `inner` columns, corners outside them.
  public func bottom(_ inner: Int) -> TerminalText { bottomLeft + rule(inner) + bottomRight }

  /// `count` horizontal characters.
  public func rule(_ count: Int) -> TerminalText { .repeating(horizontal, count: count) }
}

/// The names of the days of the week, Sunday first, as `Day.weekday` counts them.
public enum Weekday {
  /// `Su` to `Sa`.
  public static let shortNames = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
  /// `Sunday` to `Saturday`.
  public static let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  /// The two-letter name of day `weekday` (0 is Sunday); Saturday's past the end.
  public static func shortName(_ weekday: Int) -> String {
    shortNames.dropFirst(max(0, weekday)).first ?? "Sa"
  }

  /// The full name of day `weekday` (0 is Sunday); Saturday's past the end.
  public static func name(_ weekday: Int) -> String {
    names.dropFirst(max(0, weekday)).first ?? "Saturday"
  }
}

extension WeekDay {
  /// The two-letter name, `Su` to `Sa`.
  public var shortName: String { Weekday.shortName(day.weekday) }

  /// The full name, `Sunday` to `Saturday`.
  public var name: String { Weekday.name(day.weekday) }
}
