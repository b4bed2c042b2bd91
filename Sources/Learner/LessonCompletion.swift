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
  public var bestCombo: Int
  /// The words the node teaches.
  public var words: [String]

  public init(
    courseID: String, nodeID: String?, position: PathPosition?, next: PathPosition?, xp: Int, accuracy: Int,
    bestCombo: Int, words: [String]
  ) {
    self.courseID = courseID
    self.nodeID = nodeID
    self.position = position
    self.next = next
    self.xp = xp
    self.accuracy = accuracy
    self.bestCombo = bestCombo
    self.words = words
  }

  /// Stars for a lesson: three at 100 %, two from 80 %, else one.
  public var stars: Int { accuracy == 100 ? 3 : accuracy >= 80 ? 2 : 1 }
}

/// What completing a lesson changed, for the screens after it.
public struct LessonOutcome: Sendable, Equatable {
  public var streak: StreakChange
  public var questsBefore: DailyQuests
  public var questsAfter: DailyQuests
  /// Quest chests that opened, and the gems they gave.
  public var chestsOpened: [DailyQuests.Quest]
  public var gemsEarned: Int
  public var leagueXPBefore: Int
}

extension Learner {
  /// Records a completed lesson on `today`: XP, streak, stars, the next node, words, quests and league.
  public mutating func complete(_ lesson: CompletedLesson, on today: Day) -> LessonOutcome {
    let streak = recordLesson(xp: lesson.xp, on: today)
    lessonsCompleted += 1
    if let node = lesson.nodeID {
      let key = NodeKey(course: lesson.courseID, node: node)
      stars[key] = max(stars[key] ?? 0, lesson.stars)
    }
    if lesson.courseID == courseID, lesson.position == position, let next = lesson.next { position = next }
    for word in lesson.words where wordsMet[WordKey(course: lesson.courseID, word: word)] == nil {
      wordsMet[WordKey(course: lesson.courseID, word: word)] = today
    }
    let before = quests.on(today)
    quests = before
    let opened = quests.add(xp: lesson.xp, bestCombo: lesson.bestCombo, accuracy: lesson.accuracy)
    let gems = opened.map(\.gems).reduce(0, +)
    self.gems += gems
    let week = today.adding(-today.weekday)
    if leagueWeek != week { (leagueWeek, leagueXP) = (week, 0) }
    let leagueBefore = leagueXP
    leagueXP += lesson.xp
    return LessonOutcome(
      streak: streak, questsBefore: before, questsAfter: quests, chestsOpened: opened, gemsEarned: gems,
      leagueXPBefore: leagueBefore)
  }
}
