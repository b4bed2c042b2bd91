import Foundation

/// Where the verdicts of one dictionary are kept (`FOLDER/HASH.verdicts`), and their file format.
///
/// The file holds what it was made for: the identity of lingo's executable and of the dictionary's two
/// files (path, device, inode, size, times of change), and a checksum of all its bytes. A file for another
/// identity, damaged, cut short or larger than `largest` is ignored, and written anew after the check.
/// Its words are in the order of their bytes, each with where its record starts, and filed in a table of
/// slots by a hash of their bytes, so a run looks up the few words it asks (`KeptVerdicts`) and never reads
/// the whole file into a table: the file grows with every course checked, a check's own words do not.
struct SpellingVerdictsFile {
  /// The file's path.
  let path: String
  /// What the answers are valid for.
  let identity: String

  /// The most words a file keeps.
  static let mostWords = 200_000
  /// The largest file read, in bytes.
  static let largest = 64 << 20
  static let magic: [UInt8] = Array("lingo-spelling-3\n".utf8)

  /// The file for the dictionary `aff` + `dic` in `folder`, as this executable answers with it.
  init(folder: String, aff: String, dic: String) {
    identity = ([FileIdentity.executable] + [aff, dic].map(FileIdentity.signature)).joined(separator: "\n")
    path = folder + "/" + String(Self.checksum(Array(identity.utf8)), radix: 16) + ".verdicts"
  }

  /// The verdicts kept, or nil when there are none fit to use.
  func read() -> KeptVerdicts? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: Self.largest + 1), data.count <= Self.largest,
      let kept = KeptVerdicts(Array(data), identity: identity)
    else { return nil }
    CacheEntries.used(path)
    return kept
  }

  /// Writes `answers` whole under a temporary name, then renames it into place: a reader sees the old file
  /// or the new one. A failure leaves things as they were.
  func write(_ answers: [String: SpellingVerdicts.Answers]) {
    let bytes = Self.encode(answers, identity: identity)
    let folder = (path as NSString).deletingLastPathComponent
    let temporary = path + ".\(getpid()).tmp"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: temporary))
      guard rename(temporary, path) == 0 else {
        try? FileManager.default.removeItem(atPath: temporary)
        return
      }
      // The files of other builds and dictionaries unused for a month go: each new lingo starts its own.
      CacheEntries.prune(folder) {
        $0.hasSuffix(".verdicts") || CacheEntries.isLeftover($0, of: { $0.hasSuffix(".verdicts") })
      }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
    }
  }

  /// The file's bytes: the magic line, the identity, the number of words, where each word's record starts
  /// (from the first record), the number of slots and the slots (`slots(of:)`), the records (a word and
  /// its answers) in the order of the words' bytes, then the checksum.
  static func encode(_ answers: [String: SpellingVerdicts.Answers], identity: String) -> [UInt8] {
    var out = magic
    let identityBytes = Array(identity.utf8)
    append(UInt32(truncatingIfNeeded: identityBytes.count), to: &out)
    out += identityBytes
    let words = answers.filter { Self.fits($0.key) && $0.value.stems.map(fits) != false }
      .filter { $0.value.suggestions.map(fits) != false }
      .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    append(UInt32(truncatingIfNeeded: words.count), to: &out)
    var records: [UInt8] = []
    var starts: [UInt8] = []
    for (word, answer) in words {
      append(UInt32(truncatingIfNeeded: records.count), to: &starts)
      appendText(word, to: &records)
      var flags: UInt8 = 0
      if let knows = answer.knows { flags |= 1 | (knows ? 2 : 0) }
      if let alone = answer.knowsAlone { flags |= 4 | (alone ? 8 : 0) }
      if answer.stems != nil { flags |= 16 }
      if answer.suggestions != nil { flags |= 32 }
      records.append(flags)
      for list in [answer.stems, answer.suggestions].compactMap({ $0 }) {
        append(UInt16(truncatingIfNeeded: list.count), to: &records)
        for item in list { appendText(item, to: &records) }
      }
    }
    out += starts
    let slots = Self.slots(of: words.map(\.key))
    append(UInt32(truncatingIfNeeded: slots.count), to: &out)
    for slot in slots { append(slot, to: &out) }
    out += records
    append(checksum(out), to: &out)
    return out
  }

  /// The slots that file `words` (by their index) by the hash of their bytes: a power of two of them, at
  /// least twice as many as the words, each word in the first free slot from its hash's, 0 for a free slot
  /// and the word's index plus one for a taken one.
  static func slots(of words: [String]) -> [UInt32] {
    var count = 1
    while count < 2 * words.count { count *= 2 }
    var slots = [UInt32](repeating: 0, count: count)
    for (index, word) in words.enumerated() {
      var slot = Int(truncatingIfNeeded: checksum(word.utf8)) & (count - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (count - 1) }
      slots[slot] = UInt32(truncatingIfNeeded: index + 1)
    }
    return slots
  }

  /// Every answer in `bytes`, or nil when they are not a whole, undamaged file for `identity`.
  static func decode(_ bytes: [UInt8], identity: String) -> [String: SpellingVerdicts.Answers]? {
    KeptVerdicts(bytes, identity: identity)?.all()
  }

  /// Whether a text's length fits the format's two bytes.
  private static func fits(_ text: String) -> Bool { text.utf8.count <= Int(UInt16.max) }
  private static func fits(_ list: [String]) -> Bool {
    list.count <= Int(UInt16.max) && list.allSatisfy(fits)
  }

  private static func appendText(_ text: String, to out: inout [UInt8]) {
    append(UInt16(truncatingIfNeeded: text.utf8.count), to: &out)
    out += text.utf8
  }

  private static func append<T: FixedWidthInteger>(_ value: T, to out: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { out += $0 }
  }

  /// FNV-1a over `bytes`: it finds a file damaged or cut short, not one forged.
  static func checksum(_ bytes: some Collection<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  /// Reads a file's parts in order, every length checked against the end.
  struct Reader {
    let bytes: [UInt8]
    let end: Int
    var offset: Int

    init(bytes: [UInt8], from start: Int = 0, end: Int) {
      (self.bytes, self.offset, self.end) = (bytes, start, end)
    }

    var isAtEnd: Bool { offset == end }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, count <= end - offset else { return nil }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }

    mutating func byte() -> UInt8? { bytes(1)?.first }

    mutating func uint16() -> UInt16? {
      bytes(2).map { UInt16($0[$0.startIndex]) | UInt16($0[$0.startIndex + 1]) << 8 }
    }

    mutating func uint32() -> UInt32? {
      bytes(4).map { $0.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
    }

    /// The eight bytes at `place` (past `end`: the checksum), little-endian.
    func uint64(at place: Int) -> UInt64? {
      guard place >= 0, place <= bytes.count - 8 else { return nil }
      return bytes[place..<place + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// `count` bytes of valid UTF-8.
    mutating func text(_ count: Int) -> String? {
      bytes(count).flatMap { String(validating: $0, as: UTF8.self) }
    }

    mutating func shortText() -> String? { uint16().flatMap { text(Int($0)) } }

    mutating func list() -> [String]? {
      guard let count = uint16() else { return nil }
      var items: [String] = []
      for _ in 0..<count {
        guard let item = shortText() else { return nil }
        items.append(item)
      }
      return items
    }
  }
}
