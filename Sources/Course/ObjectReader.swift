/// Reads the members of one JSON object, recording a finding for each key missing, mistyped or unknown.
struct ObjectReader {
  let members: [JSONMember]
  let path: JSONPath
  private(set) var findings: [Finding] = []
  /// The keys asked for; a handful per object, so a list beats a set.
  private var known: [String] = []

  /// Reads `node` as an object; `nil` (with a finding) when it is something else.
  init?(_ node: JSONNode, at path: JSONPath, what: String, findings: inout [Finding]) {
    guard case .object(let members) = node.value else {
      findings.append(
        .error("wrong-type", "\(what) must be an object, not \(node.value.typeName)", at: path))
      return nil
    }
    self.members = members
    self.path = path
    known.reserveCapacity(members.count + 2)
  }

  /// The value of `key`, noting it as known; `nil` with a finding when required and missing.
  mutating func node(_ key: String, required: Bool = true) -> JSONNode? {
    known.append(key)
    if let member = members.last(where: { $0.key == key }) { return member.value }
    if required {
      findings.append(
        .error("missing-key", "missing required key '\(key)'; add it to this object", at: path))
    }
    return nil
  }

  /// A string value; `nil` with a finding when missing or of another type.
  mutating func string(_ key: String, required: Bool = true) -> String? {
    guard let node = node(key, required: required) else { return nil }
    guard case .string(let text) = node.value else {
      wrongType(key, node, expected: "a string")
      return nil
    }
    return text
  }

  /// An integer value in `range`; `nil` with a finding when missing, fractional, of another type or out
  /// of `range` (however large the number written).
  mutating func int(_ key: String, in range: ClosedRange<Int>, required: Bool = true) -> Int? {
    guard let node = node(key, required: required) else { return nil }
    guard case .number(let number) = node.value else {
      wrongType(key, node, expected: "a whole number")
      return nil
    }
    guard let value = number.int else {
      // An integer too large for any Int is out of range; a fraction or an exponent is the wrong type.
      if number.literal.allSatisfy({ $0 == "-" || $0.isASCIIDigit }) {
        outOfRange(key, number.literal, range)
      } else {
        wrongType(key, node, expected: "a whole number")
      }
      return nil
    }
    guard range.contains(value) else {
      outOfRange(key, number.literal, range)
      return nil
    }
    return value
  }

  private mutating func outOfRange(_ key: String, _ literal: String, _ range: ClosedRange<Int>) {
    findings.append(
      .error(
        "number-out-of-range",
        "'\(key)' must be a whole number from \(range.lowerBound.grouped) to \(range.upperBound.grouped), "
          + "not \(literal)", at: path.appending(key)))
  }

  /// An array of strings; `nil` with a finding when missing or mistyped.
  mutating func strings(_ key: String, required: Bool = true) -> [String]? {
    guard let elements = array(key, required: required) else { return nil }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element.value else {
        findings.append(
          .error(
            "wrong-type", "'\(key)' must hold strings, not \(element.value.typeName)",
            at: path.appending(key).appending(index)))
        continue
      }
      result.append(text)
    }
    return result
  }

  /// An array's elements; `nil` with a finding when missing or of another type.
  mutating func array(_ key: String, required: Bool = true) -> [JSONNode]? {
    guard let node = node(key, required: required) else { return nil }
    guard case .array(let elements) = node.value else {
      wrongType(key, node, expected: "an array")
      return nil
    }
    return elements
  }

  /// Stops `finish` from reporting keys, for an object already reported as a whole.
  mutating func markAllKnown() { known += members.map(\.key) }

  /// Records a finding for every key that no read asked for, suggesting a known key that is close.
  mutating func finish(extraKeys: Set<String> = []) -> [Finding] {
    let many = known.count > 16 ? Set(known) : nil
    func isKnown(_ key: String) -> Bool { many?.contains(key) ?? known.contains(key) }
    guard members.contains(where: { !isKnown($0.key) && !extraKeys.contains($0.key) }) else {
      return findings
    }
    let allowed = Set(known).union(extraKeys)
    var reported: Set<String> = []
    for member in members where !allowed.contains(member.key) && reported.insert(member.key).inserted {
      var message = "unknown key '\(member.key)'"
      if let close = allowed.closest(to: member.key) {
        message += "; did you mean '\(close)'?"
      } else {
        message += "; remove it (known keys: \(allowed.sorted().joined(separator: ", ")))"
      }
      findings.append(
        Finding(.error, "unknown-key", message, at: path.appending(member.key), location: member.keyLocation))
    }
    return findings
  }

  private mutating func wrongType(_ key: String, _ node: JSONNode, expected: String) {
    findings.append(
      .error(
        "wrong-type", "'\(key)' must be \(expected), not \(node.value.typeName)",
        at: path.appending(key)))
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0 to 9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Set<String> {
  /// The closest member within a few edits of `word` (one edit per three letters, at least one).
  func closest(to word: String) -> String? {
    let limit = Swift.max(1, word.count / 3)
    let lowered = word.lowercased()
    let scalars = lowered.unicodeScalars.count
    // Words whose lengths in scalars differ by more than the limit are further apart than it (the distance
    // counts scalars): a long key is not compared scalar by scalar with every short one.
    let scored = filter { Swift.abs($0.lowercased().unicodeScalars.count - scalars) <= limit }
      .map { ($0, editDistance($0.lowercased(), lowered)) }.filter { $0.1 <= limit }
    guard let best = scored.map(\.1).min() else { return nil }
    let winners = scored.filter { $0.1 == best }.map(\.0).sorted()
    return winners.first
  }
}

/// The Levenshtein distance between two strings, over Unicode scalars.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.unicodeScalars)
  let b = Array(b.unicodeScalars)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    previous = current
  }
  return previous[b.count]
}
