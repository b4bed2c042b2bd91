import Foundation
import TestSupport
import Testing

@testable import Import

/// Real, openly licensed decks that nobody on this project wrote (Tests/Fixtures/RealMaterial, each with its
/// SOURCE.md): imported, each makes a course with no error and no warning of the importer's making, whose
/// alternatives and notes are never required tiles, that asks both ways, and whose units are in the deck's
/// natural order.
@Suite struct RealCorpusTests {
  static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/RealMaterial")

  /// The course `lingo import` makes of `file`, its summary, and what `lingo check` says of it.
  static func imported(_ file: String, language: String, name: String) throws -> (
    course: [String: Any], summary: String, check: String
  ) {
    let out = temporaryFolder(name).appendingPathComponent("course.json")
    let run = lingo([
      "import", folder.appendingPathComponent(file).path, "--out", out.path, "--language", language, "--from",
      "en",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let check = lingo(["check", out.path])
    return (try courseObject(out), run.stdout, check.stdout + check.stderr)
  }

  /// The texts a course writes as its author gave them: prompts, answers and their alternatives, match
  /// pairs, glossary keys and meanings, guidebook phrases, what each stop teaches. Bank tiles are the
  /// importer's, not the deck's.
  static func texts(_ course: [String: Any]) -> [String] {
    var texts: [String] = []
    for (key, meanings) in course["glossary"] as? [String: [String]] ?? [:] { texts += [key] + meanings }
    for unit in course["units"] as? [[String: Any]] ?? [] {
      let guidebook = unit["guidebook"] as? [String: Any] ?? [:]
      for phrase in guidebook["phrases"] as? [[String: String]] ?? [] { texts += phrase.values }
    }
    for node in nodes(course) {
      texts += node["teaches"] as? [String] ?? []
      for exercise in node["exercises"] as? [[String: Any]] ?? [] {
        texts += [exercise["prompt"], exercise["answer"]].compactMap { $0 as? String }
        texts += exercise["alternatives"] as? [String] ?? []
        texts += (exercise["pairs"] as? [[String]] ?? []).flatMap { $0 }
      }
    }
    return texts
  }

  /// The words of a text as a dictionary reads them: letters, an apostrophe or hyphen inside kept.
  static func words(_ text: String) -> [String] {
    text.replacingOccurrences(of: "’", with: "'").split { !($0.isLetter || $0 == "'" || $0 == "-") }.flatMap {
      word in
      [String(word)] + word.split(separator: "-").map(String.init)
    }
  }

  @Test(arguments: [("anki-uflf/uflf-fr-en.apkg", "fr"), ("anki-uflf/uflf-es-en.apkg", "es")])
  func aRealDeckMakesACourseATeacherWouldKeep(_ file: String, _ language: String) throws {
    let (course, summary, check) = try Self.imported(file, language: language, name: "real-\(language)")
    #expect(!check.contains(": error: "), "\(check)")
    let exercises = nodes(course).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
    #expect(exercises.count > 1_000)
    let tiles = exercises.flatMap { ($0["bank"] as? [String] ?? []) + ($0["choices"] as? [String] ?? []) }
    #expect(!tiles.isEmpty)
    // No note reaches a tile or an answer: no mark of gender, no bracket, no slash.
    let marks: Set<String> = ["f", "pl", "/", "(m)", "(f)", "m.", "f."]
    #expect(tiles.filter { $0.contains("(") || $0.contains("/") || marks.contains($0) }.isEmpty)
    let answers = exercises.flatMap { exercise in
      [exercise["answer"] as? String].compactMap { $0 } + (exercise["alternatives"] as? [String] ?? [])
    }
    #expect(answers.filter { $0.contains(" / ") || $0.contains("(") || $0.contains(")") }.isEmpty)
    // An answer with an abbreviation that grading reads as letters (a.m.) is typed, never a bank of
    // lone letters.
    let banked = exercises.filter { $0["kind"] as? String == "translate" }.compactMap {
      $0["answer"] as? String
    }
    #expect(!banked.contains { $0.contains("a.m.") || $0.contains("p.m.") })
    // Nor is a piece of one lent to another bank as a distractor ("Je fais 1 m. 60." has its own "m").
    let distractors = exercises.flatMap { exercise in
      let answers =
        [exercise["answer"] as? String].compactMap { $0 } + (exercise["alternatives"] as? [String] ?? [])
      let own = Set(answers.flatMap(TextPieces.tiles))
      return (exercise["bank"] as? [String] ?? []).filter { !own.contains($0) }
    }
    #expect(
      distractors.filter { ["p", "m"].contains($0) }.isEmpty, "\(distractors.filter { $0.count == 1 })")
    let typed = exercises.filter { $0["kind"] as? String == "type" }.compactMap { $0["answer"] as? String }
    #expect(!typed.isEmpty && typed.allSatisfy { $0.contains(".") }, "\(typed)")
    // Every warning left is the deck's own: a sentence word it gives no meaning (no-hint), or a word the
    // dictionary does not know that the deck itself writes so (listed by note in the import's summary).
    let written = Set(Self.texts(course).flatMap(Self.words))
    for warning in importersWarnings(check) {
      let word = warning.firstMatch(of: #/\[misspelled\] '(.+?)' is not in the /#).map { String($0.1) }
      #expect(word.map(written.contains) == true, "\(warning)")
    }
    #expect(summary.contains("words the dictionaries do not know"), "\(summary)")
    // A word is listed with the note that writes it on the side whose dictionary lacks it: the English
    // "être" of "verbs which use être …", not the French one of "être de bonne humeur".
    if language == "fr" {
      #expect(
        summary.contains("'être' in verbes qui prennent être au passé composé → verbs which use être"),
        "\(summary)")
    }
    // A greeting or a word a field or a sentence in it begins with ("Et vous? Vous êtes d'où?") is no name,
    // however the deck capitalises it: its dictionary knows it in lower case, and a capital tile would give
    // the answer's first word away.
    let known = Set(course["knownWords"] as? [String] ?? [])
    #expect(known.isDisjoint(with: ["Bonjour", "Hello", "Hi", "Goodbye", "It's", "Salut", "Hola", "Adiós"]))
    #expect(known.isDisjoint(with: ["Vous", "Tu", "Elle", "Ella", "She", "Where"]), "\(known.sorted())")
    #expect(known.contains("Christmas") && known.contains("January"), "real names stay names")
    // A month is a name in English however the dictionary knows "may" and "march", and never in the
    // language taught, however the deck capitalises it ("Abril", "Martes").
    #expect(known.isSuperset(of: ["May", "March"]) && known.isDisjoint(with: ["Abril", "Martes", "Mai"]))
    // An abbreviation keeps its capitals on a tile: never "aTM".
    #expect(
      !tiles.contains {
        $0.count > 1 && $0.first?.isLowercase == true && $0.dropFirst().allSatisfy(\.isUppercase)
      })
    // Both ways: meaning to word as well as word to meaning.
    let into = exercises.filter { $0["answerLanguage"] as? String == language }
    #expect(into.count * 4 > exercises.filter { $0["kind"] as? String == "translate" }.count)
    // The forms a word's field lists ("premier, première", "rubio. rubia.", "Noël, le 25 décembre") are
    // each an answer, never one answer of both; a sentence that answers a capitalised sentence starts with
    // a capital.
    let listing = ListedForms(language: language, learner: "en")
    for exercise in into {
      let (prompt, answer) = (exercise["prompt"] as? String ?? "", exercise["answer"] as? String ?? "")
      #expect(listing.forms(answer, meaning: prompt) == nil, "\(exercise)")
      #expect(SentenceCase.matched(answer, to: prompt) == answer, "\(exercise)")
    }
    // No word is asked into English where its meaning copies it ("un fiancé", "fiancé"; "le Canada",
    // "Canada"); the other way, which asks its article, stays.
    let articles = try #require(LeadingArticles(language: language, learner: "en"))
    let copied = exercises.filter { exercise in
      exercise["answerLanguage"] as? String == "en"
        && articles.copies(exercise["prompt"] as? String ?? "", meaning: exercise["answer"] as? String ?? "")
    }
    #expect(copied.isEmpty, "\(copied.prefix(5))")
    #expect(into.contains { $0["prompt"] as? String == (language == "fr" ? "fiancé" : "hotel") })
    // Chapters in their natural order: 1, 2, …, 9, 10, not 1, 10, 11, 2.
    let numbers = (course["units"] as? [[String: Any]] ?? []).compactMap { unit -> Int? in
      let title = unit["title"] as? String ?? ""
      return title.split(whereSeparator: { !$0.isNumber }).first.flatMap { Int($0) }
    }
    #expect(numbers.count > 10)
    #expect(numbers == numbers.sorted(), "\(numbers)")
  }
}
