import Foundation
import TestSupport
import Testing

/// Lesson 1.1 for a new profile: each word the course teaches introduced once, under its exercise's
/// instruction, and `:hint` free at any exercise; a replay of the node introduces nothing again.
@Suite("new words and hints")
struct TeachTests {
  static let now = ["--now", "2026-11-26T18:00:00Z"]
  /// The answers to lesson 1.1 drawn with seed 1 (what is read first, what is written or heard after):
  /// the two boards, three `:hint`s (a typed translation, the listening exercise, a bank into Spanish), a
  /// typed answer with a typo (taken), a picture mistaken, the listening exercise heard into `--speech-file`
  /// and typed with a real-word slip (`buenos` for `buenas`: wrong, named), a bank answer with a
  /// distractor one letter from the word it needs (named too), the three mistakes coming back at the end.
  static let answers = """
    buenos días=good morning, hola=hi, no=no, adiós=bye
    adiós=goodbye, sí=yes, hola=hello, buenas noches=good night, gracias=thank you
    :hint
    Goodbye, thak you
    good morning
    :hint
    :listen
    Adiós, buenos noches
    :hint
    no gracias
    hola buenas días
    hello
    Adiós, buenas noches
    Hola, buenos días

    """

  /// A home with a new profile on Spanish, not yet played.
  private func newProfile() -> MemoryHome {
    let home = MemoryHome()
    #expect(lingo(["reset", "--new", "Bo", "--yes"] + Self.now, home: home).status == 0)
    return home
  }

  private func play(_ mode: [String], home: MemoryHome? = nil) -> Run {
    lingo(
      ["play", "--seed", "1", "--speech-file", "heard.wav"] + Self.now + mode, input: Self.answers,
      home: home ?? newProfile())
  }

  @Test("text: each new word once, under the instruction; :hint lists the words and shows the exercise again")
  func text() throws {
    let run = play([])
    #expect(run.status == 0, "\(run.stderr)")
    let introduced = run.stdout.split(separator: "\n").filter { $0.hasPrefix("NEW WORD") }
    #expect(!introduced.isEmpty)
    #expect(Set(introduced).count == introduced.count, "a word introduced twice: \(introduced)")
    #expect(run.stdout.contains("Hint\n  Adiós — goodbye, bye\n  gracias — thank you, thanks\n"))
    #expect(run.stdout.contains("Hint\n  No — no\n  thank you — gracias\n"), "a translation into Spanish")
    #expect(run.stdout.contains("‘buenas’ is a different word from ‘buenos’."), "a near tile named")
    #expect(!run.stdout.contains("✘ Correct solution:\n  Adiós, gracias"), "a hint is not a mistake")
    #expect(run.stdout.contains("› Goodbye, thak you\n✔ Nice job!\n  You have a typo. Goodbye, thank you"))
    #expect(run.stdout.contains("‘buenos’ is a different word from ‘buenas’."), "a real-word slip")
    // What is heard is not shown before it is answered: the sentence first appears after the slip.
    let heard = "Adiós, buenas noches."
    let answered = try #require(run.stdout.range(of: "› Adiós, buenos noches"))
    #expect(!run.stdout[..<answered.lowerBound].contains(heard))
    #expect(run.stdout[answered.upperBound...].contains(heard))
    #expect(run.stdout.contains("The prompt's speech is in heard.wav."))
    assertGolden(run.stdout, "teach-new-profile.txt")
  }

  @Test("plain: 'New word:' lines and one labelled 'Hint:' line")
  func plain() {
    let run = play(["--plain"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("New word: hola, hello or hi."))
    #expect(run.stdout.contains("Hint: Adiós means goodbye or bye; gracias means thank you or thanks."))
    assertGolden(run.stdout, "teach-new-profile-plain.txt")
  }

  @Test("--json: the exercise's newWords, and a hint event that spends nothing")
  func json() throws {
    let run = play(["--json"])
    #expect(run.status == 0, "\(run.stderr)")
    let events = try run.stdout.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let hints = events.filter { $0["type"] as? String == "hint" }
    // Two hints gloss words; the third, at the listening exercise, says only what it means (a message).
    #expect(hints.count == 2)
    #expect(run.stdout.contains("Hint: it means “Goodbye, good night.”"))
    #expect(!run.stdout.contains("buenas noches.\"") || run.stdout.contains("\"type\":\"result\""))
    let first = try #require(hints.first?["words"] as? [[String: Any]])
    #expect(first.map { $0["word"] as? String } == ["Adiós", "gracias"])
    #expect(first.map { $0["meanings"] as? [String] } == [["goodbye", "bye"], ["thank you", "thanks"]])
    let shown = events.filter { $0["type"] as? String == "exercise" }
    let words = shown.compactMap { $0["newWords"] as? [[String: Any]] }.flatMap { $0 }.compactMap {
      $0["word"] as? String
    }
    #expect(words.contains("hola") && Set(words).count == words.count)
    // The listening exercise's text goes out only in the hint asked for, never in its exercise event.
    let heard = try #require(shown.first { $0["kind"] as? String == "listen" })
    #expect(heard["prompt"] == nil && heard["newWords"] == nil)
    assertGolden(run.stdout, "teach-new-profile.json")
  }

  @Test("a replay of the node introduces none of the words met")
  func replay() {
    let home = newProfile()
    #expect(play([], home: home).status == 0)
    let again = lingo(["play", "--lesson", "1.1", "--seed", "2"] + Self.now, input: "", home: home)
    #expect(again.stdout.contains("Hello!"), "\(again.stderr)")
    #expect(!again.stdout.contains("NEW WORD"))
  }
}
