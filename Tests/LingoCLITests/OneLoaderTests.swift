import Foundation
import TestSupport
import Testing

@Suite("One loader: play, the app and check refuse the same courses with the same findings")
struct OneLoaderTests {
  /// A one-lesson Spanish course whose lesson holds `exercises`; `extra` adds top-level members.
  private static func course(_ exercises: String, extra: String = "") -> String {
    """
    {\(extra)"format": 1, "id": "spanish", "title": "T",
     "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
     "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
       {"id": "n", "kind": "checkpoint", "title": "N", "teaches": ["hola", "adiós"], "exercises": [\(exercises)]}]}]}
    """
  }

  /// Courses `check` rejects: by the decoder, by a lint rule (a lesson nobody can win), by the solver alone.
  private static let invalid = [
    #"{"kind": "complete", "prompt": "___ Ana", "answer": "hola", "choices": ["adiós", "chau"], "x": 1}"#,
    #"{"kind": "complete", "prompt": "___ Ana", "answer": "hola", "choices": ["adiós", "adios"]}"#,
    #"{"kind": "translate", "prompt": "Hola", "answer": "Hello Ana", "bank": ["Hello", "Ana", "Bob"], "alternatives": ["Ana Ana"]}"#,
  ]

  /// A fresh folder holding `name` with `contents`; returns both.
  private func folder(_ contents: String, named name: String = "course.json") throws -> (
    folder: String, file: String
  ) {
    let folder = temporaryItem("lingo-load")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try Data(contents.utf8).write(to: file)
    return (folder.path, file.path)
  }

  /// check's error lines for `file`, without the summary.
  private func checkErrors(_ file: String) -> [String] {
    lingo(["check", "--solve", file]).stdout.split(separator: "\n").map(String.init).filter {
      $0.contains(": error: ")
    }
  }

  @Test("play and check give the same errors", arguments: invalid)
  func playAndCheckAgree(_ exercise: String) throws {
    let (_, file) = try folder(Self.course(exercise))
    let errors = checkErrors(file)
    #expect(!errors.isEmpty)
    let played = lingo(["play", file] + fixed, input: "hola\n")
    #expect(played.status == 6)
    let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
    let refused = "lingo: error: course '\(file)' has \(count) and cannot be played"
    #expect(played.stderr.split(separator: "\n").map(String.init) == errors + [refused], "\(played.stderr)")
  }

  @Test("the app, review and play with the learner's own course refuse it the same way", arguments: invalid)
  func appAgrees(_ exercise: String) throws {
    let (courses, file) = try folder(Self.course(exercise), named: "spanish.json")
    let errors = checkErrors(file)
    let variables = ["LINGO_COURSES": courses]
    for arguments in [["play"], [], ["review"]] {
      let run = lingo(arguments + fixed, input: "quit\n", variables: variables)
      #expect(run.status == 6, "\(arguments): \(run.stdout) \(run.stderr)")
      let shown = run.stderr.split(separator: "\n").map(String.init)
      #expect(shown.dropLast() == errors[...], "\(arguments)")
      #expect(shown.last?.hasPrefix("lingo: error: course '\(file)' has ") == true, "\(arguments)")
    }
  }

  @Test("a course that names the JSON Schema meta-schema is checked and played as a course")
  func metaSchemaCourse() throws {
    let extra = #""$schema": "https://json-schema.org/draft/2020-12/schema", "#
    let (_, bad) = try folder(Self.course(Self.invalid[1], extra: extra))
    let checked = lingo(["check", bad])
    #expect(checked.status == 1)
    #expect(!checked.stdout.contains("skipped"))
    #expect(checked.stdout.contains("[answer-not-in-choices]"))
    #expect(lingo(["play", bad] + fixed).status == 6)
    let good = #"{"kind": "complete", "prompt": "___ Ana", "answer": "hola", "choices": ["hola", "adiós"]}"#
    let (_, fine) = try folder(Self.course(good, extra: extra))
    #expect(lingo(["check", fine]).status == 0)
    #expect(lingo(["play", fine, "--lesson", "n"] + fixed, input: "hola\n").status == 0)
  }

  @Test("the course schema itself is skipped by check and refused by play, both saying it is a schema")
  func theSchema() {
    let checked = lingo(["check", packageRoot.path + "/courses/course.schema.json"])
    #expect(checked.status == 0)
    #expect(checked.stdout.contains("a JSON Schema, not a course; skipped"))
    let played = lingo(["play", packageRoot.path + "/courses/course.schema.json"] + fixed)
    #expect(played.status == 6)
    #expect(played.stderr.contains("a JSON Schema, not a course"), "\(played.stderr)")
  }

