/// Rules on the JSON text itself: duplicate keys, empty strings, control and invisible characters.
enum DocumentRules {
  static func check(_ document: JSONNode) -> [Finding] {
    var findings: [Finding] = []
    var path: [JSONPath.Component] = []
    walk(document, path: &path, into: &findings)
    return findings
  }

  /// Checks `node` and everything in it; `path` is where it is, built into a `JSONPath` only for a finding.
  private static func walk(_ node: JSONNode, path: inout [JSONPath.Component], into findings: inout [Finding])
  {
    switch node.value {
    case .string(let text):
      check(text, path: path, location: node.location, what: "text", into: &findings)
      if text.isEmpty {
        findings.append(
          Finding(.error, "empty-string", Messages.emptyString, at: JSONPath(path), location: node.location))
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        path.append(.index(index))
        walk(element, path: &path, into: &findings)
        path.removeLast()
      }
    case .object(let members):
      // A few keys are compared directly; a set pays off only for large objects.
      var seen: Set<String> = []
      for (index, member) in members.enumerated() {
        path.append(.key(member.key))
        let repeated =
          members.count > 16 ? !seen.insert(member.key).inserted : isRepeated(index, in: members)
        if repeated {
          findings.append(
            Finding(
              .error, "duplicate-key", Messages.duplicateKey(member.key), at: JSONPath(path),
              location: member.keyLocation))
        }
        check(member.key, path: path, location: member.keyLocation, what: "key", into: &findings)
        walk(member.value, path: &path, into: &findings)
        path.removeLast()
      }
    case .null, .bool, .number:
      break
    }
  }

  /// Whether the key of `members[index]` is used by an earlier member, for small objects.
  private static func isRepeated(_ index: Int, in members: [JSONMember]) -> Bool {
    let key = members[index].key
    return members[..<index].contains { $0.key == key }
  }

  private static func check(
    _ text: String, path: [JSONPath.Component], location: FileLocation, what: String,
    into findings: inout [Finding]
  ) {
    // Printable ASCII is never a control or invisible character: most text is only that.
    if text.utf8.allSatisfy({ $0 &- 0x20 < 0x5F }) { return }
    guard let scalar = text.unicodeScalars.first(where: \.isControlOrInvisible) else { return }
    findings.append(
      Finding(
        .error, "control-character", Messages.controlCharacter(scalar, in: what), at: JSONPath(path),
        location: location))
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
