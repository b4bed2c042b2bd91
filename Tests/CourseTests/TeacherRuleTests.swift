import Foundation
import Testing

@testable import Course

/// The teacher's rules on small courses, with in-memory dictionaries.
@Suite struct TeacherRuleTests {
  static let spanish = WordListLexicon(
    [
      "yo", "tengo", "tienes", "tiene", "un", "perro", "pero", "amigo", "amiga", "hola", "tu", "tú", "el",
      "él", "es", "no", "entrás", "entras",
    ],
    stems: ["tengo": ["tener"], "tienes": ["tener"], "tiene": ["tener"]])
  static let english = WordListLexicon(["I", "have", "a", "dog", "friend", "hello", "you", "he", "is"])

  /// The findings of a course whose first node has `exercises` (JSON) and `teaches`.
  func lint(_ exercises: String, teaches: String = "[]", extra: String = "") -> [Finding] {
    let json = """
      {"format": 1, "id": "t", "title": "T", \(extra)
       "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
       "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
         {"id": "n", "title": "N", "teaches": \(teaches), "exercises": \(exercises)},
         {"id": "c", "kind": "checkpoint", "title": "C", "exercises": [
           {"kind": "match", "pairs": [["perro", "dog"], ["hola", "hello"]]}]}]}]}
      """
    return Linter.lint(CourseLoader.load(Data(json.utf8)), dictionaries: (Self.spanish, Self.english))
  }

  @Test func anAlternativeWithAnotherFormIsAnErrorUnlessTheGlossarySaysBothMeanTheSame() {
    let exercise = """
      [{"kind": "translate", "answerLanguage": "es", "prompt": "Hello, friend.", "answer": "Hola, amigo",
        "alternatives": ["Hola, amiga"], "bank": ["hola", "amigo", "amiga", "perro"]}]
      """
    #expect(lint(exercise).map(\.rule) == ["wrong-word-accepted"])
    let glossary = #""glossary": {"amigo": ["friend"], "amiga": ["friend"]},"#
    #expect(lint(exercise, extra: glossary).filter { $0.rule == "wrong-word-accepted" }.isEmpty)
  }

  @Test(
    "two persons of a verb are both right where the prompt says 'you', and one is a wrong word elsewhere",
    arguments: [
      ("You have a dog.", "Tiene un perro.", "Tienes un perro.", true),
      ("Do you have a dog?", "¿Tienes un perro?", "¿Tiene un perro?", true),
      ("He has a dog.", "Tiene un perro.", "Tienes un perro.", false),
      // Only the verb's persons: `pero` for `perro` is still a wrong word.
      ("You have a dog.", "Tienes un perro.", "Tienes un pero.", false),
    ])
  func personsOfYou(_ prompt: String, _ answer: String, _ alternative: String, _ right: Bool) {
    let exercise = """
      [{"kind": "translate", "answerLanguage": "es", "prompt": "\(prompt)", "answer": "\(answer)",
        "alternatives": ["\(alternative)"], "bank": ["tiene", "tienes", "tengo", "un", "perro", "pero"]}]
      """
    let rules = lint(exercise).filter { $0.rule == "wrong-word-accepted" }.map(\.path.description)
    #expect(rules == (right ? [] : ["$.units[0].nodes[0].exercises[0].alternatives[0]"]), "\(rules)")
  }

