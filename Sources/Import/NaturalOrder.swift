/// The order a person reads numbered names in: "Chapter 2" before "Chapter 10", as a deck's chapters are
/// meant, not as their text sorts ("Chapter 1, 10, 11, 2").
enum NaturalOrder {
  /// Whether deck path `a` comes before `b`: name by name, each compared by `precedes`, a path before the
  /// paths it begins.
  static func precedes(_ a: [String], _ b: [String]) -> Bool {
    for (x, y) in zip(a, b) where x != y { return precedes(x, y) }
    return a.count < b.count
  }

  /// Whether `a` comes before `b`: runs of digits compared by their value (leading zeros aside), the rest
  /// by case-folded text, and the texts themselves when all else is equal.
  static func precedes(_ a: String, _ b: String) -> Bool {
    let (left, right) = (pieces(a), pieces(b))
    for (x, y) in zip(left, right) {
      switch (x, y) {
      case (.number(let m), .number(let n)):
        let (m0, n0) = (trimmed(m), trimmed(n))
        if m0.count != n0.count { return m0.count < n0.count }
        if m0 != n0 { return m0 < n0 }
      case (.number, .text): return true
      case (.text, .number): return false
      case (.text(let s), .text(let t)):
        let (s0, t0) = (s.lowercased(), t.lowercased())
        if s0 != t0 { return s0 < t0 }
      }
    }
    // Alike but for case and leading zeros: the fewer pieces first, then the texts themselves.
    return left.count != right.count ? left.count < right.count : a < b
  }

  private enum Piece: Equatable {
    case number(String)
    case text(String)
  }

  /// The digits without their leading zeros (at least one digit kept).
  private static func trimmed(_ digits: String) -> Substring {
    let rest = digits.drop { $0 == "0" }
    return rest.isEmpty ? digits.suffix(1) : rest
  }

  /// `text` as alternate runs of ASCII digits and of everything else.
  private static func pieces(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    var run = ""
    var inDigits = false
    for character in text {
      let digit = character.isASCII && character.isNumber
      if !run.isEmpty && digit != inDigits {
        pieces.append(inDigits ? .number(run) : .text(run))
        run = ""
      }
      inDigits = digit
      run.append(character)
    }
    if !run.isEmpty { pieces.append(inDigits ? .number(run) : .text(run)) }
    return pieces
  }
}
