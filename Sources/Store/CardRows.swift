import Foundation
import Review

/// A course's review cards and the review log.
enum CardRows {
  static func load(course: String, from database: SQLiteDatabase) throws(StoreError) -> [String: Card] {
    var cards: [String: Card] = [:]
    let columns = ["word", "stability", "difficulty", "state", "step", "due", "last_review"]
    for row in try database.rows(columns, from: "cards", "WHERE course_id = ?", [.text(course)]) {
      let stateNumber = try row.int("state", StoredRange.cardState)
      guard let state = State(rawValue: stateNumber) else {
        throw StoreError(
          kind: .corrupt, message: "cards.state is \(stateNumber), not a card state", path: database.path)
      }
      cards[try row.text("word")] = Card(
        stability: try row.optionalDouble("stability", StoredRange.stability),
        difficulty: try row.optionalDouble("difficulty", StoredRange.difficulty), state: state,
        step: try row.optionalInt("step", StoredRange.step), due: try row.date("due"),
        lastReview: try row.optionalDouble("last_review", StoredRange.seconds).map {
          Date(timeIntervalSince1970: $0)
        })
    }
    return cards
  }

  /// Writes the cards that changed and appends the book's new reviews to the log, each value checked
  /// first against the range loading checks: a value outside it is refused with nothing written.
  static func save(
    _ book: ReviewBook, replacing old: [String: Card], course: String, in database: SQLiteDatabase
  ) throws(StoreError) {
    let rows = try storedRows(book, replacing: old, course: course, path: database.path)
    for values in rows.cards { try values.insert(into: database) }
    // The log's rows are appended, never replaced: each takes the next id.
    for values in rows.reviews {
      try database.query(
        "INSERT INTO reviews (\(values.columns.joined(separator: ", "))) VALUES (?, ?, ?, ?)", values.values)
    }
  }

  /// The rows `save` writes, every value checked against `StoredRange` as `load` checks it.
  static func storedRows(_ book: ReviewBook, replacing old: [String: Card], course: String, path: String)
    throws(StoreError) -> (cards: [StoredValues], reviews: [StoredValues])
  {
    var cards: [StoredValues] = []
    for (word, card) in book.cards.sorted(by: { $0.key < $1.key }) where old[word] != card {
      var values = StoredValues("cards", path: path)
      values.text("course_id", course)
      values.text("word", word)
      try values.optionalDouble("stability", card.stability, StoredRange.stability)
      try values.optionalDouble("difficulty", card.difficulty, StoredRange.difficulty)
      try values.int("state", card.state.rawValue, StoredRange.cardState)
      try values.optionalInt("step", card.step, StoredRange.step)
      try values.date("due", card.due)
      try values.optionalDate("last_review", card.lastReview)
      cards.append(values)
    }
    var reviews: [StoredValues] = []
    for entry in book.added {
      var values = StoredValues("reviews", path: path)
      values.text("course_id", course)
      values.text("word", entry.word)
      try values.date("at", entry.at)
      try values.int("rating", entry.rating.rawValue, 1...4)
      reviews.append(values)
    }
    return (cards, reviews)
  }
}
