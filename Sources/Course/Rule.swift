/// A rule of `lingo check`: its id, how bad breaking it is, what trips it and how to mend it. This is the one
/// list of rules: every finding names one, an exercise's `intended` is checked against it, and a test compares
/// the tables of `docs/course-rules.md` with it (each rule's row, in its severity's table).
public enum Rule: String, CaseIterable, Sendable {
  case jsonSyntax = "json-syntax"
  case unknownKey = "unknown-key"
  case missingKey = "missing-key"
  case wrongType = "wrong-type"
  case numberOutOfRange = "number-out-of-range"
  case unsupportedFormat = "unsupported-format"
  case unknownKind = "unknown-kind"
  case duplicateId = "duplicate-id"
  case badId = "bad-id"
  case badLanguageCode = "bad-language-code"
  case duplicateKey = "duplicate-key"
  case answerNotInBank = "answer-not-in-bank"
  case answerNotInChoices = "answer-not-in-choices"
  case duplicateChoice = "duplicate-choice"
  case duplicatePairSide = "duplicate-pair-side"
  case missingBlank = "missing-blank"
  case emptyString = "empty-string"
  case emptyLesson = "empty-lesson"
  case badPlays = "bad-plays"
  case emptyUnit = "empty-unit"
  case emptyCourse = "empty-course"
  case controlCharacter = "control-character"
  case bankTileNotAWord = "bank-tile-not-a-word"
  case wrongWordAccepted = "wrong-word-accepted"
  case ambiguousMatch = "ambiguous-match"
  case alsoRight = "also-right"
  case unsolvable
  case untaughtWord = "untaught-word"
  case bankWithoutDistractor = "bank-without-distractor"
  case unitWithoutCheckpoint = "unit-without-checkpoint"
  case misspelled
  case capitalGiveaway = "capital-giveaway"
  case noContrast = "no-contrast"
  case noHint = "no-hint"
  case sharedGloss = "shared-gloss"
  case unknownRule = "unknown-rule"

  /// The id findings print, such as `answer-not-in-bank`.
  public var id: String { rawValue }

  /// An error stops the course from loading (or `lingo check` from passing); a warning does not.
  public var severity: Finding.Severity {
    switch self {
    case .untaughtWord, .bankWithoutDistractor, .unitWithoutCheckpoint, .misspelled, .capitalGiveaway,
      .noContrast, .noHint, .sharedGloss, .unknownRule:
      .warning
    case .jsonSyntax, .unknownKey, .missingKey, .wrongType, .numberOutOfRange, .unsupportedFormat,
      .unknownKind, .duplicateId, .badId, .badLanguageCode, .duplicateKey, .answerNotInBank,
      .answerNotInChoices, .duplicateChoice, .duplicatePairSide, .missingBlank, .emptyString, .emptyLesson,
      .emptyUnit, .emptyCourse, .controlCharacter, .bankTileNotAWord, .wrongWordAccepted, .ambiguousMatch,
      .unsolvable, .badPlays, .alsoRight:
      .error
    }
  }
}
