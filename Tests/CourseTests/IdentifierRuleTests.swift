import Foundation
import TestSupport
import Testing

@testable import Course

@Suite("Ids and language codes have a syntax: bad-id and bad-language-code")
struct IdentifierRuleTests {
  /// Ids a shell would expand, a path would follow or a program would read as an option.
  static let badIDs = [
    "$(touch${IFS}/tmp/x)", "`touch x`", "a b", "-rf", ".hidden", "..", "../evil", "a/b", "a;b", "a|b", "a*",
    "ñandú", "a\nb", "a'b", "a\"b", "~root", "$HOME", String(repeating: "a", count: 129),
  ]

  @Test("the syntax takes the bundled and imported ids and refuses the rest")
  func identifiers() {
    for id in [
      "spanish", "greet-people", "order-food", "spanish-food-1-lesson-2", "import-spanish", "deck-1-2-review",
      "a", "2.4", "A_b.c-d", String(repeating: "a", count: 128),
    ] {
      #expect(IdentifierSyntax.isIdentifier(id), "\(id)")
    }
    for id in Self.badIDs + [""] {
      #expect(!IdentifierSyntax.isIdentifier(id), "\(id)")
    }
  }

  @Test("a language code is BCP-47-like")
  func languageCodes() {
    for code in ["es", "en", "und", "pt-BR", "zh-Hans-CN", "sr-Latn", "de-1996"] {
      #expect(IdentifierSyntax.isLanguageCode(code), "\(code)")
    }
    for code in [
      "", "e", "-v", "--voice", "es/../../x", "../../x", "es_MX", "es-", "es--MX", "e1", "toolonglang",
      "es-toolongsub", "es MX", "es;rm", "ES-" + String(repeating: "a-", count: 20) + "a",
    ] {
      #expect(!IdentifierSyntax.isLanguageCode(code), "\(code)")
    }
  }

  @Test("the hints are ids and codes themselves")
  func hints() {
    #expect(IdentifierSyntax.cleanedIdentifier("$(touch${IFS}/tmp/x)") == "touch-IFS-tmp-x")
    #expect(IdentifierSyntax.cleanedIdentifier("Ñandú rojo") == "Nandu-rojo")
    #expect(IdentifierSyntax.cleanedIdentifier("$()") == nil)
    #expect(IdentifierSyntax.cleanedLanguageCode("es_MX") == "es-MX")
    #expect(IdentifierSyntax.cleanedLanguageCode("-v") == nil)
    for id in Self.badIDs {
      let cleaned = IdentifierSyntax.cleanedIdentifier(id)
      #expect(cleaned.map(IdentifierSyntax.isIdentifier) ?? true, "\(id) gave \(cleaned ?? "")")
    }
  }

  /// `SchemaTests.smallCourse` with the course id, a unit id, a node id and the taught language's code
  /// changed to what a shell would expand.
  static let evil: [Variant] = [
    Variant(setting: "id", to: #""$(touch${IFS}/tmp/x)""#),
    Variant(setting: "units.0.id", to: #""`touch x`""#),
    Variant(setting: "units.0.nodes.0.id", to: #""$(touch${IFS}/tmp/x)""#),
    Variant(setting: "language.code", to: #""-w/tmp/x""#),
    Variant(setting: "fromLanguage.code", to: #""../../x""#),
  ]

  @Test("an id or a code outside the syntax is an error where it is written, with a hint", arguments: evil)
  func errors(_ variant: Variant) throws {
    let data = try variant.apply(to: SchemaTests.smallCourse)
    let path = "$" + variant.path.split(separator: ".").map { Int($0).map { "[\($0)]" } ?? ".\($0)" }.joined()
    let rule = variant.path.hasSuffix("code") ? "bad-language-code" : "bad-id"
    let loaded = CourseLoader.load(data)
    let whole = Linter.lint(loaded).filter { $0.rule.hasPrefix("bad-") }
    let streamed = Linter.lint(try CourseDocument(parsing: data)).filter { $0.rule.hasPrefix("bad-") }
    for findings in [whole, streamed] {
      let finding = try #require(findings.first, "\(variant): no finding")
      #expect(findings.count == 1, "\(findings)")
      #expect(finding.rule == rule && finding.severity == .error)
      #expect("\(finding.path)" == path)
      #expect(finding.location != nil)
      if rule == "bad-id" { #expect(finding.message.contains("did you mean"), "\(finding.message)") }
    }
  }

  @Test("the schema refuses the same ids and codes", arguments: evil)
  func schema(_ variant: Variant) throws {
    let result = try Validator.check(try variant.apply(to: SchemaTests.smallCourse))
    #expect(result.status != 0, "the schema accepts a course whose \(variant)")
  }

  @Test("completion words are the node numbers and the ids that fit the syntax")
  func nodeWords() throws {
    let data = try Variant(setting: "units.0.nodes.1.id", to: #""$(touch x)""#).apply(
      to: SchemaTests.smallCourse)
    let course = try #require(CourseLoader.load(data).model)
    #expect(IdentifierSyntax.nodeWords(course) == ["1.1", "1.2", "1.3", "food", "check"])
  }
}
