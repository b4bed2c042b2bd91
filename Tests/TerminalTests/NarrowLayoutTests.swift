import Course
import Foundation
import Lesson
import Randomness
import Terminal
import Testing

@testable import Learner

/// Every view drawn in a lesson, the complete screen, the streak moment, Duo's bubble, the quests and the
/// node cards fit the width they are given, drawn from every exercise and node of the bundled courses.
@Suite("narrow layout")
struct NarrowLayoutTests {
  static let widths = [40, 60, 80]

  static let styles = [
    Style(color: false, ascii: false), Style(color: true, ascii: false), Style(color: false, ascii: true),
  ]

  /// The bundled courses, read from `courses/` as the other view tests read Spanish.
  static let courses: [Course] = BundledCourse.names.compactMap { name in
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("courses/\(name).json")
    return (try? Data(contentsOf: url)).flatMap { CourseLoader.load($0).course }
  }

  /// Every exercise of every course, its prompt shuffled by a fixed seed.
  static let prompts: [(place: String, exercise: Exercise, prompt: Prompt)] = {
    var generator = SplitMix64(seed: 1)
    return courses.flatMap { course in
      course.units.flatMap { unit in
        unit.nodes.flatMap { node in
          node.exercises.enumerated().map { index, exercise in
            ("\(course.id) \(unit.number) \(node.id) \(index)", exercise, Prompt(exercise, using: &generator))
          }
        }
      }
    }
  }()

  /// The lines wider than `width`, each with where it came from.
  private func overflowing(_ lines: [TerminalText], _ width: Int, _ place: String) -> [String] {
    lines.flatMap { $0.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
      .filter { $0.displayWidth > width }.map { "\(place) at \(width): \($0.displayWidth) \($0)" }
  }

  @Test("the bundled courses are all read")
  func coursesLoad() {
    #expect(Self.courses.map(\.id).sorted() == ["french", "italian", "spanish"])
    #expect(Self.prompts.count > 100)
  }

  @Test("every exercise, its board, bank, banners and pairs fit 40, 60 and 80 columns", arguments: widths)
  func exercises(width: Int) {
    var wide: [String] = []
    for style in Self.styles {
      let view = LessonView(style: style, width: width)
      for (place, exercise, prompt) in Self.prompts {
        var lines = view.exercise(prompt, board: nil, isReplay: true)
        lines += view.matchBoard(prompt, matched: Set(prompt.left.prefix(2)))
        lines += view.bankLines(prompt, typed: Array(prompt.bank.prefix(2)))
        // The longest lesson a node plays, every exercise missed once and coming back: under a hundred.
        lines.append(view.progressBar(done: 98, total: 99, energy: 25, combo: 99, onFire: true))
        lines.append(view.progressBar(done: 3, total: 7, energy: 25, combo: 0, onFire: false))
        for (left, right) in zip(prompt.left, prompt.right) {
          lines += view.pairLines(left: left, right: right, correct: true)
          lines += view.pairLines(left: left, right: right, correct: false)
        }
        for grade in Self.grades(exercise) {
          lines += view.banner(grade, translation: prompt.text)
        }
        lines += view.refusalLines(
          "“\(prompt.solution)” is not one of the choices: type its number or its words.")
        wide += overflowing(lines, width, place)
      }
    }
    #expect(wide.isEmpty, "\(wide.prefix(5))")
  }

  /// The grades a lesson of `exercise` gives: wrong (a skip, then its replay) and right.
  static func grades(_ exercise: Exercise) -> [Grade] {
    var generator = SplitMix64(seed: 2)
    let start = Date(timeIntervalSince1970: 0)
    var lesson = Lesson(
      exercises: [exercise], baseXP: 10, energy: 25, startedAt: start, generator: &generator)
    var effects = lesson.handle(.skipped, at: start)
    for line in RightAnswer.lines(exercise) { effects += lesson.handle(.answerSubmitted(line), at: start) }
    return effects.compactMap { effect in
      if case .graded(let grade) = effect { return grade }
      return nil
    }
  }

  @Test("a word bank wraps as whole tiles, in the order it has", arguments: widths)
  func tilesAreNeverSplit(width: Int) {
    let view = LessonView(style: Style(color: false, ascii: false), width: width)
    var banks = 0
    for (place, _, prompt) in Self.prompts where !prompt.bank.isEmpty {
      banks += 1
      var tiles = prompt.bank.map { "[\($0.terminalSafe)]" }
      let drawn = view.bankLines(prompt, typed: [])
      let lines = drawn.texts
      #expect(
        view.exercise(prompt, board: nil, isReplay: false).suffix(drawn.count) == drawn[...], "\(place)")
      for line in lines {
        #expect(line.hasPrefix("  "), "\(place)")
        var rest = Substring(line.dropFirst(2))
        while let tile = tiles.first, rest.hasPrefix(tile) {
          rest = rest.dropFirst(tile.count)
          tiles.removeFirst()
          if rest.hasPrefix(" ") { rest = rest.dropFirst() }
        }
        #expect(rest.isEmpty, "a tile split at \(width) in \(place): \(line)")
      }
      #expect(tiles.isEmpty, "\(place)")
    }
    #expect(banks > 10)
  }

