import Course
import Foundation
import Learner
import Store
import Terminal
import Testing

@testable import App

/// The app on in-memory services: a store, courses and a reader that touch no disk, no home and no program.
@Suite("the app's services")
struct AppServicesTests {
  let now = Date(timeIntervalSince1970: 1_795_975_200)

  /// An environment on in-memory services with every bundled course, no `HOME` at all.
  func environment(
    store: MemoryProgressStore = MemoryProgressStore(), courses: MemoryCourses? = nil,
    streams: MemoryStreams = MemoryStreams()
  ) throws -> AppEnvironment {
    AppEnvironment.inMemory(
      streams: streams,
      services: .inMemory(store: store, courses: try courses ?? Fixture.bundledCourses()), now: now)
  }

  @Test("a store in memory needs no home, and every command of a run sees the same learner")
  func memoryStore() throws {
    let store = MemoryProgressStore()
    let first = try AppContext.open(AppOptions(), try environment(store: store))
    let sam = try first.learner()
    #expect(sam.name == "Sam Rivera" && sam.courseID == BundledCourse.first.name)
    #expect(try first.store.reviewBook(course: "spanish").cards.count == sam.wordsMet.count)
    try first.update { $0.gems = 7 }
    let second = try AppContext.open(AppOptions(), try environment(store: store))
    #expect(try second.learner().gems == 7)
    // `--ephemeral` is a store of its own.
    let ephemeral = try AppContext.open(AppOptions(ephemeral: true), try environment(store: store))
    #expect(try ephemeral.learner().gems == sam.gems)
  }

  @Test("a change saved in memory is told to the streams, as the SQLite store tells them; a read is not")
  func savedInMemory() throws {
    let store = MemoryProgressStore()
    let making = try environment(store: store)
    _ = try AppContext.open(AppOptions(), making).learner()
    #expect(making.streams.saved)
    let reading = try environment(store: store)
    let app = try AppContext.open(AppOptions(), reading)
    _ = try app.learner()
    #expect(!reading.streams.saved)
    try app.update { $0.gems += 1 }
    #expect(reading.streams.saved)
  }

