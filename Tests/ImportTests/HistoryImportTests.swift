import Foundation
import Learner
import Review
import Store
import TestSupport
import Testing

/// `--with-history`: Anki's review log replayed through FSRS-6 into the learner's review cards.
@Suite(.serialized) struct HistoryImportTests {
  /// The words the deck's history reviews, by the front field as make_deck.py writes it.
  static let words = [
    "<b>el café</b>": "el café", "el agua": "el agua", "la leche": "la leche", "rojo": "rojo",
  ]

  @Test func dueDatesAreTheSchedulersReplayOfTheAnkiLog() throws {
    let folder = temporaryFolder("history")
    let deck = try makeDeck("latest", in: folder)
    let home = folder.appendingPathComponent("home").path
    let variables = ["LINGO_HOME": home]
    let out = folder.appendingPathComponent("import-spanish.json")
    let run = lingo(
      ["import", deck.path, "--out", out.path, "--language", "es", "--from", "en", "--with-history"],
      variables: variables)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains("history: 13 Anki reviews of 4 words replayed through FSRS-6"), "\(run.stdout)")

    let path = try #require(StoreLocation.path(variables: variables))
    let store = try SQLiteProgressStore(path: path)
    let book = try store.reviewBook(course: "import-spanish")
    #expect(book.cards.count == 4)

    // The log make_deck.py inserted, replayed here through the same scheduler `review` uses (fuzz off).
    let log = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: deck.path + ".history.json")))
    let history = try #require(log as? [String: [[String: Int]]])
    let scheduler = try Scheduler(retention: 0.9)
    var generator = SystemRandomNumberGenerator()
    for (front, reviews) in history {
      let word = try #require(Self.words[front])
      var card: Card?
      for review in reviews {
        let at = Date(timeIntervalSince1970: Double(review["at"] ?? 0) / 1000)
        let rating = try #require(Rating(rawValue: review["ease"] ?? 0))
        card = scheduler.review(card ?? Card(due: at), rating: rating, at: at, using: &generator)
      }
      let stored = try #require(book.cards[word], "no card for \(word)")
      #expect(stored.due == card?.due, "\(word)")
      #expect(stored.stability == card?.stability, "\(word)")
      #expect(stored.lastReview == card?.lastReview, "\(word)")
    }

    // Importing again keeps the cards as they are: nothing already in lingo is replaced.
    let again = lingo(
      ["import", deck.path, "--out", out.path, "--language", "es", "--from", "en", "--with-history"],
      variables: variables)
    #expect(again.stdout.contains("4 words lingo already reviews were kept as they are"), "\(again.stdout)")
    #expect(try store.reviewBook(course: "import-spanish") == book)

    // A learner studying the imported course sees the reviewed words' strength in `lingo words`.
    let sample = { Learner.sample(today: Day(year: 2026, month: 1, day: 20), now: Date()) }
    try store.update(makeLearner: sample, { $0.courseID = "import-spanish" })
    let words = lingo(
      ["words", "--now", "2026-01-20T12:00:00Z", "--color", "never"],
      variables: variables.merging(["LINGO_COURSES": folder.path]) { $1 })
    #expect(words.status == 0, "\(words.stderr)")
    #expect(words.stdout.contains("4 words met"), "\(words.stdout)")
    for word in Self.words.values { #expect(words.stdout.contains(word)) }
    // Reviewed in Anki a week before and recalled every time: a full meter.
    #expect(words.stdout.contains("▮▮▮▮ el café"), "\(words.stdout)")
  }
}
