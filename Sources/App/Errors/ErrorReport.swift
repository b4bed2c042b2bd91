extension AppEnvironment {
  /// Writes `error` on standard error as `lingo: error: …` with its hint: the one way lingo says what failed.
  public func report(_ error: LingoError) {
    let text = error.diagnosticText
    if !text.text.isEmpty { writeError(text) }
  }
}
