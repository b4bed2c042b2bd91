import Course
import Testing

@testable import Lesson

/// The grading rule with the in-memory lexicon: a real word one letter from a tile is a different word.
@Suite struct WrongWordTests {
  static let lexicons = Lexicons(
    taught: WordListLexicon([
      "tienes", "tiene", "tengo", "un", "una", "uno", "perro", "pero", "gato", "noche", "noches",
    ]),
    learner: WordListLexicon(["I", "like", "lake", "coffee", "a", "cat", "hat", "dog"]))

  static let dog = Exercise.translate(
    Translate(
      prompt: "Do you have a dog?", answer: "¿Tienes un perro?", bank: ["Tienes", "un", "perro", "gato"],
      answerLanguage: .taught))

  static let coffee = Exercise.translate(
    Translate(prompt: "Me gusta el café.", answer: "I like coffee", bank: ["I", "like", "coffee", "tea"]))

  @Test func aRealWordOneLetterFromATileIsWrongAndNamed() throws {
    var lesson = makeLesson([Self.dog], energy: 3, lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("Tiene un perro").grade)
    #expect(!grade.correct)
    #expect(grade.notes.map(\.rawValue) == ["‘tiene’ is a different word from ‘tienes’."])
    #expect(grade.comesBack)
    #expect(lesson.energy == 2)
  }

  @Test func aWrongWordIsNamedWithItsApostrophe() throws {
    let lexicons = Lexicons(
      taught: WordListLexicon(["l'ami", "l'amie", "est", "là"]), learner: WordListLexicon([]))
    let friend = Exercise.translate(
      Translate(
        prompt: "The friend is there.", answer: "L'ami est là", bank: ["L'ami", "est", "là", "ici"],
        answerLanguage: .taught))
    var lesson = makeLesson([friend], lexicons: lexicons)
    let grade = try #require(lesson.answer("L'amie est là").grade)
    #expect(!grade.correct)
    #expect(grade.notes.map(\.rawValue) == ["‘l'amie’ is a different word from ‘l'ami’."])
  }

  /// `n'ont` folds one letter from the tile `ont`, but its apostrophe joins two words: it is no slip of
  /// `ont`, and the bank lacks it.
  @Test func aWordJoinedByAnApostropheIsNoSlipOfOneWithout() throws {
    let lexicons = Lexicons(
      taught: WordListLexicon(["n'ont", "ont", "ils", "pas"]), learner: WordListLexicon([]))
    let none = Exercise.translate(
      Translate(
        prompt: "They don't have one.", answer: "Ils n'en ont pas",
        bank: ["Ils", "n'en", "ont", "pas", "une"],
        answerLanguage: .taught))
    var lesson = makeLesson([none], lexicons: lexicons)
    #expect(lesson.answer("Ils n'ont pas une") == [.refused("“n'ont” is not in the word bank.")])
  }

