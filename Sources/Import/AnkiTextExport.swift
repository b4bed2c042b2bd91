import Foundation

/// The header lines Anki writes at the top of its text export (File > Export > Notes in Plain Text):
/// `#separator:tab`, `#html:true`, `#columns:…`, `#deck:…`, `#notetype column:2`, `#deck column:3`,
/// `#tags column:4`, `#guid column:1`. Column numbers count from 1 in the file and from 0 here.
struct AnkiTextExport: Equatable {
  var separator: Character?
  var html = false
  /// The names of `#columns:`, still joined by the separator.
  var columns: Substring?
  /// The deck `#deck:` names for every note.
  var deck: String?
  var deckColumn: Int?
  var notetypeColumn: Int?
  var tagsColumn: Int?
  var guidColumn: Int?
  /// The lines the header takes.
  var lines = 0

  /// The keys Anki writes, each a line `#key:value`.
  static let keys: Set<String> = [
    "separator", "html", "tags", "columns", "notetype", "deck", "notetype column", "deck column",
    "tags column", "guid column",
  ]

  /// The separators Anki names; any other single character is taken as it is.
  static let separators: [String: Character] = [
    "comma": ",", "semicolon": ";", "tab": "\t", "space": " ", "pipe": "|", "colon": ":",
  ]

  /// The header at the start of `lines`, or nil when the first line is not one of Anki's header lines.
  static func header(_ lines: [Substring], file: String) throws(ImportError) -> AnkiTextExport? {
    var header = AnkiTextExport()
    for line in lines {
      guard let (key, value) = entry(line) else { break }
      header.lines += 1
      try header.take(key, value, line: header.lines, file: file)
    }
    return header.lines == 0 ? nil : header
  }

  /// The key (in lower case) and value of a header line `#key:value`, nil for any other line.
  static func entry(_ line: Substring) -> (String, Substring)? {
    guard line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { return nil }
    let key = line[line.index(after: line.startIndex)..<colon].lowercased()
    guard keys.contains(key) else { return nil }
    var value = line[line.index(after: colon)...]
    if value.hasSuffix("\r") { value = value.dropLast() }
    return (key, value)
  }

  private mutating func take(_ key: String, _ value: Substring, line: Int, file: String) throws(ImportError) {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    switch key {
    case "separator":
      if let named = Self.separators[trimmed.lowercased()] {
        separator = named
      } else if value.count == 1, let character = value.first, character != "\"", !character.isNewline {
        separator = character
      } else {
        throw .badList(
          file: file, line: line,
          reason: "'#separator:' wants tab, comma, semicolon, pipe, space, colon or one character")
      }
    case "html": html = trimmed.lowercased() == "true"
    case "columns": columns = value
    case "deck": deck = trimmed
    case "deck column": deckColumn = try Self.column(trimmed, key: key, line: line, file: file)
    case "notetype column": notetypeColumn = try Self.column(trimmed, key: key, line: line, file: file)
    case "tags column": tagsColumn = try Self.column(trimmed, key: key, line: line, file: file)
    case "guid column": guidColumn = try Self.column(trimmed, key: key, line: line, file: file)
    default: break
    }
  }

  /// A column number of the header, from 1 to `ImportLimits.mostFields`, counted from 0.
  private static func column(_ text: String, key: String, line: Int, file: String) throws(ImportError) -> Int
  {
    guard text.count <= 3, let number = Int(text), (1...ImportLimits.mostFields).contains(number) else {
      throw .badList(
        file: file, line: line,
        reason: "'#\(key):' wants a column number from 1 to \(ImportLimits.mostFields), not '\(text)'")
    }
    return number - 1
  }
}
