// Times opening the progress store and committing one lesson when the learner has ten years of daily history
// (3,650 days) and 100,000 word reviews, then a reset's backup, `reset --undo`, and making a new store.
// Run: swift run -c release store-benchmark
import Foundation
import Learner
import Review
import Store

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-store-bench-\(UUID())")
let path = folder.appendingPathComponent("progress.sqlite3").path
defer { try? FileManager.default.removeItem(at: folder) }

let start = Date(timeIntervalSince1970: 1_480_000_000)
let today = Day(start, in: TimeZone(identifier: "UTC") ?? .current).adding(3_650)
let now = start.addingTimeInterval(3_650 * 86_400)

func measure(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let elapsed = try clock.measure(body)
  return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1_000
}

func report(_ name: String, _ samples: [Double]) {
  let sorted = samples.sorted()
  let median = sorted[sorted.count / 2]
  print(
    "\(name): median \(String(format: "%.2f", median)) ms, best \(String(format: "%.2f", sorted[0])) ms over \(samples.count) runs"
  )
}

do {
  // Ten years of history: a lesson every day, 2,000 words, 100,000 reviews spread over them.
  var learner = Learner.sample(today: today, now: now)
  learner.dailyXP = Dictionary(uniqueKeysWithValues: (1...3_650).map { (today.adding(-$0), 10 + $0 % 30) })
  let words = (0..<2_000).map { "word\($0)" }
  for (index, word) in words.enumerated() {
    learner.wordsMet[WordKey(course: "spanish", word: word)] = today.adding(-3_650 + index)
  }
  let scheduler = try Scheduler()
  var generator = SystemRandomNumberGenerator()
  let fill = try measure {
    let store = try SQLiteProgressStore(path: path)
    _ = try store.replace(with: learner, backupStamp: "benchmark")
    try store.update(makeLearner: { learner }, reviewing: "spanish") { _, book in
      for review in 0..<100_000 {
        let at = start.addingTimeInterval(Double(review) * 3_150)
        book.review(
          words[review % words.count], rating: review % 7 == 0 ? .again : .good, at: at, scheduler: scheduler,
          using: &generator)
      }
    }
  }
  let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  print(
    "built: 3,650 days, \(words.count) words, 100,000 reviews in \(String(format: "%.0f", fill)) ms; file \(size / 1024) KiB"
  )

  var opens: [Double] = []
  var commits: [Double] = []
  var both: [Double] = []
  for run in 0..<30 {
    var store: SQLiteProgressStore?
    let open = try measure { store = try SQLiteProgressStore(path: path) }
    guard let store else { break }
    let lesson = CompletedLesson(
      courseID: "spanish", nodeID: "order-food", position: nil, next: nil, xp: 15, accuracy: 86,
      checks: [true, true, false, true, true],
      words: ["word\(run)"])
    let moment = now.addingTimeInterval(Double(run) * 60)
    let commit = try measure {
      try store.update(makeLearner: { learner }, reviewing: "spanish") { learner, book in
        for word in words.prefix(7) {
          book.review(word, rating: .good, at: moment, scheduler: scheduler, using: &generator)
        }
        _ = learner.complete(lesson, on: today)
      }
    }
    opens.append(open)
    commits.append(commit)
    both.append(open + commit)
  }
  report("open the store", opens)
  report("commit one lesson (learner, 7 reviews, log)", commits)
  report("open + commit", both)

  // A reset's backup and `reset --undo` on the same ten-year store.
  var backups: [Double] = []
  var undos: [Double] = []
  for run in 0..<10 {
    let store = try SQLiteProgressStore(path: path)
    backups.append(try measure { _ = try store.backUp(stamp: "bench-\(run)") })
    undos.append(try measure { _ = try store.restoreNewestBackup(stamp: "bench-undo-\(run)") })
    for backup in SQLiteProgressStore.backups(of: path) {
      try? FileManager.default.removeItem(atPath: backup)
    }
  }
  report("back up the store (what every reset keeps)", backups)
  report("reset --undo (back up, check the backup, copy it in)", undos)

  // A store made where there was none: built whole beside its place, then linked in.
  var creations: [Double] = []
  for run in 0..<10 {
    let fresh = folder.appendingPathComponent("new-\(run)/progress.sqlite3").path
    creations.append(try measure { _ = try SQLiteProgressStore(path: fresh) })
  }
  report("make a new store", creations)
} catch {
  print("benchmark failed: \(error)")
  exit(1)
}
