import Foundation
import Learner

/// The league table: the title, the row of league shields, the days left, and the week's learners in zones.
public struct LeaderboardView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// The whole board; `movedFrom` is the learner's rank before the last lesson, if it changed then.
  public func lines(standings: [League.Standing], league: String, daysLeft: Int, movedFrom: Int?)
    -> [TerminalText]
  {
    var lines = header(league: league, daysLeft: daysLeft)
    if let movedFrom, let row = standings.first(where: \.isLearner), row.rank < movedFrom {
      let text: TerminalText = "You moved up to \(League.ordinal(row.rank)) place!"
      lines += [style.paint(style.fitted(style.symbol("🎉 ", "") + text, to: width), .green), ""]
    }
    return lines + table(standings, league: league)
  }

  /// Frames of the learner's row sliding up one place at a time from rank `from` to rank `to`;
  /// `standings` is the final table and the last frame is the final board.
  public func moveFrames(standings: [League.Standing], league: String, daysLeft: Int, from: Int, to: Int)
    -> [[TerminalText]]
  {
    guard let index = standings.firstIndex(where: \.isLearner), from > to else {
      return [lines(standings: standings, league: league, daysLeft: daysLeft, movedFrom: from)]
    }
    return stride(from: from, through: to, by: -1).map { place in
      var rows = standings
      let learner = rows.remove(at: index)
      rows.insert(learner, at: min(max(0, place - 1), rows.count))
      for position in rows.indices { rows[position].rank = position + 1 }
      return lines(standings: rows, league: league, daysLeft: daysLeft, movedFrom: place == to ? from : nil)
    }
  }

  /// The table's width: the whole terminal, up to 60 columns.
  private var tableWidth: Int { min(width, 60) }

  /// The board of a week the learner has not joined yet: the league, and how to join it.
  public func notJoined(league: String, daysLeft: Int) -> [TerminalText] {
    header(league: league, daysLeft: daysLeft)
      + style.wrapped("Finish a lesson to join this week's \(league) League.", to: width)
  }

  /// How the last week ended, for the first view of a new one.
  public func result(_ result: WeekResult) -> [TerminalText] {
    let text: TerminalText = "\(result.sentence)"
    let role: Role =
      result.to > result.from || result.isTopThree ? .green : result.to < result.from ? .red : .grey
    return style.wrapped(style.symbol("🏁 ", "") + text, to: width).map { style.paint($0, role) } + [""]
  }

  private func header(league: String, daysLeft: Int) -> [TerminalText] {
    let days: TerminalText =
      daysLeft == 0 ? "Ends today" : daysLeft == 1 ? "1 day left" : "\(daysLeft) days left"
    let tier = League.names.firstIndex(of: league) ?? League.ruby
    let rule: TerminalText =
      tier == League.names.count - 1
      ? "The top league: the bottom \(League.demoted) move down"
      : "Top \(League.promoted) advance to the next league"
    return [
      style.paint(style.fitted("\(style.shown(league)) League", to: width), Role.league(league)),
      shields(current: league),
      "",
      style.fitted(rule, to: width),
      style.paint(style.symbol("⏳ ", "") + days, .fox),
      "",
    ]
  }

  /// The leagues in a row, the current one bracketed; a window around it when the row is too wide.
  private func shields(current: String) -> TerminalText {
    let names = League.names
    let here = names.firstIndex(of: current)
    let ellipsis = style.symbol("…", "...")
    func label(_ index: Int) -> TerminalText { index == here ? "[\(names[index])]" : "\(names[index])" }
    func span(_ range: ClosedRange<Int>) -> Int {
      range.map { label($0).text.count + 1 }.reduce(-1, +)
        + (range.lowerBound > 0 ? ellipsis.text.count + 1 : 0)
        + (range.upperBound < names.count - 1 ? ellipsis.text.count + 1 : 0)
    }
    var range = (here ?? 0)...(here ?? 0)
    var grew = true
    while grew {
      grew = false
      // One league more above, then one below, while the row still fits.
      if range.upperBound + 1 < names.count, span(range.lowerBound...(range.upperBound + 1)) <= width {
        range = range.lowerBound...(range.upperBound + 1)
        grew = true
      }
      if range.lowerBound > 0, span((range.lowerBound - 1)...range.upperBound) <= width {
        range = (range.lowerBound - 1)...range.upperBound
        grew = true
      }
    }
    let items = range.map { style.paint(label($0), $0 == here ? Role.league(current) : .grey) }
    let before: [TerminalText] = range.lowerBound > 0 ? [style.paint(ellipsis, .grey)] : []
    let after: [TerminalText] = range.upperBound < names.count - 1 ? [style.paint(ellipsis, .grey)] : []
    return (before + items + after).joined(separator: " ")
  }

  private func table(_ standings: [League.Standing], league: String) -> [TerminalText] {
    let tier = League.names.firstIndex(of: league) ?? League.ruby
    let xpWidth = standings.map { "\($0.xp.grouped) XP".count }.max() ?? 0
    let rankWidth = max(2, String(standings.count).count)
    let nameWidth = max(1, tableWidth - 2 - rankWidth - 1 - 4 - 1 - 1 - xpWidth)
    var lines: [TerminalText] = []
    for row in standings {
      if row.rank == standings.count - League.demoted + 1
        && standings.count > League.promoted + League.demoted && tier > 0
      {
        lines.append(zone(style.symbol("▼ DEMOTION ZONE ▼", "DEMOTION ZONE"), .red))
      }
      lines.append(self.row(row, rankWidth: rankWidth, nameWidth: nameWidth, xpWidth: xpWidth))
      if row.rank == League.promoted && standings.count > League.promoted && tier < League.names.count - 1 {
        lines.append(zone(style.symbol("▲ PROMOTION ZONE ▲", "PROMOTION ZONE"), .green))
      }
    }
    return lines
  }

  private func zone(_ title: TerminalText, _ role: Role) -> TerminalText {
    style.divider(title, width: tableWidth, role: role)
  }

  private func row(_ row: League.Standing, rankWidth: Int, nameWidth: Int, xpWidth: Int) -> TerminalText {
    let medals: [TerminalText] = ["🥇", "🥈", "🥉"]
    let rank: TerminalText =
      !style.ascii && (1...3).contains(row.rank)
      ? medals[row.rank - 1].padded(to: rankWidth)
      : .spaces(rankWidth - String(row.rank).count) + "\(row.rank)"
    let initials = style.shown(row.initials, first: 2)
    let avatar = style.paint(
      TerminalText("(\(initials))").padded(to: 4), row.isLearner ? .green : avatarRole(row.name))
    let name = style.fitted(style.shown(row.name), to: nameWidth).padded(to: nameWidth)
    let xp: TerminalText = "\(row.xp.grouped) XP"
    let xpText = TerminalText.spaces(xpWidth - xp.text.count) + xp
    guard row.isLearner else { return "  \(rank) \(avatar) \(name) \(xpText)" }
    return style.paint(style.symbol("▶ ", "> ") + "\(rank) (\(initials)) \(name) \(xpText)", .green)
  }

  /// A rival's avatar colour, the same for a name every time.
  private func avatarRole(_ name: String) -> Role {
    let roles: [Role] = [.macaw, .purple, .fox, .energy, .gold, .red, .ruby]
    return roles[name.unicodeScalars.reduce(0) { ($0 + Int($1.value)) % 997 } % roles.count]
  }
}
