import Course
import Foundation
import Learner
import Review
import Store
import Testing

@Suite("the sample history")
struct SampleHistoryTests {
  let moment = Moment(
    date: Date(timeIntervalSince1970: 1_795_975_200), day: Day(year: 2026, month: 11, day: 26), elapsed: 3.75)
  let utc = TimeZone(identifier: "UTC") ?? .current

  static let course = Course(
    id: "spanish", title: "Spanish", language: Language(code: "es", name: "Spanish", flag: "🇪🇸"),
    fromLanguage: Language(code: "en", name: "English", flag: "🇬🇧"),
    units: [
      PathUnit(
        id: "u1", section: 1, number: 1, title: "One",
        nodes: [Node(id: "a", title: "A", teaches: ["hola", "adiós", "sí"], exercises: [])]),
      PathUnit(
        id: "u2", section: 1, number: 2, title: "Two",
        nodes: ["c", "d", "e", "f"].map { Node(id: $0, title: $0, teaches: ["w" + $0], exercises: []) }),
    ])

  @Test("every word met has a card, first reviewed from 18:00 of the day it was met, and the history repeats")
  func record() throws {
    let sam = SampleHistory.learner(at: moment, course: Self.course)
    var book = ReviewBook()
    SampleHistory.record(sam, in: utc, into: &book)
    #expect(Set(book.cards.keys) == Set(sam.wordsMet.keys.map(\.word)))
    let hola = try #require(book.added.first { $0.word == "hola" })
    let met = try #require(sam.wordsMet[WordKey(course: "spanish", word: "hola")])
    let (year, month, day) = met.parts
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let evening = try #require(
      calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 18)))
    #expect(hola.at >= evening && hola.at < evening.addingTimeInterval(3600))
    #expect(book.added.allSatisfy { $0.at < moment.date })
    var again = ReviewBook()
    SampleHistory.record(sam, in: utc, into: &again)
    #expect(again == book)
  }

  @Test("without a course Sam meets no words, and the history is empty")
  func noCourse() {
    let sam = SampleHistory.learner(at: moment, course: nil)
    #expect(sam == Learner.sample(at: moment))
    var book = ReviewBook()
    SampleHistory.record(sam, in: utc, into: &book)
    #expect(book.cards.isEmpty)
  }

  @Test("a reset puts Sam and the history in the store, whatever was there")
  func reset() throws {
    let store = MemoryProgressStore(Learner.new(name: "Ana", today: moment.day, now: moment.date))
    let (sam, _) = try SampleHistory.reset(
      store, course: Self.course, at: moment, in: utc, backupStamp: "stamp")
    #expect(sam.name != "Ana")
    let fresh = { Learner.new(name: "x", today: moment.day, now: moment.date) }
    let stored = try store.update(makeLearner: fresh, { $0 })
    #expect(stored == sam)
    #expect(try store.reviewBook(course: "spanish").cards.count == sam.wordsMet.count)
    #expect(!store.log.isEmpty)
  }
}
