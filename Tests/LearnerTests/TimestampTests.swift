import Foundation
import Learner
import Testing

@Suite("timestamps")
struct TimestampTests {
  @Test(
    "RFC 3339 times with their offset, or a bare date, are read",
    arguments: [
      ("2026-11-26T18:00:00Z", 1_795_716_000.0), ("2026-11-26T19:00:00+01:00", 1_795_716_000),
      ("2026-11-26t12:30:00-05:30", 1_795_716_000), ("2026-11-26T18:00:00.25Z", 1_795_716_000.25),
      ("2026-11-26", 1_795_651_200), ("2028-02-29T00:00:00Z", 1_835_395_200),
      ("1970-01-01T00:00:00z", 0), ("2026-11-26T18:00:00.123456789Z", 1_795_716_000.123_456_789),
    ])
  func accepted(text: String, seconds: Double) throws {
    let date = try #require(Timestamp.parse(text))
    #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_1)
  }

  @Test(
    "times without an offset, impossible offsets, impossible dates and stray text are refused",
    arguments: [
      "2026-11-26T18:00:00", "2026-11-26T18:00:00+25:00", "2026-11-26T18:00:00+01:60",
      "2026-11-26T18:00:00+0100", "2026-11-26T18:00Z", "2026-11-26T24:00:00Z", "2026-11-26T18:00:60Z",
      "2026-02-29", "2026-13-01", "2026-11-26T18:00:00.Z", "2026-11-26T18:00:00Z ", " 2026-11-26",
      "26-11-2026", "now", "", "1969-12-31", "2026-11-26T18:00:00.1234567891Z", "２０２６-11-26",
    ])
  func refused(text: String) {
    #expect(Timestamp.parse(text) == nil)
  }
}

@Suite("the one time grammar, in its two profiles")
struct TimeGrammarTests {
  /// The seconds from the date's midnight and the nanoseconds `text` names in `profile`, or nil.
  private func time(_ text: String, _ profile: Timestamp.Profile) -> Timestamp.TimeOfDay? {
    var text = text
    return text.withUTF8 { Timestamp.date($0) == nil ? nil : Timestamp.time($0, profile) }
  }

  @Test(
    "ISO 8601 as schedule reads it takes a space, no seconds, a comma, short offsets and long fractions",
    arguments: [
      ("2026-11-26 18:00Z", 64_800, 0), ("2026-11-26T18:00+01", 61_200, 0),
      ("2026-11-26T18:00:00+0130", 59_400, 0), ("2026-11-26T18:00:00,5Z", 64_800, 500_000_000),
      ("2026-11-26T18:00:00.1234567891Z", 64_800, 123_456_789),
    ])
  func iso8601(text: String, seconds: Int64, nanoseconds: Int64) {
    #expect(time(text, .iso8601)?.seconds == seconds)
    #expect(time(text, .iso8601)?.nanoseconds == nanoseconds)
    #expect(time(text, .rfc3339) == nil, "RFC 3339 refuses \(text)")
  }

  @Test(
    "RFC 3339 alone takes a lowercase t and z",
    arguments: ["2026-11-26t18:00:00Z", "2026-11-26T18:00:00z", "2026-11-26t18:00:00.5z"])
  func rfc3339(text: String) {
    #expect(time(text, .rfc3339)?.seconds == 64_800)
    #expect(time(text, .iso8601) == nil)
  }

  @Test("both profiles read the usual layouts alike")
  func usualLayouts() {
    for text in [
      "2026-11-26T18:00:00Z", "2026-11-26T19:00:00+01:00", "2026-11-26T12:30:00.25-05:30",
      "2026-11-26T00:00:00+23:59",
    ] {
      #expect(time(text, .rfc3339) != nil)
      #expect(time(text, .rfc3339) == time(text, .iso8601), "\(text)")
    }
  }
}
