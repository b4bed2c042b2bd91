import Course
import Testing

@testable import Lesson

/// Hyphenated words and numbers are one tile (`va-t-il`, `1.000`), and a bank that holds their parts as
/// tiles (`est`, `ce`) still builds them: an answer reads the same whole or split at its joins.
@Suite struct JoinedWordTests {
  /// A bank translation into French with `bank`.
  private func bank(_ answer: String, _ bank: [String]) -> Exercise {
    .translate(Translate(prompt: "Is he coming?", answer: answer, bank: bank, answerLanguage: .taught))
  }

  @Test("a hyphenated tile and a number tile are one word each, typed whole")
  func joinedTilesAreTypedWhole() throws {
    var lesson = makeLesson([bank("Va-t-il venir ?", ["va-t-il", "venir", "partir", "il"])])
    let grade = try #require(lesson.answer("Va-t-il venir ?").grade)
    #expect(grade.correct && grade.notes.isEmpty)
    var number = makeLesson([bank("J'ai 1.000 euros.", ["j'ai", "1.000", "euros", "3,5"])])
    #expect(number.answer("j'ai 1.000 euros").grade?.correct == true)
    var parts = makeLesson([bank("Va-t-il venir ?", ["va-t-il", "venir", "partir", "il"])])
    #expect(parts.answer("va t il venir") == [.refused("“va” is not in the word bank.")])
  }

  @Test("a bank of the parts builds a joined answer, typed either way")
  func partsBuildAJoinedAnswer() throws {
    let parts = bank("Qui est-ce ?", ["qui", "est", "ce", "sont"])
    var spaced = makeLesson([parts])
    #expect(spaced.answer("qui est ce").grade?.correct == true)
    var joined = makeLesson([parts])
    #expect(joined.answer("Qui est-ce ?").grade?.correct == true)
    var wrong = makeLesson([parts])
    #expect(wrong.answer("qui ce est").grade?.correct == false)
  }

  @Test("a hint glosses a joined phrase whole, and a joined word the glossary lacks by its parts")
  func hintsReadJoinedWords() {
    let lookup = GlossaryLookup(
      Glossary([
        Glossary.Entry(word: "qui est-ce", meanings: ["who is it"]),
        Glossary.Entry(word: "est", meanings: ["is"]), Glossary.Entry(word: "ce", meanings: ["it"]),
      ]))
    #expect(lookup.glosses(of: "Qui est-ce ?").map(\.text) == ["Qui est-ce"])
    #expect(lookup.glosses(of: "Est-ce vrai ?").map(\.text) == ["Est", "ce", "vrai"])
    #expect(lookup.glosses(of: "Est-ce vrai ?").map(\.meanings) == [["is"], ["it"], []])
  }

  @Test("a typed answer is right with its joins or with spaces for them")
  func typedAnswersReadBothWays() throws {
    let time = Exercise.type(TypeIn(prompt: "Il est 8:30.", answer: "It is 8:30"))
    for line in ["It is 8:30", "it is 8 30", "It is 8.30"] {
      var lesson = makeLesson([time])
      #expect(lesson.answer(line).grade?.correct == true, "\(line)")
    }
    // A number is never a typo of another.
    for line in ["It is 830", "It is 9:30"] {
      var other = makeLesson([time])
      #expect(other.answer(line).grade?.correct == false, "\(line)")
    }
  }

  @Test("an abbreviation of single letters is right typed with its points or as its letters alone")
  func abbreviationsReadBothWays() throws {
    let time = Exercise.type(TypeIn(prompt: "Son las 12:05h.", answer: "It's 12:05 p.m."))
    for line in ["It's 12:05 p.m.", "its 12:05 pm", "It's 12:05 PM", "It's 12:05 p. m.", "It's 12:05 p.m"] {
      var lesson = makeLesson([time])
      #expect(lesson.answer(line).grade?.correct == true, "\(line)")
    }
    // The answer written without points takes them typed; Spanish writes a space after each point.
    let plain = Exercise.type(TypeIn(prompt: "Son las cinco de la tarde.", answer: "It's 5 pm"))
    let spaced = Exercise.type(
      TypeIn(prompt: "It's 5 p.m.", answer: "Son las 5 p. m.", answerLanguage: .taught))
    for (exercise, line) in [(plain, "It's 5 p.m."), (spaced, "son las 5 pm"), (spaced, "Son las 5 p.m.")] {
      var lesson = makeLesson([exercise])
      #expect(lesson.answer(line).grade?.correct == true, "\(line)")
    }
    // Other letters are another answer.
    for line in ["It's 12:05 a.m.", "It's 12:05 am", "It's 12:05 p"] {
      var lesson = makeLesson([time])
      #expect(lesson.answer(line).grade?.correct == false, "\(line)")
    }
    #expect(Abbreviation.joined("e.g. the U.S.A., Sr. López, etc.") == "eg the USA, Sr. López, etc.")
    #expect(Abbreviation.joined("Voy a casa. M. Dupont") == "Voy a casa. M. Dupont")
  }
}
