import Course

/// What a learner has done in one course, for the moment it is finished.
public struct CourseTotals: Sendable, Equatable {
  public var courseTitle: String
  public var flag: String
  /// Units whose every node is done: the passport's stamps.
  public var unitsDone: Int
  public var units: Int
  /// Lessons done (nodes played, chests aside), of all the course's.
  public var nodesDone: Int
  public var nodes: Int
  /// Stars won on the course's nodes, of three for each.
  public var stars: Int
  public var maximumStars: Int
  /// Words of the course the learner has met.
  public var words: Int
}

extension Learner {
  /// The learner's totals in `course`.
  public func totals(in course: Course) -> CourseTotals {
    var nodesDone = 0
    var stars = 0
    // A chest is opened, not played: it counts neither as a lesson nor for stars.
    var nodes = 0
    for unit in course.units {
      for (index, node) in unit.nodes.enumerated() where node.isPlayable {
        nodes += 1
        if case .done(let count) = status(of: unit, index: index, in: course) {
          nodesDone += 1
          stars += count
        }
      }
    }
    return CourseTotals(
      courseTitle: course.title, flag: course.language.flag,
      unitsDone: course.units.filter { hasFinished($0, in: course) }.count, units: course.units.count,
      nodesDone: nodesDone, nodes: nodes, stars: stars, maximumStars: nodes * 3,
      words: wordsMet.keys.filter { $0.course == course.id }.count)
  }
}
