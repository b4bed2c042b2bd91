import Foundation

/// A note or a list line as read, before it becomes exercises: where it sits, what it is, its text.
public struct SourceNote: Sendable, Equatable {
  /// What kind of note it is.
  public enum Content: Sendable, Equatable {
    /// Front and back; `reversed` when the note makes cards both ways.
    case pair(front: String, back: String, reversed: Bool)
    /// Cloze text with `{{c1::…}}` deletions, and the optional extra shown after the answer.
    case cloze(text: String, extra: String)
  }

  /// A stable key: the Anki note's guid, or the list file and line.
  public var key: String
  /// The deck path (`["Spanish", "Food"]`); a list's file name.
  public var deck: [String]
  public var content: Content

  public init(key: String, deck: [String], content: Content) {
    self.key = key
    self.deck = deck
    self.content = content
  }
}

/// One review of a word in Anki's log, as FSRS grades it.
public struct SourceReview: Sendable, Equatable {
  public var at: Date
  /// Anki's answer button: 1 again, 2 hard, 3 good, 4 easy.
  public var ease: Int

  public init(at: Date, ease: Int) {
    self.at = at
    self.ease = ease
  }
}

/// What a file held: its notes in order, the review log of each note's first card, and what was dropped.
public struct SourceDeck: Sendable {
  public var notes: [SourceNote] = []
  /// Reviews by note key, oldest first.
  public var history: [String: [SourceReview]] = [:]
  /// Sound and image references dropped from the fields.
  public var mediaDropped = 0
  /// Notes left out while reading, by reason.
  public var leftOut: [String: Int] = [:]
  /// The language taught as the text reads (a list's header, or the dictionaries), found when none was
  /// given; nil otherwise.
  public var language: String?

  public init() {}
}
