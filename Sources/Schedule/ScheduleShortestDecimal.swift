/// The shortest decimal that reads back as the same Double, for `lingo schedule`'s numbers.
///
/// Values from 0.001 to 2⁵³ are done with exact 128-bit integer arithmetic: the value and the
/// interval of reals that round to it are scaled by 10^q to 17-digit integers, and the integer with the
/// most trailing zeros strictly inside the interval, the nearest of them to the value, is written.
/// Anything else is written as Swift's `description`, which is also shortest.
public enum ShortestDecimal {
  /// The most bytes `write` writes.
  public static let longest = 32

  /// Writes `value` (finite) into `buffer`, at most `longest` bytes; returns how many were written, 0 (and
  /// nothing written) when `buffer` is shorter than `longest`. Past that one check every write is in
  /// bounds by construction: the longest text written here is 22 bytes (`-0.00` and 17 digits).
  public static func write(_ value: Double, to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard buffer.count >= longest, let out = buffer.baseAddress else { return 0 }
    let magnitude = value.magnitude
    guard magnitude >= 1e-3, magnitude < 0x1p53, let (digits, scale) = shortest(magnitude) else {
      let text = Array(value.description.utf8.prefix(longest))
      out.update(from: text, count: text.count)
      return text.count
    }
    var cursor = out
    if value < 0 {
      cursor.pointee = UInt8(ascii: "-")
      cursor += 1
    }
    var (significand, exponent) = (digits, scale)
    while exponent > 0 && significand % 10 == 0 {
      significand /= 10
      exponent -= 1
    }
    while exponent < 0 {
      significand *= 10
      exponent += 1
    }
    var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
    let written = withUnsafeMutableBytes(of: &text) { buffer in
      guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
      let count = writeDigits(significand, endingAt: base + 24)
      let first = base + 24 - count
      let whole = count - exponent
      if whole <= 0 {
        // 0.000ddd
        cursor[0] = UInt8(ascii: "0")
        cursor[1] = UInt8(ascii: ".")
        for index in 0..<(-whole) { cursor[2 + index] = UInt8(ascii: "0") }
        cursor += 2 - whole
        ScheduleOutput.copyFew(first, to: cursor, count: count)
        cursor += count
      } else if exponent == 0 {
        // ddd.0
        ScheduleOutput.copyFew(first, to: cursor, count: count)
        cursor[count] = UInt8(ascii: ".")
        cursor[count + 1] = UInt8(ascii: "0")
        cursor += count + 2
      } else {
        // dd.ddd
        ScheduleOutput.copyFew(first + whole, to: cursor + whole + 1, count: exponent)
        ScheduleOutput.copyFew(first, to: cursor, count: whole)
        cursor[whole] = UInt8(ascii: ".")
        cursor += count + 1
      }
      return cursor - out
    }
    return written
  }

