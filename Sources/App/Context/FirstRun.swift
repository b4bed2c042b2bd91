import Course
import Terminal

/// A new profile's first run at an interactive terminal: Duo's hello, the course and the daily goal chosen
/// from tiles, each question asked again after a refused answer, read through the environment's line
/// reader. The end of input keeps the defaults and says so. Its rules are `FirstRunRules`.
enum FirstRun {
  /// What the first run settled: the course, the goal, and what to say of them once the profile is made.
  struct Choice: Equatable {
    var course: BundledCourse
    var goal: Int
    /// The closing lines (what was chosen and how to start), or none when nothing was asked or given.
    var lines: [TerminalText]
  }

  /// Whether `environment` is an interactive terminal: input and output both are.
  static func isInteractive(_ environment: AppEnvironment) -> Bool {
    environment.inputIsTerminal && environment.outputIsTerminal
  }

  /// The course and goal of a new profile named `name`: those `given`, the others asked at an interactive
  /// terminal, else their defaults. `start` says how to play the first lesson, `change` which commands
  /// change the choices. What the conversation says goes to standard output as it is asked.
  static func choose(
    _ given: FirstRunAnswers, name: String, environment: AppEnvironment, display: Display,
    start: TerminalText, change: TerminalText
  ) -> Choice {
    let asking = isInteractive(environment) && (given.course == nil || given.goal == nil)
    guard asking || given.any else {
      return Choice(course: FirstRunRules.defaultCourse, goal: FirstRunRules.defaultGoal, lines: [])
    }
    let view = FirstRunView(style: display.style, width: display.width, plain: display.plain)
    // Every course is read for its tile when the course is asked; else only the one given, for the last line.
    let shown =
      asking && given.course == nil ? FirstRunRules.courses : [given.course ?? FirstRunRules.defaultCourse]
    let tiles = shown.map { course in
      FirstRunView.CourseTile(
        name: course.name, language: try? CourseFile.playable(course.name, environment).language)
    }
    var kept = false
    var course = given.course
    var goal = given.goal
    if asking {
      var reader = environment.lineReader.terminal(nil)
      show(view.hello(name: name), environment)
      if course == nil {
        show(view.courses(tiles), environment)
        let languages = Dictionary(
          zip(FirstRunRules.courses, tiles).compactMap { pair in pair.1.language.map { (pair.0, $0.name) } }
        ) { first, _ in first }
        let prompt = view.coursePrompt(count: tiles.count, keeping: tile(FirstRunRules.defaultCourse, tiles))
        course = ask(prompt, &reader, view, environment) { FirstRunRules.course($0, languages: languages) }
        kept = kept || course == nil
      }
      if goal == nil, !kept {
        show(view.goals(FirstRunRules.goals.map { ($0.xp, $0.name) }), environment)
        let prompt = view.goalPrompt(count: FirstRunRules.goals.count, keeping: FirstRunRules.defaultGoal)
        goal = ask(prompt, &reader, view, environment) { FirstRunRules.goal($0) }
        kept = kept || goal == nil
      }
    }
    let chosen = (
      course: course ?? FirstRunRules.defaultCourse, goal: goal ?? FirstRunRules.defaultGoal
    )
    let lines = view.chosen(
      tile(chosen.course, tiles), goal: (chosen.goal, FirstRunRules.goalName(chosen.goal)), kept: kept,
      start: start, change: change)
    return Choice(course: chosen.course, goal: chosen.goal, lines: [""] + lines)
  }

  /// Asks `prompt` until an answer is taken (`rule` says), saying why each refused one was; nil when the
  /// input ends first.
  private static func ask<Picked>(
    _ prompt: TerminalText, _ reader: inout any LineReader, _ view: FirstRunView,
    _ environment: AppEnvironment,
    rule: (String) -> FirstRunRules.Answer<Picked>
  ) -> Picked? {
    while let line = reader.readLine(prompt: prompt, completions: []) {
      switch rule(line) {
      case .chosen(let choice): return choice
      case .refused(let reason): show(view.refused(reason), environment)
      }
    }
    environment.write("\n")
    return nil
  }

  /// The tile of `course` among `tiles`.
  private static func tile(_ course: BundledCourse, _ tiles: [FirstRunView.CourseTile])
    -> FirstRunView.CourseTile
  {
    tiles.first { $0.name == course.name } ?? FirstRunView.CourseTile(name: course.name, language: nil)
  }

  /// A view's lines on standard output.
  private static func show(_ lines: [TerminalText], _ environment: AppEnvironment) {
    environment.write(.lines(lines))
  }
}
