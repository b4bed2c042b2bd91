extension String {
  /// Whether every byte of the text's UTF-8 passes `test`, read from its storage at once: iterating
  /// `utf8` goes byte by byte through the view, several times slower for a short word.
  public func allBytes(_ test: (UInt8) -> Bool) -> Bool {
    var copy = self
    return copy.withUTF8 { $0.allSatisfy(test) }
  }

  /// Whether the text's UTF-8 holds `byte`, read from its storage at once (see `allBytes`).
  public func containsByte(_ byte: UInt8) -> Bool {
    var copy = self
    return copy.withUTF8 { $0.contains(byte) }
  }
}
