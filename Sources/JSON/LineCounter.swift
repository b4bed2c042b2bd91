/// Turns byte offsets into lines and columns by counting from where the last offset asked for was.
///
/// Lines are split on "\n"; a column counts the Unicode scalars before it on its line, plus one. Offsets
/// asked in increasing order cost one pass over the bytes in all; an earlier offset counts again from the
/// start of the file.
public struct LineCounter {
  public let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var line = 1
  private var column = 1

  public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The line and column of the byte at `target` (or of the end of the file, for an offset past it).
  public mutating func location(at target: Int) -> FileLocation {
    let target = Swift.min(Swift.max(target, 0), bytes.count)
    if target < offset {
      offset = 0
      line = 1
      column = 1
    }
    guard let base = bytes.baseAddress, offset < target else {
      return FileLocation(line: line, column: column)
    }
    // Only the line breaks are counted on the way; the last one is then found going back from the target,
    // no further than where the count began, and the column is counted from it (or on from the last one).
    let breaks = Self.newlines(base + offset, count: target - offset)
    if breaks == 0 {
      column += Self.scalarStarts(base + offset, count: target - offset)
    } else {
      line += breaks
      var lineStart = target
      while lineStart > offset, base[lineStart - 1] != 0x0A { lineStart -= 1 }
      column = 1 + Self.scalarStarts(base + lineStart, count: target - lineStart)
    }
    offset = target
    return FileLocation(line: line, column: column)
  }

  /// The eight bytes at `start`, the first in the lowest bits.
  @inline(__always)
  private static func word(_ start: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
  }

  /// The top bit of each byte of `word` that is zero, and no other bit.
  @inline(__always)
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low) &+ low) | word | low)
  }

  /// How many of the `count` bytes at `start` are "\n": each word's newlines are added up in its byte
  /// lanes, a block of words at a time, and the lanes summed after each block (a sum of bits, with no
  /// instruction for it on plain x86-64, would cost more than the rest).
  private static func newlines(_ start: UnsafePointer<UInt8>, count: Int) -> Int {
    let newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let ones: UInt64 = 0x0101_0101_0101_0101
    var found = 0
    var index = 0
    while count - index >= 32 {
      // At most 248 words a block, four at a time, so that no lane passes 255.
      let end = index + Swift.min((count - index) & ~31, 248 * 8)
      var lanes: UInt64 = 0
      while index < end {
        lanes &+= zeroBytes(word(start + index) ^ newline) >> 7
        lanes &+= zeroBytes(word(start + index + 8) ^ newline) >> 7
        lanes &+= zeroBytes(word(start + index + 16) ^ newline) >> 7
        lanes &+= zeroBytes(word(start + index + 24) ^ newline) >> 7
        index += 32
      }
      let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ (lanes >> 8 & 0x00FF_00FF_00FF_00FF)
      found &+= Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
    }
    while count - index >= 8 {
      found &+= Int(truncatingIfNeeded: ((zeroBytes(word(start + index) ^ newline) >> 7) &* ones) >> 56)
      index += 8
    }
    while index < count {
      if start[index] == 0x0A { found &+= 1 }
      index += 1
    }
    return found
  }

  /// How many of the `count` bytes at `start` begin a Unicode scalar: all but UTF-8's continuation bytes.
  private static func scalarStarts(_ start: UnsafePointer<UInt8>, count: Int) -> Int {
    var starts = 0
    var index = 0
    while count - index >= 8 {
      let word = Self.word(start + index)
      // A continuation byte is 10xxxxxx: its top bit set, the next one clear.
      let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
      starts += 8 - continuations.nonzeroBitCount
      index += 8
    }
    while index < count {
      if start[index] & 0xC0 != 0x80 { starts += 1 }
      index += 1
    }
    return starts
  }
}
