import Foundation
import Testing

/// Compares `text` with the golden file `folder/name`; records it when missing or when RECORD_SNAPSHOTS=1,
/// and a recording run fails so that a new golden file is always looked at before it is committed.
public func assertGolden(
  _ text: String, _ name: String, in folder: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let url = packageRoot.appendingPathComponent("\(folder)/\(name)")
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !record, let golden = try? String(contentsOf: url, encoding: .utf8) else {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      "recorded golden file \(name); review it and run the tests again", sourceLocation: sourceLocation)
    return
  }
  #expect(text == golden, "output differs from golden file \(name)", sourceLocation: sourceLocation)
}
