import Foundation

/// Random review histories for the agreement test, the same for a seed on every machine: same-day
/// reviews, gaps of exactly 24 hours and a second either side, lapses, Hard while learning, offsets
/// other than Z, fractional seconds, long gaps and now and then a clock set back.
struct ReferenceHistory {
  /// The card's id as JSON text: numbers and strings of several kinds.
  var id: String
  var reviews: [(text: String, rating: Int, time: Date)]

  /// The card as one line of `lingo schedule` input.
  var line: String {
    let reviewText = reviews.map { #"{"t": "\#($0.text)", "rating": \#($0.rating)}"# }
    return #"{"id": \#(id), "reviews": [\#(reviewText.joined(separator: ", "))]}"#
  }

  static func generate(count: Int, seed: UInt64) -> [ReferenceHistory] {
    var generator = TestGenerator(seed: seed)
    return (0..<count).map { index in make(index, using: &generator) }
  }

  private static let offsets = [
    0, 0, 0, 5 * 3600 + 1800, -8 * 3600, 14 * 3600, -12 * 3600, 9 * 3600 + 45 * 60, -3 * 3600 - 1800, 3600,
  ]

  private static func make(_ index: Int, using generator: inout TestGenerator) -> ReferenceHistory {
    let ids = [
      "\(index)", #""card-\#(index)""#, #""Wort \#(index) – día \"\#(index)\"""#, "\(index).50",
      "\(index)e1", "-\(index)",
    ]
    // Microseconds since 1970, from 2020 to 2031.
    var now = Int64.random(in: 1_577_836_800...1_924_992_000, using: &generator) * 1_000_000
    let length = Int.random(in: 1...24, using: &generator)
    let hardLearner = Int.random(in: 0..<5, using: &generator) == 0
    var reviews: [(String, Int, Date)] = []
    for position in 0..<length {
      if position > 0 {
        // Reviews stay before 2120, so that dues (up to a century on) keep their microseconds in a Date.
        let next = now + gap(using: &generator)
        now = next < 4_733_510_400_000_000 ? next : now + 86_400_000_000
      }
      if Int.random(in: 0..<20, using: &generator) == 0 {
        now += Int64([500_000, 123_456, 1000, 999_999].randomElement(using: &generator) ?? 0)
      }
      let rating = hardLearner && position < 3 ? 2 : rating(using: &generator)
      let offset = offsets.randomElement(using: &generator) ?? 0
      reviews.append(
        (text(now, offset: offset), rating, Date(timeIntervalSince1970: Double(now) / 1_000_000)))
    }
    return ReferenceHistory(id: ids[index % ids.count], reviews: reviews)
  }

  private static func rating(using generator: inout TestGenerator) -> Int {
    switch Int.random(in: 0..<20, using: &generator) {
    case 0..<3: 1
    case 3..<6: 2
    case 6..<17: 3
    default: 4
    }
  }

  /// The time to the next review, in microseconds.
  private static func gap(using generator: inout TestGenerator) -> Int64 {
    let second: Int64 = 1_000_000
    let day = 86_400 * second
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<20: return Int64.random(in: 1...43_200, using: &generator) * second
    case 20..<26: return [60, 90, 330, 600].randomElement(using: &generator).map { Int64($0) * second } ?? 0
    case 26..<34: return day
    case 34..<40: return day - second
    case 40..<46: return day + second
    case 46..<52:
      return Int64.random(in: 2...5, using: &generator) * day
        + [0, -second, second][Int.random(in: 0..<3, using: &generator)]
    case 52..<82:
      return Int64.random(in: 1...40, using: &generator) * day + Int64.random(
        in: 0..<86_400, using: &generator) * second
    case 82..<97:
      return Int64.random(in: 41...3000, using: &generator) * day + Int64.random(
        in: 0..<86_400, using: &generator) * second
    case 97..<99: return -Int64.random(in: 1...7200, using: &generator) * second
    default: return Int64.random(in: 3001...20_000, using: &generator) * day
    }
  }

  /// An instant (microseconds since 1970) as local time at `offset` seconds east, with that offset:
  /// `2026-01-08T13:15:07+05:30`, `Z` for UTC about half the time, fractions as 3 or 6 digits.
  static func text(_ microseconds: Int64, offset: Int) -> String {
    let local = microseconds + Int64(offset) * 1_000_000
    let seconds = local.quotientDown(1_000_000)
    let fraction = local - seconds * 1_000_000
    let days = seconds.quotientDown(86_400)
    let time = seconds - days * 86_400
    let (year, month, day) = civil(days)
    var text = String(
      format: "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld", year, month, day, time / 3600, time / 60 % 60,
      time % 60)
    if fraction != 0 {
      text +=
        fraction % 1000 == 0
        ? String(format: ".%03lld", fraction / 1000) : String(format: ".%06lld", fraction)
    }
    if offset == 0 { return text + (microseconds % 2 == 0 ? "Z" : "+00:00") }
    let magnitude = abs(offset)
    return text + (offset < 0 ? "-" : "+")
      + String(format: "%02d:%02d", magnitude / 3600, magnitude / 60 % 60)
  }

  /// The proleptic Gregorian date `days` after 1970-01-01.
  static func civil(_ days: Int64) -> (Int64, Int64, Int64) {
    let z = days + 719_468
    let era = z.quotientDown(146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * shifted + 2) / 5 + 1)
  }
}

extension Int64 {
  /// The quotient rounded toward negative infinity, for a positive divisor.
  func quotientDown(_ divisor: Int64) -> Int64 {
    self >= 0 ? self / divisor : -((-self + divisor - 1) / divisor)
  }
}
