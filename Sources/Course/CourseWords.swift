/// The distinct words a course writes in each language, in the order they first appear, and the words it
/// capitalises inside a sentence: gathered in one pass over its texts, by parts that can be joined.
public struct CourseWords: Sendable {
  /// A word as the course first writes it in a language, and where.
  public struct Word: Sendable {
    public let text: String
    public let side: LanguageSide
    public let place: TextPlace
  }

  /// Each distinct word of each language (case kept), at its first appearance, in file order.
  public private(set) var words: [Word] = []
  private var taughtSeen = TextTable()
  private var learnerSeen = TextTable()
  /// The words written with a capital inside a sentence ("I" aside), as written.
  private var capitalised: Set<String> = []
  /// The bytes of words already in `taughtSeen` and `learnerSeen`, for a quick look first.
  private var taughtCache = ByteWordCache()
  private var learnerCache = ByteWordCache()
  /// The short texts read already, whose sentences were found on bytes.
  private var taughtTexts = ByteWordCache(slots: 1024)
  private var learnerTexts = ByteWordCache(slots: 1024)

  /// No words.
  public init() {}

  /// The words of every text of `course`.
  public init(_ course: Course) {
    self.init(course, units: course.units.indices)
    addGlossary(of: course)
  }

  /// The words of the texts of the units `range` of `course`, without its glossary.
  public init(_ course: Course, units range: Range<Int>) {
    course.forEachText(units: range) { add($0, $1, $2, course) }
  }

  /// The words of the texts of `course`'s glossary.
  public init(glossaryOf course: Course) {
    addGlossary(of: course)
  }

  /// Adds the words of the texts of `course`'s glossary, which come after every text added so far: the
  /// same as appending `CourseWords(glossaryOf:)`, each word hashed once, not again to append it.
  /// The texts are read where the glossary holds them, in the order of `Course.forEachGlossaryText`.
  public mutating func addGlossary(of course: Course) {
    let glossary = course.glossary.texts
    let entries = glossary.words.count
    taughtSeen.reserveCapacity(taughtSeen.count + entries)
    learnerSeen.reserveCapacity(learnerSeen.count + entries)
    words.reserveCapacity(words.count + 2 * entries)
    var start = 0
    for (e, (word, end)) in zip(glossary.words, glossary.ends).enumerated() {
      add(word, .taught, .glossary(entry: e, meaning: nil), course, remembering: false)
      for (m, meaning) in glossary.meanings[start..<end].enumerated() {
        add(meaning, .learner, .glossary(entry: e, meaning: m), course, remembering: false)
      }
      start = end
    }
  }

  /// Adds the words and names of `text`. A short text of the units met before (a tile, a choice) adds
  /// nothing, and is passed over by its bytes; a glossary's texts are mostly met once, and are not
  /// looked for (`remembering` false).
  private mutating func add(
    _ text: String, _ side: LanguageSide, _ place: TextPlace, _ course: Course, remembering: Bool = true
  ) {
    let plain = text.withUTF8Bytes { bytes -> Bool? in
      if remembering, side == .taught ? taughtTexts.contains(bytes) : learnerTexts.contains(bytes) {
        return nil
      }
      let plain = Spelling.forEachWordBytes(inUTF8: bytes) { raw, startsSentence in
        addWord(raw, startsSentence: startsSentence, side, place)
      }
      // A text whose sentences were found on bytes gives the same again; the others are read again.
      if plain, remembering {
        _ = side == .taught ? taughtTexts.remember(bytes) : learnerTexts.remember(bytes)
      }
      return plain
    }
    // Where a sentence mark may join its neighbour into one character, the sentences are found on characters.
    if plain == false {
      let written = place.isCompletePrompt(in: course) ? Complete.withoutBlank(text) : text
      for (word, startsSentence) in Spelling.sentenceWords(written)
      where !startsSentence && word != "I" && word.startsCapitalised {
        capitalised.insert(word)
      }
    }
  }

  /// Adds the word written with the bytes `raw` of a text at `place`, and the word as a name if it may be one.
  @inline(__always)
  private mutating func addWord(
    _ raw: UnsafeBufferPointer<UInt8>, startsSentence: Bool, _ side: LanguageSide, _ place: TextPlace
  ) {
    // Most words were met before: the cache of their bytes says so without making the word.
    let seen = side == .taught ? taughtCache.remember(raw) : learnerCache.remember(raw)
    let mayBeName = !startsSentence && raw[0] &- UInt8(ascii: "a") >= 26
    guard !seen || mayBeName else { return }
    let word = Spelling.word(raw)
    if !seen {
      let inserted = side == .taught ? taughtSeen.fileFirst(word) : learnerSeen.fileFirst(word)
      if inserted { words.append(Word(text: word, side: side, place: place)) }
    }
    if mayBeName, word != "I", word.startsCapitalised { capitalised.insert(word) }
  }

  /// Adds the words of `later`, gathered from texts after all of these, as if gathered in one pass.
  public mutating func append(_ later: CourseWords) {
    for word in later.words {
      let inserted =
        word.side == .taught ? taughtSeen.fileFirst(word.text) : learnerSeen.fileFirst(word.text)
      if inserted { words.append(word) }
    }
    capitalised.formUnion(later.capitalised)
  }

  /// The distinct words of `side`, in the order they first appear.
  public func words(of side: LanguageSide) -> [String] { words.filter { $0.side == side }.map(\.text) }

  /// The folded words the course writes capitalised inside a sentence, and its capitalised `knownWords`: names.
  public func names(knownWords: [String]) -> Set<String> {
    var names = Set(knownWords.flatMap(Spelling.words).filter(\.startsCapitalised).map(TextFolding.key))
    // A joined word ("T-shirt") is a name whole, as a tile is matched.
    names.formUnion(knownWords.filter(\.startsCapitalised).map(TextFolding.key))
    for word in capitalised { names.insert(TextFolding.key(word)) }
    return names
  }

  /// The course's words as a lexicon of each side, with its `knownWords` (and, in the language taught,
  /// without its `notWords`), over the dictionaries given.
  public func lexicons(
    knownWords: [String], notWords: [String] = [], taught: (any Lexicon)?, learner: (any Lexicon)?
  ) -> Lexicons {
    let known = knownWords.flatMap(Spelling.words)
    return Lexicons(
      taught: CourseLexicon(
        dictionary: taught, courseWords: WordListLexicon(words(of: .taught) + known), notWords: Set(notWords)),
      learner: CourseLexicon(dictionary: learner, courseWords: WordListLexicon(words(of: .learner) + known)))
  }
}
