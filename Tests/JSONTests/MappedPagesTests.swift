import Foundation
import Testing

@testable import JSON

/// A file mapped read-only: its bytes, its pages dropped and read again, and a change seen.
struct MappedPagesTests {
  private func file(_ bytes: Data) throws -> (path: String, descriptor: Int32) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
    try bytes.write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    return (path, descriptor)
  }

  @Test func pagesDroppedAreReadAgainAsTheyWere() throws {
    let bytes = Data((0..<(3 << 16)).map { UInt8(truncatingIfNeeded: $0 * 7) })
    let (path, descriptor) = try file(bytes)
    defer { unlink(path) }
    let pages = try #require(MappedPages(descriptor: descriptor, length: bytes.count))
    close(descriptor)
    #expect(pages.data == bytes)
    pages.release()
    #expect(pages.data == bytes)
    #expect(!pages.changedSinceMapped)
  }

  @Test func aFileWrittenToSinceItWasMappedIsSeenToHaveChanged() throws {
    let (path, descriptor) = try file(Data("{\"units\": []}".utf8))
    defer { unlink(path) }
    let pages = try #require(MappedPages(descriptor: descriptor, length: 13))
    close(descriptor)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data(" ".utf8))
    try handle.close()
    #expect(pages.changedSinceMapped)
  }

  @Test func nothingIsMappedForAnEmptyFileOrAPipe() throws {
    let (path, descriptor) = try file(Data())
    defer { unlink(path) }
    #expect(MappedPages(descriptor: descriptor, length: 0) == nil)
    close(descriptor)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    #expect(MappedPages(descriptor: ends[0], length: 4096) == nil)
    close(ends[0])
    close(ends[1])
  }
}
