import Foundation
import Review

/// A course's review cards and the review log.
enum CardRows {
  static func load(course: String, from database: SQLiteDatabase) throws(StoreError) -> [String: Card] {
    var cards: [String: Card] = [:]
    let columns = ["word", "stability", "difficulty", "state", "step", "due", "last_review"]
    for row in try database.rows(columns, from: "cards", "WHERE course_id = ?", [.text(course)]) {
      let stateNumber = try row.int(3, StoredRange.cardState)
      guard let state = State(rawValue: stateNumber) else {
        throw StoreError(
          kind: .corrupt, message: "cards.state is \(stateNumber), not a card state", path: database.path)
      }
      cards[try row.text(0)] = Card(
        stability: try row.optionalDouble(1, StoredRange.stability),
        difficulty: try row.optionalDouble(2, StoredRange.difficulty), state: state,
        step: try row.optionalInt(4, StoredRange.step), due: try row.date(5),
        lastReview: try row.optionalDouble(6, StoredRange.seconds).map { Date(timeIntervalSince1970: $0) })
    }
    return cards
  }

  /// Writes the cards that changed and appends the book's new reviews to the log, each value checked
  /// first against the range loading checks: a value outside it is refused with nothing written.
  static func save(
    _ book: ReviewBook, replacing old: [String: Card], course: String, in database: SQLiteDatabase
  ) throws(StoreError) {
    let rows = try storedRows(book, replacing: old, course: course, path: database.path)
    for values in rows.cards {
      try database.query(
        """
        INSERT OR REPLACE INTO cards (course_id, word, stability, difficulty, state, step, due, last_review)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """, values)
    }
    for values in rows.reviews {
      try database.query("INSERT INTO reviews (course_id, word, at, rating) VALUES (?, ?, ?, ?)", values)
    }
  }

  /// The rows `save` writes, every value checked against `StoredRange` as `load` checks it.
  static func storedRows(_ book: ReviewBook, replacing old: [String: Card], course: String, path: String)
    throws(StoreError) -> (cards: [[SQLValue]], reviews: [[SQLValue]])
  {
    var cards: [[SQLValue]] = []
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
      cards.append(values.values)
    }
    var reviews: [[SQLValue]] = []
    for entry in book.added {
      var values = StoredValues("reviews", path: path)
      values.text("course_id", course)
      values.text("word", entry.word)
      try values.date("at", entry.at)
      try values.int("rating", entry.rating.rawValue, 1...4)
      reviews.append(values.values)
    }
    return (cards, reviews)
  }
}
