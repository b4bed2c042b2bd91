/// How a league week ended: the place (nil when the learner earned no XP) and the tier before and after.
public struct WeekResult: Sendable, Equatable {
  /// The Monday of the week that ended.
  public var week: Day
  public var rank: Int?
  public var from: Int
  public var to: Int

  public init(week: Day, rank: Int?, from: Int, to: Int) {
    self.week = week
    self.rank = rank
    self.from = from
    self.to = to
  }

  /// Whether the week was finished in the top three.
  public var isTopThree: Bool { rank.map { $0 <= 3 } ?? false }
}

/// The learner's place in a league after a lesson: before (nil when not yet in this week's league) and after.
public struct LeagueMove: Sendable, Equatable {
  public var tier: Int
  public var from: Int?
  public var to: Int

  public init(tier: Int, from: Int?, to: Int) {
    self.tier = tier
    self.from = from
    self.to = to
  }

  /// Whether the lesson moved the learner up the table.
  public var movedUp: Bool { from.map { to < $0 } ?? false }
}

extension Learner {
  /// The rivals of the league week the learner is in.
  public var rivals: [Rival] {
    leagueAnchor.map { Cohort.launch(week: leagueWeek, tier: leagueTier, at: $0) }
      ?? Cohort.rivals(week: leagueWeek, tier: leagueTier)
  }

  /// The week's table at `moment`; nil until the learner earns XP in this week, which is what places them
  /// in its league.
  public func standings(at moment: Moment) -> [League.Standing]? {
    guard leagueWeek == moment.week, leagueXP > 0 else { return nil }
    return standings(elapsed: moment.elapsed)
  }

  /// The learner's place at `moment`, when in this week's league.
  public func leagueRank(at moment: Moment) -> Int? {
    standings(at: moment)?.first(where: \.isLearner)?.rank
  }

  private func standings(elapsed: Double) -> [League.Standing] {
    League.standings(rivals: rivals.map { ($0.name, $0.xp(at: elapsed)) }, name: name, xp: leagueXP)
  }

  /// Ends every league week before `moment`'s: the place decides the tier, a top three is counted, and a
  /// week without XP keeps the tier. The result waits in `leagueResult` for a view to show.
  public mutating func rollLeague(to moment: Moment) {
    guard leagueWeek < moment.week else { return }
    let ended = leagueWeek
    let rank = leagueXP > 0 ? standings(elapsed: 7).first(where: \.isLearner)?.rank : nil
    let from = leagueTier
    if let rank {
      leagueTier = League.tier(after: rank, in: from)
      if rank <= 3 { topThreeFinishes = topThreeFinishes.adding(1, within: ValueLimits.streak) }
    }
    // Weeks skipped since had no XP: they leave the tier as it is, and the result says so.
    let lastWeek = moment.week.adding(-7)
    leagueResult =
      ended == lastWeek
      ? WeekResult(week: ended, rank: rank, from: from, to: leagueTier)
      : WeekResult(week: lastWeek, rank: nil, from: leagueTier, to: leagueTier)
    (leagueWeek, leagueXP, leagueAnchor) = (moment.week, 0, nil)
  }

  /// Adds a lesson's XP to the week's league at `moment` and says how the place changed.
  public mutating func addLeagueXP(_ xp: Int, at moment: Moment) -> LeagueMove {
    rollLeague(to: moment)
    let before = leagueRank(at: moment)
    if leagueWeek == moment.week { leagueXP = leagueXP.adding(xp, within: ValueLimits.count) }
    return LeagueMove(tier: leagueTier, from: before, to: leagueRank(at: moment) ?? League.size)
  }
}
