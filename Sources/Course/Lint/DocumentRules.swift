/// Rules on the JSON text itself: duplicate keys, empty strings, control and invisible characters.
enum DocumentRules {
  static func check(_ document: JSONNode) -> [Finding] {
    var findings: [Finding] = []
    walk(document, path: .root, into: &findings)
    return findings
  }

  private static func walk(_ node: JSONNode, path: JSONPath, into findings: inout [Finding]) {
    switch node.value {
    case .string(let text):
      check(text, path: path, location: node.location, what: "text", into: &findings)
      if text.isEmpty {
        findings.append(
          Finding(.error, "empty-string", Messages.emptyString, at: path, location: node.location))
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        walk(element, path: path.appending(index), into: &findings)
      }
    case .object(let members):
      var seen: Set<String> = []
      for member in members {
        let memberPath = path.appending(member.key)
        if !seen.insert(member.key).inserted {
          findings.append(
            Finding(
              .error, "duplicate-key", Messages.duplicateKey(member.key), at: memberPath,
              location: member.keyLocation))
        }
        check(member.key, path: memberPath, location: member.keyLocation, what: "key", into: &findings)
        walk(member.value, path: memberPath, into: &findings)
      }
    case .null, .bool, .number:
      break
    }
  }

  private static func check(
    _ text: String, path: JSONPath, location: FileLocation, what: String, into findings: inout [Finding]
  ) {
    guard let scalar = text.unicodeScalars.first(where: \.isControlOrInvisible) else { return }
    findings.append(
      Finding(
        .error, "control-character", Messages.controlCharacter(scalar, in: what), at: path, location: location
      ))
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
