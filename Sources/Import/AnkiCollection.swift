import Foundation

/// An Anki collection database: its note types, decks, notes and review log.
struct AnkiCollection {
  /// The newest collection schema understood (Anki 2.1.50 and later write 18).
  static let newestSchema: Int64 = 18

  /// What a note type makes: one card, cards both ways, or cloze deletions.
  enum Kind { case basic, reversed, cloze }

  let database: CollectionDatabase
  let file: String

  func read(withHistory: Bool) throws(ImportError) -> SourceDeck {
    var schema: Int64 = 0
    try database.each("SELECT ver FROM col") { schema = $0.int(0) }
    if schema > Self.newestSchema { throw .newerCollection(file: file, version: Int(clamping: schema)) }
    let modern = try database.hasTable("notetypes")
    let (kinds, decks) = modern ? (try modernKinds(), try modernDecks()) : try legacyModels()
    var deck = SourceDeck()
    var keys: [Int64: String] = [:]
    let deckOfNote = try firstCardDecks()
    let sql = "SELECT id, guid, mid, flds FROM notes ORDER BY id"
    var read = 0
    try database.each(sql) { row in
      read += 1
      if let reason = Self.tooLarge(row, read: read) {
        deck.leftOut[reason, default: 0] += 1
        return
      }
      // Split by byte: U+001F is a control, which no grapheme joins to its neighbours.
      let fields = row.text(3).utf8.split(separator: 0x1F, omittingEmptySubsequences: false).map {
        FieldText.clean(String(Substring($0)))
      }
      deck.mediaDropped += fields.reduce(0) { $0 + $1.media }
      let deckPath =
        deckOfNote[row.int(0)].flatMap { decks[$0] }.flatMap { $0.isEmpty ? nil : $0 } ?? ["Default"]
      let key = "anki:" + row.text(1)
      guard let kind = kinds[row.int(2)] else {
        deck.leftOut["its note type is not in the collection", default: 0] += 1
        return
      }
      let texts = fields.map(\.text)
      switch kind {
      case .cloze:
        deck.notes.append(
          SourceNote(
            key: key, deck: deckPath,
            content: .cloze(text: texts.first ?? "", extra: texts.dropFirst().first ?? "")))
      case .basic, .reversed:
        guard texts.count >= 2 else {
          deck.leftOut["a note type with fewer than two fields", default: 0] += 1
          return
        }
        deck.notes.append(
          SourceNote(
            key: key, deck: deckPath,
            content: .pair(front: texts[0], back: texts[1], reversed: kind == .reversed)))
      }
      keys[row.int(0)] = key
    }
    if withHistory { deck.history = try history(keys: keys) }
    return deck
  }

  /// The deck of each note's first card (its home deck when it sits in a filtered deck), read in one pass
  /// over the cards: a correlated query per note would be quadratic in a collection without Anki's index
  /// on `cards.nid`. At most `ImportLimits.mostNotes` times four cards are read; the notes of the rest are in
  /// the default deck.
  private func firstCardDecks() throws(ImportError) -> [Int64: Int64] {
    var first: [Int64: (ord: Int64, deck: Int64)] = [:]
    let sql =
      "SELECT nid, ord, CASE WHEN odid != 0 THEN odid ELSE did END FROM cards LIMIT \(4 * ImportLimits.mostNotes)"
    try database.each(sql) { row in
      let (nid, ord) = (row.int(0), row.int(1))
      if let known = first[nid], known.ord <= ord { return }
      first[nid] = (ord, row.int(2))
    }
    return first.mapValues(\.deck)
  }

