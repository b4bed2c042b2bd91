import Foundation

/// An instant as the learner's rules see it: the local day, its league week and how far into that week.
public struct Moment: Sendable, Equatable {
  public var date: Date
  public var day: Day
  /// How far into the league week, in days: 0 at Monday's midnight, 7 at the end of Sunday.
  public var elapsed: Double

  public init(date: Date, day: Day, elapsed: Double) {
    self.date = date
    self.day = day
    self.elapsed = min(7, max(0, elapsed))
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
    self.init(date: date, day: day, elapsed: Double(day.daysSinceMonday) + fraction)
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

  /// The Monday of the league week this day is in.
  public var monday: Day { adding(-daysSinceMonday) }
}
