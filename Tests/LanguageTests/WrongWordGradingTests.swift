import Course
import Foundation
import Language
import Lesson
import Randomness
import Testing

/// The first demand: through a real Hunspell dictionary, a real word one letter from a tile is a
/// different word, anything else one letter off is a typo, and a word far from every tile is refused.
@Suite struct WrongWordGradingTests {
  /// A Spanish course in which "tiene" and "pero" appear nowhere.
  static let course = Course(
    id: "synthetic", title: "Synthetic Spanish", language: Language(code: "es", name: "Spanish", flag: ""),
    fromLanguage: Language(code: "en", name: "English", flag: ""),
    units: [
      PathUnit(
        id: "u", section: 1, number: 1, title: "Pets",
        nodes: [
          Node(
            id: "n", kind: .lesson, title: "Pets", teaches: ["tienes", "perro"],
            exercises: [
              .translate(
                Translate(
                  prompt: "Do you have a dog?", answer: "¿Tienes un perro?",
                  bank: ["Tienes", "un", "perro", "gato"],
                  answerLanguage: .taught)),
              .translate(
                Translate(
                  prompt: "Me gusta el café.", answer: "I like coffee", bank: ["I", "like", "coffee", "tea"])),
            ])
        ])
    ])

  static let shelf = LexiconShelf(variables: ["LINGO_DICTIONARY_PATH": HunspellTests.folder])

  /// The grade of `line` as the first answer to exercise `index`, or the refusal.
  func grade(_ index: Int, _ line: String) -> (grade: Grade?, effects: [LessonEffect]) {
    var generator = SplitMix64(seed: 1)
    let exercise = Self.course.units[0].nodes[0].exercises[index]
    var lesson = Lesson(
      exercises: [exercise], baseXP: 10, energy: 5, lexicons: Self.shelf.lexicons(for: Self.course),
      startedAt: Date(timeIntervalSince1970: 0), generator: &generator)
    let effects = lesson.handle(.answerSubmitted(line), at: Date(timeIntervalSince1970: 1))
    let grade = effects.compactMap { effect -> Grade? in
      if case .graded(let grade) = effect { return grade }
      return nil
    }.first
    return (grade, effects)
  }

  @Test func theCourseNeverWritesTiene() {
    let words = Self.course.words(of: .taught).map(TextFolding.key)
    #expect(!words.contains("tiene"))
    #expect(!words.contains("pero"))
  }

  @Test func tieneIsADifferentWordFromTienes() throws {
    let grade = try #require(grade(0, "Tiene un perro").grade)
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("tiene", from: "tienes")])
    #expect(grade.notes.first?.rawValue == "‘tiene’ is a different word from ‘tienes’.")
  }

  @Test func perrroIsATypo() throws {
    let grade = try #require(grade(0, "Tienes un perrro").grade)
    #expect(grade.correct)
    #expect(grade.notes == [.typo])
  }

  @Test func peroIsAWordSoTheAnswerIsWrong() throws {
    let grade = try #require(grade(0, "Tienes un pero").grade)
    #expect(!grade.correct)
    #expect(grade.notes == [.differentWord("pero", from: "perro")])
  }

  @Test func aWordFarFromEveryTileIsRefusedWithoutEnergy() {
    let result = grade(0, "Tienes un caballo")
    #expect(result.grade == nil)
    #expect(result.effects == [.refused("“caballo” is not in the word bank.")])
  }

  @Test func anEnglishKeyTheSameWay() throws {
    let lake = try #require(grade(1, "I lake coffee").grade)
    #expect(!lake.correct)
    #expect(lake.notes == [.differentWord("lake", from: "like")])
    let cofee = try #require(grade(1, "I like cofee").grade)
    #expect(cofee.correct)
    #expect(cofee.notes == [.typo])
    #expect(grade(1, "I like coffee").grade?.notes == [])
  }
}
