import Course
import Foundation

/// The dictionaries of one run, each looked up once: a course's lexicons are built from them.
public final class LexiconShelf: @unchecked Sendable {
  private let locator: DictionaryLocator
  /// Each language's dictionary, opened once; two languages can be opened at once.
  private var opened: [String: Opening<HunspellDictionary?>] = [:]
  /// The languages `prepare` started opening.
  private var started: Set<String> = []
  private let lock = NSLock()
  /// Where what each dictionary answered is kept between runs (see `SpellingVerdicts`); nil: nowhere.
  private let verdictFolder: String?
  /// Each language's kept verdicts, read once.
  private var verdicts: [String: Opening<(SpellingVerdictsFile, SpellingVerdicts)?>] = [:]

  /// A shelf that looks for dictionaries where `variables` (`LINGO_DICTIONARY_PATH`) say. With
  /// `verdictFolder`, what the dictionaries answer is kept there, and a word asked again is answered from
  /// there without reading the dictionary (see `keepVerdicts`).
  public init(variables: [String: String], verdictFolder: String? = nil) {
    locator = DictionaryLocator(variables: variables)
    self.verdictFolder = verdictFolder
  }

  /// A shelf that looks for dictionaries in `folders` only (none: no dictionary at all). A folder's name
  /// holds no colon.
  public convenience init(folders: [String]) {
    self.init(variables: ["LINGO_DICTIONARY_PATH": folders.joined(separator: ":")])
  }

  /// The dictionary of language `code`, or nil when none is installed.
  public func dictionary(_ code: String) -> HunspellDictionary? {
    opening(\.opened, code).value { [locator] in
      locator.locate(code).flatMap {
        OpenedDictionaries.shared.dictionary(aff: $0.aff, dic: $0.dic, name: $0.name)
      }
    }
  }

  /// Starts opening the dictionaries of `codes` on other threads, each on its own, so they are read while
  /// other work goes on; a word looked up meanwhile waits for its dictionary. Reading one takes ~0.1 s.
  /// A dictionary already asked for is not started again (no thread is kept waiting for it). A language
  /// whose verdicts are kept is not started: they are read in a few milliseconds where first asked for, and
  /// a thread of their own cost a check more CPU time than that (docs/benchmarks.md).
  public func prepare(_ codes: [String]) {
    let starting = lock.withLock {
      Set(codes).filter { !$0.isEmpty && opened[$0] == nil && started.insert($0).inserted }
    }
    for code in starting where !hasKeptVerdicts(code) {
      DispatchQueue.global().async { [self] in settle(code) }
    }
  }

  /// Whether a file of verdicts is kept for language `code`'s dictionary (fit to use or not: it is read
  /// to tell).
  private func hasKeptVerdicts(_ code: String) -> Bool {
    guard let verdictFolder, let found = locator.locate(code) else { return false }
    return access(SpellingVerdictsFile(folder: verdictFolder, aff: found.aff, dic: found.dic).path, F_OK) == 0
  }

  /// Waits for what `prepare` starts for language `code` (doing it if it was not started): its kept
  /// verdicts read and, when it has none, its dictionary opened.
  public func settle(_ code: String) {
    if verdicts(code)?.wasKept == true { return }
    _ = dictionary(code)
  }

  /// Whether this shelf asked for language `code`'s dictionary (read it, or found it unreadable).
  func hasOpened(_ code: String) -> Bool { lock.withLock { opened[code] != nil } }

  /// The verdicts kept for language `code`'s dictionary, read on first use; nil where none are kept or the
  /// language has no dictionary here.
  func verdicts(_ code: String) -> SpellingVerdicts? {
    guard let verdictFolder else { return nil }
    return opening(\.verdicts, code).value { [locator] in
      locator.locate(code).map { found in
        let file = SpellingVerdictsFile(folder: verdictFolder, aff: found.aff, dic: found.dic)
        return (file, file.read().map { SpellingVerdicts(kept: $0) } ?? SpellingVerdicts())
      }
    }?.1
  }

