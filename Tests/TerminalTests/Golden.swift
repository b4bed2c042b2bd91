import TestSupport
import Testing

/// Compares `text` with the golden file `name` in `Tests/TerminalTests/Golden`.
func assertGolden(_ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  assertGolden(text, name, in: "Tests/TerminalTests/Golden", sourceLocation: sourceLocation)
}
