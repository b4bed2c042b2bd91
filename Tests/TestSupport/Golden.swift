import Foundation
import Testing

/// Compares `text` with the golden file `name` in the `Golden` folder of the calling test target (or in
/// `folder`, relative to the package); records it when missing or when RECORD_SNAPSHOTS=1, and a recording
/// run fails so that a new golden file is always looked at before it is committed. Golden files hold escapes
/// visibly (`GoldenText`); a mismatch is shown as a line diff.
public func assertGolden(
  _ text: String, _ name: String, in folder: String? = nil, filePath: StaticString = #filePath,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let directory = folder.map { packageRoot.appendingPathComponent($0) } ?? goldenFolder(of: "\(filePath)")
  let url = directory.appendingPathComponent(name)
  guard !text.contains(GoldenText.escape) else {
    Issue.record("the output holds \(GoldenText.escape) itself", sourceLocation: sourceLocation)
    return
  }
  let stored = GoldenText.encode(text)
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !record, let golden = try? String(contentsOf: url, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? stored.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      "recorded golden file \(name); review it and run the tests again", sourceLocation: sourceLocation)
    return
  }
  if stored != golden {
    Issue.record(
      "output differs from golden file \(name) (- golden, + output):\n\(lineDiff(golden, stored))",
      sourceLocation: sourceLocation)
  }
}

/// The `Golden` folder of the test target that holds the source file `path`: `Tests/<Target>/Golden`.
private func goldenFolder(of path: String) -> URL {
  var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
  while folder.pathComponents.count > 2, folder.deletingLastPathComponent().lastPathComponent != "Tests" {
    folder = folder.deletingLastPathComponent()
  }
  return folder.appendingPathComponent("Golden")
}

/// How a golden file spells the one control character lingo's output holds besides the newline: ESC, as the
/// visible `⟨ESC⟩`, so a colour golden reads (and diffs) as text: `⟨ESC⟩[1m` is bold.
public enum GoldenText {
  /// What ESC is written as.
  public static let escape = "⟨ESC⟩"

  /// `text` as a golden file keeps it.
  public static func encode(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}", with: escape)
  }

  /// The text a golden file's contents stand for.
  public static func decode(_ stored: String) -> String {
    stored.replacingOccurrences(of: escape, with: "\u{1B}")
  }
}
