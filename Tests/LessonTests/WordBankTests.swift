import Course
import Testing

@testable import Lesson

/// Word-bank translation: each typed word takes a tile from the bank.
@Suite struct WordBankTests {
  /// A word-bank translation of `prompt` into `answer` with `tiles`, answered in the learner's language
  /// unless said.
  static func bank(_ prompt: String, _ answer: String, _ tiles: [String], into side: LanguageSide = .learner)
    -> Exercise
  {
    .translate(Translate(prompt: prompt, answer: answer, bank: tiles, answerLanguage: side))
  }

  @Test(arguments: [
    "A coffee with milk, please", "a coffee with milk please", "A COFFEE WITH MILK PLEASE.",
    "  a   coffee with milk,please!  ",
  ])
  func caseAndPunctuationAndSpacingNeverMatter(line: String) throws {
    var lesson = makeLesson([OrderFood.coffeeWithMilk])
    let grade = try #require(lesson.answer(line).grade)
    #expect(grade.correct)
    #expect(grade.notes.isEmpty)
  }

  @Test func anApostropheIsPunctuationToo() throws {
    let fine = Self.bank("Estoy bien.", "I'm fine", ["I'm", "fine", "you"])
    var lesson = makeLesson([fine])
    let grade = try #require(lesson.answer("Im fine").grade)
    #expect(grade.correct)
    #expect(grade.notes.isEmpty)
  }

  @Test func wordsFromTheBankInTheWrongOrderAreWrong() throws {
    var lesson = makeLesson([OrderFood.likeCoffee])
    let effects = lesson.answer("coffee like I")
    #expect(effects.spentEnergy)
    let grade = try #require(effects.grade)
    #expect(!grade.correct)
    #expect(grade.solution == "I like coffee")
  }

  @Test func everyAlternativeIsAccepted() throws {
    let tea = Exercise.translate(
      Translate(
        prompt: "Un té, por favor.", answer: "A tea, please", alternatives: ["One tea, please"],
        bank: ["A", "tea", "please", "One", "milk", "water"]))
    var first = makeLesson([tea])
    #expect(first.answer("One tea please").grade?.correct == true)
    var second = makeLesson([tea])
    #expect(second.answer("a tea, please").grade?.correct == true)
  }

  @Test func aWordNotInTheBankIsRefusedAndSpendsNothing() throws {
    var lesson = makeLesson([OrderFood.likeCoffee, OrderFood.coffeeImage], energy: 7)
    let before = lesson.current
    let effects = lesson.answer("I love coffee")
    #expect(effects == [.refused("“love” is not in the word bank.")])
    #expect(lesson.energy == 7)
    #expect(lesson.current == before)
    #expect(lesson.queue == [0, 1])
    #expect(lesson.answer("I like coffee").grade?.correct == true)
  }

  @Test func aTileUsedMoreOftenThanTheBankHoldsItIsRefused() throws {
    var lesson = makeLesson([OrderFood.likeCoffee], energy: 3)
    let effects = lesson.answer("I like coffee coffee")
    #expect(effects == [.refused("“coffee” is in the bank only once.")])
    #expect(lesson.energy == 3)
    #expect(lesson.queue == [0])
  }

  @Test func aWordNotInTheBankIsQuotedWithItsApostrophe() throws {
    let secret = Self.bank(
      "Ce n'est pas un secret.", "That's not a secret", ["my", "sister", "That's", "not", "a", "secret"])
    var lesson = makeLesson([secret])
    #expect(lesson.answer("It's not a secret.") == [.refused("“it's” is not in the word bank.")])
  }

  /// `it's` folds to `its`, one letter from the tile `is`; but its apostrophe joins two words, and it is no
  /// slip of `is`: it is refused for free, not marked wrong as "a different word from 'is'".
  @Test func aWordWithAnApostropheIsNoSlipOfOneWithout() throws {
    let tiger = Self.bank(
      "Ce n'est pas un tigre.", "That is not a tiger", ["That", "is", "not", "a", "tiger", "lion"])
    let english = WordListLexicon(["it's", "its", "is", "that", "not", "a", "tiger", "lion"])
    var lesson = makeLesson([tiger], lexicons: Lexicons(taught: WordListLexicon([]), learner: english))
    let energy = lesson.energy
    #expect(lesson.answer("It's not a tiger.") == [.refused("“it's” is not in the word bank.")])
    #expect(lesson.energy == energy)
    #expect(lesson.answer("That is not a tiger").grade?.correct == true)
  }

