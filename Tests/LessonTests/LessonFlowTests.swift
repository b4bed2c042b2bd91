import Course
import Testing

@testable import Lesson

/// The combo, the praise, and a lesson's progress to completion.
@Suite struct LessonFlowTests {
  static let images = Array(repeating: OrderFood.coffeeImage, count: 5)

  @Test func theComboLightsAfterThreeRightInARow() {
    var lesson = makeLesson(Self.images)
    #expect(lesson.answer("coffee").grade?.correct == true)
    #expect(lesson.answer("coffee").grade?.correct == true)
    #expect(lesson.combo == 2)
    #expect(lesson.isOnFire == false)
    #expect(lesson.answer("coffee").grade?.correct == true)
    #expect(lesson.combo == 3)
    #expect(lesson.isOnFire)
  }

  @Test func matchingPairsHasNoCheckSoItNeitherAddsToNorBreaksTheCombo() {
    var lesson = makeLesson(OrderFood.all)
    for line in OrderFood.rightLines.prefix(5) { #expect(lesson.answer(line).grade?.correct == true) }
    // The sample lesson's moment before exercise f: 5 of 7 done, 4 in a row, energy 21.
    #expect(lesson.settled == 5)
    #expect(lesson.combo == 4)
    #expect(lesson.energy == 21)
  }

  @Test func aMissPutsTheComboOut() {
    var lesson = makeLesson(Self.images)
    for _ in 0..<4 { #expect(lesson.answer("coffee").grade?.correct == true) }
    #expect(lesson.isOnFire)
    #expect(lesson.answer("tea").grade?.correct == false)
    #expect(lesson.combo == 0)
    #expect(lesson.isOnFire == false)
  }

  @Test func aSkipPutsTheComboOut() {
    var lesson = makeLesson(Self.images)
    for _ in 0..<3 { #expect(lesson.answer("coffee").grade?.correct == true) }
    #expect(lesson.skip().grade?.correct == false)
    #expect(lesson.combo == 0)
    #expect(lesson.isOnFire == false)
  }

  @Test func aRefusedLineLeavesTheComboAlone() {
    var lesson = makeLesson(Self.images)
    for _ in 0..<3 { #expect(lesson.answer("coffee").grade?.correct == true) }
    #expect(lesson.answer("juice").refusal != nil)
    #expect(lesson.isOnFire)
  }

  @Test func praiseRotatesWithTheRightAnswers() {
    var lesson = makeLesson(Self.images)
    var praise: [String?] = []
    for line in ["coffee", "coffee", "tea", "coffee", "coffee"] {
      let grade = lesson.answer(line).grade
      if grade?.correct == true { praise.append(grade?.praise) }
    }
    // The nth right answer (n = 1, 2, …) earns Lesson.praise[n % 3].
    #expect(praise == (1...4).map { Lesson.praise[$0 % 3] })
    #expect(praise == ["Amazing!", "Great job!", "Nice job!", "Amazing!"])
  }

  @Test func aWrongAnswerHasNoPraise() {
    var lesson = makeLesson(Self.images)
    #expect(lesson.answer("tea").grade?.praise == nil)
  }

  @Test func aRightAnswerSettlesTheExerciseAndMovesOn() throws {
    var lesson = makeLesson([OrderFood.coffeeImage, OrderFood.likeCoffee])
    #expect(lesson.current?.exercise == OrderFood.coffeeImage)
    #expect(lesson.answer("coffee").summary == nil)
    #expect(lesson.settled == 1)
    #expect(lesson.queue == [1])
    #expect(lesson.current?.exercise == OrderFood.likeCoffee)
    #expect(lesson.isFinished == false)
  }

  @Test func theLastSettledExerciseCompletesTheLesson() throws {
    var lesson = makeLesson([OrderFood.coffeeImage, OrderFood.likeCoffee])
    #expect(lesson.answer("coffee").grade?.correct == true)
    let effects = lesson.answer("I like coffee", after: 30)
    #expect(effects.count == 3)
    #expect(effects.first == .energySpent(remaining: 23))
    #expect(effects.last == .completed(lesson.summary(at: lessonStart.addingTimeInterval(30))))
    #expect(lesson.settled == 2)
    #expect(lesson.current == nil)
    #expect(lesson.isFinished)
    #expect(lesson.answer("coffee").isEmpty)
  }

  @Test func theSameSeedShufflesTheSameWay() {
    let once = makeLesson(OrderFood.all, seed: 7)
    let again = makeLesson(OrderFood.all, seed: 7)
    #expect(once.prompts == again.prompts)
    #expect(
      Set(once.prompts[1].bank) == Set(["A", "coffee", "with", "milk", "please", "tea", "the", "water"]))
  }
}
