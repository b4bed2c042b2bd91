/// Builds the tree of nodes of a parsed document from its tape, without recursion, however deep it nests.
struct JSONTreeBuilder {
  let view: JSONView
  private var lines: LineCounter

  init(view: JSONView) {
    self.view = view
    lines = LineCounter(view.bytes)
  }

  /// An array or object whose values are still being built.
  private struct Open {
    var isObject: Bool
    /// The index after its last word.
    var end: Int
    var location: FileLocation
    var elements: [JSONNode] = []
    var members: [JSONMember] = []
    /// The key read for the member whose value comes next.
    var key: (text: String, location: FileLocation)?
  }

  /// The document's top-level value and everything in it.
  mutating func build() -> JSONNode {
    var stack: [Open] = []
    var index = view.root
    while true {
      var node: JSONNode
      if let top = stack.last, index >= top.end {
        stack.removeLast()
        node = JSONNode(
          value: top.isObject ? .object(top.members) : .array(top.elements), location: top.location)
      } else if let top = stack.last, top.isObject, top.key == nil {
        // Words come in document order, so each location is counted on from the one before.
        let location = lines.location(at: view.offset(index))
        stack[stack.count - 1].key = (view.string(index) ?? "", location)
        index += 1
        continue
      } else {
        let location = lines.location(at: view.offset(index))
        let value: JSONValue
        switch view.type(index) {
        case .object, .array:
          stack.append(Open(isObject: view.isObject(index), end: view.next(index), location: location))
          index += 2
          continue
        case .string: value = .string(view.string(index) ?? "")
        case .number: value = .number(view.number(index) ?? JSONNumber(literal: "0", double: 0, int: 0))
        case .boolean: value = .bool(view.bool(index) ?? false)
        case .null: value = .null
        }
        node = JSONNode(value: value, location: location)
        index += 1
      }
      guard let top = stack.indices.last else { return node }
      if let key = stack[top].key {
        stack[top].members.append(JSONMember(key: key.text, keyLocation: key.location, value: node))
        stack[top].key = nil
      } else {
        stack[top].elements.append(node)
      }
    }
  }
}
