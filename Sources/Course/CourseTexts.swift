import JSON

/// A text a course writes, the language it is written in, and where.
public struct CourseText: Sendable {
  public let text: String
  public let side: LanguageSide
  public let path: JSONPath
}

extension Course {
  /// Every text of the course whose language the format fixes, in file order, with its JSON path.
  ///
  /// Select image: the prompt is taught, the choice names the learner's. Complete: prompt and choices taught,
  /// translation the learner's. Match: left taught, right the learner's. Translate: the answer, its
  /// alternatives and the bank in `answerLanguage`, the prompt in the other. Guidebook tips mix both and are
  /// left out. A complete's prompt has its blank replaced by a space.
  public func texts(sources: CourseSources = CourseSources()) -> [CourseText] {
    var texts: [CourseText] = []
    forEachText { text, side, place in
      let written = place.isCompletePrompt(in: self) ? Complete.withoutBlank(text) : text
      texts.append(CourseText(text: written, side: side, path: place.path(in: self, sources: sources)))
    }
    return texts
  }

  /// Calls `body` with every text `texts(sources:)` lists, in the same order, with its place instead of a path.
  /// A complete's prompt is handed over as written, blank and all: the blank's underscores divide words as
  /// a space does.
  public func forEachText(_ body: (String, LanguageSide, TextPlace) -> Void) {
    forEachText(units: units.indices, body)
    forEachGlossaryText(body)
  }

  /// `forEachText` for the glossary only.
  func forEachGlossaryText(_ body: (String, LanguageSide, TextPlace) -> Void) {
    for (e, entry) in glossary.entries.enumerated() {
      body(entry.word, .taught, .glossary(entry: e, meaning: nil))
      for (m, meaning) in entry.meanings.enumerated() {
        body(meaning, .learner, .glossary(entry: e, meaning: m))
      }
    }
  }

  /// `forEachText` for the units in `range` only, without the glossary.
  public func forEachText(units range: Range<Int>, _ body: (String, LanguageSide, TextPlace) -> Void) {
    // Read in place, from the lists' buffers: iterating a list copies each unit, node and exercise out of
    // it, and a copy retains every text it holds.
    units.withUnsafeBufferPointer { units in
      for u in range {
        units[u].guidebook.phrases.withUnsafeBufferPointer { phrases in
          for p in phrases.indices {
            body(phrases[p].text, .taught, .phrase(unit: u, index: p, translation: false))
            body(phrases[p].translation, .learner, .phrase(unit: u, index: p, translation: true))
          }
        }
        units[u].nodes.withUnsafeBufferPointer { nodes in
          for n in nodes.indices {
            nodes[n].teaches.withUnsafeBufferPointer { teaches in
              for t in teaches.indices { body(teaches[t], .taught, .teaches(unit: u, node: n, index: t)) }
            }
            nodes[n].exercises.withUnsafeBufferPointer { exercises in
              for e in exercises.indices {
                let place = ExercisePlace(unit: u, node: n, index: e)
                exercises[e].forEachText { text, side, field in body(text, side, .exercise(place, field)) }
              }
            }
          }
        }
      }
    }
  }

  /// Every word the course writes in the language of `side`, and its `knownWords`.
  public func words(of side: LanguageSide) -> [String] {
    var words: [String] = []
    forEachText { text, textSide, _ in
      if textSide == side { Spelling.forEachWord(in: text) { word, _ in words.append(word) } }
    }
    return words + knownWords.flatMap(Spelling.words)
  }

  /// The distinct words the course writes in the language of `side`, and its `knownWords`: what a lexicon
  /// of the course's words needs, for far less than `words(of:)`.
  public func distinctWords(of side: LanguageSide) -> [String] {
    var seen: Set<String> = []
    var words: [String] = []
    forEachText { text, textSide, _ in
      guard textSide == side else { return }
      Spelling.forEachWord(in: text) { word, _ in if seen.insert(word).inserted { words.append(word) } }
    }
    return words + knownWords.flatMap(Spelling.words)
  }

