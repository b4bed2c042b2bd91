import Course
import Foundation

/// `lingo import`'s work: files read into notes, notes into a course that `lingo check --solve` passes.
public enum Importer {
  /// What the course is called and which languages it is in.
  public struct Options: Sendable {
    public var id: String
    public var title: String
    public var language: Language
    public var fromLanguage: Language

    public init(id: String, title: String, language: Language, fromLanguage: Language) {
      (self.id, self.title, self.language, self.fromLanguage) = (id, title, language, fromLanguage)
    }
  }

  /// The course made, its JSON, the report, and the review history of each taught word.
  public struct Result: Sendable {
    public var course: Course
    public var json: Data
    public var report: ImportReport
    public var history: [(word: String, reviews: [SourceReview])]
  }

  /// The id of a course titled `title`: stable, so that importing an updated deck keeps the learner's progress.
  public static func courseID(title: String) -> String {
    let slug = CourseName.slug(title, length: IdentifierSyntax.maxIdentifierLength - "import-".count)
    return "import-" + (slug.isEmpty ? "course" : slug)
  }

  /// Reads one file: an Anki package (by its zip signature), or a list (CSV, tabs, pipes, Anki's text
  /// export) whose columns are told apart by their names, what they hold, and the languages they read as
  /// (`languages`, with the dictionaries it hands in); a package's fronts and backs are checked against the
  /// languages too. `note` hears a line to show when a list's columns, or a package's sides, are taken in
  /// another order than their own.
  public static func read(
    path: String, withHistory: Bool, languages: ListLanguages = ListLanguages(),
    note: (String) -> Void = { _ in }
  ) throws(ImportError) -> SourceDeck {
    // A FIFO or a device (`/dev/zero`) could block or never end: only regular files are read.
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw .unreadable(file: path, reason: "no such file, or not a regular file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(file: path, reason: "no such file, or not a readable file")
    }
    let signature = (try? handle.read(upToCount: 2)) ?? Data()
    try? handle.close()
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    if signature.starts(with: [0x50, 0x4B]) {
      let deck: SourceDeck
      do {
        deck = try AnkiPackage.read(path: path, shown: path, withHistory: withHistory)
      } catch .unknownFormat {
        throw .corruptZip(file: path, reason: "its central directory is missing (is it cut short?)")
      }
      let checked = try DeckLanguageCheck.checked(deck, file: path, languages: languages)
      if let line = guessNote(checked.deck, file: path, languages: languages) { note(line) }
      if let line = checked.note { note(line) }
      return checked.deck
    }
    let data = try list(path)
    // A NUL byte makes no text file; looked for in the bytes themselves, not through Data's iterator.
    guard !data.isEmpty, !data.withUnsafeBytes({ $0.contains(0) }),
      let text = String(data: data, encoding: .utf8)
    else {
      throw .unknownFormat(file: path)
    }
    let read = try SentenceList.read(
      text, file: path, deck: CourseName.clean(stem) ?? "Imported", languages: languages)
    if let line = guessNote(read.deck, file: path, languages: languages) { note(line) }
    if let line = read.note { note(line) }
    return read.deck
  }

  /// What is said of a file read without a language taught (`--language`): the language it reads as, now
  /// the course's (`SourceDeck.language`), or that none was found.
  static func guessNote(_ deck: SourceDeck, file: String, languages: ListLanguages) -> String? {
    guard languages.taught == "und" else { return nil }
    let learner = LanguageCodes.name(languages.learner)
    guard let found = deck.language else {
      return "'\(file)': no --language given, and it reads clearly as no language other than \(learner) "
        + "with a dictionary here: the course's language is unknown (und); say it with --language CODE"
    }
    let taught = LanguageCodes.name(found)
    return "'\(file)': no --language given; it reads as \(taught) with \(learner), so the course teaches "
      + "\(taught) (--language \(found))"
  }

