import Foundation

/// What one Hunspell dictionary answered about words, kept between runs: a check whose words were all
/// asked before answers from here and never reads the dictionary (30 to 50 ms a language).
///
/// Only answers Hunspell gave are kept, each under the word exactly as asked. Thread-safe.
final class SpellingVerdicts: @unchecked Sendable {
  /// Everything asked about one word; nil where that was never asked.
  struct Answers: Equatable {
    var knows: Bool?
    var knowsAlone: Bool?
    var stems: [String]?
    var suggestions: [String]?
  }

  /// Whether the answers were read from a file kept by an earlier run (the dictionary opened then).
  let wasKept: Bool
  /// The kept file's answers, looked up a word at a time.
  private let kept: KeptVerdicts?
  /// The answers of this run.
  private var answers: [String: Answers]
  /// The words Hunspell answered about in this run: the file is written again only when there are some.
  private var fresh: Set<String> = []
  private let lock = NSLock()

  init(_ answers: [String: Answers] = [:], wasKept: Bool = false) {
    self.answers = answers
    self.wasKept = wasKept
    kept = nil
  }

  /// The verdicts of a kept file.
  init(kept: KeptVerdicts) {
    (self.kept, answers, wasKept) = (kept, [:], true)
  }

  /// One of a word's answers, read and written by closures: a key path costs a thousand instructions a
  /// read, and a check reads tens of thousands.
  struct Field<Value> {
    let get: (Answers) -> Value?
    let set: (inout Answers, Value) -> Void
    /// Whether the answer is a list of words: a kept word's lists are read only for such a field.
    var isList = false
  }

  /// The answer to `field` about `word`, asking `dictionary` (nil: none could be opened, and nothing is
  /// kept) when it was never asked; `fallback` when there is no dictionary.
  func answer<Value>(
    _ word: String, _ field: Field<Value>, fallback: Value,
    dictionary: () -> HunspellDictionary?, ask: (HunspellDictionary) -> Value
  ) -> Value {
    if let known = lock.withLock({ lookUp(word, lists: field.isList).flatMap(field.get) }) { return known }
    guard let dictionary = dictionary() else { return fallback }
    let value = ask(dictionary)
    lock.withLock {
      var answer = lookUp(word, lists: true) ?? Answers()
      field.set(&answer, value)
      answers[word] = answer
      fresh.insert(word)
    }
    return value
  }

  /// What is known about `word`: this run's answers, else the kept file's (its lists only if `lists`).
  /// Called with the lock held.
  private func lookUp(_ word: String, lists: Bool) -> Answers? {
    answers[word] ?? kept?.answers(for: word, lists: lists)
  }

  /// The answers to keep, when Hunspell gave some in this run; nil when the kept file says it all already.
  /// A file that would hold more than `limit` words starts again from the words asked in this run.
  func toKeep(limit: Int) -> [String: Answers]? {
    lock.withLock {
      guard !fresh.isEmpty else { return nil }
      // Only now is the whole kept file read: to be written again with this run's answers.
      var every = kept?.all() ?? [:]
      every.merge(answers) { $1 }
      if every.count <= limit { return every }
      guard fresh.count <= limit else { return nil }
      return Dictionary(uniqueKeysWithValues: fresh.compactMap { word in answers[word].map { (word, $0) } })
    }
  }
}

extension SpellingVerdicts.Field where Value == Bool {
  static var knows: Self { Self(get: { $0.knows }, set: { $0.knows = $1 }) }
  static var knowsAlone: Self { Self(get: { $0.knowsAlone }, set: { $0.knowsAlone = $1 }) }
}

extension SpellingVerdicts.Field where Value == [String] {
  static var stems: Self { Self(get: { $0.stems }, set: { $0.stems = $1 }, isList: true) }
  static var suggestions: Self { Self(get: { $0.suggestions }, set: { $0.suggestions = $1 }, isList: true) }
}
