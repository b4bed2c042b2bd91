import Testing

extension Tag {
  /// A test that starts the built `lingo` (or a shell, or `scripts/install`) as a process of its own, because
  /// what it proves needs one: signals, `kill -9`, a pseudo-terminal, closed pipes, the executable's own path,
  /// or a shell running lingo's completions. Every other CLI test calls `Lingo.run` in process.
  @Tag public static var endToEnd: Self
}
