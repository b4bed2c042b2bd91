import Course
import Randomness

/// An exercise as the learner sees it: its options in the order they are shown.
public struct Prompt: Sendable, Equatable {
  public let exercise: Exercise
  /// Choices (pictures or words) in display order; answered by 1-based number or text.
  public let choices: [String]
  /// The pictures of a select-image exercise, in the order of `choices`.
  public let pictures: [Picture]
  /// Bank tiles in display order.
  public let bank: [String]
  /// Match pairs: the left column and the right column, each in display order.
  public let left: [String]
  public let right: [String]

  /// Prepares `exercise`, shuffling its options with `generator`.
  public init(_ exercise: Exercise, using generator: inout SplitMix64) {
    self.exercise = exercise
    var choices: [String] = []
    var pictures: [Picture] = []
    var bank: [String] = []
    var left: [String] = []
    var right: [String] = []
    // Each list is shuffled in place, in the order `shuffled(using:)` gives, which would copy a list made here.
    switch exercise {
    case .selectImage(let select):
      pictures = select.choices
      pictures.shuffle(using: &generator)
      choices = pictures.map(\.name)
    case .complete(let complete):
      choices = complete.choices
      choices.shuffle(using: &generator)
    case .translate(let translate):
      bank = translate.bank
      bank.shuffle(using: &generator)
    case .match(let match):
      left = match.pairs.map(\.left)
      left.shuffle(using: &generator)
      right = match.pairs.map(\.right)
      right.shuffle(using: &generator)
    case .type, .listen:
      break  // typed freely: nothing to shuffle
    }
    (self.choices, self.pictures, self.bank, self.left, self.right) = (choices, pictures, bank, left, right)
  }

  /// Whether this is a match-the-pairs exercise, answered without a CHECK.
  public var isMatch: Bool {
    if case .match = exercise { return true }
    return false
  }

  /// The instruction above the exercise.
  public var instruction: String {
    switch exercise {
    case .selectImage: "Select the correct image"
    case .translate: "Translate this sentence"
    case .match: "Tap the matching pairs"
    case .complete: "Complete the sentence"
    case .type: "Type the translation"
    case .listen: "Type what you hear"
    }
  }

  /// Whether the prompt's text may be shown before the answer: a listening exercise's is what is heard, and
  /// showing it would give the answer away.
  /// The switch names every kind, so a new one does not build until this is decided for it.
  public var showsText: Bool {
    switch exercise.kind {
    case .selectImage, .translate, .match, .complete, .type: true
    case .listen: false
    }
  }

  /// The text in the language taught (or to translate) that the exercise is about.
  public var text: String {
    switch exercise {
    case .selectImage(let select): select.prompt
    case .translate(let translate): translate.prompt
    case .match: ""
    case .complete(let complete): complete.prompt
    case .type(let type): type.prompt
    case .listen(let listen): listen.prompt
    }
  }

  /// The key as the banners show it (a completed sentence whole, the blank filled); a wrong answer's
  /// banner shows the accepted answer nearest to it instead (`solution(nearest:)`).
  public var solution: String {
    switch exercise {
    case .selectImage(let select): select.answer
    case .translate(let translate): translate.answer
    case .match(let match): match.line(pairedBy: " = ")
    case .complete(let complete): complete.sentence
    case .type(let type): type.answer
    case .listen(let listen): listen.prompt
    }
  }

  /// What Tab completes at this exercise's prompt.
  public var completions: [String] {
    switch exercise {
    case .selectImage, .complete: choices
    case .translate: bank
    case .match: left + right
    case .type, .listen: []  // the answer's words would give it away
    }
  }
}
