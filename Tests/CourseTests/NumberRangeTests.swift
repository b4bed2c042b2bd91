import Foundation
import Testing

@testable import Course
@testable import JSON

@Suite("Every number a course holds has a range, checked where it is read")
struct NumberRangeTests {
  /// A one-lesson course with `format`, the unit's `section` and `number`, and the node's `xp` as written.
  private func load(format: String = "1", section: String = "1", number: String = "1", xp: String = "10")
    -> LoadedCourse
  {
    let text = """
      {"format": \(format), "id": "t", "title": "T",
       "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
       "units": [{"id": "u", "section": \(section), "number": \(number), "title": "U", "nodes": [
         {"id": "n", "kind": "checkpoint", "title": "N", "xp": \(xp), "teaches": ["hola"], "exercises": [
           {"kind": "complete", "prompt": "___ Ana", "answer": "hola", "choices": ["hola", "adiós"]}]}]}]}
      """
    return CourseLoader.load(Data(text.utf8))
  }

  /// The out-of-range findings of `loaded`, as "rule path".
  private func outOfRange(_ loaded: LoadedCourse) -> [String] {
    loaded.errors.filter { $0.rule == "number-out-of-range" }.map { "\($0.path)" }
  }

  @Test(
    "xp beyond its range is refused, however it is written",
    arguments: [
      "9223372036854775807", "4611686018427387904", "-9223372036854775808", "99999999999999999999999", "-1",
      "1001",
    ])
  func xpOutOfRange(_ xp: String) throws {
    let loaded = load(xp: xp)
    #expect(outOfRange(loaded) == [#"$.units[0].nodes[0].xp"#], "\(loaded.errors)")
    #expect(loaded.course == nil)
    let finding = try #require(loaded.errors.first)
    #expect(finding.message.contains("from 0 to 1,000"), "\(finding.message)")
    #expect(finding.location != nil)
  }

  @Test(
    "section, unit number and format each have their range", arguments: ["0", "-3", "100", "1000000000000"])
  func unitNumbersOutOfRange(_ value: String) {
    #expect(outOfRange(load(section: value)) == [#"$.units[0].section"#])
    let number = value == "100" ? "100000" : value
    #expect(outOfRange(load(number: number)) == [#"$.units[0].number"#])
  }

  @Test("a format too big for any integer is out of range, not a newer format")
  func hugeFormat() {
    let loaded = load(format: "18446744073709551616")
    #expect(outOfRange(loaded) == [#"$.format"#], "\(loaded.errors)")
  }

  @Test("the ends of every range are accepted")
  func rangeEnds() throws {
    for (section, number, xp) in [("1", "1", "0"), ("99", "99999", "1000")] {
      let loaded = load(section: section, number: number, xp: xp)
      let course = try #require(loaded.course, "\(loaded.errors)")
      #expect(course.units[0].section == Int(section))
      #expect(course.units[0].number == Int(number))
      #expect(course.units[0].nodes[0].xp == Int(xp))
    }
  }

  @Test("a fraction is the wrong type, named by the number written", arguments: ["10.5", "1e-1", "105e-1"])
  func fraction(_ xp: String) throws {
    let loaded = load(xp: xp)
    #expect(loaded.errors.map(\.rule) == ["wrong-type"])
    let finding = try #require(loaded.errors.first)
    #expect(finding.message == "'xp' must be a whole number, not \(xp)")
  }

  @Test(
    "a whole number in any notation is that number, as JSON Schema's integer counts it",
    arguments: [("1e0", 1), ("1.0", 1), ("10E-1", 1), ("0.01e2", 1), ("1E+0", 1)])
  func wholeInAnyNotation(_ format: String, _ value: Int) throws {
    let loaded = load(format: format)
    #expect(loaded.errors.isEmpty, "\(loaded.errors)")
    #expect(JSONNumber.whole(format) == .whole(value))
    let course = try #require(loaded.course)
    #expect(course.format == 1)
  }

  @Test("whole numbers read from their digits exactly, at every size")
  func wholeDigits() {
    #expect(JSONNumber.whole("12.50e1") == .whole(125))
    #expect(JSONNumber.whole("1.25e1") == .fraction)
    #expect(JSONNumber.whole("-7e2") == .whole(-700))
    #expect(JSONNumber.whole("0.0000e-99999999999999") == .whole(0))
    #expect(JSONNumber.whole("1e-99999999999999") == .fraction)
    #expect(JSONNumber.whole("1e18") == .whole(1_000_000_000_000_000_000))
    #expect(JSONNumber.whole("9.3e18") == .tooLarge)
    #expect(JSONNumber.whole("1e19") == .tooLarge)
    #expect(JSONNumber.whole("999999999999999999") == .whole(999_999_999_999_999_999))
    #expect(JSONNumber.whole("1e99999999999999") == .tooLarge)
    #expect(JSONNumber.whole("5e2") == .whole(500))
    #expect(JSONNumber.whole("-0.0") == .whole(0))
  }

  @Test("a whole number too large in another notation is out of range") func largeInAnotherNotation() {
    #expect(outOfRange(load(xp: "1e400")) == [#"$.units[0].nodes[0].xp"#])
    #expect(outOfRange(load(xp: "1.001e3")) == [#"$.units[0].nodes[0].xp"#])
    #expect(load(xp: "10.0e2").course?.units[0].nodes[0].xp == 1_000)
  }

  @Test("the ranges are the ones documented")
  func documentedRanges() {
    #expect(CourseRanges.xp == 0...1_000)
    #expect(CourseRanges.section == 1...99)
    #expect(CourseRanges.unitNumber == 1...99_999)
    #expect(CourseRanges.format == 1...Course.currentFormat)
  }
}
