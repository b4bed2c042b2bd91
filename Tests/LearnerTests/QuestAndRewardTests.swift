import Course
import Foundation
import Learner
import Testing

@Suite("quests, the goal, rewards and the path")
struct QuestAndRewardTests {
  let thursday = Day(year: 2026, month: 11, day: 26)
  let now = Date(timeIntervalSince1970: 1_795_975_200)
  var moment: Moment { Moment(date: now, day: thursday, elapsed: 3.75) }

  func lesson(xp: Int = 15, accuracy: Int = 100, combo: Int = 7, node: String? = "order-food")
    -> CompletedLesson
  {
    CompletedLesson(
      courseID: "spanish", nodeID: node, position: node == nil ? nil : PathPosition(unit: 2, node: 4),
      next: PathPosition(unit: 2, node: 5), xp: xp, accuracy: accuracy,
      checks: Array(repeating: true, count: combo), words: ["manzana"])
  }

  @Test("the daily goal sets the XP quest: its title, its goal and when its chest opens")
  func goalQuest() {
    // The "Earn" count is the day's XP, which `Learner.quests` fills in before a lesson's result is added.
    var quests = DailyQuests(day: thursday, xpGoal: 50)
    #expect(quests.title(of: .earnXP) == "Earn 50 XP")
    quests.progress[.earnXP] = 30
    #expect(quests.add(checks: [true], accuracy: 80).isEmpty)
    #expect(!quests.goalMet)
    quests.progress[.earnXP] = 60
    #expect(quests.add(checks: [true], accuracy: 80) == [.earnXP])
    #expect(quests.xpToday == 60)
    #expect(quests.progress(of: .earnXP) == 50)
    quests.progress[.earnXP] = 90
    #expect(quests.add(checks: [true], accuracy: 80).isEmpty)
  }

  @Test("settings goal: only 10, 20, 30 or 50, and the day's quest follows at once")
  func setGoal() {
    var sam = Learner.sample(at: moment)
    let refused = sam.setDailyGoal(7)
    #expect(!refused)
    #expect(sam.settings.dailyGoal == 30)
    let taken = sam.setDailyGoal(10)
    #expect(taken)
    #expect(sam.quests.title(of: .earnXP) == "Earn 10 XP")
    #expect(sam.settings.dailyGoal == 10)
  }

  @Test("the day's reset: yesterday's quests do not carry over; the goal comes along")
  func dayReset() {
    var sam = Learner.sample(at: moment)
    _ = sam.setDailyGoal(20)
    var tomorrow = moment
    tomorrow.day = thursday.adding(1)
    tomorrow.elapsed = 4.5
    sam.catchUp(to: tomorrow)
    #expect(sam.quests.day == thursday.adding(1))
    #expect(sam.quests.xpToday == 0)
    #expect(sam.quests.goal(of: .earnXP) == 20)
  }

  @Test("the quests renew at the learner's midnight: 6 hours left at 18:00 in UTC, 11 in New York")
  func hoursLeft() throws {
    #expect(Moment.hoursLeftToday(at: now, in: try #require(TimeZone(identifier: "UTC"))) == 6)
    #expect(Moment.hoursLeftToday(at: now, in: try #require(TimeZone(identifier: "America/New_York"))) == 11)
  }

  @Test(
    "the launch lesson: 15 of 30 XP, 6th → 4th, node 5 next; a second lesson meets the goal and fills all three"
  )
  func launchLesson() {
    var sam = Learner.sample(at: moment)
    #expect(sam.quests.xpToday == 0)
    let outcome = sam.complete(lesson(), at: moment)
    #expect(!outcome.metGoal)
    #expect(outcome.chestsOpened.isEmpty)
    #expect(sam.quests.xpToday == 15 && sam.dailyXP[thursday] == 15)
    #expect(outcome.league == LeagueMove(tier: League.ruby, from: 6, to: 4))
    #expect(outcome.streak == StreakChange(from: 27, to: 28, extended: true))
    #expect(sam.position == PathPosition(unit: 2, node: 5))
    // "In a row" counts across the day's lessons: 7 and 7 make 14.
    let again = sam.complete(lesson(), at: moment)
    #expect(again.metGoal)
    #expect(again.chestsOpened == [.earnXP, .combo, .highScores])
    #expect(again.gemsEarned == 45)
    #expect(sam.quests.xpToday == 30 && sam.dailyXP[thursday] == 30)
    let third = sam.complete(lesson(), at: moment)
    #expect(!third.metGoal && third.chestsOpened.isEmpty)
  }

  @Test("stars: three at 100 %, two from 80 %, else one; the best is kept")
  func stars() {
    #expect(lesson(accuracy: 100).stars == 3)
    #expect(lesson(accuracy: 86).stars == 2)
    #expect(lesson(accuracy: 79).stars == 1)
    var sam = Learner.sample(at: moment)
    _ = sam.complete(lesson(accuracy: 86), at: moment)
    _ = sam.complete(lesson(accuracy: 50), at: moment)
    #expect(sam.stars[NodeKey(course: "spanish", node: "order-food")] == 2)
  }

