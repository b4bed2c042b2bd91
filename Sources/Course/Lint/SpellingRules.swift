/// `misspelled`: a word of the course that its language's dictionary does not know.
enum SpellingRules {
  static func check(_ context: TeacherContext) -> [Finding] {
    let known = Set(context.course.knownWords.flatMap(Spelling.words).map(TextFolding.key))
    // Each distinct word of a side is looked up once, at its first appearance: a course repeats its words
    // far more than it has them.
    var reported: Set<String> = []
    var findings: [Finding] = []
    for word in context.words.words {
      guard let dictionary = context.dictionary(word.side) else { continue }
      let key = TextFolding.key(word.text)
      let sideKey = "\(word.side):\(key)"
      guard !known.contains(key), !reported.contains(sideKey), !dictionary.knows(word.text) else { continue }
      reported.insert(sideKey)
      let language = context.course.language(of: word.side).name
      findings.append(
        Finding(
          .misspelled, Messages.misspelled(word.text, language, dictionary.suggestions(for: word.text)),
          at: word.place.path(in: context.course, sources: context.sources)))
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
