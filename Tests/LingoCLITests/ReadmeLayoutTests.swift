import Foundation
import Testing

/// README's layout is a newcomer's map of the package: it must name every target there is.
@Suite("README names every target")
struct ReadmeLayoutTests {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("every folder of Sources is named in README's layout, and every target it names exists")
  func everyTarget() throws {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let layout = try #require(readme.components(separatedBy: "## Layout").dropFirst().first)
    let targets = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Sources").path
    )
    .filter { !$0.hasPrefix(".") }
    #expect(targets.count >= 20)
    for target in targets {
      #expect(layout.contains("`\(target)`"), "README's layout does not name \(target)")
    }
    // A name in backquotes that starts with a capital and is no folder of Sources is a stale target.
    let named = layout.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      .filter { $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter } }
    for name in named where !["Rule", "Lexicon", "RECORD"].contains(name) {
      #expect(targets.contains(name), "README's layout names \(name), which is not a target")
    }
  }
}
