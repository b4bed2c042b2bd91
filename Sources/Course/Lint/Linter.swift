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
    var findings = loaded.findings
    if let document = loaded.document {
      findings += DocumentRules.check(document)
      if let course = loaded.model {
        findings += ExerciseRules.check(course, sources: loaded.sources)
        findings += PathRules.check(course, sources: loaded.sources)
        findings += VocabularyRules.check(course, sources: loaded.sources)
        let context = TeacherContext(course, sources: loaded.sources, dictionaries: dictionaries)
        findings += WrongWordRules.check(context) + MatchRules.check(context)
        if warnings { findings += SpellingRules.check(context) + BankRules.check(context) }
        findings = findings.filter { !loaded.sources.isIntended($0) }
      }
      findings = document.locate(findings)
    }
    return findings.sorted(by: Finding.inFileOrder)
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
