import Learner
import Terminal
import Testing

/// Duo's line and pose follow the moment; the streak moment's week row fills day by day, today last.
@Suite("Duo's lines and the streak moment")
struct DuoLineTests {
  @Test("a cheer only when deserved: perfect, the streak grown; sad for a lesson not passed, a streak lost")
  func lines() {
    #expect(DuoLine.at(.completed(mistakes: 0)) == DuoLine("Perfect! Not a single mistake.", pose: .cheer))
    #expect(DuoLine.at(.completed(mistakes: 2)).pose == .idle)
    #expect(DuoLine.at(.completed(mistakes: 2)).text != DuoLine.at(.completed(mistakes: 0)).text)
    #expect(DuoLine.at(.notPassed).pose == .sad)
    #expect(
      DuoLine.at(.streakExtended)
        == DuoLine("Keep it up! I'm off to brag about your streak.", pose: .cheer))
    // Day one of a streak is no streak to brag about yet.
    #expect(DuoLine.streak(1) == DuoLine.at(.streakStarted) && DuoLine.streak(1).pose != .cheer)
    #expect(DuoLine.streak(2) == DuoLine.at(.streakExtended))
    #expect(
      DuoLine.at(.streakLost(days: 28))
        == DuoLine("Your 28-day streak ended. Start a new one today!", pose: .sad))
    #expect(
      DuoLine.at(.frozen(freezes: 1, streak: 12)).text
        == "A streak freeze kept your 12-day streak alive while you were away.")
    #expect(
      DuoLine.at(.frozen(freezes: 2, streak: 12)).text
        == "2 streak freezes kept your 12-day streak alive while you were away.")
  }

  /// A week of `days` (Sunday first): done, frozen or not, today the fifth.
  private func week(frozen: Int? = nil, done: Set<Int>) -> [WeekDay] {
    let sunday = Day(year: 2026, month: 11, day: 22)
    return (0..<7).map { index in
      WeekDay(
        day: sunday.adding(index), isToday: index == 4, isActive: done.contains(index),
        isFrozen: index == frozen)
    }
  }

  @Test("the row fills each day kept, oldest first, today last; its last frame is CompleteView's row")
  func filling() {
    let days = week(frozen: 1, done: [0, 2, 3, 4])
    #expect(StreakMoment.fillingOrder(days) == [0, 1, 2, 3, 4])
    let style = Style(color: false, ascii: true)
    let rows = StreakMoment(style: style).fillingRows(days)
    #expect(rows.first == "  .  .  .  .  .  .  .")
    #expect(rows.count == 6)
    #expect(CompleteView(style: style).streak(count: 5, week: days).contains(rows[rows.count - 1]))
    let today = week(done: [2, 4, 1])
    #expect(StreakMoment.fillingOrder(today) == [1, 2, 4])
  }

  @Test("the news: Duo sad for a streak that ended, one labelled line in plain mode")
  func news() {
    let style = Style(color: false, ascii: true)
    let lines = StreakMoment(style: style, width: 80).news(.lost(days: 28)).texts
    #expect(lines.joined().contains("Your 28-day streak ended. Start a new one today!"))
    #expect(lines.contains { $0.contains("T   T") })
    #expect(
      StreakMoment.plainNews(.lost(days: 28)).texts == [
        "Streak news: Your 28-day streak ended. Start a new one today!", "",
      ])
  }
}