  /// The opening of language `code` in `table`, made on first ask.
  private func opening<Value>(
    _ table: ReferenceWritableKeyPath<LexiconShelf, [String: Opening<Value>]>, _ code: String
  ) -> Opening<Value> {
    lock.withLock {
      if let known = self[keyPath: table][code] { return known }
      let opening = Opening<Value>()
      self[keyPath: table][code] = opening
      return opening
    }
  }

  /// Writes the verdicts that Hunspell gave in this run beside those kept, each language's file whole
  /// (see `SpellingVerdictsFile`); a failure to write is no harm.
  public func keepVerdicts() {
    let openings = lock.withLock { Array(verdicts.values) }
    for opening in openings {
      guard let (file, verdicts) = opening.made ?? nil,
        let answers = verdicts.toKeep(limit: SpellingVerdictsFile.mostWords)
      else { continue }
      file.write(answers)
    }
  }

  /// The lexicons of `course`: each language's dictionary and every word the course writes in it, both
  /// made when first asked, so a lesson answered without a near miss reads neither.
  public func lexicons(for course: Course) -> Lexicons {
    let lexicon = { (side: LanguageSide) -> any Lexicon in
      LazyLexicon { [self] in
        CourseLexicon(
          dictionary: LazyDictionary(shelf: self, code: course.language(of: side).code),
          courseWords: WordListLexicon(course.distinctWords(of: side)),
          notWords: side == .taught ? Set(course.notWords) : [])
      }
    }
    return Lexicons(taught: lexicon(.taught), learner: lexicon(.learner))
  }

  /// The dictionary of language `code` opened only when a word is first looked up, or nil when none is
  /// installed (finding it reads no dictionary).
  public func lazyDictionary(_ code: String) -> (any Lexicon)? {
    guard locator.locate(code) != nil else { return nil }
    return verdictFolder == nil
      ? LazyDictionary(shelf: self, code: code) : RememberingDictionary(shelf: self, code: code)
  }

  /// The files of language `code`'s dictionary (its .aff and .dic), none when it has none here.
  public func dictionaryFiles(_ code: String) -> [String] {
    locator.locate(code).map { [$0.aff, $0.dic] } ?? []
  }

  /// The codes of `course`'s languages that have no dictionary here, taught first.
  /// The two are opened at once.
  public func missing(for course: Course) -> [String] {
    let codes = [course.language.code, course.fromLanguage.code]
    prepare(codes)
    // A dictionary whose verdicts were kept was opened when they were: it is not read again to say so.
    return codes.filter { !$0.isEmpty && verdicts($0)?.wasKept != true && dictionary($0) == nil }
  }
}

/// The Hunspell dictionaries this process has opened, each pair of files once, kept until it ends: every
/// shelf of the process shares them. A dictionary is hundreds of thousands of small allocations, and freeing
/// them when a command ends took 40 ms, a tenth of checking a course of 100,000 exercises. A file changed
/// since it was opened (another size, time of change or inode) is opened anew.
private final class OpenedDictionaries: @unchecked Sendable {
  static let shared = OpenedDictionaries()

  private struct Key: Hashable {
    let aff: String
    let dic: String
    let stamps: [Int]
  }
  private var openings: [Key: Opening<HunspellDictionary?>] = [:]
  private let lock = NSLock()

  func dictionary(aff: String, dic: String, name: String) -> HunspellDictionary? {
    let key = Key(aff: aff, dic: dic, stamps: Self.stamps(aff) + Self.stamps(dic))
    let opening = lock.withLock {
      if let known = openings[key] { return known }
      let opening = Opening<HunspellDictionary?>()
      openings[key] = opening
      return opening
    }
    return opening.value { HunspellDictionary(aff: aff, dic: dic, name: name) }
  }

  /// What tells a file's versions apart: its inode, size and time of change; nothing for a missing file.
  private static func stamps(_ path: String) -> [Int] {
    var status = stat()
    guard stat(path, &status) == 0 else { return [] }
    return [
      Int(truncatingIfNeeded: status.st_ino), Int(truncatingIfNeeded: status.st_size),
      Int(truncatingIfNeeded: status.st_ctim.tv_sec), Int(truncatingIfNeeded: status.st_ctim.tv_nsec),
    ]
  }
}

