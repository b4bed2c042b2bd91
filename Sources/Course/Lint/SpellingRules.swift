/// `misspelled`: a word of the course that its language's dictionary does not know.
enum SpellingRules {
  /// How many misspelled words, the first the course writes, are given the dictionary's suggestions: a
  /// suggestion costs Hunspell 10 to 300 ms, so a course of thousands of unknown words is reported at once.
  static let suggestedAtMost = 10
  /// The longest word (in Unicode scalars) given suggestions: Hunspell's time grows with the word's length.
  static let longestSuggested = 14

  static func check(_ context: TeacherContext) -> [Finding] {
    let known = Set(context.course.knownWords.flatMap(Spelling.words).map(TextFolding.key))
    // Each distinct word of a side is looked up once, at its first appearance: a course repeats its words
    // far more than it has them.
    // The folded words reported in each language: the taught one's, then the learner's.
    var reported: (taught: Set<String>, learner: Set<String>) = ([], [])
    var findings: [Finding] = []
    for word in context.words.words {
      guard let dictionary = context.dictionary(word.side) else { continue }
      let key = TextFolding.key(word.text)
      let seen = word.side == .taught ? reported.taught.contains(key) : reported.learner.contains(key)
      guard !known.contains(key), !seen, !dictionary.knows(word.text) else { continue }
      if word.side == .taught { reported.taught.insert(key) } else { reported.learner.insert(key) }
      let language = context.course.language(of: word.side).name
      let suggested =
        findings.count < suggestedAtMost && word.text.unicodeScalars.count <= longestSuggested
        ? dictionary.suggestions(for: word.text) : []
      findings.append(
        Finding(
          .misspelled, Messages.misspelled(word.text, language, suggested),
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
