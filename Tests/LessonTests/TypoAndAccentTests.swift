import Course
import Testing

@testable import Lesson

/// Accents, ñ and one-letter typos, in choices and in the word bank.
@Suite struct TypoAndAccentTests {
  static let spanishCoffee = Exercise.translate(
    Translate(
      prompt: "I want a coffee.", answer: "Quiero un café", bank: ["Quiero", "un", "café", "té", "agua"]))

  static let tomorrow = Exercise.complete(
    Complete(prompt: "Hasta ___.", choices: ["mañana", "luego", "pronto"], answer: "mañana"))

  static let tomorrowInTheBank = Exercise.translate(
    Translate(prompt: "See you tomorrow.", answer: "Hasta mañana", bank: ["Hasta", "mañana", "luego"]))

  // MARK: Accents

  @Test func aMissingAccentIsAcceptedWithANote() throws {
    var lesson = makeLesson([Self.spanishCoffee])
    let grade = try #require(lesson.answer("quiero un cafe").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.accents])
    #expect(grade.notes.first?.rawValue == "Pay attention to the accents.")
  }

  @Test func aMissingAccentInAChoiceIsAcceptedWithANote() throws {
    let tea = Exercise.complete(Complete(prompt: "Un ___, por favor.", choices: ["té", "pan"], answer: "té"))
    var lesson = makeLesson([tea])
    let grade = try #require(lesson.answer("te").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.accents])
  }

  @Test func aMissingAccentIsWrongWithoutAccentForgiveness() throws {
    var lesson = makeLesson([Self.spanishCoffee], accentForgiveness: false)
    let effects = lesson.answer("Quiero un cafe")
    #expect(effects.spentEnergy)
    let grade = try #require(effects.grade)
    #expect(!grade.correct)
    #expect(grade.notes == [.accents])
    #expect(grade.comesBack)
  }

  @Test func theAccentedAnswerIsRightWithoutAccentForgiveness() throws {
    var lesson = makeLesson([Self.spanishCoffee], accentForgiveness: false)
    let grade = try #require(lesson.answer("Quiero un café.").grade)
    #expect(grade.correct)
    #expect(grade.notes.isEmpty)
  }

  @Test func aDecomposedAccentCountsAsTheAccent() throws {
    var lesson = makeLesson([Self.spanishCoffee], accentForgiveness: false)
    #expect(lesson.answer("Quiero un cafe\u{301}").grade?.correct == true)
  }

  // MARK: ñ always counts

  @Test(arguments: [true, false])
  func manananIsNeverMananaInAChoice(forgiving: Bool) throws {
    var lesson = makeLesson([Self.tomorrow], energy: 4, accentForgiveness: forgiving)
    let effects = lesson.answer("manana")
    #expect(effects.grade == nil)
    #expect(effects.refusal != nil)
    #expect(lesson.energy == 4)
  }

  @Test(arguments: [true, false])
  func mananaIsNotInABankHoldingManana(forgiving: Bool) throws {
    var lesson = makeLesson([Self.tomorrowInTheBank], energy: 4, accentForgiveness: forgiving)
    #expect(lesson.answer("hasta manana") == [.refused("“manana” is not in the word bank.")])
    #expect(lesson.energy == 4)
  }

  @Test func mananaWithTheTildeIsRightHoweverItIsTyped() throws {
    var precomposed = makeLesson([Self.tomorrowInTheBank], accentForgiveness: false)
    #expect(precomposed.answer("Hasta MAÑANA").grade?.correct == true)
    var decomposed = makeLesson([Self.tomorrowInTheBank], accentForgiveness: false)
    #expect(decomposed.answer("hasta man\u{303}ana").grade?.correct == true)
  }

  // MARK: Typos

  @Test func aOneLetterTypoIsAcceptedWithANote() throws {
    var lesson = makeLesson([OrderFood.likeCoffee])
    let grade = try #require(lesson.answer("I like cofee").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.typo])
    #expect(grade.notes.first?.rawValue == "You have a typo.")
  }

  @Test(arguments: ["coffe", "coffees", "cofbee"])
  func aLetterLeftOutAddedOrChangedIsATypoInAChoice(line: String) throws {
    var lesson = makeLesson([OrderFood.coffeeImage])
    let grade = try #require(lesson.answer(line).grade)
    #expect(grade.correct)
    #expect(grade.notes == [.typo])
  }

  @Test func twoLettersOffIsNotATypo() throws {
    var lesson = makeLesson([OrderFood.likeCoffee], energy: 2)
    #expect(lesson.answer("I like cofe") == [.refused("“cofe” is not in the word bank.")])
    #expect(lesson.energy == 2)
  }

  @Test func aTypoThatMakesAnotherWordOfTheExerciseIsNotATypo() throws {
    let heWants = Exercise.translate(
      Translate(prompt: "Él quiere té; yo también.", answer: "Quiero té", bank: ["Quiero", "té", "leche"]))
    var lesson = makeLesson([heWants], energy: 2)
    #expect(lesson.answer("quiere té") == [.refused("“quiere” is not in the word bank.")])
    #expect(lesson.energy == 2)
    #expect(lesson.answer("quiera té").grade?.notes == [.typo])
  }

  @Test func anotherWordOfTheExerciseWithoutItsAccentIsNotATypo() throws {
    let tea = Exercise.translate(
      Translate(prompt: "Un té, por favor.", answer: "A tea, please", bank: ["A", "tea", "please", "milk"]))
    var lesson = makeLesson([tea], energy: 2)
    #expect(lesson.answer("A te please") == [.refused("“te” is not in the word bank.")])
    #expect(lesson.energy == 2)
    #expect(lesson.answer("A tee please").grade?.notes == [.typo])
  }

  @Test func aTypoThatMakesAnotherWordOfTheSentenceIsAWrongChoice() throws {
    let blank = Exercise.complete(
      Complete(
        prompt: "Ella quiere té; yo ___ café.", choices: ["quiero", "tengo", "como"], answer: "quiero"))
    var lesson = makeLesson([blank], energy: 2)
    let effects = lesson.answer("quiere")
    let grade = try #require(effects.grade)
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("quiere", from: "quiero")])
    #expect(lesson.energy == 1)
  }

  @Test func aWordOneLetterFromTwoDifferentTilesIsRefused() throws {
    var lesson = makeLesson([OrderFood.quieroBlank], energy: 2)
    let effects = lesson.answer("quiera")
    #expect(effects.grade == nil)
    #expect(effects.refusal != nil)
    #expect(lesson.energy == 2)

    let pets = Exercise.translate(
      Translate(prompt: "Un gato.", answer: "A cat", bank: ["A", "cat", "car", "dog"]))
    var bank = makeLesson([pets], energy: 2)
    #expect(bank.answer("A cap") == [.refused("“cap” is not in the word bank.")])
    #expect(bank.energy == 2)
  }

  @Test func aOneLetterWordIsNeverATypoOfAnother() {
    var lesson = makeLesson([OrderFood.likeCoffee], energy: 2)
    #expect(lesson.answer("a like coffee") == [.refused("“a” is not in the word bank.")])
    #expect(lesson.energy == 2)
  }
}
