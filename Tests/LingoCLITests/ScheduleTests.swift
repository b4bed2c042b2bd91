import Foundation
import Testing

@testable import LingoCLI

/// `lingo schedule`: JSON Lines of review histories in, the card after every review out.
@Suite("lingo schedule")
struct ScheduleTests {
  static let good =
    #"{"id": 7, "reviews": [{"t": "2026-01-08T07:45:07Z", "rating": 3}, {"t": "2026-01-08T07:55:07Z", "rating": 3}]}"#

  @Test("each review gets the card after it, in py-fsrs's numbers")
  func replaysACard() {
    let run = lingo(["schedule"], input: Self.good + "\n")
    let expected = """
      {"id":7,"reviews":[{"t":"2026-01-08T07:45:07Z","rating":3,"stability":2.3065,"difficulty":2.118103970459016,\
      "state":"Learning","step":1,"due":"2026-01-08T07:55:07Z"},{"t":"2026-01-08T07:55:07Z","rating":3,\
      "stability":2.3065,"difficulty":2.111214235785395,"state":"Review","step":null,"due":"2026-01-10T07:55:07Z"}]}

      """
    #expect(run.stdout == expected)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
  }

  @Test("times keep their text; offsets, spaces and fractions are read; dues are UTC")
  func times() throws {
    let input = """
      {"id": "a", "reviews": [{"t": "2026-01-08T13:15:07+05:30", "rating": 4}]}
      {"id": "b", "reviews": [{"t": "2026-01-07T23:45:07-08:00", "rating": 4}]}
      {"id": "c", "reviews": [{"t": "2026-01-08 07:45:07.5Z", "rating": 1}]}
      {"id": "d", "reviews": [{"t": "2026-01-08T07:45:07.1234567+0000", "rating": 1}]}
      """
    let cards = try objects(lingo(["schedule"], input: input).stdout)
    #expect(cards.map { $0["id"] as? String } == ["a", "b", "c", "d"])
    #expect(review(cards[0])?["t"] as? String == "2026-01-08T13:15:07+05:30")
    #expect(review(cards[0])?["due"] as? String == "2026-01-16T07:45:07Z")
    #expect(review(cards[1])?["due"] as? String == "2026-01-16T07:45:07Z")
    #expect(review(cards[2])?["due"] as? String == "2026-01-08T07:46:07.500000Z")
    #expect(review(cards[3])?["due"] as? String == "2026-01-08T07:46:07.123456Z")
  }

