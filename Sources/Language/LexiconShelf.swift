import Course
import Foundation

/// The dictionaries of one run, each opened once: a course's lexicons are built from them.
public final class LexiconShelf: @unchecked Sendable {
  private let locator: DictionaryLocator
  private var opened: [String: HunspellDictionary?] = [:]
  private let lock = NSLock()

  /// A shelf that looks for dictionaries where `variables` (`LINGO_DICTIONARY_PATH`) say.
  public init(variables: [String: String]) {
    locator = DictionaryLocator(variables: variables)
  }

  /// The dictionary of language `code`, or nil when none is installed.
  public func dictionary(_ code: String) -> HunspellDictionary? {
    lock.withLock {
      if let known = opened[code] { return known }
      let found = locator.locate(code).flatMap { HunspellDictionary(aff: $0.aff, dic: $0.dic, name: $0.name) }
      opened[code] = found
      return found
    }
  }

  /// The lexicons of `course`: each language's dictionary and every word the course writes in it.
  public func lexicons(for course: Course) -> Lexicons {
    course.lexicons(
      taught: dictionary(course.language.code), learner: dictionary(course.fromLanguage.code))
  }

  /// The codes of `course`'s languages that have no dictionary here, taught first.
  public func missing(for course: Course) -> [String] {
    [course.language.code, course.fromLanguage.code].filter { !$0.isEmpty && dictionary($0) == nil }
  }
}
