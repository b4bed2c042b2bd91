import Course
import JSON

/// Answers the engine could grade but a learner cannot type: the shell reads them as something else.
enum TypedAnswers {
  /// An `unsolvable` error for each answer line that starts like a command or a comment, and for each choice
  /// whose name is a number the engine reads as a choice's place.
  static func check(_ exercise: Exercise, at path: JSONPath) -> [Finding] {
    var findings: [Finding] = []
    for (line, answerPath) in Solver.answers(exercise, at: path) {
      if let problem = problem(line) {
        findings.append(Finding(.unsolvable, "a learner cannot type '\(line)': \(problem)", at: answerPath))
      }
    }
    let choices: [(String, JSONPath)]
    switch exercise {
    case .selectImage(let select):
      choices = select.choices.enumerated().map {
        ($1.name, path.appending("choices").appending($0).appending("name"))
      }
    case .complete(let complete):
      choices = complete.choices.enumerated().map { ($1, path.appending("choices").appending($0)) }
    case .translate, .match, .type, .listen:
      choices = []
    }
    for (name, choicePath) in choices {
      guard let number = numberedPlace(name, among: choices.count) else { continue }
      findings.append(
        Finding(
          .unsolvable,
          "the choice '\(name)' is named like a number: typing it picks choice \(number) by its place; "
            + "write the number as a word",
          at: choicePath))
    }
    return findings
  }

  /// Whether `check` finds anything in `exercise`, whose answer lines are `lines` (`Solver.lines`): a quick
  /// look that works out no path.
  static func hasProblem(_ exercise: Exercise, lines: [String]) -> Bool {
    if lines.contains(where: { problem($0) != nil }) { return true }
    switch exercise {
    case .selectImage(let select):
      return select.choices.contains { numberedPlace($0.name, among: select.choices.count) != nil }
    case .complete(let complete):
      return complete.choices.contains { numberedPlace($0, among: complete.choices.count) != nil }
    case .translate, .match, .type, .listen: return false
    }
  }

  /// The place (1 to `count`) a choice named `name` is read as when typed, or nil when it is read as a name.
  private static func numberedPlace(_ name: String, among count: Int) -> Int? {
    guard let number = Int(TextFolding.key(name)), (1...count).contains(number) else { return nil }
    return number
  }

  /// Why a line cannot be typed as an answer, or nil.
  static func problem(_ line: String) -> String? {
    // Only a line whose first byte but spaces and tabs is ':' or '#' can start with either character.
    let first = line.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    guard first == UInt8(ascii: ":") || first == UInt8(ascii: "#") else { return nil }
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix(":") { return "a line starting with ':' is a lesson command; reword the answer" }
    if trimmed.hasPrefix("#") { return "a piped line starting with '#' is a comment; reword the answer" }
    return nil
  }
}
