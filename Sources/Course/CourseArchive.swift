/// A course in a compact binary form, written once a course file is found playable, so that the next
/// start reads the path and the glossary at once and each node's exercises only when that node is played.
///
/// The layout (every number an unsigned LEB128 varint unless said otherwise; a string is its UTF-8 length
/// and bytes; a list is its count and its elements):
///
///     "lingo-archive-2\n"
///     stamp (a string the caller chooses: what the archive was made with)
///     skeleton length, skeleton checksum (`Checksum`, 64 bits)
///     skeleton: format, id, title, both languages, the glossary's block (offset, length, checksum),
///               knownWords, notWords, units; each unit's nodes after their length in bytes, each node
///               with its kind (a byte: its place in `Node.Kind.allCases`), its exercise count and its
///               block's offset, length and checksum
///     blocks: the glossary (its entries, then each entry's folded key); then each node's: its exercises,
///             the part of the glossary they can use (`Glossary.lesson`: entries, then keys), and the
///             entries of that part the course teaches (`Glossary.taught(by:)`, the same way)
///
/// Nothing read is trusted: a reader checks every length against the bytes there are, and the checksums of
/// the skeleton and of each block it reads (see `ArchiveReader`); text that is not UTF-8 becomes U+FFFD.
public enum CourseArchive {
  static let magic = Array("lingo-archive-2\n".utf8)

  /// The archive of `course`, stamped with `stamp`.
  public static func encode(_ course: Course, stamp: String) -> [UInt8] {
    var blocks = ArchiveWriter()
    let glossary = blocks.block { $0.glossary(course.glossary) }
    // Each node's part of the glossary, the glossary indexed once for all of them, and the entries of it
    // the course teaches.
    var lessonGlossaries = course.glossary.lessons(course.units.flatMap { $0.nodes.map(\.exercises) })
      .makeIterator()
    let taught = TaughtWords(course.units)
    var places: [[Block]] = []
    for unit in course.units {
      places.append(
        unit.nodes.map { node in
          blocks.block { writer in
            writer.list(node.exercises) { $0.exercise($1) }
            let glossary = lessonGlossaries.next() ?? Glossary()
            writer.glossary(glossary)
            writer.glossary(glossary.taught(by: taught))
          }
        })
    }
    var skeleton = ArchiveWriter()
    skeleton.skeleton(course, glossary: glossary, blocks: places)
    var head = ArchiveWriter()
    head.bytes = magic
    head.string(stamp)
    head.number(skeleton.bytes.count)
    head.raw(Checksum.of(skeleton.bytes[...]))
    // Each block's offset counts from the end of the skeleton.
    return head.bytes + skeleton.bytes + blocks.bytes
  }
}

/// FNV-1a's step taken over 64-bit words (little-endian, the last few bytes one at a time): enough to see
/// an archive damaged on disk, and eight times fewer dependent multiplications than FNV-1a over bytes, so
/// a skeleton of a megabyte is checked in a tenth of a millisecond.
enum Checksum {
  static let prime: UInt64 = 0x0000_0100_0000_01B3

  static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBytes { raw in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      let words = raw.count / 8
      for index in 0..<words {
        hash ^= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
        hash = (hash &* prime) ^ (hash >> 29)
      }
      for byte in raw[(words * 8)...] {
        hash ^= UInt64(byte)
        hash = hash &* prime
      }
      return hash
    }
  }
}

/// Where a block is, from the end of the skeleton, and its checksum.
typealias Block = (offset: Int, length: Int, checksum: UInt64)

/// Writes the pieces of an archive.
struct ArchiveWriter {
  var bytes: [UInt8] = []

  /// Writes a block with `write`: where it is and its checksum.
  mutating func block(_ write: (inout ArchiveWriter) -> Void) -> Block {
    let start = bytes.count
    write(&self)
    let block = bytes[start...]
    return (start, block.count, Checksum.of(block))
  }

  mutating func place(_ block: Block) {
    number(block.offset)
    number(block.length)
    raw(block.checksum)
  }

