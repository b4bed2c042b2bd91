/// The part of a glossary one lesson can use, so that what a lesson builds from the glossary (its hints, the
/// meanings it accepts, the words it introduces) costs what the lesson holds, not what the course holds.
extension Glossary {
  /// The entries that can gloss a text of `exercises`: those whose words (a phrase's every word) the texts
  /// write in the language taught, and those one of whose meanings they write in the learner's language.
  /// Looked up in texts of these exercises, this glossary gives what the whole one gives.
  public func lesson(_ exercises: [Exercise]) -> Glossary {
    let words = LessonWords(exercises)
    guard !words.isEmpty else { return Glossary() }
    let (keys, entries) = (filedKeys, entries)
    return kept(entries.indices.filter { words.gloss(keys[$0], entries[$0]) }, keys: keys)
  }

  /// What `lesson` gives for each of `lessons`, the glossary indexed once for all of them: each lesson
  /// costs the entries its words can reach, not the whole glossary (a compiled course keeps one for each
  /// node).
  public func lessons(_ lessons: [[Exercise]]) -> [Glossary] {
    let (keys, entries) = (filedKeys, entries)
    // Each entry by its key and its key's first word, and by each meaning's the same way: an entry whose
    // every word a lesson writes is reached by its first word, and one whose key it writes whole by that.
    var byTaught: [String: [Int]] = [:]
    var byLearner: [String: [Int]] = [:]
    for (place, entry) in entries.enumerated() {
      for word in Self.reachedBy(keys[place]) { byTaught[word, default: []].append(place) }
      for meaning in entry.meanings {
        for word in Self.reachedBy(TextFolding.key(GlossMeanings.withoutNote(meaning))) {
          byLearner[word, default: []].append(place)
        }
      }
    }
    let (taughtIndex, learnerIndex) = (byTaught, byLearner)
    let part = { @Sendable (exercises: [Exercise]) -> Glossary in
      let words = LessonWords(exercises)
      guard !words.isEmpty else { return Glossary() }
      var reached = Set(taughtIndex[""] ?? []).union(learnerIndex[""] ?? [])
      for word in words.taught { reached.formUnion(taughtIndex[word] ?? []) }
      for word in words.learner { reached.formUnion(learnerIndex[word] ?? []) }
      return kept(reached.sorted().filter { words.gloss(keys[$0], entries[$0]) }, keys: keys)
    }
    // The lessons' words are read on every core, in runs of lessons, the results in order.
    let runs = max(1, min(Concurrently.parts, lessons.count))
    return Concurrently.map(runs) { run in
      lessons[(run * lessons.count / runs)..<((run + 1) * lessons.count / runs)].map(part)
    }.flatMap { $0 }
  }

  /// The entries `taught` holds (as written, or folded), in order: those a word of which the course's nodes
  /// teach, which a lesson may introduce. A glossary word no node teaches (a word a blank splits from its
  /// phrase) has a hint, but is not a word of the course to meet.
  public func taught(by taught: TaughtWords) -> Glossary {
    Glossary(entries.filter(taught.contains))
  }

  /// The words an entry's folded `key` is reached by: the key whole, and its first word ("" for a key of
  /// spaces alone, which every lesson's words hold, as `LessonWords.allWritten` reads it).
  private static func reachedBy(_ key: String) -> [String] {
    guard !key.isEmpty else { return [] }
    guard key.utf8.contains(UInt8(ascii: " ")) else { return [key] }
    return [key, key.split(separator: " ").first.map(String.init) ?? ""]
  }

  /// Each entry's key: the folded key it was filed under, else (an entry another took first) folded now.
  private var filedKeys: [String] {
    var filed = [String?](repeating: nil, count: words.count)
    places.forEachKey { key, place in filed[place] = key }
    return zip(filed, words).map { $0 ?? TextFolding.key($1) }
  }

  /// The glossary of the entries at `places`, in order, with their `keys`.
  private func kept(_ places: [Int], keys: [String]) -> Glossary {
    let entries = entries
    return Glossary(places.map { entries[$0] }, keys: places.map { keys[$0] })
  }
}

/// The words a lesson's texts write, folded: in the language taught (with an elided or joined word's
/// parts), and in the learner's language (with a phrase's words).
private struct LessonWords {
  var taught: Set<String> = []
  var learner: Set<String> = []

  init(_ exercises: [Exercise]) {
    for exercise in exercises {
      exercise.forEachText { text, side, _ in
        for word in GlossWord.words(in: text) {
          if side == .taught {
            taught.insert(word.key)
            // An elided word is glossed by its parts too (`l'eau`: `l'` and `eau`).
            taught.formUnion(word.elisionParts(in: text).map(TextFolding.key))
            // A joined word is glossed by its parts too (`est-ce`: `est` and `ce`).
            let whole = String(text.unicodeScalars[word.range])
            if case let split = WordJoins.split(whole), split != whole {
              for part in GlossWord.words(in: split) {
                taught.insert(part.key)
                taught.formUnion(part.elisionParts(in: split).map(TextFolding.key))
              }
            }
          } else {
            learner.insert(word.key)
            learner.formUnion(word.key.split(separator: " ").map(String.init))
          }
        }
      }
    }
  }

  var isEmpty: Bool { taught.isEmpty && learner.isEmpty }

  /// Whether the entry filed under `key` can gloss a text of the lesson.
  func gloss(_ key: String, _ entry: Glossary.Entry) -> Bool {
    Self.allWritten(key, in: taught)
      || entry.meanings.contains {
        Self.allWritten(TextFolding.key(GlossMeanings.withoutNote($0)), in: learner)
      }
  }

  /// Whether every word of the folded `key` is in `words`.
  private static func allWritten(_ key: String, in words: Set<String>) -> Bool {
    guard !key.isEmpty else { return false }
    if words.contains(key) { return true }
    guard key.utf8.contains(UInt8(ascii: " ")) else { return false }
    return key.split(separator: " ").allSatisfy { words.contains(String($0)) }
  }
}

/// The words a course's nodes teach (`teaches`), as written and folded.
public struct TaughtWords: Sendable {
  private let written: Set<String>
  private let folded: Set<String>

  public init(_ units: [PathUnit]) {
    let teaches = units.flatMap { $0.nodes.flatMap(\.teaches) }
    written = Set(teaches)
    folded = Set(teaches.map(TextFolding.key))
  }

  /// Whether a node teaches `entry`'s word: as the glossary writes it, or folded alike.
  func contains(_ entry: Glossary.Entry) -> Bool {
    written.contains(entry.word) || folded.contains(TextFolding.key(entry.word))
  }
}
