import Foundation

/// A list's text cut into rows as its layout writes them (CSV, tabs, pipes, Anki's text export), before
/// its columns are told apart.
struct ListText {
  enum Layout: Equatable { case commaSeparated, tabSeparated, pipeSeparated, ankiExport }

  /// A row of fields, and the line of the file it starts on (from 1).
  struct Row {
    var fields: [Substring]
    var line: Int
  }

  var layout: Layout
  var rows: [Row]
  /// The names of the columns when the file gives them a place of their own: a CSV's first row, Anki's
  /// `#columns:`. A first row of names in a list of tabs or pipes is found by `ListHeader`.
  var header: Row?
  var anki: AnkiTextExport?
  /// Rows too long to read, by reason.
  var leftOut: [String: Int] = [:]

  /// The separator's name in a reason (`a line without a sentence, a tab and its translation`).
  var separatorName: String {
    switch layout {
    case .tabSeparated: "tab"
    case .pipeSeparated: "'|'"
    case .commaSeparated: "comma"
    case .ankiExport: anki?.separator.map { $0 == "\t" ? "tab" : "'\($0)'" } ?? "tab"
    }
  }

  /// Extensions of files that are no list of pipes, whatever their lines hold.
  static let otherExtensions: Set<String> = ["csv", "tsv", "apkg", "colpkg"]
  /// Lines looked at for Anki's header.
  static let headerLines = 16

  /// The rows of `text`, the list at `file`, in the layout its name and lines show.
  static func read(_ text: String, file: String) throws(ImportError) -> ListText {
    var body = Substring(text)
    if body.first == "\u{FEFF}" { body = body.dropFirst() }
    let ext = URL(fileURLWithPath: file).pathExtension.lowercased()
    let head = body.split(
      maxSplits: headerLines, omittingEmptySubsequences: false, whereSeparator: isLineEnd)
    if let anki = try AnkiTextExport.header(Array(head.prefix(headerLines)), file: file) {
      return ankiExport(anki, rest: head.count > anki.lines ? after(anki.lines, in: body) : "", ext: ext)
    }
    if ext == "csv" {
      var list = commaSeparated(body, separator: ",", firstLine: 1, layout: .commaSeparated)
      guard !list.rows.isEmpty else { throw .unknownFormat(file: file) }
      list.header = list.rows.removeFirst()
      return list
    }
    let lines = cut(body, at: UInt8(ascii: "\n"))
    if body.utf8.contains(UInt8(ascii: "\t")) {
      return separated(lines, by: UInt8(ascii: "\t"), layout: .tabSeparated)
    }
    let listed = lines.filter { !$0.allSatisfy(\.isWhitespace) && !$0.hasPrefix("#") }
    if !listed.isEmpty, listed.allSatisfy({ $0.utf8.contains(UInt8(ascii: "|")) }),
      !otherExtensions.contains(ext)
    {
      return separated(lines, by: UInt8(ascii: "|"), layout: .pipeSeparated)
    }
    throw .unknownFormat(file: file)
  }

  /// A text export of Anki's: CSV with the header's separator (else a tab when the text has one, else a
  /// comma), its comment lines skipped, `#columns:` as the header.
  private static func ankiExport(_ anki: AnkiTextExport, rest: Substring, ext: String) -> ListText {
    let separator = anki.separator ?? (rest.contains("\t") ? "\t" : ",")
    var list = commaSeparated(rest, separator: separator, firstLine: anki.lines + 1, layout: .ankiExport)
    list.rows.removeAll { $0.fields.first?.hasPrefix("#") ?? false }
    list.anki = anki
    list.anki?.separator = separator
    if let names = anki.columns {
      list.header = Row(fields: names.split(separator: separator, omittingEmptySubsequences: false), line: 1)
    }
    return list
  }

  /// The rows of CSV text, each at most `ImportLimits.longestLine` bytes.
  private static func commaSeparated(
    _ text: Substring, separator: Character, firstLine: Int, layout: Layout
  ) -> ListText {
    var list = ListText(layout: layout, rows: [])
    for row in CSV.rows(text, separator: separator, firstLine: firstLine) {
      guard row.fields.reduce(0, { $0 + $1.utf8.count }) <= ImportLimits.longestLine else {
        list.leftOut["a row longer than \(ImportLimits.longestLine >> 10) KiB", default: 0] += 1
        continue
      }
      list.rows.append(Row(fields: row.fields.map { Substring($0) }, line: row.line))
    }
    return list
  }

  /// The rows of lines parted by `separator`, no quoting: blank lines and lines starting with `#` skipped,
  /// lines longer than `ImportLimits.longestLine` bytes left out.
  private static func separated(_ lines: [Substring], by separator: UInt8, layout: Layout) -> ListText {
    var list = ListText(layout: layout, rows: [])
    for (index, line) in lines.enumerated() {
      guard line.utf8.count <= ImportLimits.longestLine else {
        list.leftOut["a line longer than \(ImportLimits.longestLine >> 10) KiB", default: 0] += 1
        continue
      }
      if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
      let end =
        line.utf8.last == UInt8(ascii: "\r") ? line.utf8.index(before: line.utf8.endIndex) : line.endIndex
      list.rows.append(Row(fields: cut(line[..<end], at: separator), line: index + 1))
    }
    return list
  }

  /// `text` cut at each `byte` (an ASCII character, so every piece starts and ends on a character of its
  /// own: a `\r` before a `\n` stays at the end of its line).
  static func cut(_ text: Substring, at byte: UInt8) -> [Substring] {
    var pieces: [Substring] = []
    var start = text.startIndex
    while let found = text.utf8[start...].firstIndex(of: byte) {
      pieces.append(text[start..<found])
      start = text.utf8.index(after: found)
    }
    pieces.append(text[start...])
    return pieces
  }

  /// What follows the first `count` lines of `text`.
  private static func after(_ count: Int, in text: Substring) -> Substring {
    var rest = text
    for _ in 0..<count {
      guard let end = rest.firstIndex(where: isLineEnd) else { return "" }
      rest = rest[rest.index(after: end)...]
    }
    return rest
  }

  private static func isLineEnd(_ character: Character) -> Bool { character == "\n" || character == "\r\n" }
}
