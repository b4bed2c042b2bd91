/// RFC 4180 CSV: quoted fields may hold the separator, doubled quotes and line breaks.
enum CSV {
  struct Row {
    var fields: [String]
    /// The line the row starts on, from 1.
    var line: Int
  }

  /// The rows of `text`, fields parted by `separator` (a comma unless told); `firstLine` is the number of
  /// the text's first line in its file.
  static func rows(_ text: Substring, separator: Character = ",", firstLine: Int = 1) -> [Row] {
    var rows: [Row] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var line = firstLine
    var start = firstLine
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
      case separator:
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

  /// The rows of a whole text parted by commas.
  static func rows(_ text: String) -> [Row] { rows(Substring(text)) }
}
