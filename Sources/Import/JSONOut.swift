/// A small JSON writer: objects and arrays built in order, two-space indent, strings escaped as JSON needs.
///
/// Everything is appended to one buffer of UTF-8 bytes as it is written, so a course of 20 MB is written in
/// one pass, never joined level by level.
struct JSONOut {
  /// The bytes written so far, shared by the writers of one document's values.
  fileprivate final class Sink {
    var bytes: [UInt8] = []
  }

  private let sink: Sink
  private let depth: Int

  init() { (sink, depth) = (Sink(), 0) }

  private init(sink: Sink, depth: Int) { (self.sink, self.depth) = (sink, depth) }

  /// The document written so far.
  var text: String { String(decoding: sink.bytes, as: UTF8.self) }

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
    // The runs of bytes between escapes are copied whole: most strings are one run.
    value.withUTF8 { bytes in
      sink.bytes.append(UInt8(ascii: "\""))
      var start = 0
      for (index, byte) in bytes.enumerated()
      where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        sink.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        escape(byte)
        start = index + 1
      }
      sink.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
      sink.bytes.append(UInt8(ascii: "\""))
    }
  }

  /// The escape of a quote, a backslash or a control character.
  private func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case UInt8(ascii: "\n"): append("\\n")
    case UInt8(ascii: "\r"): append("\\r")
    case UInt8(ascii: "\t"): append("\\t")
    default:
      append("\\u00")
      sink.bytes.append(Self.hex(byte >> 4))
      sink.bytes.append(Self.hex(byte & 0x0F))
    }
  }

  /// The lowercase hexadecimal digit of `nibble` (0 to 15).
  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }

  mutating func number(_ value: Int) { append(String(value)) }

  private func append(_ text: String) { sink.bytes.append(contentsOf: text.utf8) }

  private func indent(_ depth: Int) {
    sink.bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * max(0, depth)))
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
