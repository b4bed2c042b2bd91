import Foundation
import TestSupport
import Testing

/// Packages whose zip is damaged or holds what lingo cannot read, each made from a good package by changing
/// a field of its first entry: every one is refused in one line that says what is wrong, with exit 8.
@Suite struct DamagedZipTests {
  /// A change to a package's bytes, and what the refusal says.
  struct Damage: Sendable, CustomTestStringConvertible {
    let name: String
    let change: @Sendable (inout [UInt8], _ local: Int, _ central: Int) -> Void
    let message: String
    var testDescription: String { name }
  }

  static let damages = [
    Damage(
      name: "encrypted", change: { bytes, _, central in bytes[central + 8] |= 1 },
      message: "cannot read '%@': its entry 'collection.anki2' is encrypted, and lingo takes no password"),
    Damage(
      name: "another method", change: { bytes, _, central in bytes[central + 10] = 14 },
      message: "its entry 'collection.anki2' is compressed with method 14; lingo reads stored and deflated"),
    Damage(
      name: "a flipped byte",
      change: { bytes, local, _ in
        let data = local + 30 + Int(bytes[local + 26]) + Int(bytes[local + 28])
        for index in data + 40..<data + 80 { bytes[index] ^= 0x5A }
      }, message: "'%@' is a damaged zip: 'collection.anki2': its"),
    Damage(
      name: "a size larger than the data",
      change: { bytes, local, central in
        bytes[central + 26] &+= 1
        bytes[local + 24] &+= 1
      }, message: "'%@' is a damaged zip: 'collection.anki2' holds"),
  ]

  @Test(arguments: damages)
  func aDamagedEntryIsRefusedInOneLine(_ damage: Damage) throws {
    let folder = temporaryFolder("damaged")
    let package = folder.appendingPathComponent("deck.apkg")
    try HostilePackages.package(
      at: package,
      sql: HostilePackages.collection(deck: "D", notes: HostilePackages.words.map { [$0.0, $0.1] }))
    var bytes = [UInt8](try Data(contentsOf: package))
    let local = try #require(Self.offset(of: [0x50, 0x4B, 0x03, 0x04], in: bytes))
    let central = try #require(Self.offset(of: [0x50, 0x4B, 0x01, 0x02], in: bytes))
    damage.change(&bytes, local, central)
    try Data(bytes).write(to: package)
    let out = folder.appendingPathComponent("c.json")
    let run = lingo(["import", package.path, "--out", out.path, "--language", "es", "--from", "en"])
    #expect(run.status == 8)
    let message = damage.message.replacingOccurrences(of: "%@", with: package.path)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// Two entries of one name: Anki's readers take the last, lingo would take the first, so neither is.
  @Test func twoEntriesOfOneNameAreRefused() throws {
    let folder = temporaryFolder("twice")
    let package = folder.appendingPathComponent("twice.apkg")
    try HostilePackages.zip(at: package, entries: [("meta", Data("{}".utf8)), ("meta", Data("{}".utf8))])
    let run = lingo(["import", package.path, "--out", folder.appendingPathComponent("c.json").path])
    #expect(run.status == 8)
    #expect(
      run.stderr.contains("'\(package.path)' is a damaged zip: two of its entries are named 'meta'"),
      "\(run.stderr)")
  }

  /// Where `signature` first starts in `bytes`.
  static func offset(of signature: [UInt8], in bytes: [UInt8]) -> Int? {
    bytes.indices.dropLast(signature.count - 1).first {
      bytes[$0..<$0 + signature.count].elementsEqual(signature)
    }
  }
}
