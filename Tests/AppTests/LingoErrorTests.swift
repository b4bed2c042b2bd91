import Course
import Foundation
import Store
import Terminal
import TestSupport
import Testing

@testable import App

@Suite("One error type: every outcome its documented exit code, every message one format")
struct LingoErrorTests {
  /// One of each case, with the code docs/exit-codes.md gives it.
  static let table: [(LingoError, Int32)] = [
    (.findings(3), 1),
    (.notDoneToday, 1),
    (.usage("unknown option '--x'"), 2),
    (.usage("no node '9'", hint: "type help for the commands"), 2),
    (.unreadable(["'a.json': no such file"]), 6),
    (.inputEnded, 3),
    (.quit, 4),
    (.outOfEnergy, 5),
    (.notPassed, 11),
    (.course(.unreadable(name: "x", reason: "no such file or bundled course")), 6),
    (.course(.schema(path: "course.schema.json")), 6),
    (.course(.refused(path: "x.json", findings: [], errors: 2)), 6),
    (.course(.missing("the demo needs lesson 2.4")), 6),
    (.store(StoreError(kind: .corrupt, message: "file is not a database", path: "p", sqliteCode: 26)), 7),
    (.noHome, 7),
    (.noBackup(path: "p"), 7),
    (.noBackup(path: nil), 7),
    (.importFailed("cannot write 'out.json': permission denied"), 8),
    (.stream(.output, reason: "No space left on device", saved: false), 9),
    (.stream(.input, reason: "it is closed", saved: true), 9),
    (.stream(.error, reason: "it is closed", saved: false), 9),
    (.notConfirmed(asked: false), 10),
    (.notConfirmed(asked: true), 10),
    (.interrupted, 130),
  ]

  /// The name of `error`'s case: written without a default, so a new case does not build until it is in
  /// the table above.
  static func caseName(_ error: LingoError) -> String {
    switch error {
    case .usage: "usage"
    case .unreadable: "unreadable"
    case .store: "store"
    case .noHome: "noHome"
    case .noBackup: "noBackup"
    case .course: "course"
    case .findings: "findings"
    case .notDoneToday: "notDoneToday"
    case .inputEnded: "inputEnded"
    case .quit: "quit"
    case .outOfEnergy: "outOfEnergy"
    case .notPassed: "notPassed"
    case .importFailed: "importFailed"
    case .stream: "stream"
    case .notConfirmed: "notConfirmed"
    case .interrupted: "interrupted"
    }
  }

  @Test("every case maps to its documented exit code", arguments: table.indices)
  func codes(_ index: Int) {
    let (error, code) = Self.table[index]
    #expect(exitCode(for: error).rawValue == code, "\(error)")
  }

  @Test("no error is success, 0")
  func success() { #expect(exitCode(for: nil) == .success) }

  @Test("the table holds every case")
  func everyCase() {
    let names = Set(Self.table.map { Self.caseName($0.0) })
    #expect(names.count == 16, "\(names.sorted())")
  }

  @Test("each code docs/exit-codes.md lists is produced by some outcome, and each outcome's code is listed")
  func documented() throws {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/exit-codes.md"), encoding: .utf8)
    let documented = Set(
      text.split(separator: "\n").compactMap { line -> Int32? in
        guard line.hasPrefix("| ") else { return nil }
        return Int32(line.dropFirst(2).prefix { $0.isNumber })
      })
    #expect(documented.count >= 13, "\(documented.sorted())")
    let produced = Set(Self.table.map { exitCode(for: $0.0).rawValue } + [exitCode(for: nil).rawValue])
    // 141 is the shell's report of SIGPIPE, which ends lingo before any code of its own.
    #expect(documented.subtracting([141]) == produced)
    #expect(Set(ExitCode.allCases.map(\.rawValue)) == produced)
  }

  @Test("an error is one line: lingo: error: and its message, then a hint where one helps")
  func format() {
    #expect(
      LingoError.usage("unknown command 'lern'", hint: "type help for the commands").diagnostic
        == "lingo: error: unknown command 'lern'\nlingo: hint: type help for the commands\n")
    #expect(
      LingoError.noHome.diagnostic
        == "lingo: error: set HOME or LINGO_HOME so lingo knows where to keep progress\n")
    #expect(
      LingoError.stream(.output, reason: "No space left on device", saved: true).diagnostic
        == "lingo: error: cannot write to standard output (No space left on device); your progress was saved\n"
    )
  }

  @Test("an outcome already shown on standard output writes nothing on standard error")
  func silent() {
    for error: LingoError in [
      .findings(2), .notDoneToday, .inputEnded, .quit, .outOfEnergy, .notConfirmed(asked: true), .interrupted,
      .stream(.error, reason: "it is closed", saved: false),
    ] {
      #expect(error.diagnostic.isEmpty, "\(error)")
    }
  }

  @Test("a store error keeps SQLite's code and message, and says where the backup is")
  func store() {
    let cause = StoreError(
      kind: .corrupt, message: "file is not a database", path: "/h/progress.sqlite3", sqliteCode: 26)
    let lines = LingoError.store(cause).diagnostic.split(separator: "\n").map(String.init)
    let expected =
      "lingo: error: progress file '/h/progress.sqlite3' is damaged (file is not a database, SQLite code 26); "
      + "it was left untouched"
    #expect(lines.count == 2)
    #expect(lines.first == expected)
    #expect(lines.last?.hasPrefix("lingo: hint: 'lingo reset --undo' brings back its newest backup") == true)
    #expect(lines.last?.contains("/h/progress.sqlite3.backup-") == true)
  }

  @Test("a refused course shows its findings as they are, then one error line, and a hint when some are cut")
  func refusedCourse() {
    let findings = [1, 2].map { TerminalText(escaping: "x.json:\($0):1: error: [unknown-key] unknown key") }
    let shown = LingoError.course(.refused(path: "x.json", findings: findings, errors: 12)).diagnostic
    #expect(
      shown == "x.json:1:1: error: [unknown-key] unknown key\nx.json:2:1: error: [unknown-key] unknown key\n"
        + "lingo: error: course 'x.json' has 12 errors and cannot be played\n"
        + "lingo: hint: only the first 2 are shown; run 'lingo check --solve x.json' for all 12\n")
    let all = LingoError.course(.refused(path: "x.json", findings: findings, errors: 2)).diagnostic
    #expect(!all.contains("lingo: hint:"))
  }

  @Test("every line is made safe for a terminal: an escape in a name is shown, not sent")
  func safe() {
    let shown = LingoError.usage("unknown command 'a\u{1B}[2Jb'").diagnostic
    #expect(!shown.unicodeScalars.contains("\u{1B}"))
    #expect(shown.contains(#"a\u{1B}[2Jb"#))
  }
}
