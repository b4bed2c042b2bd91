import Foundation
import TestSupport
import Testing

@testable import Import

/// A real deck's conventions inside a field: ` / ` between right forms, notes in brackets; neither is ever a
/// tile the learner must type.
@Suite struct FieldVariantsTests {
  @Test("forms after ' / ' are others; notes in (…) and […] are taken out and kept")
  func parsing() {
    let pub = FieldVariants("une publicité / une pub")
    #expect(pub.main == "une publicité" && pub.others == ["une pub"] && pub.notes.isEmpty)
    let autumn = FieldVariants("l'automne (m) / en automne")
    #expect(autumn.main == "l'automne" && autumn.others == ["en automne"] && autumn.notes == ["m"])
    let informal = FieldVariants("How are you? (informal)")
    #expect(informal.main == "How are you?" && informal.notes == ["informal"])
    let bracket = FieldVariants("el agua [f]")
    #expect(bracket.main == "el agua" && bracket.notes == ["f"])
    // A field that is one note is its text; "and/or" and an unclosed bracket stay text.
    #expect(FieldVariants("(la région parisienne)").main == "la région parisienne")
    #expect(FieldVariants("(Who looks for (searches), finds!)").main == "Who looks for, finds!")
    #expect(FieldVariants("(a) or (b)").main == "or")
    #expect(FieldVariants("and/or").main == "and/or")
    #expect(FieldVariants("sí (yes").main == "sí (yes")
    // The space before a note goes with it.
    #expect(FieldVariants("Good day (Hello), Sir").main == "Good day, Sir")
  }

