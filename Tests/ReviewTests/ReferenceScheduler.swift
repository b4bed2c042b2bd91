import Foundation
import TestSupport

/// The two programs the agreement test compares: py-fsrs 6.3.2 through `fsrs_reference.py`, in a
/// virtual environment under `.build/fsrs-venv` made once and reused, and the built `lingo`.
enum ReferenceScheduler {
  static let tool = PythonTool(requirement: "fsrs==6.3.2", folder: "fsrs-venv", module: "fsrs")
  static let script = packageRoot.appendingPathComponent("Tests/ReviewTests/fsrs_reference.py")

  struct Failed: Error, CustomStringConvertible { let description: String }

  /// py-fsrs's output for `input` with the options (as `lingo schedule` takes them).
  static func reference(_ input: String, options: [String] = []) throws -> String {
    if let failure = tool.setupFailure { throw Failed(description: failure) }
    return try output(of: tool.python, [script.path] + options, input: input)
  }

  /// `lingo schedule`'s output for `input` with the options.
  static func lingoSchedule(_ input: String, options: [String] = []) throws -> String {
    try output(of: lingoBinary.path, ["schedule"] + options, input: input)
  }

  /// Runs a program with `input` on its standard input; its standard output, or why it failed.
  private static func output(of program: String, _ arguments: [String], input: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-fsrs-\(UUID()).jsonl")
    try Data(input.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let sandbox = Sandbox()
    process.environment = sandbox.environment()
    let (stdout, stderr) = (Pipe(), Pipe())
    process.standardInput = try FileHandle(forReadingFrom: file)
    (process.standardOutput, process.standardError) = (stdout, stderr)
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    withExtendedLifetime(sandbox) { process.waitUntilExit() }
    guard process.terminationStatus == 0 else {
      throw Failed(
        description: "\(program) exited \(process.terminationStatus): \(String(decoding: err, as: UTF8.self))"
      )
    }
    return String(decoding: out, as: UTF8.self)
  }
}
