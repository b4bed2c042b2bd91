import JSON

extension JSONPath {
  /// The path of the exercise this path lies in (`…exercises[k]`), or the path itself.
  public var exercise: JSONPath {
    guard let index = components.lastIndex(of: .key("exercises")), index + 1 < components.count else {
      return self
    }
    return JSONPath(Array(components[...(index + 1)]))
  }
}
