import Foundation
import TestSupport
import Testing

@testable import Language

/// A cache folder keeps what was used lately and forgets what was not, touching nothing else.
@Suite struct CacheEntriesTests {
  /// A folder holding `names`, each last changed `age` seconds before now.
  private func folder(_ names: [(String, TimeInterval)]) throws -> String {
    let folder = temporaryItem("lingo-cache").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, age) in names {
      let path = folder + "/" + name
      #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path)
    }
    return folder
  }

  private func names(_ folder: String) -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
  }

  @Test func entriesUnusedForAMonthGoTheOthersStay() throws {
    let day: TimeInterval = 24 * 60 * 60
    let folder = try folder([
      ("old.verdicts", 31 * day), ("recent.verdicts", 29 * day), ("new.verdicts", 0),
      ("old.verdicts.123.tmp", 31 * day), ("notes.txt", 400 * day), ("old.verdicts.x.tmp", 31 * day),
    ])
    // A folder inside is never an entry, whatever its name.
    try FileManager.default.createDirectory(
      atPath: folder + "/dir.verdicts", withIntermediateDirectories: false)
    let isEntry = { (name: String) in name.hasSuffix(".verdicts") }
    CacheEntries.prune(folder) { isEntry($0) || CacheEntries.isLeftover($0, of: isEntry) }
    #expect(
      names(folder) == ["recent.verdicts", "new.verdicts", "notes.txt", "old.verdicts.x.tmp", "dir.verdicts"])
  }

  @Test func anEntryUsedIsKept() throws {
    let folder = try folder([("a.verdicts", 40 * 24 * 60 * 60)])
    CacheEntries.used(folder + "/a.verdicts")
    CacheEntries.prune(folder) { $0.hasSuffix(".verdicts") }
    #expect(names(folder) == ["a.verdicts"])
  }

  @Test func leftoversAreTheirEntrysNameAProcessNumberAndTmp() {
    let isEntry = { (name: String) in name.hasSuffix(".verdicts") }
    #expect(CacheEntries.isLeftover("ab12.verdicts.4711.tmp", of: isEntry))
    for name in [
      "ab12.verdicts.tmp", "ab12.verdicts..tmp", "ab12.verdicts.47a.tmp", "ab12.txt.4711.tmp", ".tmp",
    ] {
      #expect(!CacheEntries.isLeftover(name, of: isEntry), "\(name)")
    }
  }
}
