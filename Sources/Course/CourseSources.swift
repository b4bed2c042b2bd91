import JSON

/// Where each unit, node and exercise of a decoded course sits in its file, for findings made from the model.
public struct CourseSources: Sendable {
  /// The units in model order.
  public var units: [UnitSources] = []
  /// The warnings each exercise declares intended (its `intended` key), by the exercise's path.
  public var intended: [JSONPath: Set<String>] = [:]

  public init() {}

  /// Whether the exercise `finding` lies in declares its rule intended.
  public func isIntended(_ finding: Finding) -> Bool {
    // Most courses declare nothing intended: then no finding's exercise path is made and hashed.
    !intended.isEmpty && intended[finding.path.exercise]?.contains(finding.rule) == true
  }

  /// How many exercises the units decoded so far hold.
  public var exerciseCount: Int {
    units.reduce(0) { sum, unit in unit.nodes.reduce(sum) { $0 + $1.exerciseIndices.count } }
  }

  /// The path of the exercise at these model indices.
  public func exercise(unit: Int, node: Int, exercise: Int) -> JSONPath {
    units[unit].nodes[node].exercise(exercise)
  }
}

/// Where a unit and its nodes sit.
public struct UnitSources: Sendable {
  public var path: JSONPath
  public var nodes: [NodeSources]
}

/// Where a node and its exercises sit.
public struct NodeSources: Sendable {
  public var path: JSONPath
  /// Each decoded exercise's place in the file's `exercises` array: a number each, not a whole path.
  public var exerciseIndices: [Int]
  /// How many exercises the file lists, including any that failed to decode.
  public var declaredExercises: Int

  /// Where the node is, and the place of each decoded exercise in its `exercises` array.
  init(path: JSONPath, exerciseIndices: [Int], declaredExercises: Int) {
    self.path = path
    self.exerciseIndices = exerciseIndices
    self.declaredExercises = declaredExercises
  }

  /// The paths of the decoded exercises, in model order.
  public var exercises: [JSONPath] { exerciseIndices.indices.map(exercise) }

  /// The path of the decoded exercise at `index` in model order.
  public func exercise(_ index: Int) -> JSONPath {
    path.appending("exercises").appending(exerciseIndices[index])
  }
}
