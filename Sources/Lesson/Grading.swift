import Course
import Foundation

/// What grading one answer line decided.
public enum Verdict: Sendable, Equatable {
  /// The line could not be read as an answer; the prompt repeats and nothing is spent.
  case refused(String)
  /// The answer was checked.
  case checked(correct: Bool, notes: [Note])
}

/// Grading of choice and word-bank answers, following the grading rules of the manual.
struct Grader {
  let prompt: Prompt
  /// When off, a missing accent makes an answer wrong instead of earning a note.
  let accentForgiveness: Bool

  /// The answers the course's glossary makes right besides the exercise's own (`MeaningAnswers`).
  let meaningAnswers: [String]

  private let recogniser: Recogniser
  /// The choices, or the bank's tiles, indexed once for every word typed.
  private let texts: TextIndex

  init(prompt: Prompt, accentForgiveness: Bool, lexicons: Lexicons, meaningAnswers: [String] = []) {
    self.prompt = prompt
    self.accentForgiveness = accentForgiveness
    self.meaningAnswers = meaningAnswers
    recogniser = prompt.recogniser(lexicons, side: prompt.answerSide)
    texts = TextIndex(Self.candidates(prompt, meaningAnswers))
  }

  /// The texts a typed word is recognised among: the bank's tiles, the choices, or for an answer typed
  /// freely the words of every accepted answer.
  private static func candidates(_ prompt: Prompt, _ meaningAnswers: [String]) -> [String] {
    switch prompt.exercise {
    case .translate: prompt.bank
    case .selectImage, .complete, .match: prompt.choices
    case .type, .listen:
      Array(Set((RightAnswer.lines(prompt.exercise) + meaningAnswers).flatMap(TextFolding.namedWords)))
        .sorted()
    }
  }

  /// The verdict on an answer typed freely: each word is recognised among the accepted answers' words (its
  /// typo, a missing accent and a different real word judged as a bank's tile would be), and the sentence
  /// so read must be one of `answers`. A word none of them holds makes the answer wrong, not refused.
  func gradeTyped(_ line: String, answers: [String]) -> Verdict {
    let verdict = gradeTyped(line, answers: answers, read: { $0 })
    let splits = { (text: String) in Elision.has(text) || WordJoins.has(text) || Abbreviation.has(text) }
    guard case .checked(false, _) = verdict, splits(line) || answers.contains(where: splits)
    else { return verdict }
    for (elisions, joins) in [(true, false), (false, true), (true, true)] {
      let split = gradeTyped(
        line, answers: answers, read: { WordJoins.read($0, elisions: elisions, joins: joins) })
      if case .checked(true, _) = split { return split }
    }
    // `p.m.` typed as `pm`, or `pm` as `p.m.`: the abbreviations' letters joined on both sides.
    let joined = gradeTyped(line, answers: answers, read: Abbreviation.joined)
    if case .checked(true, _) = joined { return joined }
    return verdict
  }

  /// `gradeTyped`, the line's words read as they fold, or as `read` makes them: each elided word split at
  /// its apostrophe (`un'acqua` as `un' acqua`), each joined word at its joins (`va-t-il` as `va t il`),
  /// its answers read the same way.
  private func gradeTyped(_ line: String, answers: [String], read reading: (String) -> String) -> Verdict {
    let text = reading(line)
    let typed = TextFolding.words(text)
    guard !typed.isEmpty else { return .refused("Type your answer.") }
    var read: [String] = []
    var recognitions: [Recognition] = []
    read.reserveCapacity(typed.count)
    for (w, word) in typed.enumerated() {
      if let (how, indices) = recogniser.candidates(for: word, in: texts), let first = indices.first,
        !slipsAcrossApostrophe(how, Self.named(w, of: typed, in: text), to: indices)
      {
        read.append(texts.keys[first])
        recognitions.append(Self.named(how, w, of: typed, in: text))
      } else {
        read.append(word)
      }
    }
    let sentence = TextFolding.key(read.joined(separator: " "))
    let right = answers.contains { TextFolding.key(reading($0)) == sentence }
    return verdict(right: right, recognitions)
  }

