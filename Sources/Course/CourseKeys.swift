import JSON

// The keys of a course's most numerous objects, each with its slot in a `KeySchema`: an object's members
// are read once, not once for every key asked for (see `ObjectReader`).

/// The keys an exercise is read for.
enum ExerciseKey: Int, CaseIterable {
  case kind, intended, prompt, answer, alternatives, bank, answerLanguage, choices, pairs, translation

  /// The key as written in a course file.
  var literal: StaticString {
    switch self {
    case .kind: "kind"
    case .intended: "intended"
    case .prompt: "prompt"
    case .answer: "answer"
    case .alternatives: "alternatives"
    case .bank: "bank"
    case .answerLanguage: "answerLanguage"
    case .choices: "choices"
    case .pairs: "pairs"
    case .translation: "translation"
    }
  }

  /// Every key, in slot order.
  static let schema = KeySchema(allCases.map(\.literal))
}

/// The keys a node of a unit is read for.
enum NodeKey: Int, CaseIterable {
  case id, kind, title, xp, teaches, plays, exercises

  /// The key as written in a course file.
  var literal: StaticString {
    switch self {
    case .id: "id"
    case .kind: "kind"
    case .title: "title"
    case .xp: "xp"
    case .teaches: "teaches"
    case .plays: "plays"
    case .exercises: "exercises"
    }
  }

  /// Every key, in slot order.
  static let schema = KeySchema(allCases.map(\.literal))
}

/// The keys a unit is read for.
enum UnitKey: Int, CaseIterable {
  case id, section, number, title, color, guidebook, nodes

  /// The key as written in a course file.
  var literal: StaticString {
    switch self {
    case .id: "id"
    case .section: "section"
    case .number: "number"
    case .title: "title"
    case .color: "color"
    case .guidebook: "guidebook"
    case .nodes: "nodes"
    }
  }

  /// Every key, in slot order.
  static let schema = KeySchema(allCases.map(\.literal))
}

/// The kinds of exercise as a `KeySchema`, to tell an exercise's kind from the bytes of its `kind` without
/// making a string of them.
enum ExerciseKindNames {
  /// Each kind's name, a slot each.
  static let schema = KeySchema(["selectImage", "translate", "match", "complete", "type", "listen"])
  /// The kind of each slot.
  static let kinds = (0..<schema.keys.count).map {
    Exercise.Kind(rawValue: schema.keys[$0].literal.description)
  }

  /// The kind whose name is the text of the string value `value`, if any: a kind not listed here is read
  /// from the text.
  static func kind(of value: Int, in view: JSONView) -> Exercise.Kind? {
    if let slot = schema.slot(of: value, in: view), let kind = kinds[slot] { return kind }
    return view.string(value).flatMap(Exercise.Kind.init(rawValue:))
  }
}

extension ObjectKey {
  /// An exercise's key, read from its slot.
  static func exercise(_ key: ExerciseKey) -> ObjectKey { .slotted(key.rawValue, key.literal) }

  /// A node's key, read from its slot.
  static func node(_ key: NodeKey) -> ObjectKey { .slotted(key.rawValue, key.literal) }

  /// A unit's key, read from its slot.
  static func unit(_ key: UnitKey) -> ObjectKey { .slotted(key.rawValue, key.literal) }
}
