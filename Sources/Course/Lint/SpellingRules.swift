/// `misspelled`: a word of the course that its language's dictionary does not know.
enum SpellingRules {
  static func check(_ context: TeacherContext) -> [Finding] {
    let known = Set(context.course.knownWords.flatMap(Spelling.words).map(TextFolding.key))
    // Each distinct word of a side is looked up once: a course repeats its words far more than it has them.
    var looked: [LanguageSide: Set<String>] = [:]
    var reported: Set<String> = []
    var findings: [Finding] = []
    for text in context.course.texts(sources: context.sources) {
      guard let dictionary = context.dictionary(text.side) else { continue }
      for word in Spelling.words(text.text) {
        guard looked[text.side, default: []].insert(word).inserted else { continue }
        let key = TextFolding.key(word)
        guard !known.contains(key), !reported.contains("\(text.side):\(key)"), !dictionary.knows(word) else {
          continue
        }
        reported.insert("\(text.side):\(key)")
        let language = context.course.language(of: text.side).name
        findings.append(
          .warning(
            "misspelled", Messages.misspelled(word, language, dictionary.suggestions(for: word)),
            at: text.path))
      }
    }
    return findings
  }

  enum Messages {
    static func misspelled(_ word: String, _ language: String, _ suggestions: [String]) -> String {
      let offered = suggestions.prefix(4).map { "'\($0)'" }.joined(separator: ", ")
      let hint = offered.isEmpty ? "" : " (did you mean \(offered)?)"
      return "'\(word)' is not in the \(language) dictionary\(hint); fix the spelling, "
        + "or add it to the course's \"knownWords\" if it is a name or meant"
    }
  }
}