  /// The verdict on a choice answer: a number or a choice's text.
  func gradeChoice(_ line: String, answer: String) -> Verdict {
    let choices = prompt.choices
    let trimmed = Spaces.trimmed(line[...])
    let picked: Int
    var recognition = Recognition.exact
    if let number = Int(TextFolding.key(line)), choices.indices.contains(number - 1) {
      picked = number - 1
    } else if let (how, indices) = recogniser.candidates(for: trimmed, in: texts),
      let first = indices.first, !slipsAcrossApostrophe(how, trimmed, to: indices)
    {
      picked = first
      recognition = how
    } else {
      let names = choices.joined(separator: ", ")
      return .refused("Answer with a number from 1 to \(choices.count) or one of: \(names).")
    }
    return verdict(right: TextFolding.key(choices[picked]) == TextFolding.key(answer), [recognition])
  }

  /// The verdict on a word-bank answer: each typed word takes one tile.
  func gradeTranslation(_ line: String, _ translate: Translate) -> Verdict {
    // What the prompt's words mean is right as typed, tiles or not ("Yes, thanks": gracias is both).
    if !meaningAnswers.isEmpty, meaningAnswers.contains(TextFolding.key(line)) {
      return .checked(correct: true, notes: [])
    }
    let verdict = gradeTranslation(TextFolding.words(line), of: line, translate)
    // A word the bank holds as two tiles, its elided article and the word (`un'` `acqua`), is two words;
    // so is a joined word the bank holds as its parts (`est` `ce` for `est-ce`).
    guard case .refused = verdict else { return verdict }
    for reading in WordJoins.readings(line).dropFirst() {
      let split = gradeTranslation(TextFolding.words(reading), of: reading, translate)
      if case .refused = split { continue }
      return split
    }
    return verdict
  }

  /// `gradeTranslation` of the words `typed` of `line`. The words typed as a tile writes them take their
  /// tiles first: a near word (`it` for the tile `is`) takes a tile no such word needs.
  private func gradeTranslation(_ typed: [String], of line: String, _ translate: Translate) -> Verdict {
    guard !typed.isEmpty else { return .refused("Type the sentence with words from the bank.") }
    var found: [(how: Recognition, tiles: [Int])] = []
    found.reserveCapacity(typed.count)
    for (w, word) in typed.enumerated() {
      guard let (how, tiles) = recogniser.candidates(for: word, in: texts),
        !slipsAcrossApostrophe(how, Self.named(w, of: typed, in: line), to: tiles)
      else {
        return .refused("“\(Self.named(w, of: typed, in: line))” is not in the word bank.")
      }
      found.append((Self.named(how, w, of: typed, in: line), tiles))
    }
    var used = Array(repeating: false, count: prompt.bank.count)
    var takenExactly: Set<Int> = []
    // Where to look for a free tile among those a word stands for: every one before it is used. The tiles
    // depend on the word's key alone, so in a large bank the same word never scans the tiles it already
    // took; a small bank is scanned from its first tile, for less than remembering where costs.
    let remembers = prompt.bank.count > TextIndex.scanned
    var firstFree: [String: Int] = [:]
    var tiles = Array(repeating: 0, count: typed.count)
    for exactly in [true, false] {
      for (w, (how, indices)) in found.enumerated() where (how == .exact) == exactly {
        let key = remembers ? TextFolding.key(typed[w]) : ""
        var free = firstFree[key] ?? 0
        while free < indices.count && used[indices[free]] { free += 1 }
        if remembers { firstFree[key] = free }
        guard free < indices.count else {
          // A different word whose tiles the words typed as they are took is no tile's: the bank lacks it.
          // A slip of a tile (`cafe`, `perrro`) is that tile, used up.
          if case .wrongWord = how, indices.allSatisfy(takenExactly.contains) {
            return .refused("“\(Self.named(w, of: typed, in: line))” is not in the word bank.")
          }
          let times = indices.count == 1 ? "once" : "\(indices.count) times"
          return .refused("“\(prompt.bank[indices[0]])” is in the bank only \(times).")
        }
        tiles[w] = indices[free]
        used[indices[free]] = true
        if exactly { takenExactly.insert(indices[free]) }
      }
    }
    let built = tiles.map { prompt.bank[$0] }
    let recognitions = found.map(\.how)
    let sentence = TextFolding.key(built.joined(separator: " "))
    // An answer reads the same whole or split at its elisions (`un'acqua`: tiles `un'` and `acqua`) or its
    // joins (`est-ce`: tiles `est` and `ce`).
    let right = ([translate.answer] + translate.alternatives).contains {
      TextFolding.key($0) == sentence
        || WordJoins.readings($0).dropFirst().contains { TextFolding.key($0) == sentence }
    }
    return verdict(right: right, recognitions)
  }

