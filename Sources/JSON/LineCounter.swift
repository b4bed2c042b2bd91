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
    while offset < target {
      let byte = bytes[offset]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Every byte except a UTF-8 continuation byte starts a new Unicode scalar.
        column += 1
      }
      offset += 1
    }
    return FileLocation(line: line, column: column)
  }
}
