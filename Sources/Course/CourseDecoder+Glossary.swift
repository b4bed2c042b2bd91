/// Reading a course's glossary.
extension CourseDecoder {
  /// The glossary: an object from each word or phrase taught to an array of its meanings.
  mutating func glossary(_ node: Int, at place: Place) -> Glossary {
    var findings: [Finding] = []
    defer { self.append(findings) }
    guard var reader = ObjectReader(view, node, at: place, what: "the glossary", findings: &findings) else {
      return Glossary()
    }
    // Every key is a word of the course: each member is read where it is, not looked up by its key, so
    // the glossary costs its length, not its square. A key given twice takes its last value, as `node`.
    let members = reader.members
    reader.markAllKnown()
    // First as if no key were given twice: each member's own value is its last. The glossary's places by
    // folded key then tell: when every member made an entry under a key of its own, no two keys are equal
    // (equal keys fold alike), so each key was hashed once, by the glossary, not again to find its last,
    // nor by the document rules to find a repeat (`distinctGlossary`).
    let (saved, count) = (reader, findings.count)
    let once = glossary(members, at: place, reader: &reader, findings: &findings) { $0.value }
    if once.places.count == members.count {
      distinctGlossary = node
      return once
    }
    reader = saved
    findings.removeSubrange(count...)
    var last: [String: Int] = [:]
    last.reserveCapacity(members.count)
    for member in members { last[member.key] = member.value }
    return glossary(members, at: place, reader: &reader, findings: &findings) { last[$0.key] ?? $0.value }
  }

  /// The glossary of `members`, each entry's meanings read from the value `value` gives for its member.
  /// The meanings are kept in a row, not in an array for each entry.
  private func glossary(
    _ members: [(key: String, value: Int)], at place: Place, reader: inout ObjectReader,
    findings: inout [Finding], value: ((key: String, value: Int)) -> Int
  ) -> Glossary {
    var words: [String] = []
    words.reserveCapacity(members.count)
    var keys: [String] = []
    keys.reserveCapacity(members.count)
    var ends: [Int] = []
    ends.reserveCapacity(members.count)
    var meanings: [String] = []
    meanings.reserveCapacity(members.count &* 2)
    for member in members {
      let start = meanings.count
      reader.appendStrings(at: value(member), key: member.key, to: &meanings)
      if view.isArray(member.value), view.count(member.value) == 0 {
        findings.append(
          Finding(
            .wrongType, "the glossary must give '\(member.key)' at least one meaning",
            at: place.appending(member.key)))
      }
      if meanings.count > start {
        words.append(member.key)
        ends.append(meanings.count)
        keys.append(TextFolding.key(member.key))
      }
    }
    findings.append(any: reader.finish())
    return Glossary(words: words, meanings: meanings, ends: ends, keys: keys)
  }
}
