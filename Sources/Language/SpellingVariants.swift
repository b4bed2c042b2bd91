import Course
import Foundation

/// Another spelling a dictionary may list a word under, tried when it does not know the word as written:
/// French written without its ligature (`soeur` for `sœur`, `oeuf`, `boeuf`), and an English loanword with
/// its accents (`café`, `résumé`, `fiancé`, which the American dictionary lists as `cafe`, `resume`,
/// `fiance`).
enum SpellingVariants {
  /// The other spelling of `word` for the dictionary named `name` (`fr_FR`, `en_US`), nil for none.
  static func variant(of word: String, dictionary name: String) -> String? {
    switch name.prefix(while: \.isLetter).lowercased() {
    case "fr":
      guard word.contains("oe") || word.contains("Oe") || word.contains("OE") else { return nil }
      return word.replacingOccurrences(of: "oe", with: "œ").replacingOccurrences(of: "Oe", with: "Œ")
        .replacingOccurrences(of: "OE", with: "Œ")
    case "en":
      let plain = TextFolding.stripAccents(word)
      return plain == word ? nil : plain
    default:
      return nil
    }
  }
}
