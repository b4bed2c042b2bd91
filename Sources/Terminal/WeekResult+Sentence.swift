import Learner

extension WeekResult {
  /// "You finished 4th and moved up to the Emerald League!", or why there was no place.
  public var sentence: String {
    let to = League.name(of: self.to)
    guard let rank else { return "No XP last week, so no league: you stay in the \(to) League." }
    let place = "You finished \(League.ordinal(rank))"
    if self.to > from { return "\(place) and moved up to the \(to) League!" }
    if self.to < from { return "\(place) and moved down to the \(to) League." }
    return "\(place) and stay in the \(to) League."
  }
}