  /// The bytes of the list at `path`, at most `ImportLimits.largestList`.
  private static func list(_ path: String) throws(ImportError) -> Data {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(file: path, reason: "no such file, or not a readable file")
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: ImportLimits.largestList + 1)) ?? Data()
    guard data.count <= ImportLimits.largestList else {
      throw .unreadable(
        file: path, reason: "a list larger than \(ImportLimits.largestList >> 20) MiB is not read")
    }
    return data
  }

  /// The fewest words and sentences a course is made of: enough for a picture's three wrong choices.
  static let fewestItems = 4

  /// The course made from `decks`, checked by `check` (the findings of `lingo check --solve` on a course's
  /// JSON) and with every exercise it finds an error in taken out; `languages`' dictionaries tell the
  /// deck's names from its words; `progress` hears (done, total) as notes are sorted, then `checking`
  /// before the check.
  public static func build(
    _ decks: [SourceDeck], options: Options, languages: ListLanguages = ListLanguages(),
    check: (Data) -> [Finding],
    progress: (Int, Int) -> Void = { _, _ in }, checking: (Int) -> Void = { _ in }
  ) throws(ImportError) -> Result {
    var report = ImportReport()
    var classifier = Classifier(language: options.language.code, learner: options.fromLanguage.code)
    var grouped: [[String]: [Item]] = [:]
    var order: [[String]] = []
    var history: [(word: String, reviews: [SourceReview])] = []
    let total = decks.reduce(0) { $0 + $1.notes.count }
    var done = 0
    for deck in decks {
      report.mediaDropped += deck.mediaDropped
      report.leftOut.merge(deck.leftOut, uniquingKeysWith: +)
      report.notes += deck.notes.count + deck.leftOut.values.reduce(0, +)
      for note in deck.notes {
        done += 1
        if done % 1000 == 0 { progress(done, total) }
        let items = classifier.items(note)
        // Deck names from a SourceDeck made elsewhere pass the same door as those read here.
        let path = CourseName.deck(note.deck)
        if grouped[path] == nil { order.append(path) }
        grouped[path, default: []] += items
        if let reviews = deck.history[note.key], !reviews.isEmpty {
          if let word = items.first?.word {
            history.append((word.text, reviews))
          } else {
            report.historyNotCarried += 1
          }
        }
      }
    }
    progress(total, total)
    report.leftOut.merge(classifier.leftOut, uniquingKeysWith: +)
    // Numbered decks in the order they are numbered: Chapter 2 before Chapter 10.
    // A translation several sentences share is asked into the language once (`SentenceVariants`).
    let (sortedDecks, variants) = SentenceVariants.grouped(
      order.sorted(by: NaturalOrder.precedes)
        .map { (deck: $0, items: grouped[$0] ?? []) }.filter { !$0.items.isEmpty })
    if variants > 0 { report.leftOut[SentenceVariants.leftOutReason, default: 0] += variants }
    guard !sortedDecks.isEmpty else {
      throw .nothingToImport(leftOut: report.leftOut, mediaDropped: report.mediaDropped)
    }
    // One or two notes make banks with nothing to choose from and a board of one pair: not a course.
    let usable = sortedDecks.reduce(0) { $0 + $1.items.count }
    guard usable >= Self.fewestItems else { throw .tooFew(items: usable, needed: Self.fewestItems) }
    let builder = CourseBuilder(
      language: options.language, fromLanguage: options.fromLanguage, id: options.id,
      title: CourseName.clean(options.title) ?? "Imported course",
      lowerCase: DeckNames.LowerCase(
        taught: languages.dictionary(options.language.code),
        learner: languages.dictionary(options.fromLanguage.code),
        codes: (options.language.code, options.fromLanguage.code)))
    let made = builder.course(sortedDecks)
    checking(made.units.reduce(0) { $0 + $1.nodes.reduce(0) { $0 + $1.exercises.count } })
    let checked = try CourseCheck.fair(made, alsoRight: builder.alsoRight, check: check)
    report.leftOut.merge(checked.removed, uniquingKeysWith: +)
    report.warnings = checked.warnings.count
    let items = sortedDecks.flatMap(\.items)
    report.unknownWords = UnknownWords.listed(
      checked.warnings.compactMap { finding in
        finding.misspelledWord.map { ($0, taught: finding.misspelledLanguage == options.language.name) }
      }, in: items)
    for item in items {
      switch item {
      case .word: report.words += 1
      case .sentence: report.sentences += 1
      case .cloze: report.clozes += 1
      }
    }
    let nodes = checked.course.units.flatMap(\.nodes)
    report.units = checked.course.units.count
    report.lessons = nodes.filter { $0.kind == .lesson }.count
    report.exercises = nodes.reduce(0) { $0 + $1.exercises.count }
    guard report.exercises > 0 else {
      throw .nothingToImport(leftOut: report.leftOut, mediaDropped: report.mediaDropped)
    }
    report.wordsWithHistory = history.count
    return Result(course: checked.course, json: checked.json, report: report, history: history)
  }
}
