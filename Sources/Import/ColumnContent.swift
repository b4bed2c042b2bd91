import Foundation

/// What a column without a name holds, read from every row: text, or something never taught (numbers and
/// ids, language codes such as `eng`, Tatoeba's attributions, links, sound references, nothing).
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

  /// What each of the first `columns` columns of `rows` holds.
  static func of(_ rows: [ListText.Row], columns: Int) -> [ColumnContent] {
    (0..<columns).map { column in
      of(rows.lazy.map { $0.fields.indices.contains(column) ? $0.fields[column] : "" })
    }
  }

  /// What the cells of one column hold.
  static func of<Cells: Sequence<Substring>>(_ cells: Cells) -> ColumnContent {
    var (filled, numbers, codes, unknownCodes) = (0, 0, 0, Set<Substring>())
    var (attributions, links, sounds) = (0, 0, 0)
    for raw in cells {
      let cell = raw.trimmingCharacters(in: .whitespaces)
      if cell.isEmpty { continue }
      filled += 1
      if isNumber(cell) {
        numbers += 1
      } else if LanguageCodes.code(of: cell) != nil || cell == "\\N" {
        codes += 1
      } else if isCodeShaped(cell) {
        codes += 1
        if unknownCodes.count < 4_096 { unknownCodes.insert(Substring(cell)) }
      } else if isAttribution(cell) {
        attributions += 1
      } else if cell.hasPrefix("http://") || cell.hasPrefix("https://") {
        links += 1
      } else if cell.hasPrefix("[sound:") && cell.hasSuffix("]") {
        sounds += 1
      } else {
        return .text
      }
    }
    if filled == 0 { return .empty }
    if numbers == filled { return .numbers }
    if numbers + codes == filled {
      return unknownCodes.count <= max(2, filled / rowsPerCode) ? .codes : .text
    }
    if attributions == filled { return .attributions }
    if links == filled { return .links }
    if sounds == filled { return .sounds }
    return .text
  }

  /// Digits, with a `#` before them or not: an id.
  static func isNumber(_ cell: String) -> Bool {
    let digits = cell.hasPrefix("#") ? cell.dropFirst() : Substring(cell)
    return !digits.isEmpty && digits.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }

  /// Two or three lower-case ASCII letters, with a region or script after `-` or `_` or not (`cmn`, `pt-BR`).
  static func isCodeShaped(_ cell: String) -> Bool {
    let parts = cell.utf8.split(omittingEmptySubsequences: false) {
      $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
    }
    guard let first = parts.first, (2...3).contains(first.count), parts.count <= 2,
      first.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
    else { return false }
    return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }
  }

  /// A licence line of Tatoeba's downloads (`CC-BY 2.0 (France) Attribution: tatoeba.org #…`).
  static func isAttribution(_ cell: String) -> Bool {
    let lower = cell.lowercased()
    return lower.hasPrefix("cc-by") || lower.hasPrefix("cc by") || lower.hasPrefix("cc0")
      || lower.contains("attribution:")
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
