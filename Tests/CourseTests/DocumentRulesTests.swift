import Foundation
import Testing

@testable import Course
@testable import JSON

/// The document rules read bytes where they can: what they find is what decoding every key and string
/// and comparing them as `String`s finds.
@Suite struct DocumentRulesTests {
  private func findings(_ text: String, rule: String) -> [String] {
    Linter.lint(CourseLoader.load(Data(text.utf8))).filter { $0.rule == rule }.map {
      "\($0.path) \($0.message)"
    }
  }

  @Test func everyScalarThatMayBeInvisibleIsLookedAt() {
    // The lead-byte filter never passes over a control or invisible character, whatever its bytes.
    var missed: [String] = []
    for value in UInt32(0x80)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.isControlOrInvisible else { continue }
      let bytes = Array(String(scalar).utf8)
      if !InvisibleUTF8.mayStart(bytes[0], bytes[1]) { missed.append(String(value, radix: 16)) }
    }
    #expect(missed.isEmpty)
  }

  @Test func commonLettersAndMarksAreNotLookedAt() {
    // (’ “ ” – — … share their first bytes with the zero widths and bidi marks: they are decoded.)
    for text in ["é", "ñ", "«", "»", "¿", "¡", "ç", "ü", "日", "😀"] {
      let bytes = Array(text.utf8)
      #expect(!InvisibleUTF8.mayStart(bytes[0], bytes[1]), "\(text)")
    }
  }

  @Test func theFirstInvisibleCharacterOfAStringIsFoundAmongOthers() {
    // Texts with accents, quotes and marks around a hidden character, raw or escaped, in keys and values.
    let cases: [(json: String, code: String)] = [
      (#"{"a": "café « x » ’y’ \#u{200B}z"}"#, "U+200B"),
      (#"{"a": "“quoted” then \#u{AD}soft"}"#, "U+00AD"),
      (#"{"a": "é\#u{202E}\#u{200F}"}"#, "U+202E"),
      (#"{"a": "\#u{85} next line"}"#, "U+0085"),
      (#"{"a": "tab\there é\#u{200B}"}"#, "U+0009"),
      (#"{"a": "é \u200b"}"#, "U+200B"),
      (#"{"k\#u{FEFF}ey é": 1}"#, "U+FEFF"),
      (#"{"a": "ok \#u{7F}"}"#, "U+007F"),
      (#"{"a": "arabic \#u{600} \#u{E0001}"}"#, "U+0600"),
    ]
    for (json, code) in cases {
      let found = findings(json, rule: "control-character")
      #expect(found.count == 1 && found[0].contains(code), "\(json): \(found)")
    }
    #expect(findings(#"{"a": "café « x » ’y’ — ¿z? ¡日本! 😀\#u{200D}"}"#, rule: "control-character").isEmpty)
  }

  @Test func aSmallObjectsKeysAreComparedAsText() {
    // Keys of seven, eight and nine bytes sharing their first bytes; a key given again escaped, or
    // composed otherwise, is the same key; one only a prefix of another is not.
    let keys =
      #"{"abcdefg": 1, "abcdefgh": 2, "abcdefghi": 3, "abcdefgh": 4, "\u0061": 5, "a": 6, "ab": 7, "#
      + "\"caf\u{E9}\": 8, \"cafe\u{301}\": 9, \"\": 10, \"\": 11}"
    let found = findings(keys, rule: "duplicate-key")
    #expect(found.count == 4, "\(found)")
    #expect(found.contains { $0.hasPrefix("$.abcdefgh ") })
    #expect(found.contains { $0.hasPrefix("$.a ") })
  }

  @Test func plainKeysThatBeginAlikeAreComparedWhole() {
    // Keys of printable ASCII only: those sharing their first eight bytes are told apart by the rest, and
    // one repeated after others, however many, is found.
    #expect(
      findings(#"{"abcdefgh": 1, "abcdefghi": 2, "abcdefghij": 3, "abcdefgX": 4}"#, rule: "duplicate-key")
        .isEmpty)
    let others = (0..<40).map { "\"k\($0)\": 0" }.joined(separator: ", ")
    let found = findings(
      #"{"x": 1, "abcdefghij": 2, "# + others + #", "abcdefghij": 3}"#, rule: "duplicate-key")
    #expect(found.count == 1 && found[0].hasPrefix("$.abcdefghij "), "\(found)")
    #expect(findings("{\(others)}", rule: "duplicate-key").isEmpty)
  }

  @Test func aKeyOfAnObjectGrownPastSixteenKeysIsComparedWithAllBefore() {
    // The seventeenth key and later ones repeat keys met while the object was small.
    let first = (0..<16).map { "\"key\($0)\": 0" }.joined(separator: ", ")
    let found = findings(
      "{\(first), \"key3\": 1, \"key15\": 2, \"new\": 3, \"new\": 4}", rule: "duplicate-key")
    #expect(found.count == 3, "\(found)")
  }

  @Test func aGlossarysKeysAreComparedUnlessItsDecoderFoundThemAllDifferent() {
    // The decoder files each glossary key by its folded form: when every key has a place of its own, none
    // repeats, and the document rules do not compare them again; when two fold alike, they compare them.
    func glossaryFindings(_ glossary: String) -> [String] {
      let json = """
        {"format": 1, "id": "t", "title": "T", "language": {"code": "es", "name": "Spanish"},
         "fromLanguage": {"code": "en", "name": "English", "code": "en"}, "glossary": {\(glossary)},
         "units": []}
        """
      return findings(json, rule: "duplicate-key").map { $0.components(separatedBy: " ")[0] }
    }
    let distinct = (0..<40).map { "\"palabra\($0)\": [\"word\"]" }.joined(separator: ", ")
    // The keys of another object are still compared.
    #expect(glossaryFindings(distinct) == ["$.fromLanguage.code"])
    #expect(
      glossaryFindings(distinct + #", "palabra7": ["again"]"#) == [
        "$.fromLanguage.code", "$.glossary.palabra7",
      ])
    // Keys that fold alike but are written otherwise are no repeat.
    #expect(glossaryFindings(distinct + #", "Palabra7": ["again"]"#) == ["$.fromLanguage.code"])
  }

  @Test func aFindingsPathIsWhereItLies() {
    let json = #"{"a": [{"b": ""}, {"c": {"d": ["x", ""]}}], "e": {"f": 1, "f": 2}}"#
    #expect(
      findings(json, rule: "empty-string").map { $0.components(separatedBy: " ")[0] } == [
        "$.a[0].b", "$.a[1].c.d[1]",
      ])
    #expect(findings(json, rule: "duplicate-key").map { $0.components(separatedBy: " ")[0] } == ["$.e.f"])
  }
}
