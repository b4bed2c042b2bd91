import Foundation
import TestSupport
import Testing

/// Every file under `folder`, relative to it, sorted; empty for an empty or missing folder.
private func files(under folder: URL) -> [String] {
  let enumerator = FileManager.default.enumerator(atPath: folder.path)
  return ((enumerator?.allObjects as? [String]) ?? []).sorted()
}

/// Class 8 of issue 12: every process the tests start lives in a sandboxed home, never the real one.
@Suite("the tests' own hygiene")
struct HygieneTests {
  /// A home standing in for the real one: the helpers inherit it, and must leave it empty.
  private func fakeHome() throws -> (folder: URL, inherited: [String: String]) {
    let folder = temporaryItem("lingo-fake-home")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let home = folder.path
    let inherited = ProcessInfo.processInfo.environment.merging([
      "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_DATA_HOME": home + "/.local/share",
      "XDG_STATE_HOME": home + "/.local/state", "XDG_CACHE_HOME": home + "/.cache",
      "LINGO_HOME": home + "/lingo",
    ]) { $1 }
    return (folder, inherited)
  }

  @Test("a sandbox points HOME, every XDG_*_HOME and LINGO_HOME inside itself")
  func sandboxVariables() throws {
    let sandbox = Sandbox()
    let environment = sandbox.environment(inheriting: [
      "HOME": "/root", "XDG_CONFIG_HOME": "/root/.config", "PATH": "/bin",
    ])
    for name in Sandbox.homeVariables {
      let value = try #require(environment[name], "\(name) is not set")
      #expect(value.hasPrefix(sandbox.root.path + "/"), "\(name)=\(value)")
    }
    #expect(environment["PATH"] == "/bin")
  }

  @Test(
    "runProgram, the PyPI tools and the built binary write only into their sandbox, never the home they inherit",
    .tags(.endToEnd))
  func helpersLeaveTheHomeAlone() throws {
    let (fake, inherited) = try fakeHome()
    let sandbox = Sandbox()
    let reset = try runProgram(
      lingoBinary.path, ["reset", "--yes", "--now", "2026-11-26T18:00:00Z"], sandbox: sandbox,
      inheriting: inherited)
    #expect(reset.status == 0, "\(reset.output)")
    // The progress went to the sandbox's LINGO_HOME: the sandbox is where writes land.
    #expect(files(under: sandbox.root).contains { $0.hasSuffix("lingo/progress.sqlite3") })

    if let failure = asciinema.setupFailure {
      Issue.record("asciinema is not installed: \(failure)")
    } else {
      let cast = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-hygiene-\(UUID()).cast")
      defer { try? FileManager.default.removeItem(at: cast) }
      #expect(lingo(["demo", "--cast", cast.path]).status == 0)
      let castSandbox = Sandbox()
      let played = try runProgram(
        asciinema.executable.path, ["cat", cast.path], sandbox: castSandbox, inheriting: inherited)
      #expect(played.status == 0, "\(played.output)")
      // asciinema keeps an install id in its config folder: that too went to the sandbox.
      #expect(
        files(under: castSandbox.root).contains { $0.contains(".config/asciinema") },
        "\(files(under: castSandbox.root))")
    }

    let binary = try runBinary(
      ["play", "--lesson", "2.4", "--now", "2026-11-26T18:00:00Z"], input: rightAnswers)
    #expect(binary.status == 0)
    #expect(files(under: fake) == [], "the inherited home was written to")
  }

  @Test(
    "in-process runs and the built binary keep progress under the temporary folder, not HOME",
    .tags(.endToEnd))
  func processesUseTheSandbox() throws {
    let temporary = FileManager.default.temporaryDirectory.path
    let inProcess = lingo(onDisk: ["where"])
    #expect(inProcess.stdout.hasPrefix(temporary), "\(inProcess.stdout)")
    let sandbox = Sandbox()
    // Without LINGO_HOME, lingo falls back to XDG_DATA_HOME: still the sandbox's.
    let built = try runBinary(["where"], input: "", variables: ["LINGO_HOME": ""], sandbox: sandbox)
    #expect(built.stdout.hasPrefix(sandbox.root.path + "/home/.local/share/lingo/"), "\(built.stdout)")
  }
}
