import JSON

/// The course author's checker: every finding in a file at once, sorted by where it is.
///
/// The rules read the course's units a window at a time, in two passes: the first finds what each unit
/// holds alone and gathers what the whole course teaches and writes; the second, with that known, runs the
/// rules that compare an exercise with the rest of the course. A course already decoded is one window, and
/// so is a file of at most `keptBytes`, decoded once for both passes (decoding was a tenth of a check); a
/// larger file is decoded a window at a time in each pass, never held whole.
public enum Linter {
  /// The largest course file checked as one window, its units decoded whole and kept from the first pass
  /// for the second. Windows and handing a mapped file's pages back save memory only past it: below it,
  /// they cost more time than they save memory (each hand-back stops every core to flush its cache of
  /// addresses).
  public static let keptBytes = 32 << 20

  /// Plays the exercises of the units `units` of `course` (a window of it, see `Window`), with the course's
  /// `lexicons`, and gives the findings of those it cannot play: the solver, which lives above the linter.
  public typealias Player =
    @Sendable (
      _ course: Course, _ sources: CourseSources, _ units: Range<Int>, _ lexicons: Lexicons
    ) -> [Finding]

  /// All findings for a loaded course: syntax and structure, then the rules on the text and on the model,
  /// then a teacher's rules, which read each language's installed dictionary (nil when there is none).
  /// With `warnings` off, the rules that can only warn (spelling, the bank's give-aways) are not run:
  /// what decides whether a course can be played is the same, for less. With a `player`, every exercise
  /// is played too, in the second pass, but those an error was already found in.
  public static func lint(
    _ loaded: LoadedCourse, dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?) = (nil, nil),
    warnings: Bool = true, player: Player? = nil
  ) -> [Finding] {
    lint(loaded, dictionaries: dictionaries, warnings: warnings, player: player, parts: Concurrently.parts)
  }

  /// The findings `lint` gives for the course in `parsed`: a file of at most `keptBytes` decoded whole, a
  /// larger one a window of about 512 KiB of the file at a time, in about the memory of its tape. A file is
  /// checked on one core, whatever its size: more threads, each with memory of its own, cost more CPU time
  /// than they saved in wall time (docs/benchmarks.md), and on a busy machine only the CPU time counts. (A
  /// course decoded whole, which `import` and a first play check, is split over the cores.)
  public static func lint(
    _ parsed: CourseDocument, dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?) = (nil, nil),
    warnings: Bool = true, player: Player? = nil
  ) -> [Finding] {
    let whole = parsed.document.withView(\.bytes.count) <= keptBytes
    return lint(
      parsed, dictionaries: dictionaries, warnings: warnings, player: player, parts: 1,
      windowBytes: whole ? keptBytes : 512 << 10, keptBytes: keptBytes)
  }

  /// `lint` with each window's units cut into `parts` runs checked at once; the findings are the same
  /// for any number of parts.
  static func lint(
    _ loaded: LoadedCourse, dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?), warnings: Bool,
    player: Player? = nil, parts: Int
  ) -> [Finding] {
    guard let parsed = loaded.parsed else { return loaded.findings.sorted(by: Finding.inFileOrder) }
    guard let model = loaded.model else { return unreadable(parsed, findings: loaded.findings) }
    let whole = DecodedUnits(
      first: 0, units: model.units, sources: loaded.sources.units, intended: loaded.sources.intended)
    var run = LintRun(
      parsed, topLevel: model, dictionaries: dictionaries, warnings: warnings, player: player, parts: parts)
    run.findings += loaded.findings
    run.firstPass(whole, course: model, fileUnits: 0..<parsed.unitCount)
    run.endFirstPass()
    run.secondPass(whole, course: model)
    return run.finish()
  }

  /// The streamed `lint` with `parts` runs at once in each window, the windows of a file of at most
  /// `keptBytes` decoded once.
  static func lint(
    _ parsed: CourseDocument, dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?), warnings: Bool,
    player: Player? = nil, parts: Int, windowBytes: Int, keptBytes: Int = 0
  ) -> [Finding] {
    guard let header = parsed.course else { return unreadable(parsed, findings: parsed.findings) }
    var run = LintRun(
      parsed, topLevel: header, dictionaries: dictionaries, warnings: warnings, player: player, parts: parts)
    run.findings += parsed.findings
    let windows = parsed.windows(bytes: windowBytes)
    var window = Window(header)
    var firsts: [Int] = []
    // A course of at most `keptBytes` keeps its windows from the first pass for the second.
    let keeps = parsed.document.withView(\.bytes.count) <= keptBytes
    var kept: [DecodedUnits] = []
    // A mapped file's pages are dropped once every few MiB of windows, not after each: each drop stops every
    // core to flush its cache of addresses, which cost a tenth of a check done window by window.
    let releaseEvery = max(1, JSONParser.releaseBytes / max(1, windowBytes))
    for (index, units) in windows.enumerated() {
      let decoded = parsed.decode(units, after: run.sources.units.count, parts: parts)
      firsts.append(decoded.first)
      run.findings += decoded.findings
      run.firstPass(decoded, course: window.showing(decoded), fileUnits: units)
      if keeps { kept.append(decoded) }
      if (index + 1) % releaseEvery == 0 { parsed.document.releasePages() }
    }
    run.endFirstPass()
    window = Window(header)
    for (index, (units, first)) in zip(windows, firsts).enumerated() {
      var decoded = DecodedUnits(first: first)
      if keeps {
        swap(&decoded, &kept[index])
      } else {
        decoded = parsed.decode(units, after: first, parts: parts)
      }
      run.secondPass(decoded, course: window.showing(decoded))
      if (index + 1) % releaseEvery == 0 { parsed.document.releasePages() }
    }
    let findings = run.finish()
    // The units decoded last, and what the passes gathered, are left to the process's exit if it asks.
    ExitBound.keep((run, window))
    return findings
  }

  /// The findings of a document that is no course: what decoding found, and the rules on its text.
  private static func unreadable(_ parsed: CourseDocument, findings: [Finding]) -> [Finding] {
    parsed.document.locate(findings + DocumentRules.check(parsed.document)).sorted(by: Finding.inFileOrder)
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

/// A course read a window of units at a time: the course's top-level values, the window's units at their
/// indices in the course, and an empty stand-in for each unit before them, so a rule reads a unit at the
/// index its places and sources give. The course is kept from one window to the next, each window putting
/// stand-ins in place of the last one's units, so the windows cost what the units do.
struct Window {
  private var course: Course
  /// The units shown last.
  private var shown: Range<Int> = 0..<0

  /// A unit standing in for one outside the window: no nodes, nothing to check.
  private static let placeholder = PathUnit(id: "", section: 1, number: 0, title: "", nodes: [])

  /// The windows of `course`, from its first unit.
  init(_ course: Course) {
    self.course = course
    self.course.units = []
  }

  /// The course showing the units `decoded`, the ones after those shown last.
  mutating func showing(_ decoded: DecodedUnits) -> Course {
    for u in shown { course.units[u] = Self.placeholder }
    let before = decoded.first - course.units.count
    course.units.append(contentsOf: repeatElement(Self.placeholder, count: max(0, before)))
    course.units += decoded.units
    shown = decoded.indices
    return course
  }
}
