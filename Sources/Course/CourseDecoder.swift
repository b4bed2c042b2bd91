/// Turns a parsed JSON document into a `Course`, collecting a finding for every structural problem.
struct CourseDecoder {
  private(set) var findings: [Finding] = []

  mutating func append(_ more: [Finding]) { findings += more }

  /// Decodes each element of an array with `decode`, dropping the ones that fail (they left findings).
  mutating func each<T>(
    _ elements: [JSONNode]?, at path: JSONPath, _ decode: (inout CourseDecoder, JSONNode, JSONPath) -> T?
  ) -> [T]? {
    guard let elements else { return nil }
    var result: [T] = []
    for (index, element) in elements.enumerated() {
      if let value = decode(&self, element, path.appending(index)) { result.append(value) }
    }
    return result
  }

  /// The course in `root`, or `nil` when its structure is too broken to use.
  mutating func course(_ root: JSONNode) -> Course? {
    guard var reader = ObjectReader(root, at: .root, what: "a course", findings: &findings) else {
      return nil
    }
    defer { findings += reader.finish(extraKeys: ["$schema"]) }
    let format = reader.int("format")
    if let format, format > Course.currentFormat {
      findings.append(
        .error(
          "unsupported-format",
          "course format \(format) is newer than this lingo reads (\(Course.currentFormat)); upgrade lingo",
          at: JSONPath.root.appending("format")))
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
    let units = each(reader.array("units"), at: JSONPath.root.appending("units")) { $0.unit($1, at: $2) }
    guard let format, let id, let title, let language, let from, let units else { return nil }
    return Course(format: format, id: id, title: title, language: language, fromLanguage: from, units: units)
  }

  fileprivate mutating func language(_ node: JSONNode, at path: JSONPath) -> Language? {
    guard var reader = ObjectReader(node, at: path, what: "a language", findings: &findings) else {
      return nil
    }
    defer { findings += reader.finish() }
    guard let code = reader.string("code"), let name = reader.string("name") else { return nil }
    return Language(code: code, name: name, flag: reader.string("flag", required: false) ?? "")
  }

  fileprivate mutating func unit(_ node: JSONNode, at path: JSONPath) -> PathUnit? {
    guard var reader = ObjectReader(node, at: path, what: "a unit", findings: &findings) else { return nil }
    defer { findings += reader.finish() }
    let id = reader.string("id")
    let section = reader.int("section", required: false) ?? 1
    let number = reader.int("number")
    let title = reader.string("title")
    let color = reader.string("color", required: false) ?? "green"
    let guidebookNode = reader.node("guidebook", required: false)
    let guidebook = guidebookNode.map { self.guidebook($0, at: path.appending("guidebook")) }
    let nodes = each(reader.array("nodes"), at: path.appending("nodes")) { $0.node($1, at: $2) }
    guard let id, let number, let title, let nodes else { return nil }
    return PathUnit(
      id: id, section: section, number: number, title: title, color: color,
      guidebook: guidebook ?? Guidebook(), nodes: nodes)
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

  fileprivate mutating func node(_ node: JSONNode, at path: JSONPath) -> Node? {
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
    let xp = reader.int("xp", required: false) ?? 10
    let teaches = reader.strings("teaches", required: false) ?? []
    let exerciseNodes = reader.array("exercises", required: false)
    let exercises = each(exerciseNodes, at: path.appending("exercises")) { $0.exercise($1, at: $2) } ?? []
    guard let id, let kind, let title else { return nil }
    return Node(id: id, kind: kind, title: title, xp: xp, teaches: teaches, exercises: exercises)
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