  @Test("a footnote mark ending a field is no part of it; an abbreviation keeps its capitals on a tile")
  func footnoteMarksAndAbbreviations() {
    #expect(FieldVariants("Pâques *").main == "Pâques")
    #expect(FieldVariants("le 14 juillet ** / la fête nationale †").others == ["la fête nationale"])
    #expect(FieldVariants("la fête nationale, le 14 juillet *").main == "la fête nationale, le 14 juillet")
    // A field of marks alone keeps them: nothing else is left to ask.
    #expect(FieldVariants("*").main == "*")
    #expect(DeckNames.capitalised("un lecteur MP3").map(\.text) == ["MP3"])
    let maker = ExerciseMaker(unit: [], course: ExerciseMaker.Pool([Item](), languages: ("fr", "en")))
    #expect(
      ["MP3", "McDonald's", "L'Hexagone", "Easter"].map(maker.tile) == [
        "MP3", "McDonald's", "l'Hexagone", "easter",
      ])
  }

  @Test("a field without a slash, a bracket or a mark is only collapsed; a lower-case tile is kept as it is")
  func plainFields() {
    let plain = FieldVariants("  la   casa\u{A0}blanca ")
    #expect(plain.main == "la casa blanca" && plain.others.isEmpty && plain.notes.isEmpty)
    // ‡ and † are found by their first byte, which other characters share.
    #expect(FieldVariants("Pâques ‡").main == "Pâques" && FieldVariants("l’été").main == "l’été")
    #expect(FieldVariants.optionalEndings("canadien") == ["canadien"])
    #expect(FieldVariants.parts(" hola  mundo ") == ["hola mundo"])
    let maker = ExerciseMaker(unit: [], course: ExerciseMaker.Pool([Item](), languages: ("fr", "en")))
    #expect(["casa", "élan", "I'm", "Été"].map(maker.tile) == ["casa", "élan", "I'm", "été"])
  }

  @Test("a slash between words, a bracketed ending and a slot between slashes give the forms")
  func wordForms() {
    let forms = { (field: String) in
      let variants = FieldVariants(field)
      return [variants.main] + variants.others
    }
    #expect(forms("His/Her name is ...") == ["His name is ...", "Her name is ..."])
    #expect(
      forms("in the kitchen there is/are ...") == [
        "in the kitchen there is ...", "in the kitchen there are ...",
      ])
    #expect(
      forms("Comment s'appelle-t-il/elle?") == ["Comment s'appelle-t-il?", "Comment s'appelle-t-elle?"])
    #expect(forms("Qu'est-ce qu'il/elle fait?") == ["Qu'est-ce qu'il fait?", "Qu'est-ce qu'elle fait?"])
    #expect(forms("les mathématiques/les maths (f)") == ["les mathématiques", "les maths"])
    #expect(forms("Il est né(e) à Paris.") == ["Il est né à Paris.", "Il est née à Paris."])
    #expect(forms("canadien(ne)") == ["canadien", "canadienne"])
    #expect(forms("Argelino(a)") == ["Argelino", "Argelina"])
    #expect(forms("Japonés(sa)") == ["Japonés", "Japonesa"])
    #expect(forms("Alemán(a)") == ["Alemán", "Alemana"])
    // A gender mark written onto a word is a note, not an ending.
    #expect(forms("les couleurs(f)") == ["les couleurs"] && FieldVariants("les couleurs(f)").notes == ["f"])
    #expect(
      FieldVariants.parts("He has long / short / curly hair.") == [
        "He has long hair.", "He has short hair.", "He has curly hair.",
      ])
    #expect(
      FieldVariants.parts("Il a les cheveux longs / courts / raides.") == [
        "Il a les cheveux longs.", "Il a les cheveux courts.", "Il a les cheveux raides.",
      ])
    #expect(FieldVariants.parts("Argelia / Argelino(a) /") == ["Argelia", "Argelino(a)"])
    #expect(forms("(El)/(Ella) tiene...") == ["tiene..."])
  }

  @Test("an imported list asks for the first form, accepts the others, and never requires a note")
  func importedFormsAndNotes() throws {
    let lines = [
      "une publicité / une pub\tan advert", "l'automne (m)\tautumn / fall",
      "salut\thi (informal)", "le chat\tthe cat", "le chien\tthe dog",
      "la maison\tthe house", "le pain\tthe bread",
    ]
    let (run, out) = try importFrench(lines, "variants")
    #expect(run.status == 0, "\(run.stderr)")
    let check = lingo(["check", "--solve", out.path])
    #expect(check.status == 0, "\(check.stdout)")
    // Nothing of the importer's own making: no error and no warning.
    #expect(check.stdout.contains("no problems in 1 file"), "\(check.stdout)")
    let course = try courseObject(out)
    let exercises = nodes(course).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
    let texts = exercises.flatMap { exercise -> [String] in
      [exercise["prompt"], exercise["answer"]].compactMap { $0 as? String }
        + (exercise["bank"] as? [String] ?? [])
    }
    for required in ["informal", "(informal)", "m", "(m)", "/"] {
      #expect(!texts.contains(required), "'\(required)' is asked for or a tile")
    }
    #expect(!texts.contains { $0.contains(" / ") })
    // Each word is asked both ways, though the list has no reversed notes.
    let reverse = try #require(exercises.first { $0["prompt"] as? String == "an advert" })
    #expect(reverse["answer"] as? String == "une publicité" && reverse["answerLanguage"] as? String == "fr")
    #expect((reverse["alternatives"] as? [String]) == ["une pub"])
    let autumn = try #require(exercises.first { $0["prompt"] as? String == "l'automne" })
    #expect(autumn["answer"] as? String == "autumn")
    #expect((autumn["alternatives"] as? [String]) == ["fall"])
    let glossary = course["glossary"] as? [String: [String]] ?? [:]
    #expect(glossary["une pub"] == ["an advert"])
    #expect(glossary["salut"] == ["hi (informal)"])
    // The word's own mark of gender goes with its meaning; nothing else of the language taught does.
    #expect(glossary["l'automne"] == ["autumn (m)", "fall"])
  }

  @Test("as many forms on each side go in pairs; a comma lists a word's meanings; a word is taught where met")
  func pairedFormsAndListedMeanings() throws {
    let lines = [
      "le Maroc / marocain(e)\tMorocco / Moroccan", "un acteur / une actrice\tactor / actress",
      "Il/Elle est de Paris.\tHe/She is from Paris.", "une femme\twoman, wife", "le chat\tthe cat",
      "le chien\tthe dog", "Bien, merci.\tFine, thanks.",
    ]
    let (run, out) = try importFrench(lines, "paired")
    #expect(run.status == 0, "\(run.stderr)")
    let check = lingo(["check", "--solve", out.path])
    #expect(check.status == 0 && importersWarnings(check.stdout).isEmpty, "\(check.stdout)")
    let course = try courseObject(out)
    let glossary = course["glossary"] as? [String: [String]] ?? [:]
    #expect(glossary["le Maroc"] == ["Morocco"])
    // Two forms of one meaning are told apart by their gender.
    #expect(glossary["marocain"] == ["Moroccan (m)"] && glossary["marocaine"] == ["Moroccan (f)"])
    #expect(glossary["une actrice"] == ["actress"] && glossary["un acteur"] == ["actor"])
    #expect(glossary["une femme"] == ["woman", "wife"])
    let exercises = nodes(course).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
    let woman = try #require(exercises.first { $0["prompt"] as? String == "une femme" })
    #expect(woman["answer"] as? String == "woman" && (woman["alternatives"] as? [String]) == ["wife"])
    let she = try #require(exercises.first { $0["prompt"] as? String == "She is from Paris." })
    #expect(she["answer"] as? String == "Elle est de Paris.")
    #expect(!exercises.contains { ($0["alternatives"] as? [String])?.contains("Elle est de Paris.") == true })
    // A sentence keeps its commas: "Fine, thanks." is one answer.
    #expect(exercises.contains { $0["answer"] as? String == "Fine, thanks." })
  }
}

