import Course

/// Text fit for a terminal, and the only text lingo's writers take.
///
/// A literal is lingo's own text and is kept as written (colour codes and cursor moves included). Anything
/// interpolated into one is escaped (see `String.terminalSafe`): a course's, a key's or a file name's text
/// cannot reach the terminal raw. An interpolated `TerminalText` is appended as it is, and a number as it
/// prints. Views draw with these and with the layout of `TextLayout.swift`, which keeps text safe. The other
/// doors are named: `escaping:` and `escapingLines:` for outside text, and `json:` for JSON an encoder wrote.
public struct TerminalText: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The escaped text.
  public let text: String

  /// `raw` with every control and invisible character made visible (see `String.terminalSafe`).
  public init(escaping raw: String) { text = raw.terminalSafe }

  /// `raw`'s lines, each escaped as `escaping:` does, joined by the newlines that parted them: for a text of
  /// many lines such as the help or a completion script.
  public init(escapingLines raw: String) {
    text = raw.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }
      .joined(separator: "\n")
  }

  /// JSON written by an encoder, which escapes every control character inside its strings. Kept as it is.
  public init(json: String) { text = json }

  /// Text already safe: lingo's own, or made by laying out text that was (padding, painting, cutting
  /// at characters). Only the layout in this module makes it.
  init(safe: String) { text = safe }

  public var description: String { text }

  /// `left` followed by `right`.
  public static func + (left: TerminalText, right: TerminalText) -> TerminalText {
    TerminalText(safe: left.text + right.text)
  }

  /// Appends `right` to `left`.
  public static func += (left: inout TerminalText, right: TerminalText) { left = left + right }

  /// No text.
  public static let empty = TerminalText(safe: "")
}

extension TerminalText: ExpressibleByStringInterpolation {
  /// A literal: lingo's own text, kept.
  public init(stringLiteral value: String) { text = value }

  public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

  /// Builds a `TerminalText` from literal segments (kept) and interpolated values (escaped unless they
  /// are `TerminalText` or numbers).
  public struct Interpolation: StringInterpolationProtocol {
    fileprivate var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      // Room for a line's worth of interpolated text: a string grown piece by piece is copied each time.
      text.reserveCapacity(literalCapacity + interpolationCount * 32)
    }

    /// Lingo's own text: kept.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Text already fit for a terminal: kept.
    public mutating func appendInterpolation(_ value: TerminalText) { text += value.text }

    /// Outside text: escaped.
    public mutating func appendInterpolation(_ value: String) { text += value.terminalSafe }

    /// Outside text: escaped.
    public mutating func appendInterpolation(_ value: Substring) { text += String(value).terminalSafe }

    /// A number, as it prints.
    public mutating func appendInterpolation<Number: BinaryInteger>(_ value: Number) { text += "\(value)" }

    /// A number, as it prints.
    public mutating func appendInterpolation(_ value: Double) { text += "\(value)" }

    /// Anything else, by its description: escaped.
    public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
      text += value.description.terminalSafe
    }
  }
}

extension Array where Element == TerminalText {
  /// The texts one after another, with `separator` between them.
  public func joined(separator: TerminalText = .empty) -> TerminalText {
    TerminalText(safe: map(\.text).joined(separator: separator.text))
  }
}

extension Array where Element == TerminalText {
  /// The texts as the strings a terminal is given: for measuring, comparing and searching.
  public var texts: [String] { map(\.text) }
}
