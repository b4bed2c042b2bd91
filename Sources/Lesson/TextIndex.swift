import Course

/// The texts an exercise offers (choices, tiles, a match column), folded once and indexed by key, so
/// recognising a typed word costs the same however many texts there are.
struct TextIndex: Sendable, Equatable {
  /// The texts as written, for quoting one.
  let texts: [String]
  /// Each text's key (`TextFolding.key`), in the order of the texts.
  let keys: [String]
  /// The positions of the texts with each key, in ascending order; nil for a few texts, which are scanned.
  private let byKey: [String: [Int]]?

  /// Up to this many texts are scanned rather than indexed: a scan of a handful costs less than a table.
  static let scanned = 16

  init(_ texts: [String]) {
    self.texts = texts
    keys = texts.map(TextFolding.key)
    byKey = Self.index(keys)
  }

  /// The positions of the texts whose key is `key`.
  func exactly(_ key: String) -> [Int] { Self.positions(of: key, in: keys, byKey) }

  /// The keys without accents, indexed the same way: made only for a word typed with no exact match.
  func unaccented() -> Unaccented {
    let bare = keys.map(TextFolding.stripAccents)
    return Unaccented(keys: bare, byKey: Self.index(bare))
  }

  /// The texts' keys without accents.
  struct Unaccented {
    /// Each key without accents, in the order of the texts.
    let keys: [String]
    fileprivate let byKey: [String: [Int]]?

    /// The positions of the texts whose key without accents is `bare`.
    func positions(of bare: String) -> [Int] { TextIndex.positions(of: bare, in: keys, byKey) }
  }

  /// The positions of each key, or nil when there are few enough keys to scan.
  private static func index(_ keys: [String]) -> [String: [Int]]? {
    guard keys.count > scanned else { return nil }
    var byKey: [String: [Int]] = [:]
    for index in keys.indices { byKey[keys[index], default: []].append(index) }
    return byKey
  }

  fileprivate static func positions(of key: String, in keys: [String], _ byKey: [String: [Int]]?) -> [Int] {
    if let byKey { return byKey[key] ?? [] }
    return keys.indices.filter { keys[$0] == key }
  }
}
