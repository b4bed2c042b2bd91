import Foundation
import TestSupport
import Testing

@testable import Import

/// Banks a teacher would keep: distractors of the answer's kind (numbers, months, days, names), none that
/// makes another right answer, and a sentence's right word orders accepted.
@Suite struct BankDistractorTests {
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

  @Test("no distractor is a piece of a word grading reads as several, such as the m of p.m.")
  func noDistractorIsAPieceOfAnAbbreviation() throws {
    let lines = [
      "Son las cinco.\tIt's 5 p.m.", "Es la una.\tIt's 1 a.m.", "Hace calor.\tIt's hot.",
      "Hace frío.\tIt's cold.", "Es tarde.\tIt's late.", "Es temprano.\tIt's early.", "el día\tthe day",
      "la noche\tthe night", "Tengo sueño.\tI am sleepy.", "Tengo hambre.\tI am hungry.",
    ]
    let (run, out) = try importList(lines, "abbreviations", language: "es")
    #expect(run.status == 0, "\(run.stderr)")
    let course = try courseObject(out)
    let tiles = exercises(course).flatMap {
      ($0["bank"] as? [String] ?? []) + ($0["choices"] as? [String] ?? [])
    }
    #expect(!tiles.isEmpty)
    #expect(tiles.allSatisfy { !["a", "m", "p"].contains($0.lowercased()) }, "\(tiles)")
    // The sentences that write them are still asked, typed.
    let typed = exercises(course).filter { $0["kind"] as? String == "type" }.compactMap {
      $0["answer"] as? String
    }
    #expect(typed.contains("It's 5 p.m."), "\(typed)")
  }

  @Test("a distractor is written with the apostrophe its answer writes")
  func distractorsTakeTheAnswersApostrophe() throws {
    let lines = [
      "l’idiot\tthe idiot", "aujourd’hui\ttoday", "l’homme\tthe man", "l'arbre\tthe tree", "c'est\tit is",
      "Ce n'était pas mon idée.\tThat wasn't my idea.", "C’est l’homme.\tIt’s the man.",
      "L’idiot est là.\tThe idiot is there.", "C'est l'arbre.\tIt's the tree.",
      "Aujourd’hui, c’est lundi.\tToday is Monday.",
    ]
    let (course, check) = try importedWhole(lines, "apostrophes")
    #expect(check.status == 0, "\(check.stdout)")
    var mixed = 0
    for exercise in exercises(course) {
      guard let bank = exercise["bank"] as? [String], let answer = exercise["answer"] as? String else {
        continue
      }
      let straight =
        answer.contains("'")
        || (exercise["alternatives"] as? [String] ?? []).contains {
          $0.contains("'")
        }
      let curly = answer.contains("’")
      guard straight != curly else { continue }
      mixed += 1
      let other: Character = straight ? "’" : "'"
      #expect(!bank.contains { $0.contains(other) }, "\(answer): \(bank)")
    }
    #expect(mixed > 3)
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
}
