import Course
import Foundation

/// The dictionaries of one run, each opened once: a course's lexicons are built from them.
public final class LexiconShelf: @unchecked Sendable {
  private let locator: DictionaryLocator
  /// Each language's dictionary, opened once; two languages can be opened at once.
  private var opened: [String: Opening] = [:]
  /// The languages `prepare` started opening.
  private var started: Set<String> = []
  private let lock = NSLock()

  /// A shelf that looks for dictionaries where `variables` (`LINGO_DICTIONARY_PATH`) say.
  public init(variables: [String: String]) {
    locator = DictionaryLocator(variables: variables)
  }

  /// The dictionary of language `code`, or nil when none is installed.
  public func dictionary(_ code: String) -> HunspellDictionary? {
    let opening = lock.withLock {
      if let known = opened[code] { return known }
      let opening = Opening()
      opened[code] = opening
      return opening
    }
    return opening.dictionary { [locator] in
      locator.locate(code).flatMap { HunspellDictionary(aff: $0.aff, dic: $0.dic, name: $0.name) }
    }
  }

  /// Starts opening the dictionaries of `codes` on other threads, each on its own, so they are read while
  /// other work goes on; a word looked up meanwhile waits for its dictionary. Reading one takes ~0.1 s.
  /// A dictionary already asked for is not started again (no thread is kept waiting for it).
  public func prepare(_ codes: [String]) {
    let starting = lock.withLock {
      Set(codes).filter { !$0.isEmpty && opened[$0] == nil && started.insert($0).inserted }
    }
    for code in starting {
      DispatchQueue.global().async { [self] in _ = dictionary(code) }
    }
  }

  /// The lexicons of `course`: each language's dictionary and every word the course writes in it, both
  /// made when first asked, so a lesson answered without a near miss reads neither.
  public func lexicons(for course: Course) -> Lexicons {
    let lexicon = { (side: LanguageSide) -> any Lexicon in
      LazyLexicon { [self] in
        CourseLexicon(
          dictionary: LazyDictionary(shelf: self, code: course.language(of: side).code),
          courseWords: WordListLexicon(course.distinctWords(of: side)))
      }
    }
    return Lexicons(taught: lexicon(.taught), learner: lexicon(.learner))
  }

  /// The dictionary of language `code` opened only when a word is first looked up, or nil when none is
  /// installed (finding it reads no dictionary).
  public func lazyDictionary(_ code: String) -> (any Lexicon)? {
    locator.locate(code) == nil ? nil : LazyDictionary(shelf: self, code: code)
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
    return codes.filter { !$0.isEmpty && dictionary($0) == nil }
  }
}

/// One language's dictionary, opened by the first thread that asks; the others wait for it.
private final class Opening: @unchecked Sendable {
  private let lock = NSLock()
  private var opened: HunspellDictionary??

  func dictionary(_ open: () -> HunspellDictionary?) -> HunspellDictionary? {
    lock.withLock {
      if let opened { return opened }
      let dictionary = open()
      opened = .some(dictionary)
      return dictionary
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
  func suggestions(for word: String) -> [String] { shelf.dictionary(code)?.suggestions(for: word) ?? [] }
  func stems(of word: String) -> [String] { shelf.dictionary(code)?.stems(of: word) ?? [] }
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
  func suggestions(for word: String) -> [String] { lexicon.suggestions(for: word) }
  func stems(of word: String) -> [String] { lexicon.stems(of: word) }
}
