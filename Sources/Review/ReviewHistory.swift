import Foundation

extension ReviewBook {
  /// Plays a learner's past through `scheduler`: each word is met at its session (right answers minutes
  /// apart, as a lesson gives), then at each later session up to `perSession` of the words due are reviewed,
  /// most overdue first, most often right; the rest wait and fade. The reviews are logged like any others.
  /// - Parameters:
  ///   - met: each word and the session it was first met at.
  ///   - sessions: when the learner studied, oldest first.
  public mutating func replay(
    met: [(word: String, at: Date)], sessions: [Date], perSession: Int = 2, scheduler: Scheduler,
    using generator: inout some RandomNumberGenerator
  ) {
    let meetings = Dictionary(grouping: met, by: \.at)
    for session in sessions.sorted() {
      var clock = session
      /// Reviews `words` one after another from `clock`, no sooner than `after`.
      func pass(_ words: [String], after: Date, rating: (String) -> Rating) {
        clock = max(clock, after)
        for word in words {
          review(word, rating: rating(word), at: clock, scheduler: scheduler, using: &generator)
          clock += 20
        }
      }
      let due = cards.filter { $0.value.due <= session }.sorted {
        ($0.value.due, $0.key) < ($1.value.due, $1.key)
      }
      .prefix(max(0, perSession)).map(\.key)
      var ratings: [String: Rating] = [:]
      for word in due {
        let roll = generator.next() % 20
        ratings[word] = roll < 5 ? .again : roll < 8 ? .hard : .good
      }
      pass(due, after: session) { ratings[$0] ?? .good }
      // A word missed comes back at the end of the lesson, answered right.
      pass(due.filter { ratings[$0] == .again }, after: session + 660) { _ in .good }
      let new = (meetings[session] ?? []).map(\.word).filter { cards[$0] == nil }
      let first = clock
      pass(new, after: first) { _ in .good }
      pass(new, after: first + 60) { _ in .good }
      pass(new, after: first + 660) { _ in .good }
    }
  }
}
