import JSON

/// Rules on the path: unique ids, lessons with exercises, units with nodes and a checkpoint. The units are
/// checked a run at a time, in path order; the ids met so far are remembered from one run to the next.
struct PathRules {
  /// Where each id was first met: its unit, and its node (none for a unit's own id). A path is made only
  /// for a finding: a course of 20,000 nodes has no duplicate id.
  private var ids: [String: (unit: Int, node: Int?)] = [:]
  private(set) var findings: [Finding] = []

  /// Checks the units `range` of `course`, the next ones on the path.
  mutating func check(_ course: Course, sources: CourseSources, units range: Range<Int>) {
    // Room for the ids of these units and their nodes at once: grown an id at a time, the table is hashed
    // again each time it doubles.
    let newIDs = range.reduce(0) { $0 + 1 + course.units[$1].nodes.count }
    ids.reserveCapacity(ids.count + newIDs)
    for u in range {
      let unit = course.units[u]
      let unitPath = sources.units[u].path
      claim(unit.id, at: (u, nil), sources)
      if unit.nodes.isEmpty {
        findings.append(
          Finding(
            .emptyUnit, "the unit has no nodes; add its lessons to \"nodes\"",
            at: unitPath.appending("nodes")))
      } else if unit.nodes.last?.kind != .checkpoint {
        findings.append(
          Finding(
            .unitWithoutCheckpoint,
            "the unit does not end with a checkpoint; add a node of kind \"checkpoint\" at its end",
            at: unitPath.appending("nodes")))
      }
      // The nodes are read in place, not copied out of the list, and a path is made only for a finding.
      let nodes = unit.nodes
      for n in nodes.indices {
        claim(nodes[n].id, at: (u, n), sources)
        let declared = sources.units[u].nodes[n].declaredExercises
        if nodes[n].isPlayable && declared == 0 {
          findings.append(
            Finding(
              .emptyLesson,
              "a \(nodes[n].kind.rawValue) needs exercises; add some to \"exercises\" or make it a chest",
              at: sources.units[u].nodes[n].path))
        }
        if let finding = PlaysRule.finding(nodes[n], declared: declared, at: sources.units[u].nodes[n].path) {
          findings.append(finding)
        }
      }
    }
  }

  /// The findings, once every unit is checked: `units` is how many the course has.
  func finish(units: Int) -> [Finding] {
    guard units == 0 else { return findings }
    return [
      Finding(.emptyCourse, "the course has no units; add one to \"units\"", at: .root.appending("units"))
    ]
      + findings
  }

  private mutating func claim(_ id: String, at place: (unit: Int, node: Int?), _ sources: CourseSources) {
    guard !id.isEmpty else { return }
    if let first = ids[id] {
      findings.append(
        Finding(
          .duplicateId, "id '\(id)' is already used at \(Self.idPath(first, sources)); ids must be unique",
          at: Self.idPath(place, sources)))
    } else {
      ids[id] = place
    }
  }

  /// The path of the id of unit `place.unit`, or of its node `place.node`.
  private static func idPath(_ place: (unit: Int, node: Int?), _ sources: CourseSources) -> JSONPath {
    let unit = sources.units[place.unit]
    return (place.node.map { unit.nodes[$0].path } ?? unit.path).appending("id")
  }
}
