import JSON

/// `bad-id` and `bad-language-code`: an id or a language code outside `IdentifierSyntax`. Ids and codes
/// become shell completion words, file names and espeak-ng's and Hunspell's arguments, so their syntax is
/// an error. An empty one is left to `empty-string`.
enum IdentifierRules {
  /// The findings on the course's own id and its two language codes.
  static func check(topLevel course: Course) -> [Finding] {
    var findings: [Finding] = []
    findings += id(course.id, "course id", at: .root.appending("id"))
    for (key, language) in [("language", course.language), ("fromLanguage", course.fromLanguage)] {
      findings += code(language.code, at: .root.appending(key).appending("code"))
    }
    return findings
  }

  /// The findings on the ids of the units `range` of `course` and of their nodes.
  static func check(_ course: Course, sources: CourseSources, units range: Range<Int>) -> [Finding] {
    var findings: [Finding] = []
    // The units and nodes are read in place, not copied out of their lists, and a path is made only for a
    // finding.
    for u in range {
      findings += id(course.units[u].id, "unit id", at: sources.units[u].path.appending("id"))
      let nodes = course.units[u].nodes
      for n in nodes.indices {
        findings += id(nodes[n].id, "node id", at: sources.units[u].nodes[n].path.appending("id"))
      }
    }
    return findings
  }

  private static func id(_ text: String, _ what: String, at path: @autoclosure () -> JSONPath) -> [Finding] {
    guard !text.isEmpty, !IdentifierSyntax.isIdentifier(text) else { return [] }
    return [Finding(.badId, Messages.id(text, what), at: path())]
  }

  private static func code(_ text: String, at path: JSONPath) -> [Finding] {
    guard !text.isEmpty, !IdentifierSyntax.isLanguageCode(text) else { return [] }
    return [Finding(.badLanguageCode, Messages.code(text), at: path)]
  }

  enum Messages {
    static func id(_ text: String, _ what: String) -> String {
      let hint = IdentifierSyntax.cleanedIdentifier(text).map { "; did you mean '\($0)'?" } ?? ""
      return "\(what) '\(text)' is not an id: write 1 to \(IdentifierSyntax.maxIdentifierLength) "
        + "ASCII letters, digits, '.', '_' or '-', starting with a letter or digit\(hint)"
    }

    static func code(_ text: String) -> String {
      let hint = IdentifierSyntax.cleanedLanguageCode(text).map { "; did you mean '\($0)'?" } ?? ""
      return "language code '\(text)' is not a language code: write 2 to 8 ASCII letters, then "
        + "'-' subtags of letters or digits, such as 'es' or 'pt-BR'\(hint)"
    }
  }
}
