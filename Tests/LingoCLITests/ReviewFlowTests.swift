import Foundation
import Testing

/// Words met in a lesson become review cards: fresh after the lesson, due the next day; the sample learner
/// opens with five weeks of them.
@Suite("spaced review in the app")
struct ReviewFlowTests {
  @Test(
    "the launch day: Sam's words with some due; after the lesson its words are fresh; review plays the due")
  func lessonThenReview() throws {
    let (variables, home) = (["COLUMNS": "80"], MemoryHome())
    let before = lingo(["words", "--now", "2026-11-26T18:00:00Z"], variables: variables, home: home)
    #expect(before.stdout.contains("Words  37 words met"))
    #expect(before.stdout.contains("🔁 13 words to review"))
    #expect(before.stdout.contains("▮▮▮▮ gracias"))
    #expect(before.stdout.contains("▮▮▯▯"))
    #expect(!before.stdout.contains("quiero"))
    let lesson = lingo(
      ["play", "--now", "2026-11-26T18:00:00Z", "--seed", "1"], input: rightAnswers, variables: variables,
      home: home)
    #expect(lesson.status == 0)
    let words = lingo(["words", "--now", "2026-11-26T18:05:00Z"], variables: variables, home: home)
    for word in ["quiero", "manzana", "me gusta", "café"] { #expect(words.stdout.contains(word), "\(word)") }
    #expect(words.stdout.contains("▮▮▮▮ quiero"))
    let fresh = lingo(["review", "--now", "2026-11-26T18:05:00Z"], variables: variables, home: home)
    #expect(fresh.stdout.contains("Review · "))
    let nextDay = lingo(
      ["review", "--now", "2026-11-27T18:00:00Z", "--seed", "3"], input: "", variables: variables, home: home)
    #expect(nextDay.stdout.contains("Review · "))
    #expect(
      nextDay.stdout.contains("Select the correct image") || nextDay.stdout.contains("Tap the matching pairs")
    )
    #expect(nextDay.status == 3)
  }

  @Test("a review round answered right completes with XP and the banners")
  func reviewRound() throws {
    let home = MemoryHome()
    _ = lingo(
      ["play", "--now", "2026-11-26T18:00:00Z", "--seed", "1"], input: rightAnswers, home: home)
    let json = lingo(
      ["review", "--json", "--now", "2026-11-27T18:00:00Z", "--seed", "3"], home: home)
    let exercises = try json.stdout.split(separator: "\n").compactMap { line -> [String: Any]? in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["type"] as? String == "exercise" ? object : nil
    }
    #expect(!exercises.isEmpty)
    #expect(
      exercises.allSatisfy { ["selectImage", "match", "translate"].contains($0["kind"] as? String ?? "") })
  }
}
