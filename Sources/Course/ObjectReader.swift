import JSON

/// Reads the members of one JSON object, recording a finding for each key missing, mistyped or unknown.
///
/// Readers nest as the values they read do: a reader must `finish` before the reader of the object
/// around it asks for another key, because the keys asked for are kept on the decoder's trail.
struct ObjectReader {
  let view: JSONView
  /// The object's value on the tape.
  let object: Int
  let place: DecoderTrail.Place
  private(set) var findings: [Finding] = []
  /// Where this reader's keys begin in the trail's list of keys asked for.
  private let knownStart: Int
  /// Which of the first 64 members a key asked for has matched, by place.
  private var matched: UInt64 = 0
  /// Whether every key counts as known (`markAllKnown`).
  private var allKnown = false
  /// The keys read into slots, and where the members with them are, when the reader was made with a schema.
  private let schema: KeySchema?
  private let slots: KeySlots
  /// The slots of the keys asked for, one bit each: their keys are not put on the trail.
  private var askedSlots: UInt16 = 0

  /// Reads `value` as an object; `nil` (with a finding) when it is something else. With `keys`, the
  /// object's members with those keys are found at once, for the `.slotted` keys asked for later.
  init?(
    _ view: JSONView, _ value: Int, at place: DecoderTrail.Place, what: String, keys: KeySchema? = nil,
    findings: inout [Finding]
  ) {
    guard view.isObject(value) else {
      findings.append(
        Finding(.wrongType, "\(what) must be an object, not \(view.type(value).name)", at: place.path))
      return nil
    }
    self.view = view
    object = value
    self.place = place
    knownStart = place.trail.known.count
    schema = keys
    slots = keys?.slots(of: value, in: view) ?? KeySlots()
  }

  /// The path of the object.
  var path: JSONPath { place.path }

  /// The keys asked for so far; a handful per object, so a list beats a set.
  private var known: [String] {
    let known = place.trail.known
    var texts = known[Swift.min(knownStart, known.count)...].map(\.text)
    if let schema {
      for (slot, key) in schema.keys.enumerated() where askedSlots & 1 << slot != 0 {
        texts.append(key.literal.description)
      }
    }
    return texts
  }

  /// The object's members: each key's text and its value.
  var members: [(key: String, value: Int)] {
    view.members(object).map { (view.string($0.key) ?? "", $0.value) }
  }

  /// The value of `key` (the last member with that key), noting it as known; `nil` with a finding when
  /// required and missing.
  mutating func node(_ key: ObjectKey, required: Bool = true) -> Int? {
    if let found = value(of: key) { return found }
    if required {
      findings.append(
        Finding(.missingKey, "missing required key '\(key.text)'; add it to this object", at: path))
    }
    return nil
  }

  /// The value of the last member with `key`, noting the key as asked for and the members with it as
  /// matched: from the key's slot when it has one in the reader's schema, else from a look through the
  /// members (the key then put on the trail).
  @inline(__always)
  private mutating func value(of key: ObjectKey) -> Int? {
    if case .slotted(let slot, let literal) = key, let schema, slot < schema.keys.count,
      schema.keys[slot].isASCII, literal.hasPointerRepresentation,
      schema.keys[slot].literal.utf8Start == literal.utf8Start,
      schema.keys[slot].count == literal.utf8CodeUnitCount
    {
      askedSlots |= 1 << slot
      matched |= slots.places[slot]
      return slots.value(slot)
    }
    place.trail.known.append(key)
    return key.lastValue(in: object, of: view, matched: &matched, patterns: place.trail)
  }

  /// A string value; `nil` with a finding when missing or of another type.
  mutating func string(_ key: ObjectKey, required: Bool = true) -> String? {
    stringValue(key, required: required).flatMap(view.string)
  }

  /// A string value as a value of the document, its text not read; `nil` with a finding when missing or of
  /// another type, as `string`.
  mutating func stringValue(_ key: ObjectKey, required: Bool = true) -> Int? {
    guard let value = node(key, required: required) else { return nil }
    guard view.isString(value) else {
      wrongType(key, value, expected: "a string")
      return nil
    }
    return value
  }

  /// An integer value in `range`, in any notation (`1`, `1.0`, `1e0`); `nil` with a finding when missing,
  /// fractional, of another type or out of `range` (however large the number written).
  mutating func int(_ key: ObjectKey, in range: ClosedRange<Int>, required: Bool = true) -> Int? {
    guard let value = self.node(key, required: required) else { return nil }
    guard let number = view.number(value) else {
      wrongType(key, value, expected: "a whole number")
      return nil
    }
    let integer: Int
    switch number.whole {
    case .whole(let value): integer = value
    case .tooLarge:
      outOfRange(key, number.literal, range)
      return nil
    case .fraction:
      findings.append(
        Finding(
          .wrongType, "'\(key.text)' must be a whole number, not \(number.literal)",
          at: path.appending(key.text)))
      return nil
    }
    guard range.contains(integer) else {
      outOfRange(key, number.literal, range)
      return nil
    }
    return integer
  }

