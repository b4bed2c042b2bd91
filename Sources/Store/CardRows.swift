import Foundation
import Review

/// A course's review cards and the review log.
enum CardRows {
  static func load(course: String, from database: SQLiteDatabase) throws(StoreError) -> [String: Card] {
    var cards: [String: Card] = [:]
    let rows = try database.query(
      "SELECT word, stability, difficulty, state, step, due, last_review FROM cards WHERE course_id = ?",
      [.text(course)])
    for row in rows {
      guard let word = row[0].string, let state = row[3].int.flatMap(State.init(rawValue:)) else { continue }
      cards[word] = Card(
        stability: row[1].double, difficulty: row[2].double, state: state, step: row[4].int,
        due: Date(timeIntervalSince1970: row[5].double ?? 0),
        lastReview: row[6].double.map { Date(timeIntervalSince1970: $0) })
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
