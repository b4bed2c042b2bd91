import Learner

/// The moment a course is finished: the trophy in a burst of confetti, the course's totals, and what next.
public struct CourseFinishedView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int = 80) { (self.style, self.width) = (style, width) }

  /// The confetti over the trophy, one row per frame of the burst: `frame` 0 is the first, and the last
  /// frame (`frames - 1`) is the one that stays.
  public static let frames = 3

  /// The trophy with `frame`'s confetti above it.
  public func trophy(frame: Int = frames - 1) -> [TerminalText] {
    let pieces: [TerminalText] = style.ascii ? ["*", "+", "o"] : ["✦", "✧", "•"]
    let roles: [Role] = [.gold, .macaw, .fox, .green, .purple]
    let width = 23
    let confetti = (0...frame).map { row in
      (0..<width).map { column -> TerminalText in
        let seed = (column * 7 + row * 11 + frame * 3) % 9
        guard seed < 3 else { return " " }
        return style.paint(pieces[seed], roles[(column + row) % roles.count])
      }.joined()
    }
    let cup: [TerminalText] =
      style.ascii
      ? [
        "       ___________", "      '._==_==_=_.'", "      .-\\:      /-.", "     | (|:.     |) |",
        "      '-|:.     |-'", "        \\::.    /", "         '::. .'", "           ) (", "         _.' '._",
      ]
      : [
        "       ╭─────────╮", "     ╭─┤  🏆     ├─╮", "     ╰─┤         ├─╯", "       ╰──╮   ╭──╯",
        "          │   │",
        "        ╭─┴───┴─╮", "        ╰───────╯",
      ]
    return confetti.map { "  " + $0 } + cup.map { style.paint($0, .gold) }
  }

  /// The title, the totals and the lines of what next.
  public func lines(_ totals: CourseTotals, next: [String]) -> [TerminalText] {
    let title = style.wrapped(
      "Course complete! \(style.ascii ? "" : totals.flag + " ")\(totals.courseTitle)", to: width, first: "",
      rest: "", role: .gold)
    let totalsLines: [TerminalText] = [
      "Units    \(totals.unitsDone) of \(totals.units), every one stamped in your passport",
      "Lessons  \(totals.nodesDone) of \(totals.nodes)",
      "Stars    \(totals.stars) of \(totals.maximumStars)",
      "Words    \(totals.words)",
    ]
    return trophy() + [""] + title + [""]
      + totalsLines.flatMap { style.wrapped($0, to: width, first: "  ", rest: "           ") } + [""]
      + next.flatMap { style.wrapped("\($0)", to: width, first: "  ", rest: "    ") }
  }

  /// The same for `--plain`.
  public func plainLines(_ totals: CourseTotals, next: [String]) -> [TerminalText] {
    [
      "Course complete: \(totals.courseTitle).",
      "Units \(totals.unitsDone) of \(totals.units). Lessons \(totals.nodesDone) of \(totals.nodes). "
        + "Stars \(totals.stars) of \(totals.maximumStars). Words \(totals.words).",
    ] + next.map { "\($0)" }
  }
}
