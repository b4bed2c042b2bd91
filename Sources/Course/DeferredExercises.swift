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

/// The node lists of a compiled course's units, each decoded from the course's skeleton when its unit is
/// first asked for its nodes, then kept: a lesson decodes the units it reads, not the 1,000 of a large
/// course. One for the whole course, shared by its units. Safe to share between threads.
final class UnitNodes: @unchecked Sendable {
  /// Where a unit's nodes lie in the skeleton, and the unit's place.
  typealias Place = (range: Range<Int>, unit: Int)
  private let skeleton: [UInt8]
  private let decode: @Sendable ([UInt8], Place) -> [Node]
  private let lock = NSLock()
  private var places: [Place] = []
  private var decoded: [Int: [Node]] = [:]

  /// The node lists of `skeleton`, each decoded by `decode` (which must not fail) when first asked for.
  init(_ skeleton: [UInt8], decode: @escaping @Sendable ([UInt8], Place) -> [Node]) {
    self.skeleton = skeleton
    self.decode = decode
  }

  /// Adds the node list at `place`: its number.
  func add(_ place: Place) -> Int {
    lock.lock()
    defer { lock.unlock() }
    places.append(place)
    return places.count - 1
  }

  /// Whether the nodes numbered `index` were decoded.
  func isDecoded(_ index: Int) -> Bool { lock.withLock { decoded[index] != nil } }

  /// The nodes numbered `index`, decoded on the first call.
  func nodes(_ index: Int) -> [Node] {
    lock.lock()
    defer { lock.unlock() }
    if let nodes = decoded[index] { return nodes }
    guard places.indices.contains(index) else { return [] }
    let nodes = decode(skeleton, places[index])
    decoded[index] = nodes
    return nodes
  }
}

/// A unit's nodes not yet decoded: which of its course's node lists they are.
struct DeferredNodes: Sendable {
  let index: Int
  let lists: UnitNodes

  /// The nodes, decoded on the first call.
  var nodes: [Node] { lists.nodes(index) }
}