  /// A word typed without its apostrophe may still be a slip of a tile with one: `cnt` for `can't`.
  @Test func aWordTypedWithoutItsApostropheMayStillBeASlip() throws {
    let swim = Self.bank("No sé nadar.", "I can't swim", ["I", "can't", "swim", "dance"])
    var lesson = makeLesson([swim])
    let grade = try #require(lesson.answer("I cnt swim").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.typo])
  }

  /// "it" is one letter from the tile "is", but the "is" typed takes it: "it" is what the bank lacks.
  @Test func aWordTypedAsATileTakesItBeforeANearWord() throws {
    let line = Self.bank(
      "Ce n'est pas mon point fort.", "That is not my line",
      ["they", "That", "is", "not", "my", "line", "shut"])
    let english = WordListLexicon(["it", "is", "that", "not", "my", "line", "they", "shut"])
    var lesson = makeLesson([line], lexicons: Lexicons(taught: WordListLexicon([]), learner: english))
    #expect(lesson.answer("it is not my line") == [.refused("“it” is not in the word bank.")])
    #expect(lesson.answer("that is not my line").grade?.correct == true)
  }

  /// A different word stands for every tile of its word: with `the` typed once as it is, `then` takes the
  /// bank's other `the`, and the answer is wrong with the word named, not refused.
  @Test func aDifferentWordTakesTheSecondTileOfItsWord() throws {
    let cat = Self.bank(
      "El gato ve el perro.", "The cat sees the dog", ["The", "cat", "sees", "the", "dog", "a", "he"])
    let english = WordListLexicon(["the", "then", "she", "cat", "sees", "dog", "a", "he"])
    let lexicons = Lexicons(taught: WordListLexicon([]), learner: english)
    for line in ["then cat sees the dog", "the cat sees then dog"] {
      var lesson = makeLesson([cat], lexicons: lexicons)
      let grade = try #require(lesson.answer(line).grade, "\(line)")
      #expect(!grade.correct)
      #expect(grade.notes.map(\.rawValue) == ["‘then’ is a different word from ‘the’."])
    }
  }

  /// So does an accent that makes another word: `tú` for the second `tu`.
  @Test func anAccentedWordTakesTheSecondTileOfItsWord() throws {
    let dog = Self.bank(
      "I see your dog and your cat.", "Veo tu perro y tu gato",
      ["Veo", "tu", "perro", "y", "tu", "gato", "Él"],
      into: .taught)
    let spanish = WordListLexicon(["veo", "tu", "tú", "perro", "y", "gato", "él"])
    var lesson = makeLesson([dog], lexicons: Lexicons(taught: spanish, learner: WordListLexicon([])))
    let grade = try #require(lesson.answer("veo tú perro y tu gato").grade)
    #expect(!grade.correct)
    #expect(grade.notes.map(\.rawValue) == ["‘tú’ is a different word from ‘tu’."])
  }

  /// A slip of a tile is that tile: typed beside the tile itself, the tile is what is used up.
  @Test func aSlipOfAUsedTileIsRefusedByTheTile() throws {
    let coffee = Self.bank(
      "I want a coffee.", "Quiero un café", ["Quiero", "un", "café", "té", "perro"], into: .taught)
    for line in ["quiero un cafe café", "quiero un café cafe"] {
      var lesson = makeLesson([coffee])
      #expect(lesson.answer(line) == [.refused("“café” is in the bank only once.")], "\(line)")
    }
  }

  @Test func aBankHoldingAWordTwiceAllowsItTwice() throws {
    let dogs = Self.bank(
      "El perro ve el gato.", "The dog sees the cat", ["the", "dog", "sees", "the", "cat", "a"])
    var lesson = makeLesson([dogs])
    #expect(lesson.answer("The dog sees the cat").grade?.correct == true)

    var greedy = makeLesson([dogs])
    let effects = greedy.answer("the the the dog")
    #expect(effects == [.refused("“the” is in the bank only 2 times.")])
  }

  @Test func anEmptyLineIsRefused() throws {
    var lesson = makeLesson([OrderFood.likeCoffee], energy: 3)
    #expect(lesson.answer(" ,. ").refusal != nil)
    #expect(lesson.energy == 3)
  }
}