  /// The `index`th of the words `typed` of `line` as a message names it: as the learner wrote it, in lower
  /// case with its apostrophes (`n'ont` for `nont`). Grading reads the folded words; only a message names
  /// one, so only a message pays for `TextFolding.namedWords`, which gives them one for one.
  private static func named(_ index: Int, of typed: [String], in line: String) -> String {
    let named = TextFolding.namedWords(line)
    return named.indices.contains(index) ? named[index] : typed[index]
  }

  /// Whether `written`, as the learner wrote it, taken by `how` for a slip of the texts `candidates` (a
  /// typo or a different word), has an apostrophe they lack: `it's` folds to `its`, one letter from `is`,
  /// but is two words joined (`NearWords.joinsWords`). `written` is made only for a slip: grading reads
  /// folded words, and only a slip pays for naming one.
  private func slipsAcrossApostrophe(
    _ how: Recognition, _ written: @autoclosure () -> String, to candidates: [Int]
  ) -> Bool {
    switch how {
    case .typo, .wrongWord: break
    case .exact, .accents: return false
    }
    guard let text = candidates.first, texts.texts.indices.contains(text),
      !NearWords.joinsWords(texts.texts[text])
    else { return false }
    return NearWords.joinsWords(written())
  }

  /// `how`, with a different word's note naming the `index`th word of `line` as the learner wrote it.
  private static func named(_ how: Recognition, _ index: Int, of typed: [String], in line: String)
    -> Recognition
  {
    guard case .wrongWord(_, let expected) = how else { return how }
    return .wrongWord(typed: named(index, of: typed, in: line), expected: expected)
  }

  /// Right or wrong with its notes: a wrong word makes any answer wrong and is named; the accents note
  /// outranks the typo note; a wrong answer keeps only the notes that say why.
  private func verdict(right: Bool, _ recognitions: [Recognition]) -> Verdict {
    let wrongWords = recognitions.compactMap { how -> Note? in
      if case .wrongWord = how { return how.note }
      return nil
    }
    var unique: [Note] = []
    for note in wrongWords where !unique.contains(note) { unique.append(note) }
    if !unique.isEmpty { return .checked(correct: false, notes: unique) }
    let worst = recognitions.max { $0.weight < $1.weight } ?? .exact
    let notes = worst.note.map { [$0] } ?? []
    if worst == .accents && !accentForgiveness { return .checked(correct: false, notes: notes) }
    return .checked(correct: right, notes: right ? notes : [])
  }
}

extension Prompt {
  /// The language the learner answers in: choices of a picture in the learner's, of a blank in the language
  /// taught, a translation in its `answerLanguage`.
  var answerSide: LanguageSide {
    switch exercise {
    case .selectImage: .learner
    case .complete: .taught
    case .translate(let translate): translate.answerLanguage
    case .type(let type): type.answerLanguage
    case .listen, .match: .taught
    }
  }

  /// A recogniser for answers in the language of `side`; the exercise's words are gathered only if a typed
  /// word needs them.
  func recogniser(_ lexicons: Lexicons, side: LanguageSide, recognisesWrongWords: Bool = true) -> Recogniser {
    let exercise = exercise
    return Recogniser(
      lexicon: lexicons[side], recognisesWrongWords: recognisesWrongWords,
      words: {
        let texts = exercise.texts()
        let words = { (wanted: Bool) in
          Set(texts.filter { ($0.1 == side) == wanted }.flatMap { TextFolding.words($0.0) })
        }
        return (words(true), words(false))
      }, accepted: { Set(RightAnswer.lines(exercise).flatMap { TextFolding.words($0) }) })
  }
}
