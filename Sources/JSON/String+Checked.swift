extension String {
  /// The text of `bytes`, UTF-8 the parser has checked: copied into the string's own storage, which for a
  /// short text costs about two thirds of what `String(decoding:as:)` does (invalid UTF-8 would be repaired
  /// as that repairs it).
  @inline(__always)
  init(checkedUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    guard !bytes.isEmpty else {
      self = ""
      return
    }
    self.init(unsafeUninitializedCapacity: bytes.count) { storage in
      UnsafeMutableRawBufferPointer(storage).copyMemory(from: UnsafeRawBufferPointer(bytes))
      return bytes.count
    }
  }
}
