import Foundation
import TestSupport

/// A started `lingo` process with its answers already written and its input closed. It runs in `sandbox`
/// (a fresh one unless given): its home, XDG folders and `LINGO_HOME` are there unless `variables` say otherwise.
func startBinary(
  _ arguments: [String], input: String, variables: [String: String] = [:], directory: URL = packageRoot,
  sandbox: Sandbox = Sandbox()
) throws -> (process: Process, stdout: Pipe, stderr: Pipe) {
  let process = Process()
  process.executableURL = lingoBinary
  process.arguments = arguments
  process.currentDirectoryURL = directory
  process.environment = sandbox.environment(inheriting: ["TZ": "UTC", "PATH": "/usr/bin:/bin"]).merging(
    variables
  ) { $1 }
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  return (process, stdout, stderr)
}

/// Runs the built `lingo` to its end and collects what it printed.
func runBinary(
  _ arguments: [String], input: String, variables: [String: String] = [:], directory: URL = packageRoot,
  sandbox: Sandbox = Sandbox()
) throws -> Run {
  let (process, stdout, stderr) = try startBinary(
    arguments, input: input, variables: variables, directory: directory, sandbox: sandbox)
  let out = stdout.fileHandleForReading.readDataToEndOfFile()
  let err = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Run(
    status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
    stderr: String(decoding: err, as: UTF8.self))
}

/// A fresh folder for a learner's progress.
func temporaryHome() -> String {
  temporaryItem("lingo-home").path
}
