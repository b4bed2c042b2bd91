import Foundation

/// A value read when first asked for, then kept; safe to share between threads. A compiled course (see
/// `CourseArchive`) defers each node's exercises and its glossary this way, so that opening a course of
/// 60,000 exercises and 20,000 glossary entries decodes only what the lesson played uses.
public final class Deferred<Value: Sendable>: @unchecked Sendable {
  // Visible to other modules' inlined code only: `value` is inlined, so that a module asking it often (the
  // spelling verdicts, once for each word) reads its own type's value, not a value of any type (several
  // hundred instructions a read).
  @usableFromInline let read: @Sendable () -> Value
  @usableFromInline let lock = NSLock()
  @usableFromInline var decoded: Value?

  /// A value `read` gives when first asked for (it is called at most once; it must not fail: a reader that
  /// can't read gives what it can get another way).
  public init(_ read: @escaping @Sendable () -> Value) { self.read = read }

  /// The value, read on the first call.
  @inlinable public var value: Value {
    lock.lock()
    defer { lock.unlock() }
    if let decoded { return decoded }
    let value = read()
    decoded = value
    return value
  }
}

/// What a compiled node's block holds: its exercises, and the parts of the course's glossary they use.
public struct NodeBlock: Sendable {
  public var exercises: [Exercise]
  /// The entries of the course's glossary the exercises can use (`Glossary.lesson`), if known.
  public var glossary: Glossary?
  /// Those of them the course teaches (`Glossary.taught(by:)`), if known.
  public var taught: Glossary?

  public init(exercises: [Exercise], glossary: Glossary? = nil, taught: Glossary? = nil) {
    (self.exercises, self.glossary, self.taught) = (exercises, glossary, taught)
  }
}

/// Values at many places of a compiled course, each read when first asked for, then kept: one table for
/// the whole course, shared by the parts that point into it by number, so that a part costs no object of
/// its own. Safe to share between threads.
final class DeferredTable<Place, Value>: @unchecked Sendable {
  private let read: @Sendable (Place) -> Value
  /// What a number no place was added for gives.
  private let missing: Value
  private let lock = NSLock()
  private var places: [Place] = []
  private var decoded: [Int: Value] = [:]

  /// Values `read` gives when first asked for (it is called at most once for each place; it must not
  /// fail: a reader that can't read gives what it can get another way).
  init(missing: Value, _ read: @escaping @Sendable (Place) -> Value) {
    self.missing = missing
    self.read = read
  }

  /// Adds `place`: its number.
  func add(_ place: Place) -> Int {
    lock.withLock {
      places.append(place)
      return places.count - 1
    }
  }

  /// Whether the value numbered `index` was read.
  func isRead(_ index: Int) -> Bool { lock.withLock { decoded[index] != nil } }

  /// The value numbered `index`, read on the first call.
  func value(_ index: Int) -> Value {
    lock.withLock {
      if let value = decoded[index] { return value }
      guard places.indices.contains(index) else { return missing }
      let value = read(places[index])
      decoded[index] = value
      return value
    }
  }
}

/// The blocks of a compiled course's nodes, by where each block is, the node (its unit's and its own
/// place), and how many exercises it holds.
typealias NodeBlocks = DeferredTable<(block: Block, unit: Int, node: Int, count: Int), NodeBlock>

/// The node lists of a compiled course's units, by where each lies in the skeleton and the unit's place:
/// a lesson decodes the units it reads, not the 1,000 of a large course.
typealias UnitNodes = DeferredTable<(range: Range<Int>, unit: Int), [Node]>

/// A node's exercises not yet decoded: how many there are, and which of its course's blocks holds them.
public struct DeferredExercises: Sendable {
  /// How many exercises the node holds.
  public let count: Int
  let index: Int
  let blocks: NodeBlocks

  init(count: Int, block index: Int, of blocks: NodeBlocks) {
    (self.count, self.index, self.blocks) = (count, index, blocks)
  }

  /// The node's block, read on the first call.
  public var block: NodeBlock { blocks.value(index) }
}

/// A unit's nodes not yet decoded: which of its course's node lists they are.
struct DeferredNodes: Sendable {
  let index: Int
  let lists: UnitNodes

  /// The nodes, decoded on the first call.
  var nodes: [Node] { lists.value(index) }
}
