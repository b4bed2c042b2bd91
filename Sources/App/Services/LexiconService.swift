import Language

/// Where a command's dictionaries come from: the installed Hunspell ones live, none or the test
/// fixtures' in tests.
public struct LexiconService {
  /// A shelf of the dictionaries of one run.
  public var shelf: () -> LexiconShelf

  public init(shelf: @escaping () -> LexiconShelf) { self.shelf = shelf }

  /// The dictionaries where `variables` say (`LINGO_DICTIONARY_PATH`), else in the usual folders.
  public static func live(variables: [String: String]) -> LexiconService {
    LexiconService { LexiconShelf(variables: variables) }
  }

  /// No dictionary at all: a near miss is graded on the course's own words only.
  public static var none: LexiconService { LexiconService { LexiconShelf(folders: []) } }

  /// The dictionaries in `folders` (such as the test fixtures' `Tests/Fixtures/Dictionaries`).
  public static func folders(_ folders: [String]) -> LexiconService {
    LexiconService { LexiconShelf(folders: folders) }
  }
}
