import Course
import Testing

@testable import Lesson

/// Match pairs: `café=coffee` or `1b`, one or more per line, until the board is clear.
@Suite struct MatchTests {
  static let drinks = Exercise.match(
    Match(pairs: [Pair("café", "coffee"), Pair("té", "tea"), Pair("agua", "water")]))

  @Test func aPairByTextLeavesTheBoard() throws {
    var lesson = makeLesson([Self.drinks])
    #expect(lesson.answer("café=coffee") == [.pairTried(left: "café", right: "coffee", correct: true)])
    #expect(lesson.board?.matched == ["café"])
    #expect(lesson.board?.isCleared == false)
  }

  @Test func aPairByNumberAndLetterLeavesTheBoard() throws {
    var lesson = makeLesson([Self.drinks])
    let code = try #require(lesson.pairCode("té", "tea"))
    #expect(lesson.answer(code.uppercased()) == [.pairTried(left: "té", right: "tea", correct: true)])
    #expect(lesson.board?.matched == ["té"])
  }

  @Test(arguments: [
    "café=coffee, té=tea, agua=water", "café=coffee té=tea agua=water", "CAFE = Coffee,te=tea,  agua=water.",
    "café=coffee\tté=tea\tagua=water", "café=coffee,\tté=tea \t agua=water",
    "café=coffee\t\tté=tea\tagua=water\t",
  ])
  func severalPairsInALineClearTheBoard(line: String) throws {
    var lesson = makeLesson([Self.drinks], energy: 5)
    let effects = lesson.answer(line)
    #expect(
      effects.prefix(3) == [
        .pairTried(left: "café", right: "coffee", correct: true),
        .pairTried(left: "té", right: "tea", correct: true),
        .pairTried(left: "agua", right: "water", correct: true),
      ])
    let grade = try #require(effects.grade)
    #expect(grade.correct)
    #expect(effects.summary != nil)
    #expect(lesson.energy == 5)
  }

  @Test func numberedPairsMixWithTextPairs() throws {
    var lesson = makeLesson([Self.drinks])
    let first = try #require(lesson.pairCode("café", "coffee"))
    let second = try #require(lesson.pairCode("agua", "water"))
    let effects = lesson.answer("\(first) \(second), té=tea")
    #expect(effects.filter { $0 == .pairTried(left: "té", right: "tea", correct: true) }.count == 1)
    #expect(effects.grade?.correct == true)
  }

  @Test func aWrongPairIsAMistakeThatMissesTheExercise() throws {
    var lesson = makeLesson([Self.drinks, OrderFood.coffeeImage])
    #expect(lesson.answer("café=tea") == [.pairTried(left: "café", right: "tea", correct: false)])
    #expect(lesson.board?.matched.isEmpty == true)
    #expect(lesson.answer("café=coffee, té=tea").count == 2)
    let effects = lesson.answer("agua=water")
    let grade = try #require(effects.grade)
    #expect(!grade.correct)
    #expect(grade.comesBack)
    #expect(grade.solution == "café = coffee, té = tea, agua = water")
    #expect(lesson.combo == 0)
  }

  @Test func anUnreadableTokenRefusesTheWholeLine() throws {
    var lesson = makeLesson([Self.drinks])
    let effects = lesson.answer("café=coffee zz")
    #expect(effects == [.refused("“zz” is not a pair: type café=coffee or 1b.")])
    #expect(lesson.board?.matched.isEmpty == true)
  }

  /// A pair typed the right way with a word the board lacks names that word, not the way pairs are typed.
  @Test func aPairWithAWordOffTheBoardNamesTheWord() throws {
    var lesson = makeLesson([Self.drinks])
    #expect(lesson.answer("café=juice") == [.refused("“juice” is not on the board.")])
    #expect(lesson.answer("jamais=coffee") == [.refused("“jamais” is not on the board.")])
    #expect(lesson.answer("café=coffee, jamais = tea") == [.refused("“jamais” is not on the board.")])
    // A pair the wrong way round, or typed by its labels, is on the board: the ways to type one are shown.
    #expect(
      lesson.answer("coffee=café") == [.refused("“coffee=café” is not a pair: type café=coffee or 1b.")])
    #expect(lesson.answer("1=b") == [.refused("“1=b” is not a pair: type café=coffee or 1b.")])
    #expect(lesson.board?.matched.isEmpty == true)
  }

  @Test(arguments: ["9a", "1z", "a1", "café=juice", "=", "1"])
  func aPairOffTheBoardIsRefused(line: String) throws {
    var lesson = makeLesson([Self.drinks])
    #expect(lesson.answer(line).refusal != nil)
    #expect(lesson.board?.matched.isEmpty == true)
  }

  @Test func anAlreadyMatchedWordIsRefused() throws {
    var lesson = makeLesson([Self.drinks])
    #expect(lesson.answer("café=coffee") == [.pairTried(left: "café", right: "coffee", correct: true)])
    #expect(lesson.answer("café=coffee") == [.refused("“café” is already matched.")])
  }

  @Test func aRightWordAlreadyMatchedIsRefusedNotAMistake() throws {
    var lesson = makeLesson([Self.drinks])
    #expect(lesson.answer("café=coffee") == [.pairTried(left: "café", right: "coffee", correct: true)])
    let code = try #require(lesson.pairCode("té", "coffee"))
    #expect(lesson.answer("té=coffee") == [.refused("“coffee” is already matched.")])
    #expect(lesson.answer(code) == [.refused("“coffee” is already matched.")])
    #expect(lesson.answer("té=tea, agua=water").grade?.correct == true)
  }

  @Test func pairsSpendNoEnergyEvenAtZero() throws {
    var lesson = makeLesson([Self.drinks], energy: 0)
    let effects = lesson.answer("café=coffee, té=tea, agua=water")
    #expect(!effects.contains(.outOfEnergy))
    #expect(!effects.spentEnergy)
    #expect(effects.grade?.correct == true)
    #expect(lesson.energy == 0)
  }

  @Test func aMissedMatchComesBackOnAFreshBoard() throws {
    var lesson = makeLesson([Self.drinks])
    #expect(lesson.answer("café=coffee") == [.pairTried(left: "café", right: "coffee", correct: true)])
    #expect(lesson.skip().grade?.comesBack == true)
    #expect(lesson.isReplay)
    #expect(lesson.board?.matched.isEmpty == true)
    #expect(lesson.answer("café=coffee, té=tea, agua=water").grade?.correct == true)
    #expect(lesson.isFinished)
  }
}
