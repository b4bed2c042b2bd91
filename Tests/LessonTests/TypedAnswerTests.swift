import Course
import Randomness
import Testing

@testable import Lesson

/// Answers typed freely (`type` and `listen`): graded against the answer and its alternatives by the bank's
/// rules, with no bank to refuse a word.
@Suite struct TypedAnswerTests {
  static let lexicons = Lexicons(
    taught: WordListLexicon([
      "tienes", "tiene", "un", "perro", "pero", "gato", "hola", "ana", "estás", "cómo",
    ]),
    learner: WordListLexicon(["do", "you", "have", "a", "dog", "cat", "hello", "thanks", "thank"]))

  static let dog = Exercise.type(
    TypeIn(prompt: "Do you have a dog?", answer: "¿Tienes un perro?", answerLanguage: .taught))

  static let thanks = Exercise.type(
    TypeIn(prompt: "Gracias, Ana.", answer: "Thanks, Ana.", alternatives: ["Thank you, Ana."]))

  static let heard = Exercise.listen(
    Listen(
      prompt: "Hola, ¿cómo estás?", alternatives: ["Hola, cómo estás"], translation: "Hello, how are you?"))

  @Test func caseAndPunctuationDoNotCount() throws {
    var lesson = makeLesson([Self.dog], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("tienes un perro").grade)
    #expect(grade.correct && grade.notes.isEmpty)
  }

  @Test func aTypoIsForgivenWithItsNote() throws {
    var lesson = makeLesson([Self.dog], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("Tienes un perrro").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.typo])
  }

  @Test func aRealWordSlipIsWrongAndNamed() throws {
    var lesson = makeLesson([Self.dog], energy: 3, lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("Tiene un perro").grade)
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("tiene", from: "tienes")])
    #expect(lesson.energy == 2)
  }

  @Test func aWordNoAnswerHoldsIsWrongNotRefused() throws {
    var lesson = makeLesson([Self.dog], energy: 3, lexicons: Self.lexicons)
    let effects = lesson.answer("Tienes un gato")
    let grade = try #require(effects.grade)
    #expect(!grade.correct)
    #expect(!effects.contains { if case .refused = $0 { true } else { false } })
  }

  @Test func anAlternativeIsAsRight() throws {
    var lesson = makeLesson([Self.thanks], lexicons: Self.lexicons)
    #expect(lesson.answer("thank you ana").grade?.correct == true)
  }

  @Test func wordsInAnotherOrderAreWrong() throws {
    var lesson = makeLesson([Self.dog], lexicons: Self.lexicons)
    #expect(lesson.answer("un perro tienes").grade?.correct == false)
  }

  @Test func anEmptyLineIsRefusedAndCostsNothing() throws {
    var lesson = makeLesson([Self.dog], energy: 3, lexicons: Self.lexicons)
    #expect(lesson.answer("   ") == [.refused("Type your answer.")])
    #expect(lesson.energy == 3)
  }

  @Test func whatIsHeardIsTypedBackAndNeverShownBefore() throws {
    var generator = SplitMix64(seed: 1)
    let prompt = Prompt(Self.heard, using: &generator)
    #expect(!prompt.showsText)
    #expect(prompt.completions.isEmpty)
    #expect(prompt.instruction == "Type what you hear")
    var lesson = makeLesson([Self.heard], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("hola como estas").grade)
    #expect(grade.correct && grade.notes == [.accents])
  }

  @Test func theSolverAndTheDemoAnswerEveryAcceptedLine() {
    #expect(RightAnswer.lines(Self.thanks) == ["Thanks, Ana.", "Thank you, Ana."])
    #expect(RightAnswer.lines(Self.heard) == ["Hola, ¿cómo estás?", "Hola, cómo estás"])
    for exercise in [Self.dog, Self.thanks, Self.heard] {
      for line in RightAnswer.lines(exercise) {
        #expect(Solver.play(exercise, answer: line, lexicons: Self.lexicons) == nil, "\(line)")
      }
    }
  }

  @Test func listeningIsLeftOutWhereNothingIsHeard() {
    let exercises = [Self.dog, Self.heard, Self.thanks]
    #expect(Hearing.playable(exercises, canHear: true).leftOut == 0)
    let (kept, leftOut) = Hearing.playable(exercises, canHear: false)
    #expect(kept == [Self.dog, Self.thanks] && leftOut == 1)
    #expect(Hearing.playable([Self.heard], canHear: false).exercises == [Self.heard])
    #expect(
      Hearing.leftOut(1, soundOff: true) == [
        "1 listening exercise was left out of this lesson: sound is off (turn it on with 'settings voice normal')."
      ])
  }

  @Test func theKeyboardSettingTypesEveryBankTranslation() {
    let bank = Translate(
      prompt: "Gracias, Ana.", answer: "Thanks, Ana.", alternatives: ["Thank you, Ana."],
      bank: ["Thanks", "Ana", "you", "Thank"])
    let exercises: [Exercise] = [.translate(bank), Self.heard]
    #expect(Keyboard.exercises(exercises, on: false) == exercises)
    #expect(Keyboard.exercises(exercises, on: true) == [Self.thanks, Self.heard])
  }

  @Test func aListeningHintSaysWhatItMeansNotWhatIsSaid() {
    #expect(Hearing.hint(Listen(prompt: "Hola", translation: "Hello.")) == "Hint: it means “Hello.”")
    #expect(!Hearing.hint(Listen(prompt: "Hola")).contains("Hola"))
  }
}
