import Foundation
import Review

/// One review read from a card's line: its `t` token as given, its rating and its time, both exactly
/// (microseconds since 1970) and as a Date.
struct ScheduleReview {
  var token: Range<Int>
  var rating: Rating
  var microseconds: Int64
  var time: Date { ScheduleTime.date(microseconds: microseconds) }
}

/// Reads one line of `lingo schedule`'s input: `{"id": …, "reviews": [{"t": …, "rating": …}, …]}`.
struct ScheduleCard {
  /// The id's JSON token (a string, a number or null) as given; nil when missing or unusable.
  var id: Range<Int>?
  /// Why the card can't be replayed; nil when it can.
  var problem: String?

  /// Reads the line in `scanner`, filling `reviews` (emptied first).
  /// `days` caches the dates read, from line to line.
  init(_ scanner: inout ScheduleScanner, reviews: inout [ScheduleReview], days: inout ScheduleDayCache) {
    reviews.removeAll(keepingCapacity: true)
    do throws(ScheduleSyntaxError) {
      try read(&scanner, reviews: &reviews, days: &days)
    } catch {
      id = nil
      problem = "not JSON: \(error.description)"
    }
  }

  private mutating func read(
    _ scanner: inout ScheduleScanner, reviews: inout [ScheduleReview], days: inout ScheduleDayCache
  )
    throws(ScheduleSyntaxError)
  {
    guard scanner.take(UInt8(ascii: "{")) else {
      try scanner.skipValue()
      try Self.expectEnd(&scanner)
      problem = "a card must be a JSON object"
      return
    }
    var sawReviews = false
    var sawID = false
    if !scanner.take(UInt8(ascii: "}")) {
      repeat {
        let key = try Self.key(&scanner)
        if key == .id {
          sawID = true
          _ = scanner.peek()
          let start = scanner.index
          let first = try scanner.skipValue()
          let usable = !"{[tf".utf8.contains(first)
          id = usable ? start..<scanner.index : nil
          if !usable { note("\"id\" must be a string or a number") }
        } else if key == .reviews {
          sawReviews = true
          reviews.removeAll(keepingCapacity: true)
          try readReviews(&scanner, into: &reviews, days: &days)
        } else {
          try scanner.skipValue()
        }
      } while scanner.take(UInt8(ascii: ","))
      try scanner.expect(UInt8(ascii: "}"))
    }
    try Self.expectEnd(&scanner)
    if !sawID { note("missing \"id\"") }
    if !sawReviews { note("missing \"reviews\"") }
    // Reviews are replayed in the order given, so time must not run backwards.
    if let back = reviews.indices.dropFirst().first(where: {
      reviews[$0].microseconds < reviews[$0 - 1].microseconds
    }) {
      note("reviews[\(back)].t is earlier than reviews[\(back - 1)].t: reviews must be in time order")
    }
  }

  private mutating func readReviews(
    _ scanner: inout ScheduleScanner, into reviews: inout [ScheduleReview], days: inout ScheduleDayCache
  )
    throws(ScheduleSyntaxError)
  {
    guard scanner.take(UInt8(ascii: "[")) else {
      try scanner.skipValue()
      return note("\"reviews\" must be an array")
    }
    if scanner.take(UInt8(ascii: "]")) { return }
    var position = 0
    repeat {
      let mark = scanner.index
      if let (token, rating) = scanner.quickReview(),
        let time = Self.time(scanner, token, escaped: false, days: &days)
      {
        reviews.append(ScheduleReview(token: token, rating: rating, microseconds: time))
      } else {
        scanner.index = mark
        if let review = try readReview(&scanner, days: &days, path: "reviews[\(position)]") {
          reviews.append(review)
        }
      }
      position += 1
    } while scanner.take(UInt8(ascii: ","))
    try scanner.expect(UInt8(ascii: "]"))
  }

