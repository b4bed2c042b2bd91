import Testing

extension Tag {
  /// A test that starts the built `lingo` (or a shell, or `scripts/install`) as a process of its own, because
  /// what it proves needs one: signals, `kill -9`, a pseudo-terminal, closed pipes, the executable's own path,
  /// or a shell running lingo's completions; or that runs lingo in process on the disk (`lingo(onDisk:)`),
  /// because what it proves is about files: the progress file, its backups, the verdict cache. Every other
  /// CLI test calls `Lingo.run` in process and in memory.
  @Tag public static var endToEnd: Self
}
