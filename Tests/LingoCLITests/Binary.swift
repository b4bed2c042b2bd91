import Foundation
import TestSupport

/// A `Process` for the built `lingo` that runs in `sandbox` (a fresh one unless given): its home, XDG folders
/// and `LINGO_HOME` are there unless `variables` say otherwise.
private func binaryProcess(
  _ arguments: [String], variables: [String: String], directory: URL, sandbox: Sandbox
) -> Process {
  let process = Process()
  process.executableURL = lingoBinary
  process.arguments = arguments
  process.currentDirectoryURL = directory
  process.environment = sandbox.environment(inheriting: ["TZ": "UTC", "PATH": "/usr/bin:/bin"]).merging(
    variables
  ) { $1 }
  return process
}

/// A started `lingo` process whose answers are being written, its input closed after them, while the caller
/// reads (or kills) it. Use it only where a test needs the process itself; `lingo(_:)` runs in process.
func startBinary(
  _ arguments: [String], input: String, variables: [String: String] = [:], directory: URL = packageRoot,
  sandbox: Sandbox = Sandbox()
) throws -> (process: Process, stdout: Pipe, stderr: Pipe) {
  let process = binaryProcess(arguments, variables: variables, directory: directory, sandbox: sandbox)
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
  try process.run()
  let bytes = Data(input.utf8)
  DispatchQueue.global().async { writeAll(bytes, to: stdin.fileHandleForWriting) }
  return (process, stdout, stderr)
}

/// Runs the built `lingo` to its end and collects what it printed, feeding its input while reading its
/// output, so neither side waits on a full pipe. For end-to-end tests only; `lingo(_:)` runs in process.
func runBinary(
  _ arguments: [String], input: String, variables: [String: String] = [:], directory: URL = packageRoot,
  sandbox: Sandbox = Sandbox()
) throws -> Run {
  let process = binaryProcess(arguments, variables: variables, directory: directory, sandbox: sandbox)
  let output = try withExtendedLifetime(sandbox) { try exchange(with: process, input: Data(input.utf8)) }
  return Run(
    status: output.status, stdout: String(decoding: output.stdout, as: UTF8.self),
    stderr: String(decoding: output.stderr, as: UTF8.self))
}

/// A fresh folder for a learner's progress.
func temporaryHome() -> String {
  temporaryItem("lingo-home").path
}
