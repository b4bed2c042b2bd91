extension Finding {
  /// The word a `misspelled` finding names (as `SpellingRules.Messages.misspelled` writes it), so that a
  /// program (the importer's report) can list the words without parsing the rest; nil for other findings.
  public var misspelledWord: String? {
    guard rule == Rule.misspelled.id, message.hasPrefix("'"),
      let end = message.range(of: "' is not in the ")
    else { return nil }
    return String(message[message.index(after: message.startIndex)..<end.lowerBound])
  }
}
