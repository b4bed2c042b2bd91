import Course
import Foundation

/// The dictionaries of one run, each looked up once: a course's lexicons are built from them.
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

  /// A shelf that looks for dictionaries in `folders` only (none: no dictionary at all). A folder's name
  /// holds no colon.
  public convenience init(folders: [String]) {
    self.init(variables: ["LINGO_DICTIONARY_PATH": folders.joined(separator: ":")])
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
      locator.locate(code).flatMap {
        OpenedDictionaries.shared.dictionary(aff: $0.aff, dic: $0.dic, name: $0.name)
      }
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
          courseWords: WordListLexicon(course.distinctWords(of: side)),
          notWords: side == .taught ? Set(course.notWords) : [])
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
  private var openings: [Key: Opening] = [:]
  private let lock = NSLock()

  func dictionary(aff: String, dic: String, name: String) -> HunspellDictionary? {
    let key = Key(aff: aff, dic: dic, stamps: Self.stamps(aff) + Self.stamps(dic))
    let opening = lock.withLock {
      if let known = openings[key] { return known }
      let opening = Opening()
      openings[key] = opening
      return opening
    }
    return opening.dictionary { HunspellDictionary(aff: aff, dic: dic, name: name) }
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
  func knowsAlone(_ word: String) -> Bool { shelf.dictionary(code)?.knowsAlone(word) ?? false }
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
  func knowsAlone(_ word: String) -> Bool { lexicon.knowsAlone(word) }
  func suggestions(for word: String) -> [String] { lexicon.suggestions(for: word) }
  func stems(of word: String) -> [String] { lexicon.stems(of: word) }
}
