import JSON

/// Rules on the JSON text itself: duplicate keys, empty strings, control and invisible characters.
enum DocumentRules {
  /// Checks the whole document but the values of `skipping`'s elements (an array, the course's units).
  static func check(_ document: JSONDocument, skipping array: Int? = nil) -> [Finding] {
    document.withView { view in
      var walker = Walker(view: view)
      walker.skipped = array
      walker.walk(view.root)
      return walker.findings
    }
  }

  /// Checks `elements`, a run of the elements of the array `array` (a member of the top-level object),
  /// each at its index in the array.
  static func check(_ document: JSONDocument, elements: ArraySlice<Int>, of array: Int) -> [Finding] {
    document.withView { view in
      var walker = Walker(view: view)
      // A member's key has the word just before its value's.
      for (index, element) in zip(elements.indices, elements) {
        walker.steps = [.key(array - 1), .index(index)]
        walker.walk(element)
      }
      return walker.findings
    }
  }

  /// Walks the document's tape; where it is is kept as steps, built into a `JSONPath` only for a finding.
  private struct Walker {
    let view: JSONView
    var findings: [Finding] = []
    /// The answers of `isInvisible` for the non-ASCII scalars seen last, in the slot of their low bits (the
    /// scalar's value, shifted, and the answer): a course repeats a few accented letters and emoji, and the
    /// Unicode tables are slow to ask.
    var seen = [UInt32](repeating: .max, count: 64)
    /// The way down to the value being checked: an object's key (its word on the tape) or an array's index.
    var steps: [Step] = []
    /// An array whose elements are not walked.
    var skipped: Int?

    enum Step {
      case key(Int)
      case index(Int)
    }

    init(view: JSONView) { self.view = view }

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
      case .container where view.isArray(value):
        guard value != skipped else { return }
        for (index, element) in view.elements(value).enumerated() {
          steps.append(.index(index))
          walk(element)
          steps.removeLast()
        }
      case .container:
        walkMembers(of: value)
      }
    }

    /// Checks an object's keys and values, in order.
    private mutating func walkMembers(of object: Int) {
      let count = view.members(object).reduce(0) { count, _ in count + 1 }
      // A few keys are compared directly; a table pays off only for large objects.
      var keys = count > 16 ? KeyTable(view, count: count) : nil
      for (index, member) in view.members(object).enumerated() {
        steps.append(.key(member.key))
        let repeated =
          count <= 16
          ? view.members(object).prefix(index).contains { view.string(member.key, equalsStringAt: $0.key) }
          : keys?.insert(member.key) == false
        if repeated {
          let key = view.string(member.key) ?? ""
          report(.duplicateKey, Messages.duplicateKey(key), at: member.key)
        }
        if view.kind(member.key) == .string { check(member.key, what: "key") }
        walk(member.value)
        steps.removeLast()
      }
    }

    /// Reports the first control or invisible character in the string (or key) at `value`.
    private mutating func check(_ value: Int, what: String) {
      guard let scalar = view.firstScalar(in: value, where: { isInvisible($0) }) else { return }
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

    /// Records an error at the value (or key) whose word is at `value`, at the path walked so far.
    private mutating func report(_ rule: Rule, _ message: String, at value: Int) {
      let components = steps.map { step -> JSONPath.Component in
        switch step {
        case .key(let key): .key(view.string(key) ?? "")
        case .index(let index): .index(index)
        }
      }
      findings.append(
        Finding(rule, message, at: JSONPath(components), location: .offset(view.offset(value))))
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
