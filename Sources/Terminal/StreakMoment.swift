import Learner

/// The moments after a lesson at a terminal and on coming back: the buttons that wait for Enter, the
/// week row filling day by day (today last), and the streak's news. The still streak moment is
/// `CompleteView.streak`; this draws what moves and what waits.
public struct StreakMoment: Sendable {
  public let style: Style
  /// The columns a line may take.
  public let width: Int

  public init(style: Style, width: Int = 80) { (self.style, self.width) = (style, width) }

  /// A button's line, `CLAIM XP` or `CONTINUE`, that waits for Enter.
  public func button(_ label: TerminalText) -> TerminalText {
    let face = style.color ? style.paint(" \(label) ", .onGreen) : "[ \(label) ]"
    return "  " + face + style.paint("  press Enter ", .grey)
  }

  /// The week row as `CompleteView.streak` draws it, with only the days at `filled` drawn done (or
  /// frozen); the others are empty circles.
  public func weekRow(_ week: [WeekDay], filled: Set<Int>) -> TerminalText {
    "  "
      + week.enumerated().map { index, day -> TerminalText in
        guard filled.contains(index) else { return style.paint(style.symbol("○", "."), .grey) }
        if day.isFrozen && !day.isActive { return style.paint(style.symbol("❄", "*"), .macaw) }
        let mark = day.isActive ? style.symbol("✔", "x") : style.symbol("○", ".")
        return style.paint(mark, day.isActive ? .fox : .grey)
      }.joined(separator: "  ")
  }

  /// The days the row fills, in order: each day done or frozen, oldest first, and today last.
  public static func fillingOrder(_ week: [WeekDay]) -> [Int] {
    let kept = week.indices.filter { week[$0].isActive || week[$0].isFrozen }
    return kept.filter { !week[$0].isToday } + kept.filter { week[$0].isToday }
  }

  /// The frames of the week row as it fills, the empty row first and the full one last.
  public func fillingRows(_ week: [WeekDay]) -> [TerminalText] {
    var filled = Set<Int>()
    var rows = [weekRow(week, filled: filled)]
    for index in Self.fillingOrder(week) {
      filled.insert(index)
      rows.append(weekRow(week, filled: filled))
    }
    return rows
  }

  /// What happened to the streak while the learner was away, as one sentence.
  public static func sentence(_ news: StreakNews) -> String { DuoLine.at(moment(news)).text }

  /// The streak's news: Duo (sad for a streak that ended) saying it, then a blank line.
  public func news(_ news: StreakNews) -> [TerminalText] {
    let line = DuoLine.at(Self.moment(news))
    return duoSaying("\(line.text)", pose: line.pose, style: style, width: width) + [""]
  }

  /// The streak's news for `--plain`: one labelled line, then a blank line.
  public static func plainNews(_ news: StreakNews) -> [TerminalText] {
    ["Streak news: \(sentence(news))", ""]
  }

  /// Duo's moment for `news`.
  private static func moment(_ news: StreakNews) -> DuoLine.Moment {
    switch news {
    case .lost(let days): .streakLost(days: days)
    case .frozen(let freezes, let streak): .frozen(freezes: freezes, streak: streak)
    }
  }
}
