import CHunspell
import Course
import Foundation

/// A Hunspell dictionary (an `.aff` and a `.dic` file) as a `Lexicon`.
public final class HunspellDictionary: Lexicon, @unchecked Sendable {
  /// The dictionary's name, such as `es_ES`.
  public let name: String
  private let handle: OpaquePointer
  /// Hunspell's handle is not safe to share between threads; every call holds this lock.
  private let lock = NSLock()

  /// Opens the dictionary `dic` with its affix file `aff`, or nil when Hunspell cannot read them.
  public init?(aff: String, dic: String, name: String) {
    let fileManager = FileManager.default
    guard fileManager.isReadableFile(atPath: aff), fileManager.isReadableFile(atPath: dic),
      let handle = Hunspell_create(aff, dic)
    else { return nil }
    let encoding = String(cString: Hunspell_get_dic_encoding(handle))
    // Course text is UTF-8; a dictionary in another encoding would misread every accented word.
    guard encoding.uppercased().replacingOccurrences(of: "-", with: "") == "UTF8" else {
      Hunspell_destroy(handle)
      return nil
    }
    self.handle = handle
    self.name = name
  }

  deinit { Hunspell_destroy(handle) }

  /// Whether the dictionary knows `word`, as written or in the spelling it lists it under
  /// (`SpellingVariants`: `soeur` as `sœur`, `café` as `cafe`).
  public func knows(_ word: String) -> Bool {
    guard Self.isWord(word) else { return false }
    if lock.withLock({ Hunspell_spell(handle, word) != 0 }) { return true }
    // Most words are known as written: the other spelling is made only for the rest.
    guard let variant = SpellingVariants.variant(of: word, dictionary: name), Self.isWord(variant) else {
      return false
    }
    return lock.withLock { Hunspell_spell(handle, variant) != 0 }
  }

  /// Known, and not only as a piece of a fixed phrase: a dictionary that tags its entries (the French
  /// one marks *sui*, *facto* and *auprès* `po:loc.`, a piece of a locution) says which are.
  public func knowsAlone(_ word: String) -> Bool {
    guard knows(word) else { return false }
    let analyses = lock.withLock { list { Hunspell_analyze(handle, $0, word) } }
    return analyses.isEmpty || !analyses.allSatisfy { $0.contains(Self.locutionPiece) }
  }

  /// The tag of an entry that is only a piece of a locution.
  static let locutionPiece = "po:loc."

  public func suggestions(for word: String) -> [String] {
    guard Self.isWord(word) else { return [] }
    return lock.withLock { list { Hunspell_suggest(handle, $0, word) } }
  }

  public func stems(of word: String) -> [String] {
    guard Self.isWord(word) else { return [] }
    return lock.withLock { list { Hunspell_stem(handle, $0, word) } }
  }

  /// Calls a Hunspell function that fills a list of strings, and frees the list.
  private func list(
    _ fill: (UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32
  )
    -> [String]
  {
    var items: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    let count = fill(&items)
    guard let list = items, count > 0 else { return [] }
    let words = (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    Hunspell_free_list(handle, &items, count)
    return words
  }

  /// Hunspell takes C strings: a word with a NUL inside, or an empty or very long one, is not looked up.
  static func isWord(_ word: String) -> Bool {
    !word.isEmpty && word.utf8.count < 200 && !word.containsByte(0)
  }
}
