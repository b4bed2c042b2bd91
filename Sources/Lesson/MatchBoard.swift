import Course
import Foundation

/// The pairs still on the board of a match exercise, and how a typed line pairs them.
///
/// Two boards are equal when they show the same prompt with the same pairs matched: the rest is made
/// from the prompt and the lesson's lexicons.
public struct MatchBoard: Sendable, Equatable {
  public let prompt: Prompt
  /// The left words already matched.
  public private(set) var matched: Set<String>
  /// The right words already matched: those of every pair whose left word is matched.
  private var matchedRights: Set<String>

  private let recogniser: Recogniser
  private let rightRecogniser: Recogniser
  /// The two columns, indexed once so that a line of many pairs costs what its pairs do.
  private let leftTexts: TextIndex
  private let rightTexts: TextIndex
  /// The true pairs; on a large board also the right words of each left word, looked up rather than
  /// scanned for (nil on a small board, whose pairs are scanned, as `TextIndex` scans a few texts).
  private let pairs: [Pair]
  private let rightsOfLeft: [String: [String]]?

  /// The board of `prompt`; a real word one letter from an item is not taken for it.
  init(_ prompt: Prompt, lexicons: Lexicons = .none) {
    self.prompt = prompt
    // Room for every pair at once, so that clearing the board never grows a set.
    matched = Set(minimumCapacity: prompt.left.count)
    matchedRights = Set(minimumCapacity: prompt.right.count)
    recogniser = prompt.recogniser(lexicons, side: .taught, recognisesWrongWords: false)
    rightRecogniser = prompt.recogniser(lexicons, side: .learner, recognisesWrongWords: false)
    leftTexts = TextIndex(prompt.left)
    rightTexts = TextIndex(prompt.right)
    if case .match(let match) = prompt.exercise { pairs = match.pairs } else { pairs = [] }
    if pairs.count > TextIndex.scanned {
      var rightsOfLeft: [String: [String]] = [:]
      for pair in pairs { rightsOfLeft[pair.left, default: []].append(pair.right) }
      self.rightsOfLeft = rightsOfLeft
    } else {
      rightsOfLeft = nil
    }
  }

