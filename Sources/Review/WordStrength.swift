import Foundation

extension Scheduler {
  /// A word's strength for its meter, 0 to 1: 1 just reviewed, ¾ when it comes due (recall at the
  /// scheduler's retention), falling a quarter for each further drop of as much recall; 0 never reviewed.
  public func strength(of card: Card, at now: Date) -> Double {
    guard card.lastReview != nil, card.stability != nil else { return 0 }
    let recall = retrievability(of: card, at: now)
    let step = max(0.01, 1 - retention)
    return min(1, max(0, 1 - 0.25 * (1 - recall) / step))
  }
}
