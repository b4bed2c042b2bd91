import Foundation
import Review

/// A course's review cards and the review log.
enum CardRows {
  static func load(course: String, from database: SQLiteDatabase) throws(StoreError) -> [String: Card] {
    var cards: [String: Card] = [:]
    let columns = ["word", "stability", "difficulty", "state", "step", "due", "last_review"]
    for row in try database.rows(columns, from: "cards", "WHERE course_id = ?", [.text(course)]) {
      let stateNumber = try row.int(3, 0...Int(UInt8.max))
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

  /// Writes the cards that changed and appends the book's new reviews to the log.
  static func save(
    _ book: ReviewBook, replacing old: [String: Card], course: String, in database: SQLiteDatabase
  ) throws(StoreError) {
    for (word, card) in book.cards where old[word] != card {
      try database.query(
        """
        INSERT OR REPLACE INTO cards (course_id, word, stability, difficulty, state, step, due, last_review)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(course), .text(word), card.stability.map(SQLValue.real) ?? .null,
          card.difficulty.map(SQLValue.real) ?? .null, .int(card.state.rawValue),
          card.step.map(SQLValue.int) ?? .null,
          .real(card.due.timeIntervalSince1970),
          card.lastReview.map { .real($0.timeIntervalSince1970) } ?? .null,
        ])
    }
    for entry in book.added {
      try database.query(
        "INSERT INTO reviews (course_id, word, at, rating) VALUES (?, ?, ?, ?)",
        [
          .text(course), .text(entry.word), .real(entry.at.timeIntervalSince1970),
          .int(entry.rating.rawValue),
        ])
    }
  }
}
