import Foundation
import Terminal
import TestSupport
import Testing

/// The sample lesson played at 40 columns: every line lingo writes fits them.
@Suite("lingo play at 40 columns")
struct NarrowPlayTests {
  /// The sample lesson's answers, the pairs typed over two lines so that their echo fits too.
  static let answers = """
    coffee
    A coffee with milk please
    café=coffee, té=tea
    agua=water, pan=bread, leche=milk
    quiero
    apple
    I want a coffee, please
    I like coffee

    """

  @Test(
    "no line of the lesson, the complete screen or the streak moment is wider than 40", arguments: [40, 60])
  func fits(width: Int) throws {
    let run = lingo(
      ["play", "--lesson", "2.4"] + fixed, input: Self.answers, variables: ["COLUMNS": "\(width)"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Lesson complete!"))
    #expect(run.stdout.contains("day streak"))
    let wide = run.stdout.split(separator: "\n").map(String.init).filter { $0.displayWidth > width }
    #expect(wide.isEmpty, "\(wide)")
    // The bubble wrapped rather than lost words; the bank's tiles stayed whole.
    #expect(run.stdout.contains("Keep it up!") && run.stdout.contains("streak."))
    #expect(!run.stdout.split(separator: "\n").contains { $0.hasSuffix("[") || $0.hasPrefix("  ]") })
  }
}
