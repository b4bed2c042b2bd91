import Randomness

/// Which of a node's exercises one lesson plays, when the node plays fewer than it holds (its `plays`).
///
/// Pure: the pool is described by what the draw needs of it, and the generator is handed in, so the same
/// seed draws the same set in the same order.
public enum LessonDraw {
  /// The places in the pool (0 to `pool - 1`) of the `plays` exercises to play, in play order.
  ///
  /// The exercises that bring a new word (`bringsNew`, by place; a place it lacks brings none) come
  /// first, then the others; an exercise of `last` (the node's last play) comes only once every other is
  /// taken; within each of those four groups the order is the generator's. The set taken is then shuffled.
  /// `plays` is kept from 0 to `pool`.
  public static func draw(
    pool: Int, plays: Int, bringsNew: [Bool], last: [Int], using generator: inout SplitMix64
  ) -> [Int] {
    guard pool > 0 else { return [] }
    let count = min(max(plays, 0), pool)
    let played = Set(last)
    var groups: [[Int]] = [[], [], [], []]
    for place in 0..<pool {
      let new = place < bringsNew.count && bringsNew[place]
      let repeated = played.contains(place)
      groups[(repeated ? 2 : 0) + (new ? 0 : 1)].append(place)
    }
    var chosen: [Int] = []
    chosen.reserveCapacity(count)
    for var group in groups where chosen.count < count {
      group.shuffle(using: &generator)
      chosen += group.prefix(count - chosen.count)
    }
    chosen.shuffle(using: &generator)
    return chosen
  }
}
