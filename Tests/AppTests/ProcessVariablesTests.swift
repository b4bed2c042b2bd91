import Foundation
import Testing

@testable import App

/// lingo reads its environment from the C library's list, not through Foundation's `ProcessInfo`: the same
/// variables, each value whole.
@Suite("The process's environment variables")
struct ProcessVariablesTests {
  @Test func theSameAsFoundationReads() {
    setenv("LINGO_PROCESS_VARIABLES_TEST", "a=b==c", 1)
    setenv("LINGO_PROCESS_VARIABLES_EMPTY", "", 1)
    defer {
      unsetenv("LINGO_PROCESS_VARIABLES_TEST")
      unsetenv("LINGO_PROCESS_VARIABLES_EMPTY")
    }
    let variables = ProcessVariables.current()
    #expect(variables["LINGO_PROCESS_VARIABLES_TEST"] == "a=b==c")
    #expect(variables["LINGO_PROCESS_VARIABLES_EMPTY"] == "")
    #expect(variables == ProcessInfo.processInfo.environment)
  }
}
