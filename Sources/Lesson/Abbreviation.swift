/// Abbreviations written as single letters, each with its point: `p.m.`, `a. m.`, `e.g.`, `U.S.`. Folded,
/// their letters are words of their own (`p` `m`); a learner types them so, or as the letters alone (`pm`).
/// The grader reads a typed line and its answers with the letters joined too, as with elisions and joins.
enum Abbreviation {
  /// Whether `text` writes such an abbreviation.
  static func has(_ text: String) -> Bool { text.contains(".") && joined(text) != text }

  /// `text` with each such abbreviation written as its letters alone: `It's 5 p.m.` as `It's 5 pm`.
  static func joined(_ text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      if let (letters, end) = abbreviation(in: characters, at: index) {
        result += letters
        index = end
      } else {
        result.append(characters[index])
        index += 1
      }
    }
    return result
  }

  /// The letters of the abbreviation that starts at `start`, at least two, and where it ends; nil when none
  /// does. Each letter stands alone: no letter or digit before it, a point after it, then perhaps one space
  /// before the next; the last one's point may be left out at the end of a word.
  private static func abbreviation(in characters: [Character], at start: Int) -> (String, Int)? {
    let isPart = { (index: Int) in
      characters.indices.contains(index) && (characters[index].isLetter || characters[index].isNumber)
    }
    guard !isPart(start - 1) else { return nil }
    var letters = ""
    var index = start
    while characters.indices.contains(index), characters[index].isLetter {
      if characters.indices.contains(index + 1), characters[index + 1] == "." {
        letters.append(characters[index])
        index += 2
        // One space may come between a point and the next letter (`a. m.`), when that letter has its point.
        if characters.indices.contains(index + 2), characters[index] == " ", characters[index + 1].isLetter,
          characters[index + 2] == "."
        {
          index += 1
        }
      } else if !isPart(index + 1), letters.count > 0 {
        // The last letter without its point (`p.m`).
        letters.append(characters[index])
        index += 1
        break
      } else {
        break
      }
    }
    return letters.count >= 2 ? (letters, index) : nil
  }
}
