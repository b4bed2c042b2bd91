import Foundation
import Testing

@testable import Course
@testable import JSON

/// A large object's duplicate keys, found by `KeyTable`: keys of every length up to past sixteen bytes
/// hashed eight bytes at a time, escaped or not, and keys that end at the document's last bytes.
@Suite struct KeyTableTests {
  private func duplicates(_ text: String) -> [String] {
    Linter.lint(CourseLoader.load(Data(text.utf8))).filter { $0.rule == "duplicate-key" }.map(\.message)
  }

  @Test func keysOfEveryLengthAreToldApart() {
    // Keys of 1 to 24 bytes, each given once: none repeats another (one only a prefix of the next).
    let keys = (1...24).map { String(repeating: "k", count: $0) }
    let object = keys.map { "\"\($0)\": 0" }.joined(separator: ", ")
    #expect(duplicates("{\(object)}").isEmpty)
  }

  @Test func aLongKeyGivenAgainIsADuplicateEscapedOrNot() {
    let filler = (0..<20).map { "\"filler number \($0)\": 0" }.joined(separator: ", ")
    // Seventeen bytes written plainly, then with an escape; and a key of exactly eight and of sixteen bytes.
    let keys = #""a-rather-long-key": 1, "a-rather-long-\u006bey": 2, "eightchr": 3, "sixteen-bytes-ok": 4"#
    let repeated = #""eightchr": 5, "sixteen-bytes-ok": 6"#
    #expect(duplicates("{\(filler), \(keys), \(repeated)}").count == 3)
  }

  @Test func keysEndingTheDocumentAreRead() {
    // The last keys close within the document's last eight bytes: read byte by byte, hashed alike.
    let filler = (0..<20).map { "\"f\($0)\": 0" }.joined(separator: ", ")
    #expect(duplicates("{\(filler), \"abcdefghij\": {\"x\": 0}, \"abcdefghij\":0}").count == 1)
    #expect(duplicates("{\(filler), \"ab\":0,\"ab\":0}").count == 1)
  }
}
