import Course

/// A remark on an answer that was accepted, or on why it was not.
public enum Note: String, Sendable, Equatable, Codable {
  case typo = "You have a typo."
  case accents = "Pay attention to the accents."
}

/// How a typed word or choice was recognised.
enum Recognition: Equatable {
  case exact
  case accents
  case typo

  var note: Note? {
    switch self {
    case .exact: nil
    case .accents: .accents
    case .typo: .typo
    }
  }
}

/// Recognises what a learner typed among the few texts an exercise offers.
struct Recogniser: Sendable, Equatable {
  /// Every word of the exercise without accents: a typo that makes one of them is that word, not a typo.
  private let bareExerciseWords: Set<String>

  init(exerciseWords: Set<String>) {
    bareExerciseWords = Set(exerciseWords.map(TextFolding.stripAccents))
  }

  /// The candidates `typed` stands for, best recognition first; nil when it matches none.
  ///
  /// A typo is one letter changed, added or left out in a word of three letters or more.
  func candidates(for typed: String, among texts: [String]) -> (Recognition, [Int])? {
    let key = TextFolding.key(typed)
    guard !key.isEmpty else { return nil }
    let keys = texts.map(TextFolding.key)
    let exact = keys.indices.filter { keys[$0] == key }
    if !exact.isEmpty { return (.exact, exact) }
    let bare = TextFolding.stripAccents(key)
    let bareKeys = keys.map(TextFolding.stripAccents)
    let accents = bareKeys.indices.filter { bareKeys[$0] == bare }
    if !accents.isEmpty { return (.accents, accents) }
    if bareExerciseWords.contains(bare) { return nil }
    let typos = bareKeys.indices.filter {
      bareKeys[$0].count >= 3 && TextFolding.isOneLetterOff(bare, bareKeys[$0])
    }
    guard Set(typos.map { keys[$0] }).count == 1 else { return nil }
    return (.typo, typos)
  }
}
