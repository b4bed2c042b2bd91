import Foundation

/// An instant as the learner's rules see it: the local day, its league week and how far into that week.
public struct Moment: Sendable, Equatable {
  public var date: Date
  public var day: Day
  /// How far into the league week, in days: 0 at Monday's midnight, 7 at the end of Sunday.
  public var elapsed: Double
  /// The days of the week before `day` that the time zone skipped (Pacific/Apia went from 2011-12-29 to
  /// 2011-12-31): no lesson could fall on them, so the streak and freezes pass over them.
  public var skipped: [Day]

  public init(date: Date, day: Day, elapsed: Double, skipped: [Day] = []) {
    self.date = date
    self.day = day
    self.elapsed = min(7, max(0, elapsed))
    self.skipped = skipped
  }

  /// `date` in `timeZone`: a short day (a clock change) counts its own hours as a whole day.
  public init(_ date: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let day = Day(date, in: timeZone)
    let start = calendar.startOfDay(for: date)
    let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    let length = max(1, end.timeIntervalSince(start))
    let fraction = min(1, max(0, date.timeIntervalSince(start) / length))
    let skipped = Self.skippedDays(before: start, calendar: calendar)
    self.init(date: date, day: day, elapsed: Double(day.daysSinceMonday) + fraction, skipped: skipped)
  }

  /// The days the time zone skipped among the seven local days before the one that starts at `start`:
  /// the day before a day is the one a second before it starts, and any between were skipped.
  static func skippedDays(before start: Date, calendar: Calendar) -> [Day] {
    var skipped: [Day] = []
    var dayStart = start
    var day = Day(start, in: calendar.timeZone)
    for _ in 0..<7 {
      let previousEnd = dayStart.addingTimeInterval(-1)
      let previous = Day(previousEnd, in: calendar.timeZone)
      if previous.ordinal < day.ordinal - 1 {
        skipped += (previous.ordinal + 1..<day.ordinal).prefix(7).map(Day.init(ordinal:))
      }
      (dayStart, day) = (calendar.startOfDay(for: previousEnd), previous)
    }
    return skipped.sorted()
  }

  /// Whole hours left until the next local midnight, when the day's quests renew.
  public static func hoursLeftToday(at date: Date, in timeZone: TimeZone) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    guard
      let midnight = calendar.nextDate(
        after: date, matching: DateComponents(hour: 0), matchingPolicy: .nextTime)
    else { return 0 }
    return Int(midnight.timeIntervalSince(date) / 3600)
  }

  /// The Monday the league week starts on.
  public var week: Day { day.monday }
}

extension Day {
  /// 0 for Monday through 6 for Sunday: the league week's order.
  public var daysSinceMonday: Int { (weekday + 6) % 7 }

  /// The Monday of the league week this day is in; the first week starts on 1970-01-01 (a Thursday), the
  /// first day the progress file keeps.
  public var monday: Day {
    let start = adding(-daysSinceMonday)
    return ordinal >= 0 && start.ordinal < 0 ? Day(ordinal: 0) : start
  }
}
