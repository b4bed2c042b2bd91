import Foundation
import Learner
import Terminal
import TestSupport
import Testing

/// The fixed inputs the views are drawn from: the sample learner on 26 November 2026.
enum Sample {
  static let today = Day(year: 2026, month: 11, day: 26)
  static let now = Date(timeIntervalSince1970: 1_795_975_200)

  /// Sam Rivera, with the words of `words` met.
  static var learner: Learner {
    var learner = Learner.sample(today: today, now: now)
    for unit in words {
      for word in unit.words { learner.wordsMet[WordKey(course: "spanish", word: word.word)] = today }
    }
    return learner
  }

  static let words: [(title: String, words: [(word: String, strength: Double)])] = [
    (
      "Greet people and introduce yourself",
      [
        ("hola", 1), ("adiós", 0.8), ("buenos días", 0.6), ("soy", 0.9), ("eres", 0.4), ("estoy", 0.3),
        ("bien", 0.7), ("gracias", 0.2),
      ]
    ),
    (
      "Order food and drinks",
      [("café", 0.5), ("té", 0.25), ("agua", 0.1), ("leche", 0.55), ("por favor", 0.95)]
    ),
    ("Talk about your family", []),
  ]

  static let units: [(number: Int, title: String, stamped: Bool)] = [
    (1, "Greet people and introduce yourself", true), (2, "Order food and drinks", false),
    (3, "Talk about your family", false),
  ]

  static let daysLeft = League.daysLeft(on: today)

  /// Every view with its fixed inputs, by golden-file name.
  static let views: [String: @Sendable (Style, Int) -> [TerminalText]] = [
    "leaderboard": { style, width in
      LeaderboardView(style: style, width: width).lines(
        standings: League.standings(rivals: Cohort.launchTable, name: "Sam Rivera", xp: 285), league: "Ruby",
        daysLeft: daysLeft,
        movedFrom: nil)
    },
    "leaderboard-moved": { style, width in
      LeaderboardView(style: style, width: width).lines(
        standings: League.standings(rivals: Cohort.launchTable, name: "Sam Rivera", xp: 300), league: "Ruby",
        daysLeft: daysLeft,
        movedFrom: 6)
    },
    "quests": { style, width in
      let quests = DailyQuests(
        day: today, progress: [.earnXP: 30, .combo: 7, .highScores: 1], opened: [.earnXP])
      return QuestsView(style: style, width: width).lines(quests: quests, openedNow: [.earnXP], hoursLeft: 6)
    },
    "quests-start": { style, width in
      QuestsView(style: style, width: width).lines(quests: learner.quests, openedNow: [], hoursLeft: nil)
    },
    "profile": { style, width in
      ProfileView(style: style, width: width).lines(
        learner: learner, today: today, achievements: Achievement.all(for: learner, on: today), league: "Ruby"
      )
    },
    "words": { style, width in WordsView(style: style, width: width).lines(units: words, dueCount: 3) },
    "words-empty": { style, width in WordsView(style: style, width: width).lines(units: [], dueCount: 0) },
    "passport": { style, width in
      PassportView(style: style, width: width).lines(
        learner: learner, today: today, units: units, landing: nil)
    },
    "passport-landing": { style, width in
      PassportView(style: style, width: width).lines(learner: learner, today: today, units: units, landing: 2)
    },
    "settings": { style, width in
      SettingsView(style: style, width: width).lines(
        settings: Settings(), course: "spanish", courses: ["spanish", "french", "italian"])
    },
    "settings-changed": { style, width in
      SettingsView(style: style, width: width).lines(
        settings: Settings(accentForgiveness: false, sound: false, dailyGoal: 50), course: "french",
        courses: ["spanish", "french", "italian"])
    },
  ]

  /// The view `name` drawn in `style` at `width` columns; nothing when there is no such view.
  static func draw(_ name: String, _ style: Style, _ width: Int) -> [String] {
    views[name]?(style, width).texts ?? []
  }

  static let plain = Style(color: false, ascii: false)
  static let color = Style(color: true, ascii: false)
  static let ascii = Style(color: false, ascii: true)
}

@Suite("view snapshots")
struct ViewSnapshotTests {
  /// The main views, drawn at 80 and 40 columns, without and with colour, and once in ASCII.
  @Test(arguments: ["leaderboard", "quests", "profile", "words", "passport", "settings"])
  func golden(view: String) throws {
    let draw = try #require(Sample.views[view])
    let renderings = [
      ("80", Sample.plain, 80), ("80-color", Sample.color, 80), ("40", Sample.plain, 40),
      ("40-color", Sample.color, 40), ("ascii", Sample.ascii, 80),
    ]
    for (suffix, style, width) in renderings {
      assertGolden(draw(style, width).texts.joined(separator: "\n") + "\n", "\(view)-\(suffix).txt")
    }
  }

  /// The other states, once each.
  @Test(arguments: [
    ("leaderboard-moved", 80), ("quests-start", 80), ("words-empty", 40), ("passport-landing", 80),
    ("settings-changed", 40),
  ])
  func goldenStates(view: String, width: Int) throws {
    let draw = try #require(Sample.views[view])
    assertGolden(draw(Sample.plain, width).texts.joined(separator: "\n") + "\n", "\(view)-\(width).txt")
  }

