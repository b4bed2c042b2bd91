import JSON

/// Turns a parsed JSON document into a `Course`, collecting a finding for every structural problem.
struct CourseDecoder {
  typealias Place = DecoderTrail.Place

  let view: JSONView
  /// Where the value being decoded is, and the keys its readers asked for.
  let trail = DecoderTrail()
  private(set) var findings: [Finding] = []
  /// Where each decoded unit, node and exercise sits in the document.
  var sources = CourseSources()
  /// The codes of the language taught and the learner's language, once read.
  private(set) var languageCodes: (taught: String, learner: String)?
  /// The glossary object, when its keys were found to be all different as it was read.
  var distinctGlossary: Int?

  /// A course's top-level values, decoded, with its units found but not decoded.
  struct CourseHeader: Sendable {
    /// The course without its units.
    var course: Course
    /// The course's `units` array, when it has one.
    let array: Int?
    /// Each unit in the file's `units` array.
    let units: [Int]
    let languageCodes: (taught: String, learner: String)?
    /// The glossary object, when no two of its keys are the same: the document rules need not compare them.
    var distinctGlossary: Int? = nil
  }

  init(view: JSONView) { self.view = view }

  /// Appends `more` to the findings (an empty list costs nothing).
  mutating func append(_ more: [Finding]) { findings.append(any: more) }

  /// Decodes each element of an array with `decode`, dropping the ones that fail (they left findings).
  mutating func each<T>(
    _ array: Int?, at place: Place, _ decode: (inout CourseDecoder, Int, Place) -> T?
  ) -> [T]? {
    guard let array else { return nil }
    var result: [T] = []
    result.reserveCapacity(view.count(array))
    for (index, element) in view.elements(array).enumerated() {
      if let value = decode(&self, element, place.child(index)) { result.append(value) }
    }
    return result
  }

  /// Like `each`, keeping the place in the array of every element decoded.
  mutating func eachWithIndex<T>(
    _ array: Int?, at place: Place, _ decode: (inout CourseDecoder, Int, Place) -> T?
  ) -> [(value: T, index: Int)]? {
    guard let array else { return nil }
    var result: [(value: T, index: Int)] = []
    result.reserveCapacity(view.count(array))
    for (index, element) in view.elements(array).enumerated() {
      if let value = decode(&self, element, place.child(index)) { result.append((value, index)) }
    }
    return result
  }

  /// The course in `root`, or `nil` when its structure is too broken to use.
  mutating func course(_ root: Int) -> Course? {
    guard var header = header(root) else { return nil }
    header.course.units = units(header.units.indices, of: header)
    return header.course
  }

  /// The course's top-level values in `root`, its units found but not decoded; `nil` when its structure is
  /// too broken to use.
  mutating func header(_ root: Int) -> CourseHeader? {
    let place = trail.root
    guard var reader = ObjectReader(view, root, at: place, what: "a course", findings: &findings) else {
      return nil
    }
    defer { findings.append(any: reader.finish(extraKeys: ["$schema"])) }
    let format = reader.int("format", in: Int.min...Int.max)
    if let format, format > Course.currentFormat {
      findings.append(
        Finding(
          .unsupportedFormat,
          "course format \(format) is newer than this lingo reads (\(Course.currentFormat)); upgrade lingo",
          at: JSONPath.root.appending("format")))
      reader.markAllKnown()
      return nil
    }
    if let format, format < 1 {
      findings.append(
        Finding(
          .unsupportedFormat, "course format must be 1 or more, not \(format)",
          at: JSONPath.root.appending("format")))
    }
    let id = reader.string("id")
    let title = reader.string("title")
    let languageNode = reader.node("language")
    let fromNode = reader.node("fromLanguage")
    let language = languageNode.flatMap { self.language($0, at: place.child("language")) }
    let from = fromNode.flatMap { self.language($0, at: place.child("fromLanguage")) }
    if let language, let from { languageCodes = (language.code, from.code) }
    let glossary = reader.node("glossary", required: false).map {
      self.glossary($0, at: place.child("glossary"))
    }
    let knownWords = reader.strings("knownWords", required: false) ?? []
    let notWords = reader.strings("notWords", required: false) ?? []
    let array = reader.array("units")
    // Missing keys were reported; the rest of the course is still decoded so every rule can run.
    let course = Course(
      format: format ?? Course.currentFormat, id: id ?? "", title: title ?? "",
      language: language ?? Language(code: "", name: "", flag: ""),
      fromLanguage: from ?? Language(code: "", name: "", flag: ""), units: [],
      glossary: glossary ?? Glossary(), knownWords: knownWords, notWords: notWords)
    return CourseHeader(
      course: course, array: array, units: array.map { Array(view.elements($0)) } ?? [],
      languageCodes: languageCodes, distinctGlossary: distinctGlossary)
  }

  /// The units `range` (places in the file's `units` array) of the course `header` describes, the ones
  /// that decode; their places are added to `sources`.
  mutating func units(_ range: Range<Int>, of header: CourseHeader) -> [PathUnit] {
    languageCodes = header.languageCodes
    let unitsPlace = trail.root.child("units")
    var units: [PathUnit] = []
    for index in range {
      guard let (unit, nodes) = unit(header.units[index], at: unitsPlace.child(index)) else { continue }
      units.append(unit)
      sources.units.append(UnitSources(path: JSONPath.root.appending("units").appending(index), nodes: nodes))
    }
    return units
  }

  /// The side named by a language code of this course: the language taught or the learner's.
  mutating func languageSide(_ code: String, at path: @autoclosure () -> JSONPath) -> LanguageSide? {
    guard let codes = languageCodes else { return nil }
    if code == codes.taught { return .taught }
    if code == codes.learner { return .learner }
    findings.append(
      Finding(
        .unknownKind,
        "unknown language '\(code)'; use the course's '\(codes.taught)' or '\(codes.learner)'", at: path()))
    return nil
  }

