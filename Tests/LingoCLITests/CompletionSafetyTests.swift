import App
import Foundation
import Language
import Terminal
import TestSupport
import Testing

@testable import LingoCLI

/// A course's text never reaches a shell, a file name or another program's options unchecked: ids and
/// language codes have a syntax `lingo check` enforces, and every consumer checks it again.
@Suite("course text never reaches a shell", .tags(.endToEnd))
struct CompletionSafetyTests {
  /// A folder for one test, removed when the test process ends.
  private func folder(_ name: String) throws -> URL {
    let folder = temporaryItem(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The bundled Spanish course with two node ids a shell would run, each touching a file in `folder`;
  /// the course file's path and the two files' paths.
  private func evilCourse(in folder: URL) throws -> (course: String, markers: [String]) {
    let markers = ["dollar", "tick"].map { folder.appendingPathComponent("ran-\($0)").path }
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("courses/spanish.json"), encoding: .utf8
    )
    .replacingOccurrences(of: #""id": "order-food""#, with: #""id": "$(touch${IFS}\#(markers[0]))""#)
    .replacingOccurrences(of: #""id": "hello""#, with: #""id": "`touch \#(markers[1])`""#)
    let course = folder.appendingPathComponent("evil.json")
    try text.write(to: course, atomically: true, encoding: .utf8)
    return (course.path, markers)
  }

  /// A `lingo` on `folder` that prints `lines` for `completions --nodes` and runs the real one otherwise:
  /// what the scripts would see from a lingo that did not check its ids.
  private func lyingLingo(in folder: URL, printing lines: [String]) throws -> URL {
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let list = folder.appendingPathComponent("nodes.txt")
    try (lines.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
    let script = """
      #!/bin/sh
      if [ "$1" = completions ] && [ "$2" = --nodes ]; then exec cat '\(list.path)'; fi
      exec '\(lingoBinary.path)' "$@"

      """
    let lingo = bin.appendingPathComponent("lingo")
    try script.write(to: lingo, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lingo.path)
    return bin
  }

  /// Runs `shell` with `arguments` and `bin` first on PATH, in a sandbox.
  private func run(_ shell: String, _ arguments: [String], bin: URL) throws -> (status: Int32, output: String)
  {
    try runProgram(shell, arguments, inheriting: ["PATH": bin.path + ":/usr/bin:/bin", "TZ": "UTC"])
  }

  /// The candidates bash's `_lingo` gives for `words`, the script being the one the real lingo prints.
  private func bash(_ words: [String], bin: URL, script: URL, in directory: URL? = nil) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let probe = """
      \(directory.map { "cd '\($0.path)' || exit 9" } ?? "")
      source '\(script.path)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _lingo
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try run("/bin/bash", ["--norc", "--noprofile", "-c", probe], bin: bin)
    #expect(result.status == 0, "bash said: \(result.output)")
    return result.output.split(separator: "\n").map(String.init)
  }

  /// The script `lingo completions SHELL` prints, in `folder`.
  private func script(_ shell: String, in folder: URL) throws -> URL {
    let file = folder.appendingPathComponent("lingo.\(shell)")
    let printed = lingo(["completions", shell])
    #expect(printed.status == 0)
    try printed.stdout.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// Lines a lying lingo prints: two safe words and several a shell would expand or split.
  private func hostileLines(_ marker: String) -> [String] {
    ["1.1", "good-id", "$(touch${IFS}\(marker))", "`touch \(marker)`", "a b", "*", "-x", "$HOME"]
  }

  @Test("check reports the ids a shell would run, in text and JSON, and play refuses the course")
  func checkRefuses() throws {
    let (course, _) = try evilCourse(in: try folder("lingo-evil"))
    let text = lingo(["check", course])
    #expect(text.status == 1)
    let lines = text.stdout.split(separator: "\n").filter { $0.contains("[bad-id]") }
    #expect(lines.count == 2, "\(text.stdout)")
    #expect(lines.allSatisfy { $0.hasPrefix("\(course):") && $0.contains(": error: ") })
    #expect(text.stdout.contains("did you mean 'touch-IFS-"), "\(text.stdout)")
    let json = lingo(["check", "--format", "json", course])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let findings = (object?["findings"] as? [[String: Any]] ?? []).filter {
      $0["rule"] as? String == "bad-id"
    }
    #expect(findings.count == 2, "\(json.stdout)")
    #expect(findings.allSatisfy { ($0["line"] as? Int ?? 0) > 1 && ($0["column"] as? Int ?? 0) > 1 })
    #expect(lingo(["play", course, "--lesson", "1.1", "--ephemeral"]).status == 6)
  }

  @Test("completions --nodes prints none of a course's bad ids")
  func nodesSkipBadIDs() throws {
    let (course, _) = try evilCourse(in: try folder("lingo-evil"))
    let run = lingo(["completions", "--nodes", course])
    #expect(!run.stdout.contains("touch"), "\(run.stdout)")
    let good = lingo(["completions", "--nodes", "spanish"])
    let words = good.stdout.split(separator: "\n").map(String.init)
    #expect(words.contains("order-food") && words.contains("2.4"))
    #expect(
      words.allSatisfy { $0.range(of: "^[A-Za-z0-9][A-Za-z0-9._-]*$", options: .regularExpression) != nil })
  }

  @Test("bash: Tab after --lesson on a hostile course runs nothing; the safe ids are offered")
  func bashRunsNothing() throws {
    let root = try folder("lingo-bash")
    let (course, markers) = try evilCourse(in: root)
    let script = try script("bash", in: root)
    let real = lingoBinary.deletingLastPathComponent()
    // The real lingo refuses the course, so nothing is offered; nothing is run either.
    let refused = try bash(["lingo", "play", course, "--lesson", ""], bin: real, script: script)
    #expect(!refused.contains { $0.contains("touch") }, "\(refused)")
    #expect(try bash(["lingo", "open", ""], bin: real, script: script).contains("order-food"))
    // A lingo printing hostile lines: the script offers only the ids.
    let liar = try lyingLingo(in: root, printing: hostileLines(markers[0]))
    #expect(
      try bash(["lingo", "play", course, "--lesson", ""], bin: liar, script: script) == ["1.1", "good-id"])
    #expect(try bash(["lingo", "open", "go"], bin: liar, script: script) == ["good-id"])
    for marker in markers { #expect(!FileManager.default.fileExists(atPath: marker), "\(marker) was made") }
  }

  @Test("bash: a file name is offered whole, never split, globbed or run")
  func bashFileNames() throws {
    let root = try folder("lingo-bash-files")
    let marker = root.appendingPathComponent("ran").path
    let files = ["my course.json", "$(touch ran).json", "*.json"]
    for name in files { try Data("{}".utf8).write(to: root.appendingPathComponent(name)) }
    let script = try script("bash", in: root)
    let bin = lingoBinary.deletingLastPathComponent()
    #expect(try bash(["lingo", "check", "my"], bin: bin, script: script, in: root) == ["my course.json"])
    let all = try bash(["lingo", "play", ""], bin: bin, script: script, in: root)
    #expect(Set(files).isSubset(of: Set(all)) && all.contains("spanish"), "\(all)")
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test(
    "zsh: the node list reaches compadd -- filtered, nothing is run")
  func zshRunsNothing() throws {
    let zsh = try requireTool("/usr/bin/zsh", package: "zsh")
    let root = try folder("lingo-zsh")
    let marker = root.appendingPathComponent("ran").path
    let script = try script("zsh", in: root)
    let liar = try lyingLingo(in: root, printing: hostileLines(marker))
    // compadd and _files exist only inside a completion widget: stand-ins record what they are given.
    let probe = """
      added=(); compadd() { [[ $1 == -- ]] && shift; added+=("$@"); }; _files() { :; }
      source '\(script.path)'
      added=(); words=(lingo play x.json --lesson ''); CURRENT=5; _lingo; print -rl -- $added
      print -- ---
      added=(); words=(lingo settings voice ''); CURRENT=4; _lingo; print -rl -- $added
      """
    let result = try run(zsh, ["-f", "-c", probe], bin: liar)
    #expect(result.status == 0, "zsh said: \(result.output)")
    #expect(result.output == "1.1\ngood-id\n---\nslow\nnormal\nfast\noff\n", "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test(
    "fish: the node list is split into lines and filtered, nothing is run")
  func fishRunsNothing() throws {
    _ = try requireTool("/usr/bin/fish", package: "fish")
    let root = try folder("lingo-fish")
    let marker = root.appendingPathComponent("ran").path
    let script = try script("fish", in: root)
    let liar = try lyingLingo(in: root, printing: hostileLines(marker))
    let probe = """
      source '\(script.path)'
      complete -C 'lingo play x.json --lesson '
      echo ---
      complete -C 'lingo open go'
      """
    let result = try run("/usr/bin/fish", ["--no-config", "-c", probe], bin: liar)
    #expect(result.status == 0, "fish said: \(result.output)")
    #expect(result.output == "1.1\ngood-id\n---\ngood-id\n", "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test("every fixed word of the scripts is safe to write unquoted")
  func fixedWords() {
    #expect(CompletionScripts.isScriptWord("--lesson") && CompletionScripts.isScriptWord("0.85"))
    #expect(!CompletionScripts.isScriptWord("$(x)") && !CompletionScripts.isScriptWord("a b"))
    #expect(CompletionScripts.words(["on", "$(touch x)", "off"]) == "on off")
    let bash = CompletionScripts.bash
    #expect(!bash.contains("compgen -W"), "bash still expands candidates through compgen -W")
  }

  @Test("espeak-ng is never given a language code that could be an option or a path")
  func speechCode() throws {
    let bin = try folder("lingo-espeak")
    let log = bin.appendingPathComponent("arguments").path
    let fake = bin.appendingPathComponent("espeak-ng")
    try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(log)'\n".write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    let environment = ["PATH": bin.path]
    for code in ["-w/tmp/x", "--path=/tmp", "../../voices/x", "es;rm", ""] {
      let lines = Speech.speak(
        "hola", language: code, wordsPerMinute: 150, file: nil, environment: environment)
      #expect(lines.contains { $0.contains("not a language code") }, "\(code): \(lines)")
      #expect(!FileManager.default.fileExists(atPath: log), "espeak-ng ran with \(code)")
    }
    _ = Speech.speak("-hola", language: "es-MX", wordsPerMinute: 150, file: nil, environment: environment)
    let arguments = try String(contentsOfFile: log, encoding: .utf8)
    #expect(arguments == "-v\nes-MX\n-s\n150\n--\n-hola\n")
  }

  @Test("a language code never walks out of the dictionary folders")
  func dictionaryPath() throws {
    let root = try folder("lingo-dictionaries")
    let inner = root.appendingPathComponent("a/b")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    for name in ["x", "es", ".es"] {
      for suffix in ["aff", "dic"] {
        let folder = name == "x" ? root : inner
        try Data().write(to: folder.appendingPathComponent("\(name).\(suffix)"))
      }
    }
    let locator = DictionaryLocator(variables: ["LINGO_DICTIONARY_PATH": inner.path])
    #expect(locator.locate("es")?.name == "es")
    #expect(locator.locate("es-MX")?.name == "es")
    for code in ["../../x", "..", ".es", "-es", "es/../../../x", "x", "es\u{0}", "es MX"] {
      #expect(locator.locate(code) == nil, "\(code) found a dictionary")
    }
  }

  @Test("a bundled course's name becomes a file name only if it is an id")
  func courseNames() throws {
    let root = try folder("lingo-courses")
    let inner = root.appendingPathComponent("inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    for name in ["inner/.hidden", "inner/-x", "outside", "inner/good"] {
      try Data("{}".utf8).write(to: root.appendingPathComponent("\(name).json"))
    }
    let variables = ["LINGO_COURSES": inner.path]
    #expect(CourseFile.locate("good", variables: variables)?.lastPathComponent == "good.json")
    for name in [".hidden", "-x", "../outside", "$(x)"] {
      #expect(CourseFile.locate(name, variables: variables) == nil, "\(name) was found")
    }
  }
}