  public static func == (left: MatchBoard, right: MatchBoard) -> Bool {
    left.prompt == right.prompt && left.matched == right.matched && left.matchedRights == right.matchedRights
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
    let tokens = tokens(line)
    var attempts: [Attempt] = []
    attempts.reserveCapacity(tokens.count)
    for (token, found, piece) in tokens {
      guard let attempt = found ?? attempt(token) else { return .failure(refusal(of: token, in: piece)) }
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
    if let rightsOfLeft {
      guard let rights = rightsOfLeft[attempt.left], rights.contains(attempt.right) else { return false }
      matchedRights.formUnion(rights)
    } else {
      let rights = pairs.lazy.filter { $0.left == attempt.left }.map(\.right)
      guard rights.contains(attempt.right) else { return false }
      matchedRights.formUnion(rights)
    }
    matched.insert(attempt.left)
    return true
  }

  /// The line's tokens, each with its attempt when reading the token already found it, and the piece
  /// between commas it was read from.
  private func tokens(_ line: String) -> [(String, Attempt?, String)] {
    let ascii = Self.isASCII(line)
    let pieces = Self.pieces(line, ascii: ascii)
    var tokens: [(String, Attempt?, String)] = []
    tokens.reserveCapacity(pieces.count)
    for piece in pieces {
      // A piece with one "=" is a pair typed by its words.
      if let equals = Self.equalsSign(in: piece, ascii: ascii), let attempt = pair(piece, at: equals) {
        tokens.append((piece, attempt, piece))
        continue
      }
      // Pairs may be separated by spaces or tabs, as people paste them.
      for token in Self.spaced(piece) { tokens.append((token, nil, piece)) }
    }
    return tokens
  }

  /// Why `token`, read from `piece`, is no pair: where it is typed as one pair (one "=" in the token, or
  /// in a piece none of whose tokens is a pair: `jamais = never`), a word of either side that is in
  /// neither column (`jamais=never` where the board says `ne … jamais`); else, and for a pair typed the
  /// wrong way round (`coffee=café`) or by its labels (`1=b`), the ways a pair is typed.
  private func refusal(of token: String, in piece: String) -> Refusal {
    let typed =
      token.contains("=") || Self.spaced(piece).contains(where: { attempt($0) != nil }) ? token : piece
    if let equals = Self.equalsSign(in: typed, ascii: Self.isASCII(typed)) {
      let sides = [Spaces.trimmed(typed[..<equals]), Spaces.trimmed(typed[typed.index(after: equals)...])]
      if let missing = sides.first(where: isOffTheBoard) {
        return Refusal(message: "“\(missing)” is not on the board.")
      }
    }
    return Refusal(message: "“\(token)” is not a pair: type café=coffee or 1b.")
  }

  /// The tokens of `piece` between its spaces and tabs.
  private static func spaced(_ piece: String) -> [String] {
    piece.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  /// Whether `word`, a side of a typed pair, is in neither column: not a label (a number, a letter) and
  /// not any item, in either column.
  private func isOffTheBoard(_ word: String) -> Bool {
    guard word.count > 1, word.contains(where: \.isLetter) else { return false }
    return recogniser.candidates(for: word, in: leftTexts) == nil
      && recogniser.candidates(for: word, in: rightTexts) == nil
      && rightRecogniser.candidates(for: word, in: leftTexts) == nil
      && rightRecogniser.candidates(for: word, in: rightTexts) == nil
  }

  /// The pieces of `line` (`ascii` when it is ASCII) between its commas, none empty before the spaces
  /// around it are trimmed.
  private static func pieces(_ line: String, ascii: Bool) -> [String] {
    guard ascii else { return line.split(separator: ",").map(Spaces.trimmed) }
    // In ASCII every character but CR LF is one byte, and the only spaces are the space and the tab: the
    // line is cut and trimmed on its bytes.
    var pieces: [String] = []
    var copy = line
    copy.withUTF8 { bytes in
      let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ",") {
        defer { start = end + 1 }
        guard start < end else { continue }
        var (first, last) = (start, end)
        while first < last && isSpace(bytes[first]) { first += 1 }
        while last > first && isSpace(bytes[last - 1]) { last -= 1 }
        pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self))
      }
    }
    return pieces
  }

  /// Where the one "=" character of `text` is, nil when it has none or more than one. An "=" byte is
  /// needed for an "=" character, and in ASCII (`ascii`) every character but CR LF is one byte: an ASCII
  /// text is read by its bytes.
  private static func equalsSign(in text: String, ascii: Bool) -> String.Index? {
    let bytes = text.utf8
    guard let first = bytes.firstIndex(of: UInt8(ascii: "=")) else { return nil }
    if ascii { return bytes[bytes.index(after: first)...].contains(UInt8(ascii: "=")) ? nil : first }
    let characters = text.reduce(0) { $1 == "=" ? $0 + 1 : $0 }
    return characters == 1 ? text.firstIndex(of: "=") : nil
  }

  /// The pair typed as the words of `token` either side of the "=" at `equals`.
  private func pair(_ token: String, at equals: String.Index) -> Attempt? {
    let leftText = String(token[..<equals])
    let rightText = String(token[token.index(after: equals)...])
    guard let (_, l) = recogniser.candidates(for: leftText, in: leftTexts), let li = l.first,
      let (_, r) = rightRecogniser.candidates(for: rightText, in: rightTexts), let ri = r.first
    else {
      return nil
    }
    return Attempt(left: prompt.left[li], right: prompt.right[ri])
  }

  /// Whether `text` is ASCII, every character of which but CR LF is one byte.
  private static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

  /// The pair typed as `token`: by its words either side of its first "=", or by a number and a letter.
  private func attempt(_ token: String) -> Attempt? {
    if let equals = token.firstIndex(of: "=") { return pair(token, at: equals) }
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
