import Foundation

/// A value read when first asked for, then kept; safe to share between threads. A compiled course (see
/// `CourseArchive`) defers each node's exercises and its glossary this way, so that opening a course of
/// 60,000 exercises and 20,000 glossary entries decodes only what the lesson played uses.
public final class Deferred<Value: Sendable>: @unchecked Sendable {
  private let read: @Sendable () -> Value
  private let lock = NSLock()
  private var decoded: Value?

  /// A value `read` gives when first asked for (it is called at most once; it must not fail: a reader that
  /// can't read gives what it can get another way).
  public init(_ read: @escaping @Sendable () -> Value) { self.read = read }

  /// The value, read on the first call.
  public var value: Value {
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

/// The blocks of a compiled course's nodes, each read when its node is first asked for, then kept: one
/// for the whole course, shared by its nodes, so that a node costs no object of its own. Safe to share
/// between threads.
public final class NodeBlocks: @unchecked Sendable {
  /// Where a node's block is, the node (its unit's and its own place), and how many exercises it holds.
  typealias Place = (block: Block, unit: Int, node: Int, count: Int)
  private let read: @Sendable (Place) -> NodeBlock
  private let lock = NSLock()
  private var places: [Place] = []
  private var decoded: [Int: NodeBlock] = [:]

  /// Blocks `read` gives when first asked for (it is called at most once for each; it must not fail: a
  /// reader that can't read gives what it can get another way).
  init(_ read: @escaping @Sendable (Place) -> NodeBlock) { self.read = read }

  /// Adds the block at `place`: its number.
  func add(_ place: Place) -> Int {
    lock.lock()
    defer { lock.unlock() }
    places.append(place)
    return places.count - 1
  }

  /// The block numbered `index`, read on the first call.
  func block(_ index: Int) -> NodeBlock {
    lock.lock()
    defer { lock.unlock() }
    if let block = decoded[index] { return block }
    guard places.indices.contains(index) else { return NodeBlock(exercises: []) }
    let block = read(places[index])
    decoded[index] = block
    return block
  }
}

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
  public var block: NodeBlock { blocks.block(index) }
}
