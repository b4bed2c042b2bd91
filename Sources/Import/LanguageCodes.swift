/// The languages lingo knows by name: each ISO 639-1 code with its ISO 639-3 (and 639-2/B) codes and its
/// English name, as a list's header or a course's `language.name` writes them.
public enum LanguageCodes {
  /// A language: its two-letter code, its three-letter codes, its English name.
  struct Known {
    let code: String
    let others: [String]
    let name: String
  }

  static let known: [Known] = [
    Known(code: "ar", others: ["ara", "arb"], name: "Arabic"),
    Known(code: "cs", others: ["ces", "cze"], name: "Czech"),
    Known(code: "da", others: ["dan"], name: "Danish"),
    Known(code: "de", others: ["deu", "ger"], name: "German"),
    Known(code: "el", others: ["ell", "gre"], name: "Greek"),
    Known(code: "en", others: ["eng"], name: "English"),
    Known(code: "eo", others: ["epo"], name: "Esperanto"),
    Known(code: "es", others: ["spa"], name: "Spanish"),
    Known(code: "fi", others: ["fin"], name: "Finnish"),
    Known(code: "fr", others: ["fra", "fre"], name: "French"),
    Known(code: "he", others: ["heb"], name: "Hebrew"),
    Known(code: "hi", others: ["hin"], name: "Hindi"),
    Known(code: "hu", others: ["hun"], name: "Hungarian"),
    Known(code: "id", others: ["ind"], name: "Indonesian"),
    Known(code: "it", others: ["ita"], name: "Italian"),
    Known(code: "ja", others: ["jpn"], name: "Japanese"),
    Known(code: "ko", others: ["kor"], name: "Korean"),
    Known(code: "nl", others: ["nld", "dut"], name: "Dutch"),
    Known(code: "no", others: ["nor", "nob", "nno"], name: "Norwegian"),
    Known(code: "pl", others: ["pol"], name: "Polish"),
    Known(code: "pt", others: ["por"], name: "Portuguese"),
    Known(code: "ro", others: ["ron", "rum"], name: "Romanian"),
    Known(code: "ru", others: ["rus"], name: "Russian"),
    Known(code: "sv", others: ["swe"], name: "Swedish"),
    Known(code: "sw", others: ["swa", "swh"], name: "Swahili"),
    Known(code: "tr", others: ["tur"], name: "Turkish"),
    Known(code: "uk", others: ["ukr"], name: "Ukrainian"),
    Known(code: "vi", others: ["vie"], name: "Vietnamese"),
    Known(code: "zh", others: ["zho", "chi", "cmn"], name: "Chinese"),
  ]

  /// Every spelling (a code of either length, the English name, in lower case) with its two-letter code.
  private static let spellings: [String: String] = {
    var table: [String: String] = [:]
    for language in known {
      table[language.code] = language.code
      table[language.name.lowercased()] = language.code
      for other in language.others { table[other] = language.code }
    }
    return table
  }()

  /// The two-letter codes of the languages known here, in the table's order.
  public static var codes: [String] { known.map(\.code) }

  /// The English name of `code` (`es`, `es-MX`, `spa`), `Unknown language` for `und`, else `code` itself.
  public static func name(_ code: String) -> String {
    if code.lowercased() == "und" { return "Unknown language" }
    guard let base = self.code(of: code), let language = known.first(where: { $0.code == base }) else {
      return code
    }
    return language.name
  }

  /// The two-letter code `text` names: a code of the table (`it`, `ita`), one with a region (`pt-BR`,
  /// `pt_BR`), or an English name (`Italian`); case aside. Nil for anything else.
  public static func code(of text: String) -> String? {
    let lower = text.lowercased()
    if let code = spellings[lower] { return code }
    let parts = lower.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard parts.count == 2, let code = spellings[String(parts[0])], parts[0].count <= 3,
      (2...4).contains(parts[1].count), parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return nil }
    return code
  }

  /// The primary language of a code as given (`pt-BR` → `pt`, `spa` → `es`), in lower case.
  public static func base(_ code: String) -> String {
    if let known = self.code(of: code) { return known }
    let lower = code.lowercased()
    return lower.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? lower
  }

  /// Whether two codes name the same language (`es` and `spa`, `pt` and `pt-BR`).
  public static func same(_ one: String, _ other: String) -> Bool { base(one) == base(other) }
}
