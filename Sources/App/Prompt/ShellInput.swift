import Foundation
import Terminal

/// A line typed at the app's prompt, read once at the edge (the words are `PromptCommand.all`'s).
public enum ShellInput: Equatable, Sendable {
  case learn, leaderboard, quests, profile, words, passport, review, status, help, quit, nothing
  /// `practice`: the mistakes and the weakest words, practised.
  case practice
  case start(String?)
  case open(String?)
  /// `guide [UNIT]`: the tips of unit UNIT, or of the learner's unit.
  case guide(unit: Int?)
  /// `shop [ITEM]` (and `refill`): what gems buy, or buying ITEM.
  case shop(ShopItem?)
  case settings([String])
  /// `reset [--new NAME [--course NAME] [--goal N]] yes`: nothing happens until `yes` (or `--yes`) confirms it.
  case reset(newName: NewProfile?, confirmed: Bool)
  /// A known command typed in a way it can't be run: the usage error that says why.
  case mistyped(LingoError)
  case unknown(String)

  /// Every command's name and alias, for Tab completion.
  public static var names: [String] { PromptCommand.all.flatMap { [$0.name] + $0.aliases } }

  /// The line's command and the words after it; a leading `lingo` is passed over, so that a hint's
  /// `lingo refill` does at the prompt what it does at the shell (`lingo` alone is the Learn path it opens on).
  public init(_ line: String) {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    if words.first?.lowercased() == "lingo" {
      words.removeFirst()
      if words.isEmpty {
        self = .learn
        return
      }
    }
    guard let first = words.first else {
      self = .nothing
      return
    }
    guard let command = PromptCommand.named(first) else {
      self = .unknown(first.lowercased())
      return
    }
    self = command.input(Array(words.dropFirst()))
  }

  /// What `help` prints at `width` columns: a command a line with its summary beside it when every summary
  /// fits there, else each summary wrapped under its command.
  public static func helpLines(width: Int) -> [String] {
    let commands = PromptCommand.all
    let column = (commands.map(\.usage.displayWidth).max() ?? 0) + 2
    let lines: [String]
    if commands.allSatisfy({ column + $0.summary.displayWidth <= width }) {
      lines = commands.map { $0.usage.padded(to: column) + $0.summary }
    } else {
      lines = commands.flatMap { [$0.usage] + $0.summary.wrapped(to: max(20, width - 2)).map { "  " + $0 } }
    }
    let note =
      "NODE is its number in the current unit (4), UNIT.NODE (2.4) or its id; UNIT is a unit's number."
    return lines + [""] + note.wrapped(to: max(20, width))
  }
}

extension ShellInput {
  /// Which case an input is, without what it carries: for the test that every case is reachable from a
  /// command of `PromptCommand.all`. A new case does not build until it has its kind here.
  public enum Kind: CaseIterable, Sendable {
    case learn, leaderboard, quests, profile, words, passport, review, status, help, quit, nothing
    case practice
    case start, open, guide, shop, settings, reset, mistyped, unknown
  }

  /// The input's case.
  public var kind: Kind {
    switch self {
    case .learn: .learn
    case .leaderboard: .leaderboard
    case .quests: .quests
    case .profile: .profile
    case .words: .words
    case .passport: .passport
    case .review: .review
    case .practice: .practice
    case .status: .status
    case .help: .help
    case .quit: .quit
    case .nothing: .nothing
    case .start: .start
    case .open: .open
    case .guide: .guide
    case .shop: .shop
    case .settings: .settings
    case .reset: .reset
    case .mistyped: .mistyped
    case .unknown: .unknown
    }
  }

  /// Whether the view is one that says how the last league week ended.
  var announcesWeek: Bool {
    switch self {
    case .learn, .open, .guide, .leaderboard, .quests, .profile, .words, .passport: true
    default: false
    }
  }
}
