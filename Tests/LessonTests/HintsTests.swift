import Course
import Foundation
import Randomness
import Testing

@testable import Lesson

@Suite("hints and new words")
struct HintsTests {
  let glossary = Glossary([
    .init(word: "hola", meanings: ["hello", "hi"]), .init(word: "buenas noches", meanings: ["good night"]),
    .init(word: "gracias", meanings: ["thank you"]), .init(word: "no", meanings: ["no"]),
    .init(word: "el", meanings: ["the"]), .init(word: "café", meanings: ["coffee"]),
  ])

  func prompt(_ exercise: Exercise) -> Prompt {
    var generator = SplitMix64(seed: 1)
    return Prompt(exercise, using: &generator)
  }

  let select = Exercise.selectImage(
    SelectImage(
      prompt: "Hola, Ana", choices: [Picture(name: "hello", emoji: "👋"), Picture(name: "night", emoji: "🌙")],
      answer: "hello"))
  let match = Exercise.match(Match(pairs: [Pair("hola", "hello"), Pair("buenas noches", "good night")]))
  let reverse = Exercise.translate(
    Translate(
      prompt: "No, thank you.", answer: "No, gracias", bank: ["no", "gracias"], answerLanguage: .taught))
  let listen = Exercise.listen(Listen(prompt: "El café", translation: "The coffee"))

  @Test(":hint glosses the prompt's words in order; a match's left words in the order shown")
  func glosses() {
    #expect(
      Hints.glosses(for: prompt(select), glossary: glossary) == [
        Gloss("Hola", meanings: ["hello", "hi"], entry: "hola"), Gloss("Ana", meanings: []),
      ])
    let board = prompt(match)
    #expect(Hints.glosses(for: board, glossary: glossary).map(\.text) == board.left)
  }

  @Test("a translation into the language taught is glossed by the words that mean its prompt")
  func reverseHint() {
    #expect(
      Hints.glosses(for: prompt(reverse), glossary: glossary) == [
        Gloss("No", meanings: ["no"]), Gloss("thank you", meanings: ["gracias"]),
      ])
  }

  @Test("a listening exercise's hint, asked for, gives its words in the order heard; it introduces none")
  func listening() {
    #expect(Hints.glosses(for: prompt(listen), glossary: glossary).map(\.text) == ["El", "café"])
    #expect(Hints.newWords(in: prompt(listen), glossary: GlossaryLookup(glossary), met: []).isEmpty)
  }

  @Test("new words: those with a meaning, not met, not introduced already, each once")
  func newWords() {
    let lookup = GlossaryLookup(glossary)
    #expect(Hints.newWords(in: prompt(select), glossary: lookup, met: []).map(\.entry) == ["hola"])
    #expect(Hints.newWords(in: prompt(select), glossary: lookup, met: ["hola"]).isEmpty)
    #expect(
      Hints.newWords(in: prompt(match), glossary: lookup, met: [], introduced: ["hola"]).map(\.entry)
        == ["buenas noches"])
    #expect(
      Hints.newWords(in: prompt(reverse), glossary: lookup, met: []).isEmpty, "its words are the answer")
    #expect(
      Hints.introduced(by: [prompt(select), prompt(match)], glossary: lookup, met: []).compactMap(\.entry)
        == ["hola", "buenas noches"])
  }

  @Test("only the words a node teaches are introduced; a glossary word no node teaches only has a hint")
  func taughtOnly() {
    let complete = Exercise.complete(
      Complete(prompt: "Buenas ___.", choices: ["noches", "días"], answer: "noches"))
    let node = Node(
      id: "hello", title: "Hello", teaches: ["hola", "buenas noches"], exercises: [select, complete])
    let unit = PathUnit(id: "u", section: 1, number: 1, title: "U", nodes: [node])
    let glossary = Glossary(self.glossary.entries + [.init(word: "buenas", meanings: ["good"])])
    let course = Course(
      id: "c", title: "C", language: Language(code: "es", name: "Spanish", flag: ""),
      fromLanguage: Language(code: "en", name: "English", flag: ""), units: [unit], glossary: glossary)
    let lookup = Hints.taughtLookup(course)
    #expect(Hints.newWords(in: prompt(complete), glossary: lookup, met: []).isEmpty)
    #expect(Hints.glosses(for: prompt(complete), glossary: glossary).map(\.meanings) == [["good"]])
    #expect(Hints.newWords(in: prompt(select), glossary: lookup, met: []).compactMap(\.entry) == ["hola"])
  }

  @Test("in a lesson a word is introduced once; a second try introduces nothing")
  func inALesson() {
    let lookup = GlossaryLookup(glossary)
    var lesson = makeLesson([select, match])
    #expect(lesson.newWords(glossary: lookup, met: []).compactMap(\.entry) == ["hola"])
    _ = lesson.answer("night")  // wrong: it comes back
    #expect(lesson.newWords(glossary: lookup, met: []).compactMap(\.entry) == ["buenas noches"])
    _ = lesson.answer("hola=hello, buenas noches=good night")
    #expect(lesson.isReplay)
    #expect(lesson.newWords(glossary: lookup, met: []).isEmpty)
  }
  @Test("an English prompt's hint gives every word of a meaning, its note with it; a contraction stays whole")
  func learnerSideHintsKeepNotes() {
    let contrasted = Glossary([
      .init(word: "soy", meanings: ["I am"]), .init(word: "estoy", meanings: ["I am (feeling, place)"]),
      .init(word: "es", meanings: ["is"]),
    ])
    let reverse = Exercise.translate(
      Translate(
        prompt: "I am well. It's Ana.", answer: "Estoy bien. Es Ana", bank: ["estoy", "bien", "es", "Ana"],
        answerLanguage: .taught))
    let glosses = Hints.glosses(for: prompt(reverse), glossary: contrasted)
    #expect(glosses.first == Gloss("I am", meanings: ["soy", "estoy (feeling, place)"]))
    #expect(glosses.map(\.text).contains("It's"))
  }
}

@Suite("lesson input: :hint")
struct HintInputTests {
  @Test(":hint is a command, in any case, and :help names it")
  func hint() {
    #expect(LessonInput(":hint") == .hint)
    #expect(LessonInput(": HINT ") == .hint)
    #expect(LessonInput.helpLines.joined(separator: " ").contains(":hint"))
  }

}