  /// A glossary's entries, then each one's folded key (so that opening one of 50,000 words folds none).
  mutating func glossary(_ glossary: Glossary) {
    list(glossary.entries) {
      $0.string($1.word)
      $0.strings($1.meanings)
    }
    strings(glossary.keys)
  }

  mutating func number(_ value: Int) { unsigned(UInt64(truncatingIfNeeded: value)) }

  /// A signed number, zigzagged so that small negative numbers stay short.
  mutating func signed(_ value: Int) {
    let wide = Int64(value)
    unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  mutating func unsigned(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(truncatingIfNeeded: rest))
  }

  /// Eight bytes, little-endian.
  mutating func raw(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
  }

  mutating func string(_ text: String) {
    number(text.utf8.count)
    bytes.append(contentsOf: text.utf8)
  }

  /// A byte saying whether there is a value (1) or none (0), then the value as `write` writes it.
  mutating func optional<T>(_ value: T?, _ write: (inout ArchiveWriter, T) -> Void) {
    bytes.append(value == nil ? 0 : 1)
    if let value { write(&self, value) }
  }

  mutating func list<T>(_ values: [T], _ write: (inout ArchiveWriter, T) -> Void) {
    number(values.count)
    for value in values { write(&self, value) }
  }

  mutating func strings(_ values: [String]) { list(values) { $0.string($1) } }

  mutating func skeleton(_ course: Course, glossary: Block, blocks: [[Block]]) {
    signed(course.format)
    string(course.id)
    string(course.title)
    for language in [course.language, course.fromLanguage] {
      string(language.code)
      string(language.name)
      string(language.flag)
    }
    place(glossary)
    strings(course.knownWords)
    strings(course.notWords)
    list(Array(zip(course.units, blocks))) { writer, pair in writer.unit(pair.0, blocks: pair.1) }
  }

  mutating func unit(_ unit: PathUnit, blocks: [Block]) {
    string(unit.id)
    signed(unit.section)
    signed(unit.number)
    string(unit.title)
    string(unit.color)
    strings(unit.guidebook.tips)
    list(unit.guidebook.phrases) {
      $0.string($1.text)
      $0.string($1.translation)
    }
    // The nodes, after their length in bytes: a reader skips them until the unit is asked for its nodes.
    var nodes = ArchiveWriter()
    nodes.list(Array(zip(unit.nodes, blocks))) { writer, pair in
      let (node, block) = pair
      writer.string(node.id)
      // A kind is its place among the kinds: a byte, with no string to make or match.
      writer.bytes.append(UInt8(truncatingIfNeeded: Node.Kind.allCases.firstIndex(of: node.kind) ?? 0))
      writer.string(node.title)
      writer.signed(node.xp)
      writer.strings(node.teaches)
      writer.optional(node.plays) { $0.signed($1) }
      writer.number(node.exerciseCount)
      writer.place(block)
    }
    number(nodes.bytes.count)
    bytes += nodes.bytes
  }

  mutating func exercise(_ exercise: Exercise) {
    string(exercise.kindName)
    switch exercise {
    case .selectImage(let select):
      string(select.prompt)
      list(select.choices) {
        $0.string($1.name)
        $0.string($1.emoji)
      }
      string(select.answer)
    case .translate(let translate):
      string(translate.prompt)
      string(translate.answer)
      strings(translate.alternatives)
      strings(translate.bank)
      string(translate.answerLanguage.rawValue)
    case .type(let type):
      string(type.prompt)
      string(type.answer)
      strings(type.alternatives)
      string(type.answerLanguage.rawValue)
    case .listen(let listen):
      string(listen.prompt)
      strings(listen.alternatives)
      optional(listen.translation) { $0.string($1) }
    case .match(let match):
      list(match.pairs) {
        $0.string($1.left)
        $0.string($1.right)
      }
    case .complete(let complete):
      string(complete.prompt)
      strings(complete.choices)
      string(complete.answer)
      optional(complete.translation) { $0.string($1) }
    }
  }
}
