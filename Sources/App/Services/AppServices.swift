import Store

/// The services a command takes from the outside world, handed to `AppEnvironment` together.
public struct AppServices {
  public var store: StoreService
  public var courses: CourseSource
  public var lexicons: LexiconService
  public var speech: SpeechService
  public var lineReader: LineReaderService

  public init(
    store: StoreService, courses: CourseSource, lexicons: LexiconService, speech: SpeechService,
    lineReader: LineReaderService
  ) {
    (self.store, self.courses, self.lexicons, self.speech) = (store, courses, lexicons, speech)
    self.lineReader = lineReader
  }

  /// The real ones: the SQLite store, courses and dictionaries on disk, espeak-ng and readline, each
  /// where `variables` say.
  public static func live(variables: [String: String]) -> AppServices {
    AppServices(
      store: .live(variables: variables), courses: .live(variables: variables),
      lexicons: .live(variables: variables), speech: .live(variables: variables), lineReader: .live)
  }

  /// Services that touch neither disk nor network nor another program: a store in memory, the courses of
  /// `courses`, the dictionaries of `lexicons` (none by default), speech kept in `speech`, and `lines` as
  /// if typed at a terminal.
  public static func inMemory(
    store: MemoryProgressStore = MemoryProgressStore(), courses: MemoryCourses,
    lexicons: LexiconService = .none,
    speech: SpeechRecorder = SpeechRecorder(), lines: [String] = []
  ) -> AppServices {
    AppServices(
      store: .inMemory(store), courses: .inMemory(courses), lexicons: lexicons,
      speech: .recording(speech), lineReader: .lines(lines))
  }
}
