import Course
import Foundation
import JSON

/// Plays the made course through `lingo check --solve`'s linter and solver, and takes out what fails.
public enum CourseCheck {
  /// The course without the exercises that have errors (and stops left empty), the JSON written, and the
  /// exercises taken out by rule; and the warnings that remain.
  ///
  /// The check is every rule of `lingo check` over the whole JSON written: an error it still finds
  /// outside an exercise (a title, an id, a language code) throws, so the import never reports "no errors"
  /// on a course `lingo play` refuses.
  /// A mend offers the first word its finding names that `alsoRight` does not take for a right one (the
  /// first word when all are).
  static func fair(_ course: Course, alsoRight: AlsoRightTiles? = nil, check: (Data) -> [Finding])
    throws(ImportError) -> (
      course: Course, json: Data, removed: [String: Int], warnings: [Finding]
    )
  {
    var course = course
    var removed: [String: Int] = [:]
    for _ in 0..<4 {
      let json = CourseWriter.json(course)
      let findings = check(json)
      let errors = findings.filter { $0.severity == .error }
      let mendable = { (finding: Finding) in finding.fix != nil && place(finding.path) != nil }
      let capitals = capitalsTaken(findings, in: course)
      if errors.isEmpty && !findings.contains(where: mendable) && capitals.isEmpty {
        return (course, json, removed, findings)
      }
      var broken: [Int: [Int: Set<Int>]] = [:]
      var mended = !capitals.isEmpty
      // A tile put in lower case that the dictionary knows only with its capital ("parisian") takes it
      // back, as a name.
      for (u, n, e, tile) in capitals {
        course.units[u].nodes[n].exercises[e] = course.units[u].nodes[n].exercises[e].capitalising(tile)
        let name = tile.prefix(1).uppercased() + tile.dropFirst()
        if !course.knownWords.contains(name) { course.knownWords.append(name) }
      }
      // A finding whose mend is certain is mended (the accent-less twin or another taught form offered as
      // a distractor), a warning's too; an exercise with any other error is taken out.
      for error in findings where mendable(error) {
        guard let (u, n, e) = place(error.path), case .addDistractor(let words) = error.fix else { continue }
        let before = course.units[u].nodes[n].exercises[e]
        // A word that makes another right answer is offered only when every word named would.
        guard let word = words.first(where: { !before.isAlsoRight($0, by: alsoRight) }) ?? words.first else {
          continue
        }
        course.units[u].nodes[n].exercises[e] = before.offering(word)
        mended = mended || course.units[u].nodes[n].exercises[e] != before
      }
      // An alternative answer the engine cannot play (another note's answer that swaps a word for a near
      // form, one whose tiles the bank lacks) is taken out of its exercise, which stays.
      var unplayable: [Int: [Int: [Int: Set<Int>]]] = [:]
      for error in errors where !mendable(error) {
        guard let (u, n, e) = place(error.path), let a = alternative(error.path) else { continue }
        unplayable[u, default: [:]][n, default: [:]][e, default: []].insert(a)
      }
      for error in errors where !mendable(error) && alternative(error.path) == nil {
        guard let (u, n, e) = place(error.path) else { continue }
        unplayable[u]?[n]?[e] = nil
        if broken[u, default: [:]][n, default: []].insert(e).inserted {
          removed["the engine could not play it (\(error.rule))", default: 0] += 1
        }
      }
      for (u, nodes) in unplayable {
        for (n, exercises) in nodes {
          for (e, alternatives) in exercises {
            course.units[u].nodes[n].exercises[e] = course.units[u].nodes[n].exercises[e]
              .withoutAlternatives(alternatives)
            mended = true
          }
        }
      }
      guard !broken.isEmpty || mended else { break }
      for (u, nodes) in broken {
        for (n, exercises) in nodes {
          course.units[u].nodes[n].exercises = course.units[u].nodes[n].exercises.enumerated()
            .filter { !exercises.contains($0.offset) }.map(\.element)
        }
      }
      for u in course.units.indices {
        course.units[u].nodes.removeAll { $0.isPlayable && $0.exercises.isEmpty }
      }
      course.units.removeAll { !$0.nodes.contains(where: \.isPlayable) }
      for u in course.units.indices { course.units[u].number = u + 1 }
    }
    let json = CourseWriter.json(course)
    let findings = check(json)
    if let error = findings.first(where: { $0.severity == .error }) {
      throw .unplayable(reason: "\(error.rule) at \(error.path): \(error.message)")
    }
    return (course, json, removed, findings)
  }

