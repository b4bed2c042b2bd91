import Foundation
import TestSupport
import Testing

@Suite("scripts/install")
struct InstallTests {
  /// Runs `program` with `arguments` in `directory` with only `variables` set; its status and output.
  func run(
    _ program: String, _ arguments: [String], in directory: URL, variables: [String: String],
    input: String = ""
  )
    throws -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = variables
    let output = try exchange(with: process, input: Data(input.utf8), mergeError: true)
    return (output.status, String(decoding: output.stdout, as: UTF8.self))
  }

  @Test(
    "installs from a copy of the repository, which is then deleted; the binary plays 2.4 from elsewhere",
    .tags(.endToEnd))
  func installFromCopy() throws {
    let manager = FileManager.default
    let temporary = manager.temporaryDirectory.appendingPathComponent("lingo-install-\(UUID())")
    let prefix = temporary.appendingPathComponent("prefix")
    let elsewhere = temporary.appendingPathComponent("elsewhere")
    try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: temporary) }
    // The copy is made of hard links (so inside the package's own file system); deleting it removes every
    // path the install read.
    let work = packageRoot.appendingPathComponent(".build/install-test")
    let copy = work.appendingPathComponent("source")
    try? manager.removeItem(at: copy)
    try manager.createDirectory(at: copy, withIntermediateDirectories: true)
    let entries = try manager.contentsOfDirectory(atPath: packageRoot.path).filter {
      ![".build", ".git"].contains($0)
    }
    let linked = try runProgram(
      "/bin/cp", ["-al"] + entries.map { packageRoot.appendingPathComponent($0).path } + [copy.path])
    try #require(linked.status == 0, "cp -al: \(linked.output)")

    // The script's release build is stood in for by a `swift` that records how it was called and shows,
    // as its products folder, one holding the lingo this test run already built: no second build.
    let builder = try FakeSwiftBuild(in: temporary, product: lingoBinary)
    let home = temporary.appendingPathComponent("home").path
    let environment = [
      "PATH": builder.folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "HOME": home, "XDG_DATA_HOME": home + "/data", "XDG_STATE_HOME": home + "/state",
      "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "LINGO_HOME": home + "/lingo",
    ]
    let buildPath = work.appendingPathComponent("build").path
    let install = try run(
      "/bin/bash",
      [
        copy.appendingPathComponent("scripts/install").path, "--prefix", prefix.path, "--build-path",
        buildPath,
      ],
      in: copy, variables: environment)
    try #require(install.status == 0, "install failed:\n\(install.output)")
    let release = "build -c release --product lingo --scratch-path \(buildPath)"
    #expect(try builder.calls() == [release, release + " --show-bin-path"])
    try manager.removeItem(at: copy)

    for file in [
      "bin/lingo", "share/lingo/courses/spanish.json", "share/lingo/courses/course.schema.json",
      "share/man/man1/lingo.1", "share/bash-completion/completions/lingo", "share/zsh/site-functions/_lingo",
      "share/fish/vendor_completions.d/lingo.fish",
    ] {
      #expect(
        manager.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) is not installed")
    }
    let binary = prefix.appendingPathComponent("bin/lingo").path
    let played = try run(
      binary, ["play", "--lesson", "2.4", "--now", "2026-11-26T18:00:00Z", "--seed", "1"], in: elsewhere,
      variables: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }, input: rightAnswers)
    #expect(played.status == 0, "\(played.output)")
    #expect(played.output.contains("Lesson complete!") && played.output.contains("🔥 28"))
    let status = try run(
      binary, ["status", "--format", "{streak}", "--now", "2026-11-26T18:00:00Z"], in: elsewhere,
      variables: environment)
    #expect(status.output == "28\n" && status.status == 0)

    let uninstall = try run(
      "/bin/bash",
      [packageRoot.appendingPathComponent("scripts/install").path, "--prefix", prefix.path, "--uninstall"],
      in: elsewhere, variables: environment)
    #expect(uninstall.status == 0, "\(uninstall.output)")
    #expect(!manager.fileExists(atPath: prefix.path), "uninstall left \(prefix.path) behind")
  }

  @Test("--uninstall without an install, and a bad argument, fail with a message")
  func refusals() throws {
    let script = packageRoot.appendingPathComponent("scripts/install").path
    let nowhere = manager().temporaryDirectory.appendingPathComponent("lingo-none-\(UUID())").path
    let none = try runProgram("/bin/bash", [script, "--prefix", nowhere, "--uninstall"])
    #expect(none.status == 1 && none.output.contains("nothing to uninstall"))
    let bad = try runProgram("/bin/bash", [script, "--prefix"])
    #expect(bad.status == 2 && bad.output.contains("usage:"))
    #expect(!manager().fileExists(atPath: nowhere))
  }

  private func manager() -> FileManager { .default }
}

/// A `swift` executable that stands in for SwiftPM in `scripts/install`: it records each call's arguments
/// and, asked for `--show-bin-path`, names a folder whose `lingo` is `product`. It builds nothing.
private struct FakeSwiftBuild {
  /// The folder to put first on `PATH`; it holds the `swift` script.
  let folder: URL
  private let log: URL

  init(in parent: URL, product: URL) throws {
    folder = parent.appendingPathComponent("fake-swift")
    log = parent.appendingPathComponent("swift-calls")
    let products = parent.appendingPathComponent("fake-products")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: products.appendingPathComponent("lingo"), withDestinationURL: product)
    let script = """
      #!/bin/bash
      printf '%s\\n' "$*" >>'\(log.path)'
      for argument; do [[ $argument == --show-bin-path ]] && echo '\(products.path)'; done
      exit 0

      """
    let swift = folder.appendingPathComponent("swift")
    try script.write(to: swift, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
  }

  /// The argument lists `swift` was called with, one a line, in order.
  func calls() throws -> [String] {
    try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
  }
}
