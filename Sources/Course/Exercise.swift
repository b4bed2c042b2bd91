/// One exercise of a lesson.
public enum Exercise: Sendable, Equatable {
  case selectImage(SelectImage)
  case translate(Translate)
  case match(Match)
  case complete(Complete)
  case type(TypeIn)
  case listen(Listen)

  /// The kinds of exercise, each named as the course format spells it: the one list of them. The decoder,
  /// "did you mean" and the schema's test read it, so a new kind is a new case here, and the compiler then
  /// names every switch that must learn it.
  public enum Kind: String, CaseIterable, Sendable {
    case selectImage, translate, match, complete, type, listen
  }

  /// The exercise's kind.
  public var kind: Kind {
    switch self {
    case .selectImage: .selectImage
    case .translate: .translate
    case .match: .match
    case .complete: .complete
    case .type: .type
    case .listen: .listen
    }
  }

  /// The kind's name as the course format spells it.
  public var kindName: String { kind.rawValue }

  /// The kinds' names as the course format spells them, in the order of `Kind.allCases`.
  public static var kindNames: [String] { Kind.allCases.map(\.rawValue) }
}

/// A picture card: an emoji and the name that stands for it in `--ascii` mode.
public struct Picture: Sendable, Equatable {
  public var name: String
  public var emoji: String

  public init(name: String, emoji: String) {
    self.name = name
    self.emoji = emoji
  }
}

/// "Select the correct image": a word in the language taught, and pictures to choose from.
public struct SelectImage: Sendable, Equatable {
  public var prompt: String
  public var choices: [Picture]
  /// The name of the right picture.
  public var answer: String

  public init(prompt: String, choices: [Picture], answer: String) {
    self.prompt = prompt
    self.choices = choices
    self.answer = answer
  }
}

/// "Translate this sentence": built from the tiles of a word bank.
public struct Translate: Sendable, Equatable {
  public var prompt: String
  public var answer: String
  /// Other translations that are just as right.
  public var alternatives: [String]
  /// The tiles: the answer's words and distractors.
  public var bank: [String]
  /// The language the answer (and the bank) is written in; the prompt is in the other one.
  public var answerLanguage: LanguageSide

  public init(
    prompt: String, answer: String, alternatives: [String] = [], bank: [String],
    answerLanguage: LanguageSide = .learner
  ) {
    self.prompt = prompt
    self.answer = answer
    self.alternatives = alternatives
    self.bank = bank
    self.answerLanguage = answerLanguage
  }
}

/// "Type this in English" (or in the language taught): a translation typed freely, without a bank, graded
/// against the answer and its alternatives by the same rules as a bank's words.
public struct TypeIn: Sendable, Equatable {
  public var prompt: String
  public var answer: String
  /// Other translations that are just as right.
  public var alternatives: [String]
  /// The language the answer is written in; the prompt is in the other one.
  public var answerLanguage: LanguageSide

  public init(
    prompt: String, answer: String, alternatives: [String] = [], answerLanguage: LanguageSide = .learner
  ) {
    self.prompt = prompt
    self.answer = answer
    self.alternatives = alternatives
    self.answerLanguage = answerLanguage
  }

  /// A bank translation typed instead, as the keyboard setting asks: the same prompt and answers, no tiles.
  public init(_ translate: Translate) {
    self.init(
      prompt: translate.prompt, answer: translate.answer, alternatives: translate.alternatives,
      answerLanguage: translate.answerLanguage)
  }
}

/// "Type what you hear": a sentence in the language taught, spoken and not shown, typed back in that
/// language; its meaning in the learner's language is shown after the answer.
public struct Listen: Sendable, Equatable {
  /// The sentence said, and the answer.
  public var prompt: String
  /// Other spellings of what is said that are just as right.
  public var alternatives: [String]
  /// The sentence in the learner's language, shown after the answer.
  public var translation: String?

  public init(prompt: String, alternatives: [String] = [], translation: String? = nil) {
    self.prompt = prompt
    self.alternatives = alternatives
    self.translation = translation
  }
}

/// "Tap the matching pairs": words and their translations.
public struct Match: Sendable, Equatable {
  public var pairs: [Pair]

  public init(pairs: [Pair]) { self.pairs = pairs }

  /// The pairs on one line, each written left word, `sign`, right word, separated by ", ": the line that
  /// matches them all (`=`), or the solution shown (` = `).
  public func line(pairedBy sign: String) -> String {
    let separator = ", "
    let length =
      pairs.reduce(0) { $0 + $1.left.utf8.count + sign.utf8.count + $1.right.utf8.count }
      + max(0, pairs.count - 1) * separator.utf8.count
    // Written byte by byte into a string of the exact length: appending piece by piece costs far more.
    return String(unsafeUninitializedCapacity: length) { buffer in
      var written = 0
      func write(_ text: String) {
        for byte in text.utf8 where written < buffer.count {
          buffer[written] = byte
          written += 1
        }
      }
      for (index, pair) in pairs.enumerated() {
        if index > 0 { write(separator) }
        write(pair.left)
        write(sign)
        write(pair.right)
      }
      return written
    }
  }
}

/// A word in the language taught and its translation.
public struct Pair: Sendable, Equatable {
  public var left: String
  public var right: String

  public init(_ left: String, _ right: String) {
    self.left = left
    self.right = right
  }
}

/// "Complete the sentence": a prompt with a `___` blank and the words that could fill it.
public struct Complete: Sendable, Equatable {
  /// The marker of the blank in a prompt.
  public static let blank = "___"

  public var prompt: String
  public var choices: [String]
  public var answer: String
  /// The whole sentence in the learner's language, shown after the answer.
  public var translation: String?

  public init(prompt: String, choices: [String], answer: String, translation: String? = nil) {
    self.prompt = prompt
    self.choices = choices
    self.answer = answer
    self.translation = translation
  }
}
