/// A course in a compact binary form, written once a course file is found playable, so that the next
/// start reads the path and the glossary at once and each node's exercises only when that node is played.
///
/// The layout (every number an unsigned LEB128 varint unless said otherwise; a string is its UTF-8 length
/// and bytes; a list is its count and its elements):
///
///     "lingo-archive-1\n"
///     stamp (a string the caller chooses: what the archive was made with)
///     skeleton length, skeleton checksum (FNV-1a, 64 bits)
///     skeleton: format, id, title, both languages, glossary (and each entry's folded key), knownWords,
///               notWords, units; each node
///               with its exercise count and its block's offset, length and checksum
///     blocks: each node's exercises, one after another
///
/// Nothing read is trusted: a reader checks every length against the bytes there are, and the checksums of
/// the skeleton and of each block it reads (see `ArchiveReader`); text that is not UTF-8 becomes U+FFFD.
public enum CourseArchive {
  static let magic = Array("lingo-archive-1\n".utf8)

  /// The archive of `course`, stamped with `stamp`.
  public static func encode(_ course: Course, stamp: String) -> [UInt8] {
    var blocks = ArchiveWriter()
    var places: [[(offset: Int, length: Int, checksum: UInt64)]] = []
    for unit in course.units {
      places.append(
        unit.nodes.map { node in
          let start = blocks.bytes.count
          blocks.list(node.exercises) { $0.exercise($1) }
          let block = blocks.bytes[start...]
          return (start, block.count, Checksum.of(block))
        })
    }
    var skeleton = ArchiveWriter()
    skeleton.skeleton(course, blocks: places)
    var head = ArchiveWriter()
    head.bytes = magic
    head.string(stamp)
    head.number(skeleton.bytes.count)
    head.raw(Checksum.of(skeleton.bytes[...]))
    // Each block's offset counts from the end of the skeleton.
    return head.bytes + skeleton.bytes + blocks.bytes
  }
}

/// FNV-1a over 64 bits: enough to see an archive damaged on disk, cheap enough to check each block read.
enum Checksum {
  static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}

/// Writes the pieces of an archive.
struct ArchiveWriter {
  var bytes: [UInt8] = []

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

  mutating func skeleton(_ course: Course, blocks: [[(offset: Int, length: Int, checksum: UInt64)]]) {
    signed(course.format)
    string(course.id)
    string(course.title)
    for language in [course.language, course.fromLanguage] {
      string(language.code)
      string(language.name)
      string(language.flag)
    }
    list(course.glossary.entries) {
      $0.string($1.word)
      $0.strings($1.meanings)
    }
    // Folded already, so that opening a glossary of 50,000 words folds none.
    strings(course.glossary.keys)
    strings(course.knownWords)
    strings(course.notWords)
    list(Array(zip(course.units, blocks))) { writer, pair in writer.unit(pair.0, blocks: pair.1) }
  }

  mutating func unit(_ unit: PathUnit, blocks: [(offset: Int, length: Int, checksum: UInt64)]) {
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
    list(Array(zip(unit.nodes, blocks))) { writer, pair in
      let (node, block) = pair
      writer.string(node.id)
      writer.string(node.kind.rawValue)
      writer.string(node.title)
      writer.signed(node.xp)
      writer.strings(node.teaches)
      writer.optional(node.plays) { $0.signed($1) }
      writer.number(node.exerciseCount)
      writer.number(block.offset)
      writer.number(block.length)
      writer.raw(block.checksum)
    }
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