  fileprivate mutating func language(_ node: Int, at place: Place) -> Language? {
    guard var reader = ObjectReader(view, node, at: place, what: "a language", findings: &findings) else {
      return nil
    }
    defer { findings.append(any: reader.finish()) }
    guard let code = reader.string("code"), let name = reader.string("name") else { return nil }
    return Language(code: code, name: name, flag: reader.string("flag", required: false) ?? "")
  }

  private mutating func unit(_ node: Int, at place: Place) -> (PathUnit, [NodeSources])? {
    guard
      var reader = ObjectReader(
        view, node, at: place, what: "a unit", keys: UnitKey.schema, findings: &findings)
    else {
      return nil
    }
    defer { findings.append(any: reader.finish()) }
    let id = reader.string(.unit(.id))
    let section = reader.int(.unit(.section), in: CourseRanges.section, required: false) ?? 1
    let number = reader.int(.unit(.number), in: CourseRanges.unitNumber)
    let title = reader.string(.unit(.title))
    let color = reader.string(.unit(.color), required: false) ?? "green"
    let guidebookNode = reader.node(.unit(.guidebook), required: false)
    let guidebook = guidebookNode.map { self.guidebook($0, at: place.child("guidebook")) }
    let nodesPlace = place.child("nodes")
    let nodes = eachWithIndex(reader.array(.unit(.nodes)), at: nodesPlace) { $0.node($1, at: $2) } ?? []
    let unit = PathUnit(
      id: id ?? "", section: section, number: number ?? 0, title: title ?? "", color: color,
      guidebook: guidebook ?? Guidebook(), nodes: nodes.map(\.value.0))
    let nodesPath = nodesPlace.path
    return (
      unit,
      nodes.map {
        NodeSources(
          path: nodesPath.appending($0.index), exerciseIndices: $0.value.1, declaredExercises: $0.value.2)
      }
    )
  }

  fileprivate mutating func guidebook(_ node: Int, at place: Place) -> Guidebook {
    guard var reader = ObjectReader(view, node, at: place, what: "a guidebook", findings: &findings) else {
      return Guidebook()
    }
    defer { findings.append(any: reader.finish()) }
    let tips = reader.strings("tips", required: false) ?? []
    let phraseNodes = reader.array("phrases", required: false)
    let phrases = each(phraseNodes, at: place.child("phrases")) { $0.phrase($1, at: $2) } ?? []
    return Guidebook(tips: tips, phrases: phrases)
  }

  fileprivate mutating func phrase(_ node: Int, at place: Place) -> Phrase? {
    guard var reader = ObjectReader(view, node, at: place, what: "a phrase", findings: &findings) else {
      return nil
    }
    defer { findings.append(any: reader.finish()) }
    guard let text = reader.string("text"), let translation = reader.string("translation") else { return nil }
    return Phrase(text: text, translation: translation)
  }

  fileprivate mutating func node(_ node: Int, at place: Place) -> (Node, [Int], Int)? {
    guard
      var reader = ObjectReader(
        view, node, at: place, what: "a node", keys: NodeKey.schema, findings: &findings)
    else {
      return nil
    }
    defer { findings.append(any: reader.finish()) }
    let id = reader.string(.node(.id))
    let kindName = reader.string(.node(.kind), required: false) ?? Node.Kind.lesson.rawValue
    let kind = Node.Kind(rawValue: kindName)
    if kind == nil {
      findings.append(
        Self.unknownName(
          kindName, among: Node.Kind.allCases.map(\.rawValue), what: "node kind", at: place.appending("kind"))
      )
    }
    let title = reader.string(.node(.title))
    let xp = reader.int(.node(.xp), in: CourseRanges.xp, required: false) ?? 10
    let teaches = reader.strings(.node(.teaches), required: false) ?? []
    // Any whole number is read: one below 1 or above the exercises declared is `bad-plays` (PathRules).
    let plays = reader.int(.node(.plays), in: Int.min...Int.max, required: false)
    let exerciseNodes = reader.array(.node(.exercises), required: false)
    // The exercises and their places in the array side by side, not as pairs: an exercise is copied once.
    var exercises: [Exercise] = []
    var indices: [Int] = []
    let declared = exerciseNodes.map { view.count($0) } ?? 0
    if let exerciseNodes {
      exercises.reserveCapacity(declared)
      indices.reserveCapacity(declared)
      let exercisesPlace = place.child("exercises")
      for (index, element) in view.elements(exerciseNodes).enumerated() {
        guard let exercise = exercise(element, at: exercisesPlace.child(index)) else { continue }
        exercises.append(exercise)
        indices.append(index)
      }
    }
    let decoded = Node(
      id: id ?? "", kind: kind ?? .lesson, title: title ?? "", xp: xp, teaches: teaches,
      exercises: exercises, plays: plays)
    return (decoded, indices, declared)
  }

  /// The finding of `rule` for a name that is none of `names`: "did you mean" the closest, else the names
  /// listed.
  static func unknownName(
    _ name: String, among names: [String], what: String, at path: JSONPath, rule: Rule = .unknownKind
  ) -> Finding {
    var message = "unknown \(what) '\(name)'"
    if let close = Set(names).closest(to: name) {
      message += "; did you mean '\(close)'?"
    } else {
      message += "; use one of \(names.joined(separator: ", "))"
    }
    return Finding(rule, message, at: path)
  }
}

extension [Finding] {
  /// Appends `more`; appending none does not touch the array (appending an empty array copies an empty one).
  mutating func append(any more: [Finding]) {
    if !more.isEmpty { append(contentsOf: more) }
  }
}
