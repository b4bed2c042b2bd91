import Testing

@testable import Course

/// A cache that starts small and grows keeps what it was given, as far as it keeps anything, and never
/// says yes to what it was not given.
@Suite struct ByteWordCacheTests {
  @Test func aGrowingCacheNeverRemembersWhatItWasNotGiven() {
    var cache = ByteWordCache()
    func remember(_ word: String) -> Bool {
      var word = word
      return word.withUTF8 { cache.remember($0) }
    }
    // Past the first table's size, and past the largest: every growth in between.
    let words = (0..<3000).map { "w\($0)" }
    #expect(words.allSatisfy { !remember($0) })
    // The last word given is in the grown table; many others are, some were pushed out.
    #expect(remember(words[words.count - 1]))
    #expect(words.filter { remember($0) }.count > words.count / 4)
    #expect((0..<3000).allSatisfy { !remember("x\($0)") })
  }
}
