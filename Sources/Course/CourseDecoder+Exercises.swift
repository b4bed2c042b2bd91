extension CourseDecoder {
  /// One exercise, dispatched on its `kind`.
  mutating func exercise(_ node: Int, at place: Place) -> Exercise? {
    var findings: [Finding] = []
    defer { self.append(findings) }
    guard
      var reader = ObjectReader(
        view, node, at: place, what: "an exercise", keys: ExerciseKey.schema, findings: &findings)
    else {
      return nil
    }
    defer { findings.append(any: reader.finish()) }
    guard let kindValue = reader.stringValue(.exercise(.kind)) else { return nil }
    if let intended = reader.strings(.exercise(.intended), required: false) {
      sources.intended[place.path] = Set(intended)
      for (index, id) in intended.enumerated() where Rule(rawValue: id) == nil {
        findings.append(
          CourseDecoder.unknownName(
            id, among: Rule.allCases.map(\.id), what: "rule",
            at: place.appending("intended").appending(index),
            rule: .unknownRule))
      }
    }
    guard let kind = ExerciseKindNames.kind(of: kindValue, in: view) else {
      findings.append(
        CourseDecoder.unknownName(
          view.string(kindValue) ?? "", among: Exercise.kindNames, what: "exercise kind",
          at: place.appending("kind")))
      reader.markAllKnown()
      return nil
    }
    switch kind {
    case .selectImage:
      let prompt = reader.string(.exercise(.prompt))
      let answer = reader.string(.exercise(.answer))
      let choiceNodes = reader.array(.exercise(.choices))
      let choices = each(choiceNodes, at: place.child("choices")) { $0.picture($1, at: $2) }
      guard let prompt, let answer, let choices else { return nil }
      return .selectImage(SelectImage(prompt: prompt, choices: choices, answer: answer))
    case .translate:
      let prompt = reader.string(.exercise(.prompt))
      let answer = reader.string(.exercise(.answer))
      let alternatives = reader.strings(.exercise(.alternatives), required: false) ?? []
      let bank = reader.strings(.exercise(.bank))
      let side = reader.string(.exercise(.answerLanguage), required: false).flatMap {
        languageSide($0, at: place.appending("answerLanguage"))
      }
      guard let prompt, let answer, let bank else { return nil }
      return .translate(
        Translate(
          prompt: prompt, answer: answer, alternatives: alternatives, bank: bank,
          answerLanguage: side ?? .learner))
    case .match:
      let pairNodes = reader.array(.exercise(.pairs))
      guard let pairs = each(pairNodes, at: place.child("pairs"), { $0.pair($1, at: $2) }) else {
        return nil
      }
      return .match(Match(pairs: pairs))
    case .complete:
      let prompt = reader.string(.exercise(.prompt))
      let answer = reader.string(.exercise(.answer))
      let choices = reader.strings(.exercise(.choices))
      let translation = reader.string(.exercise(.translation), required: false)
      guard let prompt, let answer, let choices else { return nil }
      return .complete(Complete(prompt: prompt, choices: choices, answer: answer, translation: translation))
    case .type:
      let prompt = reader.string(.exercise(.prompt))
      let answer = reader.string(.exercise(.answer))
      let alternatives = reader.strings(.exercise(.alternatives), required: false) ?? []
      let side = reader.string(.exercise(.answerLanguage), required: false).flatMap {
        languageSide($0, at: place.appending("answerLanguage"))
      }
      guard let prompt, let answer else { return nil }
      return .type(
        TypeIn(prompt: prompt, answer: answer, alternatives: alternatives, answerLanguage: side ?? .learner))
    case .listen:
      let prompt = reader.string(.exercise(.prompt))
      let alternatives = reader.strings(.exercise(.alternatives), required: false) ?? []
      let translation = reader.string(.exercise(.translation), required: false)
      guard let prompt else { return nil }
      return .listen(Listen(prompt: prompt, alternatives: alternatives, translation: translation))
    }
  }

  fileprivate mutating func picture(_ node: Int, at place: Place) -> Picture? {
    var findings: [Finding] = []
    defer { self.append(findings) }
    guard var reader = ObjectReader(view, node, at: place, what: "a picture choice", findings: &findings)
    else {
      return nil
    }
    defer { findings.append(any: reader.finish()) }
    guard let name = reader.string("name"), let emoji = reader.string("emoji") else { return nil }
    return Picture(name: name, emoji: emoji)
  }

  fileprivate mutating func pair(_ node: Int, at place: Place) -> Pair? {
    var sides = view.elements(node)
    guard view.isArray(node), view.count(node) == 2, let first = sides.next(), let second = sides.next(),
      let left = view.string(first), let right = view.string(second)
    else {
      append([
        Finding(
          .wrongType, "a pair must be an array of two strings, like [\"café\", \"coffee\"]", at: place.path)
      ])
      return nil
    }
    return Pair(left, right)
  }
}
