import Course
import JSON

/// A small JSON writer: objects and arrays built in order, two-space indent, strings escaped as JSON needs.
struct JSONOut {
  private(set) var text = ""
  private var depth = 0

  /// An object whose members `body` writes.
  mutating func object(_ body: (inout Members) -> Void) {
    var members = Members(depth: depth + 1)
    body(&members)
    text +=
      members.items.isEmpty
      ? "{}" : "{\n" + members.items.joined(separator: ",\n") + "\n" + indent(depth) + "}"
  }

  /// An array of `elements`, each written by `body`.
  mutating func array<T>(_ elements: [T], _ body: (inout JSONOut, T) -> Void) {
    let items = elements.map { element in
      var out = JSONOut(depth: depth + 1)
      body(&out, element)
      return indent(depth + 1) + out.text
    }
    text += items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n" + indent(depth) + "]"
  }

  /// An array of strings, on one line when `inline`, else one a line.
  mutating func strings(_ values: [String], inline: Bool = false) {
    if inline || values.isEmpty {
      text += "[" + values.map(JSONString.quoted).joined(separator: ", ") + "]"
    } else {
      array(values) { $0.string($1) }
    }
  }

  mutating func string(_ value: String) { text += JSONString.quoted(value) }

  mutating func number(_ value: Int) { text += String(value) }

  private init(depth: Int) { self.depth = depth }

  init() {}

  /// An object's members as they are written.
  struct Members {
    let depth: Int
    fileprivate(set) var items: [String] = []

    mutating func member(_ key: String, _ body: (inout JSONOut) -> Void) {
      var out = JSONOut(depth: depth)
      body(&out)
      items.append(String(repeating: "  ", count: depth) + JSONString.quoted(key) + ": " + out.text)
    }
  }

  private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
