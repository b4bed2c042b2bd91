import Foundation
import Randomness
import Review

/// Replays each card's reviews through the scheduler and writes the card after every review; kept
/// from batch to batch with its caches, by one worker at a time.
struct ScheduleReplay {
  let scheduler: Scheduler
  /// The fuzz seed of the whole run; each card's generator is seeded from it and the card's line number,
  /// so the result does not depend on which thread replays which card.
  let seed: UInt64
  /// Reused from card to card.
  private var reviews: [ScheduleReview] = []
  private var days = ScheduleDayCache()
  private let numbers = ScheduleNumberCache()

  init(scheduler: Scheduler, seed: UInt64) {
    self.scheduler = scheduler
    self.seed = seed
  }

  /// Writes the output line for the input `line`, line `number` of the input; false when the card
  /// could not be replayed.
  mutating func replay(_ line: UnsafeBufferPointer<UInt8>, number: Int, into output: ScheduleOutput) -> Bool {
    // The id and the times are copied to the output as written, so a line that is not UTF-8 is refused whole.
    guard ScheduleUTF8.isValid(line) else {
      output.reserve(96)
      output.append("{\"id\":null,\"error\":\"not JSON: the line is not valid UTF-8\"}\n")
      return false
    }
    var scanner = ScheduleScanner(line)
    let card = ScheduleCard(&scanner, reviews: &reviews, days: &days)
    output.reserve(64)
    output.append("{\"id\":")
    if let id = card.id {
      output.append(UnsafeBufferPointer(rebasing: line[id]))
    } else {
      output.append("null")
    }
    if let problem = card.problem {
      // The id took all the room it reserved, and the message all its own: reserve for the text around them.
      output.reserve(16)
      output.append(",\"error\":")
      output.appendString(problem)
      output.reserve(4)
      output.append("}\n")
      return false
    }
    output.reserve(64)
    output.append(",\"reviews\":[")
    var memory = Card(due: reviews.first?.time ?? Date(timeIntervalSinceReferenceDate: 0))
    var mixer = SplitMix64(seed: seed ^ UInt64(truncatingIfNeeded: number))
    var generator = SplitMix64(seed: mixer.next())
    for (position, review) in reviews.enumerated() {
      let time = review.time
      memory = scheduler.review(memory, rating: review.rating, at: time, using: &generator)
      // The wait is whole or half seconds (steps are whole seconds), so it is recovered exactly and the
      // due time printed to the microsecond however far ahead, as Python's datetime has it.
      let halves = memory.due.timeIntervalSince(time) * 2
      let wait = Int64(halves + (halves < 0 ? -0.5 : 0.5)) * 500_000
      output.reserve(review.token.count + 256)
      output.append(position == 0 ? "{\"t\":" : ",{\"t\":")
      output.append(UnsafeBufferPointer(rebasing: line[review.token]))
      switch review.rating {
      case .again: output.append(",\"rating\":1,\"stability\":")
      case .hard: output.append(",\"rating\":2,\"stability\":")
      case .good: output.append(",\"rating\":3,\"stability\":")
      case .easy: output.append(",\"rating\":4,\"stability\":")
      }
      output.append(memory.stability ?? .nan, cache: numbers)
      output.append(",\"difficulty\":")
      output.append(memory.difficulty ?? .nan, cache: numbers)
      switch memory.state {
      case .learning: output.append(",\"state\":\"Learning\",\"step\":")
      case .review: output.append(",\"state\":\"Review\",\"step\":")
      case .relearning: output.append(",\"state\":\"Relearning\",\"step\":")
      }
      if let step = memory.step { output.append(step) } else { output.append("null") }
      output.append(",\"due\":\"")
      ScheduleTimeWriter.write(
        microseconds: ScheduleTime.readable.clamp(review.microseconds + wait), to: output, cache: &days)
      output.append("\"}")
    }
    output.reserve(4)
    output.append("]}\n")
    return true
  }
}
