import Course

/// A remark on an answer that was accepted, or on why it was not.
public struct Note: Sendable, Equatable, Hashable {
  /// What kind of remark it is.
  public enum Kind: String, Sendable, Equatable, Hashable {
    case typo, accents, differentWord
  }

  public let kind: Kind
  /// The note as the banner shows it.
  public let rawValue: String

  public static let typo = Note(kind: .typo, rawValue: "You have a typo.")
  public static let accents = Note(kind: .accents, rawValue: "Pay attention to the accents.")

  /// A real word typed one letter away from the word the answer needs: "‘tiene’ is a different word from ‘tienes’".
  public static func differentWord(_ typed: String, from expected: String) -> Note {
    Note(kind: .differentWord, rawValue: "‘\(typed)’ is a different word from ‘\(expected)’.")
  }
}

/// How a typed word or choice was recognised.
enum Recognition: Equatable {
  case exact
  case accents
  case typo
  /// A real word one letter from the text it was taken for: the answer is wrong.
  case wrongWord(typed: String, expected: String)

  var note: Note? {
    switch self {
    case .exact: nil
    case .accents: .accents
    case .typo: .typo
    case .wrongWord(let typed, let expected): .differentWord(typed, from: expected)
    }
  }

  /// How much a recognition weighs on the verdict: a wrong word outweighs accents, accents a typo.
  var weight: Int {
    switch self {
    case .exact: 0
    case .typo: 1
    case .accents: 2
    case .wrongWord: 3
    }
  }
}

/// Recognises what a learner typed among the few texts an exercise offers.
struct Recogniser: Sendable {
  /// The answer's language: a word it knows is a word, never a typo of another.
  private let lexicon: any Lexicon
  /// The exercise's words, in the answer's language and in the other: they are words too, and typing one
  /// of the other language is refused, not taken as a typo. Made only for a word that is neither exact nor
  /// an accent slip, so a right answer never pays for them.
  private let exerciseWords: @Sendable () -> (answer: Set<String>, other: Set<String>)
  /// The words of the exercise's accepted answers, made on the same terms.
  private let acceptedWords: @Sendable () -> Set<String>
  /// Whether a real word one letter from a text is recognised (as a wrong word) or refused.
  private let recognisesWrongWords: Bool

  init(
    lexicon: any Lexicon, recognisesWrongWords: Bool = true,
    words: @escaping @Sendable () -> (answer: Set<String>, other: Set<String>),
    accepted: @escaping @Sendable () -> Set<String> = { [] }
  ) {
    self.lexicon = lexicon
    exerciseWords = words
    acceptedWords = accepted
    self.recognisesWrongWords = recognisesWrongWords
  }

  /// The exercise's words of each side, and of its accepted answers, without accents.
  private func bareWords() -> (answer: Set<String>, other: Set<String>, accepted: Set<String>) {
    let (answer, other) = exerciseWords()
    let bare = { (words: Set<String>) in Set(words.map(TextFolding.stripAccents)) }
    return (bare(answer), bare(other), bare(acceptedWords()))
  }

