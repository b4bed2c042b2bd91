/// The word rule: a word of the language taught should be taught (a node's `teaches`) before it is tested.
enum VocabularyRules {
  /// A taught entry (a word or a phrase such as "por favor") and where it is first taught.
  private struct Taught {
    let words: [String]
    let node: Node
    let order: Int
  }

  static func check(_ course: Course, sources: CourseSources) -> [Finding] {
    let nodes = course.units.enumerated().flatMap { u, unit in unit.nodes.enumerated().map { (u, $0, $1) } }
    // Each entry, first taught where, indexed by its first word.
    var byFirstWord: [String: [Taught]] = [:]
    var seen: Set<[String]> = []
    for (order, entry) in nodes.enumerated() {
      for words in entry.2.teaches.map(TextFolding.words) where !words.isEmpty && seen.insert(words).inserted
      {
        byFirstWord[words[0], default: []].append(Taught(words: words, node: entry.2, order: order))
      }
    }
    var findings: [Finding] = []
    for (order, (u, n, node)) in nodes.enumerated() {
      var reported: Set<[String]> = []
      for (e, exercise) in node.exercises.enumerated() {
        for words in testedTexts(exercise, taught: byFirstWord).map(TextFolding.words) {
          for (index, word) in words.enumerated() {
            for taught in byFirstWord[word] ?? []
            where taught.order > order && !reported.contains(taught.words) {
              guard words.dropFirst(index).starts(with: taught.words) else { continue }
              reported.insert(taught.words)
              let phrase = taught.words.joined(separator: " ")
              findings.append(
                .warning(
                  "untaught-word",
                  "'\(phrase)' is tested here but first taught in '\(taught.node.id)', later on the path; "
                    + "add it to this node's \"teaches\"",
                  at: sources.exercise(unit: u, node: n, exercise: e)))
            }
          }
        }
      }
    }
    return findings
  }

  /// The texts in the language taught that an exercise tests.
  private static func testedTexts(_ exercise: Exercise, taught: [String: [Taught]]) -> [String] {
    switch exercise {
    case .selectImage(let select): return [select.prompt]
    case .complete(let complete): return [complete.prompt, complete.answer]
    case .match(let match): return match.pairs.map(\.left)
    case .translate(let translate):
      // The side with more taught words is the one in the language taught.
      let count = { (text: String) in TextFolding.words(text).filter { taught[$0] != nil }.count }
      return [count(translate.prompt) >= count(translate.answer) ? translate.prompt : translate.answer]
    }
  }
}
