import Course
import Testing

@Suite("places on the path")
struct PathPositionTests {
  static let course = Course(
    id: "spanish", title: "Spanish", language: Language(code: "es", name: "Spanish", flag: "🇪🇸"),
    fromLanguage: Language(code: "en", name: "English", flag: "🇬🇧"),
    units: [
      PathUnit(
        id: "u1", section: 1, number: 1, title: "One",
        nodes: [
          Node(
            id: "a", title: "A",
            exercises: [.match(Match(pairs: [Pair("gato", "cat"), Pair("perro", "dog")]))]),
          Node(id: "chest", kind: .chest, title: "Chest", exercises: []),
          Node(id: "empty", title: "Empty", exercises: []),
        ]),
      PathUnit(
        id: "u2", section: 1, number: 2, title: "Two",
        nodes: [Node(id: "b", title: "B", exercises: [.match(Match(pairs: [Pair("sí", "yes")]))])]),
    ])

  @Test("UNIT.NODE positions read and print", arguments: ["2.4", "10.1"])
  func positions(_ text: String) {
    #expect(PathPosition(text)?.description == text)
  }

  @Test("malformed positions are refused", arguments: ["2", "2.", ".4", "a.b", "0.1", "2.4.1", "1.-1", ""])
  func badPositions(_ text: String) {
    #expect(PathPosition(text) == nil)
  }

  @Test("positions order by unit, then node")
  func order() {
    #expect(PathPosition(unit: 1, node: 9) < PathPosition(unit: 2, node: 1))
    #expect(PathPosition(unit: 2, node: 1) < PathPosition(unit: 2, node: 2))
  }

  @Test("a node is found by UNIT.NODE or by id; a place past the unit's end or an unknown id is not")
  func places() {
    #expect(Self.course.place(named: "1.2").map { "\($0.unit.id)/\($0.index)" } == "u1/1")
    #expect(Self.course.place(named: "b").map { "\($0.unit.id)/\($0.index)" } == "u2/0")
    #expect(Self.course.place(named: "1.4") == nil)
    #expect(Self.course.place(named: "3.1") == nil)
    #expect(Self.course.place(named: "nope") == nil)
  }

  @Test("a lesson is a playable node with exercises")
  func lessons() {
    #expect((try? Self.course.lesson(named: "2.1").get())?.index == 0)
    #expect(Self.course.lesson(named: "a").map(\.unit.id) == .success("u1"))
    #expect(Self.course.lesson(named: "chest").map(\.index) == .failure(.nothingToPlay(.chest)))
    #expect(Self.course.lesson(named: "1.3").map(\.index) == .failure(.nothingToPlay(.lesson)))
    #expect(Self.course.lesson(named: "9.9").map(\.index) == .failure(.notFound))
  }
}
