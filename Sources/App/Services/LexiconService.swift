import Language
import Terminal

/// Where a command's dictionaries come from: the installed Hunspell ones live, none or the test
/// fixtures' in tests.
public struct LexiconService {
  /// A shelf of the dictionaries of one run.
  public var shelf: () -> LexiconShelf
  /// The shelf of `lingo check`: the same dictionaries, what they answer kept between runs where the
  /// service keeps it (see `LexiconShelf.keepVerdicts`).
  public var checkingShelf: () -> LexiconShelf

  public init(shelf: @escaping () -> LexiconShelf, checkingShelf: (() -> LexiconShelf)? = nil) {
    self.shelf = shelf
    self.checkingShelf = checkingShelf ?? shelf
  }

  /// The dictionaries where `variables` say (`LINGO_DICTIONARY_PATH`), else in the usual folders; `lingo
  /// check` keeps their verdicts in `$XDG_CACHE_HOME/lingo/spelling` (else `~/.cache/lingo/spelling`).
  public static func live(variables: [String: String]) -> LexiconService {
    let cache = XDGFolder.path("XDG_CACHE_HOME", fallback: ".cache", variables: variables)
    return LexiconService(
      shelf: { LexiconShelf(variables: variables) },
      checkingShelf: {
        LexiconShelf(variables: variables, verdictFolder: cache.map { $0 + "/lingo/spelling" })
      })
  }

  /// No dictionary at all: a near miss is graded on the course's own words only.
  public static var none: LexiconService { LexiconService { LexiconShelf(folders: []) } }

  /// The dictionaries in `folders` (such as the test fixtures' `Tests/Fixtures/Dictionaries`).
  public static func folders(_ folders: [String]) -> LexiconService {
    LexiconService { LexiconShelf(folders: folders) }
  }
}
