import Course

/// The texts an exercise offers (choices, tiles, a match column), folded once and indexed by key, so
/// recognising a typed word costs the same however many texts there are.
struct TextIndex: Sendable, Equatable {
  /// Each text's key (`TextFolding.key`), in the order of the texts.
  let keys: [String]
  /// Each key without accents.
  let bareKeys: [String]
  /// The positions of the texts with each key, and with each bare key, in ascending order.
  private let byKey: [String: [Int]]
  private let byBareKey: [String: [Int]]

  init(_ texts: [String]) {
    keys = texts.map(TextFolding.key)
    bareKeys = keys.map(TextFolding.stripAccents)
    var byKey: [String: [Int]] = [:]
    var byBareKey: [String: [Int]] = [:]
    for index in keys.indices {
      byKey[keys[index], default: []].append(index)
      byBareKey[bareKeys[index], default: []].append(index)
    }
    (self.byKey, self.byBareKey) = (byKey, byBareKey)
  }

  /// The positions of the texts whose key is `key`.
  func exactly(_ key: String) -> [Int] { byKey[key] ?? [] }

  /// The positions of the texts whose key without accents is `bare`.
  func withoutAccents(_ bare: String) -> [Int] { byBareKey[bare] ?? [] }
}