  /// On disk: what it proves is that no progress file is made.
  @Test(
    "play with a missing course, an invalid one or a missing lesson creates no progress store",
    .tags(.endToEnd))
  func noStoreOnFailure() throws {
    let (_, invalidFile) = try folder(Self.course(Self.invalid[0]))
    let cases: [([String], Int32)] = [
      (["play", "/nonexistent/course.json"], 6),
      (["play", "nosuchbundledcourse"], 6),
      (["play", invalidFile], 6),
      (["play", "spanish", "--lesson", "9.9"], 2),
      (["play", "--lesson", "no-such-lesson"], 2),
    ]
    for (arguments, status) in cases {
      let home = temporaryHome()
      let run = lingo(onDisk: arguments, input: "", variables: ["LINGO_HOME": home])
      #expect(run.status == status, "\(arguments): \(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: home), "\(arguments) made \(home)")
    }
  }

  @Test("a course found nowhere: a file name says no such file, a bundled name where it was looked for")
  func notFound() throws {
    let folder = temporaryItem("lingo-courses").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let named = lingo(["play", "german", "--ephemeral"], variables: ["LINGO_COURSES": folder])
    #expect(named.status == 6)
    #expect(
      named.stderr.hasPrefix("lingo: error: cannot read course 'german': no such file or bundled course; "))
    // Every folder searched is named, the one LINGO_COURSES gives first, and how to name another.
    #expect(named.stderr.contains("bundled courses were looked for in '\(folder)', '"), "\(named.stderr)")
    #expect(named.stderr.hasSuffix("(LINGO_COURSES names another folder)\n"), "\(named.stderr)")
    let file = lingo(["play", "nothere.json", "--ephemeral"], variables: ["LINGO_COURSES": folder])
    #expect(file.stderr == "lingo: error: cannot read course 'nothere.json': no such file\n")
  }

  @Test("a directory and a device each get a message that says what they are; an empty file a finding")
  func notCourseFiles() throws {
    let (directory, empty) = try folder("", named: "empty.json")
    let checked = lingo(["check", empty])
    #expect(checked.status == 1)
    #expect(checked.stdout.hasPrefix(empty + ":1:1: error: [json-syntax]"), "\(checked.stdout)")
    #expect(
      lingo(["play", empty, "--ephemeral"]).stderr
        == checked.stdout.split(separator: "\n")[0] + "\n"
        + "lingo: error: course '\(empty)' has 1 error and cannot be played\n")
    let cases = [
      (directory, "is a directory"), ("/dev/zero", "is a device"), ("/dev/null", "is a device"),
      (directory + "/none", "no such file"),
    ]
    for (path, words) in cases {
      for arguments in [["check", path], ["play", path, "--ephemeral"]] {
        let run = lingo(arguments)
        // check and play give the same status for a file neither can read, and print nothing else.
        #expect(run.status == 6, "\(arguments)")
        #expect(run.stdout.isEmpty, "\(arguments): \(run.stdout)")
        #expect(run.stderr.contains(words), "\(arguments): \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
      }
    }
  }

  @Test("a course through a pipe, as <(cat course.json) gives it, and through a FIFO")
  func pipesAndFIFOs() throws {
    let good = #"{"kind": "complete", "prompt": "___ Ana", "answer": "hola", "choices": ["hola", "adiós"]}"#
    let text = Data(Self.course(good).utf8)
    for arguments in [["check"], ["play", "--ephemeral", "--lesson", "n"]] {
      let pipe = Pipe()
      let writer = Thread {
        pipe.fileHandleForWriting.write(text)
        try? pipe.fileHandleForWriting.close()
      }
      writer.start()
      let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
      let run = lingo([arguments[0], path] + arguments.dropFirst(), input: "hola\n")
      #expect(run.status == 0, "\(arguments): \(run.stdout) \(run.stderr)")
      try? pipe.fileHandleForReading.close()
    }
    let (folderPath, _) = try folder("", named: "x")
    let fifo = folderPath + "/course.fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(text)
        try? handle.close()
      }
    }
    writer.start()
    let run = lingo(["check", fifo])
    #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
  }
}
