import Course

/// The keyboard setting (`settings keyboard on`): every bank translation of a lesson typed instead, its
/// prompt and accepted answers kept, as Duolingo's "use keyboard" does.
public enum Keyboard {
  /// `exercises` with each bank translation made a typed one when `on`; as they are when not.
  public static func exercises(_ exercises: [Exercise], on: Bool) -> [Exercise] {
    guard on else { return exercises }
    return exercises.map { exercise in
      if case .translate(let translate) = exercise { return .type(TypeIn(translate)) }
      return exercise
    }
  }
}
