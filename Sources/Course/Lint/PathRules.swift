/// Rules on the path: unique ids, lessons with exercises, units with nodes and a checkpoint.
enum PathRules {
  static func check(_ course: Course, sources: CourseSources) -> [Finding] {
    var findings: [Finding] = []
    if course.units.isEmpty {
      findings.append(
        .error("empty-course", "the course has no units; add one to \"units\"", at: .root.appending("units")))
    }
    var ids: [String: JSONPath] = [:]
    func claim(_ id: String, at path: JSONPath) {
      guard !id.isEmpty else { return }
      if let first = ids[id] {
        findings.append(
          .error("duplicate-id", "id '\(id)' is already used at \(first); ids must be unique", at: path))
      } else {
        ids[id] = path
      }
    }
    for (u, unit) in course.units.enumerated() {
      let unitPath = sources.units[u].path
      claim(unit.id, at: unitPath.appending("id"))
      if unit.nodes.isEmpty {
        findings.append(
          .error(
            "empty-unit", "the unit has no nodes; add its lessons to \"nodes\"",
            at: unitPath.appending("nodes")))
      } else if unit.nodes.last?.kind != .checkpoint {
        findings.append(
          .warning(
            "unit-without-checkpoint",
            "the unit does not end with a checkpoint; add a node of kind \"checkpoint\" at its end",
            at: unitPath.appending("nodes")))
      }
      for (n, node) in unit.nodes.enumerated() {
        let nodePath = sources.units[u].nodes[n].path
        claim(node.id, at: nodePath.appending("id"))
        if node.isPlayable && sources.units[u].nodes[n].declaredExercises == 0 {
          findings.append(
            .error(
              "empty-lesson",
              "a \(node.kind.rawValue) needs exercises; add some to \"exercises\" or make it a chest",
              at: nodePath))
        }
      }
    }
    return findings
  }
}