  private mutating func readReview(
    _ scanner: inout ScheduleScanner, days: inout ScheduleDayCache, path: @autoclosure () -> String
  )
    throws(ScheduleSyntaxError) -> ScheduleReview?
  {
    guard scanner.take(UInt8(ascii: "{")) else {
      try scanner.skipValue()
      note("\(path()) must be an object")
      return nil
    }
    var token: Range<Int>?
    var time: Int64?
    var rating: Rating?
    if !scanner.take(UInt8(ascii: "}")) {
      repeat {
        let key = try Self.key(&scanner)
        _ = scanner.peek()
        let start = scanner.index
        let first = try scanner.skipValue()
        let value = start..<scanner.index
        if key == .t {
          token = value
          time = first == UInt8(ascii: "\"") ? Self.time(scanner, value, escaped: nil, days: &days) : nil
          if time == nil {
            note(
              "\(path()).t must be an ISO 8601 time with an offset, like \"2026-01-08T07:45:07Z\", "
                + "not \(Self.text(scanner, value))"
            )
          }
        } else if key == .rating {
          let digit = value.count == 1 ? scanner.bytes[value.lowerBound] &- UInt8(ascii: "0") : 0
          rating = Rating(rawValue: Int(digit))
          if rating == nil { note("\(path()).rating must be 1, 2, 3 or 4, not \(Self.text(scanner, value))") }
        }
      } while scanner.take(UInt8(ascii: ","))
      try scanner.expect(UInt8(ascii: "}"))
    }
    if token == nil { note("\(path()) has no \"t\"") }
    if rating == nil { note("\(path()) has no \"rating\"") }
    guard let token, let time, let rating else { return nil }
    return ScheduleReview(token: token, rating: rating, microseconds: time)
  }

  /// Keeps the first problem found: it is the one the line's author meets first.
  private mutating func note(_ message: String) {
    if problem == nil { problem = message }
  }

  /// An object's next key and its colon; the key decoded only when it has escapes.
  private static func key(_ scanner: inout ScheduleScanner) throws(ScheduleSyntaxError) -> Key {
    let (token, escaped) = try scanner.string()
    try scanner.expect(UInt8(ascii: ":"))
    if escaped {
      switch decode(scanner, token) ?? "" {
      case "id": return .id
      case "reviews": return .reviews
      case "t": return .t
      case "rating": return .rating
      default: return .other
      }
    }
    if scanner.matches(token, "\"t\"") { return .t }
    if scanner.matches(token, "\"rating\"") { return .rating }
    if scanner.matches(token, "\"id\"") { return .id }
    if scanner.matches(token, "\"reviews\"") { return .reviews }
    return .other
  }

  private enum Key { case id, reviews, t, rating, other }

  private static func expectEnd(_ scanner: inout ScheduleScanner) throws(ScheduleSyntaxError) {
    guard scanner.peek() == nil else { throw scanner.failure("expected the end of the line") }
  }

  /// The time a string token holds, in microseconds since 1970, or nil; `escaped` says whether the
  /// token has escapes, nil when that is not known yet.
  private static func time(
    _ scanner: ScheduleScanner, _ token: Range<Int>, escaped: Bool?, days: inout ScheduleDayCache
  ) -> Int64? {
    let inner = UnsafeBufferPointer(rebasing: scanner.bytes[(token.lowerBound + 1)..<(token.upperBound - 1)])
    let escaped = escaped ?? inner.contains(UInt8(ascii: "\\"))
    let microseconds =
      escaped
      ? decode(scanner, token).flatMap { text in
        Array(text.utf8).withUnsafeBufferPointer { ScheduleTime.parse($0, cache: &days) }
      }
      : ScheduleTime.parse(inner, cache: &days)
    return microseconds
  }

  /// A string token's value, escapes decoded.
  private static func decode(_ scanner: ScheduleScanner, _ token: Range<Int>) -> String? {
    let data = Data(UnsafeBufferPointer(rebasing: scanner.bytes[token]))
    return (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) as? String
  }

  /// A token's text as given, for a message.
  private static func text(_ scanner: ScheduleScanner, _ token: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[token]), as: UTF8.self)
  }
}
