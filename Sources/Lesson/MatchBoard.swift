import Course
import Foundation

/// The pairs still on the board of a match exercise, and how a typed line pairs them.
public struct MatchBoard: Sendable {
  public let prompt: Prompt
  /// The left words already matched.
  public private(set) var matched: Set<String> = []
  /// The right words already matched: those of every pair whose left word is matched.
  private var matchedRights: Set<String> = []

  private let recogniser: Recogniser
  private let rightRecogniser: Recogniser
  /// The two columns, indexed once so that a line of many pairs costs what its pairs do.
  private let leftTexts: TextIndex
  private let rightTexts: TextIndex
  /// The true pairs, and the right words of each left word.
  private let truePairs: Set<Attempt>
  private let rightsOfLeft: [String: [String]]

  /// The board of `prompt`; a real word one letter from an item is not taken for it.
  init(_ prompt: Prompt, lexicons: Lexicons = .none) {
    self.prompt = prompt
    recogniser = prompt.recogniser(lexicons, side: .taught, recognisesWrongWords: false)
    rightRecogniser = prompt.recogniser(lexicons, side: .learner, recognisesWrongWords: false)
    leftTexts = TextIndex(prompt.left)
    rightTexts = TextIndex(prompt.right)
    let pairs: [Pair]
    if case .match(let match) = prompt.exercise { pairs = match.pairs } else { pairs = [] }
    truePairs = Set(pairs.map { Attempt(left: $0.left, right: $0.right) })
    rightsOfLeft = Dictionary(grouping: pairs, by: \.left).mapValues { $0.map(\.right) }
  }

  /// Whether every pair is matched.
  public var isCleared: Bool { matched.count == prompt.left.count }

  /// A pair as the learner typed it, resolved to the board's words.
  struct Attempt: Hashable, Sendable {
    let left: String
    let right: String
  }

  /// Reads a line of pairs (`café=coffee`, `1b`, separated by commas or spaces); a message when it can't.
  func read(_ line: String) -> Result<[Attempt], Refusal> {
    var attempts: [Attempt] = []
    for (token, found) in tokens(line) {
      guard let attempt = found ?? attempt(token) else {
        return .failure(Refusal(message: "“\(token)” is not a pair: type café=coffee or 1b."))
      }
      if matched.contains(attempt.left) {
        return .failure(Refusal(message: "“\(attempt.left)” is already matched."))
      }
      if matchedRights.contains(attempt.right) {
        return .failure(Refusal(message: "“\(attempt.right)” is already matched."))
      }
      attempts.append(attempt)
    }
    guard !attempts.isEmpty else {
      return .failure(Refusal(message: "Type a pair such as 1b or café=coffee."))
    }
    return .success(attempts)
  }

  /// Whether the attempt is a true pair; a true pair leaves the board.
  mutating func play(_ attempt: Attempt) -> Bool {
    let right = truePairs.contains(attempt)
    if right {
      matched.insert(attempt.left)
      matchedRights.formUnion(rightsOfLeft[attempt.left] ?? [])
    }
    return right
  }

  /// The line's tokens, each with its attempt when reading the token already found it.
  private func tokens(_ line: String) -> [(String, Attempt?)] {
    var tokens: [(String, Attempt?)] = []
    for piece in line.split(separator: ",") {
      let piece = Spaces.trimmed(piece)
      // A piece with one "=" is a pair typed by its words (an "=" byte is needed for an "=" character).
      if piece.utf8.contains(UInt8(ascii: "=")), piece.reduce(0, { $1 == "=" ? $0 + 1 : $0 }) == 1,
        let attempt = attempt(piece)
      {
        tokens.append((piece, attempt))
        continue
      }
      // Pairs may be separated by spaces or tabs, as people paste them.
      for token in piece.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        tokens.append((String(token), nil))
      }
    }
    return tokens
  }

  private func attempt(_ token: String) -> Attempt? {
    if let equals = token.firstIndex(of: "=") {
      let leftText = String(token[..<equals])
      let rightText = String(token[token.index(after: equals)...])
      guard let (_, l) = recogniser.candidates(for: leftText, in: leftTexts), let li = l.first,
        let (_, r) = rightRecogniser.candidates(for: rightText, in: rightTexts), let ri = r.first
      else {
        return nil
      }
      return Attempt(left: prompt.left[li], right: prompt.right[ri])
    }
    let digits = token.prefix { $0.isNumber }
    let letters = token.dropFirst(digits.count).lowercased()
    guard let number = Int(digits), prompt.left.indices.contains(number - 1), letters.count == 1,
      let letter = letters.unicodeScalars.first, ("a"..."z").contains(letter)
    else { return nil }
    let index = Int(letter.value) - Int(("a" as Unicode.Scalar).value)
    guard prompt.right.indices.contains(index) else { return nil }
    return Attempt(left: prompt.left[number - 1], right: prompt.right[index])
  }
}

/// Why a line was not taken as an answer.
public struct Refusal: Error, Sendable, Equatable {
  public let message: String
}
