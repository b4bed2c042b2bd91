import Course
import Randomness

/// Which of a node's exercises one lesson plays, when the node plays fewer than it holds (its `plays`).
///
/// Pure: the pool is described by what the draw needs of it, and the generator is handed in, so the same
/// seed draws the same set in the same order.
public enum LessonDraw {
  /// The places in the pool (0 to `pool - 1`) of the `plays` exercises to play, in play order.
  ///
  /// First, exercises that introduce the new words (`introduces`: the new words each place shows to be
  /// read) are taken until each new word is introduced or the play is full, the one introducing most of
  /// those left each time (on a tie, the generator's pick, an exercise of `last` only after the others).
  /// Then the exercises that bring a new word (`bringsNew`, by place; a place it lacks brings none) come,
  /// then the others; an exercise of `last` (the node's last play) comes only once every other is
  /// taken; within each of those four groups the order is the generator's. The set taken is then shuffled,
  /// and the exercises that ask the learner to produce the language (`produces`, by place) are moved after
  /// the others, in the order shuffled: a word is recognised, and introduced, before it must be written or
  /// heard. `plays` is kept from 0 to `pool`.
  public static func draw(
    pool: Int, plays: Int, bringsNew: [Bool], last: [Int], produces: [Bool] = [],
    introduces: [Set<String>] = [], using generator: inout SplitMix64
  ) -> [Int] {
    guard pool > 0 else { return [] }
    let count = min(max(plays, 0), pool)
    let played = Set(last)
    var chosen = introducing(introduces, pool: pool, count: count, last: played, using: &generator)
    let taken = Set(chosen)
    var groups: [[Int]] = [[], [], [], []]
    for place in 0..<pool where !taken.contains(place) {
      let new = place < bringsNew.count && bringsNew[place]
      let repeated = played.contains(place)
      groups[(repeated ? 2 : 0) + (new ? 0 : 1)].append(place)
    }
    chosen.reserveCapacity(count)
    for var group in groups where chosen.count < count {
      group.shuffle(using: &generator)
      chosen += group.prefix(count - chosen.count)
    }
    chosen.shuffle(using: &generator)
    let producing = { (place: Int) in place < produces.count && produces[place] }
    return chosen.filter { !producing($0) } + chosen.filter(producing)
  }

  /// The places that introduce every new word of `introduces` they can, at most `count`, most first.
  private static func introducing(
    _ introduces: [Set<String>], pool: Int, count: Int, last: Set<Int>, using generator: inout SplitMix64
  ) -> [Int] {
    var left = introduces.prefix(pool).reduce(into: Set<String>()) { $0.formUnion($1) }
    guard !left.isEmpty else { return [] }
    var order = Array(introduces.indices.prefix(pool))
    order.shuffle(using: &generator)
    order = order.filter { !last.contains($0) } + order.filter(last.contains)
    var chosen: [Int] = []
    while !left.isEmpty, chosen.count < count {
      var best: (place: Int, covers: Int)?
      for place in order where !chosen.contains(place) {
        let covers = introduces[place].intersection(left).count
        if covers > (best?.covers ?? 0) { best = (place, covers) }
      }
      guard let best else { break }
      chosen.append(best.place)
      left.subtract(introduces[best.place])
    }
    return chosen
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
