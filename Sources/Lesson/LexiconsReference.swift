import Course

/// The lexicons a lesson grades with, shared by every copy of the lesson and compared by identity: two
/// lessons are the same only when they grade with the very same words.
final class LexiconsReference: Sendable, Equatable {
  let lexicons: Lexicons

  init(_ lexicons: Lexicons) { self.lexicons = lexicons }

  static func == (left: LexiconsReference, right: LexiconsReference) -> Bool { left === right }
}
