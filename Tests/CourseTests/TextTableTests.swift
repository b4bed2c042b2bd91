import Foundation
import Testing

@testable import Course

/// `TextTable` against a `Dictionary` of `String`s, which it stands in for: the same places found for the
/// same texts, texts equal as `String`'s `==` has it (canonical equivalence), the first place filed kept.
@Suite struct TextTableTests {
  /// Texts of every length past sixteen bytes, accented (composed and not), and from other scripts.
  private static let texts: [String] = {
    var texts = (0...20).map { String(repeating: "a", count: $0) }
    texts += ["café", "cafe\u{301}", "niño", "nin\u{303}o", "à", "a\u{300}", "Å", "\u{212B}", "A\u{30A}"]
    texts += ["привет", "日本語", "ﬁ", "fi", "le chat", "est-ce", "1.000", "\u{1F600}"]
    return texts
  }()

  @Test func findsWhatADictionaryFinds() {
    var table = TextTable()
    var dictionary: [String: Int] = [:]
    for (place, text) in Self.texts.enumerated() {
      let isNew = table.fileFirst(text, at: place)
      #expect(isNew == (dictionary[text] == nil), "\(text.unicodeScalars.map(\.value))")
      if dictionary[text] == nil { dictionary[text] = place }
    }
    #expect(table.count == dictionary.count)
    for text in Self.texts + ["caf", "cafés", "b", "日本", "Å "] {
      #expect(table.place(of: text) == dictionary[text], "\(text.unicodeScalars.map(\.value))")
      var bytes = text
      let found = bytes.withUTF8 { table.place(ofBytes: $0) }
      #expect(found == dictionary[text])
    }
  }

  @Test func aTextWrittenTwoWaysIsOneKeyAndTheFirstPlaceWins() {
    var table = TextTable()
    let first = table.fileFirst("cafe\u{301}", at: 3)
    let second = table.fileFirst("café", at: 7)
    #expect(first && !second)
    #expect(table.place(of: "café") == 3)
    #expect(table.place(of: "cafe\u{301}") == 3)
    var filed: [(String, Int)] = []
    table.forEachKey { filed.append(($0, $1)) }
    #expect(filed.count == 1 && filed[0].0 == "café" && filed[0].1 == 3)
  }

  @Test func growsPastItsCapacityKeepingEveryPlace() {
    var table = TextTable(capacity: 4)
    let words = (0..<5_000).map { "word\($0)" }
    for (place, word) in words.enumerated() { table.fileFirst(word, at: place) }
    #expect(table.count == words.count)
    #expect(words.enumerated().allSatisfy { table.place(of: $1) == $0 })
    #expect(table.place(of: "word5000") == nil)
    var order: [Int] = []
    table.forEachKey { _, place in order.append(place) }
    #expect(order == Array(words.indices))
  }
}
