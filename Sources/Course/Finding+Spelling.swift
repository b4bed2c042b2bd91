extension Finding {
  /// The word a `misspelled` finding names (as `SpellingRules.Messages.misspelled` writes it), so that a
  /// program (the importer's report) can list the words without parsing the rest; nil for other findings.
  public var misspelledWord: String? {
    guard rule == Rule.misspelled.id, message.hasPrefix("'"),
      let end = message.range(of: "' is not in the ")
    else { return nil }
    return String(message[message.index(after: message.startIndex)..<end.lowerBound])
  }

  /// The language whose dictionary lacks a `misspelled` finding's word (`English`), as the message names
  /// it; nil for other findings.
  public var misspelledLanguage: String? {
    guard misspelledWord != nil, let start = message.range(of: "' is not in the "),
      let end = message.range(of: " dictionary", range: start.upperBound..<message.endIndex)
    else { return nil }
    return String(message[start.upperBound..<end.lowerBound])
  }
}