  /// The candidates `typed` stands for among the indexed texts, best recognition first; nil when it
  /// matches none.
  ///
  /// A typo is one letter changed, added or left out in a word of three letters or more and no digit, that
  /// does not make another word of the answer's language; when it does, the typed word is a wrong word. A real word of two
  /// letters or more one letter from a two-letter text is a wrong word too (`est` for `es`), never a typo.
  /// Exact and accent matches are looked up; only a word that is neither is compared with every text.
  func candidates(for typed: String, in texts: TextIndex) -> (Recognition, [Int])? {
    let key = TextFolding.key(typed)
    guard !key.isEmpty else { return nil }
    let exact = texts.exactly(key)
    if !exact.isEmpty { return (.exact, exact) }
    let bare = TextFolding.stripAccents(key)
    let keys = texts.keys
    let unaccented = texts.unaccented()
    let accents = unaccented.positions(of: bare)
    if let first = accents.first {
      // An accent the tile lacks that makes another word (tú for tu, él for el) is that word, not a slip.
      if Self.marks(key) > Self.marks(keys[first]), addsAWord(key, to: keys[first]) {
        guard recognisesWrongWords else { return nil }
        return Self.differentWord(typed, from: first, in: texts)
      }
      return (.accents, accents)
    }
    let bareKeys = unaccented.keys
    let near = bareKeys.indices.filter {
      bareKeys[$0].count >= 2 && bare.count >= 2 && TextFolding.isOneLetterOff(bare, bareKeys[$0])
    }
    guard !near.isEmpty else { return nil }
    let words = bareWords()
    // Of two texts a word is near (`est`: `es` and `et`), the one an accepted answer needs is meant, one
    // of its length first (`uno`: `una` before `un`).
    let needed = near.filter { words.accepted.contains(bareKeys[$0]) }
    let first = needed.first { bareKeys[$0].count == bare.count } ?? needed.first ?? near[0]
    if isWord(key, bare: bare, comparedWith: keys[first], answerWords: words.answer) {
      guard recognisesWrongWords else { return nil }
      return Self.differentWord(typed, from: first, in: texts)
    }
    // A number is never a typo: `9:30` is not `8:30`, nor `100` `1000`.
    let typos = near.filter { bareKeys[$0].count >= 3 && !bareKeys[$0].contains(where: \.isNumber) }
    guard !typos.isEmpty else { return nil }
    if words.other.contains(bare) { return nil }
    guard Set(typos.map { keys[$0] }).count == 1 else { return nil }
    return (.typo, typos)
  }

  /// `typed` taken for a different word from the text at `first`: it stands for every text written as that
  /// one, as a bank may hold the word twice (`the … the`).
  private static func differentWord(_ typed: String, from first: Int, in texts: TextIndex) -> (
    Recognition, [Int]
  ) {
    let expected = texts.texts[first]
    return (.wrongWord(typed: named(typed), expected: named(expected)), texts.exactly(texts.keys[first]))
  }

  /// `text` as a note names it: in lower case, with its apostrophes (`TextFolding.namedWords`).
  private static func named(_ text: String) -> String {
    TextFolding.namedWords(text).joined(separator: " ")
  }

  /// How many accents `text` carries (ñ's tilde aside, which is a letter of its own).
  private static func marks(_ text: String) -> Int {
    text.decomposedStringWithCanonicalMapping.unicodeScalars.count
      - TextFolding.stripAccents(text).decomposedStringWithCanonicalMapping.unicodeScalars.count
  }

  /// Whether the words `key` has that `target` lacks are all words the lexicon knows, in place of words
  /// the dictionary spells so.
  private func addsAWord(_ key: String, to target: String) -> Bool {
    let (typed, targetWords) = (key.split(separator: " "), target.split(separator: " "))
    let new = typed.filter { !targetWords.contains($0) }
    // The tile's own words must be words as spelled: an accent on a deck's `sandwich` spells `sándwich`.
    let replaced = targetWords.filter { !typed.contains($0) }
    return !new.isEmpty && new.allSatisfy { lexicon.knowsAlone(String($0)) }
      && replaced.allSatisfy { lexicon.spells(String($0)) }
  }

  /// Whether the words `key` has that `target` lacks are words of the answer's language (the exercise's own,
  /// `bareAnswerWords`, or the lexicon's).
  private func isWord(
    _ key: String, bare: String, comparedWith target: String, answerWords bareAnswerWords: Set<String>
  ) -> Bool {
    if bareAnswerWords.contains(bare) { return true }
    let targetWords = Set(target.split(separator: " "))
    let new = key.split(separator: " ").filter { !targetWords.contains($0) }
    return !new.isEmpty
      && new.allSatisfy {
        bareAnswerWords.contains(TextFolding.stripAccents(String($0))) || lexicon.knowsAlone(String($0))
      }
  }
}
