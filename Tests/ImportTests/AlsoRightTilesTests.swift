import Testing

@testable import Import

/// Tiles no bank offers as wrong because they would make another right answer.
@Suite struct AlsoRightTilesTests {
  @Test(arguments: [
    ("tú", ["nadas", "muy", "rápido"], "es", true), ("ella", ["come"], "es", true),
    ("lei", ["mangia"], "it", true),
    ("você", ["come"], "pt", true), ("sola", ["nunca", "estarás", "solo"], "es", true),
    ("agotada", ["debes", "estar", "agotado"], "es", true), ("solos", ["solo"], "es", true),
    ("étudiante", ["je", "suis", "étudiant"], "fr", true), ("stanca", ["sei", "stanco"], "it", true),
    // Fair traps: another person of a verb, an article its noun decides, a pronoun where none is dropped.
    ("están", ["estás"], "es", false), ("las", ["los", "libros"], "es", false),
    ("il", ["elle", "mange"], "fr", false),
    ("she", ["he", "eats"], "en", false), ("sola", ["solo"], "en", false), ("casa", ["caso"], "de", false),
  ])
  func aTileThatMakesAnotherRightAnswerIsNoDistractor(
    _ tile: String, _ answer: [String], _ language: String, _ alsoRight: Bool
  ) {
    #expect((AlsoRightTiles(language: language)?.contains(tile, besides: answer) ?? false) == alsoRight)
  }
}