  @Test("ids come back as given: any string or number, or null; a card without one is refused")
  func ids() throws {
    let ids = [#""Wort – día \"1\"""#, "1.50", "123456789012345678901234567890", "-0", "null"]
    let input = ids.map { #"{"id": \#($0), "reviews": []}"# } + [#"{"reviews": []}"#]
    let run = lingo(["schedule"], input: input.joined(separator: "\n"))
    let expected = ids.map { #"{"id":\#($0),"reviews":[]}"# } + [#"{"id":null,"error":"missing \"id\""}"#]
    #expect(run.stdout.split(separator: "\n").map(String.init) == expected)
  }

  @Test(
    "a malformed card gets an error line and the others go on",
    arguments: [
      (
        "{\"id\": 1, \"reviews\": [",
        #"{"id":null,"error":"not JSON: expected a value, found the end of the line"}"#
      ),
      (#"[1, 2]"#, #"{"id":null,"error":"a card must be a JSON object"}"#),
      (#"{"id": 2}"#, #"{"id":2,"error":"missing \"reviews\""}"#),
      (#"{"id": "x", "reviews": {}}"#, #"{"id":"x","error":"\"reviews\" must be an array"}"#),
      (#"{"id": {}, "reviews": []}"#, #"{"id":null,"error":"\"id\" must be a string or a number"}"#),
      (
        #"{"id": 3, "reviews": [{"t": "2026-01-08T07:45:07Z", "rating": 5}]}"#,
        #"{"id":3,"error":"reviews[0].rating must be 1, 2, 3 or 4, not 5"}"#
      ),
      (
        #"{"id": 4, "reviews": [{"t": "2026-01-08T07:45:07Z", "rating": 3}, {"rating": "3", "t": 1}]}"#,
        #"{"id":4,"error":"reviews[1].rating must be 1, 2, 3 or 4, not \"3\""}"#
      ),
      (
        #"{"id": 5, "reviews": [{"t": "2026-01-08T07:45:07", "rating": 3}]}"#,
        #"{"id":5,"error":"reviews[0].t must be an ISO 8601 time with an offset, like \"2026-01-08T07:45:07Z\", not \"2026-01-08T07:45:07\""}"#
      ),
      (
        #"{"id": 6, "reviews": [{"t": "2026-02-30T07:45:07Z", "rating": 3}]}"#,
        #"{"id":6,"error":"reviews[0].t must be an ISO 8601 time with an offset, like \"2026-01-08T07:45:07Z\", not \"2026-02-30T07:45:07Z\""}"#
      ),
      (#"{"id": 7, "reviews": [{"rating": 3}]}"#, #"{"id":7,"error":"reviews[0] has no \"t\""}"#),
      (#"{"id": 8, "reviews": [3]}"#, #"{"id":8,"error":"reviews[0] must be an object"}"#),
      (
        #"{"id": 9, "reviews": []} x"#,
        #"{"id":null,"error":"not JSON: expected the end of the line, found 'x' at column 26"}"#
      ),
    ])
  func malformed(_ line: String, _ expected: String) {
    let run = lingo(["schedule"], input: [Self.good, line, "", "   ", Self.good].joined(separator: "\n"))
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first == lines.last)
    #expect(lines.dropFirst().first == expected)
    #expect(run.status == 0)
    #expect(run.stderr == "warning: 1 card of 3 could not be replayed; their lines say why\n")
  }

  @Test("any key order, spacing and escapes; unknown keys are ignored")
  func generalLayout() throws {
    let input =
      #"{ "note": [1, {"x": null}], "reviews" : [ { "rating" : 3 , "\u0074" : "2026-01-08T07:45:07\u005A" } ] , "i\u0064" : "x" }"#
    let cards = try objects(lingo(["schedule"], input: input).stdout)
    #expect(cards.first?["id"] as? String == "x")
    #expect(review(cards[0])?["t"] as? String == "2026-01-08T07:45:07Z")
    #expect(review(cards[0])?["due"] as? String == "2026-01-08T07:55:07Z")
  }

  @Test("settings as py-fsrs names them")
  func settings() throws {
    let card =
      #"{"id": 1, "reviews": [{"t": "2026-01-08T07:45:07Z", "rating": 2}, {"t": "2026-01-08T08:00:00Z", "rating": 3}]}"#
    let steps = try objects(
      lingo(["schedule", "--learning-steps", "2h,1d", "--retention=0.8"], input: card).stdout)
    #expect(review(steps[0], 0)?["due"] as? String == "2026-01-08T20:45:07Z")
    #expect(review(steps[0], 1)?["due"] as? String == "2026-01-09T08:00:00Z")
    let none = try objects(lingo(["schedule", "--learning-steps", ""], input: card).stdout)
    #expect(review(none[0], 0)?["state"] as? String == "Review")
  }

  @Test("fuzz: the same seed gives the same dues, and learning steps are never fuzzed")
  func fuzz() throws {
    let card = (0..<8).map { #"{"t": "2026-0\#($0 + 1)-08T07:45:07Z", "rating": 3}"# }.joined(separator: ", ")
    let input = (0..<20).map { #"{"id": \#($0), "reviews": [\#(card)]}"# }.joined(separator: "\n")
    let first = lingo(["schedule", "--fuzz", "--seed", "7"], input: input).stdout
    #expect(first == lingo(["schedule", "--fuzz", "--seed", "7"], input: input).stdout)
    #expect(first != lingo(["schedule", "--fuzz", "--seed", "8"], input: input).stdout)
    #expect(first != lingo(["schedule"], input: input).stdout)
    #expect(review(try objects(first)[0], 0)?["due"] as? String == "2026-01-08T07:55:07Z")
  }

  @Test("many cards come back in input order")
  func order() throws {
    let input = (0..<3000).map {
      #"{"id": \#($0), "reviews": [{"t": "2026-01-08T07:45:07Z", "rating": \#($0 % 4 + 1)}]}"#
    }
    let cards = try objects(lingo(["schedule"], input: input.joined(separator: "\n")).stdout)
    #expect(cards.compactMap { $0["id"] as? Int } == Array(0..<3000))
  }

  @Test(
    "bad settings are usage errors, exit 2",
    arguments: [
      ["--retention", "0.5"], ["--retention", "high"], ["--learning-steps", "5"],
      ["--learning-steps", "1m,x"],
      ["--relearning-steps", "10w"], ["--seed", "3"], ["--fuzz", "--seed", "-1"], ["cards.jsonl"],
      ["--retentoin", "0.9"],
    ])
  func badSettings(_ arguments: [String]) {
    let run = lingo(["schedule"] + arguments, input: Self.good)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("lingo: error: "))
    #expect(run.stdout.isEmpty)
  }

  private func objects(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
  }

  private func review(_ card: [String: Any], _ index: Int = 0) -> [String: Any]? {
    (card["reviews"] as? [[String: Any]]).flatMap { index < $0.count ? $0[index] : nil }
  }
}
