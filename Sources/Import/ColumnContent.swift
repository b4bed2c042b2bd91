/// What a column without a name holds, read from every row: text, or something never taught (numbers and
/// ids, language codes such as `eng`, Tatoeba's attributions, links, sound references, nothing). Cells
/// are read as bytes: a column of text is known at its first sentence, one of attributions at a prefix.
enum ColumnContent: Equatable {
  case text
  case numbers
  case codes
  case attributions
  case links
  case sounds
  case empty

  /// The distinct codes a column of codes holds at most, besides those `LanguageCodes` knows, for each
  /// eight rows: a column of languages repeats a few codes, a column of short words does not.
  static let rowsPerCode = 8
  /// A cell longer than this (in bytes) is no code and no language's name.
  static let longestCode = 12

  /// What each of the first `columns` columns of `rows` holds.
  static func of(_ rows: [ListText.Row], columns: Int) -> [ColumnContent] {
    (0..<columns).map { column in
      of(rows.lazy.map { $0.fields.indices.contains(column) ? $0.fields[column] : "" })
    }
  }

  /// What one cell is, besides text.
  private enum Cell { case blank, number, code, shapedCode, attribution, link, sound, text }

  /// What the cells of one column hold.
  static func of<Cells: Sequence<Substring>>(_ cells: Cells) -> ColumnContent {
    var counts: [Cell: Int] = [:]
    var filled = 0
    var shaped = Set<Substring>()
    for raw in cells {
      let cell = trimmed(raw)
      let kind = self.cell(cell)
      switch kind {
      case .blank: continue
      case .text: return .text
      case .shapedCode: if shaped.count < 4_096 { shaped.insert(cell) }
      case .number, .code, .attribution, .link, .sound: break
      }
      filled += 1
      counts[kind == .shapedCode ? .code : kind, default: 0] += 1
    }
    if filled == 0 { return .empty }
    let numbers = counts[.number] ?? 0
    if numbers == filled { return .numbers }
    if numbers + (counts[.code] ?? 0) == filled {
      return shaped.count <= max(2, filled / rowsPerCode) ? .codes : .text
    }
    for (kind, content) in [
      (Cell.attribution, ColumnContent.attributions), (.link, .links), (.sound, .sounds),
    ]
    where counts[kind] == filled {
      return content
    }
    return .text
  }

  /// `cell` without the spaces and tabs around it.
  private static func trimmed(_ cell: Substring) -> Substring {
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let first = cell.utf8.firstIndex(where: { !isSpace($0) }),
      let last = cell.utf8.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return cell[first...last]
  }

  /// What a trimmed cell is, told by its first bytes.
  private static func cell(_ cell: Substring) -> Cell {
    let bytes = cell.utf8
    guard let first = bytes.first else { return .blank }
    if isNumber(cell) { return .number }
    if bytes.count <= longestCode {
      if LanguageCodes.code(of: String(cell)) != nil || cell == "\\N" { return .code }
      if isCodeShaped(cell) { return .shapedCode }
    }
    switch first {
    case UInt8(ascii: "C"), UInt8(ascii: "c"): return isAttribution(cell) ? .attribution : .text
    case UInt8(ascii: "h"): return cell.hasPrefix("http://") || cell.hasPrefix("https://") ? .link : .text
    case UInt8(ascii: "["): return cell.hasPrefix("[sound:") && cell.hasSuffix("]") ? .sound : .text
    default: return .text
    }
  }

  /// Digits, with a `#` before them or not: an id.
  static func isNumber(_ cell: Substring) -> Bool {
    let digits = cell.hasPrefix("#") ? cell.dropFirst() : cell
    return !digits.isEmpty && digits.utf8.allSatisfy(isDigit)
  }

  /// Two or three lower-case ASCII letters, with a region or script after `-` or `_` or not (`cmn`, `pt-BR`).
  static func isCodeShaped(_ cell: Substring) -> Bool {
    let parts = cell.utf8.split(omittingEmptySubsequences: false) {
      $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
    }
    guard let first = parts.first, (2...3).contains(first.count), parts.count <= 2,
      first.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
    else { return false }
    return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }
  }

  /// A licence line of Tatoeba's downloads (`CC-BY 2.0 (France) Attribution: tatoeba.org #…`): `CC-BY`,
  /// `CC BY` or `CC0` first, case aside.
  static func isAttribution(_ cell: Substring) -> Bool {
    let head = Array(cell.utf8.prefix(5)).map { $0 | 0x20 }
    return head == Array("cc-by".utf8) || head == Array("cc by".utf8) || head.starts(with: Array("cc0".utf8))
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
}
