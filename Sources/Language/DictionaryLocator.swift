import Course
import Foundation

/// Finds the Hunspell dictionary of a language in the usual places, or in `LINGO_DICTIONARY_PATH`.
public struct DictionaryLocator: Sendable {
  /// The folders searched when `LINGO_DICTIONARY_PATH` is not set, in order.
  public static let standardFolders = [
    "/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts", "/usr/local/share/hunspell",
    "/opt/homebrew/share/hunspell", "/Library/Spelling",
  ]
  /// The region preferred when a language has several dictionaries.
  static let preferredRegion = ["en": "US", "es": "ES", "fr": "FR", "it": "IT", "de": "DE", "pt": "PT"]

  public let folders: [String]

  /// The folders of `LINGO_DICTIONARY_PATH` (colon-separated; empty means none) or the standard ones.
  public init(variables: [String: String]) {
    if let path = variables["LINGO_DICTIONARY_PATH"] {
      folders = path.split(separator: ":").map(String.init)
    } else {
      folders = Self.standardFolders
    }
  }

  /// The `.aff` and `.dic` files of the dictionary for language `code` (`es`, or `es_MX`), or nil. A code
  /// is a file name here: one that is no language code (`IdentifierSyntax`, `es_MX` read as `es-MX`), such
  /// as `../../x`, has none.
  public func locate(_ code: String) -> (aff: String, dic: String, name: String)? {
    let base = code.replacingOccurrences(of: "-", with: "_")
    guard IdentifierSyntax.isLanguageCode(base.replacingOccurrences(of: "_", with: "-")) else { return nil }
    let language = base.split(separator: "_").first.map(String.init) ?? base
    var names = [base]
    if let region = Self.preferredRegion[language] { names.append("\(language)_\(region)") }
    names.append(language)
    for folder in folders {
      for name in names {
        if let found = pair(folder, name) { return found }
      }
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      let regional = files.filter { $0.hasPrefix(language + "_") && $0.hasSuffix(".dic") }.sorted()
      for file in regional {
        if let found = pair(folder, String(file.dropLast(4))) { return found }
      }
    }
    return nil
  }

  private func pair(_ folder: String, _ name: String) -> (aff: String, dic: String, name: String)? {
    let aff = folder + "/" + name + ".aff"
    let dic = folder + "/" + name + ".dic"
    let fileManager = FileManager.default
    guard fileManager.isReadableFile(atPath: aff), fileManager.isReadableFile(atPath: dic) else { return nil }
    return (aff, dic, name)
  }
}