  @Test("the live store without a home says where to set one")
  func liveStoreWithoutHome() {
    #expect(throws: LingoError.noHome) {
      _ = try StoreService.live(variables: [:]).open(AppOptions(), StreamStatus())
    }
    #expect(StoreService.live(variables: [:]).files(AppOptions()) == nil)
    #expect(StoreService.live(variables: ["LINGO_HOME": "/h"]).files(AppOptions(ephemeral: true)) == nil)
  }

  @Test("courses in memory: a bundled name, a path, and the same refusals as on disk")
  func memoryCourses() throws {
    let courses = try Fixture.bundledCourses()
    courses.write(Data("{".utf8), at: "broken.json")
    let source = CourseSource.inMemory(courses)
    #expect(CourseFile.locate(nil, in: source) == "courses/spanish.json")
    #expect(CourseFile.locate("french", in: source) == "courses/french.json")
    #expect(CourseFile.locate("broken.json", in: source) == "broken.json")
    #expect(CourseFile.locate("german", in: source) == nil)
    #expect(CourseFile.locate("../spanish", in: source) == nil)
    let app = try AppContext.open(AppOptions(), try environment(courses: courses))
    let learner = try app.learner()
    #expect(try app.course("italian", for: learner).language.code == "it")
    #expect(throws: LingoError.course(.unreadable(name: "german", reason: "no such file or bundled course")))
    {
      _ = try app.course("german", for: learner)
    }
    #expect {
      _ = try app.course("broken.json", for: learner)
    } throws: { error in
      guard case LingoError.course(.refused(let path, _, let errors)) = error else { return false }
      return path == "broken.json" && errors == 1
    }
  }

  @Test("a course larger than any may be is refused in memory as on disk")
  func tooLarge() {
    let courses = MemoryCourses(files: ["big.json": Data(count: 9)])
    let read = CourseSource.inMemory(courses).read("big.json", 8, false)
    #expect(throws: CourseBytes.Reason.self) { _ = try read.get() }
    #expect((try? CourseSource.inMemory(courses).read("big.json", 9, false).get())?.data.count == 9)
  }

  @Test("a course rewritten in memory has another signature")
  func signatures() {
    let courses = MemoryCourses(files: ["a.json": Data("{}".utf8)])
    let source = CourseSource.inMemory(courses)
    let before = source.signature("a.json")
    #expect(before != nil && source.signature("a.json") == before)
    courses.write(Data("{}".utf8), at: "a.json")
    #expect(source.signature("a.json") != before)
    #expect(source.signature("b.json") == nil)
  }

  @Test("at a terminal the reader comes from the line reader service, not standard input")
  func terminalReader() throws {
    var environment = try environment(streams: MemoryStreams(input: ["from the pipe"]))
    var echoed = ""
    environment.lineReader = .lines(["# a comment", "learn", "  quit  "], echo: { echoed += $0.text })
    environment.inputIsTerminal = true
    var reader = try AppContext.open(AppOptions(), environment).reader()
    #expect(reader.readLine(prompt: "> ", completions: []) == "learn")
    #expect(reader.readLine(prompt: "> ", completions: []) == "quit")
    #expect(reader.readLine(prompt: "> ", completions: []) == nil)
    #expect(echoed == "> learn\n> quit\n")
    // The lines are typed once: a second reader finds them read.
    var again = try AppContext.open(AppOptions(), environment).reader()
    #expect(again.readLine(prompt: "> ", completions: []) == nil)
    // JSON reads the pipe even at a terminal, as before.
    var piped = try AppContext.open(AppOptions(json: true), environment).reader()
    #expect(piped.readLine(prompt: "> ", completions: []) == "from the pipe")
  }

  @Test("reset brings Sam back with his course read from the environment's courses")
  func reset() throws {
    let environment = try environment()
    let app = try AppContext.open(AppOptions(), environment)
    try app.update { $0.gems = 1 }
    let said = try Reset.perform(app.store, newName: nil, clock: app.clock, environment: environment)
    #expect(said == ["Back to the launch state: Sam Rivera, a 27-day streak."])
    let sam = try app.learner()
    #expect(sam.gems == 505 && !sam.wordsMet.isEmpty)
  }

  @Test("the prompt runs in memory: typed lines in, views out, a lesson played from it kept in the store")
  func prompt() throws {
    let store = MemoryProgressStore()
    let lines = ["profile", "start"] + Self.lessonAnswers + ["quit"]
    let streams = MemoryStreams(input: lines)
    let environment = try environment(store: store, streams: streams)
    try AppRunner.prompt(AppOptions(now: now, seed: 1), environment)
    #expect(streams.output.contains("Sam Rivera"), "\(streams.output)")
    #expect(streams.error.isEmpty, "\(streams.error)")
    let sam = try store.learner(makeLearner: { Learner.sample(at: Moment(now, in: .gmt)) })
    #expect(sam.lessonsCompleted == 215, "\(streams.output)")
  }

  /// Right answers to Sam's current lesson, 2.4 of the Spanish course, played with seed 1.
  static let lessonAnswers = [
    "coffee", "A coffee with milk please", "café=coffee, té=tea, agua=water, pan=bread, leche=milk", "quiero",
    "apple", "I want a coffee, please", "I like coffee",
  ]

  @Test("recorded speech keeps each request and says what espeak-ng's success says")
  func recordedSpeech() {
    let recorder = SpeechRecorder()
    let speech = SpeechService.recording(recorder)
    let toFile = SpeechRequest(text: "hola", language: "es", wordsPerMinute: 110, file: "/w/x.wav")
    #expect(speech.speak(toFile) == ["The prompt's speech is in /w/x.wav."])
    let aloud = SpeechRequest(text: "ciao", language: "it", wordsPerMinute: 230, file: nil)
    #expect(speech.speak(aloud).isEmpty)
    #expect(recorder.requests == [toFile, aloud])
  }
}
