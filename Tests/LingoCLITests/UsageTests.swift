import App
import Foundation
import LingoCLI
import Testing

@Suite("usage and exit codes")
struct UsageTests {
  @Test("--help prints usage and every exit code on stdout, exit 0")
  func help() {
    let run = lingo(["--help"])
    #expect(run.status == 0)
    for code in ExitCode.allCases { #expect(run.stdout.contains(code.meaning)) }
    #expect(run.stderr.isEmpty)
  }

  @Test(
    "bad usage prints error and usage on stderr, exit 2",
    arguments: [
      ["play", "--seed", "x"], ["play", "--now", "yesterday"], ["play", "--colour", "never"],
      ["fly"], ["play", "a.json", "b.json"], ["play", "--lesson", "9.9", "--ephemeral"],
      ["play", "--lesson", "2.3", "--ephemeral"], ["play", "--color", "sometimes"],
    ])
  func badUsage(_ arguments: [String]) {
    let run = lingo(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("lingo: error: "))
    #expect(run.stdout.isEmpty)
  }

  @Test("an option's value is never another option's name: reset --new --yes makes no learner called --yes")
  func optionNameIsNoValue() {
    let home = MemoryHome()
    let run = lingo(["reset", "--new", "--yes"], home: home)
    #expect(run.status == 2)
    #expect(run.stderr.contains("--new needs a value before --yes"))
    #expect(home.learner == nil)
    #expect(
      lingo(["play", "--lesson", "--ephemeral"]).stderr.contains("--lesson needs a value before --ephemeral"))
  }

  @Test("a misspelt option gets a suggestion")
  func didYouMean() {
    #expect(lingo(["play", "--colour", "never"]).stderr.contains("did you mean '--color'?"))
  }

  @Test("an invalid course exits 6 naming file, line and column")
  func invalidCourse() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-bad-\(UUID()).json")
    try Data("{\n  \"format\": 1,\n  \"id\": \"x\",,\n}".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = lingo(["play", url.path] + fixed)
    #expect(run.status == 6)
    #expect(run.stderr.contains("\(url.path):3:13: error: [json-syntax]"))
  }

  @Test("a missing course exits 6")
  func missingCourse() {
    let run = lingo(["play", "/nonexistent/course.json"] + fixed)
    #expect(run.status == 6)
    #expect(run.stderr.contains("cannot read course"))
  }
}
