import Course
import Randomness
import Testing

@testable import Lesson

/// The accepted answer nearest to what was typed, counted in words: the rule alone.
@Suite struct NearestSolutionTests {
  @Test(arguments: [
    ([], [], 0), (["a"], [], 1), ([], ["a", "b"], 2), (["a", "b", "c"], ["a", "b", "c"], 0),
    (["a", "b", "c"], ["a", "x", "c"], 1), (["a", "b", "c"], ["a", "c"], 1),
    (["a", "c"], ["a", "b", "c"], 1),
    (["a", "b"], ["b", "a"], 2), (["i", "want", "a", "coffee"], ["a", "coffee", "i", "want"], 4),
  ])
  func wordEditDistance(first: [String], second: [String], expected: Int) {
    #expect(NearestSolution.distance(first, second) == expected)
    #expect(NearestSolution.distance(second, first) == expected)
  }

  /// The distance by the whole table, with no trimming, band or limit: what the quick one must agree with.
  private func plainDistance(_ first: [String], _ second: [String]) -> Int {
    var previous = Array(0...second.count)
    for (row, word) in first.enumerated() {
      var current = [row + 1]
      for (column, other) in second.enumerated() {
        current.append(
          min(previous[column] + (word == other ? 0 : 1), previous[column + 1] + 1, current[column] + 1))
      }
      previous = current
    }
    return previous[second.count]
  }

  @Test func theQuickDistanceAgreesWithTheWholeTable() {
    var generator = SplitMix64(seed: 7)
    let words = ["a", "b", "c", "d"]
    for _ in 0..<2_000 {
      let first = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        words.randomElement(using: &generator) ?? ""
      }
      let second = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        words.randomElement(using: &generator) ?? ""
      }
      let expected = plainDistance(first, second)
      #expect(NearestSolution.distance(first, second) == expected, "\(first) \(second)")
      let limit = Int.random(in: -1...9, using: &generator)
      #expect(NearestSolution.distance(first, second, atMost: limit) == (expected <= limit ? expected : nil))
    }
  }

  @Test func aDistanceOverTheLimitIsNil() {
    #expect(NearestSolution.distance(["a", "b", "c"], ["x", "y", "z"], atMost: 2) == nil)
    #expect(NearestSolution.distance(["a", "b", "c"], ["x", "y", "z"], atMost: 3) == 3)
    #expect(NearestSolution.distance(["a"], ["a", "b", "c"], atMost: 1) == nil)
    #expect(NearestSolution.distance(["a"], ["a"], atMost: -1) == nil)
  }

  @Test func theNearestAnswerIsShown() {
    let accepted = ["A tea, please", "One tea, please", "A cup of tea, please"]
    #expect(NearestSolution.nearest(to: "one tea please", among: accepted) == "One tea, please")
    #expect(NearestSolution.nearest(to: "one cup of tea", among: accepted) == "A cup of tea, please")
    #expect(NearestSolution.nearest(to: "a te please", among: accepted) == "A tea, please")
  }

  @Test func caseAndPunctuationNeverCountAccentsDo() {
    let accepted = ["Él es alto", "El es alto"]
    #expect(NearestSolution.nearest(to: "EL, ES ALTO!", among: accepted) == "El es alto")
    #expect(NearestSolution.nearest(to: "él es bajo", among: accepted) == "Él es alto")
  }

  @Test func aMissingAccentDoesNotMakeAnotherAnswerNearer() {
    let accepted = ["¿Eres Ana?", "¿Eres tú Ana?"]
    #expect(NearestSolution.nearest(to: "eres tu ana", among: accepted) == "¿Eres tú Ana?")
    #expect(NearestSolution.nearest(to: "eres ana", among: accepted) == "¿Eres Ana?")
  }

  @Test func aTieGoesToTheKeyThenToTheAlternativesInOrder() {
    let accepted = ["I am tall", "I'm tall", "Im tall"]
    // Two words from every answer: the key wins.
    #expect(NearestSolution.nearest(to: "we are short", among: accepted) == "I am tall")
    // One word from both alternatives, further from the key: the first alternative wins.
    #expect(
      NearestSolution.nearest(to: "im short", among: ["I am tall", "Im tall", "I'm tall"]) == "Im tall")
    #expect(NearestSolution.nearest(to: "", among: accepted) == "I'm tall")
  }

  @Test func oneAnswerOrNone() {
    #expect(NearestSolution.nearest(to: "anything", among: ["only"]) == "only")
    #expect(NearestSolution.nearest(to: "anything", among: []) == nil)
  }

  @Test func aLongLineIsMeasuredInWordsNotByScanningTheSquare() {
    let line = Array(repeating: "palabra", count: 50_000).joined(separator: " ")
    let accepted = ["I like coffee", "I like the coffee", line + " extra"]
    #expect(NearestSolution.nearest(to: line, among: accepted) == line + " extra")
    #expect(NearestSolution.nearest(to: "I like the coffee", among: accepted) == "I like the coffee")
  }

  @Test func aCompletedSentenceIsWholeWithTheWordInTheBlank() {
    let complete = Complete(prompt: "Yo ___ una naranja.", choices: ["quiero", "quiere"], answer: "quiero")
    #expect(complete.sentence == "Yo quiero una naranja.")
    #expect(Complete(prompt: "no blank", choices: ["a"], answer: "a").sentence == "a")
    #expect(Complete(prompt: "___ dos ___", choices: ["uno"], answer: "uno").sentence == "uno dos ___")
  }
}
