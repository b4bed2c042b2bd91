/// Why an archive could not be read: it is not one, or it is damaged.
public struct ArchiveError: Error, Equatable {
  public let reason: String
}

extension CourseArchive {
  /// The start of an archive: its stamp, and where its skeleton is.
  public struct Head: Equatable, Sendable {
    public let stamp: String
    /// Where the skeleton starts, from the archive's first byte; the blocks follow it.
    public let skeletonStart: Int
    public let skeletonLength: Int
    let checksum: UInt64
  }

  /// The most bytes a head takes: the magic, a stamp of at most `longestStamp` bytes, two numbers.
  public static let longestHead = magic.count + 10 + longestStamp + 10 + 8
  static let longestStamp = 4096

  /// Reads the head at the start of `bytes` (at least the head's bytes, perhaps more).
  public static func head(_ bytes: [UInt8]) throws(ArchiveError) -> Head {
    guard bytes.starts(with: magic) else { throw ArchiveError(reason: "not a lingo archive") }
    let (stamp, length, checksum, start) = try ArchiveReader.reading(bytes, from: magic.count) {
      reader throws(ArchiveError) in
      try (reader.string(longest: longestStamp), reader.unsigned(), reader.raw(), reader.place)
    }
    guard length <= UInt64(CourseRanges.fileBytes) else {
      throw ArchiveError(reason: "its skeleton is too long")
    }
    return Head(stamp: stamp, skeletonStart: start, skeletonLength: Int(length), checksum: checksum)
  }

  /// The course whose skeleton is `skeleton` (checked against `head`), its glossary and each node's
  /// exercises read from `block(offset, length)` (offsets from the end of the skeleton) when first asked
  /// for, and taken from `fallback` (the course file read again) when that block can't be read or is
  /// damaged.
  public static func course(
    _ skeleton: [UInt8], head: Head, block: @escaping @Sendable (Int, Int) -> [UInt8]?,
    fallback: @escaping @Sendable () -> Course?
  ) throws(ArchiveError) -> Course {
    guard skeleton.count == head.skeletonLength, Checksum.of(skeleton[...]) == head.checksum else {
      throw ArchiveError(reason: "its skeleton is damaged")
    }
    return try ArchiveReader.whole(skeleton) { reader throws(ArchiveError) in
      try course(&reader, skeleton: skeleton, block: block, fallback: fallback)
    }
  }

  /// The course whose skeleton `reader` reads (see `course(_:head:block:fallback:)`).
  private static func course(
    _ reader: inout ArchiveReader, skeleton: [UInt8], block: @escaping @Sendable (Int, Int) -> [UInt8]?,
    fallback: @escaping @Sendable () -> Course?
  ) throws(ArchiveError) -> Course {
    let format = try reader.signed()
    let id = try reader.string()
    let title = try reader.string()
    let language = try Language(code: reader.string(), name: reader.string(), flag: reader.string())
    let from = try Language(code: reader.string(), name: reader.string(), flag: reader.string())
    let glossaryBlock = try reader.block()
    let glossary = Glossary(deferred: { () -> (entries: [Glossary.Entry], keys: [String]) in
      if let bytes = read(glossaryBlock, from: block),
        let glossary = try? ArchiveReader.whole(
          bytes, { reader throws(ArchiveError) in try reader.glossary() })
      {
        return glossary
      }
      let entries = fallback()?.glossary.entries ?? []
      return (entries, entries.map { TextFolding.key($0.word) })
    })
    let knownWords = try reader.strings()
    let notWords = try reader.strings()
    let blocks = NodeBlocks { place in
      if let bytes = read(place.block, from: block), let node = try? node(bytes),
        node.exercises.count == place.count
      {
        return node
      }
      let units = fallback()?.units ?? []
      guard units.indices.contains(place.unit), units[place.unit].nodes.indices.contains(place.node) else {
        return NodeBlock(exercises: [])
      }
      return NodeBlock(exercises: units[place.unit].nodes[place.node].exercises)
    }
    // A unit's nodes are read when it is first asked for them; its checksummed skeleton was whole, so only
    // a fault of lingo's own could fail them, and then they are the course file's.
    let lists = UnitNodes(skeleton) { skeleton, place in
      let nodes = try? ArchiveReader.reading(skeleton, from: place.range.lowerBound) {
        reader throws(ArchiveError) in
        let nodes = try reader.nodes(unit: place.unit, blocks: blocks)
        guard reader.place == place.range.upperBound else { throw ArchiveReader.damaged }
        return nodes
      }
      if let nodes { return nodes }
      let units = fallback()?.units ?? []
      return units.indices.contains(place.unit) ? units[place.unit].nodes : []
    }
    var unitNumber = 0
    let units = try reader.list { (reader: inout ArchiveReader) throws(ArchiveError) -> PathUnit in
      defer { unitNumber += 1 }
      return try reader.unit(number: unitNumber, lists: lists)
    }
    return Course(
      format: format, id: id, title: title, language: language, fromLanguage: from, units: units,
      glossary: glossary, knownWords: knownWords, notWords: notWords)
  }

  /// The bytes of the block at `place`, when they can be read and their checksum is right.
  static func read(_ place: Block, from block: (Int, Int) -> [UInt8]?) -> [UInt8]? {
    guard let bytes = block(place.offset, place.length), bytes.count == place.length,
      Checksum.of(bytes[...]) == place.checksum
    else { return nil }
    return bytes
  }

  /// A node's block, every byte of it read: its exercises, the part of the glossary they can use, and the
  /// entries of that part the course teaches.
  static func node(_ bytes: [UInt8]) throws(ArchiveError) -> NodeBlock {
    try ArchiveReader.whole(bytes) { reader throws(ArchiveError) in
      let exercises = try reader.list { (reader: inout ArchiveReader) throws(ArchiveError) in
        try reader.exercise()
      }
      let (entries, keys) = try reader.glossary()
      let (taught, taughtKeys) = try reader.glossary()
      return NodeBlock(
        exercises: exercises, glossary: Glossary(entries, keys: keys),
        taught: Glossary(taught, keys: taughtKeys))
    }
  }
}

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
