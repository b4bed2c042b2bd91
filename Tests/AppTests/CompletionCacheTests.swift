import Foundation
import Store
import TestSupport
import Testing

@testable import App

/// Tab completion at the app's prompt reads the store and the course again only when one changed.
@Suite("completions kept between prompts")
struct CompletionCacheTests {
  /// As `--now 2027-01-15T08:00:00Z` sets it.
  private let options = AppOptions(now: Date(timeIntervalSince1970: 1_800_000_000))

  /// A context on in-memory services (the store given, the bundled Spanish course in `courses`).
  private func context(_ courses: MemoryCourses, store: StoreService? = nil) throws -> AppContext {
    var services = AppServices.inMemory(courses: courses)
    if let store { services.store = store }
    let environment = AppEnvironment.inMemory(
      streams: MemoryStreams(), services: services, now: Date(timeIntervalSince1970: 1_800_000_000))
    return try AppContext.open(options, environment)
  }

  @Test("the same names from one read while nothing changes; read again after the course is rewritten")
  func readsAgainOnlyOnChange() throws {
    let courses = try MemoryCourses(bundled: ["spanish": Fixture.bytes("spanish")])
    let app = try context(courses)
    // The app shows the path before its first prompt, which makes the learner.
    _ = try app.learner()
    var cache = CompletionCache()
    let first = cache.completions(app, generation: 0)
    #expect(first.contains("learn"))
    #expect(first.contains("1.1"))
    #expect(cache.loads == 1)
    for _ in 0..<5 { #expect(cache.completions(app, generation: 0) == first) }
    #expect(cache.loads == 1)
    // Another window rewrites the course: the next prompt reads it again, once.
    try courses.write(Fixture.bytes("spanish") + Data("\n".utf8), at: MemoryCourses.bundledPath("spanish"))
    #expect(cache.completions(app, generation: 0) == first)
    #expect(cache.loads == 2)
    #expect(cache.completions(app, generation: 0) == first)
    #expect(cache.loads == 2)
  }

  @Test("a store in memory changes only through commands: a new generation reads it again")
  func memoryStore() throws {
    let app = try context(MemoryCourses(bundled: ["spanish": Fixture.bytes("spanish")]))
    _ = try app.learner()
    var cache = CompletionCache()
    _ = cache.completions(app, generation: 0)
    _ = cache.completions(app, generation: 0)
    #expect(cache.loads == 1)
    _ = cache.completions(app, generation: 1)
    #expect(cache.loads == 2)
  }

  /// Another window writing the store is seen in the SQLite file itself: this test needs a home on disk.
  @Test("a change to the store's file is seen: the learner is read again")
  func storeChange() throws {
    let home = temporaryItem("lingo-completion").path
    let app = try context(
      MemoryCourses(bundled: ["spanish": Fixture.bytes("spanish")]),
      store: .live(variables: ["LINGO_HOME": home]))
    _ = try app.learner()
    var cache = CompletionCache()
    _ = cache.completions(app, generation: 0)
    try app.update { $0.gems += 1 }
    _ = cache.completions(app, generation: 0)
    #expect(cache.loads == 2)
    _ = cache.completions(app, generation: 0)
    #expect(cache.loads == 2)
  }
}
