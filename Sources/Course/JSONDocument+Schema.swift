import JSON

extension JSONDocument {
  /// Whether the document is a JSON Schema, not a course: its `$schema` names a json-schema.org
  /// meta-schema and it has no `units`. A course that names the meta-schema is still a course.
  public var isJSONSchema: Bool {
    withView { view in
      let members = view.members(view.root)
      guard let schema = members.first(where: { view.string($0.key, equals: "$schema") }),
        let text = view.string(schema.value)
      else { return false }
      return text.contains("json-schema.org/") && !members.contains { view.string($0.key, equals: "units") }
    }
  }
}