  @Test("at 80 columns a bank that fits stays on one line, as it always was")
  func wideBanksStayOnOneLine() {
    let view = LessonView(style: Style(color: false, ascii: false))
    for (place, _, prompt) in Self.prompts where !prompt.bank.isEmpty {
      let line = view.bank(prompt, typed: [])
      if line.displayWidth <= 80 { #expect(view.bankLines(prompt, typed: []) == [line], "\(place)") }
    }
  }

  @Test("every node card fits, in each of its states", arguments: widths)
  func nodeCards(width: Int) {
    var wide: [String] = []
    for style in Self.styles {
      let view = NodeCardView(style: style, width: width)
      for course in Self.courses {
        for unit in course.units {
          for index in unit.nodes.indices {
            let previous = index > 0 ? unit.nodes[index - 1].title : nil
            let statuses: [NodeStatus] = [.current, .done(stars: 2), .locked]
            for status in statuses {
              wide += overflowing(
                view.lines(unit: unit, index: index, status: status, previous: previous), width,
                "\(course.id) \(unit.number).\(index + 1)")
            }
          }
        }
      }
    }
    #expect(wide.isEmpty, "\(wide.prefix(5))")
  }

  static let today = Day(year: 2026, month: 11, day: 26)

  static var week: [WeekDay] {
    (0..<7).map { offset in
      let day = today.adding(offset - 4)
      return WeekDay(day: day, isToday: offset == 4, isActive: offset <= 4, isFrozen: offset == 1)
    }
  }

  @Test("the complete screen, the streak moment and the rewards fit", arguments: widths)
  func complete(width: Int) {
    let quests = DailyQuests(
      day: Self.today, progress: [.earnXP: 30, .combo: 10, .highScores: 2],
      opened: Set(DailyQuests.Quest.allCases))
    let outcomes = [
      LessonOutcome(
        streak: StreakChange(from: 27, to: 28, extended: true), questsAfter: quests,
        chestsOpened: DailyQuests.Quest.allCases, gemsEarned: 45,
        league: LeagueMove(tier: 4, from: 16, to: 4), metGoal: true),
      LessonOutcome(
        streak: StreakChange(from: 0, to: 1, extended: true), questsAfter: quests, chestsOpened: [],
        gemsEarned: 0, league: LeagueMove(tier: 0, from: nil, to: 30), metGoal: false),
    ]
    var wide: [String] = []
    for style in Self.styles {
      let view = CompleteView(style: style, width: width)
      for summary in [
        LessonSummary(xp: 15, accuracy: 100, seconds: 74, exercises: 7, mistakes: 0),
        LessonSummary(xp: 99_999, accuracy: 86, seconds: 35_999, exercises: 7, mistakes: 1),
      ] {
        wide += overflowing(view.lines(summary), width, "complete")
      }
      wide += overflowing(view.streak(count: 1_000, week: Self.week), width, "streak")
      for outcome in outcomes { wide += overflowing(view.rewards(outcome), width, "rewards") }
      let all = QuestsView(style: style, width: width).lines(
        quests: quests, openedNow: DailyQuests.Quest.allCases, hoursLeft: 6)
      wide += overflowing(all, width, "quests")
      let start = QuestsView(style: style, width: width).lines(
        quests: DailyQuests(day: Self.today), openedNow: [], hoursLeft: 0)
      wide += overflowing(start, width, "quests")
    }
    #expect(wide.isEmpty, "\(wide.prefix(5))")
  }

  @Test("Duo's bubble wraps its words inside the bubble", arguments: [20, 40, 60, 80])
  func bubble(width: Int) throws {
    let text = "Keep it up! I'm off to brag about your streak. You practised every day this week."
    for style in Self.styles {
      for pose in Duo.Pose.allCases {
        let lines = duoSaying("\(text)", pose: pose, style: style, width: width)
        #expect(overflowing(lines, width, "duo").isEmpty)
      }
    }
    // Every word is said, in order, none cut: the art and the borders have no letters.
    for pose in Duo.Pose.allCases {
      let lines = duoSaying("\(text)", pose: pose, style: Self.styles[0], width: width)
      let words = lines.flatMap { $0.text.split(separator: " ").map(String.init) }
        .filter { $0.contains { $0.isLetter } }
      #expect(words == text.split(separator: " ").map(String.init), "\(width) \(pose)")
    }
    let wide = duoSaying("Let's go!", pose: .wave, style: Self.styles[0], width: width)
    #expect(wide.count == Duo.lines(.wave, style: Self.styles[0]).count)
  }
}
