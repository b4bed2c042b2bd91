import Foundation
import TestSupport
import Testing

@testable import Import

/// Exercises a teacher would keep: hyphenated words and numbers are whole tiles, a word with two meanings is
/// one word accepting either, distractors are of the answer's kind, and a deck goes from easy to hard.
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

  @Test("a word-only sentence's bank holds no number, a number's bank holds numbers, banks take their kind")
  func distractorsAreOfTheAnswersKind() throws {
    let lines = [
      "vingt\t20", "trente\t30", "deux\t2", "cent\t100", "heureux\thappy", "triste\tsad", "le chat\tthe cat",
      "le chien\tthe dog", "Tu as l'air heureux.\tYou seem happy.", "Le chat dort.\tThe cat is sleeping.",
      "Il a vingt ans.\tHe is 20 years old.", "Je suis triste.\tI am sad.", "Le chien mange.\tThe dog eats.",
      "Nous avons deux chats.\tWe have 2 cats.", "Elle est contente.\tShe is glad.",
    ]
    let (run, out) = try importList(lines, "kinds")
    #expect(run.status == 0, "\(run.stderr)")
    let check = lingo(["check", "--solve", out.path])
    #expect(check.status == 0 && importersWarnings(check.stdout).isEmpty, "\(check.stdout)")
    let isNumber = { (tile: String) in tile.first?.isNumber == true }
    for exercise in exercises(try courseObject(out)) {
      guard let bank = exercise["bank"] as? [String], let answer = exercise["answer"] as? String else {
        continue
      }
      let answerTiles = Set(TextPieces.tiles(answer).map { $0.lowercased() })
      let distractors = bank.filter { !answerTiles.contains($0.lowercased()) }
      if !answerTiles.contains(where: isNumber) {
        #expect(!distractors.contains(where: isNumber), "\(answer): \(bank)")
      } else if answerTiles.count == 1 {
        #expect(distractors.allSatisfy(isNumber), "\(answer): \(bank)")
      }
    }
  }

  @Test("a word's bank never offers an article that would make another right answer")
  func noArticleMakesAnotherRightAnswer() throws {
    let lines = [
      "une maison\thouse", "un chat\tcat", "une table\ttable", "un livre\tbook", "la porte\tdoor",
      "le pain\tbread", "les pommes\tapples", "des fleurs\tflowers", "eau\twater", "vin\twine", "sel\tsalt",
      "riz\trice", "thé\ttea", "lait\tmilk",
      "La maison est grande.\tThe house is big.",
      "Le chat dort.\tThe cat is sleeping.", "Les fleurs sont belles.\tThe flowers are beautiful.",
      "Une pomme est rouge.\tAn apple is red.", "Un chien mange.\tA dog eats.",
      "Des amis arrivent.\tFriends arrive.",
    ]
    let (course, check) = try importedWhole(lines, "articles")
    #expect(check.status == 0 && importersWarnings(check.stdout).isEmpty, "\(check.stdout)")
    let counterparts = [
      "le": ["un", "du"], "un": ["le", "du"], "la": ["une"], "une": ["la"], "les": ["des"], "des": ["les"],
    ]
    // Before a word written without its article, any article makes another right answer ("l'eau", "le
    // vin", "du vin").
    let every = ["le", "la", "les", "un", "une", "des", "du"]
    var asked = 0
    for exercise in exercises(course) where exercise["answerLanguage"] as? String == "fr" {
      guard let bank = exercise["bank"] as? [String], let answer = exercise["answer"] as? String,
        let prompt = exercise["prompt"] as? String, !answer.hasSuffix("."),
        let first = answer.lowercased().split(separator: " ").first
      else { continue }
      asked += 1
      let others = counterparts[String(first)] ?? every
      #expect(Set(bank.map { $0.lowercased() }).isDisjoint(with: others), "\(prompt) → \(answer): \(bank)")
    }
    #expect(asked >= 14, "each word asked into French")
  }

  @Test("a word's bank offers no name, whose capital would give it away, and a name's offers names")
  func namesAreTheirOwnKind() throws {
    let lines = [
      "la forêt\tforest", "le fleuve\triver", "la montagne\tmountain", "la ville\tcity",
      "le village\tvillage",
      "la vallée\tvalley", "le lac\tlake", "la mer\tsea", "les Vosges\tthe Vosges", "la Loire\tthe Loire",
      "Londres\tLondon", "l'Allemagne\tGermany", "l'Espagne\tSpain", "l'Angleterre\tEngland",
      "Genève\tGeneva",
    ]
    let (course, check) = try importedWhole(lines, "names")
    #expect(check.status == 0 && importersWarnings(check.stdout).isEmpty, "\(check.stdout)")
    let isName = { (tile: String) in tile.first?.isUppercase == true }
    var (words, names) = (0, 0)
    for exercise in exercises(course) {
      guard let bank = exercise["bank"] as? [String], let answer = exercise["answer"] as? String else {
        continue
      }
      let right = Set(
        ([answer] + (exercise["alternatives"] as? [String] ?? [])).flatMap {
          $0.lowercased().split(separator: " ")
        })
      // The tiles as the bank writes them: a name keeps its capital, any other word is in lower case.
      let answerTiles = bank.filter { right.contains(Substring($0.lowercased())) }
      let distractors = bank.filter { !right.contains(Substring($0.lowercased())) }
      if answerTiles.allSatisfy(isName) {
        names += 1
        #expect(distractors.allSatisfy(isName), "\(answer): \(bank)")
      } else if !answerTiles.contains(where: isName) {
        words += 1
        #expect(!distractors.contains(where: isName), "\(answer): \(bank)")
      }
    }
    #expect(words >= 16 && names >= 4, "\(words) words, \(names) names")
  }

  @Test("a sentence that says please first or last is as right with it at the other end, both ways")
  func pleaseAtEitherEnd() throws {
    let lines = [
      "Por favor, espere.\tPlease hold.", "Cierra la puerta, por favor.\tClose the door, please.",
      "El perro come.\tThe dog eats.", "La casa es grande.\tThe house is big.",
      "Tengo un gato.\tI have a cat.",
    ]
    let (course, check) = try importedWhole(lines, "please", language: "es")
    #expect(check.status == 0 && importersWarnings(check.stdout).isEmpty, "\(check.stdout)")
    let right = { (answer: String) in
      exercises(course).filter { $0["answer"] as? String == answer }
        .map { [answer] + ($0["alternatives"] as? [String] ?? []) }
    }
    for (answer, moved) in [
      ("Por favor, espere.", "Espere, por favor."),
      ("Cierra la puerta, por favor.", "Por favor, cierra la puerta."),
      ("Please hold.", "Hold, please."), ("Close the door, please.", "Please, close the door."),
    ] {
      let asked = right(answer)
      #expect(!asked.isEmpty && asked.allSatisfy { $0.contains(moved) }, "\(answer): \(asked)")
    }
  }

  @Test("a month's bank offers months, a day's offers days, and another word's offers neither")
  func calendarNamesAreTheirOwnKind() throws {
    let lines = [
      "janvier\tJanuary", "février\tFebruary", "mars\tMarch", "avril\tApril", "lundi\tMonday",
      "mardi\tTuesday", "mercredi\tWednesday", "jeudi\tThursday", "le chat\tthe cat", "le chien\tthe dog",
      "la maison\tthe house", "le pain\tthe bread", "rouge\tred", "vert\tgreen",
    ]
    let (course, check) = try importedWhole(lines, "calendar")
    #expect(check.status == 0 && importersWarnings(check.stdout).isEmpty, "\(check.stdout)")
    let months = Set(["janvier", "février", "mars", "avril", "january", "february", "march", "april"])
    let days = Set(["lundi", "mardi", "mercredi", "jeudi", "monday", "tuesday", "wednesday", "thursday"])
    var seen = 0
    for exercise in exercises(course) {
      guard let bank = exercise["bank"] as? [String], let answer = exercise["answer"] as? String else {
        continue
      }
      let key = answer.lowercased()
      let distractors = bank.map { $0.lowercased() }.filter { $0 != key }
      if months.contains(key) || days.contains(key) {
        seen += 1
        #expect(distractors.allSatisfy((months.contains(key) ? months : days).contains), "\(answer): \(bank)")
      } else if !key.contains(" ") {
        #expect(distractors.allSatisfy { !months.contains($0) && !days.contains($0) }, "\(answer): \(bank)")
      }
    }
    #expect(seen >= 16, "each month and day asked both ways")
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
