import Foundation
import Learner
import Store
import Testing

@testable import App

/// What the commands that read the store without opening it (status, completions, where, reset's question
/// and its undo) take from the store service, live and in memory.
@Suite("the store service's reads and backups")
struct StoreServiceTests {
  let now = Date(timeIntervalSince1970: 1_795_975_200)

  @Test("in memory: no learner until one is made, read without making one; where says (memory); no backup")
  func inMemory() throws {
    let store = MemoryProgressStore()
    let service = StoreService.inMemory(store)
    #expect(service.made(AppOptions()) == false)
    #expect(try service.snapshot(AppOptions()) == nil)
    #expect(store.stored == nil, "a snapshot makes no learner")
    #expect(service.path() == nil)
    #expect(try service.location() == "(memory)")
    let sam = Learner.sample(at: Moment(now, in: .gmt))
    _ = try service.open(AppOptions(), StreamStatus()).learner { sam }
    #expect(service.made(AppOptions()) == true)
    #expect(try service.snapshot(AppOptions()) == sam)
    // `--ephemeral` is a store of its own: never made, nothing to read.
    #expect(service.made(AppOptions(ephemeral: true)) == false)
    #expect(try service.snapshot(AppOptions(ephemeral: true)) == nil)
    let clock = Clock(
      AppOptions(now: now),
      AppEnvironment.inMemory(
        streams: MemoryStreams(), services: .inMemory(courses: MemoryCourses()), now: now))
    #expect(throws: LingoError.noBackup(path: "(memory)")) {
      _ = try service.bringBack(AppOptions(), clock, StreamStatus(), false)
    }
    #expect(throws: LingoError.noBackup(path: nil)) {
      _ = try service.bringBack(AppOptions(ephemeral: true), clock, StreamStatus(), true)
    }
  }

  @Test("live: without a home, no path, and where and a snapshot say where to set one")
  func liveWithoutHome() throws {
    let service = StoreService.live(variables: [:])
    #expect(service.path() == nil)
    #expect(service.made(AppOptions()) == nil)
    #expect(throws: LingoError.noHome) { _ = try service.location() }
    #expect(throws: LingoError.noHome) { _ = try service.snapshot(AppOptions()) }
    #expect(try service.snapshot(AppOptions(ephemeral: true)) == nil)
  }

  @Test("live: a home with no file yet is not made, and its snapshot is nil without making the file")
  func liveNotMade() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-store-service-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let service = StoreService.live(variables: ["LINGO_HOME": home.path])
    #expect(service.path() == home.path + "/progress.sqlite3")
    #expect(try service.location() == home.path + "/progress.sqlite3")
    #expect(service.made(AppOptions()) == false)
    #expect(try service.snapshot(AppOptions()) == nil)
    #expect(!FileManager.default.fileExists(atPath: home.path))
  }
}
