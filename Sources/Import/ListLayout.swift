/// Which column of a list holds what: the text taught, its translation, a picture, the deck, an Anki
/// export's note type and note id. Chosen from the header's names, else from what the columns hold and
/// the languages they read as.
struct ListLayout: Equatable {
  var taught: Int
  var meaning: Int
  var picture: Int?
  var deck: Int?
  var notetype: Int?
  var guid: Int?
  /// Said on standard error when the columns are taken in another order than the list's.
  var note: String?
  /// The language taught as the list reads (its header names it, or its dictionaries tell), when none was
  /// given.
  var language: String?

  /// The most text columns whose languages are compared.
  static let mostCompared = 16

  /// The layout of `list` (read from `file`), whose header row, if any, is taken out of its rows.
  static func of(_ list: inout ListText, file: String, languages: ListLanguages) throws(ImportError)
    -> ListLayout
  {
    let codes = [languages.taught, languages.learner]
    var roles: [ColumnRole?] = []
    if let header = list.header {
      // A CSV names every column it uses: a name it does not know is a column it does not use.
      roles = header.fields.map {
        ColumnNames.role($0, codes: codes) ?? (list.layout == .commaSeparated ? .ignored : nil)
      }
    } else if let first = list.rows.first, let named = ListHeader.roles(first.fields, codes: codes) {
      roles = named
      list.header = list.rows.removeFirst()
    }
    // Columns past `ImportLimits.mostFields` are not read: a row of thousands of tabs costs no more.
    let width = min(
      ImportLimits.mostFields, max(roles.count, list.rows.reduce(0) { max($0, $1.fields.count) }))
    roles = Array(roles.prefix(width)) + Array(repeating: nil, count: max(0, width - roles.count))
    if let anki = list.anki {
      for (column, role) in [
        (anki.deckColumn, ColumnRole.deck), (anki.notetypeColumn, .notetype), (anki.tagsColumn, .ignored),
        (anki.guidColumn, .guid),
      ] {
        if let column, column < width { roles[column] = role }
      }
    }
    let contents = ColumnContent.of(list.rows, columns: width)
    var layout = try texts(roles, contents, list: list, file: file, languages: languages)
    layout.picture = roles.firstIndex(of: .picture)
    layout.deck = roles.firstIndex(of: .deck)
    layout.notetype = roles.firstIndex(of: .notetype)
    layout.guid = roles.firstIndex(of: .guid)
    return layout
  }

  /// The columns of the text taught and of its translation.
  private static func texts(
    _ roles: [ColumnRole?], _ contents: [ColumnContent], list: ListText, file: String,
    languages: ListLanguages
  ) throws(ImportError) -> ListLayout {
    let named = roles.indices.compactMap { column -> (Int, String)? in
      if case .text(let language) = roles[column] { return (column, language) }
      return nil
    }
    if !named.isEmpty { return try byName(named, roles: roles, file: file, languages: languages) }
    let unnamed = roles.indices.filter { roles[$0] == nil && contents[$0] == .text }
    let words = roles.indices.filter { roles[$0] == .word }
    let meanings = roles.indices.filter { roles[$0] == .meaning }
    let candidates =
      words.isEmpty && !meanings.isEmpty
      ? Array(unnamed.prefix(1)) + meanings + unnamed.dropFirst() : words + meanings + unnamed
    guard candidates.count >= 2 else {
      throw tooFewTexts(candidates, roles: roles, contents: contents, list: list, file: file)
    }
    let compared = Array(candidates.prefix(mostCompared))
    return try ListLanguageCheck.layout(compared, rows: list.rows, file: file, languages: languages)
  }

  /// The columns the header names by language: the first in the language taught (else the first named
  /// by the role `word`), the first in the learner's (else the first named by the role `meaning`).
  private static func byName(
    _ named: [(column: Int, language: String)], roles: [ColumnRole?], file: String, languages: ListLanguages
  ) throws(ImportError) -> ListLayout {
    let (taught, learner) = (languages.taught, languages.learner)
    let taughtColumn =
      (taught == "und"
        ? named.first { !LanguageCodes.same($0.language, learner) }?.column
        : named.first { LanguageCodes.same($0.language, taught) }?.column) ?? roles.firstIndex(of: .word)
    let meaningColumn =
      named.first { $0.column != taughtColumn && LanguageCodes.same($0.language, learner) }?.column
      ?? roles.firstIndex(of: .meaning)
    let listed = Self.listed(named.map(\.language))
    guard let taughtColumn else {
      throw .columns(
        file: file,
        reason: "its header names columns in \(listed) and none in \(LanguageCodes.name(taught)) "
          + "(--language \(taught)); say the list's languages with --language and --from")
    }
    guard let meaningColumn else {
      throw .columns(
        file: file,
        reason: "its header names columns in \(listed) and none in \(LanguageCodes.name(learner)) "
          + "(--from \(learner)); say the list's languages with --language and --from")
    }
    var layout = ListLayout(taught: taughtColumn, meaning: meaningColumn)
    if taught == "und", let named = named.first(where: { $0.column == taughtColumn }) {
      layout.language = LanguageCodes.code(of: named.language)
    }
    return layout
  }

  /// Why fewer than two columns can be read as text.
  private static func tooFewTexts(
    _ candidates: [Int], roles: [ColumnRole?], contents: [ColumnContent], list: ListText, file: String
  ) -> ImportError {
    if list.layout == .commaSeparated {
      return .badList(
        file: file, line: list.header?.line ?? 1,
        reason: "the header must name a word column and a meaning column, such as 'word,meaning'")
    }
    if list.rows.isEmpty { return .unknownFormat(file: file) }
    if let only = candidates.first {
      return .columns(
        file: file,
        reason: "only its column \(only + 1) holds text; a list needs a text and its translation beside it")
    }
    if contents.contains(where: { $0 == .numbers || $0 == .codes }) {
      return .columns(
        file: file,
        reason: "its columns hold only numbers, ids and language codes (such as 'eng'), no text to learn")
    }
    return .unknownFormat(file: file)
  }

  /// Names of languages for a message: `Italian and French`, `Italian, French and English`.
  static func listed(_ codes: [String]) -> String {
    var names: [String] = []
    for code in codes where !names.contains(LanguageCodes.name(code)) {
      names.append(LanguageCodes.name(code))
    }
    guard let last = names.popLast() else { return "no language" }
    return names.isEmpty ? last : names.joined(separator: ", ") + " and " + last
  }
}

/// A first row of a list of tabs or pipes that names its columns: taken as a header only when every
/// cell is a column's name and the names make a list (two text columns, at most one of them by role
/// `word` and one by `meaning`, two languages different when named), so a real first line stays a row.
enum ListHeader {
  static func roles(_ fields: [Substring], codes: [String]) -> [ColumnRole?]? {
    var roles: [ColumnRole?] = []
    for field in fields {
      if field.allSatisfy(\.isWhitespace) {
        roles.append(.ignored)
        continue
      }
      guard let role = ColumnNames.role(field, codes: codes) else { return nil }
      roles.append(role)
    }
    let texts = roles.compactMap { $0 }.filter(\.isText)
    guard texts.count >= 2 else { return nil }
    let languages = texts.compactMap { role -> String? in
      if case .text(let language) = role { return language }
      return nil
    }
    if languages.count >= 2, Set(languages).count < 2 { return nil }
    if texts.filter({ $0 == .word }).count > 1 || texts.filter({ $0 == .meaning }).count > 1 { return nil }
    return roles
  }
}
