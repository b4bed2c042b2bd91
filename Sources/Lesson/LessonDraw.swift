import Course
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
  /// taken; within each of those four groups the order is the generator's. The set taken is then shuffled,
  /// and the exercises that ask the learner to produce the language (`produces`, by place) are moved after
  /// the others, in the order shuffled: a word is recognised, and introduced, before it must be written or
  /// heard. `plays` is kept from 0 to `pool`.
  public static func draw(
    pool: Int, plays: Int, bringsNew: [Bool], last: [Int], produces: [Bool] = [],
    using generator: inout SplitMix64
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
    let producing = { (place: Int) in place < produces.count && produces[place] }
    return chosen.filter { !producing($0) } + chosen.filter(producing)
  }

  /// Whether `exercise` asks the learner to produce the language taught: to write it (a translation into
  /// it, typed or from a bank) or to hear it. A word is introduced (NEW WORD) only where it is read.
  public static func produces(_ exercise: Exercise) -> Bool {
    switch exercise {
    case .translate(let translate): translate.answerLanguage == .taught
    case .type(let type): type.answerLanguage == .taught
    case .listen: true
    case .selectImage, .match, .complete: false
    }
  }
}
