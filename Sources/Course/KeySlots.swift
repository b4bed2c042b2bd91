import JSON

/// The keys an object of one kind is read for, each with a slot: an `ObjectReader` made with them reads the
/// object's members once, putting each member whose key is one of them in that key's slot, and then finds
/// a key asked for in its slot, instead of going through the members again for every key asked.
/// (Made once for each kind of object and never freed, in memory of its own, so that readers copy it
/// without counting references.)
struct KeySchema: @unchecked Sendable {
  /// Each slot's key, in slot order.
  let keys: UnsafeBufferPointer<SlotKey>
  /// For each byte, the slots (one bit each) of the ASCII keys whose text begins with it, the closing quote
  /// for an empty key: a plain key is compared only with the keys that begin as it does.
  private let slotsByFirstByte: UnsafeBufferPointer<UInt16>

  /// The most keys a schema has.
  static let capacity = 16

  /// The schema of `keys` (at most `capacity`, all different); a key past the capacity, or not ASCII, has
  /// no slot, and is looked up among the members when asked for. Its memory is never freed: a schema is
  /// made once, for good.
  init(_ keys: [StaticString]) {
    let slotKeys = keys.prefix(Self.capacity).map(SlotKey.init)
    let storedKeys = UnsafeMutableBufferPointer<SlotKey>.allocate(capacity: slotKeys.count)
    _ = storedKeys.initialize(from: slotKeys)
    self.keys = UnsafeBufferPointer(storedKeys)
    let slotsByFirstByte = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 256)
    slotsByFirstByte.initialize(repeating: 0)
    for (slot, key) in slotKeys.enumerated() where key.isASCII {
      let first = key.count > 0 ? key.literal.utf8Start[0] : UInt8(ascii: "\"")
      slotsByFirstByte[Int(first)] |= 1 << slot
    }
    self.slotsByFirstByte = UnsafeBufferPointer(slotsByFirstByte)
  }

  /// The slots of `object`'s members: the last member with each key, and the places (of the first 64) of
  /// all the members with it.
  func slots(of object: Int, in view: JSONView) -> KeySlots {
    var slots = KeySlots()
    let tape = view.tape
    var index = object &+ 2
    let end = Int(tape[object &+ 1])
    var position = 0
    while index < end {
      if let slot = slot(of: index, in: view) {
        slots.values[slot] = Int32(truncatingIfNeeded: index &+ 1)
        if position < 64 { slots.places[slot] |= 1 << position }
      }
      index = view.next(index &+ 1)
      position &+= 1
    }
    slots.members = position
    return slots
  }

  /// The slot of the key whose text is the string value `value`'s, if any (nil for another type).
  @inline(__always)
  func slot(of value: Int, in view: JSONView) -> Int? {
    let word = view.tape[value]
    guard word >> 30 != JSONTape.Kind.plainString.rawValue else {
      return plainSlot(at: Int(word & JSONTape.offsetMask) &+ 1, in: view.bytes)
    }
    // A text with escapes or other characters is compared as `String`'s `==` does.
    guard let text = view.string(value) else { return nil }
    return keys.firstIndex { $0.isASCII && text == $0.literal.description }
  }

  /// The slot of the plain key whose text starts at `start` in `bytes`, if it is one of the keys: its bytes
  /// are its text (an ASCII text is canonically equivalent only to the same bytes).
  @inline(__always)
  private func plainSlot(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard start < bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
    var candidates = slotsByFirstByte[Int(bytes[start])]
    guard candidates != 0 else { return nil }
    let loaded = start &+ 8 <= bytes.count
    let word = loaded ? UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self)) : 0
    while candidates != 0 {
      let slot = candidates.trailingZeroBitCount
      candidates &= candidates &- 1
      let key = keys[slot]
      if loaded {
        guard word & key.mask == key.head else { continue }
        if key.count < 8 { return slot }
      }
      if key.matches(start, in: bytes) { return slot }
    }
    return nil
  }
}

/// A key of a `KeySchema`: a literal and, as the first eight bytes of a plain key's text hold it, its first
/// bytes and the quote that closes it, to compare most keys with one load.
struct SlotKey: Sendable {
  let literal: StaticString
  /// How many bytes the literal has.
  let count: Int
  /// The literal's first bytes and then its closing quote, first byte lowest, and which bytes count.
  let head: UInt64
  let mask: UInt64
  /// Whether the literal is ASCII without a quote: another literal matches no key.
  let isASCII: Bool

  init(_ literal: StaticString) {
    self.literal = literal
    let bytes =
      literal.hasPointerRepresentation
      ? UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
      : UnsafeBufferPointer(start: nil, count: 0)
    count = bytes.count
    isASCII = literal.hasPointerRepresentation && bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\"") }
    // A plain key's first byte is never zero: a key not ASCII is compared by its text instead.
    (head, mask) = isASCII ? KeyPattern.head(of: bytes) : (0, 0xFF)
  }

  /// Whether the plain key whose text starts at `start` in `text` is the literal, byte for byte.
  @inline(__always)
  func matches(_ start: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard isASCII, start &+ count < text.count, text[start &+ count] == UInt8(ascii: "\"") else {
      return false
    }
    let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: count)
    for index in 0..<count where text[start &+ index] != bytes[index] {
      return false
    }
    return true
  }
}

/// Where an object's members with each key of a `KeySchema` are (see `KeySchema.slots`).
struct KeySlots {
  /// The value of the last member with each slot's key, or -1 for none.
  var values = InlineArray<16, Int32>(repeating: -1)
  /// The places among the object's first 64 members of the members with each slot's key, one bit each.
  var places = InlineArray<16, UInt64>(repeating: 0)

  /// How many members the object has; -1 when they were not read into slots.
  var members = -1

  /// Whether `matched` has the place of every member of the object, when its members were read into
  /// slots: then every key was asked for.
  @inline(__always)
  func allMatched(_ matched: UInt64) -> Bool {
    guard members >= 0, members <= 64 else { return false }
    return matched == (members == 64 ? ~0 : (1 << members) &- 1)
  }

  /// The value of the last member with the key of `slot`, if any.
  @inline(__always)
  func value(_ slot: Int) -> Int? {
    let value = values[slot]
    return value < 0 ? nil : Int(value)
  }
}
