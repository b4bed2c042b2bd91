import Foundation
import Testing

@testable import Language

/// The caches name this executable by its build ID, read from memory: the same ID that is written in the
/// executable's file, and notes are read by their sizes, never past their end.
@Suite struct FileIdentityTests {
  @Test func theExecutableIsNamedByTheBuildIDInItsFile() throws {
    let id = try #require(FileIdentity.buildID(), "the test executable has a build ID")
    #expect(FileIdentity.executable == "build-id:" + id)
    #expect(id.count >= 16 && id.allSatisfy(\.isHexDigit))
    // The note as the linker wrote it: its name, then the ID's bytes.
    var bytes = Array("GNU\0".utf8)
    var digits = Substring(id)
    while !digits.isEmpty {
      bytes.append(try #require(UInt8(digits.prefix(2), radix: 16)))
      digits = digits.dropFirst(2)
    }
    // The notes are at the file's start, after its program headers.
    let file = try #require(FileHandle(forReadingAtPath: "/proc/self/exe"))
    defer { try? file.close() }
    let start = try #require(try file.read(upToCount: 1 << 16))
    #expect(start.range(of: Data(bytes)) != nil, "the build ID is in the executable's file")
  }

  /// A note: sizes and type, then the name and the description, each padded to four bytes.
  private func note(name: String, type: UInt32, description: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    let named = Array(name.utf8) + [0]
    for number in [UInt32(named.count), UInt32(description.count), type] {
      withUnsafeBytes(of: number.littleEndian) { bytes += $0 }
    }
    bytes += named + Array(repeating: 0, count: (4 - named.count % 4) % 4)
    bytes += description + Array(repeating: 0, count: (4 - description.count % 4) % 4)
    return bytes
  }

  @Test func theBuildIDIsFoundAmongOtherNotes() {
    let notes =
      note(name: "GNU", type: 1, description: [0, 0, 0, 0, 3, 0, 0, 0])
      + note(name: "stapsdt", type: 3, description: [9, 9])
      + note(name: "GNU", type: 3, description: [0xde, 0xad, 0xbe, 0xef, 0x01])
    #expect(notes.withUnsafeBytes { FileIdentity.gnuBuildID(in: $0) } == "deadbeef01")
  }

  @Test func aNoteCutShortIsNoBuildID() {
    let whole = note(name: "GNU", type: 3, description: Array(repeating: 7, count: 20))
    for length in [0, 11, 12, 16, whole.count - 1] {
      #expect(whole.prefix(length).withUnsafeBytes { FileIdentity.gnuBuildID(in: $0) } == nil, "\(length)")
    }
    let huge = note(name: "GNU", type: 3, description: [1]).enumerated().map {
      $0.offset == 4 ? 0xFF : $0.element
    }
    #expect(huge.withUnsafeBytes { FileIdentity.gnuBuildID(in: $0) } == nil)
  }
}
