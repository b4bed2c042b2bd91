import App
import Course
import Foundation
import Import
import Language
import Review
import Store
import Terminal

/// `lingo import FILE... --out COURSE.json [--title T] [--language CODE --from CODE] [--with-history]`.
struct ImportCommand: Command {
  let files: [String]
  let out: String
  let title: String?
  let language: Language
  let fromLanguage: Language
  let withHistory: Bool
  let options: CommonOptions

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(
      words, flags: CommonOptions.flags.union(["--with-history"]),
      options: CommonOptions.valued.union(["--out", "--title", "--language", "--from"]))
    files = arguments.positionals
    guard !files.isEmpty else { throw .usage("import needs at least one Anki package or list") }
    guard let out = arguments.options["--out"], !out.isEmpty else {
      throw .usage("import needs --out COURSE.json, the course file to write")
    }
    self.out = out
    // The title enters the course through the one door for names: control characters and the like go.
    if let raw = arguments.options["--title"] {
      guard let clean = CourseName.clean(raw) else { throw .usage("--title wants a name, not nothing") }
      title = clean
    } else {
      title = nil
    }
    language = try Self.language(arguments.options["--language"] ?? "und", option: "--language")
    fromLanguage = try Self.language(arguments.options["--from"] ?? "en", option: "--from")
    guard language.code != fromLanguage.code else {
      throw .usage("--language and --from must differ (both are '\(language.code)')")
    }
    withHistory = arguments.flags.contains("--with-history")
    options = try CommonOptions(arguments)
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    let output: ImportOutput
    switch ImportOutput.resolve(out, inputs: files, storePath: environment.store.path()) {
    case .success(let resolved): output = resolved
    case .failure(let refusal): throw .importFailed(refusal.message)
    }
    let progress = ImportProgress(environment: environment)
    let shelf = environment.lexicons.shelf()
    // Without --language, the files' text tells it, by every dictionary installed.
    shelf.prepare(language.code == "und" ? LanguageCodes.codes : [language.code, fromLanguage.code])
    var languages = ListLanguages(taught: language.code, learner: fromLanguage.code) { code in
      shelf.dictionary(code).map { dictionary in { dictionary.knows($0) } }
    }
    var decks: [SourceDeck] = []
    let result: Importer.Result
    let id: String
    do throws(ImportError) {
      for file in files {
        progress.reading(file)
        let deck = try Importer.read(path: file, withHistory: withHistory, languages: languages) { line in
          progress.finish()
          environment.writeError("lingo: note: \(line)\n")
        }
        // The language the first file was found to teach is the course's: the next files are read for it.
        if languages.taught == "und", let found = deck.language { languages.taught = found }
        decks.append(deck)
      }
      let name = title ?? Self.title(decks, files: files)
      id = Importer.courseID(title: name)
      // A code found in the text is one of `LanguageCodes`'.
      let taught = Language(code: languages.taught, name: LanguageCodes.name(languages.taught), flag: "")
      result = try Importer.build(
        decks, options: Importer.Options(id: id, title: name, language: taught, fromLanguage: fromLanguage),
        languages: languages,
        check: { json in
          CourseFindings.of(CourseLoader.load(json), shelf: shelf, solve: true, suggesting: false)
        },
        progress: progress.sorting, checking: progress.checking)
      progress.finish()
    } catch {
      progress.finish()
      throw .importFailed(error.message)
    }
    var lines = result.report.lines
    switch output {
    case .standardOutput:
      environment.write(TerminalText(json: String(decoding: result.json, as: UTF8.self)))
      lines.append("wrote the course '\(id)' to standard output")
    case .file(let path, let mode):
      if let failure = AtomicFile.write(result.json, to: path, mode: mode) {
        throw .importFailed("cannot write '\(out)': \(failure)")
      }
      lines.append("wrote \(out) (course '\(id)')")
    }
    // With the course on standard output, the summary goes to standard error.
    let say = output == .standardOutput ? environment.writeError : environment.write
    if withHistory {
      do throws(LingoError) {
        lines.append(try replay(result, environment: environment))
      } catch {
        say(lines.map { "\($0)" }.joined(separator: "\n") + "\n")
        throw error
      }
    }
    if case .file = output {
      // What to do with the course, last: play its first lesson, or make it the course studied.
      let file = Self.shellWord(out)
      lines.append(
        "next: lingo play \(file) for its first lesson, or lingo settings course \(file) to study it")
    }
    say(lines.map { "\($0)" }.joined(separator: "\n") + "\n")
  }

  /// Replays the words' Anki reviews into the learner's review cards for the course.
  private func replay(_ result: Importer.Result, environment: AppEnvironment) throws(LingoError) -> String {
    let app = try AppContext.open(options, environment)
    let outcome: HistoryReplay.Outcome
    do throws(StoreError) {
      outcome = try app.store.update(makeLearner: app.clock.sample, reviewing: result.course.id) {
        learner, book in
        let scheduler =
          (try? Scheduler(retention: learner.settings.retention)) ?? Scheduler.defaults(fuzz: false)
        return HistoryReplay.replay(result.history, into: &book, scheduler: scheduler)
      }
    } catch {
      throw .store(error)
    }
    var line = "history: \(outcome.reviews) Anki reviews of \(outcome.replayed) words replayed through FSRS-6"
    if outcome.kept > 0 { line += "; \(outcome.kept) words lingo already reviews were kept as they are" }
    if result.report.historyNotCarried > 0 {
      line +=
        "; \(result.report.historyNotCarried) reviewed sentences and clozes are not words and stay behind"
    }
    return line
  }

  /// The decks' common top deck, else the first file's name.
  static func title(_ decks: [SourceDeck], files: [String]) -> String {
    let tops = Set(decks.flatMap(\.notes).compactMap { CourseName.deck($0.deck).first })
    if tops.count == 1, let top = tops.first, top != "Default" { return top }
    let stem = URL(fileURLWithPath: files.first ?? "").deletingPathExtension().lastPathComponent
    return CourseName.clean(stem) ?? "Imported course"
  }

  static func language(_ code: String, option: String) throws(LingoError) -> Language {
    // The code enters the course as it is: it must be one `lingo check` accepts.
    guard code == "und" || IdentifierSyntax.isLanguageCode(code) else {
      throw .usage("\(option) wants a language code such as es or en, not '\(code)'")
    }
    return Language(code: code, name: LanguageCodes.name(code), flag: "")
  }

  /// `path` as a shell reads it back, and no command takes for an option: as it is when it holds only
  /// characters no shell treats specially, else in single quotes (a quote in it written `'\''`); after
  /// `./` when it begins with `-`.
  static func shellWord(_ path: String) -> String {
    let path = path.hasPrefix("-") ? "./" + path : path
    let plain = path.unicodeScalars.allSatisfy {
      $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._/+-@%:=,".unicodeScalars.contains($0))
    }
    return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
