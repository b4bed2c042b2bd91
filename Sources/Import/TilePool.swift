import Course

/// The tiles of one language that distractors are drawn from, grouped by kind: numbers, months and days of
/// the week apart from other words, a sentence's words apart from a word note's. Each tile knows its
/// length and how often the course writes it, so that a distractor can be like the answer tile it stands
/// beside.
struct TilePool: Sendable {
  /// A tile as written, folded, and what it is like.
  struct Tile: Sendable {
    let text: String
    let key: String
    let length: Int
    let count: Int
  }

  /// What a tile is: a number, a month, a day of the week, a name (the one tile that keeps its capital:
  /// `DeckNames`), or another word.
  enum Kind: Hashable, Sendable {
    case word, number, month, weekday, name

    /// The kinds a distractor for a tile of this kind is looked for in, the likest first: a month for a
    /// month, then a day, then any word; a word for a word, a number and then a name last (`Massif` beside
    /// `forest` gives itself away by its capital).
    var likest: [Kind] {
      switch self {
      case .word: [.word, .month, .weekday, .number, .name]
      case .number: [.number, .word, .month, .weekday, .name]
      case .month: [.month, .weekday, .word, .number, .name]
      case .weekday: [.weekday, .month, .word, .number, .name]
      case .name: [.name, .word, .month, .weekday, .number]
      }
    }
  }

  /// A kind of tile, from a sentence or from a word's note.
  struct Group: Hashable, Sendable {
    let kind: Kind
    let sentence: Bool
  }

  /// Each group's tiles, once each, in the order the course first writes them.
  private var groups: [Group: [Tile]] = [:]
  private var seen: Set<String> = []
  /// The kind of each of the language's months and days of the week, by folded key.
  private let calendar: [String: Kind]
  /// The deck's names, folded (`DeckNames`).
  private let names: Set<String>

  /// An empty pool of the tiles of `language` (its code), where `names` are the deck's names.
  init(language: String, names: Set<String> = []) {
    calendar = CalendarNames.kinds(of: language).mapValues { $0 == .month ? .month : .weekday }
    self.names = names
  }

  /// What the folded tile `key` is, from a sentence or not: in a sentence a calendar name may be a verb
  /// or a name ("We march.", "Julio es mi amigo."), and is taken for a word or a name.
  func kind(of key: String, sentence: Bool) -> Kind {
    if Self.isNumber(key) { return .number }
    if !sentence, let kind = calendar[key] { return kind }
    return names.contains(key) ? .name : .word
  }

  /// Adds the tiles of a text, from a sentence or not; `counts` says how often the course writes each.
  mutating func add(_ tiles: [String], sentence: Bool, counts: [String: Int]) {
    for tile in tiles {
      let key = TextFolding.key(tile)
      guard !key.isEmpty, seen.insert(key).inserted else { continue }
      let group = Group(kind: kind(of: key, sentence: sentence), sentence: sentence)
      groups[group, default: []].append(
        Tile(text: tile, key: key, length: key.count, count: counts[key] ?? 1))
    }
  }

  /// Whether the pool holds no tile.
  var isEmpty: Bool { seen.isEmpty }

  /// Whether a folded tile is a number (`20`, `1.000`, `10:30`).
  static func isNumber(_ key: String) -> Bool { key.first?.isNumber == true }

  /// How many tiles a search looks at in a group: a window of it, where `place` says, not all of it.
  static let window = 48

  /// The tile of `group` most like `model` (its length, then how often it is written) among a window of
  /// the group that `place` turns, `excluded` aside; nil when the group has none to give.
  func nearest(
    _ group: Group, like model: (length: Int, count: Int), place: Int, excluded: (String) -> Bool
  ) -> Tile? {
    guard let tiles = groups[group], !tiles.isEmpty else { return nil }
    var best: (tile: Tile, score: Int)?
    let start = place % tiles.count
    for offset in 0..<min(tiles.count, Self.window) {
      let tile = tiles[(start + offset) % tiles.count]
      guard !excluded(tile.key) else { continue }
      // Length counts twice as much as frequency, which is compared by its order of magnitude.
      let score =
        2 * abs(tile.length - model.length) + abs(Self.magnitude(tile.count) - Self.magnitude(model.count))
      if best.map({ score < $0.score }) ?? true { best = (tile, score) }
      if score == 0 { break }
    }
    return best?.tile
  }

  /// The number of binary digits of `count`: how often a tile is written, to within a factor of two.
  private static func magnitude(_ count: Int) -> Int { Int.bitWidth - max(count, 1).leadingZeroBitCount }
}
