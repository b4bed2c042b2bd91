import Course
import Foundation
import Learner
import Review
import TestSupport
import Testing

@testable import Store

/// docs/progress-files.md, read from the checkout.
private let document: String = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  return (try? String(contentsOf: root.appendingPathComponent("docs/progress-files.md"), encoding: .utf8))
    ?? ""
}()

/// The rows of the table under `### \`name\``, by column.
private func section(_ name: String) -> [String: String] {
  guard let start = document.range(of: "### `\(name)`\n") else { return [:] }
  let rest = document[start.upperBound...]
  let body = rest.range(of: "\n##").map { rest[..<$0.lowerBound] } ?? rest
  var rows: [String: String] = [:]
  for line in body.split(separator: "\n") where line.hasPrefix("| `") {
    let column = line.dropFirst(3).prefix { $0 != "`" }
    rows[String(column)] = String(line)
  }
  return rows
}

/// A number as the page writes it: whole numbers grouped by thousands.
private func written(_ value: Double) -> String {
  guard value == value.rounded(), let whole = Int(exactly: value) else { return "\(value)" }
  return whole.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
}

private func written(_ range: ClosedRange<Int>) -> String {
  "\(written(Double(range.lowerBound))) to \(written(Double(range.upperBound)))"
}

private func written(_ range: ClosedRange<Double>) -> String {
  "\(written(range.lowerBound)) to \(written(range.upperBound))"
}

@Suite("docs/progress-files.md is true to the schema and the ranges")
struct ProgressFilesDocTests {
  /// Each checked column's range, as `StoredRange` has it, by `table.column`.
  static let ranges: [String: String] = [
    "learner.gems": written(StoredRange.count), "learner.energy": written(StoredRange.energy),
    "learner.energy_as_of": written(StoredRange.seconds), "learner.total_xp": written(StoredRange.count),
    "learner.streak_count": written(StoredRange.streak), "learner.unit": written(StoredRange.pathNumber),
    "learner.node": written(StoredRange.pathNumber), "learner.lessons_completed": written(StoredRange.count),
    "learner.quest_day": written(StoredRange.day), "learner.quest_xp": written(StoredRange.count),
    "learner.quest_combo": written(StoredRange.count),
    "learner.quest_high_scores": written(StoredRange.count),
    "learner.quests_opened": DailyQuests.Quest.allCases.map(\.rawValue).joined(separator: ", "),
    "learner.league_week": written(StoredRange.day), "learner.league_xp": written(StoredRange.count),
    "learner.top_three_finishes": written(StoredRange.streak),
    "learner.accent_forgiveness": written(StoredRange.flag), "learner.sound": written(StoredRange.flag),
    "learner.daily_goal": written(StoredRange.goal), "learner.retention": written(Scheduler.retentionRange),
    "learner.voice": VoiceSpeed.allCases.map(\.rawValue).joined(separator: ", "),
    "learner.league_tier": written(StoredRange.leagueTier),
    "learner.league_anchor": written(StoredRange.seconds), "learner.freezes": written(StoredRange.freezes),
    "learner.best_streak": written(StoredRange.streak), "daily_xp.day": written(StoredRange.day),
    "daily_xp.xp": written(StoredRange.count), "frozen_days.day": written(StoredRange.day),
    "stars.stars": written(StoredRange.stars), "words_met.first_day": written(StoredRange.day),
    "cards.stability": written(StoredRange.stability), "cards.difficulty": written(StoredRange.difficulty),
    "cards.step": written(StoredRange.step), "cards.due": written(StoredRange.seconds),
    "cards.last_review": written(StoredRange.seconds), "reviews.at": written(StoredRange.seconds),
    "course_files.path": "up to \(written(Double(CourseFilePath.maxLength))) bytes",
    "course_files.course_id": BundledCourse.names.map { "`\($0)`" }.joined(separator: ", "),
    "mistakes.exercise": written(StoredRange.exercise), "mistakes.at": written(StoredRange.seconds),
    "cards.state": State.allCases.map { "\($0.rawValue) (\($0.name.lowercased()))" }.joined(separator: ", ")
      .replacingOccurrences(of: ", 3", with: " or 3"),
  ]

  @Test("every table and every column of a new store has a row on the page, with its range")
  func everyColumn() throws {
    #expect(!document.isEmpty)
    let path = temporaryItem("lingo-doc").appendingPathComponent("progress.sqlite3").path
    let database = try SQLiteProgressStore(path: path).database
    let tables = try database.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
    ).compactMap { $0.first?.string }
    #expect(tables.count == 12, "\(tables)")
    var seen: Set<String> = []
    for table in tables {
      let rows = section(table)
      #expect(!rows.isEmpty, "no section for table '\(table)'")
      let columns = try database.query("SELECT name FROM pragma_table_info(?)", [.text(table)])
        .compactMap { $0.first?.string }
      #expect(Set(rows.keys) == Set(columns), "table '\(table)'")
      for column in columns {
        seen.insert("\(table).\(column)")
        guard let range = Self.ranges["\(table).\(column)"] else { continue }
        #expect(rows[column]?.contains(range) == true, "\(table).\(column) should say \(range)")
      }
    }
    #expect(Set(Self.ranges.keys).isSubset(of: seen))
    // The league result's parts.
    #expect(section("learner")["league_result"]?.contains(written(StoredRange.day)) == true)
    #expect(section("learner")["league_result"]?.contains(written(StoredRange.streak)) == true)
  }
}