  private mutating func outOfRange(_ key: ObjectKey, _ literal: String, _ range: ClosedRange<Int>) {
    findings.append(
      Finding(
        .numberOutOfRange,
        "'\(key.text)' must be a whole number from \(range.lowerBound.grouped) to \(range.upperBound.grouped), "
          + "not \(literal)", at: path.appending(key.text)))
  }

  /// An array of strings; `nil` with a finding when missing or mistyped.
  mutating func strings(_ key: ObjectKey, required: Bool = true) -> [String]? {
    guard let array = array(key, required: required) else { return nil }
    return strings(inArray: array, key: key)
  }

  /// Appends to `strings` the strings of the array that is the value `value` of the member `key`, found
  /// already (a member read by its place, not looked up by its key): a glossary keeps every meaning in one
  /// row. A finding when it is no array, and for each element of another type.
  mutating func appendStrings(at value: Int, key: String, to strings: inout [String]) {
    guard view.isArray(value) else {
      wrongType(.text(key), value, expected: "an array")
      return
    }
    appendStrings(inArray: value, key: .text(key), to: &strings)
  }

  /// The strings of `array`, the value of `key`, with a finding for each element of another type.
  private mutating func strings(inArray array: Int, key: ObjectKey) -> [String]? {
    var result: [String] = []
    result.reserveCapacity(view.count(array))
    appendStrings(inArray: array, key: key, to: &result)
    return result
  }

  /// Appends the strings of `array`, the value of `key`, to `result`, with a finding for each element of
  /// another type.
  private mutating func appendStrings(inArray array: Int, key: ObjectKey, to result: inout [String]) {
    for (index, element) in view.elements(array).enumerated() {
      guard let text = view.string(element) else {
        findings.append(
          Finding(
            .wrongType, "'\(key.text)' must hold strings, not \(view.type(element).name)",
            at: path.appending(key.text).appending(index)))
        continue
      }
      result.append(text)
    }
  }

  /// An array value; `nil` with a finding when missing or of another type.
  mutating func array(_ key: ObjectKey, required: Bool = true) -> Int? {
    guard let value = node(key, required: required) else { return nil }
    guard view.isArray(value) else {
      wrongType(key, value, expected: "an array")
      return nil
    }
    return value
  }

  /// Stops `finish` from reporting keys, for an object already reported as a whole.
  mutating func markAllKnown() { allKnown = true }

  /// Records a finding for every key that no read asked for, suggesting a known key that is close.
  mutating func finish(extraKeys: Set<String> = []) -> [Finding] {
    defer {
      let trail = place.trail
      while trail.known.count > knownStart { trail.known.removeLast() }
    }
    guard !allKnown, !slots.allMatched(matched), let known = unknownKeyAmong(extraKeys: extraKeys) else {
      return findings
    }
    let allowed = Set(known).union(extraKeys)
    var reported: Set<String> = []
    for member in view.members(object) {
      let key = view.string(member.key) ?? ""
      guard !allowed.contains(key), reported.insert(key).inserted else { continue }
      var message = "unknown key '\(key)'"
      if let close = allowed.closest(to: key) {
        message += "; did you mean '\(close)'?"
      } else {
        message += "; remove it (known keys: \(allowed.sorted().joined(separator: ", ")))"
      }
      findings.append(
        Finding(
          .unknownKey, message, at: path.appending(key), location: .offset(view.offset(member.key)))
      )
    }
    return findings
  }

  /// The keys asked for, when some member's key is neither one of them nor one of `extraKeys`; else nil.
  private func unknownKeyAmong(extraKeys: Set<String>) -> [String]? {
    var position = 0
    var known: [String]?
    for member in view.members(object) {
      defer { position += 1 }
      // A member a read matched has a known key; any other is looked up by its text.
      if position < 64, matched & 1 << position != 0 { continue }
      let key = view.string(member.key) ?? ""
      let asked = known ?? self.known
      known = asked
      if !asked.contains(key) && !extraKeys.contains(key) { return asked }
    }
    return nil
  }

  private mutating func wrongType(_ key: ObjectKey, _ value: Int, expected: String) {
    findings.append(
      Finding(
        .wrongType, "'\(key.text)' must be \(expected), not \(view.type(value).name)",
        at: path.appending(key.text)))
  }
}

extension Set<String> {
  /// The closest member within a few edits of `word` (see `Suggestion.closest`).
  func closest(to word: String) -> String? { Suggestion.closest(to: word, in: self) }
}

/// The Levenshtein distance between two strings, over Unicode scalars (see `Suggestion.distance`).
public func editDistance(_ a: String, _ b: String) -> Int { Suggestion.distance(a, b) }
