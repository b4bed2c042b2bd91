import JSON

/// Where a text of a course sits, by model indices: its JSON path is built only when a finding names it.
public enum TextPlace: Sendable, Equatable {
  /// A guidebook phrase of unit `unit`: its text, or its translation.
  case phrase(unit: Int, index: Int, translation: Bool)
  /// A node's `teaches` entry.
  case teaches(unit: Int, node: Int, index: Int)
  /// A text of an exercise.
  case exercise(ExercisePlace, ExerciseField)
  /// A glossary entry's word (`meaning` nil) or one of its meanings.
  case glossary(entry: Int, meaning: Int?)

  /// The JSON path of the text in the file `sources` describe; `.root` below a part the sources lack.
  public func path(in course: Course, sources: CourseSources) -> JSONPath {
    switch self {
    case .phrase(let unit, let index, let translation):
      let unitPath = sources.units[safe: unit]?.path ?? .root
      return unitPath.appending("guidebook").appending("phrases").appending(index)
        .appending(translation ? "translation" : "text")
    case .teaches(let unit, let node, let index):
      let nodePath = sources.units[safe: unit]?.nodes[safe: node]?.path ?? .root
      return nodePath.appending("teaches").appending(index)
    case .exercise(let place, let field):
      return field.path(in: place.path(in: sources))
    case .glossary(let entry, let meaning):
      let word = course.glossary.entries[safe: entry]?.word ?? ""
      let path = JSONPath.root.appending("glossary").appending(word)
      return meaning.map { path.appending($0) } ?? path
    }
  }
}

/// An exercise by its model indices: unit, node, and place in the node's decoded exercises.
public struct ExercisePlace: Sendable, Equatable {
  public let unit: Int
  public let node: Int
  public let index: Int

  public init(unit: Int, node: Int, index: Int) {
    self.unit = unit
    self.node = node
    self.index = index
  }

  /// The exercise's JSON path in the file `sources` describe, or `.root` when they do not list it.
  public func path(in sources: CourseSources) -> JSONPath {
    guard let node = sources.units[safe: unit]?.nodes[safe: node],
      node.exerciseIndices.indices.contains(index)
    else { return .root }
    return node.exercise(index)
  }
}

/// A text of an exercise, named by its key (and indices) below the exercise.
public enum ExerciseField: Sendable, Equatable {
  case prompt, answer, translation
  /// A `complete` exercise's choice.
  case choice(Int)
  /// A `selectImage` exercise's choice: its `name`.
  case choiceName(Int)
  /// A side (0 left, 1 right) of a match's pair.
  case pair(Int, side: Int)
  case alternative(Int)
  case bank(Int)

  /// The field's path below the exercise at `exercise`.
  public func path(in exercise: JSONPath) -> JSONPath {
    switch self {
    case .prompt: exercise.appending("prompt")
    case .answer: exercise.appending("answer")
    case .translation: exercise.appending("translation")
    case .choice(let index): exercise.appending("choices").appending(index)
    case .choiceName(let index): exercise.appending("choices").appending(index).appending("name")
    case .pair(let index, let side): exercise.appending("pairs").appending(index).appending(side)
    case .alternative(let index): exercise.appending("alternatives").appending(index)
    case .bank(let index): exercise.appending("bank").appending(index)
    }
  }
}
