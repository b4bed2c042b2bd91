import Testing

@testable import Course

/// The words a note or a refusal quotes: the words grading reads, as the learner wrote them.
struct NamedWordsTests {
  @Test(arguments: [
    ("It's not a secret.", ["it's", "not", "a", "secret"]),
    ("¿N’ONT-ils «mangé» ?", ["n’ont-ils", "mangé"]),
    ("l'homme, a.m. 10:30", ["l'homme", "a", "m", "10:30"]),
    ("'quoted'  words ", ["quoted", "words"]),
  ])
  func namedWordsKeepApostrophesAndLoseCase(text: String, named: [String]) {
    #expect(TextFolding.namedWords(text) == named)
  }

  @Test(arguments: [
    "It's not a secret.", "¿N'ont-ils mangé?", "a.m. 10:30, l’été", "Ce n'est pas — «non»", "",
  ])
  func eachNamedWordFoldsToTheWordGradingReads(text: String) {
    #expect(TextFolding.namedWords(text).map(TextFolding.key) == TextFolding.words(text))
  }
}
