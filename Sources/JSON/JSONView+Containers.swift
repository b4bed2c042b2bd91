extension JSONView {
  /// The values of an array, in order; none for a value of another type.
  @inlinable
  public func elements(_ array: Int) -> Elements {
    isArray(array) ? Elements(view: self, index: array + 2, end: Int(tape[array + 1])) : Elements(view: self)
  }

  /// The members of an object as the indices of each key and its value, in order, duplicates kept; none for
  /// a value of another type.
  @inlinable
  public func members(_ object: Int) -> Members {
    isObject(object)
      ? Members(view: self, index: object + 2, end: Int(tape[object + 1])) : Members(view: self)
  }

  /// The value of the last member whose key is `key` (compared as `String`'s `==` does), if any.
  @inlinable
  public func member(_ object: Int, _ key: String) -> Int? {
    withText(key) { matcher in
      var found: Int?
      for member in members(object) where matcher.matches(member.key) { found = member.value }
      return found
    }
  }

  /// The array's element at `index`, if it has one.
  @inlinable
  public func element(_ array: Int, at index: Int) -> Int? {
    var position = 0
    for element in elements(array) {
      if position == index { return element }
      position += 1
    }
    return nil
  }

  /// The number of values in an array.
  @inlinable
  public func count(_ array: Int) -> Int {
    var count = 0
    for _ in elements(array) { count += 1 }
    return count
  }

  /// An array's values, each the index of its first word.
  public struct Elements: Sequence, IteratorProtocol {
    @usableFromInline let view: JSONView
    @usableFromInline var index = 0
    @usableFromInline var end = 0

    @inlinable
    init(view: JSONView, index: Int = 0, end: Int = 0) {
      self.view = view
      self.index = index
      self.end = end
    }

    @inlinable
    public mutating func next() -> Int? {
      guard index < end else { return nil }
      defer { index = view.next(index) }
      return index
    }
  }

  /// An object's members, each the index of its key's word and of its value's first word.
  public struct Members: Sequence, IteratorProtocol {
    @usableFromInline let view: JSONView
    @usableFromInline var index = 0
    @usableFromInline var end = 0

    @inlinable
    init(view: JSONView, index: Int = 0, end: Int = 0) {
      self.view = view
      self.index = index
      self.end = end
    }

    @inlinable
    public mutating func next() -> (key: Int, value: Int)? {
      guard index < end else { return nil }
      defer { index = view.next(index + 1) }
      return (index, index + 1)
    }
  }
}
