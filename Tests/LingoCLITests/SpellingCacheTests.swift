import Foundation
import TestSupport
import Testing

/// On disk: `lingo check` keeps what its dictionaries answered in the cache folder, and a later check says
/// exactly what the first one said, from the kept verdicts or, when they are damaged, from Hunspell again.
@Suite("lingo check keeps its dictionaries' verdicts", .tags(.endToEnd))
struct SpellingCacheTests {
  @Test func laterChecksFindTheSameFromTheKeptVerdicts() throws {
    let folder = temporaryItem("lingo-spelling")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent("cache").path
    let kept = cache + "/lingo/spelling"
    let variables = [
      "XDG_CACHE_HOME": cache,
      "LINGO_DICTIONARY_PATH": ["es", "en"].map { packageRoot.path + "/Tests/Fixtures/Dictionaries/" + $0 }
        .joined(separator: ":"),
    ]
    let fixture = packageRoot.appendingPathComponent("Tests/LingoCLITests/Fixtures/teacher-rules.json").path
    // What the two formats print, with their exit codes.
    let checks = {
      ["text", "json"].map { format in
        let run = lingo(onDisk: ["check", "--solve", "--format", format, fixture], variables: variables)
        return "\(run.status)\n\(run.stdout)\n\(run.stderr)"
      }
    }
    let first = checks()
    #expect(first[0].hasPrefix("1\n") && first[0].contains("[misspelled] 'perrro'"))
    #expect(first[0].contains("did you mean 'perro'"))
    let files = try FileManager.default.contentsOfDirectory(atPath: kept).sorted()
    #expect(files.count == 2 && files.allSatisfy { $0.hasSuffix(".verdicts") }, "\(files)")
    #expect(checks() == first)
    // Damaged files are ignored: Hunspell answers again, the same, and the files are written anew.
    for file in files {
      let path = kept + "/" + file
      var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      bytes[bytes.count / 2] ^= 0xFF
      try bytes.write(to: URL(fileURLWithPath: path))
    }
    #expect(checks() == first)
    // A cache folder that cannot be written changes nothing.
    try FileManager.default.removeItem(atPath: kept)
    try Data().write(to: URL(fileURLWithPath: kept))
    #expect(checks() == first)
  }
}
