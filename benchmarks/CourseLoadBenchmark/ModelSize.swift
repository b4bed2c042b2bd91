import Course
import Foundation

/// The heap bytes a decoded course holds, counted allocation by allocation with glibc's
/// `malloc_usable_size` (looked up at run time) plus each chunk's 8-byte header.
struct ModelSize {
  typealias UsableSize = @convention(c) (UnsafeRawPointer) -> Int
  private let usableSize: UsableSize?
  private(set) var bytes = 0
  private(set) var allocations = 0
  /// The bytes of the text stored outside `String`s (those over 15 bytes) and of arrays' storage, apart.
  private(set) var stringBytes = 0
  private(set) var arrayBytes = 0
  private(set) var exerciseArrayBytes = 0

  init() {
    usableSize = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size").map {
      unsafeBitCast($0, to: UsableSize.self)
    }
  }

  /// Counts the chunk whose Swift object starts 32 bytes before `elements` (an array's or a string's).
  @discardableResult
  private mutating func chunk(before elements: UnsafeRawPointer?) -> Int {
    guard let elements, let usableSize else { return 0 }
    let size = usableSize(elements - 32) + 8
    bytes += size
    allocations += 1
    return size
  }

  mutating func add(_ text: String) {
    // Up to 15 UTF-8 bytes live inside the String itself.
    guard text.utf8.count > 15 else { return }
    let pointer = text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    stringBytes += chunk(before: pointer)
  }

  mutating func add<T>(_ array: [T]) {
    guard array.capacity > 0 else { return }
    arrayBytes += chunk(before: array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
  }

  mutating func add(_ texts: [String]) {
    addArray(texts)
    for text in texts { add(text) }
  }

  private mutating func addArray(_ texts: [String]) {
    guard texts.capacity > 0 else { return }
    arrayBytes += chunk(before: texts.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
  }

  mutating func add(_ course: Course) {
    add(course.units)
    add(course.knownWords)
    for unit in course.units {
      add(unit.id)
      add(unit.title)
      add(unit.nodes)
      for node in unit.nodes {
        add(node.id)
        add(node.title)
        add(node.teaches)
        let before = arrayBytes
        add(node.exercises)
        exerciseArrayBytes += arrayBytes - before
        for exercise in node.exercises { add(exercise) }
      }
    }
  }

  mutating func add(_ exercise: Exercise) {
    switch exercise {
    case .selectImage(let select):
      add(select.prompt)
      add(select.answer)
      add(select.choices)
      for picture in select.choices {
        add(picture.name)
        add(picture.emoji)
      }
    case .translate(let translate):
      add(translate.prompt)
      add(translate.answer)
      add(translate.alternatives)
      add(translate.bank)
    case .match(let match):
      add(match.pairs)
      for pair in match.pairs {
        add(pair.left)
        add(pair.right)
      }
    case .type(let type):
      add(type.prompt)
      add(type.answer)
      add(type.alternatives)
    case .listen(let listen):
      add(listen.prompt)
      add(listen.alternatives)
      listen.translation.map { add($0) }
    case .complete(let complete):
      add(complete.prompt)
      add(complete.answer)
      add(complete.choices)
      add(complete.translation ?? "")
    }
  }

  mutating func add(_ sources: CourseSources) {
    add(sources.units)
    for unit in sources.units {
      add(unit.path.components)
      add(unit.nodes)
      for node in unit.nodes {
        add(node.path.components)
        add(node.exerciseIndices)
      }
    }
  }
}
