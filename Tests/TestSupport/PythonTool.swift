import Foundation

/// A command-line tool from PyPI, installed once into a virtual environment under `.build/` for tests that
/// cross-check lingo against an independent implementation.
public struct PythonTool: Sendable {
  /// The virtual environment's folder.
  public let venv: URL
  /// The tool's executable inside it.
  public let executable: URL
  /// Nil once the tool runs; otherwise why it could not be installed (a test then fails with this).
  public let setupFailure: String?

  /// Installs `requirement` (such as `fsrs==6.3.2`) into `.build/<folder>` unless a working one is there;
  /// `command` is the executable checked with `--version`, or nil for a library checked by importing `module`.
  public init(requirement: String, folder: String, command: String? = nil, module: String? = nil) {
    venv = packageRoot.appendingPathComponent(".build/\(folder)")
    executable = venv.appendingPathComponent("bin/\(command ?? "python3")")
    setupFailure = Self.install(requirement, venv: venv, executable: executable, module: module)
  }

  /// The virtual environment's Python.
  public var python: String { venv.appendingPathComponent("bin/python3").path }

  private static func install(_ requirement: String, venv: URL, executable: URL, module: String?) -> String? {
    let check = { () throws -> Bool in
      let arguments = module.map { ["-c", "import \($0)"] } ?? ["--version"]
      return try runProgram(executable.path, arguments).status == 0
    }
    do {
      try FileManager.default.createDirectory(
        at: venv.deletingLastPathComponent(), withIntermediateDirectories: true)
      // Test runs share the folder: one installs while the others wait.
      let lock = open(venv.path + ".lock", O_CREAT | O_RDWR, 0o644)
      if lock >= 0 { flock(lock, LOCK_EX) }
      defer { if lock >= 0 { close(lock) } }
      if try check() { return nil }
      let python = venv.appendingPathComponent("bin/python3").path
      if !FileManager.default.isExecutableFile(atPath: python) {
        let made = try runProgram("/usr/bin/env", ["python3", "-m", "venv", "--clear", venv.path])
        guard made.status == 0 else { return "python3 -m venv \(venv.path) failed:\n\(made.output)" }
      }
      let pip = try runProgram(python, ["-m", "pip", "install", "--disable-pip-version-check", requirement])
      guard pip.status == 0 else { return "pip install \(requirement) failed:\n\(pip.output)" }
      return try check() ? nil : "\(requirement) does not run after install"
    } catch {
      return "could not set up \(requirement) in \(venv.path): \(error)"
    }
  }
}

/// Runs a program with no input in a sandbox (a fresh one unless given), its environment `base` with every
/// home folder pointed into the sandbox; its exit status and its standard output and error together.
public func runProgram(
  _ program: String, _ arguments: [String], input: Data? = nil, sandbox: Sandbox = Sandbox(),
  inheriting base: [String: String] = ProcessInfo.processInfo.environment
) throws -> (status: Int32, output: String) {
  guard FileManager.default.isExecutableFile(atPath: program) else { return (127, "\(program) not found") }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: program)
  process.arguments = arguments
  process.environment = sandbox.environment(inheriting: base)
  let pipe = Pipe()
  (process.standardOutput, process.standardError) = (pipe, pipe)
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// The package's root folder.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()

/// The built `lingo` executable, beside the test bundle.
public let lingoBinary: URL = {
  let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let candidates = [
    products, products.deletingLastPathComponent(),
    products.deletingLastPathComponent().deletingLastPathComponent(),
  ]
  return candidates.map { $0.appendingPathComponent("lingo") }.first {
    FileManager.default.isExecutableFile(atPath: $0.path)
  } ?? products.appendingPathComponent("lingo")
}()
