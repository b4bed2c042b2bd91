extension JSONNode {
  /// Whether the document is a JSON Schema, not a course: its `$schema` names a json-schema.org
  /// meta-schema and it has no `units`. A course that names the meta-schema is still a course.
  public var isJSONSchema: Bool {
    guard case .object(let members) = value,
      case .string(let schema)? = members.first(where: { $0.key == "$schema" })?.value.value
    else { return false }
    return schema.contains("json-schema.org/") && !members.contains { $0.key == "units" }
  }
}
