import Foundation
import Testing

/// Pipes scripts into the built `lingo` binary and checks stdout, stderr and the exit code.
@Suite("the built binary")
struct EndToEndTests {
  /// The `lingo` executable beside the test bundle.
  private var binary: URL {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      products, products.deletingLastPathComponent(),
      products.deletingLastPathComponent().deletingLastPathComponent(),
    ]
    return candidates.map { $0.appendingPathComponent("lingo") }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    } ?? products.appendingPathComponent("lingo")
  }

  private func run(_ arguments: [String], input: String, directory: URL) throws -> Run {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ["TZ": "UTC", "PATH": "/usr/bin:/bin"]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  @Test("piped answers from any directory: the same bytes as in-process, twice")
  func pipedRun() throws {
    let elsewhere = FileManager.default.temporaryDirectory
    let first = try run(["play", "--lesson", "2.4"] + fixed, input: rightAnswers, directory: elsewhere)
    let second = try run(["play", "--lesson", "2.4"] + fixed, input: rightAnswers, directory: elsewhere)
    #expect(first.status == 0)
    #expect(first.stderr.isEmpty)
    #expect(first.stdout.contains("Lesson complete!"))
    #expect(first.stdout == second.stdout)
    #expect(first.stdout == lingo(["play", "--lesson", "2.4"] + fixed, input: rightAnswers).stdout)
  }

  @Test("input ending early exits 3 without a stack trace")
  func earlyEnd() throws {
    let result = try run(["play"] + fixed, input: "coffee\n", directory: packageRoot)
    #expect(result.status == 3)
    #expect(result.stderr.isEmpty)
  }
}
