/// The words of one language: whether a word is one, its stems, and the nearest words when it is not.
///
/// The cores never see where the words come from: the command layer hands in Hunspell's dictionary
/// (the `Language` target), tests an in-memory twin.
public protocol Lexicon: Sendable {
  /// Whether `word` (as typed, any case) is a word of the language.
  func knows(_ word: String) -> Bool
  /// The words the lexicon would offer instead of `word`, best first.
  func suggestions(for word: String) -> [String]
  /// The dictionary forms `word` is a form of (`tienes` → `tener`); `[]` when unknown.
  func stems(of word: String) -> [String]
  /// Whether `word` is a word a learner may mean on its own: known, and not only a piece of a fixed
  /// foreign phrase (French dictionaries hold Latin *sui* for *sui generis*). A typo that makes such a
  /// piece is a typo, not a different word.
  func knowsAlone(_ word: String) -> Bool
  /// Whether `word` is a word of the language as its dictionary spells it, whatever a course writes: a
  /// deck's `sandwich` is not, in Spanish, where `sándwich` is.
  func spells(_ word: String) -> Bool
}

extension Lexicon {
  /// A lexicon that cannot tell pieces of phrases apart knows every word alone.
  public func knowsAlone(_ word: String) -> Bool { knows(word) }
  /// A lexicon of one source spells every word it knows.
  public func spells(_ word: String) -> Bool { knows(word) }
}

/// An in-memory lexicon: a list of words, and optionally their stems.
public struct WordListLexicon: Lexicon {
  private let words: Set<String>
  private let stemsByWord: [String: [String]]

  /// A lexicon of `words`; `stems` maps a word to its dictionary forms.
  public init(_ words: some Sequence<String>, stems: [String: [String]] = [:]) {
    self.words = Set(words.flatMap(TextFolding.words))
    stemsByWord = Dictionary(stems.map { (TextFolding.key($0.key), $0.value) }) { first, _ in first }
  }

  public func knows(_ word: String) -> Bool {
    let key = TextFolding.key(word)
    return !key.isEmpty && words.contains(key)
  }

  public func suggestions(for word: String) -> [String] {
    let key = TextFolding.key(word)
    return words.filter { TextFolding.isOneLetterOff(key, $0) }.sorted()
  }

  public func stems(of word: String) -> [String] { stemsByWord[TextFolding.key(word)] ?? [] }
}

/// A language's lexicon for a course: its dictionary (when one is installed) and the course's own words.
public struct CourseLexicon: Lexicon {
  /// The language's dictionary, or nil when none is installed.
  public let dictionary: (any Lexicon)?
  /// Every word the course writes in the language, and the words it declares known.
  public let courseWords: WordListLexicon
  /// Words of the dictionary the course declares are not words for its learners (`notWords`, folded).
  public let notWords: Set<String>

  public init(dictionary: (any Lexicon)?, courseWords: WordListLexicon, notWords: Set<String> = []) {
    self.dictionary = dictionary
    self.courseWords = courseWords
    self.notWords = Set(notWords.map(TextFolding.key))
  }

  public func knows(_ word: String) -> Bool {
    courseWords.knows(word) || (!notWords.contains(TextFolding.key(word)) && dictionary?.knows(word) == true)
  }

  public func knowsAlone(_ word: String) -> Bool {
    courseWords.knows(word)
      || (!notWords.contains(TextFolding.key(word)) && dictionary?.knowsAlone(word) == true)
  }

  public func suggestions(for word: String) -> [String] {
    dictionary?.suggestions(for: word) ?? courseWords.suggestions(for: word)
  }

  /// The dictionary's word where there is one; else the course's.
  public func spells(_ word: String) -> Bool {
    dictionary.map { $0.knows(word) } ?? courseWords.knows(word)
  }

  public func stems(of word: String) -> [String] {
    let stems = dictionary?.stems(of: word) ?? []
    return stems.isEmpty ? courseWords.stems(of: word) : stems
  }
}

/// The two lexicons a course needs: the language taught and the learner's.
public struct Lexicons: Sendable {
  public let taught: any Lexicon
  public let learner: any Lexicon

  public init(taught: any Lexicon, learner: any Lexicon) {
    self.taught = taught
    self.learner = learner
  }

  /// Lexicons that know no word: grading falls back on the exercise's own words.
  public static let none = Lexicons(taught: WordListLexicon([]), learner: WordListLexicon([]))

  /// The lexicon of `side`.
  public subscript(side: LanguageSide) -> any Lexicon { side == .taught ? taught : learner }
}
