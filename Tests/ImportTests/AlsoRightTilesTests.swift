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

  /// `ser` and `estar` are both "to be" in English: the same person of the other verb is no distractor
  /// ("Are you happy now, Tom?": `¿Eres feliz ahora, Tom?` is as right). A learner of Spanish from
  /// Portuguese has both verbs, and another person stays a trap.
  @Test(arguments: [
    ("eres", ["estás", "feliz"], "es", "en", true), ("estoy", ["soy", "alto"], "es", "fr", true),
    ("estaban", ["eran", "amigos"], "es", "en", true), ("está", ["é", "tarde"], "pt", "en", true),
    ("eres", ["estás", "feliz"], "es", "pt", false), ("son", ["estás", "feliz"], "es", "en", false),
    ("fuiste", ["estuvo"], "es", "en", false),
  ])
  func theOtherVerbToBeOfTheSamePersonIsNoDistractor(
    _ tile: String, _ answer: [String], _ language: String, _ learner: String, _ alsoRight: Bool
  ) {
    let tiles = AlsoRightTiles(language: language, learner: learner)
    #expect(tiles?.contains(tile, besides: answer) == alsoRight)
  }

  /// "You" is one person or several, and "usted" too: where the prompt says it and the answer's verb is
  /// that of "tú", every person of the verb "you" can be is right. Where it does not ("They are tired."),
  /// or the verb agrees with another subject (`están` of "Where are your papers?"), another person stays a
  /// fair trap.
  @Test(arguments: [
    ("nadan", ["nadas", "muy", "rapido"], "en", true, true), ("nada", ["nadas"], "en", true, true),
    ("pueden", ["puedes", "venir"], "en", true, true), ("estás", ["están", "cansados"], "en", true, false),
    ("estás", ["dónde", "están", "tus", "papeles"], "en", true, false),
    ("están", ["estás"], "en", false, false), ("comen", ["comes"], "de", true, false),
    ("nadamos", ["nadas"], "en", true, false), ("casa", ["cosa"], "en", true, false),
  ])
  func anotherPersonOfYouIsNoDistractorWhereThePromptSaysYou(
    _ tile: String, _ answer: [String], _ learner: String, _ addressed: Bool, _ alsoRight: Bool
  ) {
    let tiles = AlsoRightTiles(language: "es", learner: learner)
    #expect(tiles?.contains(tile, besides: answer, addressed: addressed) == alsoRight)
  }

  @Test(arguments: [
    ("You swim very quickly.", true), ("Is this your dog?", true), ("Help yourselves!", true),
    ("They swim.", false), ("Youth is wasted on the young.", false), ("YOU did it", true),
    ("You're very skeptical.", true), ("You’ve come too early.", true), ("Youre late", true),
  ])
  func aPromptAddressesTheLearnerWhenItSaysYou(_ prompt: String, _ addresses: Bool) {
    #expect(AlsoRightTiles(language: "es", learner: "en")?.addresses(prompt) == addresses)
    #expect(AlsoRightTiles(language: "es", learner: "de")?.addresses(prompt) == false)
  }
}
