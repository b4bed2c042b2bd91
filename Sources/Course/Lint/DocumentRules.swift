import JSON

/// Rules on the JSON text itself: duplicate keys, empty strings, control and invisible characters.
enum DocumentRules {
  /// Checks the whole document but the values of `skipping`'s elements (an array, the course's units), and
  /// but the keys of `distinctKeys`, an object whose keys are known to be all different (the glossary, as
  /// its decoder found them).
  static func check(_ document: JSONDocument, skipping array: Int? = nil, distinctKeys: Int? = nil)
    -> [Finding]
  {
    document.withView { view in
      var walker = Walker(view: view)
      walker.skipped = array
      walker.distinctKeys = distinctKeys
      walker.walk(view.root)
      return walker.finished()
    }
  }

  /// Checks `elements`, a run of the elements of the array `array` (a member of the top-level object),
  /// each at its index in the array.
  static func check(_ document: JSONDocument, elements: ArraySlice<Int>, of array: Int) -> [Finding] {
    document.withView { view in
      var walker = Walker(view: view)
      for (index, element) in zip(elements.indices, elements) {
        let found = walker.findings.count
        walker.walk(element)
        guard walker.findings.count != found else { continue }
        // A member's key has the word just before its value's.
        walker.addStep(.index(index), since: found)
        walker.addStep(.key(view.string(array - 1) ?? ""), since: found)
      }
      return walker.finished()
    }
  }

  /// Walks the document's tape once. Where it is is not kept as it goes down: a finding's path is built
  /// on the way back up, innermost step first, by each object and array it lies in (findings are few).
  private struct Walker {
    let view: JSONView
    /// The findings, each path's components innermost first until `finished()` turns them round.
    var findings: [Finding] = []
    /// The answers of `isInvisible` for the non-ASCII scalars seen last, in the slot of their low bits (the
    /// scalar's value, shifted, and the answer): a course repeats a few quotes and marks, and the Unicode
    /// tables are slow to ask.
    var seen = [UInt32](repeating: .max, count: 64)
    /// An array whose elements are not walked.
    var skipped: Int?
    /// An object whose keys are not compared: they are known to be all different.
    var distinctKeys: Int?

    init(view: JSONView) { self.view = view }

    /// The findings, with their paths outermost first.
    func finished() -> [Finding] {
      findings.map { finding in
        var finding = finding
        finding.path.components.reverse()
        return finding
      }
    }

    /// Adds `step` to the path of each finding from `start` on: one step further out.
    mutating func addStep(_ step: JSONPath.Component, since start: Int) {
      for index in start..<findings.count { findings[index].path.components.append(step) }
    }

    /// Checks `value` and everything in it.
    mutating func walk(_ value: Int) {
      switch view.kind(value) {
      case .plainString:
        // Printable ASCII is never a control or invisible character: most text is only that.
        if view.isEmptyString(value) { report(.emptyString, Messages.emptyString, at: value) }
      case .string:
        // Never empty (an empty string is plain); its bytes are read for what is not printable ASCII.
        check(value, what: "text")
      case .scalar:
        break
      case .container where view.firstByte(value) == UInt8(ascii: "["):
        walkElements(of: value)
      case .container:
        walkMembers(of: value)
      }
    }

    /// Checks an array's elements, in order.
    private mutating func walkElements(of array: Int) {
      guard array != skipped else { return }
      for (index, element) in view.elements(array).enumerated() {
        let found = findings.count
        walk(element)
        if findings.count != found { addStep(.index(index), since: found) }
      }
    }

    /// Checks an object's keys and values, in order.
    private mutating func walkMembers(of object: Int) {
      let repeats = object == distinctKeys ? [] : repeatedKeys(of: object)
      for member in view.members(object) {
        let found = findings.count
        if repeats.contains(member.key) {
          let key = view.string(member.key) ?? ""
          report(.duplicateKey, Messages.duplicateKey(key), at: member.key)
        }
        if view.kind(member.key) == .string { check(member.key, what: "key") }
        walk(member.value)
        if findings.count != found { addStep(.key(view.string(member.key) ?? ""), since: found) }
      }
    }

    /// The keys of `object` that repeat an earlier key of it: none, mostly. Plain keys are told apart
    /// first by a bit drawn from their first eight bytes: when no two keys have the same bit, no key
    /// repeats, and none is compared (most objects, whose keys are few); else, and for an object with a
    /// key not plain, the keys are compared (`ObjectKeys`).
    private func repeatedKeys(of object: Int) -> [Int] {
      let end = Int(view.tape[object + 1])
      var bits: UInt64 = 0
      var key = object + 2
      while key < end, view.kind(key) == .plainString {
        let bit: UInt64 = 1 << ((view.plainPrefix(key) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        guard bits & bit == 0 else { break }
        bits |= bit
        key = view.next(key + 1)
      }
      guard key < end else { return [] }
      return ObjectKeys.of(object, in: view) { keys in
        view.members(object).compactMap { keys.isRepeated($0.key) ? $0.key : nil }
      }
    }

    /// Reports the first control or invisible character in the string (or key) at `value`.
    private mutating func check(_ value: Int, what: String) {
      guard let scalar = view.firstInvisible(in: value, where: { isInvisible($0) }) else { return }
      report(.controlCharacter, Messages.controlCharacter(scalar, in: what), at: value)
    }

    /// Whether `scalar` is a control or invisible character, remembered for the last scalars asked about.
    private mutating func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
      guard scalar.value >= 0xA0 else { return scalar.isControlOrInvisible }
      let slot = Int(scalar.value & 63)
      if seen[slot] >> 1 == scalar.value { return seen[slot] & 1 == 1 }
      let answer = scalar.isControlOrInvisible
      seen[slot] = scalar.value << 1 | (answer ? 1 : 0)
      return answer
    }

    /// Records an error at the value (or key) whose word is at `value`; its path is built on the way up.
    private mutating func report(_ rule: Rule, _ message: String, at value: Int) {
      findings.append(Finding(rule, message, at: JSONPath(), location: .offset(view.offset(value))))
    }
  }

  enum Messages {
    static let emptyString = "empty string; write the text, or remove the key if it is optional"

    static func duplicateKey(_ key: String) -> String {
      "duplicate key '\(key)'; JSON readers keep only one of them, so remove the other"
    }

    static func controlCharacter(_ scalar: Unicode.Scalar, in what: String) -> String {
      let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
      return
        "\(what) contains the control or invisible character \(code); delete it (it would show as garbage or reorder text)"
    }
  }
}

extension String {
  func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
