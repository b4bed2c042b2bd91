import Foundation
import TestSupport
import Testing

@testable import App

/// Tab completion at the app's prompt reads the store and the course again only when one changed on disk.
@Suite("completions kept between prompts")
struct CompletionCacheTests {
  /// A context on a store in a fresh folder, with the bundled courses copied into `courses` there.
  private func context() throws -> (AppContext, course: URL) {
    let folder = temporaryItem("lingo-completion")
    let courses = folder.appendingPathComponent("courses")
    try FileManager.default.createDirectory(at: courses, withIntermediateDirectories: true)
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("courses/spanish.json")
    let course = courses.appendingPathComponent("spanish.json")
    try FileManager.default.copyItem(at: source, to: course)
    let environment = AppEnvironment(
      variables: [
        "TZ": "UTC", "HOME": folder.path, "LINGO_HOME": folder.path, "LINGO_COURSES": courses.path,
        "XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.path, "XDG_STATE_HOME": folder.path,
      ],
      inputIsTerminal: false, outputIsTerminal: false, now: { Date(timeIntervalSince1970: 1_800_000_000) },
      readLine: { nil }, write: { _ in }, writeError: { _ in })
    // As `--now 2027-01-15T08:00:00Z` sets it.
    let options = AppOptions(now: Date(timeIntervalSince1970: 1_800_000_000))
    return (try AppContext.open(options, environment), course)
  }

  @Test("the same names from one read while nothing changes; read again after the course is rewritten")
  func readsAgainOnlyOnChange() throws {
    let (app, course) = try context()
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
    let text = try String(contentsOf: course, encoding: .utf8)
    try (text + "\n").write(to: course, atomically: true, encoding: .utf8)
    #expect(cache.completions(app, generation: 0) == first)
    #expect(cache.loads == 2)
    #expect(cache.completions(app, generation: 0) == first)
    #expect(cache.loads == 2)
  }

  @Test("a change to the store is seen: the learner is read again")
  func storeChange() throws {
    let (app, _) = try context()
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
