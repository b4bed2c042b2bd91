import Course

/// Sorts notes into words, sentences and clozes, and leaves out, with a reason, those that can't be fair.
struct Classifier {
  /// The most words a bank sentence may have.
  static let longestSentence = 10
  /// The most words of the language taught (and of a meaning) that still count as a word, not a sentence.
  static let longestWord = 3
  static let longestMeaning = 4
  /// The most words of an expression (`faire de la natation`, "to go swimming"): both sides begun in lower
  /// case and ended without a sentence's mark, it is taught as a word, not asked as a sentence.
  static let longestExpression = 5
  static let longestExpressionMeaning = 6
  /// The most words anything taught as a word has.
  static let longestTaught = max(longestWord, longestExpression)
  /// The marks a sentence ends with.
  private static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "…"]

  /// How a field lists a word's forms in the language taught, and a meaning field its meanings.
  let listing: ListedForms
  private(set) var leftOut: [String: Int] = [:]
  /// The folded meanings given so far to each word, by its folded form.
  private var words: [String: Set<String>] = [:]
  private var sentences: Set<String> = []

  /// A classifier of the notes of a deck teaching `language` to speakers of `learner` (codes).
  init(language: String, learner: String) {
    listing = ListedForms(language: language, learner: learner)
  }

  /// The items of `note`, possibly none (then counted in `leftOut`).
  mutating func items(_ note: SourceNote) -> [Item] {
    switch note.content {
    case .pair(let front, let back, let reversed):
      pair(key: note.key, front: front, back: back, reversed: reversed)
    case .cloze(let text, let extra): cloze(key: note.key, text: text, extra: extra)
    }
  }

  private mutating func leave(_ reason: String) -> [Item] {
    leftOut[reason, default: 0] += 1
    return []
  }

  /// A note's items. When both sides list as many forms between ` / ` ("le Maroc / marocain(e)" and
  /// "Morocco / Moroccan", "un acteur / une actrice" and "actor / actress"), the forms go in pairs, an item
  /// each; else the other forms are accepted as well as the first.
  private mutating func pair(key: String, front field: String, back: String, reversed: Bool) -> [Item] {
    let (emoji, rest) = TextPieces.emoji(in: back)
    let meaning = rest.isEmpty ? TextPieces.name(ofEmoji: emoji) : rest
    var fronts = FieldVariants.parts(field)
    let backs = FieldVariants.parts(meaning)
    if fronts.count == 1, backs.count == 1, let forms = listing.forms(fronts[0], meaning: meaning) {
      fronts = forms
    }
    guard fronts.count >= 2, fronts.count == backs.count else {
      let (forms, meanings) = (
        FieldVariants(parts: fronts, field: field), FieldVariants(parts: backs, field: meaning)
      )
      // "Il/Elle est de ..." and "He/She is from ...": as many forms on each side go in pairs too.
      let (texts, glosses) = ([forms.main] + forms.others, [meanings.main] + meanings.others)
      guard texts.count >= 2, texts.count == glosses.count, forms.notes.isEmpty, meanings.notes.isEmpty else {
        return pair(key: key, fronts: forms, meanings: meanings, emoji: emoji, reversed: reversed)
      }
      return paired(key: key, texts, glosses, reversed: reversed)
    }
    return paired(key: key, fronts, backs, reversed: reversed)
  }

  /// Whether a note is an expression rather than a sentence: each side begins with a lower-case letter and
  /// ends without a sentence's mark (a sentence written without its point still begins with a capital).
  static func isExpression(_ front: String, _ meaning: String) -> Bool {
    [front, meaning].allSatisfy { side in
      guard let first = side.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
        let last = side.last(where: { !$0.isWhitespace })
      else { return false }
      return first.properties.isLowercase && !sentenceEnds.contains(last) && last != ":"
    }
  }

  /// An item of each form and the meaning beside it.
  private mutating func paired(key: String, _ fronts: [String], _ backs: [String], reversed: Bool) -> [Item] {
    zip(fronts, backs).enumerated().flatMap { offset, sides in
      pair(
        key: offset == 0 ? key : "\(key):\(offset + 1)",
        fronts: FieldVariants(parts: [sides.0], field: sides.0),
        meanings: FieldVariants(parts: [sides.1], field: sides.1), emoji: "", reversed: reversed)
    }
  }

  /// The item of one note's forms and meanings.
  private mutating func pair(
    key: String, fronts: FieldVariants, meanings: FieldVariants, emoji: String, reversed: Bool
  ) -> [Item] {
    // Other forms after ` / ` are accepted, notes in brackets are hints: neither is a required tile.
    let (front, meaning) = (fronts.main, meanings.main)
    let frontKey = TextFolding.key(front)
    guard !frontKey.isEmpty, !TextFolding.key(meaning).isEmpty else {
      return leave("a side without words (only pictures, sounds or punctuation)")
    }
    guard frontKey != TextFolding.key(meaning) else { return leave("the same text on both sides") }
    let frontWords = TextPieces.wordCount(front)
    let isSentence = frontWords >= 2 && front.last.map(Self.sentenceEnds.contains) == true
    let listed = isSentence ? [meaning] : ListedForms.meanings(meaning, besides: front)
    let expression = Self.isExpression(front, meaning)
    let (longest, longestMeaning) =
      expression
      ? (Self.longestExpression, Self.longestExpressionMeaning) : (Self.longestWord, Self.longestMeaning)
    if !isSentence && frontWords <= longest
      && listed.allSatisfy({ TextPieces.wordCount($0) <= longestMeaning })
    {
      let meaning = listed[0]
      // The same word with another meaning is kept: `CourseBuilder` merges it into the word's first note.
      guard words[frontKey, default: []].insert(TextFolding.key(meaning)).inserted else {
        return leave("a duplicate of another note")
      }
      let picture = emoji.isEmpty || emoji.count > 1 ? nil : emoji
      return [
        .word(
          Item.Word(
            key: key, text: front, meaning: meaning, emoji: picture, reversed: reversed,
            alternatives: fronts.others, otherMeanings: Array(listed.dropFirst()) + meanings.others,
            notes: meanings.notes + fronts.notes.filter(Self.isGrammarMark))
        )
      ]
    }
    guard max(frontWords, TextPieces.wordCount(meaning)) <= Self.longestSentence else {
      return leave("too long for a word bank (more than \(Self.longestSentence) words)")
    }
    guard sentences.insert(frontKey).inserted else { return leave("a duplicate of another note") }
    return [
      .sentence(
        Item.Sentence(
          key: key, text: SentenceCase.matched(front, to: meaning),
          translation: SentenceCase.matched(meaning, to: front),
          alternatives: fronts.others.map { SentenceCase.matched($0, to: meaning) },
          otherTranslations: meanings.others.map { SentenceCase.matched($0, to: front) }))
    ]
  }

  /// Whether a note on the word itself is a mark of its grammar (`m`, `f`, `pl`, `m.pl.`), the one kind of
  /// note in the language taught that a meaning in the learner's may carry.
  static func isGrammarMark(_ note: String) -> Bool {
    let letters = note.lowercased().filter(\.isLetter)
    return ["m", "f", "n", "pl", "mpl", "fpl", "mf", "sg", "inv"].contains(letters)
      && note.allSatisfy { $0.isLetter || ". /,".contains($0) }
  }

  private mutating func cloze(key: String, text: String, extra: String) -> [Item] {
    let deletions = Self.deletions(in: text)
    guard !deletions.isEmpty else { return leave("a cloze note without a {{c1::…}} deletion") }
    // Each number's prompt is built from the whole text: many deletions would make that quadratic.
    guard deletions.count <= ImportLimits.mostDeletions else {
      return leave("a cloze note with more than \(ImportLimits.mostDeletions) deletions")
    }
    if deletions.contains(where: { $0.answer.hasPrefix("image-occlusion:") }) {
      return leave("an image occlusion note")
    }
    guard !text.contains(Complete.blank) else { return leave("a cloze text that already holds ___") }
    var items: [Item] = []
    let uses = Dictionary(deletions.map { ($0.number, 1) }, uniquingKeysWith: +)
    for number in uses.keys.sorted() {
      guard uses[number] == 1 else {
        _ = leave("one cloze number in several places (it would need several blanks)")
        continue
      }
      var prompt = ""
      var rest = Substring(text)
      var answer = ""
      for deletion in deletions {
        prompt += rest[..<deletion.range.lowerBound]
        if deletion.number == number {
          prompt += Complete.blank
          answer = deletion.answer
        } else {
          prompt += deletion.answer
        }
        rest = text[deletion.range.upperBound...]
      }
      prompt += rest
      guard !TextFolding.key(answer).isEmpty, TextPieces.wordCount(prompt) <= 3 * Self.longestSentence else {
        _ = leave(
          TextFolding.key(answer).isEmpty ? "a cloze without words to fill in" : "too long a cloze sentence")
        continue
      }
      items.append(
        .cloze(
          Item.Cloze(
            key: "\(key):c\(number)", prompt: FieldText.collapse(prompt), answer: FieldText.collapse(answer),
            translation: extra.isEmpty ? nil : extra)))
    }
    return items
  }

  /// The `{{cN::answer::hint}}` deletions of a cloze text, in order.
  static func deletions(in text: String) -> [(number: Int, answer: String, range: Range<String.Index>)] {
    var found: [(Int, String, Range<String.Index>)] = []
    var searchStart = text.startIndex
    // Each search starts where the last one ended: linear in the text.
    while let open = text[searchStart...].firstRange(of: "{{c"),
      let close = text[open.upperBound...].firstRange(of: "}}")
    {
      let inner = text[open.upperBound..<close.lowerBound]
      searchStart = close.upperBound
      guard let separator = inner.firstRange(of: "::"), inner[..<separator.lowerBound].count <= 3,
        let number = Int(inner[..<separator.lowerBound]),
        (1...999).contains(number)
      else { continue }
      let body = inner[separator.upperBound...]
      let answer = body.firstRange(of: "::").map { body[..<$0.lowerBound] } ?? body
      found.append((number, String(answer), open.lowerBound..<close.upperBound))
    }
    return found
  }
}
