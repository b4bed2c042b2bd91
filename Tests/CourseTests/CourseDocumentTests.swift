import Foundation
import TestSupport
import Testing

@testable import Course

/// A course parsed with its top-level values decoded and its units left for later.
struct CourseDocumentTests {
  /// Collects what the parse tells of the course's languages.
  private final class Told: @unchecked Sendable {
    var codes: [[String]] = []
  }

  private func told(_ json: String) throws -> [[String]] {
    let told = Told()
    _ = try CourseDocument(parsing: Data(json.utf8), languages: { told.codes.append($0) })
    return told.codes
  }

  @Test func theLanguagesAreToldOnceAsSoonAsBothAreRead() throws {
    let course =
      #"{"language": {"code": "es", "name": "Spanish"}, "units": [1, 2], "fromLanguage": "#
      + #"{"name": "English", "code": "en"}, "title": "x"}"#
    #expect(try told(course) == [["es", "en"]])
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/french.json"))
    let codes = Told()
    _ = try CourseDocument(parsing: data, languages: { codes.codes.append($0) })
    #expect(codes.codes == [["fr", "en"]])
  }

  @Test func aCourseWithoutBothLanguagesTellsNothing() throws {
    #expect(try told(#"{"language": {"code": "es"}, "units": []}"#) == [])
    #expect(try told(#"{"language": "es", "fromLanguage": {"code": 1}}"#) == [])
    #expect(try told(#"[{"language": {"code": "es"}}]"#) == [])
  }

  @Test func windowsCutTheUnitsInFileOrderAndDecodeAsOne() throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/spanish.json"))
    let parsed = try CourseDocument(parsing: data)
    let windows = parsed.windows(bytes: 1)
    #expect(windows == (0..<parsed.unitCount).map { $0..<($0 + 1) })
    #expect(parsed.windows(bytes: 1 << 30) == [0..<parsed.unitCount])
    let whole = try #require(CourseLoader.load(data).model)
    #expect(parsed.decode(0..<parsed.unitCount, after: 0, parts: 3).units == whole.units)
  }
}
