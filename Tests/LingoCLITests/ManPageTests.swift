import Foundation
import TestSupport
import Testing

@testable import LingoCLI

@Suite("the man page")
struct ManPageTests {
  let page = packageRoot.appendingPathComponent("docs/lingo.1")

  @Test("mandoc -T lint reports nothing")
  func lintClean() throws {
    let mandoc = ["/usr/bin/mandoc", "/bin/mandoc"].first(where: FileManager.default.isExecutableFile)
    let program = try #require(mandoc, "mandoc is not installed; .ci/run installs it")
    let run = try runProgram(program, ["-T", "lint", page.path])
    #expect(run.status == 0)
    #expect(run.output.isEmpty, "mandoc -T lint: \(run.output)")
  }

  @Test("it documents every command and option in the table, and the environment it reads")
  func complete() throws {
    let text = try String(contentsOf: page, encoding: .utf8)
    for command in CommandTable.all where command.name != "app" {
      #expect(text.contains("Cm \(command.name)"), "no Cm \(command.name) in lingo.1")
      for option in command.options {
        // mdoc writes --redo as `Fl -redo`.
        #expect(text.contains("Fl \(option.name.dropFirst())"), "no Fl \(option.name.dropFirst()) in lingo.1")
      }
    }
    for variable in ["LINGO_HOME", "LINGO_PLAIN", "LINGO_REDUCE_MOTION", "LINGO_SPEECH_FILE", "NO_COLOR"] {
      #expect(text.contains(variable), "lingo.1 does not mention \(variable)")
    }
  }
}