  @Test("achievements: tiers by value; Wildfire keeps the longest streak's tier")
  func achievements() {
    var sam = Learner.sample(at: moment)
    let wildfire = { (learner: Learner, day: Day) in Achievement.all(for: learner, on: day)[0] }
    #expect(wildfire(sam, thursday).tier == 3)
    #expect(wildfire(sam, thursday).goal == 30)
    _ = sam.recordLesson(xp: 10, on: thursday)
    #expect(sam.bestStreak == 28)
    let later = thursday.adding(10)
    #expect(sam.streak(on: later) == 0)
    #expect(wildfire(sam, later).progress == 28)
    let sage = Achievement.all(for: sam, on: thursday)[1]
    #expect(sage.tier == 5 && sage.goal == 5_000 && sage.description == "Earn 5,000 XP")
  }

  static let course = Course(
    id: "spanish", title: "Spanish", language: Language(code: "es", name: "Spanish", flag: "🇪🇸"),
    fromLanguage: Language(code: "en", name: "English", flag: "🇬🇧"),
    units: [
      PathUnit(
        id: "u1", section: 1, number: 1, title: "One",
        nodes: [
          Node(id: "a", title: "A", exercises: []),
          Node(id: "chest", kind: .chest, title: "Chest", exercises: []),
        ]),
      PathUnit(
        id: "u2", section: 1, number: 2, title: "Two",
        nodes: [Node(id: "b", title: "B", xp: 12, exercises: [])]),
    ])

  @Test("the next node: along the unit, then the next unit's first, then none")
  func nextNode() {
    let course = Self.course
    #expect(course.position(after: course.units[0], index: 0) == PathPosition(unit: 1, node: 2))
    #expect(course.position(after: course.units[0], index: 1) == PathPosition(unit: 2, node: 1))
    #expect(course.position(after: course.units[1], index: 0) == nil)
    #expect(Rewards.lessonXP(course.units[1].nodes[0]) == 12)
  }

  @Test("a chest gives its gems once and opens the way on")
  func chest() {
    var learner = Learner.new(name: "Ana", today: thursday, now: now)
    learner.position = PathPosition(unit: 1, node: 2)
    let key = NodeKey(course: "spanish", node: "chest")
    let next = PathPosition(unit: 2, node: 1)
    #expect(learner.openChest(key, at: PathPosition(unit: 1, node: 2), next: next) == Rewards.chestGems)
    #expect(learner.gems == 520)
    #expect(learner.position == next)
    #expect(learner.openChest(key, at: PathPosition(unit: 1, node: 2), next: next) == nil)
    #expect(learner.gems == 520)
  }

  @Test("a chest found on the path: opened once, the next node made current only when it was current")
  func chestOnPath() {
    let unit = Self.course.units[0]
    var learner = Learner.new(name: "Ana", today: thursday, now: now)
    learner.position = PathPosition(unit: 1, node: 2)
    #expect(learner.openChest(at: unit, index: 1, in: Self.course) == Rewards.chestGems)
    #expect(learner.position == PathPosition(unit: 2, node: 1))
    #expect(learner.stars[NodeKey(course: "spanish", node: "chest")] == 3)
    #expect(learner.openChest(at: unit, index: 1, in: Self.course) == nil)
    var behind = Learner.new(name: "Bo", today: thursday, now: now)
    behind.position = PathPosition(unit: 1, node: 1)
    #expect(behind.openChest(at: unit, index: 1, in: Self.course) == Rewards.chestGems)
    #expect(behind.position == PathPosition(unit: 1, node: 1))
    #expect(behind.openChest(at: unit, index: 5, in: Self.course) == nil)
    #expect(behind.gems == learner.gems)
  }

  @Test("switching course: each course keeps its own place, and switching back picks it up again")
  func switchCourse() {
    var learner = Learner.new(name: "Ana", today: thursday, now: now)
    learner.position = PathPosition(unit: 2, node: 1)
    var french = Self.course
    french.id = "french"
    learner.stars[NodeKey(course: "french", node: "a")] = 2
    learner.switchCourse(from: Self.course, to: french)
    #expect(learner.courseID == "french")
    // French was never placed: it starts at its first node without stars.
    #expect(learner.position == PathPosition(unit: 1, node: 2))
    learner.switchCourse(from: french, to: Self.course)
    #expect(learner.position == PathPosition(unit: 2, node: 1))
    #expect(learner.status(of: Self.course.units[0], index: 0, in: Self.course) == .done(stars: 3))
    #expect(learner.status(of: Self.course.units[1], index: 0, in: Self.course) == .current)
    learner.switchCourse(from: Self.course, to: french)
    #expect(learner.position == PathPosition(unit: 1, node: 2))
    #expect(learner.status(of: french.units[0], index: 0, in: french) == .done(stars: 2))
  }
}
