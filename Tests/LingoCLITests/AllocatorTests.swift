import Testing

@Suite("The allocator")
struct AllocatorTests {
  /// mimalloc reads its options once, before `main`; the executable sets them first (Sources/Allocator).
  /// Verbose, it lists each option as it starts: huge pages are on, from each thread's first segment, so the
  /// preset ran before it read them.
  @Test("lingo allocates with mimalloc, set to take huge pages before it starts")
  func hugePages() throws {
    let run = try runBinary(["--version"], input: "", variables: ["MIMALLOC_VERBOSE": "1"])
    #expect(run.status == 0)
    #expect(run.stderr.contains("mimalloc: option 'large_os_pages': 1"))
    #expect(run.stderr.contains("mimalloc: option 'eager_commit_delay': 0"))
  }
}
