import Foundation
import TestSupport
import Testing

/// `lingo check`'s teacher rules, each tripped once by `Fixtures/teacher-rules.json`, with the small test
/// dictionary of Spanish and none of English.
@Suite("lingo check: a teacher's rules")
struct TeacherCheckTests {
  static let fixture = "Tests/LingoCLITests/Fixtures/teacher-rules.json"
  static let variables = ["LINGO_DICTIONARY_PATH": "Tests/Fixtures/Dictionaries/es"]

  private func check(_ arguments: [String]) -> Run {
    if FileManager.default.currentDirectoryPath != packageRoot.path {
      _ = FileManager.default.changeCurrentDirectoryPath(packageRoot.path)
    }
    return lingo(["check", "--solve"] + arguments + [Self.fixture], variables: Self.variables)
  }

  @Test("each rule at its line and column, with its fix, in text")
  func text() {
    let run = check([])
    #expect(run.status == 1)
    let expected = [
      "teacher-rules.json:23:97: warning: [misspelled] 'perrro' is not in the Spanish dictionary (did you mean 'perro', 'pero'?)",
      "teacher-rules.json:25:99: error: [wrong-word-accepted] a learner who types 'tu' gets 'tú'",
      "teacher-rules.json:28:32: error: [wrong-word-accepted] this alternative accepts 'pero' where the answer has 'perro'",
      "teacher-rules.json:29:43: error: [ambiguous-match] 'adiós' also means 'bye' (by the glossary), the match of 'hasta luego'",
      "teacher-rules.json:31:24: warning: [capital-giveaway] 'Hola' is the only capitalised tile",
      "teacher-rules.json:32:95: warning: [no-contrast] the course teaches other forms of 'tengo' ('tiene', 'tienes')",
      "teacher-rules.json:36:37: error: [unsolvable] the choice '2' is named like a number",
      "teacher-rules.json:37:92: error: [unsolvable] a learner cannot type '#hello'",
      "teacher-rules.json:37:102: error: [unsolvable] a learner cannot type ':hi'",
      "teacher-rules.json: note: no Hunspell dictionary for 'en' is installed",
    ]
    for line in expected { #expect(run.stdout.contains(line), "missing: \(line)") }
    #expect(!run.stdout.contains("exercises[6]"), "the intended no-contrast is reported")
    #expect(!run.stdout.contains("'Ana'"), "a known word is reported")
    #expect(run.stdout.components(separatedBy: "spelling was not checked").count == 2)
    assertGolden(run.stdout, "check-teacher-rules.txt")
  }

  @Test("the same findings and the note as JSON")
  func json() throws {
    let run = check(["--format", "json"])
    #expect(run.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let findings = try #require(document["findings"] as? [[String: Any]])
    let rules = Set(findings.compactMap { $0["rule"] as? String })
    #expect(
      rules.isSuperset(of: [
        "misspelled", "wrong-word-accepted", "ambiguous-match", "capital-giveaway", "no-contrast",
        "unsolvable",
      ]))
    let giveaway = try #require(findings.first { $0["rule"] as? String == "capital-giveaway" })
    #expect(giveaway["line"] as? Int == 31 && giveaway["column"] as? Int == 24)
    #expect((document["notes"] as? [String])?.count == 1)
    assertGolden(run.stdout, "check-teacher-rules.json")
  }

  @Test("with a dictionary for every language, no note")
  func noNote() {
    let run = lingo(
      ["check", packageRoot.appendingPathComponent(Self.fixture).path],
      variables: [
        "LINGO_DICTIONARY_PATH": ["es", "en"].map { packageRoot.path + "/Tests/Fixtures/Dictionaries/" + $0 }
          .joined(separator: ":")
      ])
    #expect(!run.stdout.contains("note:"))
    #expect(run.stdout.contains("[misspelled]"))
  }
}