  /// The places and texts of the bank tiles and choices `findings` say are misspelled that begin in lower
  /// case where the course's prompts and answers write them capitalised: capitals the importer took away.
  private static func capitalsTaken(_ findings: [Finding], in course: Course) -> [(Int, Int, Int, String)] {
    let tiles = findings.compactMap { lowered($0, in: course) }
    guard !tiles.isEmpty else { return [] }
    var written: Set<String> = []
    for unit in course.units {
      for node in unit.nodes {
        for case .translate(let translate) in node.exercises {
          for text in [translate.prompt, translate.answer] {
            written.formUnion(Spelling.words(text).filter { $0.first?.isUppercase == true })
          }
        }
      }
    }
    return tiles.filter { written.contains($0.3.prefix(1).uppercased() + $0.3.dropFirst()) }
  }

  /// The place and text of a bank tile or choice that `finding` says is misspelled, when it begins in lower
  /// case.
  private static func lowered(_ finding: Finding, in course: Course) -> (Int, Int, Int, String)? {
    guard let word = finding.misspelledWord, word.first?.isLowercase == true,
      let (u, n, e) = place(finding.path), finding.path.components.count == 8,
      case .index = finding.path.components[7]
    else { return nil }
    let exercise = course.units[u].nodes[n].exercises[e]
    let tiles: [String]
    switch exercise {
    case .translate(let translate): tiles = translate.bank
    case .complete(let complete): tiles = complete.choices
    case .selectImage, .match, .type, .listen: return nil
    }
    return tiles.contains(word) ? (u, n, e, word) : nil
  }

  /// The index of the alternative answer a path leads to (`…exercises[e].alternatives[i]`), if it does.
  private static func alternative(_ path: JSONPath) -> Int? {
    let c = path.components
    guard c.count == 8, c[6] == .key("alternatives"), case .index(let index) = c[7] else { return nil }
    return index
  }

  /// The unit, node and exercise a path lies in.
  private static func place(_ path: JSONPath) -> (Int, Int, Int)? {
    let c = path.components
    guard c.count >= 6, c[0] == .key("units"), c[2] == .key("nodes"), c[4] == .key("exercises"),
      case .index(let u) = c[1], case .index(let n) = c[3], case .index(let e) = c[5]
    else { return nil }
    return (u, n, e)
  }
}

extension Exercise {
  /// The exercise with the tile or choice `tile` capitalised.
  func capitalising(_ tile: String) -> Exercise {
    let name = tile.prefix(1).uppercased() + tile.dropFirst()
    switch self {
    case .translate(var translate):
      translate.bank = translate.bank.map { $0 == tile ? name : $0 }
      return .translate(translate)
    case .complete(var complete):
      complete.choices = complete.choices.map { $0 == tile ? name : $0 }
      return .complete(complete)
    case .selectImage, .match, .type, .listen:
      return self
    }
  }

  /// The exercise without the alternative answers at `indices`.
  func withoutAlternatives(_ indices: Set<Int>) -> Exercise {
    let kept = { (alternatives: [String]) in
      alternatives.enumerated().filter { !indices.contains($0.offset) }.map(\.element)
    }
    switch self {
    case .translate(var translate):
      // The tiles only the alternatives taken out were built from go with them: each is a word of a
      // sentence the source gives for the note ("nadan" of "Nadan muy rápido."), likely right, and a tile
      // that may be right is worse than one trap fewer.
      let right = ([translate.answer] + kept(translate.alternatives)).flatMap(TextPieces.tiles)
      let needed = Set(right.map(TextFolding.key))
      let dropped = Set(
        translate.alternatives.enumerated().filter { indices.contains($0.offset) }
          .flatMap { TextPieces.tiles($0.element) }.map(TextFolding.key)
      ).subtracting(needed)
      translate.alternatives = kept(translate.alternatives)
      translate.bank.removeAll { dropped.contains(TextFolding.key($0)) }
      return .translate(translate)
    case .type(var type):
      type.alternatives = kept(type.alternatives)
      return .type(type)
    case .listen(var listen):
      listen.alternatives = kept(listen.alternatives)
      return .listen(listen)
    case .selectImage, .match, .complete:
      return self
    }
  }

  /// Whether `word`, offered in a bank into the language, would be a word of another right answer.
  func isAlsoRight(_ word: String, by tiles: AlsoRightTiles?) -> Bool {
    guard let tiles, case .translate(let translate) = self, translate.answerLanguage == .taught else {
      return false
    }
    let answer = TextPieces.tiles(translate.answer).map(TextFolding.key)
    return tiles.contains(
      TextFolding.key(word), besides: answer, addressed: tiles.addresses(translate.prompt))
  }

  /// The exercise with `word` offered too: a bank's tile or a blank's choice; any other kind as it is.
  func offering(_ word: String) -> Exercise {
    switch self {
    case .translate(var translate):
      guard !translate.bank.map(TextFolding.key).contains(TextFolding.key(word)) else { return self }
      translate.bank.append(word)
      return .translate(translate)
    case .complete(var complete):
      guard !complete.choices.map(TextFolding.key).contains(TextFolding.key(word)) else { return self }
      complete.choices.append(word)
      return .complete(complete)
    case .selectImage, .match, .type, .listen:
      return self
    }
  }
}
