import Foundation
import TestSupport
import Testing

@Suite("colour goldens converted to visible escapes")
struct GoldenConversionTests {
  @Test("every converted colour golden decodes to exactly the bytes it held before")
  func decodesToTheOldBytes() throws {
    let folder = packageRoot.appendingPathComponent("Tests/TerminalTests/Golden")
    let old = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("raw-escapes").path)
    #expect(old.count == 18)
    for name in old {
      let raw = try Data(contentsOf: folder.appendingPathComponent("raw-escapes/\(name)"))
      let stored = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(!stored.contains("\u{1B}"), "\(name) still holds ESC")
      #expect(Data(GoldenText.decode(stored).utf8) == raw, "\(name) decodes to other bytes")
      #expect(GoldenText.encode(String(decoding: raw, as: UTF8.self)) == stored, "\(name)")
    }
  }
}