/// An answer word whose accent-less form is another word (où and ou, à and a) gets that form as a
/// distractor, as `lingo check` asks, rather than its exercise being left out.
@Suite struct AccentTwinTests {
  @Test("où/ou and à/a: every sentence is asked into French, the twin in its bank")
  func twinsAreOfferedNotDropped() throws {
    let lines = [
      "Où est la gare ?\tWhere is the station?", "Je vais à la gare.\tI am going to the station.",
      "La maison est grande.\tThe house is big.", "Je suis à Paris.\tI am in Paris.",
    ]
    let (run, out) = try importFrench(lines, "twins")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("left out"), "\(run.stdout)")
    let course = try courseObject(out)
    let intoFrench = nodes(course).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }.filter {
      $0["answerLanguage"] as? String == "fr"
    }
    let asked = Set(intoFrench.compactMap { $0["answer"] as? String })
    #expect(asked == Set(lines.map { String($0.split(separator: "\t")[0]) }))
    for exercise in intoFrench where (exercise["answer"] as? String)?.hasPrefix("Où") == true {
      #expect((exercise["bank"] as? [String])?.contains("ou") == true)
    }
    #expect(lingo(["check", "--solve", out.path]).status == 0)
  }

  @Test("tiles are in lower case but for names and I: no bank gives its first word away by a capital")
  func noCapitalGiveaway() throws {
    let lines = [
      "Le chat est là.\tThe cat is there.", "Je suis à Paris.\tI am in Paris.",
      "La maison est grande.\tThe house is big.", "Marie est à Paris.\tMarie is in Paris.",
    ]
    let (run, out) = try importFrench(lines, "capitals")
    #expect(run.status == 0, "\(run.stderr)")
    let check = lingo(["check", "--solve", out.path])
    #expect(check.status == 0)
    #expect(check.stdout.contains("no problems in 1 file"), "\(check.stdout)")
    let banks = nodes(try courseObject(out)).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
      .flatMap { $0["bank"] as? [String] ?? [] }
    #expect(banks.contains("Paris") && banks.contains("I"))
    #expect(!banks.contains("Le") && !banks.contains("The") && banks.contains("le"))
  }
}

/// Imports the French list `lines` (`text<TAB>translation` each) from a fresh folder named after `name`;
/// the run, and the course file it writes.
private func importFrench(_ lines: [String], _ name: String) throws -> (run: Run, out: URL) {
  let folder = temporaryFolder(name)
  let list = folder.appendingPathComponent("\(name).tsv")
  try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: list)
  let out = folder.appendingPathComponent("course.json")
  return (lingo(["import", list.path, "--out", out.path, "--language", "fr", "--from", "en"]), out)
}
