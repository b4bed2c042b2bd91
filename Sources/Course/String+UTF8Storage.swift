import Foundation

extension String {
  /// Whether every byte of the text's UTF-8 passes `test`, read from its storage at once: iterating
  /// `utf8` goes byte by byte through the view, several times slower for a short word.
  public func allBytes(_ test: (UInt8) -> Bool) -> Bool {
    withUTF8Bytes { $0.allSatisfy(test) }
  }

  /// Whether the text's UTF-8 holds `byte`, read from its storage at once (see `allBytes`).
  public func containsByte(_ byte: UInt8) -> Bool {
    withUTF8Bytes { $0.contains(byte) }
  }

  /// Whether a byte of the text's UTF-8 passes `test`, read from its storage at once (see `allBytes`).
  public func containsByte(where test: (UInt8) -> Bool) -> Bool {
    withUTF8Bytes { $0.contains(where: test) }
  }

  /// `body` with the text's UTF-8 bytes where they are: a native string's storage is read in place, with no
  /// copy of the string (a copy would retain its storage, and a check reads each text many times); any
  /// other is made contiguous first.
  @inline(__always)
  public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}

extension String {
  /// Whether the text's UTF-8 is exactly `bytes`, its length asked first (see `allBytes`).
  @inline(__always)
  public func hasUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard utf8.count == bytes.count else { return false }
    return withUTF8Bytes { mine in
      guard let a = mine.baseAddress, let b = bytes.baseAddress else { return true }
      return memcmp(a, b, bytes.count) == 0
    }
  }
}
