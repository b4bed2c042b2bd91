/// `ambiguous-match`: a left item that could take another pair's right item by the glossary: one of its
/// meanings is that right item, or it shares a meaning with that pair's left item (two synonyms on one
/// board, `ciao` and `arrivederci` both "bye"), so either takes either right item. Every meaning counts,
/// its note in parentheses aside.
enum MatchRules {
  static func check(_ context: TeacherContext, units: Range<Int>) -> [Finding] {
    let glossary = context.course.glossary
    guard !glossary.isEmpty else { return [] }
    var findings: [Finding] = []
    // A word's meanings, read once for the units checked: a unit's boards repeat their words. A word has
    // a meaning or a few: lists are searched faster than sets are made. Each word's place in `senses` is
    // filed by its text.
    var senses: [[String]] = []
    var places = TextTable()
    context.course.forEachExercise(units: units, of: .match) { exercise, place in
      guard case .match(let match) = exercise else { return }
      let pairs = match.pairs
      // Each left item's place in `senses`; a board without a glossed left item is passed over before its
      // right items are folded.
      var lefts: [Int] = []
      lefts.reserveCapacity(pairs.count)
      var glossed = false
      for i in pairs.indices {
        if let known = places.place(of: pairs[i].left) {
          lefts.append(known)
        } else {
          places.fileFirst(pairs[i].left, at: senses.count)
          senses.append(GlossMeanings.keys(of: pairs[i].left, in: glossary))
          lefts.append(senses.count - 1)
        }
        glossed = glossed || !senses[lefts[i]].isEmpty
      }
      guard glossed else { return }
      let rights = pairs.indices.map { TextFolding.key(pairs[$0].right) }
      for i in pairs.indices where !senses[lefts[i]].isEmpty {
        for j in pairs.indices where j != i {
          let message: String
          if senses[lefts[i]].contains(rights[j]) {
            message = Messages.ambiguous(pairs[i].left, pairs[j].right, pairs[j].left)
          } else if i < j, let shared = leastShared(senses[lefts[i]], senses[lefts[j]]) {
            message = Messages.synonyms(pairs[i].left, pairs[j].left, shared)
          } else {
            continue
          }
          findings.append(
            Finding(
              .ambiguousMatch, message, at: context.path(place).appending("pairs").appending(i).appending(0)))
        }
      }
    }
    return findings
  }

  /// The least of the meanings both `a` and `b` hold, if any: a board's words share none, mostly, and
  /// no list of them is made to tell.
  private static func leastShared(_ a: [String], _ b: [String]) -> String? {
    var least: String?
    for meaning in a where b.contains(meaning) && least.map({ meaning < $0 }) ?? true { least = meaning }
    return least
  }

  enum Messages {
    static func ambiguous(_ left: String, _ right: String, _ owner: String) -> String {
      "'\(left)' also means '\(right)' (by the glossary), the match of '\(owner)': a learner who pairs them "
        + "is marked wrong; replace one of the two pairs"
    }

    static func synonyms(_ left: String, _ other: String, _ shared: String) -> String {
      "'\(left)' and '\(other)' both mean '\(shared)' (by the glossary), so either takes the other's match: "
        + "a learner who swaps them is marked wrong; replace one of the two pairs"
    }
  }
}
