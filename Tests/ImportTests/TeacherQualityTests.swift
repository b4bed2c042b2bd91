import Foundation
import TestSupport
import Testing

@testable import Import

/// Exercises a teacher would keep: hyphenated words and numbers are whole tiles, a word with two meanings is
/// one word accepting either, and a deck goes from easy to hard (distractors: `BankDistractorTests`).
@Suite struct TeacherQualityTests {
  @Test("va-t-il, qu'est-ce, 1.000, 3,5, 20-30 and 10:30 are one tile each, and every answer grades right")
  func joinedWordsAreWholeTiles() throws {
    let lines = [
      "Qu'est-ce que c'est ?\tWhat is it?", "Va-t-il venir ?\tIs he coming?",
      "J'ai 1.000 euros.\tI have 1,000 euros.", "Il a 3,5 kilos de pommes.\tHe has 3.5 kilos of apples.",
      "Ils ont 20-30 ans.\tThey are 20-30 years old.", "Il est 10:30.\tIt is 10:30.",
      "Le train part à 8:15.\tThe train leaves at 8:15.", "Peut-être demain.\tMaybe tomorrow.",
    ]
    let (course, check) = try importedWhole(lines, "joins")
    #expect(check.stdout.contains("no problems in 1 file"), "\(check.stdout)")
    let banks = exercises(course).flatMap { $0["bank"] as? [String] ?? [] }
    for whole in [
      "qu'est-ce", "va-t-il", "1.000", "3,5", "20-30", "10:30", "1,000", "3.5", "8:15", "peut-être",
    ] {
      #expect(banks.contains(whole), "no tile '\(whole)'")
    }
    for piece in ["quest", "t", "000", "5", "30", "peut", "être", "15"] {
      #expect(!banks.contains(piece), "a tile '\(piece)'")
    }
  }

  @Test("two notes of one word with two meanings are one word: the glossary has both, either is right")
  func polysemyIsMerged() throws {
    let lines = [
      "la femme\tthe wife", "le chat\tthe cat", "la femme\tthe woman", "le chien\tthe dog",
      "le temps\tthe weather", "le temps\tthe time", "la maison\tthe house", "l'épouse\tthe spouse",
    ]
    let (run, out) = try importList(lines, "polysemy")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("ambiguous") && !run.stdout.contains("left out"), "\(run.stdout)")
    let check = lingo(["check", "--solve", out.path])
    #expect(check.stdout.contains("no problems in 1 file"), "\(check.stdout)")
    let course = try courseObject(out)
    let glossary = course["glossary"] as? [String: [String]] ?? [:]
    #expect(glossary["la femme"] == ["the wife", "the woman"])
    #expect(glossary["le temps"] == ["the weather", "the time"])
    let all = exercises(course)
    let wife = try #require(all.first { $0["prompt"] as? String == "la femme" })
    #expect(wife["answer"] as? String == "the wife" && (wife["alternatives"] as? [String]) == ["the woman"])
    // Each meaning is asked into French.
    for meaning in ["the wife", "the woman", "the weather", "the time"] {
      #expect(all.contains { $0["prompt"] as? String == meaning && $0["answerLanguage"] as? String == "fr" })
    }
    // `lingo check --solve` played "the woman" too; no board offers one meaning of a word against the other.
    for board in all.compactMap({ $0["pairs"] as? [[String]] }) {
      let rights = board.map { $0[1] }
      #expect(!(rights.contains("the wife") && rights.contains("the woman")), "\(board)")
      #expect(board.filter { $0[0] == "la femme" }.count <= 1)
    }
  }

  @Test("a list of short and long sentences starts short: no lesson asks a longer bank than any after it")
  func sentencesGoFromShortToLong() throws {
    let long = [
      "Je voudrais un verre de vin rouge, s'il vous plaît.\tI would like a glass of red wine, please.",
      "Mon père lit le journal tous les matins avant le travail.\tMy father reads the paper every morning before work.",
      "Le train part de la gare à huit heures.\tThe train leaves the station at eight.",
      "Mon frère et ma sœur habitent en ville.\tMy brother and my sister live in town.",
    ]
    let short = [
      "Bonjour à tous !\tHello everyone!", "Merci beaucoup.\tThank you very much.", "Je lis.\tI read.",
      "Il dort.\tHe sleeps.",
      "Tu viens ?\tAre you coming?", "Elle chante bien.\tShe sings well.", "Nous mangeons.\tWe eat.",
      "Le chat dort.\tThe cat sleeps.", "Je suis là.\tI am here.", "C'est bon.\tIt is good.",
    ]
    let middle = [
      "Je bois de l'eau froide.\tI drink cold water.",
      "Nous allons au marché demain.\tWe go to the market tomorrow.",
      "Il fait très beau aujourd'hui.\tThe weather is very nice today.",
      "Elle aime les pommes rouges.\tShe likes red apples.",
      "Le chien court dans le jardin.\tThe dog runs in the garden.",
      "Tu parles trop vite.\tYou speak too fast.",
    ]
    // Long sentences first, as a list exported by date might have them.
    let (run, out) = try importList(long + middle + short, "lengths")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(lingo(["check", "--solve", out.path]).stdout.contains("no problems in 1 file"))
    let lessons = nodes(try courseObject(out)).filter { $0["kind"] as? String == "lesson" }
    let longest = lessons.map { lesson in
      (lesson["exercises"] as? [[String: Any]] ?? []).compactMap { ($0["answer"] as? String) }
        .map { TextPieces.tiles($0).count }.max() ?? 0
    }
    #expect(longest.count >= 3)
    #expect(longest == longest.sorted(), "\(longest)")
    #expect((longest.first ?? 99) <= 4, "\(longest)")
  }

  @Test("words are taught commonest first, each before the sentences that use it")
  func wordsComeByFrequencyBeforeTheirSentences() throws {
    let lines = [
      "la girafe\tthe giraffe", "le fromage\tthe cheese", "le pain\tthe bread", "le chat\tthe cat",
      "Le chat dort.\tThe cat is sleeping.", "Je vois le chat.\tI see the cat.",
      "Le chat mange le pain.\tThe cat eats the bread.",
      "Tu aimes le chat ?\tDo you like the cat?", "Le pain est bon.\tThe bread is good.",
      "Il a un chat.\tHe has a cat.",
    ]
    let (run, out) = try importList(lines, "frequency")
    #expect(run.status == 0, "\(run.stderr)")
    let check = lingo(["check", "--solve", out.path])
    #expect(check.status == 0 && importersWarnings(check.stdout).isEmpty, "\(check.stdout)")
    let taught = nodes(try courseObject(out)).flatMap { $0["teaches"] as? [String] ?? [] }
    let order = ["le chat", "le pain"].compactMap { taught.firstIndex(of: $0) }
    #expect(order == order.sorted() && order.count == 2, "\(taught)")
    let unused = ["le fromage", "la girafe"].compactMap { taught.firstIndex(of: $0) }
    #expect(unused.allSatisfy { $0 > (order.last ?? 0) }, "\(taught)")
  }

  @Test("tiles read scalar by scalar give what reading characters gives")
  func tilesFastPathMatchesTheDefinition() {
    let samples = [
      "¡Hola, Ana! ¿Qué tal?", "Qu'est-ce que c'est ?", "Va-t-il venir ?", "J'ai 1.000 euros.",
      "  «Bonjour»  ",
      "well - known", "a,b c--d", "\r\ncrlf\tand tab", "l’eau 3,5 10:30", "émoji 🐱 chat", "x\u{301}y z", "",
      "— ... !", "Ǆemal ½ ² ª", "Ünïcödé-wörd", "non\u{A0}breaking space",
    ]
    for sample in samples {
      #expect(TextPieces.tiles(sample) == TextPieces.characterTiles(sample), "\(sample)")
    }
  }
}

