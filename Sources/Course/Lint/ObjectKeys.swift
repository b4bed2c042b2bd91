import JSON

/// The keys met so far in one object being walked: whether a key repeats an earlier one, in one pass over
/// the object.
///
/// A small object's keys are compared with each other, a plain key (printable ASCII, no escape) first by
/// its first eight bytes (`JSONView.plainPrefix`), from a few words on the stack; past sixteen keys the
/// object's keys go in a `KeyTable`. Keys are equal as `String`'s `==` has it.
struct ObjectKeys {
  /// How many keys are compared with each other before a table pays off.
  static let small = 16
  private let view: JSONView
  private let object: Int
  /// Each earlier key of a small object: its first bytes (`notPlain` for a key not plain), then its word.
  private let earlier: UnsafeMutableBufferPointer<UInt64>
  private var count = 0
  /// The table of the object's keys, once it has more than `small`.
  private var table: KeyTable?

  /// No plain key's prefix: printable ASCII has no byte 0xFF.
  private static let notPlain = UInt64.max

  private init(_ view: JSONView, object: Int, earlier: UnsafeMutableBufferPointer<UInt64>) {
    self.view = view
    self.object = object
    self.earlier = earlier
  }

  /// Runs `body` with the keys of `object`, none met yet, kept on the stack.
  static func of<Result>(
    _ object: Int, in view: JSONView, _ body: (inout ObjectKeys) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * small) { earlier in
      var keys = ObjectKeys(view, object: object, earlier: earlier)
      return body(&keys)
    }
  }

  /// Whether the key at `key`, the object's next, repeats one of its earlier keys; remembers it.
  mutating func isRepeated(_ key: Int) -> Bool {
    if table != nil { return table?.insert(key) == false }
    guard count < Self.small else { return startTable(with: key) }
    let plain = view.kind(key) == .plainString
    let prefix = plain ? view.plainPrefix(key) : Self.notPlain
    var repeated = false
    var index = 0
    while index < count, !repeated {
      let other = earlier[2 &* index]
      let otherKey = Int(truncatingIfNeeded: earlier[2 &* index &+ 1])
      if other == prefix {
        // Two plain keys of fewer than eight bytes with the same bytes are the same.
        repeated = prefix >> 56 == 0 || view.string(otherKey, equalsStringAt: key)
      } else if !plain || other == Self.notPlain {
        // A key not plain may still be the same text as another, written otherwise.
        repeated = view.string(otherKey, equalsStringAt: key)
      }
      index &+= 1
    }
    earlier[2 &* count] = prefix
    earlier[2 &* count &+ 1] = UInt64(truncatingIfNeeded: key)
    count &+= 1
    return repeated
  }

  /// Files the earlier keys and `key`, the object's next, in a table for all its keys: whether `key`
  /// repeats one.
  private mutating func startTable(with key: Int) -> Bool {
    let members = view.members(object).reduce(0) { count, _ in count &+ 1 }
    var table = KeyTable(view, count: members)
    for index in 0..<count { _ = table.insert(Int(truncatingIfNeeded: earlier[2 &* index &+ 1])) }
    let repeated = !table.insert(key)
    self.table = table
    return repeated
  }
}