  @Test("every line of every view fits the width, from 40 to 120 columns")
  func fits() {
    for (name, draw) in Sample.views {
      for style in [Sample.plain, Sample.color, Sample.ascii] {
        for width in 40...120 {
          for line in draw(style, width) {
            #expect(line.displayWidth <= width, "\(name) at \(width): \(line)")
          }
        }
      }
    }
  }

  @Test("ASCII renderings are plain ASCII, and colour appears only when asked for")
  func asciiAndColour() {
    for (name, draw) in Sample.views {
      for width in [40, 80] {
        let ascii = draw(Sample.ascii, width).texts.joined(separator: "\n")
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII }, "\(name) at \(width)")
        #expect(!draw(Sample.plain, width).texts.joined().contains("\u{1B}"), "\(name) at \(width)")
      }
      #expect(draw(Sample.color, 80).texts.joined().contains("\u{1B}["), "\(name)")
    }
  }

  @Test("the leaderboard shows Sam 6th with 285 XP, between the zones")
  func leaderboard() throws {
    let lines = Sample.draw("leaderboard", Sample.plain, 80)
    let sam = try #require(lines.first { $0.contains("Sam Rivera") })
    #expect(sam.hasPrefix("▶  6 (SR) Sam Rivera"))
    #expect(sam.hasSuffix("285 XP"))
    #expect(!lines.contains { $0.contains("You moved up") })
    let promotion = try #require(lines.firstIndex { $0.contains("PROMOTION ZONE") })
    #expect(lines[promotion - 1].hasPrefix("  10 "))
    #expect(lines[promotion + 1].hasPrefix("  11 "))
    let demotion = try #require(lines.firstIndex { $0.contains("DEMOTION ZONE") })
    #expect(lines[demotion - 1].hasPrefix("  25 "))
    #expect(lines[demotion + 1].hasPrefix("  26 "))
    #expect(lines.filter { $0.hasSuffix(" XP") }.count == 30)
    #expect(lines.contains("Top 10 advance to the next league"))
    #expect(lines.contains("⏳ 3 days left"))
  }

  @Test("after a lesson with 300 XP Sam moves up to 4th, sliding one row a frame")
  func moved() throws {
    let lines = Sample.draw("leaderboard-moved", Sample.plain, 80)
    #expect(lines.contains("🎉 You moved up to 4th place!"))
    let sam = try #require(lines.first { $0.contains("Sam Rivera") })
    #expect(sam.hasPrefix("▶  4 (SR) Sam Rivera"))
    let view = LeaderboardView(style: Sample.plain, width: 80)
    let standings = League.standings(rivals: Cohort.launchTable, name: "Sam Rivera", xp: 300)
    let frames = view.moveFrames(standings: standings, league: "Ruby", daysLeft: 3, from: 6, to: 4).map(
      \.texts)
    let ranks = frames.map { frame in frame.first { $0.contains("Sam Rivera") }.map { String($0.prefix(4)) } }
    #expect(ranks == ["▶  6", "▶  5", "▶  4"])
    #expect(frames.last == lines)
  }

  @Test("the shields row keeps the current league in view at 40 columns")
  func shields() {
    let lines = Sample.draw("leaderboard", Sample.plain, 40)
    #expect(lines[1].contains("[Ruby]") && lines[1].contains("…"))
    #expect(Sample.draw("leaderboard", Sample.plain, 80)[1].contains("Bronze"))
  }

  @Test("the profile shows the statistics and the achievements")
  func profile() {
    let text = Sample.draw("profile", Sample.plain, 80).joined(separator: "\n")
    for expected in [
      "Sam Rivera", "@SamRivera927 · Joined March 2025", "27/30", "4,120/5,000", "214/250", "LEVEL 4",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
    #expect(text.contains("Reach a 30 day streak"))
  }

  @Test("a quest's chest opens with its gems")
  func quests() {
    let lines = Sample.draw("quests", Sample.plain, 80)
    #expect(lines.contains { $0.contains("30/30") && $0.contains("🎉 +10 💎") })
    #expect(lines.contains { $0.contains("Chest opened! +10 gems") })
    #expect(lines.filter { $0.contains("🎁") }.count == 2)
    let ascii = Sample.draw("quests", Sample.ascii, 40)
    #expect(ascii.contains { $0.contains("+10 gems") } && ascii.contains { $0.contains("[chest]") })
  }

  @Test("words: the due count, the empty state")
  func words() {
    let lines = Sample.draw("words", Sample.plain, 80)
    #expect(lines.contains { $0.contains("13 words met") })
    #expect(lines.contains("🔁 3 words to review: type review"))
    #expect(!lines.contains("Talk about your family"))
    let empty = Sample.draw("words-empty", Sample.plain, 40)
    #expect(empty.joined(separator: " ").contains("No words yet: finish a lesson to meet some."))
  }

  @Test("the passport's stamp lands in three frames and a thud")
  func passport() {
    let view = PassportView(style: Sample.plain, width: 80)
    let frames = view.landingFrames(
      learner: Sample.learner, today: Sample.today, units: Sample.units, landing: 2
    ).map(\.texts)
    #expect(frames.count == 4)
    #expect(Set(frames.map(\.count)).count == 2)
    #expect(frames.last?.contains("💥 THUD! Unit 2 stamped.") == true)
    #expect(frames.dropLast().allSatisfy { !$0.contains { $0.contains("THUD") } })
  }
}
