import Foundation
import TestSupport
import Testing

@Suite("the binary harness")
struct BinaryPipeTests {
  @Test("a megabyte in and a megabyte out: runBinary feeds input while it reads output", .tags(.endToEnd))
  func megabyteBothWays() throws {
    // Seven answers of 160,000 letters: lingo echoes each before it reads the next, so its output fills the
    // pipe (64 KiB) long before the test has written all its input; written first and read after, both wait.
    let answer = String(repeating: "a", count: 160_000)
    let input = String(repeating: answer + "\n", count: 7)
    #expect(input.utf8.count >= 1 << 20)
    let run = try runBinary(["play", "--lesson", "2.4"] + fixed, input: input)
    #expect(run.status == 3, "\(run.stderr)")
    #expect(run.stdout.utf8.count >= 1 << 20)
    #expect(run.stdout.components(separatedBy: "› " + answer + "\n").count - 1 == 7)
  }
}