  @Test func anAccentedWordWithoutItsUnaccentedTwinInTheBankIsAnError() {
    let exercise = """
      [{"kind": "translate", "answerLanguage": "es", "prompt": "He is a dog.", "answer": "Él es un perro",
        "bank": ["él", "es", "un", "perro", "pero"]}]
      """
    let findings = lint(exercise)
    #expect(findings.map(\.rule) == ["wrong-word-accepted"])
    #expect(findings.first?.message.contains("add 'el' to the bank") == true)
    let fixed = exercise.replacingOccurrences(of: #""pero"]"#, with: #""pero", "el"]"#)
    #expect(lint(fixed).isEmpty)
  }

  @Test func intendedSilencesItsRuleForThatExerciseOnly() {
    let blank = """
      {"kind": "complete", "prompt": "Yo ___ un perro.", "answer": "tengo", "choices": ["tengo", "perro", "hola"]
      """
    let teaches = #"["tengo", "tienes", "tiene"]"#
    #expect(lint("[\(blank)}]", teaches: teaches).map(\.rule) == ["no-contrast"])
    #expect(lint("[\(blank), \"intended\": [\"no-contrast\"]}]", teaches: teaches).isEmpty)
  }

  @Test func aNameIsNoOtherFormOfAWord() {
    // `una` is `uno`'s and `unir`'s; `Unidos` (of `Estados Unidos`) is `unir`'s too, and a name.
    let spanish = WordListLexicon(
      ["yo", "tengo", "una", "amiga", "perro", "hola", "estados", "unidos", "Estados", "Unidos"],
      stems: ["una": ["uno", "unir"], "unidos": ["unir"], "Unidos": ["unir"]])
    func rules(teaches: String) -> [String] {
      let json = """
        {"format": 1, "id": "t", "title": "T",
         "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
         "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
           {"id": "n", "title": "N", "teaches": ["una", "\(teaches)"], "exercises": [
             {"kind": "complete", "prompt": "Yo tengo ___ amiga.", "answer": "una",
              "choices": ["una", "perro", "hola"]}]},
           {"id": "c", "kind": "checkpoint", "title": "C", "exercises": [
             {"kind": "match", "pairs": [["perro", "dog"], ["hola", "hello"]]}]}]}]}
        """
      let course = CourseLoader.load(Data(json.utf8))
      return Linter.lint(course, dictionaries: (spanish, Self.english)).map(\.rule)
    }
    // The word `unidos` is another form; the name `Unidos` is not.
    #expect(rules(teaches: "unidos") == ["no-contrast"])
    #expect(rules(teaches: "Estados Unidos") == [])
  }

  @Test func aNameIsNoGiveawayAndAKnownWordIsNoMisspelling() {
    let exercise = """
      [{"kind": "translate", "answerLanguage": "es", "prompt": "Hello, Zoe.", "answer": "Hola, Zoe",
        "bank": ["Hola", "Zoe", "perro", "tengo"]}]
      """
    #expect(lint(exercise).map(\.rule).sorted() == ["capital-giveaway", "misspelled", "misspelled"])
    #expect(lint(exercise, extra: #""knownWords": ["Zoe"],"#).map(\.rule) == ["capital-giveaway"])
  }
}

/// "You" in the prompt: the persons of a verb it can be.
@Suite struct PersonsOfYouTests {
  @Test(arguments: [
    ("tienes", "tiene", true), ("tiene", "tienen", true), ("nadas", "nadan", true),
    // Not persons of one verb: another word, another stem, another tense, a name.
    ("estás", "estas", false), ("tienes", "tengo", false), ("perro", "pero", false),
    ("acompañarás", "acompañaras", false), ("tomás", "tomas", false),
  ])
  func twoPersons(_ a: String, _ b: String, _ persons: Bool) throws {
    let you = try #require(PersonsOfYou(language: "es", learner: "en"))
    #expect(you.areTwoPersons(a, b) == persons && you.areTwoPersons(b, a) == persons)
  }

  @Test func onlySpanishFromEnglishIsListed() {
    #expect(PersonsOfYou(language: "es", learner: "de") == nil)
    #expect(PersonsOfYou(language: "it", learner: "en") == nil)
    #expect(PersonsOfYou(language: "es", learner: "en")?.addresses("Why don't you come in?") == true)
    #expect(PersonsOfYou(language: "es", learner: "en")?.addresses("Youth is wasted.") == false)
  }
}
