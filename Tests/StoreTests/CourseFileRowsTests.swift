import Course
import Foundation
import Learner
import TestSupport
import Testing

@testable import Store

private let today = Day(year: 2026, month: 11, day: 26)
private let now = Date(timeIntervalSince1970: 1_795_975_200)
private func sample() -> Learner { Learner.sample(today: today, now: now) }

/// A new store path in a folder of its own, the folder made.
private func path() throws -> String {
  let folder = temporaryItem("lingo-course-files")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder.appendingPathComponent("progress.sqlite3").path
}

/// Migration `9-course-files`: where each course studied from a file is, by course id.
@Suite("the course files in the SQLite store")
struct CourseFileRowsTests {
  @Test("a course file's place survives reopening, and a new place replaces the old")
  func roundTrip() throws {
    let file = try path()
    let store = try SQLiteProgressStore(path: file)
    try store.update(makeLearner: sample) { learner in
      learner.courseFiles["import-my-deck"] = "/home/ana/decks/mine.json"
      learner.courseID = "import-my-deck"
      learner.positions["import-my-deck"] = PathPosition(unit: 1, node: 3)
    }
    var read = try SQLiteProgressStore(path: file).learner(makeLearner: sample)
    #expect(read.courseFiles == ["import-my-deck": "/home/ana/decks/mine.json"])
    #expect(read.courseID == "import-my-deck")
    #expect(read.positions["spanish"] == PathPosition(unit: 2, node: 4))
    #expect(read.positions["import-my-deck"] == PathPosition(unit: 1, node: 3))
    try store.update(makeLearner: sample) { $0.courseFiles["import-my-deck"] = "/home/ana/moved.json" }
    read = try SQLiteProgressStore(path: file).learner(makeLearner: sample)
    #expect(read.courseFiles == ["import-my-deck": "/home/ana/moved.json"])
  }

  @Test(
    "a file an older lingo wrote (migrations 1 to 8) opens with everything in it, and keeps course files after"
  )
  func olderFile() throws {
    let file = try path()
    var older = sample()
    older.positions["french"] = PathPosition(unit: 1, node: 2)
    older.stars[NodeKey(course: "french", node: "hello")] = 3
    older.mistakes = [
      Mistake(course: "spanish", exercise: ExerciseRef(node: "order-food", index: 2), at: now)
    ]
    do {
      let database = try SQLiteDatabase(path: file)
      try database.execute("CREATE TABLE migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
      for migration in Migrations.all.prefix(8) {
        try database.execute(migration.sql)
        try database.query("INSERT INTO migrations (name) VALUES (?)", [.text(migration.name)])
      }
      #expect(Migrations.all.prefix(8).last?.name == "8-keyboard")
      try LearnerRows.save(older, replacing: nil, in: database)
      #expect(try database.query("SELECT 1 FROM sqlite_master WHERE name = 'course_files'").isEmpty)
    }
    let store = try SQLiteProgressStore(path: file)
    let read = try store.learner { Learner.new(name: "x", today: today, now: now) }
    #expect(read == older)
    #expect(read.courseFiles.isEmpty)
    let names = try store.database.query("SELECT name FROM migrations ORDER BY name")
      .compactMap { $0.first?.string }
    #expect(Set(names) == Set(Migrations.all.map(\.name)))
    try store.update(makeLearner: sample) { $0.courseFiles["mine"] = "/decks/mine.json" }
    let again = try SQLiteProgressStore(path: file).learner(makeLearner: sample)
    #expect(again.courseFiles == ["mine": "/decks/mine.json"])
    #expect(again.positions == older.positions && again.stars == older.stars)
  }

  @Test("a path that is not absolute and standardised, or a bundled course's id, is damage on load")
  func damaged() throws {
    for (id, place) in [
      ("mine", "decks/mine.json"), ("mine", "/decks/../mine.json"), ("mine", "/decks//mine.json"),
      ("mine", "/"), ("spanish", "/decks/mine.json"), ("French", "/decks/mine.json"),
      ("bad id", "/decks/mine.json"),
    ] {
      let file = try path()
      _ = try SQLiteProgressStore(path: file).learner(makeLearner: sample)
      try SQLiteDatabase(path: file).query(
        "INSERT INTO course_files (course_id, path) VALUES (?, ?)", [.text(id), .text(place)])
      #expect(throws: StoreError.self, "\(id) \(place)") {
        _ = try SQLiteProgressStore(path: file).learner(makeLearner: sample)
      }
    }
  }

  @Test("saving refuses what would not load, and writes nothing")
  func saveChecks() throws {
    let file = try path()
    let store = try SQLiteProgressStore(path: file)
    _ = try store.learner(makeLearner: sample)
    #expect(throws: StoreError.self) {
      try store.update(makeLearner: sample) { learner in
        learner.gems = 1
        learner.courseFiles["mine"] = "mine.json"
      }
    }
    let read = try SQLiteProgressStore(path: file).learner(makeLearner: sample)
    #expect(read.courseFiles.isEmpty && read.gems == sample().gems)
  }

  @Test("the path syntax kept")
  func syntax() {
    #expect(CourseFilePath.isStandardPath("/home/ana/My Deck.json"))
    #expect(CourseFilePath.isStandardPath("/a/.hidden/x.json"))
    #expect(!CourseFilePath.isStandardPath("x.json"))
    #expect(!CourseFilePath.isStandardPath("/a/./x.json"))
    #expect(!CourseFilePath.isStandardPath("/a/x.json/"))
    #expect(!CourseFilePath.isStandardPath("/a/x\u{0}.json"))
    #expect(!CourseFilePath.isStandardPath("/" + String(repeating: "a", count: CourseFilePath.maxLength)))
    #expect(CourseFilePath.isCourseID("import-my-deck"))
    #expect(!CourseFilePath.isCourseID("italian") && !CourseFilePath.isCourseID("Italian"))
  }
}
