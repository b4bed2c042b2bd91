import JSON

/// One run of the linter over a course: what its first pass gathers, window by window, and its findings.
struct LintRun {
  let parsed: CourseDocument
  /// The course's top-level values (the whole course when it was decoded whole): what the rules run
  /// between the passes read, which is never a unit. The units are read from the windows.
  let topLevel: Course
  let dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?)
  let warnings: Bool
  /// What plays every exercise in the second pass, if they are played.
  let player: Linter.Player?
  /// How many runs each window's units are cut into, checked at once.
  let parts: Int

  var findings: [Finding] = []
  /// What playing the exercises found, kept apart: an exercise with an error is not reported as unplayable.
  private var played: [Finding] = []
  /// Where every unit decoded so far sits.
  private(set) var sources = CourseSources()
  private var paths = PathRules()
  private var hints = HintRules()
  private var meanings = MeaningRules()
  private var vocabulary = Vocabulary.Builder()
  private var words = CourseWords()
  /// What the first pass gathered for the second, once it is over.
  private var gathered: (context: TeacherContext, vocabulary: Vocabulary, forms: TaughtForms?)?

  init(
    _ parsed: CourseDocument, topLevel: Course,
    dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?),
    warnings: Bool, player: Linter.Player?, parts: Int
  ) {
    self.parsed = parsed
    self.topLevel = topLevel
    self.dictionaries = dictionaries
    self.warnings = warnings
    self.player = player
    self.parts = parts
    findings += DocumentRules.check(
      parsed.document, skipping: parsed.header?.array, distinctKeys: parsed.header?.distinctGlossary)
  }

  /// The first pass over the units `decoded`, the next ones of the course, read from `course` (see
  /// `Window`); `fileUnits` are their places in the file's `units` array.
  mutating func firstPass(_ decoded: DecodedUnits, course: Course, fileUnits: Range<Int>) {
    sources.add(decoded)
    let ranges = course.unitRanges(parts, in: decoded.indices)
    let (parsed, sources) = (parsed, sources)
    // The text of the file's units, and each part's exercises and words, at once.
    let results = Concurrently.map(ranges.count + 1, spread: parts > 1) { task -> FirstPass in
      guard task > 0 else {
        guard let header = parsed.header, let array = header.array else { return FirstPass() }
        let elements = header.units[fileUnits]
        return FirstPass(document: DocumentRules.check(parsed.document, elements: elements, of: array))
      }
      let units = ranges[task - 1]
      return FirstPass(
        exercises: ExerciseRules.check(course, sources: sources, units: units),
        words: CourseWords(course, units: units))
    }
    findings += results[0].document
    for part in results.dropFirst() {
      findings += part.exercises
      words.append(part.words)
    }
    paths.check(course, sources: sources, units: decoded.indices)
    findings += IdentifierRules.check(course, sources: sources, units: decoded.indices)
    vocabulary.add(course.units[decoded.indices])
  }

  /// Ends the first pass: the course's words and taught words are all known, and the spelling is checked.
  mutating func endFirstPass() {
    findings += paths.finish(units: sources.units.count)
    findings += IdentifierRules.check(topLevel: topLevel)
    words.addGlossary(of: topLevel)
    let context = TeacherContext(topLevel, sources: sources, dictionaries: dictionaries, words: words)
    if warnings {
      // Both dictionaries are opened first: one still being read on another thread is waited for.
      _ = (dictionaries.taught?.knows(""), dictionaries.learner?.knows(""))
      findings += SpellingRules.check(context)
    }
    gathered = (
      context, Vocabulary(vocabulary), warnings ? TaughtForms(context, taught: vocabulary.taughtWords) : nil
    )
  }

  /// The second pass over the units `decoded`, read from `course`, as in the first.
  mutating func secondPass(_ decoded: DecodedUnits, course: Course) {
    guard let (gathered, vocabulary, forms) = gathered else { return }
    let context = gathered.reading(course)
    let ranges = course.unitRanges(parts, in: decoded.indices)
    let sources = sources
    let results = Concurrently.map(ranges.count) { part in
      SecondPass(
        vocabulary: VocabularyRules.check(
          course, sources: sources, vocabulary: vocabulary, units: ranges[part]),
        wrongWords: WrongWordRules.check(context, units: ranges[part]),
        matches: MatchRules.check(context, units: ranges[part]),
        banks: forms.map { BankRules.check(context, forms: $0, units: ranges[part]) } ?? [])
    }
    findings += results.flatMap(\.vocabulary)
    findings += results.flatMap(\.wrongWords)
    findings += results.flatMap(\.matches)
    findings += results.flatMap(\.banks)
    if warnings { findings += hints.check(course, sources: sources, units: decoded.indices) }
    findings += meanings.check(context, units: decoded.indices).filter { warnings || $0.severity == .error }
    // Playing cuts the window its own way, by exercises: a window holds few units.
    if let player { played += player(course, sources, decoded.indices, gathered.lexicons) }
  }

  /// Every finding, but those their exercise declares intended, and what playing found in the exercises
  /// without an error, located and in file order.
  func finish() -> [Finding] {
    let kept = findings.filter { !sources.isIntended($0) }
    // An exercise that already has an error is not reported as unplayable: it would say the same again.
    // Exercises hold no exercises, so an error lies within exercise E exactly when its own exercise is E.
    let broken = kept.filter { $0.severity == .error }.map(\.path)
    let brokenExercises = Set(broken.map(\.exercise))
    let isBroken = { (exercise: JSONPath) in
      exercise.components.dropLast().last == .key("exercises")
        ? brokenExercises.contains(exercise) : broken.contains { $0.isWithin(exercise) }
    }
    let playable = played.filter { !isBroken($0.path.exercise) }
    return parsed.document.locate(kept + playable).sorted(by: Finding.inFileOrder)
  }

  /// What the first pass finds in the file's text or in one part of a window.
  private struct FirstPass: Sendable {
    var document: [Finding] = []
    var exercises: [Finding] = []
    var words = CourseWords()
  }

  /// What the second pass finds in one part of a window.
  private struct SecondPass: Sendable {
    var vocabulary: [Finding]
    var wrongWords: [Finding]
    var matches: [Finding]
    var banks: [Finding]
  }
}
