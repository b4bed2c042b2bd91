/// Turns a parsed JSON document into a `Course`, collecting a finding for every structural problem.
struct CourseDecoder {
  private(set) var findings: [Finding] = []
  /// Where each decoded unit, node and exercise sits in the document.
  var sources = CourseSources()
  /// The codes of the language taught and the learner's language, once read.
  private(set) var languageCodes: (taught: String, learner: String)?

  mutating func append(_ more: [Finding]) { findings += more }

  /// Decodes each element of an array with `decode`, dropping the ones that fail (they left findings).
  mutating func each<T>(
    _ elements: [JSONNode]?, at path: JSONPath, _ decode: (inout CourseDecoder, JSONNode, JSONPath) -> T?
  ) -> [T]? {
    eachWithPath(elements, at: path, decode)?.map(\.value)
  }

  /// Like `each`, keeping the path of every element decoded.
  mutating func eachWithPath<T>(
    _ elements: [JSONNode]?, at path: JSONPath, _ decode: (inout CourseDecoder, JSONNode, JSONPath) -> T?
  ) -> [(value: T, path: JSONPath)]? {
    guard let elements else { return nil }
    var result: [(value: T, path: JSONPath)] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index)
      if let value = decode(&self, element, elementPath) { result.append((value, elementPath)) }
    }
    return result
  }

  /// The course in `root`, or `nil` when its structure is too broken to use.
  mutating func course(_ root: JSONNode) -> Course? {
    guard var reader = ObjectReader(root, at: .root, what: "a course", findings: &findings) else {
      return nil
    }
    defer { findings += reader.finish(extraKeys: ["$schema"]) }
    let format = reader.int("format", in: Int.min...Int.max)
    if let format, format > Course.currentFormat {
      findings.append(
        .error(
          "unsupported-format",
          "course format \(format) is newer than this lingo reads (\(Course.currentFormat)); upgrade lingo",
          at: JSONPath.root.appending("format")))
      reader.markAllKnown()
      return nil
    }
    if let format, format < 1 {
      findings.append(
        .error(
          "unsupported-format", "course format must be 1 or more, not \(format)",
          at: JSONPath.root.appending("format")))
    }
    let id = reader.string("id")
    let title = reader.string("title")
    let languageNode = reader.node("language")
    let fromNode = reader.node("fromLanguage")
    let language = languageNode.flatMap { self.language($0, at: JSONPath.root.appending("language")) }
    let from = fromNode.flatMap { self.language($0, at: JSONPath.root.appending("fromLanguage")) }
    if let language, let from { languageCodes = (language.code, from.code) }
    let glossary = reader.node("glossary", required: false).map {
      self.glossary($0, at: JSONPath.root.appending("glossary"))
    }
    let knownWords = reader.strings("knownWords", required: false) ?? []
    let units = eachWithPath(reader.array("units"), at: JSONPath.root.appending("units")) {
      $0.unit($1, at: $2)
    }
    sources.units = (units ?? []).map { UnitSources(path: $0.path, nodes: $0.value.1) }
    // Missing keys were reported; the rest of the course is still decoded so every rule can run.
    return Course(
      format: format ?? Course.currentFormat, id: id ?? "", title: title ?? "",
      language: language ?? Language(code: "", name: "", flag: ""),
      fromLanguage: from ?? Language(code: "", name: "", flag: ""), units: (units ?? []).map(\.value.0),
      glossary: glossary ?? Glossary(), knownWords: knownWords)
  }

  /// The glossary: an object from each word or phrase taught to an array of its meanings.
  fileprivate mutating func glossary(_ node: JSONNode, at path: JSONPath) -> Glossary {
    guard var reader = ObjectReader(node, at: path, what: "the glossary", findings: &findings) else {
      return Glossary()
    }
    var entries: [Glossary.Entry] = []
    for member in reader.members {
      let meanings = reader.strings(member.key) ?? []
      if case .array(let elements) = member.value.value, elements.isEmpty {
        findings.append(
          .error(
            "wrong-type", "the glossary must give '\(member.key)' at least one meaning",
            at: path.appending(member.key)))
      }
      if !meanings.isEmpty { entries.append(Glossary.Entry(word: member.key, meanings: meanings)) }
    }
    findings += reader.finish()
    return Glossary(entries)
  }

  /// The side named by a language code of this course: the language taught or the learner's.
  mutating func languageSide(_ code: String, at path: JSONPath) -> LanguageSide? {
    guard let codes = languageCodes else { return nil }
    if code == codes.taught { return .taught }
    if code == codes.learner { return .learner }
    findings.append(
      .error(
        "unknown-kind",
        "unknown language '\(code)'; use the course's '\(codes.taught)' or '\(codes.learner)'", at: path))
    return nil
  }

  fileprivate mutating func language(_ node: JSONNode, at path: JSONPath) -> Language? {
    guard var reader = ObjectReader(node, at: path, what: "a language", findings: &findings) else {
      return nil
    }
    defer { findings += reader.finish() }
    guard let code = reader.string("code"), let name = reader.string("name") else { return nil }
    return Language(code: code, name: name, flag: reader.string("flag", required: false) ?? "")
  }

  fileprivate mutating func unit(_ node: JSONNode, at path: JSONPath) -> (PathUnit, [NodeSources])? {
    guard var reader = ObjectReader(node, at: path, what: "a unit", findings: &findings) else { return nil }
    defer { findings += reader.finish() }
    let id = reader.string("id")
    let section = reader.int("section", in: CourseRanges.section, required: false) ?? 1
    let number = reader.int("number", in: CourseRanges.unitNumber)
    let title = reader.string("title")
    let color = reader.string("color", required: false) ?? "green"
    let guidebookNode = reader.node("guidebook", required: false)
    let guidebook = guidebookNode.map { self.guidebook($0, at: path.appending("guidebook")) }
    let nodes = eachWithPath(reader.array("nodes"), at: path.appending("nodes")) { $0.node($1, at: $2) } ?? []
    let unit = PathUnit(
      id: id ?? "", section: section, number: number ?? 0, title: title ?? "", color: color,
      guidebook: guidebook ?? Guidebook(), nodes: nodes.map(\.value.0))
    return (
      unit, nodes.map { NodeSources(path: $0.path, exercises: $0.value.1, declaredExercises: $0.value.2) }
    )
  }

  fileprivate mutating func guidebook(_ node: JSONNode, at path: JSONPath) -> Guidebook {
    guard var reader = ObjectReader(node, at: path, what: "a guidebook", findings: &findings) else {
      return Guidebook()
    }
    defer { findings += reader.finish() }
    let tips = reader.strings("tips", required: false) ?? []
    let phraseNodes = reader.array("phrases", required: false)
    let phrases = each(phraseNodes, at: path.appending("phrases")) { $0.phrase($1, at: $2) } ?? []
    return Guidebook(tips: tips, phrases: phrases)
  }

  fileprivate mutating func phrase(_ node: JSONNode, at path: JSONPath) -> Phrase? {
    guard var reader = ObjectReader(node, at: path, what: "a phrase", findings: &findings) else { return nil }
    defer { findings += reader.finish() }
    guard let text = reader.string("text"), let translation = reader.string("translation") else { return nil }
    return Phrase(text: text, translation: translation)
  }

  fileprivate mutating func node(_ node: JSONNode, at path: JSONPath) -> (Node, [JSONPath], Int)? {
    guard var reader = ObjectReader(node, at: path, what: "a node", findings: &findings) else { return nil }
    defer { findings += reader.finish() }
    let id = reader.string("id")
    let kindName = reader.string("kind", required: false) ?? Node.Kind.lesson.rawValue
    let kind = Node.Kind(rawValue: kindName)
    if kind == nil {
      findings.append(
        unknownName(
          kindName, among: Node.Kind.allCases.map(\.rawValue), what: "node kind", at: path.appending("kind")))
    }
    let title = reader.string("title")
    let xp = reader.int("xp", in: CourseRanges.xp, required: false) ?? 10
    let teaches = reader.strings("teaches", required: false) ?? []
    let exerciseNodes = reader.array("exercises", required: false)
    let exercises =
      eachWithPath(exerciseNodes, at: path.appending("exercises")) { $0.exercise($1, at: $2) } ?? []
    let decoded = Node(
      id: id ?? "", kind: kind ?? .lesson, title: title ?? "", xp: xp, teaches: teaches,
      exercises: exercises.map(\.value))
    return (decoded, exercises.map(\.path), exerciseNodes?.count ?? 0)
  }

  private mutating func unknownName(
    _ name: String, among names: [String], what: String, at path: JSONPath
  ) -> Finding {
    var message = "unknown \(what) '\(name)'"
    if let close = Set(names).closest(to: name) {
      message += "; did you mean '\(close)'?"
    } else {
      message += "; use one of \(names.joined(separator: ", "))"
    }
    return .error("unknown-kind", message, at: path)
  }
}