  /// The course's words as a lexicon of each side, over the dictionaries given.
  public func lexicons(taught: (any Lexicon)?, learner: (any Lexicon)?) -> Lexicons {
    CourseWords(self).lexicons(knownWords: knownWords, notWords: notWords, taught: taught, learner: learner)
  }
}

extension TextPlace {
  /// Whether this is the prompt of a `complete` exercise, whose blank `texts(sources:)` replaces.
  func isCompletePrompt(in course: Course) -> Bool {
    guard case .exercise(let place, .prompt) = self,
      case .complete = course.units[safe: place.unit]?.nodes[safe: place.node]?.exercises[safe: place.index]
    else { return false }
    return true
  }
}

extension Complete {
  /// The prompt's text with each blank replaced by a space.
  static func withoutBlank(_ prompt: String) -> String { prompt.replacingOccurrences(of: blank, with: " ") }
}

extension Exercise {
  /// The exercise's texts with their language and path.
  public func texts(at path: JSONPath = .root) -> [(String, LanguageSide, JSONPath)] {
    var texts: [(String, LanguageSide, JSONPath)] = []
    forEachText { text, side, field in
      if case .complete(let complete) = self, field == .prompt {
        texts.append((Complete.withoutBlank(complete.prompt), side, field.path(in: path)))
      } else {
        texts.append((text, side, field.path(in: path)))
      }
    }
    return texts
  }

  /// Calls `body` with each of the exercise's texts, its language and its field, in `texts(at:)`'s order.
  /// A complete's prompt is handed over as written, blank and all. Lists are read by index: iterating
  /// one copies each text out of it.
  public func forEachText(_ body: (String, LanguageSide, ExerciseField) -> Void) {
    switch self {
    case .selectImage(let select):
      body(select.prompt, .taught, .prompt)
      body(select.answer, .learner, .answer)
      for index in select.choices.indices { body(select.choices[index].name, .learner, .choiceName(index)) }
    case .complete(let complete):
      body(complete.prompt, .taught, .prompt)
      body(complete.answer, .taught, .answer)
      for index in complete.choices.indices { body(complete.choices[index], .taught, .choice(index)) }
      if let translation = complete.translation { body(translation, .learner, .translation) }
    case .match(let match):
      for index in match.pairs.indices {
        body(match.pairs[index].left, .taught, .pair(index, side: 0))
        body(match.pairs[index].right, .learner, .pair(index, side: 1))
      }
    case .translate(let translate):
      let side = translate.answerLanguage
      body(translate.prompt, side == .taught ? .learner : .taught, .prompt)
      body(translate.answer, side, .answer)
      for index in translate.alternatives.indices {
        body(translate.alternatives[index], side, .alternative(index))
      }
      for index in translate.bank.indices { body(translate.bank[index], side, .bank(index)) }
    case .type(let type):
      let side = type.answerLanguage
      body(type.prompt, side == .taught ? .learner : .taught, .prompt)
      body(type.answer, side, .answer)
      for index in type.alternatives.indices { body(type.alternatives[index], side, .alternative(index)) }
    case .listen(let listen):
      body(listen.prompt, .taught, .prompt)
      for index in listen.alternatives.indices {
        body(listen.alternatives[index], .taught, .alternative(index))
      }
      if let translation = listen.translation { body(translation, .learner, .translation) }
    }
  }
}

extension Array {
  /// The element at `index`, or nil when there is none.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Complete {
  /// How many blanks `prompt` holds, counted left to right without overlap.
  static func blanks(in prompt: String) -> Int {
    let counted = prompt.withUTF8Bytes { bytes -> Int? in
      var count = 0
      var run = 0
      for byte in bytes {
        // From U+0300 up, a mark may join an underscore into another character: counted on characters.
        guard byte < 0xCC else { return nil }
        run = byte == UInt8(ascii: "_") ? run + 1 : 0
        if run == 3 {
          count += 1
          run = 0
        }
      }
      return count
    }
    return counted ?? prompt.components(separatedBy: blank).count - 1
  }
}