  @Test func aNonWordOneLetterFromATileIsATypo() throws {
    var lesson = makeLesson([Self.dog], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("Tienes un perrro").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.typo])
  }

  @Test func twoWrongWordsAreBothNamed() throws {
    var lesson = makeLesson([Self.dog], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("Tiene un pero").grade)
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("tiene", from: "tienes"), .differentWord("pero", from: "perro")])
  }

  @Test func aWrongWordOutweighsATypo() throws {
    var lesson = makeLesson([Self.dog], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("Tienes un pero").grade)
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("pero", from: "perro")])
  }

  @Test func englishAnswersFollowTheSameRule() throws {
    var lake = makeLesson([Self.coffee], lexicons: Self.lexicons)
    #expect(lake.answer("I lake coffee").grade?.notes == [.differentWord("lake", from: "like")])
    var cofee = makeLesson([Self.coffee], lexicons: Self.lexicons)
    let grade = try #require(cofee.answer("I like cofee").grade)
    #expect(grade.correct && grade.notes == [.typo])
  }

  @Test func aChoiceOneRealWordAwayIsWrong() throws {
    let night = Exercise.complete(
      Complete(prompt: "Buenas ___.", choices: ["noches", "tardes", "días"], answer: "noches"))
    var lesson = makeLesson([night], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("noche").grade)
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("noche", from: "noches")])
  }

  @Test func aPictureNameOneRealWordAwayIsWrong() throws {
    let cat = Exercise.selectImage(
      SelectImage(
        prompt: "el gato", choices: [Picture(name: "cat", emoji: "🐈"), Picture(name: "dog", emoji: "🐕")],
        answer: "cat"))
    var lesson = makeLesson([cat], lexicons: Self.lexicons)
    #expect(lesson.answer("hat").grade?.notes == [.differentWord("hat", from: "cat")])
  }

  @Test func withoutALexiconTheExercisesOwnWordsStillCount() throws {
    let blank = Exercise.complete(
      Complete(prompt: "Un ___ y una gata.", choices: ["gato", "perro"], answer: "gato"))
    var lesson = makeLesson([blank])
    #expect(lesson.answer("gata").grade?.notes == [.differentWord("gata", from: "gato")])
  }

  @Test func aMatchPairWithAWrongWordIsRefusedNotTakenForTheItem() {
    let pairs = Exercise.match(Match(pairs: [Pair("tienes", "you have"), Pair("perro", "dog")]))
    var lesson = makeLesson([pairs], energy: 2, lexicons: Self.lexicons)
    let effects = lesson.answer("tiene=you have")
    #expect(effects.count == 1 && effects.refusal != nil)
    #expect(lesson.answer("perrro=dog") == [.pairTried(left: "perro", right: "dog", correct: true)])
  }
}

/// An accent the tile lacks is no missing accent: where it makes another word, that word is wrong.
@Suite struct AddedAccentTests {
  static let lexicons = Lexicons(
    taught: WordListLexicon(["tu", "tú", "el", "él", "mi", "hermana", "es", "amiga", "cafe"]),
    learner: WordListLexicon([]))

  static let sister = Exercise.translate(
    Translate(
      prompt: "Your sister is my friend.", answer: "Tu hermana es mi amiga",
      bank: ["tu", "hermana", "es", "mi", "amiga", "amigo"], answerLanguage: .taught))

  @Test func tuWithAnAccentIsTheWordYou() throws {
    var lesson = makeLesson([Self.sister], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("Tú hermana es mi amiga").grade)
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("tú", from: "tu")])
  }

  @Test func anAddedAccentThatMakesNoWordIsOnlyAnAccentNote() throws {
    var lesson = makeLesson([Self.sister], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("Tu hermána es mi amiga").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.accents])
  }

  @Test func aMissingAccentStaysANote() throws {
    let he = Exercise.translate(
      Translate(
        prompt: "He is my friend.", answer: "Él es mi amigo", bank: ["él", "es", "mi", "amigo", "amiga"],
        answerLanguage: .taught))
    var lesson = makeLesson([he], lexicons: Self.lexicons)
    let grade = try #require(lesson.answer("El es mi amigo").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.accents])
  }

  /// A deck's word its dictionary does not spell so (`sandwich`, where Spanish writes `sándwich`): the
  /// accent spells it right, and makes no other word; `tú` for `tu` still does.
  @Test func anAccentOnAWordTheDictionaryLacksSpellsIt() throws {
    let dictionary = WordListLexicon(["un", "sándwich", "de", "queso", "tu", "tú"])
    let lexicons = Lexicons(
      taught: CourseLexicon(
        dictionary: dictionary, courseWords: WordListLexicon(["un", "sandwich", "de", "queso", "tu"])),
      learner: WordListLexicon([]))
    let sandwich = Exercise.translate(
      Translate(
        prompt: "a cheese sandwich", answer: "un sandwich de queso",
        bank: ["un", "sandwich", "de", "queso", "tu"], answerLanguage: .taught))
    var lesson = makeLesson([sandwich], lexicons: lexicons)
    let grade = try #require(lesson.answer("un sándwich de queso").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.accents])
    let yours = Exercise.translate(
      Translate(
        prompt: "your sandwich", answer: "tu sandwich", bank: ["tu", "sandwich", "un"],
        answerLanguage: .taught))
    var again = makeLesson([yours], lexicons: lexicons)
    let you = try #require(again.answer("tú sandwich").grade)
    #expect(!you.correct)
    #expect(you.notes == [.differentWord("tú", from: "tu")])
  }
}
