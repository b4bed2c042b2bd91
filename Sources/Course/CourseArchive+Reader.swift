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
    var reader = ArchiveReader(bytes, from: magic.count)
    let stamp = try reader.string(longest: longestStamp)
    let length = try reader.unsigned()
    let checksum = try reader.raw()
    guard length <= UInt64(CourseRanges.fileBytes) else {
      throw ArchiveError(reason: "its skeleton is too long")
    }
    return Head(stamp: stamp, skeletonStart: reader.place, skeletonLength: Int(length), checksum: checksum)
  }

  /// The course whose skeleton is `skeleton` (checked against `head`), each node's exercises read from
  /// `block(offset, length)` (offsets from the end of the skeleton) when first asked for, and taken from
  /// `fallback(unit, node)` when that block can't be read or is damaged.
  public static func course(
    _ skeleton: [UInt8], head: Head, block: @escaping @Sendable (Int, Int) -> [UInt8]?,
    fallback: @escaping @Sendable (Int, Int) -> [Exercise]
  ) throws(ArchiveError) -> Course {
    guard skeleton.count == head.skeletonLength, Checksum.of(skeleton[...]) == head.checksum else {
      throw ArchiveError(reason: "its skeleton is damaged")
    }
    var reader = ArchiveReader(skeleton, from: 0)
    let format = try reader.signed()
    let id = try reader.string()
    let title = try reader.string()
    let language = try Language(code: reader.string(), name: reader.string(), flag: reader.string())
    let from = try Language(code: reader.string(), name: reader.string(), flag: reader.string())
    let entries = try reader.list { (reader: inout ArchiveReader) throws(ArchiveError) in
      try Glossary.Entry(word: reader.string(), meanings: reader.strings())
    }
    let keys = try reader.strings()
    guard keys.count == entries.count else { throw ArchiveError(reason: "its glossary is damaged") }
    let knownWords = try reader.strings()
    let notWords = try reader.strings()
    var unitNumber = 0
    let units = try reader.list { (reader: inout ArchiveReader) throws(ArchiveError) -> PathUnit in
      defer { unitNumber += 1 }
      return try reader.unit(number: unitNumber, block: block, fallback: fallback)
    }
    guard reader.isAtEnd else { throw ArchiveError(reason: "its skeleton has bytes after its end") }
    return Course(
      format: format, id: id, title: title, language: language, fromLanguage: from, units: units,
      glossary: Glossary(entries, keys: keys), knownWords: knownWords, notWords: notWords)
  }

  /// The exercises of one block, every byte of it read.
  static func exercises(_ bytes: [UInt8]) throws(ArchiveError) -> [Exercise] {
    var reader = ArchiveReader(bytes, from: 0)
    let exercises = try reader.list { (reader: inout ArchiveReader) throws(ArchiveError) in
      try reader.exercise()
    }
    guard reader.isAtEnd else { throw ArchiveError(reason: "a block has bytes after its end") }
    return exercises
  }
}

/// Reads the pieces `ArchiveWriter` writes, checking each against the bytes there are.
struct ArchiveReader {
  private let bytes: [UInt8]
  private(set) var place: Int

  init(_ bytes: [UInt8], from place: Int) {
    self.bytes = bytes
    self.place = place
  }

  var isAtEnd: Bool { place == bytes.count }

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
    return String(decoding: bytes[place..<(place + length)], as: UTF8.self)
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

  mutating func unit(
    number unitIndex: Int, block: @escaping @Sendable (Int, Int) -> [UInt8]?,
    fallback: @escaping @Sendable (Int, Int) -> [Exercise]
  ) throws(ArchiveError) -> PathUnit {
    let id = try string()
    let section = try signed()
    let number = try signed()
    let title = try string()
    let color = try string()
    let tips = try strings()
    let phrases = try list { (reader: inout ArchiveReader) throws(ArchiveError) in
      try Phrase(text: reader.string(), translation: reader.string())
    }
    var nodeIndex = 0
    let nodes = try list { (reader: inout ArchiveReader) throws(ArchiveError) -> Node in
      defer { nodeIndex += 1 }
      let id = try reader.string()
      guard let kind = Node.Kind(rawValue: try reader.string()) else { throw Self.damaged }
      let title = try reader.string()
      let xp = try reader.signed()
      let teaches = try reader.strings()
      let plays = try reader.optionalNumber()
      let count = try reader.number()
      let (offset, length, checksum) = try (reader.unsigned(), reader.unsigned(), reader.raw())
      let place = (unit: unitIndex, node: nodeIndex)
      let deferred = DeferredExercises(count: count) {
        guard offset <= UInt64(Int.max), length <= UInt64(Int.max),
          let bytes = block(Int(offset), Int(length)), UInt64(bytes.count) == length,
          Checksum.of(bytes[...]) == checksum,
          let exercises = try? CourseArchive.exercises(bytes), exercises.count == count
        else { return fallback(place.unit, place.node) }
        return exercises
      }
      return Node(
        id: id, kind: kind, title: title, xp: xp, teaches: teaches, deferred: deferred, plays: plays)
    }
    return PathUnit(
      id: id, section: section, number: number, title: title, color: color,
      guidebook: Guidebook(tips: tips, phrases: phrases), nodes: nodes)
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