extension TeacherQualityTests {
  @Test("a prompt several notes translate accepts every note's answer, and a sentence's is asked once")
  func everyAnswerTheDeckGivesAPromptIsRight() throws {
    let lines = [
      "le commerce\tbusiness", "le chat\tthe cat", "les affaires\tbusiness", "le chien\tthe dog",
      "Je suis étudiant.\tI am a student.", "Je suis étudiante.\tI am a student.",
      "La maison est grande.\tThe house is big.", "Le pain est bon.\tThe bread is good.",
    ]
    let (course, check) = try importedWhole(lines, "shared")
    #expect(importersWarnings(check.stdout).isEmpty && !check.stdout.contains(": error: "), "\(check.stdout)")
    let into = exercises(course).filter { $0["answerLanguage"] as? String == "fr" }
    // Both words are right for "business", whichever note the exercise was made from, and each without
    // its article, which the prompt does not have.
    let business = into.filter { $0["prompt"] as? String == "business" }
    #expect(!business.isEmpty)
    for exercise in business {
      let right = [exercise["answer"] as? String] + (exercise["alternatives"] as? [String] ?? [])
      #expect(
        Set(right.compactMap { $0 }) == ["le commerce", "les affaires", "commerce", "affaires"], "\(exercise)"
      )
    }
    // "I am a student." is asked into French once, not once for each note that translates it. The other
    // note's "étudiante", a near form the engine will not accept as an alternative, is still read.
    let student = into.filter { $0["prompt"] as? String == "I am a student." }
    #expect(Set(student.compactMap { $0["answer"] as? String }) == ["Je suis étudiant."])
    #expect(exercises(course).contains { $0["prompt"] as? String == "Je suis étudiante." })
  }
}

/// The warnings of a `lingo check` report the importer could have avoided: every warning but `no-hint`,
/// which says a sentence's word has no meaning in the glossary, where the deck gives it none.
func importersWarnings(_ report: String) -> [Substring] {
  report.split(separator: "\n").filter { $0.contains(": warning: ") && !$0.contains("[no-hint]") }
}
