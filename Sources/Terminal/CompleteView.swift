import Learner
import Lesson

/// "Lesson complete!" with its three stat boxes, and the streak moment, fitted to `width` columns.
public struct CompleteView: Sendable {
  public let style: Style
  /// The columns a line may take.
  public let width: Int

  public init(style: Style, width: Int = 80) {
    self.style = style
    self.width = width
  }

  /// The title and the boxes TOTAL XP, the accuracy word and %, the time word and m:ss.
  public func lines(_ summary: LessonSummary, xpShown: Int? = nil) -> [TerminalText] {
    let boxes: [(TerminalText, TerminalText, Role, Role)] = [
      ("TOTAL XP", "\(xpShown ?? summary.xp)", Role.onGold, Role.gold),
      ("\(summary.accuracyWord)", "\(summary.accuracy)%", Role.onGreen, Role.green),
      ("\(summary.timeWord)", "\(summary.clock)", Role.onMacaw, Role.macaw),
    ]
    // Ten columns a box, fewer (down to the longest word's eight) when three do not fit.
    let inner = max(8, min(10, (width - 2) / 3 - 2))
    let box = style.box(.square)
    let v = box.vertical
    let top = boxes.map { _ in box.top(inner) }
    let head = boxes.map { v + style.paint($0.0.centred(in: inner), $0.2) + v }
    let body = boxes.map { v + style.paint($0.1.centred(in: inner), $0.3) + v }
    let bottom = boxes.map { _ in box.bottom(inner) }
    return [style.paint("Lesson complete!", .gold), ""]
      + [top, head, body, bottom].map { $0.joined(separator: " ") }
  }

  /// The streak moment: the flame and the count, the week row, Duo's bubble.
  public func streak(count: Int, week: [WeekDay]) -> [TerminalText] {
    let flame = style.paint(style.symbol("🔥 ", "") + "\(count)", .fox)
    let days: TerminalText = "\(week.map { $0.shortName }.joined(separator: " "))"
    let circles = week.map { day -> TerminalText in
      if day.isFrozen && !day.isActive { return style.paint(style.symbol("❄", "*"), .macaw) }
      let mark = day.isActive ? style.symbol("✔", "x") : style.symbol("○", ".")
      return style.paint(mark, day.isActive ? .fox : .grey)
    }.joined(separator: "  ")
    return [
      "  " + flame,
      "  " + style.paint("day streak", .fox),
      "",
      "  " + days,
      "  " + circles,
      "",
    ]
      + duoSaying(
        "\(DuoLine.streak(count).text)", pose: DuoLine.streak(count).pose, style: style, width: width)
  }
}
