import Foundation
import TestSupport
import Testing

/// Pipes scripts into the built `lingo` binary and checks stdout, stderr and the exit code.
@Suite("the built binary", .tags(.endToEnd))
struct EndToEndTests {
  @Test("piped answers from any directory: the same bytes as in-process, twice")
  func pipedRun() throws {
    let elsewhere = FileManager.default.temporaryDirectory
    let first = try runBinary(["play", "--lesson", "2.4"] + fixed, input: rightAnswers, directory: elsewhere)
    let second = try runBinary(
      ["play", "--lesson", "2.4"] + fixed, input: rightAnswers, directory: elsewhere)
    #expect(first.status == 0)
    #expect(first.stderr.isEmpty)
    #expect(first.stdout.contains("Lesson complete!"))
    #expect(first.stdout == second.stdout)
    #expect(first.stdout == lingo(["play", "--lesson", "2.4"] + fixed, input: rightAnswers).stdout)
  }

  @Test("input ending early exits 3 without a stack trace")
  func earlyEnd() throws {
    let result = try runBinary(["play"] + fixed, input: "coffee\n", directory: packageRoot)
    #expect(result.status == 3)
    #expect(result.stderr.isEmpty)
  }
}
