import Foundation
import TestSupport
import Testing

@Suite("lingo completions", .tags(.endToEnd))
struct CompletionsTests {
  /// Sources the bash script, sets the words typed so far, runs the completion and returns its candidates.
  func complete(_ words: [String]) throws -> [String] {
    let folder = temporaryItem("lingo-completion")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("lingo.bash")
    try lingo(["completions", "bash"]).stdout.write(to: script, atomically: true, encoding: .utf8)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let probe = """
      export PATH='\(lingoBinary.deletingLastPathComponent().path)':/usr/bin:/bin
      export HOME='\(folder.path)' LINGO_HOME='\(folder.path)/home' XDG_DATA_HOME='\(folder.path)/data'
      source '\(script.path)'
      complete -p lingo >/dev/null || exit 9
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _lingo
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try runProgram("/bin/bash", ["--norc", "--noprofile", "-c", probe])
    #expect(run.status == 0, "bash said: \(run.output)")
    return run.output.split(separator: "\n").map(String.init)
  }

  @Test("lingo pl<TAB> gives play")
  func subcommand() throws {
    #expect(try complete(["lingo", "pl"]) == ["play"])
    #expect(try complete(["lingo", "sta"]) == ["status"])
  }

  @Test("lingo play --lesson <TAB> offers the course's nodes, 2.4 among them")
  func lessonNodes() throws {
    let nodes = try complete(["lingo", "play", "--lesson", ""])
    #expect(nodes.contains("2.4") && nodes.contains("order-food"))
    let french = try complete(["lingo", "play", "french", "--lesson", ""])
    #expect(french.contains("1.1") && !french.contains("order-food"))
    #expect(try complete(["lingo", "play", "--lesson", "2."]).contains("2.4"))
  }

  @Test("options, option values, courses and settings")
  func optionsAndSettings() throws {
    #expect(try complete(["lingo", "play", "--les"]) == ["--lesson"])
    #expect(try complete(["lingo", "status", "--f"]) == ["--format"])
    #expect(try complete(["lingo", "play", "--color", ""]) == ["auto", "always", "never"])
    #expect(try complete(["lingo", "check", "--format", ""]) == ["text", "json"])
    #expect(try complete(["lingo", "status", "--format", ""]).isEmpty)
    #expect(try complete(["lingo", "play", "fr"]).contains("french"))
    #expect(try complete(["lingo", "settings", "vo"]) == ["voice"])
    #expect(try complete(["lingo", "settings", "voice", ""]) == ["slow", "normal", "fast", "off"])
    #expect(try complete(["lingo", "settings", "goal", ""]) == ["10", "20", "30", "50"])
    #expect(try complete(["lingo", "completions", "z"]) == ["zsh"])
  }

  @Test("every command's options come from the table: reset --redo and shop's options too")
  func optionsFromTheTable() throws {
    #expect(try complete(["lingo", "reset", "--re"]) == ["--redo"])
    #expect(
      try Set(complete(["lingo", "reset", "--"])).isSuperset(of: ["--new", "--yes", "--undo", "--redo"]))
    #expect(try complete(["lingo", "sh"]) == ["shop"])
    #expect(try complete(["lingo", "shop", "--eph"]) == ["--ephemeral"])
    #expect(try complete(["lingo", "he"]) == ["help"])
    // A free value is not completed, whichever command takes it.
    #expect(try complete(["lingo", "import", "--title", ""]).isEmpty)
    #expect(try complete(["lingo", "schedule", "--retention", ""]).isEmpty)
    let fish = lingo(["completions", "fish"]).stdout
    #expect(fish.contains("__fish_seen_subcommand_from reset' -l redo"))
  }

  @Test("zsh and fish scripts name every command; a bad shell is bad usage")
  func otherShells() {
    let zsh = lingo(["completions", "zsh"])
    let fish = lingo(["completions", "fish"])
    #expect(zsh.status == 0 && zsh.stdout.hasPrefix("#compdef lingo"))
    #expect(fish.status == 0 && fish.stdout.contains("complete -c lingo"))
    for name in ["play", "status", "completions", "settings", "review"] {
      #expect(zsh.stdout.contains("'\(name)'") && fish.stdout.contains(name))
    }
    #expect(lingo(["completions", "tcsh"]).status == 2)
    #expect(lingo(["completions"]).status == 2)
  }
}
