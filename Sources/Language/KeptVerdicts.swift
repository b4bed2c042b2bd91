import Foundation

/// The verdicts of a kept file (`SpellingVerdictsFile`), looked up word by word in its bytes: a run reads
/// the answers about the words it asks, each found from the hash of its bytes, not the whole file.
struct KeptVerdicts: Sendable {
  private let bytes: [UInt8]
  /// Where the table of the records' starts begins, where the slots begin, where the records begin, and
  /// where they end.
  private let table: Int
  private let slots: Int
  private let records: Int
  private let end: Int
  /// How many words the file holds, and how many slots file them (a power of two, more than the words).
  let count: Int
  private let slotCount: Int

  /// The verdicts in `bytes`, or nil when they are not a whole, undamaged file for `identity`: its magic,
  /// checksum, identity and table are checked here, each record when it is read.
  init?(_ bytes: [UInt8], identity: String) {
    let magic = SpellingVerdictsFile.magic
    guard bytes.count >= magic.count + 8 else { return nil }
    let end = bytes.count - 8
    var reader = SpellingVerdictsFile.Reader(bytes: bytes, end: end)
    guard reader.bytes(magic.count) == magic[...],
      SpellingVerdictsFile.checksum(bytes[..<end]) == reader.uint64(at: end),
      let identityLength = reader.uint32(), let kept = reader.text(Int(identityLength)), kept == identity,
      let count = reader.uint32().map(Int.init), count <= SpellingVerdictsFile.mostWords,
      reader.bytes(4 * count) != nil
    else { return nil }
    table = reader.offset - 4 * count
    guard let slotCount = reader.uint32().map(Int.init), slotCount > count, slotCount & (slotCount - 1) == 0,
      reader.bytes(4 * slotCount) != nil
    else { return nil }
    (self.bytes, self.count, self.slotCount, self.end) = (bytes, count, slotCount, end)
    slots = reader.offset - 4 * slotCount
    records = reader.offset
    // The starts rise, and lie within the records: a record is then read within its own bytes.
    var previous = -1
    for index in 0..<count {
      let start = self.start(index)
      guard start > previous, start < end - records else { return nil }
      previous = start
    }
  }

  /// The answers kept about `word`, if it was asked before; its lists of words (stems, suggestions) only
  /// when `lists`, else nil.
  func answers(for word: String, lists: Bool = true) -> SpellingVerdicts.Answers? {
    var word = word
    let found = word.withUTF8 { wanted in
      bytes.withUnsafeBufferPointer { all -> Int? in
        // From the slot of the word's hash to the first free one: the word is in one of them, or absent.
        var slot = Int(truncatingIfNeeded: SpellingVerdictsFile.checksum(wanted)) & (slotCount - 1)
        for _ in 0..<slotCount {
          let taken = Self.uint32(at: slots &+ 4 &* slot, in: all)
          guard taken != 0, taken <= count,
            let written = Self.word(
              taken - 1, in: all, table: table, records: records, end: end, count: count)
          else { return nil }
          if Self.same(written, wanted) { return taken - 1 }
          slot = (slot + 1) & (slotCount - 1)
        }
        return nil
      }
    }
    guard let found else { return nil }
    var reader = record(found)
    guard reader.uint16().flatMap({ reader.bytes(Int($0)) }) != nil else { return nil }
    return Self.answers(&reader, lists: lists)
  }

  /// The word of record `index`, its bytes in `all`; nil when they pass the record's end.
  private static func word(
    _ index: Int, in all: UnsafeBufferPointer<UInt8>, table: Int, records: Int, end: Int, count: Int
  ) -> UnsafeBufferPointer<UInt8>? {
    let place = records &+ start(index, in: all, table: table)
    let next = index &+ 1 < count ? records &+ start(index &+ 1, in: all, table: table) : end
    guard place &+ 2 <= next else { return nil }
    let length = Int(all[place]) | Int(all[place &+ 1]) << 8
    guard place &+ 2 &+ length <= next else { return nil }
    return UnsafeBufferPointer(rebasing: all[(place &+ 2)..<(place &+ 2 &+ length)])
  }

  /// Whether `a` and `b` are the same bytes.
  private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard a.count > 0, let x = a.baseAddress, let y = b.baseAddress else { return true }
    return memcmp(x, y, a.count) == 0
  }

  /// Every word's answers, or nil when a record is damaged.
  func all() -> [String: SpellingVerdicts.Answers]? {
    var answers: [String: SpellingVerdicts.Answers] = [:]
    answers.reserveCapacity(count)
    for index in 0..<count {
      var reader = record(index)
      guard let word = reader.shortText(), let answer = Self.answers(&reader), reader.isAtEnd else {
        return nil
      }
      answers[word] = answer
    }
    return answers
  }

  /// Where record `index` starts, from the first record.
  private func start(_ index: Int) -> Int {
    bytes.withUnsafeBufferPointer { Self.start(index, in: $0, table: table) }
  }

  /// Where record `index` starts in the file whose bytes are `all`: four bytes of the table, little-endian.
  private static func start(_ index: Int, in all: UnsafeBufferPointer<UInt8>, table: Int) -> Int {
    uint32(at: table &+ 4 &* index, in: all)
  }

  /// The four bytes at `place`, little-endian.
  private static func uint32(at place: Int, in all: UnsafeBufferPointer<UInt8>) -> Int {
    Int(all[place]) | Int(all[place &+ 1]) << 8 | Int(all[place &+ 2]) << 16 | Int(all[place &+ 3]) << 24
  }

  /// A reader of record `index`'s bytes alone.
  private func record(_ index: Int) -> SpellingVerdictsFile.Reader {
    let next = index + 1 < count ? records + start(index + 1) : end
    return SpellingVerdictsFile.Reader(bytes: bytes, from: records + start(index), end: next)
  }

  /// The answers a record holds after its word; nil when they are damaged.
  private static func answers(_ reader: inout SpellingVerdictsFile.Reader, lists: Bool = true)
    -> SpellingVerdicts.Answers?
  {
    guard let flags = reader.byte(), flags < 64 else { return nil }
    var answer = SpellingVerdicts.Answers()
    if flags & 1 != 0 { answer.knows = flags & 2 != 0 }
    if flags & 4 != 0 { answer.knowsAlone = flags & 8 != 0 }
    guard lists else { return answer }
    if flags & 16 != 0 {
      guard let stems = reader.list() else { return nil }
      answer.stems = stems
    }
    if flags & 32 != 0 {
      guard let suggestions = reader.list() else { return nil }
      answer.suggestions = suggestions
    }
    return answer
  }
}
