import Foundation

/// What a list's header says a column holds: `word`, `meaning`, a language alone or with a role (`it`,
/// `ita`, `text:it`, `fr_text`, `sentence (es)`), a picture, a deck, or something never taught (`key`, `id`,
/// `ipa:it`, `tags`).
enum ColumnRole: Equatable {
  /// The text taught, named by its role alone (`word`, `front`).
  case word
  /// The translation, named by its role alone (`meaning`, `back`).
  case meaning
  /// Text in a named language (a code of ISO 639-1 or 639-3, as `LanguageCodes.base` gives it).
  case text(language: String)
  case picture
  /// The deck (unit) of the row.
  case deck
  /// An Anki export's note type: `Cloze` makes a cloze note, `… reversed …` a note asked both ways.
  case notetype
  /// An Anki export's note id: the note's key.
  case guid
  /// Never text: a key, an id, a pronunciation, a sound, tags, notes.
  case ignored

  /// Whether the column holds text that can be taught or be a translation.
  var isText: Bool {
    switch self {
    case .word, .meaning, .text: true
    case .picture, .deck, .notetype, .guid, .ignored: false
    }
  }
}

enum ColumnNames {
  static let word: Set<String> = [
    "word", "words", "term", "front", "sentence", "text", "expression", "phrase", "question", "vocabulary",
  ]
  static let meaning: Set<String> = ["meaning", "translation", "back", "definition", "gloss", "answer"]
  static let picture: Set<String> = ["emoji", "picture", "image"]
  static let ignored: Set<String> = [
    "key", "id", "number", "#", "ipa", "pronunciation", "transcription", "romanization", "audio", "sound",
    "audio source", "tags", "tag", "notes", "note", "source", "attribution", "license", "licence", "author",
    "example", "level", "rank", "frequency", "gender", "part of speech", "pos", "comment", "url",
  ]

  /// The role `name` gives its column, nil when it is no name of a column; `codes` (the course's two
  /// languages) are languages too, besides those `LanguageCodes` knows.
  static func role(_ name: Substring, codes: [String]) -> ColumnRole? {
    let name = name.trimmingCharacters(in: .whitespaces).lowercased()
    if let role = alone(name) { return role }
    if let language = language(name, codes: codes) { return .text(language: language) }
    // `sentence (es)`, `word [fr]`.
    if let open = name.lastIndex(where: { $0 == "(" || $0 == "[" }),
      name.hasSuffix(")") || name.hasSuffix("]")
    {
      let inside = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
      let role = String(name[..<open]).trimmingCharacters(in: .whitespaces)
      if let language = language(inside, codes: codes), let found = combined(role, language) { return found }
    }
    // `text:it`, `fr_text`, `audio source:it`, `it text`, `text-pt-BR`.
    for (index, character) in zip(name.indices, name) where ":_- ".contains(character) {
      let before = String(name[..<index]).trimmingCharacters(in: .whitespaces)
      let after = String(name[name.index(after: index)...]).trimmingCharacters(in: .whitespaces)
      if let language = language(after, codes: codes), let found = combined(before, language) { return found }
      if let language = language(before, codes: codes), let found = combined(after, language) { return found }
    }
    return nil
  }

  /// The role of a name without a language.
  private static func alone(_ name: String) -> ColumnRole? {
    if word.contains(name) { return .word }
    if meaning.contains(name) { return .meaning }
    if picture.contains(name) { return .picture }
    if ignored.contains(name) { return .ignored }
    switch name {
    case "deck": return .deck
    case "notetype", "note type": return .notetype
    case "guid": return .guid
    default: return nil
    }
  }

  /// The role of `role` said of a column in `language`: text for a text role, else the role itself.
  private static func combined(_ role: String, _ language: String) -> ColumnRole? {
    switch alone(role) {
    case .word, .meaning: .text(language: language)
    case .picture: .picture
    case .ignored, .deck, .notetype, .guid: .ignored
    case .text, nil: nil
    }
  }

  /// The language `text` names: one `LanguageCodes` knows, or one of `codes` (either as its base).
  static func language(_ text: String, codes: [String]) -> String? {
    if let known = LanguageCodes.code(of: text) { return known }
    let lower = text.lowercased()
    return codes.first { $0.lowercased() == lower }.map(LanguageCodes.base)
  }
}
