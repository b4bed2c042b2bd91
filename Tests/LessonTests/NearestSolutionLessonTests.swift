import Course
import Testing

@testable import Lesson

/// The solution a banner shows, through a whole lesson: the accepted answer nearest to a wrong line, the key
/// for a skip and for a right answer with a note, a completed sentence whole with its translation.
@Suite struct NearestSolutionLessonTests {
  static let tea = Exercise.translate(
    Translate(
      prompt: "Un té, por favor.", answer: "A tea, please", alternatives: ["One tea, please"],
      bank: ["A", "One", "tea", "please", "coffee", "the"]))

  static let dog = Exercise.type(
    TypeIn(prompt: "Tengo un perro.", answer: "I have a dog", alternatives: ["I've got a dog"]))

  @Test func aWrongLineShowsTheAnswerNearestToItAndItsReplayAgain() throws {
    var lesson = makeLesson([OrderFood.coffeeImage, Self.tea, OrderFood.quieroBlank, Self.dog])
    #expect(lesson.answer("coffee").grade?.correct == true)

    let nearAlternative = try #require(lesson.answer("One coffee please").grade)
    #expect(!nearAlternative.correct && nearAlternative.comesBack)
    #expect(nearAlternative.solution == "One tea, please")
    #expect(nearAlternative.translation == nil)

    let blank = try #require(lesson.answer("quiere").grade)
    #expect(!blank.correct)
    #expect(blank.solution == "Yo quiero un café.")
    #expect(blank.translation == "I want a coffee.")

    let typed = try #require(lesson.answer("I've got a cat").grade)
    #expect(!typed.correct)
    #expect(typed.solution == "I've got a dog")

    // The replays: nearer the key now, then a skip, then right.
    #expect(lesson.current?.exercise == Self.tea)
    let nearKey = try #require(lesson.answer("A coffee please").grade)
    #expect(!nearKey.correct && !nearKey.comesBack)
    #expect(nearKey.solution == "A tea, please")
    let skipped = try #require(lesson.skip().grade)
    #expect(skipped.solution == "Yo quiero un café.")
    #expect(skipped.translation == "I want a coffee.")
    let skippedTyped = try #require(lesson.skip().grade)
    #expect(skippedTyped.solution == "I have a dog")
    #expect(lesson.isFinished)
  }

  @Test func aRightAnswerWithANoteShowsTheAnswerItStoodFor() throws {
    var lesson = makeLesson([Self.tea, OrderFood.quieroBlank])
    let typo = try #require(lesson.answer("One tea pleese").grade)
    #expect(typo.correct && typo.notes == [.typo])
    // The typo stood for the alternative, not the key: that is the spelling the note shows.
    #expect(typo.solution == "One tea, please")
    let right = try #require(lesson.answer("quiero").grade)
    #expect(right.correct)
    #expect(right.solution == "Yo quiero un café.")
    #expect(right.translation == "I want a coffee.")
  }

  @Test func theSolverStillAnswersACompletedSentenceWithTheWord() {
    #expect(RightAnswer.lines(OrderFood.quieroBlank) == ["quiero"])
    #expect(Solver.play(OrderFood.quieroBlank, answer: "quiero") == nil)
  }
}
