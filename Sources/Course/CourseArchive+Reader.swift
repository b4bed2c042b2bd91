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
    // The course file is read again at most once, whatever number of blocks turn out damaged.
    let file = Deferred(fallback)
    let glossaryBlock = try reader.block()
    let glossary = Glossary(deferred: { () -> (entries: [Glossary.Entry], keys: [String]) in
      if let bytes = read(glossaryBlock, from: block),
        let glossary = try? ArchiveReader.whole(
          bytes, { reader throws(ArchiveError) in try reader.glossary() })
      {
        return glossary
      }
      let entries = file.value?.glossary.entries ?? []
      return (entries, entries.map { TextFolding.key($0.word) })
    })
    let knownWords = try reader.strings()
    let notWords = try reader.strings()
    let blocks = NodeBlocks(missing: NodeBlock(exercises: [])) { place in
      if let bytes = read(place.block, from: block), let node = try? node(bytes),
        node.exercises.count == place.count
      {
        return node
      }
      let units = file.value?.units ?? []
      guard units.indices.contains(place.unit), units[place.unit].nodes.indices.contains(place.node) else {
        return NodeBlock(exercises: [])
      }
      return NodeBlock(exercises: units[place.unit].nodes[place.node].exercises)
    }
    // A unit's nodes are read when it is first asked for them; its checksummed skeleton was whole, so only
    // a fault of lingo's own could fail them, and then they are the course file's.
    let lists = UnitNodes(missing: []) { place in
      let nodes = try? ArchiveReader.reading(skeleton, from: place.range.lowerBound) {
        reader throws(ArchiveError) in
        let nodes = try reader.nodes(unit: place.unit, blocks: blocks)
        guard reader.place == place.range.upperBound else { throw ArchiveReader.damaged }
        return nodes
      }
      if let nodes { return nodes }
      let units = file.value?.units ?? []
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
