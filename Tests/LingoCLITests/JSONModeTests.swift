import Foundation
import Testing

@Suite("lingo play --json")
struct JSONModeTests {
  private func events(_ input: String) throws -> [[String: Any]] {
    let run = lingo(["play", "--json"] + fixed, input: input)
    return try run.stdout.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(object as? [String: Any])
    }
  }

  @Test("every line is a JSON object with a type, covering the whole lesson")
  func coversTheLesson() throws {
    let events = try events(oneMistakeAnswers)
    let types = events.compactMap { $0["type"] as? String }
    #expect(types.count == events.count)
    #expect(types.first == "lesson")
    #expect(types.filter { $0 == "exercise" }.count == 8)
    #expect(types.filter { $0 == "result" }.count == 8)
    #expect(types.suffix(3) == ["complete", "streak", "league"])
    let complete = try #require(events.first { $0["type"] as? String == "complete" })
    #expect(complete["xp"] as? Int == 15)
    #expect(complete["accuracy"] as? Int == 86)
    let streak = try #require(events.first { $0["type"] as? String == "streak" })
    let league = try #require(events.last)
    #expect(league["from"] as? Int == 6 && league["to"] as? Int == 4)
    #expect(streak["from"] as? Int == 27 && streak["to"] as? Int == 28)
    let wrong = try #require(
      events.first { $0["type"] as? String == "result" && $0["correct"] as? Bool == false })
    #expect(wrong["solution"] as? String == "apple")
  }

  @Test("an exercise event carries its choices, bank or pairs")
  func exerciseShapes() throws {
    let exercises = try events(rightAnswers).filter { $0["type"] as? String == "exercise" }
    #expect(
      exercises.map { $0["kind"] as? String } == [
        "selectImage", "translate", "match", "complete", "selectImage", "translate", "translate",
      ])
    #expect((exercises[0]["choices"] as? [[String: Any]])?.count == 4)
    #expect((exercises[1]["bank"] as? [String])?.count == 8)
    #expect(((exercises[2]["pairs"] as? [String: Any])?["left"] as? [String])?.count == 5)
  }

  @Test("a typo is noted in the result")
  func typoNote() throws {
    let results = try events("coffe\n").filter { $0["type"] as? String == "result" }
    #expect((results.first?["notes"] as? [String]) == ["You have a typo."])
  }

  @Test("input that ends early ends with an end event and exit 3")
  func ended() throws {
    let run = lingo(["play", "--json"] + fixed, input: "coffee\n")
    #expect(run.status == 3)
    let last = try #require(run.stdout.split(separator: "\n").last)
    #expect(last.contains(#""type":"end""#) && last.contains(#""exitCode":3"#))
  }
}
