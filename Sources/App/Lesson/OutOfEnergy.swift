import Foundation
import Learner

/// What to say when there is no energy: when it comes back and how to refill it.
enum OutOfEnergy {
  /// The message for `energy` at `now`, its time said in `timeZone`.
  static func message(_ energy: Energy, now: Date, timeZone: TimeZone) -> String {
    var text = "You're out of energy."
    if let next = energy.nextPoint(at: now) {
      let formatter = DateFormatter()
      formatter.timeZone = timeZone
      formatter.dateFormat = "HH:mm"
      text += " One point comes back at \(formatter.string(from: next)) (one every 30 minutes)."
    }
    return text + " Refill it now for \(Energy.refillPrice) gems: lingo refill."
  }
}
