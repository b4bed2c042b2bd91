import JSON

/// What the teacher's rules read: the course, where its parts are, and the words of its two languages,
/// each worked out once per course.
struct TeacherContext: Sendable {
  /// The course, or the window of it being checked (see `Window`).
  private(set) var course: Course
  let sources: CourseSources
  /// Each language's installed dictionary, nil when there is none.
  let dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?)
  /// The course's distinct words, each where it first appears.
  let words: CourseWords
  /// Each language's dictionary and the course's own words in it: what the grader knows.
  let lexicons: Lexicons
  /// The words the course writes capitalised inside a sentence, and its capitalised `knownWords`: names.
  let names: Set<String>
  /// The persons of a verb taught that "you" in the learner's language can be, where they are listed.
  let you: PersonsOfYou?

  init(
    _ course: Course, sources: CourseSources, dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?),
    words: CourseWords
  ) {
    self.course = course
    self.sources = sources
    self.dictionaries = dictionaries
    self.words = words
    lexicons = words.lexicons(
      knownWords: course.knownWords, taught: dictionaries.taught, learner: dictionaries.learner)
    names = words.names(knownWords: course.knownWords)
    you = PersonsOfYou(language: course.language.code, learner: course.fromLanguage.code)
  }

  /// The same context reading `course`, a window of the same course.
  func reading(_ course: Course) -> TeacherContext {
    var context = self
    context.course = course
    return context
  }

  func dictionary(_ side: LanguageSide) -> (any Lexicon)? {
    side == .taught ? dictionaries.taught : dictionaries.learner
  }

  /// The JSON path of the exercise at `place`, for a finding.
  func path(_ place: ExercisePlace) -> JSONPath { place.path(in: sources) }
}

extension Course {
  /// Calls `body` with every exercise of the units `range` (of `kind` only, if given) and its place, in
  /// file order. The units and nodes are read in place; each exercise reaches `body` as a copy (its texts
  /// retained, then released), since a closure handed a value read from a list might change that list
  /// (see docs/benchmarks.md). An exercise of another kind is told by its kind, read in place: not copied.
  func forEachExercise(
    units range: Range<Int>, of kind: Exercise.Kind? = nil, _ body: (Exercise, ExercisePlace) -> Void
  ) {
    for u in range {
      let nodes = units[u].nodes
      for n in nodes.indices {
        let exercises = nodes[n].exercises
        for e in exercises.indices where kind == nil || exercises[e].kind == kind {
          body(exercises[e], ExercisePlace(unit: u, node: n, index: e))
        }
      }
    }
  }
}
