import Course

/// What a learner types to answer an exercise right: the one definition the solver (`lingo check
/// --solve`) and the demo both play.
public enum RightAnswer {
  /// The lines a learner would type for each accepted answer: the answer, then each alternative.
  public static func lines(_ exercise: Exercise) -> [String] {
    switch exercise {
    case .selectImage(let select): [select.answer]
    case .complete(let complete): [complete.answer]
    case .translate(let translate): [translate.answer] + translate.alternatives
    case .match(let match): [match.line(pairedBy: "=")]
    case .type(let type): [type.answer] + type.alternatives
    case .listen(let listen): [listen.prompt] + listen.alternatives
    }
  }

  /// The line a learner types to answer `exercise` right: the first of `lines`.
  public static func line(_ exercise: Exercise) -> String { lines(exercise).first ?? "" }
}
