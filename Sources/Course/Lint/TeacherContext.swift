/// What the teacher's rules read: the course, where its parts are, and the words of its two languages.
struct TeacherContext {
  let course: Course
  let sources: CourseSources
  /// Each language's installed dictionary, nil when there is none.
  let dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?)
  /// Each language's dictionary and the course's own words in it: what the grader knows.
  let lexicons: Lexicons

  init(
    _ course: Course, sources: CourseSources, dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?)
  ) {
    self.course = course
    self.sources = sources
    self.dictionaries = dictionaries
    lexicons = course.lexicons(taught: dictionaries.taught, learner: dictionaries.learner)
  }

  func dictionary(_ side: LanguageSide) -> (any Lexicon)? {
    side == .taught ? dictionaries.taught : dictionaries.learner
  }

  /// Every exercise with its path, in file order.
  var exercises: [(exercise: Exercise, path: JSONPath)] {
    var found: [(Exercise, JSONPath)] = []
    for (u, unit) in course.units.enumerated() {
      for (n, node) in unit.nodes.enumerated() {
        for (e, exercise) in node.exercises.enumerated() {
          found.append((exercise, sources.exercise(unit: u, node: n, exercise: e)))
        }
      }
    }
    return found
  }

  /// The words the course writes capitalised inside a sentence, and its capitalised `knownWords`: names.
  var names: Set<String> {
    var names = Set(
      course.knownWords.flatMap(Spelling.words).filter(\.startsCapitalised).map(TextFolding.key))
    let sentenceMarks = Set(".!?¿¡:;\"“”«»")
    for text in course.texts() {
      for sentence in text.text.split(whereSeparator: { sentenceMarks.contains($0) }) {
        for word in Spelling.words(String(sentence)).dropFirst() where word.startsCapitalised && word != "I" {
          names.insert(TextFolding.key(word))
        }
      }
    }
    return names
  }
}

extension String {
  /// Whether the first character is an upper-case letter.
  var startsCapitalised: Bool { first.map { $0.isUppercase } ?? false }
}
