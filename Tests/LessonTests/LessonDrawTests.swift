import Course
import Randomness
import Testing

@testable import Lesson

/// A node that plays fewer exercises than it holds draws its set: seeded, new words first, none of the
/// last play where the pool allows.
@Suite struct LessonDrawTests {
  private func draw(
    pool: Int = 12, plays: Int = 5, new: [Bool] = [], last: [Int] = [], seed: UInt64
  ) -> [Int] {
    var generator = SplitMix64(seed: seed)
    return LessonDraw.draw(pool: pool, plays: plays, bringsNew: new, last: last, using: &generator)
  }

  @Test func theSameSeedDrawsTheSameSetInTheSameOrder() {
    for seed in UInt64(0)..<20 { #expect(draw(seed: seed) == draw(seed: seed)) }
  }

  @Test func differentSeedsDrawDifferentSets() {
    let sets = Set((UInt64(0)..<10).map { Set(draw(seed: $0)) })
    #expect(sets.count > 1)
  }

  @Test func aDrawTakesPlaysDistinctExercisesOfThePool() {
    for seed in UInt64(0)..<20 {
      let drawn = draw(seed: seed)
      #expect(drawn.count == 5)
      #expect(Set(drawn).count == 5)
      #expect(drawn.allSatisfy { (0..<12).contains($0) })
    }
  }

  @Test func noExerciseOfTheLastPlayComesBackWhereThePoolAllows() {
    let last = [0, 3, 5, 7, 11]
    for seed in UInt64(0)..<20 { #expect(Set(draw(last: last, seed: seed)).isDisjoint(with: last)) }
  }

  @Test func whenThePoolIsShortTheLastPlayTopsItUp() {
    // 6 exercises, 5 played last time: the one fresh exercise, then four of the last play.
    for seed in UInt64(0)..<20 {
      let drawn = draw(pool: 6, plays: 5, last: [0, 1, 2, 3, 4], seed: seed)
      #expect(drawn.contains(5))
      #expect(drawn.count == 5)
    }
  }

  @Test func exercisesBringingNewWordsComeFirst() {
    var new = Array(repeating: false, count: 12)
    for place in [2, 4, 9] { new[place] = true }
    for seed in UInt64(0)..<20 { #expect(Set([2, 4, 9]).isSubset(of: draw(new: new, seed: seed))) }
  }

  @Test func aFreshExerciseComesBeforeANewWordOfTheLastPlay() {
    var new = Array(repeating: false, count: 12)
    new[0] = true
    for seed in UInt64(0)..<20 { #expect(!draw(new: new, last: [0], seed: seed).contains(0)) }
  }

  @Test func playsIsKeptToThePool() {
    #expect(draw(pool: 3, plays: 9, seed: 1).sorted() == [0, 1, 2])
    #expect(draw(pool: 3, plays: -1, seed: 1).isEmpty)
    #expect(draw(pool: 0, plays: 3, seed: 1).isEmpty)
  }
}

@Suite struct LessonDrawOrderTests {
  @Test func exercisesThatProduceTheLanguageComeAfterThoseThatIntroduceIt() {
    let produces = [true, false, true, false, false, true]
    for seed in 0..<50 as Range<UInt64> {
      var generator = SplitMix64(seed: seed)
      let places = LessonDraw.draw(
        pool: 6, plays: 6, bringsNew: [], last: [], produces: produces, using: &generator)
      #expect(Set(places) == Set(0..<6))
      let kinds = places.map { produces[$0] }
      #expect(kinds == kinds.sorted { !$0 && $1 }, "seed \(seed): \(places)")
    }
  }

  @Test func whatProducesIsWritingOrHearingTheLanguage() {
    let into = Translate(prompt: "Thanks", answer: "Gracias", bank: ["Gracias"], answerLanguage: .taught)
    let back = Translate(prompt: "Gracias", answer: "Thanks", bank: ["Thanks"])
    #expect(LessonDraw.produces(.translate(into)) && !LessonDraw.produces(.translate(back)))
    #expect(LessonDraw.produces(.type(TypeIn(into))) && !LessonDraw.produces(.type(TypeIn(back))))
    #expect(LessonDraw.produces(.listen(Listen(prompt: "Hola"))))
    #expect(!LessonDraw.produces(.match(Match(pairs: [Pair("hola", "hello")]))))
  }

  @Test("every new word is introduced where the play has room: a reading exercise for each is drawn")
  func everyNewWordIsIntroduced() {
    // Twelve exercises: places 0–6 each introduce one of seven new words when read; 7–11 bring the same
    // words but ask to write them, and introduce none.
    let words = ["ciao", "grazie", "prego", "sì", "no", "per favore", "buongiorno"]
    let introduces = (0..<12).map { $0 < 7 ? Set([words[$0]]) : [] }
    let bringsNew = Array(repeating: true, count: 12)
    for seed in UInt64(0)..<50 {
      var generator = SplitMix64(seed: seed)
      let drawn = LessonDraw.draw(
        pool: 12, plays: 7, bringsNew: bringsNew, last: [], introduces: introduces, using: &generator)
      #expect(Set(drawn) == Set(0..<7), "seed \(seed): \(drawn)")
    }
    // With room for four, four words are introduced, each by a different exercise.
    var generator = SplitMix64(seed: 3)
    let four = LessonDraw.draw(
      pool: 12, plays: 4, bringsNew: bringsNew, last: [], introduces: introduces, using: &generator)
    #expect(four.count == 4 && four.allSatisfy { $0 < 7 })
  }
}
