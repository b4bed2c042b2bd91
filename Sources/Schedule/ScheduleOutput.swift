/// `lingo schedule`'s output for a batch of cards: JSON built as bytes in a buffer that grows as
/// needed and is kept from batch to batch, so its pages are touched once. Every append checks its room
/// and grows the buffer when it is short: `reserve` only saves a growth or two, nothing relies on it.
final class ScheduleOutput {
  private(set) var capacity: Int
  private var start: UnsafeMutablePointer<UInt8>
  private var end: UnsafeMutablePointer<UInt8>

  init(capacity: Int) {
    self.capacity = max(capacity, 1 << 12)
    start = .allocate(capacity: self.capacity)
    // Initialized once, so that a few bytes past the end may be read (see ScheduleNumberCache).
    start.initialize(repeating: 0, count: self.capacity)
    end = start
  }

  deinit { start.deallocate() }

  /// How many bytes have been gathered; never more than `capacity`.
  var count: Int { end - start }

  /// Forgets what was gathered, keeping the memory.
  func removeAll() { end = start }

  /// Hands what was gathered to `write`.
  func write(_ write: (UnsafeBufferPointer<UInt8>) -> Void) {
    write(UnsafeBufferPointer(start: start, count: end - start))
  }

  /// Makes room for `count` more bytes (a negative count asks for none).
  @inline(__always)
  func reserve(_ count: Int) {
    if capacity - (end - start) < count { grow(count) }
  }

  @inline(never)
  private func grow(_ count: Int) {
    let used = end - start
    // Saturating: a count no buffer could hold asks for the most there can be, and the allocation fails.
    let doubled = capacity.multipliedReportingOverflow(by: 2)
    let needed = used.addingReportingOverflow(count)
    capacity = max(
      doubled.overflow ? .max : doubled.partialValue, needed.overflow ? .max : needed.partialValue)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    grown.initialize(repeating: 0, count: capacity)
    grown.update(from: start, count: used)
    start.deallocate()
    start = grown
    end = grown + used
  }

  /// Appends `raw`.
  func append(_ raw: UnsafeBufferPointer<UInt8>) {
    reserve(raw.count)
    guard let base = raw.baseAddress else { return }
    copy(base, count: raw.count)
  }

  /// Appends ASCII text.
  func append(_ text: StaticString) {
    copy(text.utf8Start, count: text.utf8CodeUnitCount)
  }

  /// Copies to the end, making room first.
  private func copy(_ source: UnsafePointer<UInt8>, count: Int) {
    reserve(count)
    Self.copyFew(source, to: end, count: count)
    end += count
  }

  /// Copies a few bytes eight at a time, the last eight overlapping, without a call to memmove.
  static func copyFew(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
    guard count >= 8 else {
      for index in 0..<count { target[index] = source[index] }
      return
    }
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    var offset = 0
    while offset + 8 < count {
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self
      )
      offset += 8
    }
    let last = count - 8
    to.storeBytes(
      of: from.loadUnaligned(fromByteOffset: last, as: UInt64.self), toByteOffset: last, as: UInt64.self)
  }

  /// Appends one byte.
  func append(_ byte: UInt8) {
    reserve(1)
    end.pointee = byte
    end += 1
  }

  /// Appends the ten bytes of a cached date, `YYYY-MM-DD`.
  func append(_ date: (UInt64, UInt16)) {
    reserve(10)
    let to = UnsafeMutableRawPointer(end)
    to.storeBytes(of: date.0, as: UInt64.self)
    to.storeBytes(of: date.1, toByteOffset: 8, as: UInt16.self)
    end += 10
  }

  /// Appends a non-negative integer (a negative one as 0).
  func append(_ value: Int) {
    if (0..<10).contains(value) { return append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)) }
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    appendDigits(UInt64(max(value, 0)), count: digits)
  }

  /// Appends `value` (0...99; anything else as "00") as two digits.
  func appendPair(_ value: Int) {
    reserve(2)
    let pair = UInt(bitPattern: value) < 100 ? value : 0
    end[0] = Self.pairs.utf8Start[pair &* 2]
    end[1] = Self.pairs.utf8Start[pair &* 2 &+ 1]
    end += 2
  }

  /// "00" to "99", for writing two digits at once; a static string needs no setting up.
  static let pairs: StaticString = """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """

  /// Appends `value` as exactly `count` digits, zero-padded (its lowest `count` digits).
  func appendDigits(_ value: UInt64, count: Int) {
    guard count > 0 else { return }
    reserve(count)
    var rest = value
    for index in stride(from: count - 1, through: 0, by: -1) {
      end[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    end += count
  }

  /// Appends a number that reads back as the same Double (null when it is not finite).
  func append(_ value: Double, cache: ScheduleNumberCache) {
    guard value.isFinite else { return append("null") }
    reserve(ShortestDecimal.longest)
    end += cache.write(value, to: UnsafeMutableBufferPointer(start: end, count: capacity - (end - start)))
  }

  /// `text` as a JSON string, quotes and escapes included.
  func appendString(_ text: String) {
    var escaped: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped += [UInt8(ascii: "\\"), byte]
      case UInt8(ascii: "\n"): escaped += Array("\\n".utf8)
      case UInt8(ascii: "\t"): escaped += Array("\\t".utf8)
      case 0..<0x20: escaped += Array("\\u00".utf8) + [hex(byte >> 4), hex(byte & 0xF)]
      default: escaped.append(byte)
      }
    }
    escaped.append(UInt8(ascii: "\""))
    escaped.withUnsafeBufferPointer { append($0) }
  }

  private func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }
}
