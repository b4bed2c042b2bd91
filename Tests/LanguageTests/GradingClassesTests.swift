import Course
import Foundation
import Language
import Lesson
import Randomness
import Testing

/// The grading classes a teacher found in the bundled courses, fixed in the engine for every course and
/// played here through the real dictionaries with the examples they were found with.
@Suite struct GradingClassesTests {
  static let shelf = LexiconShelf(
    variables: [
      "LINGO_DICTIONARY_PATH": ["es", "en", "fr", "it"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("Fixtures/Dictionaries/\($0)").path
      }.joined(separator: ":")
    ])

  /// A one-exercise course in `code`, with `glossary` and `notWords`.
  static func course(
    _ code: String, _ exercise: Exercise, glossary: [String: [String]] = [:], notWords: [String] = []
  ) -> Course {
    Course(
      id: "t", title: "T", language: Language(code: code, name: code, flag: ""),
      fromLanguage: Language(code: "en", name: "English", flag: ""),
      units: [
        PathUnit(
          id: "u", section: 1, number: 1, title: "U",
          nodes: [Node(id: "n", kind: .lesson, title: "N", exercises: [exercise])])
      ],
      glossary: Glossary(glossary.sorted { $0.key < $1.key }.map { .init(word: $0.key, meanings: $0.value) }),
      knownWords: ["Marie", "Paul"], notWords: notWords)
  }

  /// The grade of `line` as the first answer to the course's one exercise; nil when it was refused.
  static func grade(_ line: String, in course: Course) -> Grade? {
    var generator = SplitMix64(seed: 1)
    var lesson = Lesson(
      exercises: course.units[0].nodes[0].exercises, baseXP: 10, energy: 5,
      lexicons: shelf.lexicons(for: course), glossary: course.glossary, learnerLanguage: "en",
      startedAt: Date(timeIntervalSince1970: 0), generator: &generator)
    for case .graded(let grade) in lesson.handle(.answerSubmitted(line), at: Date(timeIntervalSince1970: 1)) {
      return grade
    }
    return nil
  }

  static let thanks = ["gracias": ["thank you", "thanks"], "sí": ["yes"], "muy": ["very"], "bien": ["well"]]

  @Test("'Yes, thanks' is right where the key says 'thank you': the glossary lists both for gracias")
  func aListedMeaningIsNeverADifferentWord() throws {
    let bank = Exercise.translate(
      Translate(prompt: "Sí, gracias.", answer: "Yes, thank you", bank: ["yes", "thank", "you", "no"]))
    let right = try #require(Self.grade("Yes, thanks", in: Self.course("es", bank, glossary: Self.thanks)))
    #expect(right.correct && right.notes.isEmpty)
    // Without the glossary the same line is the different word it used to be.
    let before = try #require(Self.grade("Yes, thanks", in: Self.course("es", bank)))
    #expect(!before.correct)
    #expect(before.notes == [.differentWord("thanks", from: "thank")])

    let typed = Exercise.type(TypeIn(prompt: "Muy bien, gracias.", answer: "Very well, thank you"))
    let well = try #require(
      Self.grade("Very well thanks", in: Self.course("es", typed, glossary: Self.thanks)))
    #expect(well.correct && well.notes.isEmpty)
  }

  @Test("'Tu quieres una naranja' is wrong with its note, and the solution keeps the pronoun")
  func tuWithoutItsAccentIsNamed() throws {
    let exercise = Exercise.translate(
      Translate(
        prompt: "You want an orange.", answer: "Quieres una naranja",
        alternatives: ["Tú quieres una naranja"], bank: ["tú", "tu", "quieres", "una", "naranja", "un"],
        answerLanguage: .taught))
    let grade = try #require(Self.grade("Tu quieres una naranja", in: Self.course("es", exercise)))
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("tu", from: "tú")])
    #expect(grade.solution == "Tú quieres una naranja")
  }

  @Test("'tu est Marie' is a different word from 'es', not a word missing from the bank")
  func twoLetterNearWordsGetTheirNote() throws {
    let exercise = Exercise.translate(
      Translate(
        prompt: "You are Marie.", answer: "Tu es Marie", bank: ["tu", "es", "Marie", "je", "suis", "et"],
        answerLanguage: .taught))
    let grade = try #require(Self.grade("tu est Marie", in: Self.course("fr", exercise)))
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("est", from: "es")])
  }

  @Test("'Je sui Paul' is a typo: the French dictionary holds sui only as Latin, in sui generis")
  func aLocutionPieceIsNotARealWord() throws {
    let exercise = Exercise.type(
      TypeIn(prompt: "I am Paul.", answer: "Je suis Paul", answerLanguage: .taught))
    let grade = try #require(Self.grade("Je sui Paul", in: Self.course("fr", exercise)))
    #expect(grade.correct)
    #expect(grade.notes == [.typo])
  }

  @Test("a course's notWords make a dictionary entry a typo, not a different word")
  func aCourseDeclaresWhatIsNoWord() throws {
    let exercise = Exercise.translate(
      Translate(
        prompt: "Do you have a dog?", answer: "¿Tienes un perro?", bank: ["tienes", "un", "perro", "gato"],
        answerLanguage: .taught))
    let plain = try #require(Self.grade("Tienes un pero", in: Self.course("es", exercise)))
    #expect(plain.notes == [.differentWord("pero", from: "perro")])
    let declared = try #require(
      Self.grade("Tienes un pero", in: Self.course("es", exercise, notWords: ["pero"])))
    #expect(declared.correct)
    #expect(declared.notes == [.typo])
  }

  @Test("'Un'acqua' is the tiles un' and acqua, typed whole or with a space")
  func elidedArticlesSplitAtTheApostrophe() throws {
    let bank = Exercise.translate(
      Translate(
        prompt: "A water, please.", answer: "Un'acqua, per favore",
        bank: ["un'", "acqua", "per", "favore", "un", "caffè"], answerLanguage: .taught))
    for line in ["Un'acqua, per favore", "un’acqua per favore", "Un' acqua per favore"] {
      let grade = try #require(Self.grade(line, in: Self.course("it", bank)), "\(line)")
      #expect(grade.correct, "\(line)")
    }
    let typed = Exercise.type(
      TypeIn(prompt: "A water, please.", answer: "Un'acqua, per favore", answerLanguage: .taught))
    for line in ["Un'acqua per favore", "Un' acqua per favore"] {
      let grade = try #require(Self.grade(line, in: Self.course("it", typed)), "\(line)")
      #expect(grade.correct, "\(line)")
    }
  }

  @Test(
    "an English contraction is the words in full, both ways: 'I'm Paul' for 'I am Paul', 'It is' for 'It's'")
  func contractionsAreTheWordsInFull() throws {
    let typed = Exercise.type(TypeIn(prompt: "Je suis Paul.", answer: "I am Paul"))
    for line in ["I'm Paul", "Im Paul", "I am Paul"] {
      let grade = try #require(Self.grade(line, in: Self.course("fr", typed)), "\(line)")
      #expect(grade.correct && grade.notes.isEmpty, "\(line)")
    }
    let bank = Exercise.translate(
      Translate(prompt: "C'est Marie.", answer: "It's Marie", bank: ["it's", "Marie", "he", "is"]))
    let full = try #require(Self.grade("It is Marie", in: Self.course("fr", bank)))
    #expect(full.correct)
  }
}
