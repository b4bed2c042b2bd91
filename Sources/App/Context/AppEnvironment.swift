import Course
import Foundation
import Terminal

/// Everything lingo takes from the world, handed in so tests and `--now` can replace it.
public struct AppEnvironment {
  /// The environment variables.
  public var variables: [String: String]
  /// Whether standard input and output are terminals.
  public var inputIsTerminal: Bool
  public var outputIsTerminal: Bool
  /// The clock: the real one, or fixed by `--now`.
  public var now: () -> Date
  /// Reads standard input a line at a time.
  public var readLine: () -> String?
  /// The sinks of standard output and standard error; text reaches them only through `write` and
  /// `writeError`, as `TerminalText`.
  private var outputSink: (String) -> Void
  private var errorSink: (String) -> Void
  /// Reads standard input in raw chunks, nil at its end; for commands that stream bytes.
  public var readBytes: () -> [UInt8]?
  /// Writes raw bytes to standard output: data, not terminal text (the schedule `lingo schedule` streams),
  /// so it takes bytes and escapes nothing. JSON written by an encoder (`--json`, the course of
  /// `import --out -`) goes through `write` as `TerminalText(json:)`.
  public var writeBytes: (UnsafeBufferPointer<UInt8>) -> Void
  /// Waits, for animations; does nothing in tests.
  public var pause: (Double) -> Void
  /// A seed when `--seed` is not given.
  public var randomSeed: () -> UInt64
  /// What failed on the standard streams, and whether progress was saved; read when the command ends.
  public var streams = StreamStatus()
  /// Opens the learner's store.
  public var store: StoreService
  /// Reads course files and finds the bundled courses.
  public var courses: CourseSource
  /// Makes the shelf of dictionaries a command grades and checks with.
  public var lexicons: LexiconService
  /// Says a prompt aloud for `:listen`.
  public var speech: SpeechService
  /// Makes the reader of lines typed at a terminal.
  public var lineReader: LineReaderService

  /// An environment on these streams and services. `write` and `writeError` are the sinks of standard
  /// output and error; lingo hands them only what its own `write` and `writeError` took as `TerminalText`.
  public init(
    variables: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool, now: @escaping () -> Date,
    readLine: @escaping () -> String?, write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void, pause: @escaping (Double) -> Void = { _ in },
    randomSeed: @escaping () -> UInt64 = { 1 }, readBytes: (() -> [UInt8]?)? = nil,
    writeBytes: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil, services: AppServices? = nil
  ) {
    self.variables = variables
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.now = now
    self.readLine = readLine
    self.outputSink = write
    self.errorSink = writeError
    self.pause = pause
    self.randomSeed = randomSeed
    // Without their own, the byte streams go through the line and string ones.
    self.readBytes = readBytes ?? { readLine().map { Array(($0 + "\n").utf8) } }
    self.writeBytes = writeBytes ?? { write(String(decoding: $0, as: UTF8.self)) }
    // Without services of their own, those of the file system and the machine, where `variables` say.
    let services = services ?? .live(variables: variables)
    (store, courses, lexicons) = (services.store, services.courses, services.lexicons)
    (speech, lineReader) = (services.speech, services.lineReader)
  }

  /// The real process: its streams, clock and environment, and the live services (the SQLite store,
  /// courses and dictionaries on disk, espeak-ng, readline) where its variables say.
  public static func live() -> AppEnvironment {
    let streams = StandardStreams()
    let variables = ProcessVariables.current()
    var environment = AppEnvironment(
      variables: variables,
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      now: Date.init,
      readLine: streams.readLine,
      write: streams.writeOutput,
      writeError: streams.writeError,
      pause: { seconds in
        // A pause is never negative and never longer than a minute, whatever the caller worked out.
        let clamped = seconds.isFinite ? min(max(seconds, 0), 60) : 0
        usleep(UInt32(clamped * 1_000_000))
      },
      randomSeed: { UInt64.random(in: 0...UInt64.max) },
      readBytes: streams.readBytes,
      writeBytes: { streams.writeOutput(UnsafeRawBufferPointer($0)) }, services: .live(variables: variables))
    environment.streams = streams.status
    return environment
  }

  /// Writes `text` to standard output. It takes `TerminalText`, not `String`: the type system proves that
  /// outside text reaches the terminal only escaped (by interpolation or `TerminalText(escaping:)`).
  public func write(_ text: TerminalText) { outputSink(text.text) }

  /// Writes `text` to standard error; like `write`, it takes only `TerminalText`.
  public func writeError(_ text: TerminalText) { errorSink(text.text) }

  /// Whether output may move the cursor (animations, redrawn frames): a terminal whose `TERM` is not `dumb`.
  public var canMoveCursor: Bool { outputIsTerminal && variables["TERM"] != "dumb" }

  /// The learner's time zone: `TZ` when set and known, else the system's.
  public var timeZone: TimeZone {
    variables["TZ"].flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) }
      ?? .current
  }
}
