/// Reads the pieces `ArchiveWriter` writes, checking each against the bytes there are.
///
/// A reader reads bytes lent to it (see `reading`), so that a string read costs no copy of an array's
/// slice, nor its retain and release.
struct ArchiveReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private(set) var place: Int

  private init(_ bytes: UnsafeBufferPointer<UInt8>, from place: Int) {
    self.bytes = bytes
    self.place = place
  }

  var isAtEnd: Bool { place == bytes.count }

  /// What `read` reads from `bytes`, starting at `place`.
  static func reading<T>(
    _ bytes: [UInt8], from place: Int, _ read: (inout ArchiveReader) throws(ArchiveError) -> T
  ) throws(ArchiveError) -> T {
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<T, ArchiveError> in
      var reader = ArchiveReader(buffer, from: place)
      do throws(ArchiveError) {
        return .success(try read(&reader))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// What `read` reads from `bytes`, which it must read to their end.
  static func whole<T>(_ bytes: [UInt8], _ read: (inout ArchiveReader) throws(ArchiveError) -> T)
    throws(ArchiveError) -> T
  {
    try reading(bytes, from: 0) { reader throws(ArchiveError) in
      let value = try read(&reader)
      guard reader.isAtEnd else { throw ArchiveError(reason: "a block has bytes after its end") }
      return value
    }
  }

  /// Where a block is: its offset, length and checksum.
  mutating func block() throws(ArchiveError) -> Block {
    let (offset, length, checksum) = try (unsigned(), unsigned(), raw())
    guard offset <= UInt64(Int.max), length <= UInt64(CourseRanges.fileBytes) else { throw Self.damaged }
    return (Int(offset), Int(length), checksum)
  }

  /// A glossary's entries and their folded keys, as many of each.
  mutating func glossary() throws(ArchiveError) -> (entries: [Glossary.Entry], keys: [String]) {
    let entries = try list { (reader: inout ArchiveReader) throws(ArchiveError) in
      try Glossary.Entry(word: reader.string(), meanings: reader.strings())
    }
    let keys = try strings()
    guard keys.count == entries.count else { throw ArchiveError(reason: "its glossary is damaged") }
    return (entries, keys)
  }

  static let damaged = ArchiveError(reason: "it is cut short or damaged")

  mutating func byte() throws(ArchiveError) -> UInt8 {
    guard place < bytes.count else { throw Self.damaged }
    defer { place += 1 }
    return bytes[place]
  }

  mutating func unsigned() throws(ArchiveError) -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 7) {
      let byte = try byte()
      value |= UInt64(byte & 0x7F) << UInt64(shift)
      if byte < 0x80 { return value }
    }
    throw Self.damaged
  }

  /// A count or a length: never more than the bytes there are.
  mutating func number() throws(ArchiveError) -> Int {
    let value = try unsigned()
    guard value <= UInt64(bytes.count) else { throw Self.damaged }
    return Int(value)
  }

  mutating func signed() throws(ArchiveError) -> Int {
    let value = try unsigned()
    let decoded = Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    return Int(truncatingIfNeeded: decoded)
  }

  mutating func raw() throws(ArchiveError) -> UInt64 {
    guard bytes.count - place >= 8 else { throw Self.damaged }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[place + index]) << UInt64(index * 8) }
    place += 8
    return value
  }

  mutating func string(longest: Int = .max) throws(ArchiveError) -> String {
    let length = try number()
    guard length <= longest, bytes.count - place >= length else { throw Self.damaged }
    defer { place += length }
    // Checksummed bytes this lingo wrote; a byte that is not UTF-8 all the same becomes U+FFFD.
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[place..<(place + length)]), as: UTF8.self)
  }

  mutating func optional() throws(ArchiveError) -> String? {
    switch try byte() {
    case 0: return nil
    case 1: return try string()
    default: throw Self.damaged
    }
  }

  mutating func optionalNumber() throws(ArchiveError) -> Int? {
    switch try byte() {
    case 0: return nil
    case 1: return try signed()
    default: throw Self.damaged
    }
  }

  /// A list: its count (each element takes a byte at least, so no count can ask for more than there is).
  mutating func list<T>(_ read: (inout ArchiveReader) throws(ArchiveError) -> T) throws(ArchiveError) -> [T] {
    let count = try number()
    guard count <= bytes.count - place else { throw Self.damaged }
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try read(&self)) }
    return values
  }

  mutating func strings() throws(ArchiveError) -> [String] {
    try list { (reader: inout ArchiveReader) throws(ArchiveError) in try reader.string() }
  }

  mutating func side() throws(ArchiveError) -> LanguageSide {
    guard let side = LanguageSide(rawValue: try string()) else { throw Self.damaged }
    return side
  }

  /// A unit, its nodes left in the skeleton until it is asked for them (see `UnitNodes`).
  mutating func unit(number unitIndex: Int, lists: UnitNodes) throws(ArchiveError) -> PathUnit {
    let id = try string()
    let section = try signed()
    let number = try signed()
    let title = try string()
    let color = try string()
    let tips = try strings()
    let phrases = try list { (reader: inout ArchiveReader) throws(ArchiveError) in
      try Phrase(text: reader.string(), translation: reader.string())
    }
    let length = try self.number()
    guard bytes.count - place >= length else { throw Self.damaged }
    let list = lists.add((place..<(place + length), unitIndex))
    place += length
    return PathUnit(
      id: id, section: section, number: number, title: title, color: color,
      guidebook: Guidebook(tips: tips, phrases: phrases), deferred: DeferredNodes(index: list, lists: lists))
  }

  /// The nodes of the unit at `unitIndex`, each one's exercises left in its block (see `NodeBlocks`).
  mutating func nodes(unit unitIndex: Int, blocks: NodeBlocks) throws(ArchiveError) -> [Node] {
    var nodeIndex = 0
    return try list { (reader: inout ArchiveReader) throws(ArchiveError) -> Node in
      defer { nodeIndex += 1 }
      let id = try reader.string()
      let kinds = Node.Kind.allCases
      let kindIndex = Int(try reader.byte())
      guard kinds.indices.contains(kindIndex) else { throw Self.damaged }
      let kind = kinds[kindIndex]
      let title = try reader.string()
      let xp = try reader.signed()
      let teaches = try reader.strings()
      let plays = try reader.optionalNumber()
      let count = try reader.number()
      let stored = try reader.block()
      let deferred = DeferredExercises(
        count: count, block: blocks.add((stored, unitIndex, nodeIndex, count)), of: blocks)
      return Node(
        id: id, kind: kind, title: title, xp: xp, teaches: teaches, deferred: deferred, plays: plays)
    }
  }

  mutating func exercise() throws(ArchiveError) -> Exercise {
    guard let kind = Exercise.Kind(rawValue: try string()) else { throw Self.damaged }
    switch kind {
    case .selectImage:
      let prompt = try string()
      let choices = try list { (reader: inout ArchiveReader) throws(ArchiveError) in
        try Picture(name: reader.string(), emoji: reader.string())
      }
      return .selectImage(SelectImage(prompt: prompt, choices: choices, answer: try string()))
    case .translate:
      return .translate(
        try Translate(
          prompt: string(), answer: string(), alternatives: strings(), bank: strings(), answerLanguage: side()
        ))
    case .type:
      return .type(
        try TypeIn(prompt: string(), answer: string(), alternatives: strings(), answerLanguage: side()))
    case .listen:
      return .listen(try Listen(prompt: string(), alternatives: strings(), translation: optional()))
    case .match:
      let pairs = try list { (reader: inout ArchiveReader) throws(ArchiveError) in
        try Pair(reader.string(), reader.string())
      }
      return .match(Match(pairs: pairs))
    case .complete:
      return .complete(
        try Complete(prompt: string(), choices: strings(), answer: string(), translation: optional()))
    }
  }
}
