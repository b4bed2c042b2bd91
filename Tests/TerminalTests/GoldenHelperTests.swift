import TestSupport
import Testing

@Suite("golden files")
struct GoldenHelperTests {
  @Test("ESC is kept as ⟨ESC⟩ and read back as ESC")
  func escapes() {
    let text = "\u{1B}[1;31mno\u{1B}[0m ok\n"
    #expect(GoldenText.encode(text) == "⟨ESC⟩[1;31mno⟨ESC⟩[0m ok\n")
    #expect(GoldenText.decode(GoldenText.encode(text)) == text)
  }

  @Test("a mismatch is shown as the lines that differ, with two lines of context")
  func diff() {
    let golden = (1...10).map { "line \($0)\n" }.joined()
    let output = golden.replacingOccurrences(of: "line 5\n", with: "line five\n") + "line 11\n"
    #expect(
      lineDiff(golden, output) == """
        @@ golden line 3, output line 3 @@
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
        @@ golden line 9, output line 9 @@
         line 9
         line 10
        +line 11

        """)
    #expect(lineDiff(golden, golden).isEmpty)
    #expect(lineDiff("a\n", "a") == "@@ golden line 1, output line 1 @@\n-a\n+a (no newline at end)\n")
  }
}
