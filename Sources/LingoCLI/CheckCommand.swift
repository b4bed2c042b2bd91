import App
import Course
import Foundation
import Language
import Lesson
import Terminal

/// `lingo check FILE... [--solve] [--format text|json]`: every finding in every course file at once.
struct CheckCommand: Command {
  let files: [String]
  let solve: Bool
  let json: Bool
  /// How the text report looks: `--color`, parsed as every command parses it.
  let options: CommonOptions

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(
      words, flags: ["--solve", "--help", "-h"], options: ["--format", "--color"])
    files = arguments.positionals
    guard !files.isEmpty else { throw .usage("check needs at least one course file") }
    solve = arguments.flags.contains("--solve")
    let format = arguments.options["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      throw .usage("--format wants text or json, not '\(format)'")
    }
    json = format == "json"
    options = CommonOptions(color: try ColorMode(arguments))
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    var report = CheckReport()
    var unreadable: [String] = []
    let shelf = environment.lexicons.checkingShelf()
    for file in files {
      let checked: CheckedFile
      switch CourseFile.check(file, from: environment.courses, shelf: shelf, solve: solve) {
      case .failure(let reason):
        unreadable.append("'\(file)': \(reason.text)")
        continue
      case .success(let file): checked = file
      }
      // The course schema sits beside the courses, so `lingo check courses/*.json` meets it: skip it.
      if checked.isSchema {
        report.skip(file)
        continue
      }
      if let course = checked.course { report.unchecked(shelf.missing(for: course), file: file) }
      report.add(checked.findings, file: file)
    }
    shelf.keepVerdicts()
    // With no file checked there is no report: the reasons go to standard error alone, as `play` gives them.
    if report.files == 0 && report.skipped.isEmpty && !unreadable.isEmpty {
      throw .unreadable(unreadable)
    }
    if json {
      environment.write(TerminalText(json: report.json()))
    } else {
      environment.write(report.text(style: options.style(environment)))
    }
    if !unreadable.isEmpty { throw .unreadable(unreadable) }
    if report.errors > 0 { throw .findings(report.errors) }
  }
}
