/// A course's taught words and phrases (the nodes' `teaches`), and which of them an exercise tests.
public struct Vocabulary: Sendable {
  /// A taught entry: its text as written, its folded words, and the path-order place of the node first teaching it.
  public struct Entry: Sendable {
    public let text: String
    public let words: [String]
    public let node: Node
    public let order: Int
  }

  /// The entries by their first folded word.
  private let byFirstWord: [String: [Entry]]

  public init(_ course: Course) {
    var byFirstWord: [String: [Entry]] = [:]
    var seen: Set<[String]> = []
    let nodes = course.units.flatMap(\.nodes)
    for (order, node) in nodes.enumerated() {
      for text in node.teaches {
        let words = TextFolding.words(text)
        guard !words.isEmpty, seen.insert(words).inserted else { continue }
        byFirstWord[words[0], default: []].append(Entry(text: text, words: words, node: node, order: order))
      }
    }
    self.byFirstWord = byFirstWord
  }

  /// The taught entries an exercise tests, in the order they first appear.
  public func entries(testedBy exercise: Exercise) -> [Entry] {
    var found: [Entry] = []
    var seen: Set<[String]> = []
    for words in testedTexts(exercise).map(TextFolding.words) {
      for (index, word) in words.enumerated() {
        for entry in byFirstWord[word] ?? [] where words.dropFirst(index).starts(with: entry.words) {
          if seen.insert(entry.words).inserted { found.append(entry) }
        }
      }
    }
    return found
  }

  /// The texts in the language taught that an exercise tests.
  private func testedTexts(_ exercise: Exercise) -> [String] {
    switch exercise {
    case .selectImage(let select): return [select.prompt]
    case .complete(let complete): return [complete.prompt, complete.answer]
    case .match(let match): return match.pairs.map(\.left)
    case .translate(let translate):
      return [translate.answerLanguage == .taught ? translate.answer : translate.prompt]
    }
  }
}
