/// Where each unit, node and exercise of a decoded course sits in its file, for findings made from the model.
public struct CourseSources: Sendable {
  /// The units in model order.
  public var units: [UnitSources] = []
  /// The warnings each exercise declares intended (its `intended` key), by the exercise's path.
  public var intended: [JSONPath: Set<String>] = [:]

  public init() {}

  /// Whether the exercise `finding` lies in declares its rule intended.
  public func isIntended(_ finding: Finding) -> Bool {
    intended[finding.path.exercise]?.contains(finding.rule) == true
  }

  /// The path of the exercise at these model indices.
  public func exercise(unit: Int, node: Int, exercise: Int) -> JSONPath {
    units[unit].nodes[node].exercises[exercise]
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
  public var exercises: [JSONPath]
  /// How many exercises the file lists, including any that failed to decode.
  public var declaredExercises: Int
}
