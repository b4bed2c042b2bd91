import Course

/// The accepted answer a wrong banner shows: the one nearest to what the learner typed, so they see what
/// they got wrong against the answer they were making, not against the first one the course lists.
///
/// Nearness is counted in words: the word-level edit distance (a word put in, left out or changed costs
/// one) between the `TextFolding.words` of the line and of each answer, so case, punctuation and spacing
/// never count. It is counted without accents first, as the grader forgives a missing one (`eres tu ana`
/// is nearest `¿Eres tú Ana?`, not `¿Eres Ana?`); answers as near without accents are told apart with
/// them; a tie left goes to the answer listed first: the key, then the alternatives in their order.
public enum NearestSolution {
  /// The one of `accepted` nearest to `typed`, the first of the nearest on a tie; nil when `accepted` is
  /// empty.
  public static func nearest(to typed: String, among accepted: [String]) -> String? {
    guard accepted.count > 1 else { return accepted.first }
    let line = TextFolding.words(typed)
    let bare = line.map(TextFolding.stripAccents)
    var best: (answer: String, bare: Int, exact: Int)?
    for answer in accepted {
      let words = TextFolding.words(answer)
      // Only an answer no further than the best so far can win, so the count stops past that.
      guard let near = distance(bare, words.map(TextFolding.stripAccents), atMost: best?.bare) else {
        continue
      }
      if let tie = best, near == tie.bare {
        // As near without accents: the accents decide, and then the order.
        guard let exact = distance(line, words, atMost: tie.exact - 1) else { continue }
        best = (answer, near, exact)
      } else {
        best = (answer, near, distance(line, words) ?? near)
      }
      if best?.exact == 0 { break }
    }
    return best?.answer ?? accepted.first
  }

  /// The word-level edit distance between `first` and `second`, or nil when it is more than `limit`.
  ///
  /// The words both lists start and end with are set aside first, so a long answer typed with one slip
  /// costs its length, not its square. The rest is the classic table, two rows of it, the shorter list
  /// across and each word made a number so the table compares integers; only the cells near the diagonal
  /// are worked out (within `limit`, or within what changing word for word in place costs when that is
  /// less), and a row all past it ends the count. Every cell is at most the longer list's count plus one,
  /// so the sums never overflow.
  static func distance(_ first: [String], _ second: [String], atMost limit: Int? = nil) -> Int? {
    var (short, long) = first.count <= second.count ? (first[...], second[...]) : (second[...], first[...])
    while let a = short.first, let b = long.first, a == b {
      short.removeFirst()
      long.removeFirst()
    }
    while let a = short.last, let b = long.last, a == b {
      short.removeLast()
      long.removeLast()
    }
    // Changing word for word in place and putting in the rest is one way there, so what it costs bounds
    // the distance: lines alike but for a few words are worked out near the diagonal alone.
    var inPlace = long.count - short.count
    for (word, other) in zip(short, long) where word != other { inPlace += 1 }
    let bound = min(limit ?? inPlace, inPlace)
    guard bound >= 0, long.count - short.count <= bound else { return nil }
    if short.isEmpty { return long.count }
    var numbers: [String: Int] = [:]
    numbers.reserveCapacity(short.count)
    let columns = short.map { word in
      if let number = numbers[word] { return number }
      let number = numbers.count
      numbers[word] = number
      return number
    }
    let width = columns.count
    // Past the limit every cell is as good as `over`.
    let over = bound + 1
    var previous = (0...width).map { min($0, over) }
    var row = previous
    for (index, word) in long.enumerated() {
      let line = index + 1
      // A word of the longer list not in the shorter equals none of its columns.
      let number = numbers[word] ?? -1
      let low = max(1, line - bound)
      let high = min(width, line + bound)
      row[low - 1] = low == 1 ? min(line, over) : over
      var smallest = row[low - 1]
      for column in low...high {
        let changed = previous[column - 1] + (columns[column - 1] == number ? 0 : 1)
        let cell = min(changed, previous[column] + 1, row[column - 1] + 1, over)
        row[column] = cell
        smallest = min(smallest, cell)
      }
      if high < width { row[high + 1] = over }
      // A row's smallest cell never shrinks down the table: one all past the limit ends the count.
      if smallest > bound { return nil }
      swap(&previous, &row)
    }
    let result = previous[width]
    return result <= bound ? result : nil
  }
}
