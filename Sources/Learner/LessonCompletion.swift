import Course
import Foundation

/// A lesson as it ended, for the learner's record.
public struct CompletedLesson: Sendable, Equatable {
  public var courseID: String
  /// The node played and where it is on the path; nil for a round of review.
  public var nodeID: String?
  public var position: PathPosition?
  /// The node after it on the path (nil after the last, or for a review).
  public var next: PathPosition?
  public var xp: Int
  public var accuracy: Int
  /// Whether the lesson passed (the lesson's rule, `Lesson.passingAccuracy`): one that did not changes
  /// nothing in the record.
  public var passed: Bool
  /// The lesson's CHECKs in order, right or not: the day's "in a row" quest counts across them.
  public var checks: [Bool]
  /// The words the node teaches.
  public var words: [String]

  public init(
    courseID: String, nodeID: String?, position: PathPosition?, next: PathPosition?, xp: Int, accuracy: Int,
    passed: Bool = true, checks: [Bool] = [], words: [String]
  ) {
    self.courseID = courseID
    self.nodeID = nodeID
    self.position = position
    self.next = next
    self.xp = xp
    self.accuracy = accuracy
    self.passed = passed
    self.checks = checks
    self.words = words
  }

  /// Stars for a passed lesson: three at 100 %, two from 80 %, else one; none for one not passed.
  public var stars: Int { !passed ? 0 : accuracy == 100 ? 3 : accuracy >= 80 ? 2 : 1 }
}

/// What completing a lesson changed, for the screens after it.
public struct LessonOutcome: Sendable, Equatable {
  public var streak: StreakChange
  public var questsAfter: DailyQuests
  /// Quest chests that opened, and the gems they gave.
  public var chestsOpened: [DailyQuests.Quest]
  public var gemsEarned: Int
  /// The place in the week's league before and after.
  public var league: LeagueMove
  /// Whether this lesson met the day's XP goal.
  public var metGoal: Bool
  /// Whether this lesson finished its course: its last node done.
  public var finishedCourse: Bool = false
}

extension Learner {
  /// Brings the learner to `moment`: freezes cover missed days (or the streak ends), the quests renew for
  /// the day with the daily goal, and finished league weeks end.
  public mutating func catchUp(to moment: Moment) {
    skippedDays = SkippedDays(moment.skipped)
    catchUpStreak(on: moment.day)
    quests = quests.on(moment.day, goal: settings.dailyGoal)
    rollLeague(to: moment)
  }

  /// Records a completed lesson on `today`, at noon of it.
  public mutating func complete(_ lesson: CompletedLesson, on today: Day) -> LessonOutcome {
    complete(
      lesson,
      at: Moment(
        date: Date(timeIntervalSince1970: 0), day: today, elapsed: Double(today.daysSinceMonday) + 0.5))
  }

  /// Records a completed lesson at `moment`: XP, streak, stars, the next node, words, quests and league.
  /// A lesson that did not pass records nothing: no XP, streak day, stars, progress, quest or league XP.
  public mutating func complete(_ lesson: CompletedLesson, at moment: Moment) -> LessonOutcome {
    catchUp(to: moment)
    let today = moment.day
    let before = quests
    guard lesson.passed else {
      let streak = streak(on: today)
      let rank = leagueRank(at: moment)
      return LessonOutcome(
        streak: StreakChange(from: streak, to: streak, extended: false), questsAfter: quests,
        chestsOpened: [],
        gemsEarned: 0, league: LeagueMove(tier: leagueTier, from: rank, to: rank ?? League.size),
        metGoal: false)
    }
    let streak = recordLesson(xp: lesson.xp, on: today)
    lessonsCompleted = lessonsCompleted.adding(1, within: ValueLimits.count)
    if let node = lesson.nodeID {
      let key = NodeKey(course: lesson.courseID, node: node)
      stars[key] = max(stars[key] ?? 0, lesson.stars)
    }
    var finished = false
    if let position = lesson.position {
      finished = advance(past: position, next: lesson.next, in: lesson.courseID)
    }
    for word in lesson.words where wordsMet[WordKey(course: lesson.courseID, word: word)] == nil {
      wordsMet[WordKey(course: lesson.courseID, word: word)] = today
    }
    let opened = quests.add(checks: lesson.checks, accuracy: lesson.accuracy)
    let gems = opened.map(\.gems).reduce(0, +)
    self.gems = self.gems.adding(gems, within: ValueLimits.count)
    let league = addLeagueXP(lesson.xp, at: moment)
    return LessonOutcome(
      streak: streak, questsAfter: quests, chestsOpened: opened, gemsEarned: gems,
      league: league, metGoal: !before.goalMet && quests.goalMet, finishedCourse: finished)
  }
}
