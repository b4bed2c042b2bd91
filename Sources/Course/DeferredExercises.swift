import Foundation

/// A node's exercises not yet decoded: how many there are, and how to read them when first asked for. A
/// compiled course (see `CourseArchive`) gives each node one, so that opening a course of 60,000 exercises
/// decodes only the lesson played. Read once, then kept; safe to share between threads.
public final class DeferredExercises: @unchecked Sendable {
  /// How many exercises the node holds.
  public let count: Int
  private let read: @Sendable () -> [Exercise]
  private let lock = NSLock()
  private var decoded: [Exercise]?

  /// Exercises `read` gives when first asked for (it is called at most once; it must not fail: a reader
  /// that can't read gives what it can get another way).
  public init(count: Int, read: @escaping @Sendable () -> [Exercise]) {
    self.count = count
    self.read = read
  }

  /// The exercises, decoded on the first call.
  public var exercises: [Exercise] {
    lock.lock()
    defer { lock.unlock() }
    if let decoded { return decoded }
    let exercises = read()
    decoded = exercises
    return exercises
  }
}
