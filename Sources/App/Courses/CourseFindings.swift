import Course
import Language
import Lesson

/// What `lingo check` finds in a loaded course, with the dictionaries on `shelf`: the linter's findings and,
/// when `solve` is on, every exercise played through the engine. `lingo import` runs the same check.
/// With `warnings` off (to decide whether a course can be played), the rules that only warn are skipped
/// and a dictionary is opened only if a rule looks a word up, so a lesson starts fast. With `suggesting`
/// off (the importer, which prints no finding's message), a misspelled word costs no suggestions.
public enum CourseFindings {
  public static func of(
    _ loaded: LoadedCourse, shelf: LexiconShelf, solve: Bool, warnings: Bool = true, suggesting: Bool = true
  ) -> [Finding] {
    // Every rule that warns looks words up: the dictionaries are read while the first rules run.
    if warnings, let course = loaded.model { prepare(course, on: shelf) }
    var found: (taught: (any Lexicon)?, learner: (any Lexicon)?) =
      loaded.model.map { dictionaries($0, on: shelf) } ?? (nil, nil)
    if !suggesting { found = (found.taught.map(Unsuggesting.init), found.learner.map(Unsuggesting.init)) }
    return Linter.lint(
      loaded, dictionaries: found,
      warnings: warnings,
      player: solve ? Solver.player : nil)
  }

  /// The linter's findings for the course in `parsed`, checked from its file a window at a time, with the
  /// dictionaries on `shelf`: every rule, warnings too, and with `solve` every exercise played.
  public static func of(_ parsed: CourseDocument, shelf: LexiconShelf, solve: Bool) -> [Finding] {
    guard let course = parsed.course else { return Linter.lint(parsed) }
    prepare(course, on: shelf)
    return Linter.lint(
      parsed, dictionaries: dictionaries(course, on: shelf), player: solve ? Solver.player : nil)
  }

  /// Starts reading the dictionaries of `course`'s two languages.
  private static func prepare(_ course: Course, on shelf: LexiconShelf) {
    shelf.prepare([course.language.code, course.fromLanguage.code])
  }

  /// The dictionaries of `course`'s two languages on `shelf`, each read when a rule first looks a word up.
  private static func dictionaries(_ course: Course, on shelf: LexiconShelf) -> (
    taught: (any Lexicon)?, learner: (any Lexicon)?
  ) {
    (shelf.lazyDictionary(course.language.code), shelf.lazyDictionary(course.fromLanguage.code))
  }
}

/// A lexicon that offers no suggestions: Hunspell's are slow, and wasted where no message is read.
private struct Unsuggesting: Lexicon {
  let base: any Lexicon

  func knows(_ word: String) -> Bool { base.knows(word) }
  func knowsAlone(_ word: String) -> Bool { base.knowsAlone(word) }
  func suggestions(for word: String) -> [String] { [] }
  func stems(of word: String) -> [String] { base.stems(of: word) }
  func spells(_ word: String) -> Bool { base.spells(word) }
}
