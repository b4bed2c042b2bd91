import Course
import JSON
import Testing

@testable import Import

/// The import's mends: a finding whose fix names several words is mended with the first that makes no
/// other right answer.
@Suite struct CourseCheckMendTests {
  /// `FiveWordCourse` with `exercise` first.
  static func course(with exercise: Exercise) -> Course {
    var course = FiveWordCourse.make()
    course.units[0].nodes[0].exercises[0] = exercise
    return course
  }

  /// The bank of the first exercise once `fair` has mended the `no-contrast` finding that names `forms`,
  /// found while the bank offers none of them.
  static func mendedBank(prompt: String, forms: [String]) throws -> [String] {
    let swim = Exercise.translate(
      Translate(
        prompt: prompt, answer: "Nadas muy rápido.", bank: ["nadas", "muy", "rápido", "tomar", "tan"],
        answerLanguage: .taught))
    let path = JSONPath.root.appending("units").appending(0).appending("nodes").appending(0)
      .appending("exercises").appending(0).appending("bank")
    var finding = Finding(.noContrast, "the course teaches other forms of 'nadas'", at: path)
    finding.fix = .addDistractor(forms)
    let checked = try CourseCheck.fair(
      course(with: swim), alsoRight: AlsoRightTiles(language: "es", learner: "en")
    ) { json in
      forms.contains { String(decoding: json, as: UTF8.self).contains("\"\($0)\"") } ? [] : [finding]
    }
    guard case .translate(let mended) = checked.course.units[0].nodes[0].exercises[0] else { return [] }
    return mended.bank
  }

  @Test func aFormThatYouCanBeIsPassedOverForOneItCannot() throws {
    // "You swim" is "ustedes nadan" too: "nadamos" is the fair trap.
    let bank = try Self.mendedBank(prompt: "You swim very quickly.", forms: ["nada", "nadamos", "nadan"])
    #expect(bank.contains("nadamos") && !bank.contains("nada") && !bank.contains("nadan"), "\(bank)")
    // Where the prompt does not say "you", the first form is the trap it always was.
    let they = try Self.mendedBank(prompt: "They swim very quickly.", forms: ["nadan", "nadamos"])
    #expect(they.contains("nadan") && !they.contains("nadamos"), "\(they)")
    // When every form named is right, the first is offered: the exercise still contrasts a form.
    let only = try Self.mendedBank(prompt: "You swim very quickly.", forms: ["nadan"])
    #expect(only.contains("nadan"), "\(only)")
  }

  @Test func anAlternativeTakenOutTakesTheTilesOnlyItNeeded() {
    let swim = Exercise.translate(
      Translate(
        prompt: "You swim very quickly.", answer: "Nadas muy rápido.",
        alternatives: ["Nadan muy rápido.", "Nadas muy rápidamente."],
        bank: ["nadas", "muy", "rápido", "nadan", "rápidamente", "tomar"], answerLanguage: .taught))
    guard case .translate(let kept) = swim.withoutAlternatives([0]) else { return }
    #expect(kept.alternatives == ["Nadas muy rápidamente."])
    #expect(kept.bank == ["nadas", "muy", "rápido", "rápidamente", "tomar"])
  }
}
