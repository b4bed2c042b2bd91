import Course

/// Turns classified items, deck by deck, into units of six stops: lesson, practice, chest, lesson, lesson, checkpoint.
struct CourseBuilder {
  /// Items a unit holds: three lessons of five.
  static let unitSize = 15
  static let lessonSize = 5
  static let colors = ["green", "macaw", "purple", "fox", "cardinal", "bee"]

  let language: Language
  let fromLanguage: Language
  let id: String
  let title: String
  /// What each language's dictionary knows in lower case: which capitalised words are no names.
  var lowerCase = DeckNames.LowerCase()

  /// The tiles no bank of the course offers as wrong (`AlsoRightTiles`): its distractors and the check's
  /// mends both pass them over.
  var alsoRight: AlsoRightTiles? { AlsoRightTiles(language: language.code, learner: fromLanguage.code) }

  /// The course made of `decks` (deck path and its items, in order): a word several notes give different
  /// meanings is one item (`Polysemy`), and each deck's items are put in order of difficulty
  /// (`DifficultyOrder`).
  func course(_ given: [(deck: [String], items: [Item])]) -> Course {
    // A month or weekday the deck capitalises where the language does not ("Domingo") is written as the
    // language writes it (`CalendarNames`).
    let written = given.map { deck in
      (
        deck: deck.deck,
        items: deck.items.map { $0.rewritingTaught { CalendarNames.lowered($0, in: language.code) } }
      )
    }
    let decks = Polysemy.merged(written).map { (deck: $0.deck, items: DifficultyOrder.ordered($0.items)) }
    let all = decks.flatMap(\.items)
    let names = DeckNames.names(in: all, lowerCase: lowerCase)
    let nameKeys = Set(names.keys)
    let pool = ExerciseMaker.Pool(all, languages: (language.code, fromLanguage.code), names: nameKeys)
    let shared = SharedPrompts(all)
    let alsoRight = self.alsoRight
    let articles = LeadingArticles(language: language.code, learner: fromLanguage.code)
    let prepositions = GovernedPrepositions(language: language.code, learner: fromLanguage.code)
    let infinitives = InfinitiveMarker(language: language.code, learner: fromLanguage.code)
    let glossary = Self.glossary(all)
    // Each word's meanings as `shared-gloss` compares them: folded, sorted; the first entry of a word wins.
    var glosses: [String: [String]] = [:]
    for entry in glossary where glosses[TextFolding.key(entry.word)] == nil {
      glosses[TextFolding.key(entry.word)] = entry.meanings.map(TextFolding.key).sorted()
    }
    // Each unit's items, id and title first, in order; then the units made at once on the cores, for one
    // unit's exercises depend on its own items and the course's pools alone.
    var plans: [(items: [Item], id: String, title: String)] = []
    var usedIDs: Set<String> = []
    for (deck, items) in decks {
      // Room is left for the unit's number, a twin's number and "-lesson-1" within the 128 of an id.
      let base = CourseName.slug(deck.joined(separator: " "), length: 96).nonEmpty ?? "deck"
      var chunks: [[Item]] = []
      var start = 0
      while start < items.count {
        chunks.append(Array(items[start..<min(items.count, start + Self.unitSize)]))
        start += Self.unitSize
      }
      for (index, chunk) in chunks.enumerated() {
        var unitID = "\(base)-\(index + 1)"
        var twin = 2
        // A unit's id and its stops' ids share one namespace with every other unit's.
        let stops = { (id: String) in
          [id, "\(id)-practice", "\(id)-chest", "\(id)-review"] + (1...3).map { "\(id)-lesson-\($0)" }
        }
        while stops(unitID).contains(where: usedIDs.contains) {
          unitID = "\(base)-\(index + 1)-\(twin)"
          twin += 1
        }
        usedIDs.formUnion(stops(unitID))
        let name = deck.last?.nonEmpty ?? title
        plans.append((chunk, unitID, chunks.count == 1 ? name : "\(name) \(index + 1)"))
      }
    }
    let units = Concurrently.map(plans.count) { [plans, glosses] u in
      let maker = ExerciseMaker(
        unit: plans[u].items, course: pool, glosses: glosses, shared: shared,
        alsoRight: alsoRight, articles: articles, prepositions: prepositions, infinitives: infinitives)
      return Self.unit(plans[u].items, id: plans[u].id, title: plans[u].title, number: u + 1, maker: maker)
    }
    return Self.teachingWhereUsed(
      Course(
        id: id, title: title, language: language, fromLanguage: fromLanguage, units: units,
        glossary: Glossary(glossary), knownWords: names.values.sorted()))
  }

