/// The lines that differ between `old` and `new`, as hunks of a unified diff: ` ` a line both have, `-` one
/// only `old` has, `+` one only `new` has, with `context` unchanged lines around each change. Empty when the
/// two are equal. A text that ends without a newline shows its last line marked `(no newline at end)`.
public func lineDiff(_ old: String, _ new: String, context: Int = 2) -> String {
  let before = lines(old)
  let after = lines(new)
  let edits = editScript(before, after)
  guard edits.contains(where: { $0.kind != " " }) else { return "" }
  var shown = Set<Int>()
  for (index, edit) in edits.enumerated() where edit.kind != " " {
    shown.formUnion(max(0, index - context)...min(edits.count - 1, index + context))
  }
  var text = ""
  var previous: Int?
  for index in shown.sorted() {
    if previous.map({ $0 + 1 != index }) ?? true {
      text += "@@ golden line \(edits[index].old + 1), output line \(edits[index].new + 1) @@\n"
    }
    text += "\(edits[index].kind)\(edits[index].line)\n"
    previous = index
  }
  return text
}

/// One line of an edit script: its kind (` `, `-`, `+`), its text, and where it stands in each text (the
/// zero-based number of the lines before it there).
private struct Edit {
  var kind: Character
  var line: Substring
  var old: Int
  var new: Int
}

/// `text`'s lines; a last line without a newline is marked as such, an empty text has none.
private func lines(_ text: String) -> [Substring] {
  var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
  if parts.last == "" {
    parts.removeLast()
  } else if let last = parts.popLast() {
    parts.append(last + " (no newline at end)")
  }
  return parts
}

/// The shortest edit script from `old` to `new` (a longest common subsequence); the common head and tail are
/// taken off first, and a middle too big for the table (over four million cells) is shown as replaced whole.
private func editScript(_ old: [Substring], _ new: [Substring]) -> [Edit] {
  var head = 0
  while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
  var tail = 0
  while tail < old.count - head, tail < new.count - head,
    old[old.count - 1 - tail] == new[new.count - 1 - tail]
  {
    tail += 1
  }
  let a = Array(old[head..<(old.count - tail)])
  let b = Array(new[head..<(new.count - tail)])
  var edits = (0..<head).map { Edit(kind: " ", line: old[$0], old: $0, new: $0) }
  var i = 0
  var j = 0
  let (cells, overflow) = a.count.multipliedReportingOverflow(by: b.count)
  if !overflow, cells <= 4_000_000 {
    // longest[i][j]: the longest common subsequence of a[i...] and b[j...].
    var longest = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for x in stride(from: a.count - 1, through: 0, by: -1) {
      for y in stride(from: b.count - 1, through: 0, by: -1) {
        longest[x][y] = a[x] == b[y] ? longest[x + 1][y + 1] + 1 : max(longest[x + 1][y], longest[x][y + 1])
      }
    }
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        edits.append(Edit(kind: " ", line: a[i], old: head + i, new: head + j))
        i += 1
        j += 1
      } else if longest[i + 1][j] >= longest[i][j + 1] {
        edits.append(Edit(kind: "-", line: a[i], old: head + i, new: head + j))
        i += 1
      } else {
        edits.append(Edit(kind: "+", line: b[j], old: head + i, new: head + j))
        j += 1
      }
    }
  }
  for x in i..<a.count { edits.append(Edit(kind: "-", line: a[x], old: head + x, new: head + j)) }
  for y in j..<b.count { edits.append(Edit(kind: "+", line: b[y], old: head + a.count, new: head + y)) }
  for z in 0..<tail {
    edits.append(
      Edit(kind: " ", line: old[old.count - tail + z], old: old.count - tail + z, new: new.count - tail + z))
  }
  return edits
}
