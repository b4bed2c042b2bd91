import Course
import Testing

@testable import Lesson

/// Energy: −1 per CHECK of a choice or translation; out of energy when a CHECK is due at 0.
@Suite struct EnergyTests {
  @Test func eachCheckSpendsOneEnergyRightOrWrong() {
    var lesson = makeLesson([OrderFood.coffeeImage, OrderFood.likeCoffee, OrderFood.quieroBlank], energy: 5)
    #expect(lesson.answer("coffee").first == .energySpent(remaining: 4))
    #expect(lesson.answer("I like tea").first == .energySpent(remaining: 3))
    #expect(lesson.answer("quiero").first == .energySpent(remaining: 2))
    #expect(lesson.energy == 2)
  }

  @Test func aRefusedLineSpendsNothing() {
    var lesson = makeLesson([OrderFood.likeCoffee], energy: 5)
    #expect(lesson.answer("I love coffee").refusal != nil)
    #expect(lesson.answer("I I like coffee").refusal != nil)
    #expect(lesson.energy == 5)
  }

  @Test func aCheckDueAtZeroRunsOutOfEnergy() {
    var lesson = makeLesson([OrderFood.coffeeImage, OrderFood.appleImage, OrderFood.likeCoffee], energy: 1)
    let right = Grade(correct: true, praise: "Amazing!", solution: "coffee", notes: [], comesBack: false)
    #expect(lesson.answer("coffee") == [.energySpent(remaining: 0), .graded(right)])
    #expect(lesson.isOutOfEnergy == false)
    let before = lesson.queue
    #expect(lesson.answer("apple") == [.outOfEnergy])
    #expect(lesson.isOutOfEnergy)
    #expect(lesson.isFinished)
    #expect(lesson.energy == 0)
    #expect(lesson.queue == before)
    #expect(lesson.settled == 1)
  }

  @Test func nothingHappensAfterRunningOut() {
    var lesson = makeLesson([OrderFood.coffeeImage, OrderFood.appleImage], energy: 0)
    #expect(lesson.answer("coffee") == [.outOfEnergy])
    #expect(lesson.answer("coffee").isEmpty)
    #expect(lesson.skip().isEmpty)
    #expect(lesson.settled == 0)
  }

  @Test func aRefusedLineAtZeroIsRefusedNotOutOfEnergy() {
    var lesson = makeLesson([OrderFood.likeCoffee], energy: 0)
    #expect(lesson.answer("I love coffee") == [.refused("“love” is not in the word bank.")])
    #expect(lesson.isOutOfEnergy == false)
  }

  @Test("a skip is a miss and spends energy like a CHECK; with none left it ends the lesson")
  func aSkipSpendsLikeACheck() {
    var lesson = makeLesson([OrderFood.coffeeImage, OrderFood.appleImage], energy: 1)
    let effects = lesson.skip()
    #expect(effects.spentEnergy)
    #expect(effects.grade?.correct == false)
    #expect(lesson.energy == 0)
    #expect(lesson.skip() == [.outOfEnergy])
    #expect(lesson.isOutOfEnergy)
  }
}
