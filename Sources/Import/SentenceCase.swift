/// The capital a sentence starts with, where a deck writes one side of a note in lower case ("tiene el
/// pelo liso." for "He has straight hair.", "what are you doing?" for "¿Qué haces?"): the side shown as a
/// prompt or as the right answer starts as its other side does. Case never counts in grading, so this is
/// how the sentence is shown, never what is accepted.
enum SentenceCase {
  /// `text` with its first letter made a capital when both it and `other` are one sentence (`endsSentence`),
  /// `other` starts with a capital, and `text` starts with a small letter after nothing but opening marks
  /// (`¿`, `¡`, quotes), its first word having no capital of its own; else `text` as it is.
  static func matched(_ text: String, to other: String) -> String {
    guard let first = text.firstIndex(where: \.isLetter), text[first].isLowercase,
      // After an ellipsis the text goes on from another: it starts in lower case.
      text[..<first].allSatisfy({ ($0.isPunctuation || $0.isWhitespace) && $0 != "." && $0 != "…" }),
      // A word with a capital of its own ("iPhone", "eBay") is written so at the start too.
      !text[first...].prefix(while: \.isLetter).contains(where: \.isUppercase),
      other.first(where: \.isLetter)?.isUppercase == true, Self.endsSentence(other), Self.endsSentence(text)
    else { return text }
    return text[..<first] + text[first].uppercased() + text[text.index(after: first)...]
  }

  /// Whether `text` is one sentence: it ends with `.`, `!` or `?`, not with an ellipsis, nor with the point
  /// of an abbreviation ("etc.", "un P.D.G."), and no sentence ends inside it ("uno. dos. tres.").
  private static func endsSentence(_ text: String) -> Bool {
    guard let last = text.last, ".!?".contains(last), !text.hasSuffix(".."),
      ![". ", "! ", "? "].contains(where: text.dropLast().contains)
    else { return false }
    let lastWord = text.split(separator: " ").last?.dropLast() ?? ""
    return last != "." || (!lastWord.contains(".") && lastWord.lowercased() != "etc")
  }
}
