extension CourseDecoder {
  /// A course's tape words from which its units are decoded in parts at once (below, one after the other).
  static let wordsWorthParts = 1 << 16

  /// The units in `array`, in order, with their places in it: for a large course, runs of units at once on
  /// the machine's cores, each run by a decoder of its own, their findings and declared intentions joined
  /// in order, so that everything is as if they were decoded one after the other.
  mutating func units(_ array: Int?, at place: Place) -> [(value: (PathUnit, [NodeSources]), index: Int)]? {
    guard let array else { return nil }
    let elements = Array(view.elements(array))
    guard elements.count > 1, view.next(array) - array >= wordsWorthParts else {
      return eachWithIndex(array, at: place) { $0.unit($1, at: $2) }
    }
    let runs = Self.runs(of: elements.map { view.next($0) - $0 }, count: Concurrently.parts)
    let shared = SharedDecoding(view: view, languageCodes: languageCodes, path: place.path)
    let parts = Concurrently.map(runs.count) { run -> DecodedUnits in
      var decoder = CourseDecoder(view: shared.view, languageCodes: shared.languageCodes)
      let unitsPlace = decoder.trail.place(of: shared.path)
      var units: [(value: (PathUnit, [NodeSources]), index: Int)] = []
      units.reserveCapacity(runs[run].count)
      for index in runs[run] {
        if let unit = decoder.unit(elements[index], at: unitsPlace.child(index)) {
          units.append((unit, index))
        }
      }
      return DecodedUnits(units: units, findings: decoder.findings, intended: decoder.sources.intended)
    }
    var units: [(value: (PathUnit, [NodeSources]), index: Int)] = []
    units.reserveCapacity(elements.count)
    for part in parts {
      units += part.units
      append(part.findings)
      sources.intended.merge(part.intended) { first, _ in first }
    }
    return units
  }

  /// `weights` cut into at most `count` runs of consecutive indices of about equal weight, in order.
  static func runs(of weights: [Int], count: Int) -> [Range<Int>] {
    let total = weights.reduce(0, +)
    let parts = Swift.max(1, Swift.min(count, weights.count))
    var runs: [Range<Int>] = []
    var start = 0
    var done = 0
    for (index, weight) in weights.enumerated() {
      done += weight
      // Cut after this index once the weight so far reaches the next run's share.
      if runs.count < parts - 1, index + 1 < weights.count, done * parts >= total * (runs.count + 1) {
        runs.append(start..<(index + 1))
        start = index + 1
      }
    }
    runs.append(start..<weights.count)
    return runs
  }
}

/// What the decoders of runs of units share: the document (read only, by every thread at once) and what the
/// course's header said. (Unchecked `Sendable`: the view's bytes and tape never change.)
private struct SharedDecoding: @unchecked Sendable {
  let view: JSONView
  let languageCodes: (taught: String, learner: String)?
  let path: JSONPath
}

/// One run of units, decoded, with what its decoder found.
private struct DecodedUnits: Sendable {
  var units: [(value: (PathUnit, [NodeSources]), index: Int)]
  var findings: [Finding]
  var intended: [JSONPath: Set<String>]
}