  /// `course` with each word a stop tests before the lesson that teaches it ("comment" in "Comment vous
  /// appelez-vous ?", a chapter before its own) taught at that stop as well: a word is new where it is first
  /// met, so its hint and its review start there.
  static func teachingWhereUsed(_ course: Course) -> Course {
    let vocabulary = Vocabulary(course)
    var units = course.units
    var met: Set<[String]> = []
    var order = 0
    for u in units.indices {
      for n in units[u].nodes.indices {
        defer { order += 1 }
        for exercise in units[u].nodes[n].exercises {
          for entry in vocabulary.entries(testedBy: exercise) where entry.order > order {
            guard met.insert(entry.words).inserted else { continue }
            units[u].nodes[n].teaches.append(entry.text)
          }
        }
      }
    }
    var taught = course
    taught.units = units
    return taught
  }

  /// The glossary of the words of `items`: every form a word's notes give means every meaning they give;
  /// a note's notes are said with its first meaning.
  static func glossary(_ items: [Item]) -> [Glossary.Entry] {
    var entries: [Glossary.Entry] = []
    // One entry a word: a form that is also another note's word or form ("surfer / aller" beside
    // "aller") gathers the meanings of both, in the deck's order, so no key is written twice.
    var places: [String: Int] = [:]
    for case .word(let word) in items {
      let feminine = word.alternatives.filter { GenderForms.isFeminine($0, of: word.text) }
      for text in [word.text] + word.alternatives {
        // "petit / petite", both "little": the masculine's first meaning says (m), the feminine's (f).
        let mark = feminine.isEmpty ? nil : text == word.text ? "m" : feminine.contains(text) ? "f" : nil
        let meanings = word.glossMeanings(marked: mark)
        let key = TextFolding.key(text)
        if let place = places[key] {
          let known = entries[place].meanings
          entries[place].meanings += meanings.filter { !known.contains($0) }
        } else {
          places[key] = entries.count
          entries.append(Glossary.Entry(word: text, meanings: meanings))
        }
      }
    }
    return entries
  }

  private static func unit(
    _ items: [Item], id: String, title: String, number: Int, maker: ExerciseMaker
  ) -> PathUnit {
    var lessons: [(items: [Item], exercises: [Exercise])] = []
    var earlier: [Item.Word] = []
    var start = 0
    while start < items.count {
      let slice = Array(items[start..<min(items.count, start + Self.lessonSize)])
      lessons.append((slice, maker.exercises(for: slice, earlier: earlier, place: number + start)))
      earlier += slice.compactMap(\.word)
      start += Self.lessonSize
    }
    func lessonNode(_ index: Int) -> Node? {
      guard lessons.indices.contains(index) else { return nil }
      let words = lessons[index].items.compactMap(\.word).map(\.text)
      return Node(
        id: "\(id)-lesson-\(index + 1)", title: "Lesson \(index + 1)", teaches: words,
        exercises: lessons[index].exercises)
    }
    var nodes: [Node] = []
    if let first = lessonNode(0) {
      nodes.append(first)
      nodes.append(
        Node(id: "\(id)-practice", kind: .practice, title: "Practice", exercises: first.exercises.reversed()))
    }
    nodes.append(Node(id: "\(id)-chest", kind: .chest, title: "Chest", xp: 0, exercises: []))
    nodes += (1..<max(1, lessons.count)).compactMap(lessonNode)
    nodes.append(
      Node(
        id: "\(id)-review", kind: .checkpoint, title: "Unit review", xp: 20,
        exercises: checkpoint(lessons.map(\.exercises), words: earlier, maker: maker)))
    let phrases = items.compactMap { item -> Phrase? in
      guard case .sentence(let sentence) = item else { return nil }
      return Phrase(text: sentence.text, translation: sentence.translation)
    }
    return PathUnit(
      id: id, section: 1, number: number, title: title, color: Self.colors[(number - 1) % Self.colors.count],
      guidebook: Guidebook(phrases: Array(phrases.prefix(5))), nodes: nodes)
  }

  /// The checkpoint: a match board across the unit, then the last exercise but the match of each lesson.
  private static func checkpoint(_ lessons: [[Exercise]], words: [Item.Word], maker: ExerciseMaker)
    -> [Exercise]
  {
    var exercises: [Exercise] = []
    let spread = stride(from: 0, to: words.count, by: max(1, words.count / 5)).map { words[$0] }
    if spread.count >= 2, let board = maker.match(Array(spread.prefix(5)), earlier: []) {
      exercises.append(.match(board))
    }
    for lesson in lessons {
      if let last = lesson.last(where: { if case .match = $0 { false } else { true } }) {
        exercises.append(last)
      }
    }
    if exercises.count < 2 { exercises = Array(lessons.joined().prefix(6)) }
    return exercises
  }
}

extension String {
  /// The string, or nil when it is empty.
  var nonEmpty: String? { isEmpty ? nil : self }
}
