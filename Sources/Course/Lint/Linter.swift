/// The course author's checker: every finding in a file at once, sorted by where it is.
public enum Linter {
  /// All findings for a loaded course: syntax and structure, then the rules on the text and on the model,
  /// then a teacher's rules, which read each language's installed dictionary (nil when there is none).
  /// With `warnings` off, the rules that can only warn (spelling, the bank's give-aways) are not run:
  /// what decides whether a course can be played is the same, for less.
  public static func lint(
    _ loaded: LoadedCourse, dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?) = (nil, nil),
    warnings: Bool = true
  ) -> [Finding] {
    lint(loaded, dictionaries: dictionaries, warnings: warnings, parts: Concurrently.parts)
  }

  /// `lint` with the course's units cut into `parts` runs checked at once; the findings are the same
  /// for any number of parts.
  static func lint(
    _ loaded: LoadedCourse, dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?), warnings: Bool,
    parts: Int
  ) -> [Finding] {
    var findings = loaded.findings
    if let document = loaded.document {
      let model = loaded.model
      let ranges = model?.unitRanges(parts) ?? []
      let vocabulary = model.map(Vocabulary.init)
      // First the rules that need nothing of the whole course, and each part's words, at once.
      let first = Concurrently.map(ranges.count + 1) { task -> FirstPass in
        guard task > 0, let course = model, let vocabulary else {
          return FirstPass(document: DocumentRules.check(document))
        }
        let units = ranges[task - 1]
        return FirstPass(
          exercises: ExerciseRules.check(course, sources: loaded.sources, units: units),
          vocabulary: VocabularyRules.check(
            course, sources: loaded.sources, vocabulary: vocabulary, units: units),
          words: CourseWords(course, units: units))
      }
      findings += first[0].document
      if let course = model {
        let parts = first.dropFirst()
        findings += parts.flatMap(\.exercises)
        findings += PathRules.check(course, sources: loaded.sources)
        findings += parts.flatMap(\.vocabulary)
        var words = CourseWords()
        for part in parts { words.append(part.words) }
        words.append(CourseWords(glossaryOf: course))
        let context = TeacherContext(
          course, sources: loaded.sources, dictionaries: dictionaries, words: words)
        findings += teacherFindings(context, ranges: ranges, warnings: warnings)
        findings = findings.filter { !loaded.sources.isIntended($0) }
      }
      findings = document.locate(findings)
    }
    return findings.sorted(by: Finding.inFileOrder)
  }

  /// A teacher's rules, the parts at once: wrong words and matches, then spelling and the banks.
  private static func teacherFindings(_ context: TeacherContext, ranges: [Range<Int>], warnings: Bool)
    -> [Finding]
  {
    let forms = warnings ? TaughtForms(context) : nil
    let parts = Concurrently.map(ranges.count) { part in
      SecondPass(
        wrongWords: WrongWordRules.check(context, units: ranges[part]),
        matches: MatchRules.check(context, units: ranges[part]),
        banks: forms.map { BankRules.check(context, forms: $0, units: ranges[part]) } ?? [])
    }
    // Spelling runs alone: Hunspell stops looking for suggestions after a time measured on the process's
    // clock, which other threads would run down, so its suggestions would change from run to run.
    let spelling = warnings ? SpellingRules.check(context) : []
    return parts.flatMap(\.wrongWords) + parts.flatMap(\.matches) + spelling + parts.flatMap(\.banks)
  }

  /// What the first pass finds in the document or in one part of the course.
  private struct FirstPass: Sendable {
    var document: [Finding] = []
    var exercises: [Finding] = []
    var vocabulary: [Finding] = []
    var words = CourseWords()
  }

  /// What the teacher's rules find in one part of the course.
  private struct SecondPass: Sendable {
    var wrongWords: [Finding]
    var matches: [Finding]
    var banks: [Finding]
  }
}

extension Finding {
  /// Orders findings by line, then column, then rule.
  public static func inFileOrder(_ a: Finding, _ b: Finding) -> Bool {
    let (la, lb) = (
      a.location ?? FileLocation(line: 0, column: 0), b.location ?? FileLocation(line: 0, column: 0)
    )
    if la.line != lb.line { return la.line < lb.line }
    if la.column != lb.column { return la.column < lb.column }
    return a.rule < b.rule
  }
}
