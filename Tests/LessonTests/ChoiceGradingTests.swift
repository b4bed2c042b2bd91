import Course
import Foundation
import Testing

@testable import Lesson

/// Choice exercises (select the image, complete the sentence): a number or a choice's text.
@Suite struct ChoiceGradingTests {
  @Test func theRightChoiceByNumberIsRight() throws {
    var lesson = makeLesson([OrderFood.coffeeImage])
    let number = try #require(lesson.number(of: "coffee"))
    let grade = try #require(lesson.answer("\(number)").grade)
    #expect(grade.correct)
    #expect(grade.notes.isEmpty)
  }

  @Test(arguments: ["%d.", "(%d)", "  %d  ", "#%d"])
  func punctuationAndSpacingAroundTheNumberNeverMatter(format: String) throws {
    var lesson = makeLesson([OrderFood.coffeeImage])
    let number = try #require(lesson.number(of: "coffee"))
    let line = format.replacingOccurrences(of: "%d", with: "\(number)")
    #expect(lesson.answer(line).grade?.correct == true)
  }

  @Test func aWrongChoiceByNumberIsWrongAndShowsTheSolution() throws {
    var lesson = makeLesson([OrderFood.coffeeImage])
    let number = try #require(lesson.number(of: "tea"))
    let grade = try #require(lesson.answer(" \(number) ").grade)
    #expect(!grade.correct)
    #expect(grade.solution == "coffee")
    #expect(grade.praise == nil)
  }

  @Test(arguments: ["coffee", "COFFEE", "Coffee", "  coffee.  ", "¡coffee!"])
  func theRightChoiceByTextIsRightWhateverTheCaseAndPunctuation(line: String) throws {
    var lesson = makeLesson([OrderFood.coffeeImage])
    let grade = try #require(lesson.answer(line).grade)
    #expect(grade.correct)
    #expect(grade.notes.isEmpty)
  }

  @Test func aWrongChoiceByTextIsWrong() throws {
    var lesson = makeLesson([OrderFood.coffeeImage])
    let effects = lesson.answer("Milk")
    #expect(effects.spentEnergy)
    #expect(effects.grade?.correct == false)
  }

  @Test(arguments: ["0", "5", "juice", ""])
  func aLineThatIsNoChoiceIsRefusedAndSpendsNothing(line: String) throws {
    var lesson = makeLesson([OrderFood.coffeeImage], energy: 5)
    let before = lesson.current
    let effects = lesson.answer(line)
    let message = try #require(effects.refusal)
    #expect(message.contains("1 to 4"))
    #expect(effects.count == 1)
    #expect(lesson.energy == 5)
    #expect(lesson.current == before)
  }

  @Test func anotherFormOfTheVerbAmongTheChoicesIsSimplyWrong() throws {
    var lesson = makeLesson([OrderFood.quieroBlank])
    let effects = lesson.answer("quiere")
    let grade = try #require(effects.grade)
    #expect(!grade.correct)
    #expect(grade.notes.isEmpty)
    #expect(grade.solution == "Yo quiero un café.")
    #expect(lesson.energy == 24)
  }

  @Test func aCompleteTheSentenceIsAnsweredByNumberToo() throws {
    var lesson = makeLesson([OrderFood.quieroBlank])
    let number = try #require(lesson.number(of: "quiero"))
    #expect(lesson.answer("\(number)").grade?.correct == true)
  }
}
