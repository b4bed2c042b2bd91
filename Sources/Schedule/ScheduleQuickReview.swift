import Review

extension ScheduleScanner {
  /// Reads a review in the usual layout, `{"t": "…", "rating": N}` with or without a space after
  /// each colon and comma, faster than key by key; nil (nothing consumed) for any other layout, which
  /// the general reader then takes, with its messages.
  mutating func quickReview() -> (token: Range<Int>, rating: Rating)? {
    let mark = index
    guard let review = quickReviewBody() else {
      index = mark
      return nil
    }
    return review
  }

  private mutating func quickReviewBody() -> (token: Range<Int>, rating: Rating)? {
    _ = peek()
    guard word(4) == Self.openT, skip(UInt8(ascii: ":")) else { return nil }
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index
    // The time parser checks every byte of the token, so here the closing quote is all that matters;
    // it is usually 21 or 26 bytes on (2026-01-08T07:45:07Z, 2026-01-08T13:15:07+05:30).
    if index + 21 < bytes.count && bytes[index + 21] == UInt8(ascii: "\"") {
      index += 22
    } else if index + 26 < bytes.count && bytes[index + 26] == UInt8(ascii: "\"") {
      index += 27
    } else {
      index += 1
      while index < bytes.count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\") {
        index += 1
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      index += 1
    }
    let token = start..<index
    guard skip(UInt8(ascii: ",")) else { return nil }
    skipSpace()
    guard word(8) == Self.rating, skip(UInt8(ascii: ":")) else { return nil }
    skipSpace()
    guard index < bytes.count, let rating = Rating(rawValue: Int(bytes[index] &- UInt8(ascii: "0"))) else {
      return nil
    }
    index += 1
    skipSpace()
    guard skip(UInt8(ascii: "}")) else { return nil }
    return (token, rating)
  }

  /// `{"t"` and `"rating"` as the little-endian integers their bytes load as.
  private static let openT = UInt64(0x22_74_22_7B)
  private static let rating = UInt64(0x22_67_6E_69_74_61_72_22)

  /// The next `count` (4 or 8) bytes as a little-endian integer, consumed; 0 when there are fewer.
  private mutating func word(_ count: Int) -> UInt64 {
    guard index + count <= bytes.count, let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base + index)
    index += count
    return count == 8 ? raw.loadUnaligned(as: UInt64.self) : UInt64(raw.loadUnaligned(as: UInt32.self))
  }

  private mutating func skipSpace() {
    if index < bytes.count && bytes[index] == 0x20 { index += 1 }
  }
}
