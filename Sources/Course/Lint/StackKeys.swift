/// The folded keys of the few texts one rule compares (an exercise's choices, tiles or pairs), kept on the
/// stack: no list is made on the heap for each exercise.
enum StackKeys {
  /// Calls `body` with `TextFolding.key` of `text(i)` for each `i` below `count`.
  static func with<Result>(
    count: Int, text: (Int) -> String, body: (UnsafeBufferPointer<String>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: String.self, capacity: max(count, 1)) { buffer in
      for index in 0..<count { buffer.initializeElement(at: index, to: TextFolding.key(text(index))) }
      defer { buffer.extracting(0..<count).deinitialize() }
      return body(UnsafeBufferPointer(buffer.extracting(0..<count)))
    }
  }

  /// Calls `body` with the index of each key that repeats an earlier one, ignoring empty keys when asked.
  static func forEachRepeat(
    in keys: UnsafeBufferPointer<String>, skippingEmpty: Bool, _ body: (Int) -> Void
  ) {
    // A few keys are compared directly; a set pays off only for many.
    var seen: Set<String> = []
    for (index, key) in keys.enumerated() where !(skippingEmpty && key.isEmpty) {
      let repeated =
        keys.count > 16 ? !seen.insert(key).inserted : keys[..<index].contains(key)
      if repeated { body(index) }
    }
  }
}
