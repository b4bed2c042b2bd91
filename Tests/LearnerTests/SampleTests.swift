import Course
import Foundation
import Learner
import Testing

@Suite("the sample learner's history")
struct SampleTests {
  let thursday = Day(year: 2026, month: 11, day: 26)
  var moment: Moment {
    Moment(date: Date(timeIntervalSince1970: 1_795_975_200), day: thursday, elapsed: 3.75)
  }

  static let course = Course(
    id: "spanish", title: "Spanish", language: Language(code: "es", name: "Spanish", flag: "🇪🇸"),
    fromLanguage: Language(code: "en", name: "English", flag: "🇬🇧"),
    units: [
      PathUnit(
        id: "u1", section: 1, number: 1, title: "One",
        nodes: [
          Node(id: "a", title: "A", teaches: ["hola", "adiós"], exercises: []),
          Node(id: "b", title: "B", teaches: ["sí"], exercises: []),
        ]),
      PathUnit(
        id: "u2", section: 1, number: 2, title: "Two",
        nodes: ["c", "d", "e", "f", "g"].map { Node(id: $0, title: $0, teaches: ["w" + $0], exercises: []) }),
    ])

  @Test("every word of the nodes before 2.4 is met, spread over the days Sam studied, none after")
  func wordsMet() throws {
    let sam = Learner.sample(at: moment, course: Self.course)
    let met = Dictionary(uniqueKeysWithValues: sam.wordsMet.map { ($0.key.word, $0.value) })
    #expect(Set(met.keys) == ["hola", "adiós", "sí", "wc", "wd", "we"])
    let first = try #require(sam.dailyXP.keys.min())
    #expect(met["hola"] == first)
    #expect(try #require(met["we"]) > first)
    #expect(met.values.allSatisfy { sam.dailyXP[$0] != nil && $0 < thursday })
  }

  @Test("launch numbers stay the fixed ones")
  func launchNumbers() {
    let sam = Learner.sample(at: moment, course: Self.course)
    #expect(sam.streak(on: thursday) == 27)
    #expect(sam.gems == 505 && sam.totalXP == 4_120 && sam.lessonsCompleted == 214)
    #expect(sam.leagueXP == 285 && sam.leagueTier == League.ruby && sam.topThreeFinishes == 2)
    #expect(sam.position == PathPosition(unit: 2, node: 4))
    #expect(Learner.sample(at: moment, course: Self.course) == sam)
  }

  @Test("another course adds no words")
  func otherCourse() {
    var french = Self.course
    french.id = "french"
    #expect(Learner.sample(at: moment, course: french).wordsMet.isEmpty)
  }
}
