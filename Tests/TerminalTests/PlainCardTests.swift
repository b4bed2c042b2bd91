import Course
import Learner
import Terminal
import Testing

/// The plain node card says what the rules pay, never a number of its own.
@Suite("the plain node card's numbers")
struct PlainCardTests {
  @Test("practice and start offer the node's own XP; a chest its gems", arguments: [10, 12, 20])
  func readsTheRules(xp: Int) {
    let unit = PathUnit(
      id: "u", section: 1, number: 1, title: "U",
      nodes: [
        Node(id: "a", title: "A", xp: xp, exercises: []),
        Node(id: "c", kind: .chest, title: "C", exercises: []),
      ])
    let view = PlainPathView()
    let done = view.card(unit: unit, index: 0, status: .done(stars: 2), previous: nil).texts.joined()
    #expect(
      done.contains("practice it for \(Rewards.lessonXP(unit.nodes[0])) XP") && done.contains("\(xp) XP"))
    let current = view.card(unit: unit, index: 0, status: .current, previous: nil).texts.joined()
    #expect(current.contains("for \(xp) XP"))
    let chest = view.card(unit: unit, index: 1, status: .current, previous: "A").texts.joined()
    #expect(chest.contains("\(Rewards.chestGems) gems"))
  }
}
