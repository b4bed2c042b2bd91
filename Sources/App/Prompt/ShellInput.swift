import Foundation

/// A line typed at the app's prompt, read once at the edge.
public enum ShellInput: Equatable, Sendable {
  case learn, guide, leaderboard, quests, profile, words, passport, review, help, quit, nothing
  case start(String?)
  case open(String?)
  case settings([String])
  /// `reset [--new NAME] yes`: nothing happens until `yes` (or `--yes`) confirms it.
  case reset(newName: String?, confirmed: Bool)
  case unknown(String)

  /// Every command, for Tab completion and help.
  public static let names = [
    "learn", "path", "start", "open", "guide", "leaderboard", "quests", "profile", "words", "passport",
    "review",
    "settings", "reset", "help", "quit",
  ]

  public init(_ line: String) {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let first = words.first?.lowercased() else {
      self = .nothing
      return
    }
    let rest = Array(words.dropFirst())
    switch first {
    case "learn", "path": self = .learn
    case "start": self = .start(rest.first)
    case "open": self = .open(rest.first)
    case "guide", "guidebook": self = .guide
    case "leaderboard", "leaderboards", "league": self = .leaderboard
    case "quests": self = .quests
    case "profile": self = .profile
    case "words": self = .words
    case "passport": self = .passport
    case "review": self = .review
    case "settings": self = .settings(rest)
    case "reset":
      let confirmed = rest.contains { ["yes", "--yes"].contains($0.lowercased()) }
      let named = rest.filter { !["yes", "--yes"].contains($0.lowercased()) }
      if named.first == "--new" {
        let name = named.dropFirst().joined(separator: " ").trimmingCharacters(in: ["\"", "'"])
        self = .reset(newName: name, confirmed: confirmed)
      } else {
        self = .reset(newName: nil, confirmed: confirmed)
      }
    case "help", "?": self = .help
    case "quit", "exit", "q": self = .quit
    default: self = .unknown(first)
    }
  }

  /// What `help` prints.
  static let helpLines = [
    "learn (path)      the Learn path          start [NODE]   play the current node, or NODE",
    "open NODE         a node's card           guide          the unit's tips and phrases",
    "leaderboard       Ruby League             quests         the daily quests",
    "profile           statistics, badges      words          the words you've met",
    "review            practise words due      passport       streak, totals, stamps",
    "settings          accents, sound, goal, course (settings accents off)",
    "reset             back to the start       quit           leave (Ctrl-D too)",
    "NODE is its number in the current unit (4), UNIT.NODE (2.4) or its id.",
  ]
}

extension ShellInput {
  /// Whether the view is one that says how the last league week ended.
  var announcesWeek: Bool {
    switch self {
    case .learn, .open, .guide, .leaderboard, .quests, .profile, .words, .passport: true
    default: false
    }
  }
}
