import Testing

@testable import Import

/// Numbered decks become units in the order they are numbered, not as their names sort as text.
@Suite struct NaturalOrderTests {
  @Test("Chapter 1, 2, … 10, 11: numbers by their value, the rest by its text")
  func chaptersInTheirOrder() {
    let decks = ["Chapter 1", "Chapter 10", "Chapter 11", "Chapter 2", "Chapter 3", "Appendix", "chapter 2b"]
    let sorted = decks.sorted(by: NaturalOrder.precedes)
    #expect(
      sorted == ["Appendix", "Chapter 1", "Chapter 2", "chapter 2b", "Chapter 3", "Chapter 10", "Chapter 11"])
  }

  @Test("leading zeros and huge numbers compare by value without arithmetic; paths compare name by name")
  func zerosHugeNumbersAndPaths() {
    #expect(NaturalOrder.precedes("Unit 007", "Unit 8"))
    #expect(NaturalOrder.precedes("Unit 99999999999999999999998", "Unit 99999999999999999999999"))
    #expect(
      NaturalOrder.precedes("Lesson 07", "Lesson 007") != NaturalOrder.precedes("Lesson 007", "Lesson 07"))
    #expect(NaturalOrder.precedes(["Spanish", "Unit 2"], ["Spanish", "Unit 10"]))
    #expect(NaturalOrder.precedes(["Spanish"], ["Spanish", "Unit 1"]))
    #expect(!NaturalOrder.precedes(["Spanish", "Unit 1"], ["Spanish", "Unit 1"]))
  }
}
