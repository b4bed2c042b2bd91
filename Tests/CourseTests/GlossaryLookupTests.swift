import Course
import Testing

@Suite("glossing a text with the glossary")
struct GlossaryLookupTests {
  let glossary = Glossary([
    .init(word: "hola", meanings: ["hello", "hi"]), .init(word: "buenas noches", meanings: ["good night"]),
    .init(word: "buenas", meanings: ["good"]), .init(word: "je m'appelle", meanings: ["my name is"]),
    .init(word: "eau", meanings: ["water"]), .init(word: "l'", meanings: ["the"]),
    .init(word: "el", meanings: ["the"]), .init(word: "la", meanings: ["the"]),
    .init(word: "aujourd'hui", meanings: ["today"]),
  ])

  @Test("each word in order, as written, with its meanings; a word the glossary lacks has none")
  func words() {
    let glosses = GlossaryLookup(glossary).glosses(of: "¡Hola, Ana!")
    #expect(
      glosses == [Gloss("Hola", meanings: ["hello", "hi"], entry: "hola"), Gloss("Ana", meanings: [])])
  }

  @Test("a phrase of the glossary is matched longest first, as the text writes it")
  func phrases() {
    let lookup = GlossaryLookup(glossary)
    #expect(
      lookup.glosses(of: "Buenas  noches.").map(\.text) == ["Buenas  noches"],
      "the phrase, not 'buenas' then 'noches'")
    #expect(lookup.glosses(of: "Buenas ___.") == [Gloss("Buenas", meanings: ["good"], entry: "buenas")])
    #expect(lookup.glosses(of: "Je m'appelle Paul.").map(\.text) == ["Je m'appelle", "Paul"])
  }

  @Test("an elided word the glossary lacks is glossed as its two parts; a whole one is kept whole")
  func elisions() {
    let lookup = GlossaryLookup(glossary)
    #expect(
      lookup.glosses(of: "L'eau") == [
        Gloss("L'", meanings: ["the"], entry: "l'"), Gloss("eau", meanings: ["water"], entry: "eau"),
      ])
    #expect(lookup.glosses(of: "aujourd’hui").map(\.meanings) == [["today"]])
    #expect(lookup.glosses(of: "qu'il") == [Gloss("qu'il", meanings: [])])
  }

  @Test("a word written with an apostrophe that is one word is never glossed as two, whatever its parts mean")
  func wholeWordsWithAnApostrophe() {
    // "un" and "île" have meanings, "quelqu'un" and "presqu'île" none: they are not "some" + "a".
    let lookup = GlossaryLookup(
      Glossary([.init(word: "un", meanings: ["a", "one"]), .init(word: "île", meanings: ["island"])]))
    #expect(lookup.glosses(of: "Quelqu’un") == [Gloss("Quelqu’un", meanings: [])])
    #expect(lookup.glosses(of: "la presqu'île").last == Gloss("presqu'île", meanings: []))
    #expect(lookup.glosses(of: "qu'un").map(\.text) == ["qu'", "un"], "an elided 'que' is still split")
  }

  @Test("a text in the learner's language is glossed by the words that mean it")
  func reverse() {
    let lookup = GlossaryLookup(glossary, side: .learner)
    #expect(
      lookup.glosses(of: "Good night, the water.") == [
        Gloss("Good night", meanings: ["buenas noches"]), Gloss("the", meanings: ["l'", "el", "la"]),
        Gloss("water", meanings: ["eau"]),
      ])
  }

  @Test("no words, no glosses")
  func empty() {
    #expect(GlossaryLookup(glossary).glosses(of: "___ ?!").isEmpty)
    #expect(GlossaryLookup(Glossary()).isEmpty)
  }
}
