import Course
import Foundation

/// A small JSON writer: objects and arrays built in order, two-space indent, strings escaped as JSON needs.
///
/// Everything is appended to one buffer of UTF-8 bytes as it is written, so a course of 20 MB is written in
/// one pass, never joined level by level. Only the elements of `array(spreading:)` are written apart, on
/// every core, and kept as they are: the document is copied together once, at the end.
struct JSONOut {
  /// The bytes written so far, shared by the writers of one document's values: the runs finished (an
  /// array's written apart among them), then the run being written. Each use of a class's stored property
  /// is checked for exclusive access at run time: a string is written in one use of `bytes`, not one for
  /// each run of its bytes.
  fileprivate final class Sink {
    var finished: [[UInt8]] = []
    var bytes: [UInt8] = []

    /// Ends the run being written; `runs` follow it.
    func finish(adding runs: [[UInt8]]) {
      finished.append(bytes)
      finished += runs
      bytes = []
    }
  }

  /// Spaces for an indent, copied a slice at a time: appending a repeated byte goes the slow, general way.
  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)

  private let sink: Sink
  private let depth: Int

  init() { (sink, depth) = (Sink(), 0) }

  private init(sink: Sink, depth: Int) { (self.sink, self.depth) = (sink, depth) }

  /// The text written so far.
  var text: String { String(decoding: document(ending: false), as: UTF8.self) }

  /// The document: the bytes written and a line's end, copied together once.
  func document(ending: Bool = true) -> Data {
    let runs = sink.finished + [sink.bytes] + (ending ? [[UInt8(ascii: "\n")]] : [])
    var data = Data(capacity: runs.reduce(0) { $0 + $1.count })
    for run in runs { data.append(contentsOf: run) }
    return data
  }

  /// An object whose members `body` writes.
  mutating func object(_ body: (inout Members) -> Void) {
    var members = Members(sink: sink, depth: depth + 1)
    body(&members)
    if members.count == 0 {
      append("{}")
    } else {
      append("\n")
      indent(depth)
      append("}")
    }
  }

  /// An array of `elements`, each written by `body`.
  mutating func array<T>(_ elements: [T], _ body: (inout JSONOut, T) -> Void) {
    guard !elements.isEmpty else { return append("[]") }
    append("[\n")
    for (index, element) in elements.enumerated() {
      if index > 0 { append(",\n") }
      indent(depth + 1)
      var out = JSONOut(sink: sink, depth: depth + 1)
      body(&out, element)
    }
    append("\n")
    indent(depth)
    append("]")
  }

  /// `array(elements, body)` written on every core: runs of elements apart, each into bytes of its own,
  /// then joined in order, the same bytes.
  mutating func array<T: Sendable>(spreading elements: [T], _ body: @Sendable (inout JSONOut, T) -> Void) {
    guard elements.count > 1 else { return array(elements, body) }
    let parts = min(elements.count, Concurrently.parts)
    let depth = depth
    let written = Concurrently.map(parts) { part -> [UInt8] in
      let out = JSONOut(sink: Sink(), depth: depth + 1)
      let run = elements.count * part / parts..<elements.count * (part + 1) / parts
      for index in run {
        if index > run.lowerBound {
          out.append(",\n")
          out.indent(depth + 1)
        }
        var element = JSONOut(sink: out.sink, depth: depth + 1)
        body(&element, elements[index])
      }
      return out.sink.bytes
    }
    append("[\n")
    indent(depth + 1)
    // Between two runs, what ends one element and starts the next.
    let separator = [UInt8](",\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 2 * (depth + 1))
    sink.finish(adding: written.enumerated().flatMap { $0 > 0 ? [separator, $1] : [$1] })
    append("\n")
    indent(depth)
    append("]")
  }

  /// An array of strings, on one line when `inline`, else one a line.
  mutating func strings(_ values: [String], inline: Bool = false) {
    if inline || values.isEmpty {
      append("[")
      for (index, value) in values.enumerated() {
        if index > 0 { append(", ") }
        string(value)
      }
      append("]")
    } else {
      array(values) { $0.string($1) }
    }
  }

  /// `value` as a JSON string: `"`, `\` and the control characters escaped, everything else as it is.
  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { Self.quote($0, into: &sink.bytes) }
  }

  /// Appends `text` to `out` as a JSON string. The runs of bytes between escapes are copied whole: most
  /// strings are one run.
  private static func quote(_ text: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var start = 0
    for (index, byte) in text.enumerated()
    where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
      escape(byte, into: &out)
      start = index + 1
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
    out.append(UInt8(ascii: "\""))
  }

  /// The escape of a quote, a backslash or a control character.
  private static func escape(_ byte: UInt8, into out: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
    case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
    case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
    case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
    case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
    default:
      out.append(contentsOf: "\\u00".utf8)
      out.append(hex(byte >> 4))
      out.append(hex(byte & 0x0F))
    }
  }

  /// The lowercase hexadecimal digit of `nibble` (0 to 15).
  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }

  mutating func number(_ value: Int) { append(String(value)) }

  private func append(_ text: String) { sink.bytes.append(contentsOf: text.utf8) }

  private func indent(_ depth: Int) {
    var rest = 2 * max(0, depth)
    while rest > 0 {
      let count = min(rest, Self.spaces.count)
      sink.bytes.append(contentsOf: Self.spaces[..<count])
      rest -= count
    }
  }

  /// An object's members as they are written.
  struct Members {
    fileprivate let sink: Sink
    let depth: Int
    /// How many members are written so far.
    fileprivate(set) var count = 0

    fileprivate init(sink: Sink, depth: Int) { (self.sink, self.depth) = (sink, depth) }

    mutating func member(_ key: String, _ body: (inout JSONOut) -> Void) {
      var out = JSONOut(sink: sink, depth: depth)
      out.append(count == 0 ? "{\n" : ",\n")
      out.indent(depth)
      out.string(key)
      out.append(": ")
      body(&out)
      count += 1
    }
  }
}