/// One language's dictionary or kept verdicts, made by the first thread that asks; the others wait for it.
private final class Opening<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  /// The value, once made.
  var made: Value? { lock.withLock { stored } }

  /// The value, made by `make` on the first call.
  func value(_ make: () -> Value) -> Value {
    lock.withLock {
      if let stored { return stored }
      let value = make()
      stored = value
      return value
    }
  }
}

/// A language's dictionary opened on first use: a lesson answered without a near miss never reads it.
final class LazyDictionary: Lexicon, @unchecked Sendable {
  private let shelf: LexiconShelf
  private let code: String

  init(shelf: LexiconShelf, code: String) {
    self.shelf = shelf
    self.code = code
  }

  func knows(_ word: String) -> Bool { shelf.dictionary(code)?.knows(word) ?? false }
  func knowsAlone(_ word: String) -> Bool { shelf.dictionary(code)?.knowsAlone(word) ?? false }
  func suggestions(for word: String) -> [String] { shelf.dictionary(code)?.suggestions(for: word) ?? [] }
  func stems(of word: String) -> [String] { shelf.dictionary(code)?.stems(of: word) ?? [] }
}

/// A language's dictionary that answers from the verdicts kept by earlier runs, and opens the dictionary
/// (remembering its answers) only for a word never asked.
final class RememberingDictionary: Lexicon, @unchecked Sendable {
  private let shelf: LexiconShelf
  private let code: String
  /// The language's kept verdicts, found on the shelf once: a check asks about tens of thousands of words.
  private let kept: Deferred<SpellingVerdicts?>

  init(shelf: LexiconShelf, code: String) {
    self.shelf = shelf
    self.code = code
    kept = Deferred { shelf.verdicts(code) }
  }

  private func answer<Value>(
    _ word: String, _ field: SpellingVerdicts.Field<Value>, fallback: Value,
    _ ask: (HunspellDictionary) -> Value
  ) -> Value {
    // What Hunspell does not look up (see `HunspellDictionary.isWord`) it answers with nothing.
    guard HunspellDictionary.isWord(word) else {
      if word.isEmpty { shelf.settle(code) }
      return fallback
    }
    guard let verdicts = kept.value else { return shelf.dictionary(code).map(ask) ?? fallback }
    return verdicts.answer(word, field, fallback: fallback, dictionary: { shelf.dictionary(code) }, ask: ask)
  }

  /// The empty word is known to no dictionary; asking it waits for what `prepare` started (see `settle`).
  func knows(_ word: String) -> Bool { answer(word, .knows, fallback: false) { $0.knows(word) } }
  func knowsAlone(_ word: String) -> Bool {
    answer(word, .knowsAlone, fallback: false) { $0.knowsAlone(word) }
  }
  func suggestions(for word: String) -> [String] {
    answer(word, .suggestions, fallback: []) { $0.suggestions(for: word) }
  }
  func stems(of word: String) -> [String] { answer(word, .stems, fallback: []) { $0.stems(of: word) } }
}

/// A lexicon made on first use.
final class LazyLexicon: Lexicon, @unchecked Sendable {
  private let make: @Sendable () -> any Lexicon
  private var made: (any Lexicon)?
  private let lock = NSLock()

  init(_ make: @escaping @Sendable () -> any Lexicon) { self.make = make }

  private var lexicon: any Lexicon {
    lock.withLock {
      if let made { return made }
      let lexicon = make()
      made = lexicon
      return lexicon
    }
  }

  func knows(_ word: String) -> Bool { lexicon.knows(word) }
  func knowsAlone(_ word: String) -> Bool { lexicon.knowsAlone(word) }
  func suggestions(for word: String) -> [String] { lexicon.suggestions(for: word) }
  func stems(of word: String) -> [String] { lexicon.stems(of: word) }
  func spells(_ word: String) -> Bool { lexicon.spells(word) }
}
