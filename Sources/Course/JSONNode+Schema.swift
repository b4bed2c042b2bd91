extension JSONNode {
  /// Whether the document is a JSON Schema (its `$schema` names a json-schema.org meta-schema), not a course.
  public var isJSONSchema: Bool {
    guard case .object(let members) = value,
      case .string(let schema)? = members.first(where: { $0.key == "$schema" })?.value.value
    else { return false }
    return schema.contains("json-schema.org/")
  }
}
