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
    // The lines are counted eight bytes at a time; the column from the last line's start.
    var lineStart = offset
    var index = offset
    while target - index >= 8 {
      let newlines = Self.zeroBytes(Self.word(base + index) ^ 0x0A0A_0A0A_0A0A_0A0A)
      if newlines != 0 {
        line += newlines.nonzeroBitCount
        column = 1
        lineStart = index + (63 - newlines.leadingZeroBitCount) / 8 + 1
      }
      index += 8
    }
    while index < target {
      if base[index] == 0x0A {
        line += 1
        column = 1
        lineStart = index + 1
      }
      index += 1
    }
    column += Self.scalarStarts(base + lineStart, count: target - lineStart)
    offset = target
    return FileLocation(line: line, column: column)
  }

  /// The eight bytes at `start`, the first in the lowest bits.
  private static func word(_ start: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
  }

  /// The top bit of each byte of `word` that is zero, and no other bit.
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low) &+ low) | word | low)
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
