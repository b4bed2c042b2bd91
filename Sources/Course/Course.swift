/// A language course: units of nodes, each node a lesson of exercises.
public struct Course: Sendable, Equatable {
  /// The newest course `format` this build of lingo reads.
  public static let currentFormat = 1

  public var format: Int
  public var id: String
  public var title: String
  /// The language taught.
  public var language: Language
  /// The learner's own language, the one translations are written in.
  public var fromLanguage: Language
  public var units: [PathUnit]
  /// The taught words and phrases with their meanings in the learner's language.
  public var glossary: Glossary
  /// Names and other words the course means to write that a dictionary may not know (`knownWords`).
  public var knownWords: [String]
  /// Words a dictionary of the language taught holds that are no words for this course's learners
  /// (`notWords`: a Latin or foreign entry): a typo that makes one is a typo, not a different word.
  public var notWords: [String]

  public init(
    format: Int = Course.currentFormat, id: String, title: String, language: Language,
    fromLanguage: Language, units: [PathUnit], glossary: Glossary = Glossary(),
    knownWords: [String] = [], notWords: [String] = []
  ) {
    self.format = format
    self.id = id
    self.title = title
    self.language = language
    self.fromLanguage = fromLanguage
    self.units = units
    self.glossary = glossary
    self.knownWords = knownWords
    self.notWords = notWords
  }

  /// The language of `side`.
  public func language(of side: LanguageSide) -> Language {
    side == .taught ? language : fromLanguage
  }
}

/// A language as a course names it.
public struct Language: Sendable, Equatable {
  public var code: String
  public var name: String
  public var flag: String

  public init(code: String, name: String, flag: String) {
    self.code = code
    self.name = name
    self.flag = flag
  }
}

/// A unit of the path: a banner, a guidebook and its nodes in path order.
public struct PathUnit: Sendable, Equatable {
  public var id: String
  public var section: Int
  public var number: Int
  public var title: String
  public var color: String
  public var guidebook: Guidebook
  /// The nodes as decoded, or where to decode them from when first asked (a compiled course).
  private var stored: Stored

  private enum Stored: Sendable {
    case held([Node])
    case deferred(DeferredNodes)
  }

  public init(
    id: String, section: Int, number: Int, title: String, color: String = "green",
    guidebook: Guidebook = Guidebook(), nodes: [Node]
  ) {
    self.id = id
    self.section = section
    self.number = number
    self.title = title
    self.color = color
    self.guidebook = guidebook
    self.stored = .held(nodes)
  }

  /// A unit whose nodes are decoded from `deferred` the first time they are asked for.
  init(
    id: String, section: Int, number: Int, title: String, color: String, guidebook: Guidebook,
    deferred: DeferredNodes
  ) {
    self.init(
      id: id, section: section, number: number, title: title, color: color, guidebook: guidebook, nodes: [])
    self.stored = .deferred(deferred)
  }

  /// The unit's stops, in path order.
  public var nodes: [Node] {
    get {
      switch stored {
      case .held(let nodes): nodes
      case .deferred(let deferred): deferred.nodes
      }
    }
    set { stored = .held(newValue) }
  }

  /// Whether the nodes are decoded already (a compiled course's are read when first asked for).
  var nodesAreDecoded: Bool {
    switch stored {
    case .held: true
    case .deferred(let deferred): deferred.lists.isRead(deferred.index)
    }
  }

  public static func == (lhs: PathUnit, rhs: PathUnit) -> Bool {
    lhs.id == rhs.id && lhs.section == rhs.section && lhs.number == rhs.number && lhs.title == rhs.title
      && lhs.color == rhs.color && lhs.guidebook == rhs.guidebook && lhs.nodes == rhs.nodes
  }
}

/// A unit's tips and key phrases.
public struct Guidebook: Sendable, Equatable {
  public var tips: [String]
  public var phrases: [Phrase]

  public init(tips: [String] = [], phrases: [Phrase] = []) {
    self.tips = tips
    self.phrases = phrases
  }
}

/// A key phrase and its translation.
public struct Phrase: Sendable, Equatable {
  public var text: String
  public var translation: String

  public init(text: String, translation: String) {
    self.text = text
    self.translation = translation
  }
}
