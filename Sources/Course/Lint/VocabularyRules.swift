/// The word rule: a word of the language taught should be taught (a node's `teaches`) before it is tested.
enum VocabularyRules {
  static func check(_ course: Course, sources: CourseSources, vocabulary: Vocabulary, units: Range<Int>)
    -> [Finding]
  {
    var findings: [Finding] = []
    // The path-order place of each unit's first node: the nodes of the units before it.
    var firstNode = sources.units[..<units.lowerBound].reduce(0) { $0 + $1.nodes.count }
    var unit = units.lowerBound
    var node = (unit: -1, node: -1)
    var reported: Set<[String]> = []  // in the current node
    course.forEachExercise(units: units) { exercise, place in
      while unit < place.unit {
        firstNode += sources.units[unit].nodes.count
        unit += 1
      }
      if place.unit != node.unit || place.node != node.node {
        node = (place.unit, place.node)
        reported = []
      }
      let order = firstNode + place.node
      // Most exercises test only what was taught before them: an entry is looked at no further.
      vocabulary.forEachEntry(testedBy: exercise) { entry in
        guard entry.order > order, reported.insert(entry.words).inserted else { return }
        findings.append(
          Finding(
            .untaughtWord,
            "'\(entry.words.joined(separator: " "))' is tested here but first taught in '\(entry.nodeID)', "
              + "later on the path; add it to this node's \"teaches\"",
            at: place.path(in: sources)))
      }
    }
    return findings
  }
}