  /// Why the note in `row` (the `read`th) is left out unread, if it is: too many notes, too large a note,
  /// too many fields or too large a field.
  private static func tooLarge(_ row: CollectionDatabase.Row, read: Int) -> String? {
    if read > ImportLimits.mostNotes { return "more than \(ImportLimits.mostNotes) notes in one file" }
    guard row.bytes(3) <= ImportLimits.largestNote else {
      return "a note larger than \(ImportLimits.largestNote >> 10) KiB"
    }
    let fields = row.text(3).utf8.split(separator: 0x1F, omittingEmptySubsequences: false)
    if fields.count > ImportLimits.mostFields {
      return "a note with more than \(ImportLimits.mostFields) fields"
    }
    if fields.contains(where: { $0.count > ImportLimits.largestField }) {
      return "a field larger than \(ImportLimits.largestField >> 10) KiB"
    }
    return nil
  }

  /// Each note's first card's reviews made with an answer button (not manual reschedules), oldest first.
  private func history(keys: [Int64: String]) throws(ImportError) -> [String: [SourceReview]] {
    var history: [String: [SourceReview]] = [:]
    let sql = """
      SELECT r.id, r.ease, c.nid FROM revlog r JOIN cards c ON c.id = r.cid
      WHERE c.ord = 0 AND r.ease BETWEEN 1 AND 4 AND r.type BETWEEN 0 AND 3 ORDER BY r.id
      """
    try database.each(sql) { row in
      guard let key = keys[row.int(2)] else { return }
      let at = Date(timeIntervalSince1970: Double(row.int(0)) / 1000)
      history[key, default: []].append(SourceReview(at: at, ease: Int(row.int(1))))
    }
    return history
  }

  /// Note types of schema 18: the kind in the config protobuf, the card count from the templates.
  private func modernKinds() throws(ImportError) -> [Int64: Kind] {
    var templates: [Int64: Int64] = [:]
    try database.each("SELECT ntid, count(*) FROM templates GROUP BY ntid") {
      templates[$0.int(0)] = $0.int(1)
    }
    var kinds: [Int64: Kind] = [:]
    try database.each("SELECT id, config FROM notetypes") { row in
      let isCloze = Protobuf.varint(1, in: row.blob(1)) == 1
      kinds[row.int(0)] = isCloze ? .cloze : (templates[row.int(0)] ?? 1) >= 2 ? .reversed : .basic
    }
    return kinds
  }

  /// Decks of schema 18: names with U+001F between a deck and its subdecks.
  private func modernDecks() throws(ImportError) -> [Int64: [String]] {
    var decks: [Int64: [String]] = [:]
    try database.each("SELECT id, name FROM decks") { row in
      guard row.bytes(1) <= ImportLimits.largestField else { return }
      decks[row.int(0)] = CourseName.deck(row.text(1).split(separator: "\u{1F}").map(String.init))
    }
    return decks
  }

  /// Note types and decks of the legacy schema 11, kept as JSON in the `col` row.
  private func legacyModels() throws(ImportError) -> (kinds: [Int64: Kind], decks: [Int64: [String]]) {
    var models = "{}"
    var deckText = "{}"
    try database.each("SELECT models, decks FROM col") { row in
      models = row.text(0)
      deckText = row.text(1)
    }
    var kinds: [Int64: Kind] = [:]
    for (id, model) in try object(models) {
      guard let id = Int64(id), let model = model as? [String: Any] else { continue }
      let isCloze = (model["type"] as? Int) == 1
      let templates = (model["tmpls"] as? [Any])?.count ?? 1
      kinds[id] = isCloze ? .cloze : templates >= 2 ? .reversed : .basic
    }
    var decks: [Int64: [String]] = [:]
    for (id, deck) in try object(deckText) {
      guard let id = Int64(id), let name = (deck as? [String: Any])?["name"] as? String else { continue }
      decks[id] = CourseName.deck(name.components(separatedBy: "::"))
    }
    return (kinds, decks)
  }

  private func object(_ text: String) throws(ImportError) -> [String: Any] {
    let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    guard let object = parsed as? [String: Any] else {
      throw .corruptCollection(file: file, reason: "its note types or decks are not readable JSON")
    }
    return object
  }
}
