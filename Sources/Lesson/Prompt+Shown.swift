import Course

extension Prompt {
  /// Every accepted answer as the banner shows it, the key (`solution`) first, then the alternatives in
  /// their order; one answer for an exercise without alternatives.
  public var solutions: [String] {
    switch exercise {
    case .translate(let translate): [solution] + translate.alternatives
    case .type(let type): [solution] + type.alternatives
    case .listen(let listen): [solution] + listen.alternatives
    case .selectImage, .complete, .match: [solution]
    }
  }

  /// The solution a wrong banner shows after `typed`: the accepted answer nearest to it in words
  /// (`NearestSolution`), the key on a tie.
  /// Whether the answer is a sentence typed in words (a translation, typed or from a bank, or what is
  /// heard), not a choice or a board.
  var isTranslation: Bool {
    switch exercise.kind {
    case .translate, .type, .listen: true
    case .selectImage, .complete, .match: false
    }
  }

  public func solution(nearest typed: String) -> String {
    let solutions = solutions
    guard solutions.count > 1 else { return solution }
    return NearestSolution.nearest(to: typed, among: solutions) ?? solution
  }

  /// What the exercise's text means in the learner's language, shown under the banner once it is
  /// answered: a completed sentence's, or a heard sentence's, translation; nil for the other kinds.
  public var translation: String? {
    switch exercise {
    case .complete(let complete): complete.translation
    case .listen(let listen): listen.translation
    case .selectImage, .translate, .type, .match: nil
    }
  }
}
