import Foundation

/// Sentence and word lists become notes: the rows read in the list's layout (`ListText`), the columns told
/// apart (`ListLayout`), each row a note of the text taught and its translation.
enum SentenceList {
  /// The notes of the list `text` read from `file`, in the deck `deck` unless it names its decks, and the
  /// note to say when its columns were taken in another order than its own.
  static func read(_ text: String, file: String, deck: String, languages: ListLanguages) throws(ImportError)
    -> (deck: SourceDeck, note: String?)
  {
    var list = try ListText.read(text, file: file)
    let layout = try ListLayout.of(&list, file: file, languages: languages)
    var notes = notes(list, layout: layout, deck: deck)
    notes.language = layout.language
    return (notes, layout.note)
  }

  /// The notes of a tab-separated list, its columns in their order.
  static func tabSeparated(_ text: String, file: String, deck: String) throws(ImportError) -> SourceDeck {
    try read(text, file: file, deck: deck, languages: ListLanguages()).deck
  }

  /// The notes of a CSV word list whose first line names the columns (`word,meaning[,emoji]`); `codes`
  /// are the course's languages, which may name columns too.
  static func commaSeparated(_ text: String, file: String, deck: String, codes: [String]) throws(ImportError)
    -> SourceDeck
  {
    let languages = ListLanguages(taught: codes.first ?? "und", learner: codes.last ?? "en")
    return try read(text, file: file, deck: deck, languages: languages).deck
  }

  /// A row's notes: one a row, at most `ImportLimits.mostNotes`.
  static func notes(_ list: ListText, layout: ListLayout, deck: String) -> SourceDeck {
    var result = SourceDeck()
    result.leftOut = list.leftOut
    let html = list.anki?.html ?? false
    let fileDeck = list.anki?.deck.map(deckPath) ?? [deck]
    let withoutText =
      list.layout == .commaSeparated
      ? "a row without a word and its meaning"
      : "a line without a sentence, a \(list.separatorName) and its translation"
    for row in list.rows {
      if row.fields.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) { continue }
      guard result.notes.count < ImportLimits.mostNotes else {
        result.leftOut["more than \(ImportLimits.mostNotes) notes in one file", default: 0] += 1
        continue
      }
      let raw = { (column: Int?) -> String in
        guard let column, row.fields.indices.contains(column) else { return "" }
        return String(row.fields[column])
      }
      let cell = { (column: Int?) -> String in
        guard html else { return FieldText.collapse(raw(column)) }
        let cleaned = FieldText.clean(raw(column))
        result.mediaDropped += cleaned.media
        return cleaned.text
      }
      let (front, back) = (cell(layout.taught), cell(layout.meaning))
      let notetype = raw(layout.notetype).lowercased()
      let cloze =
        notetype.contains("cloze")
        || (list.layout == .ankiExport && layout.notetype == nil && !Classifier.deletions(in: front).isEmpty)
      guard !front.isEmpty, cloze || !back.isEmpty else {
        result.leftOut[withoutText, default: 0] += 1
        continue
      }
      let picture = layout.picture.map(cell) ?? ""
      let shownBack = picture.isEmpty ? back : back + " " + picture
      let named = deckPath(raw(layout.deck))
      let guid = FieldText.collapse(raw(layout.guid))
      result.notes.append(
        SourceNote(
          key: guid.isEmpty ? "\(deck):\(row.line)" : "anki:" + guid, deck: named.isEmpty ? fileDeck : named,
          content: cloze
            ? .cloze(text: front, extra: back)
            : .pair(front: front, back: shownBack, reversed: notetype.contains("reversed"))))
    }
    return result
  }

  /// An Anki deck name's levels (`Spanish::Food`), empty for no name.
  static func deckPath(_ name: String) -> [String] {
    name.components(separatedBy: "::").map(FieldText.collapse).filter { !$0.isEmpty }
  }
}
