import Course

/// A deck's items in the order a learner meets them best: its words commonest first (by how often its own
/// sentences write them), its sentences shorter and commoner first, each after the words it uses, the two
/// mixed in the deck's own proportion so that each lesson brings a few new words and uses known ones.
enum DifficultyOrder {
  /// `items` in that order.
  static func ordered(_ items: [Item]) -> [Item] {
    let words = items.indices.filter { items[$0].word != nil }
    let sentences = items.indices.filter { items[$0].word == nil }
    guard !words.isEmpty || sentences.count > 1 else { return items }
    // Each word's place among the words, by its folded text (the first of several alike).
    var wordAt: [String: Int] = [:]
    for (place, index) in words.enumerated() {
      if let word = items[index].word, wordAt[TextFolding.key(word.text)] == nil {
        wordAt[TextFolding.key(word.text)] = place
      }
    }
    let sentenceWords = sentences.map { TextFolding.words(text(of: items[$0])) }
    var counts: [String: Int] = [:]
    for words in sentenceWords { for word in words { counts[word, default: 0] += 1 } }
    // A word is as common as the rarest of its words ("la femme" as "femme").
    let wordTexts = words.map { TextFolding.words(items[$0].word?.text ?? "") }
    let commonness = wordTexts.map { $0.map { counts[$0] ?? 0 }.min() ?? 0 }
    let byCommonness = words.indices.sorted { (-commonness[$0], $0) < (-commonness[$1], $1) }
    let wordOrder = withContainedFirst(byCommonness, texts: wordTexts, at: wordAt)
    var rank = [Int](repeating: 0, count: words.count)
    for (position, word) in wordOrder.enumerated() { rank[word] = position }
    // A sentence waits for the last word it uses; it is as hard as its length and its rarest word.
    var waiting: [Int: [Int]] = [:]
    let lengths = sentences.map { length(of: items[$0]) }
    let rarities = sentenceWords.map { -($0.map { counts[$0] ?? 0 }.min() ?? 0) }
    for s in sentences.indices {
      let used = contained(sentenceWords[s], at: wordAt)
      waiting[used.map { rank[$0] }.max() ?? -1, default: []].append(s)
    }
    var ready = Heap { (a: Int, b: Int) in (lengths[a], rarities[a], a) < (lengths[b], rarities[b], b) }
    for s in waiting[-1] ?? [] { ready.push(s) }
    var result: [Item] = []
    result.reserveCapacity(items.count)
    var (takenWords, takenSentences) = (0, 0)
    let (shortest, longest) = (lengths.min() ?? 0, lengths.max() ?? 0)
    while result.count < items.count {
      // Words and sentences alternate in the deck's proportion. A sentence waits while none is ready, or
      // while the readiest is longer than the deck's sentences grow to by this point: then a word comes,
      // which readies more.
      let wordTurn = takenWords * sentences.count <= takenSentences * words.count
      let grown = shortest + Self.slack + (longest - shortest) * result.count / max(1, items.count - 1)
      let tooLong = ready.first.map { lengths[$0] > grown } ?? true
      if takenWords < words.count && (wordTurn || tooLong) {
        result.append(items[words[wordOrder[takenWords]]])
        for s in waiting[takenWords] ?? [] { ready.push(s) }
        takenWords += 1
      } else if let s = ready.pop() {
        result.append(items[sentences[s]])
        takenSentences += 1
      } else {
        break
      }
    }
    return result
  }

  /// How many words longer than the deck's sentences have grown to by its place a sentence may be.
  static let slack = 2

  /// The text a sentence, or a cloze with its blank filled, writes in the language taught.
  private static func text(of item: Item) -> String {
    switch item {
    case .word(let word): word.text
    case .sentence(let sentence): sentence.text
    case .cloze(let cloze): cloze.prompt.replacingOccurrences(of: Complete.blank, with: cloze.answer)
    }
  }

  /// How many tiles the longest bank of an item asks for: its longer side's words.
  private static func length(of item: Item) -> Int {
    switch item {
    case .word(let word): TextPieces.wordCount(word.text)
    case .sentence(let sentence):
      max(TextPieces.wordCount(sentence.text), TextPieces.wordCount(sentence.translation))
    case .cloze(let cloze): TextPieces.wordCount(cloze.prompt)
    }
  }

  /// The places of the words written in a row in `words` (folded), up to `Classifier.longestTaught` long.
  private static func contained(_ words: [String], at wordAt: [String: Int]) -> [Int] {
    var found: [Int] = []
    for start in words.indices {
      var key = ""
      for end in start..<min(words.count, start + Classifier.longestTaught) {
        key += (end == start ? "" : " ") + words[end]
        if let place = wordAt[key] { found.append(place) }
      }
    }
    return found
  }

  /// `order` with each word's contained words (`chat` in `le chat`) put before it, where they come later.
  private static func withContainedFirst(_ order: [Int], texts: [[String]], at wordAt: [String: Int]) -> [Int]
  {
    var placed = [Bool](repeating: false, count: texts.count)
    var result: [Int] = []
    func place(_ word: Int) {
      guard !placed[word] else { return }
      placed[word] = true
      // A word's contained words are shorter than it: this ends within `longestTaught` steps.
      for inner in contained(texts[word], at: wordAt) where inner != word { place(inner) }
      result.append(word)
    }
    for word in order { place(word) }
    return result
  }
}

/// A binary heap of the smallest first, by `precedes`.
struct Heap<Element> {
  private var elements: [Element] = []
  let precedes: (Element, Element) -> Bool

  init(_ precedes: @escaping (Element, Element) -> Bool) { self.precedes = precedes }

  var isEmpty: Bool { elements.isEmpty }

  /// The smallest element, left in.
  var first: Element? { elements.first }

  /// Adds `element`.
  mutating func push(_ element: Element) {
    elements.append(element)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(elements[child], elements[parent]) else { break }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  /// Takes out the smallest element, or nil when there is none.
  mutating func pop() -> Element? {
    guard let last = elements.popLast() else { return nil }
    guard !elements.isEmpty else { return last }
    let top = elements[0]
    elements[0] = last
    var parent = 0
    while true {
      let (left, right) = (2 * parent + 1, 2 * parent + 2)
      var smallest = parent
      if left < elements.count && precedes(elements[left], elements[smallest]) { smallest = left }
      if right < elements.count && precedes(elements[right], elements[smallest]) { smallest = right }
      guard smallest != parent else { return top }
      elements.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