  /// Writes the digits of `value` so that they end just before `end`; returns how many there are.
  /// The low eight digits go as two groups of four that do not wait on each other.
  private static func writeDigits(_ value: UInt64, endingAt end: UnsafeMutablePointer<UInt8>) -> Int {
    var cursor = end
    var rest = value
    if rest >= 100_000_000 {
      let low = Int(rest % 100_000_000)
      rest /= 100_000_000
      writeGroup(low / 10_000, at: end - 8)
      writeGroup(low % 10_000, at: end - 4)
      cursor -= 8
      if rest >= 100_000_000 {
        let middle = Int(rest % 100_000_000)
        rest /= 100_000_000
        writeGroup(middle / 10_000, at: end - 16)
        writeGroup(middle % 10_000, at: end - 12)
        cursor -= 8
      }
    }
    var top = Int(rest)
    while top >= 100 {
      cursor -= 2
      writePair(top % 100, at: cursor)
      top /= 100
    }
    if top >= 10 {
      cursor -= 2
      writePair(top, at: cursor)
    } else {
      cursor -= 1
      cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: top)
    }
    return end - cursor
  }

  /// Writes four digits, zero-padded.
  private static func writeGroup(_ group: Int, at out: UnsafeMutablePointer<UInt8>) {
    writePair(group / 100, at: out)
    writePair(group % 100, at: out + 2)
  }

  private static func writePair(_ pair: Int, at out: UnsafeMutablePointer<UInt8>) {
    out[0] = ScheduleOutput.pairs.utf8Start[pair &* 2]
    out[1] = ScheduleOutput.pairs.utf8Start[pair &* 2 &+ 1]
  }

  /// 10^n for n in 0...19, as a switch: no table to set up first.
  private static func powerOf10(_ n: Int) -> UInt64 {
    switch n {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    case 9: 1_000_000_000
    case 10: 10_000_000_000
    case 11: 100_000_000_000
    case 12: 1_000_000_000_000
    case 13: 10_000_000_000_000
    case 14: 100_000_000_000_000
    case 15: 1_000_000_000_000_000
    case 16: 10_000_000_000_000_000
    case 17: 100_000_000_000_000_000
    case 18: 1_000_000_000_000_000_000
    case 19: 10_000_000_000_000_000_000
    default: 0
    }
  }

  /// 10^n as the nearest Double, for n in −3...17: above the real power when n < 0, which is safe.
  private static func nearestPowerOf10(_ n: Int) -> Double {
    switch n {
    case -3: 1e-3
    case -2: 1e-2
    case -1: 1e-1
    case 0: 1
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    default: 1e17
    }
  }

  /// 5^n for n in 0...20.
  private static func powerOf5(_ n: Int) -> UInt64 {
    switch n {
    case 0: 1
    case 1: 5
    case 2: 25
    case 3: 125
    case 4: 625
    case 5: 3_125
    case 6: 15_625
    case 7: 78_125
    case 8: 390_625
    case 9: 1_953_125
    case 10: 9_765_625
    case 11: 48_828_125
    case 12: 244_140_625
    case 13: 1_220_703_125
    case 14: 6_103_515_625
    case 15: 30_517_578_125
    case 16: 152_587_890_625
    case 17: 762_939_453_125
    case 18: 3_814_697_265_625
    case 19: 19_073_486_328_125
    case 20: 95_367_431_640_625
    default: 0
    }
  }

  /// Digits and q with `digits`·10^−q the shortest decimal rounding to `value` (0.001 ≤ value < 10¹⁶),
  /// `digits` having no more trailing zeros than the decimal needs, or one more;
  /// nil in the rare case that 17 digits cannot tell the value from its neighbours.
  static func shortest(_ value: Double) -> (digits: UInt64, scale: Int)? {
    let significand = value.significandBitPattern | (1 << 52)
    let binaryExponent = Int(value.exponentBitPattern) - 1075
    let lowerGapIsHalf = value.significandBitPattern == 0
    let exponent = Int(value.exponentBitPattern) - 1023
    // ⌊log₁₀ value⌋ is ⌊exponent·log₁₀2⌋ (78913/2¹⁸ ≈ log₁₀2, exact for these exponents) or one more.
    var decimalExponent = (exponent * 78913) >> 18
    if value >= nearestPowerOf10(decimalExponent + 1) { decimalExponent += 1 }
    var q = 16 - decimalExponent
    for _ in 0..<3 {
      guard (0...20).contains(q) else { return nil }
      let five = powerOf5(q)
      var exact = UInt128(significand << 2) * UInt128(five)
      var above = UInt128(five) << 1
      var below = lowerGapIsHalf ? UInt128(five) : above
      var shift = -(binaryExponent + q - 2)
      if shift < 0 {
        (exact, above, below) = (exact << -shift, above << -shift, below << -shift)
        shift = 0
      }
      let whole = UInt64(truncatingIfNeeded: exact >> shift)
      if whole < powerOf10(16) {
        q += 1
        continue
      }
      if whole >= powerOf10(17) {
        q -= 1
        continue
      }
      // The integers n with n·2^shift strictly between the value's neighbouring midpoints.
      let low = UInt64(truncatingIfNeeded: (exact - below) >> shift) + 1
      let highEnd = exact + above
      let highFloor = UInt64(truncatingIfNeeded: highEnd >> shift)
      let high = highEnd & ((1 << shift) - 1) == 0 ? highFloor - 1 : highFloor
      guard low <= high else { return nil }
      // The most trailing zeros an integer in low...high can have, and the value's floor to that many.
      var (power, top, bottom, floorDigits) = (0, high, low - 1, whole)
      while top / 10 > bottom / 10 {
        (power, top, bottom, floorDigits) = (power + 1, top / 10, bottom / 10, floorDigits / 10)
      }
      let unit = powerOf10(power)
      let floor = floorDigits * unit
      // The value against floor + unit/2, both doubled to stay in integers.
      let midpoint = (UInt128(floor) << (shift + 1)) + (UInt128(unit) << shift)
      let doubled = exact << 1
      let up = doubled > midpoint || (doubled == midpoint && floorDigits % 2 == 1)
      let nearest = up ? floor + unit : floor
      if (low...high).contains(nearest) { return (up ? floorDigits + 1 : floorDigits, q - power) }
      let other = up ? floor : floor + unit
      return (low...high).contains(other) ? (up ? floorDigits : floorDigits + 1, q - power) : nil
    }
    return nil
  }
}
