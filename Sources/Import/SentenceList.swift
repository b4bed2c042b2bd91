import Foundation

/// Sentence lists (`sentence<TAB>translation`, extra columns ignored) and CSV word lists with a header.
enum SentenceList {
  /// The header names that mark the column of the language taught, of the meaning, and of an emoji.
  static let wordNames: Set<String> = ["word", "term", "front", "sentence", "text", "expression"]
  static let meaningNames: Set<String> = ["meaning", "translation", "back", "definition", "gloss"]
  static let emojiNames: Set<String> = ["emoji", "picture", "image"]

  /// The notes of a tab-separated list; lines without a tab are counted as left out.
  static func tabSeparated(_ text: String, file: String, deck: String) throws(ImportError) -> SourceDeck {
    var result = SourceDeck()
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
      guard trimmed.utf8.count <= ImportLimits.longestLine else {
        result.leftOut["a line longer than \(ImportLimits.longestLine >> 10) KiB", default: 0] += 1
        continue
      }
      if trimmed.allSatisfy(\.isWhitespace) || trimmed.hasPrefix("#") { continue }
      let columns = trimmed.split(separator: "\t", omittingEmptySubsequences: false)
      let front = FieldText.collapse(String(columns[0]))
      let back = columns.count > 1 ? FieldText.collapse(String(columns[1])) : ""
      guard !front.isEmpty, !back.isEmpty else {
        result.leftOut["a line without a sentence, a tab and its translation", default: 0] += 1
        continue
      }
      result.notes.append(
        SourceNote(
          key: "\(deck):\(lineNumber)", deck: [deck],
          content: .pair(front: front, back: back, reversed: false)))
    }
    if result.notes.isEmpty { throw .unknownFormat(file: file) }
    return result
  }

  /// The notes of a CSV word list whose first line names the columns (`word,meaning[,emoji]`).
  static func commaSeparated(_ text: String, file: String, deck: String, codes: [String]) throws(ImportError)
    -> SourceDeck
  {
    var rows = CSV.rows(text)
    guard !rows.isEmpty else { throw .unknownFormat(file: file) }
    let header = rows.removeFirst().fields.map { FieldText.collapse($0).lowercased() }
    let taught = header.firstIndex { wordNames.contains($0) || $0 == codes.first }
    let meaning = header.firstIndex { meaningNames.contains($0) || $0 == codes.last }
    guard let taught, let meaning, taught != meaning else {
      throw .badList(
        file: file, line: 1,
        reason: "the header must name a word column and a meaning column, such as 'word,meaning'")
    }
    let emoji = header.firstIndex { emojiNames.contains($0) }
    var result = SourceDeck()
    for row in rows {
      guard row.fields.reduce(0, { $0 + $1.utf8.count }) <= ImportLimits.longestLine else {
        result.leftOut["a row longer than \(ImportLimits.longestLine >> 10) KiB", default: 0] += 1
        continue
      }
      let cell = { (index: Int) in index < row.fields.count ? FieldText.collapse(row.fields[index]) : "" }
      let (front, back) = (cell(taught), cell(meaning))
      if row.fields.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) { continue }
      guard !front.isEmpty, !back.isEmpty else {
        result.leftOut["a row without a word and its meaning", default: 0] += 1
        continue
      }
      let picture = emoji.map(cell) ?? ""
      let shownBack = picture.isEmpty ? back : back + " " + picture
      result.notes.append(
        SourceNote(
          key: "\(deck):\(row.line)", deck: [deck],
          content: .pair(front: front, back: shownBack, reversed: false)))
    }
    return result
  }
}

/// RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks.
enum CSV {
  struct Row {
    var fields: [String]
    /// The line the row starts on, from 1.
    var line: Int
  }

  static func rows(_ text: String) -> [Row] {
    var rows: [Row] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var line = 1
    var start = 1
    var iterator = text.makeIterator()
    var pending: Character?
    while let character = pending ?? iterator.next() {
      pending = nil
      if quoted {
        if character == "\"" {
          if let next = iterator.next() {
            if next == "\"" {
              field.append("\"")
            } else {
              quoted = false
              pending = next
            }
          } else {
            quoted = false
          }
        } else {
          if character == "\n" || character == "\r\n" { line += 1 }
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"" where field.isEmpty: quoted = true
      case ",":
        fields.append(field)
        field = ""
      case "\n", "\r\n", "\r":
        fields.append(field)
        rows.append(Row(fields: fields, line: start))
        (fields, field) = ([], "")
        line += 1
        start = line
      default: field.append(character)
      }
    }
    if !field.isEmpty || !fields.isEmpty {
      fields.append(field)
      rows.append(Row(fields: fields, line: start))
    }
    return rows
  }
}
