import Foundation
import Testing

@testable import Course

/// What the glossary tells the checker of choices and boards: `ambiguous-match` over every meaning and
/// synonyms, `also-right`, `shared-gloss`, with the examples a teacher found in the bundled courses.
@Suite struct MeaningRuleTests {
  /// The findings of an Italian or French course whose one node has `exercises` and `glossary` (JSON).
  func lint(_ exercises: String, glossary: String) -> [Finding] {
    let json = """
      {"format": 1, "id": "t", "title": "T", "glossary": \(glossary),
       "language": {"code": "it", "name": "Italian"}, "fromLanguage": {"code": "en", "name": "English"},
       "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
         {"id": "n", "title": "N", "exercises": \(exercises)},
         {"id": "c", "kind": "checkpoint", "title": "C", "exercises": \(exercises)}]}]}
      """
    return Linter.lint(CourseLoader.load(Data(json.utf8)), dictionaries: (nil, nil))
  }

  static let greetings = """
    {"ciao": ["hi", "hello", "bye"], "arrivederci": ["goodbye", "bye"], "grazie": ["thank you", "thanks"],
     "sì": ["yes"]}
    """

  @Test("ciao=hi beside arrivederci=goodbye: both mean bye, so either takes either")
  func synonymsOnOneBoardAreAmbiguous() {
    let board = """
      [{"kind": "match", "pairs": [["ciao", "hi"], ["arrivederci", "goodbye"], ["grazie", "thank you"],
        ["sì", "yes"]]}]
      """
    let findings = lint(board, glossary: Self.greetings).filter { $0.rule == "ambiguous-match" }
    #expect(findings.count == 2)  // the node's board and the checkpoint's
    #expect(findings.first?.message.contains("'ciao' and 'arrivederci' both mean 'bye'") == true)
    // Glossed apart, the same board is clean.
    let apart = #"{"ciao": ["hi", "hello"], "arrivederci": ["goodbye"], "grazie": ["thanks"], "sì": ["yes"]}"#
    #expect(lint(board, glossary: apart).filter { $0.rule == "ambiguous-match" }.isEmpty)
  }

  @Test("a meaning after the first counts, its note aside: grazie=thanks is taken by 'thanks'")
  func everyMeaningCounts() {
    let board = """
      [{"kind": "match", "pairs": [["ciao", "hi"], ["grazie", "yes"], ["sì", "thanks"]]}]
      """
    let findings = lint(board, glossary: #"{"grazie": ["thank you", "thanks (casual)"], "ciao": ["hi"]}"#)
    #expect(findings.filter { $0.rule == "ambiguous-match" }.count == 2)
  }

  @Test("a picture of bonsoir that offers 'hello' as wrong, when the glossary says bonsoir is hello too")
  func aWrongChoiceThatIsAMeaningIsAnError() {
    let picture = """
      [{"kind": "selectImage", "prompt": "bonsoir", "answer": "good evening", "choices": [
        {"name": "good evening", "emoji": "🌆"}, {"name": "hello", "emoji": "👋"},
        {"name": "thank you", "emoji": "🙏"}]}]
      """
    let findings = lint(picture, glossary: #"{"bonsoir": ["good evening", "hello"]}"#)
    #expect(findings.filter { $0.rule == "also-right" }.count == 2)
    #expect(findings.first { $0.rule == "also-right" }?.severity == .error)
    #expect(
      lint(picture, glossary: #"{"bonsoir": ["good evening"]}"#).filter { $0.rule == "also-right" }.isEmpty)
  }

  @Test("soy and estoy both 'I am' on one blank are a warning, once; a note tells them apart")
  func contrastedWordsGlossedAlikeAreAWarning() {
    let blank = """
      [{"kind": "complete", "prompt": "Yo ___ bien.", "answer": "estoy", "choices": ["estoy", "soy", "eres"],
        "translation": "I am well."}]
      """
    let alike = #"{"soy": ["I am"], "estoy": ["I am"], "eres": ["you are"], "yo": ["I"], "bien": ["well"]}"#
    let findings = lint(blank, glossary: alike).filter { $0.rule == "shared-gloss" }
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .warning)
    let noted = alike.replacingOccurrences(
      of: #""estoy": ["I am"]"#, with: #""estoy": ["I am (feeling, place)"]"#)
    #expect(lint(blank, glossary: noted).filter { $0.rule == "shared-gloss" }.isEmpty)
  }

  /// Two words glossed alike, asked in a course of fewer exercises than glossary entries and in one of
  /// more: the rule asks the answer's words of the glossary in the first, of the words glossed alike in
  /// the second, and finds the same.
  @Test(
    "a bank that sets soy against estoy is reported once, whether the glossary or the exercises are more",
    arguments: [1, 6])
  func sharedGlossInABank(copies: Int) {
    let bank = """
      {"kind": "translate", "prompt": "I am well.", "answer": "Estoy bien.", "answerLanguage": "it",
       "bank": ["estoy", "bien", "soy", "eres"]}
      """
    let other = """
      {"kind": "translate", "prompt": "Yes.", "answer": "Sì.", "answerLanguage": "it", "bank": ["sì", "no"]}
      """
    let exercises = "[" + Array(repeating: bank + ", " + other, count: copies).joined(separator: ", ") + "]"
    let alike = #"{"soy": ["I am"], "estoy": ["I am"], "eres": ["you are"], "bien": ["well"], "sì": ["yes"]}"#
    // 4 exercises against 5 entries, or 24 against 5.
    let findings = lint(exercises, glossary: alike).filter { $0.rule == "shared-gloss" }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("'estoy' and 'soy'") == true)
    let apart = alike.replacingOccurrences(of: #""soy": ["I am"]"#, with: #""soy": ["I am (always)"]"#)
    #expect(lint(exercises, glossary: apart).filter { $0.rule == "shared-gloss" }.isEmpty)
  }
}
