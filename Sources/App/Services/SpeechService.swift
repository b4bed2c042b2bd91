import Foundation
import Terminal

/// What `:listen` asks to be said.
public struct SpeechRequest: Equatable, Sendable {
  public var text: String
  /// A language code such as `es`.
  public var language: String
  public var wordsPerMinute: Int
  /// The WAV file to speak into, else the speaker.
  public var file: String?

  public init(text: String, language: String, wordsPerMinute: Int, file: String?) {
    (self.text, self.language, self.wordsPerMinute, self.file) = (text, language, wordsPerMinute, file)
  }
}

/// Says a prompt aloud: through espeak-ng live, into a list in tests.
public struct SpeechService {
  /// Speaks the request; the lines to show the learner.
  public var speak: (SpeechRequest) -> [String]
  /// Whether anything can be said at all: listening exercises are left out of a lesson when not.
  public var canSpeak: () -> Bool

  public init(canSpeak: @escaping () -> Bool = { true }, speak: @escaping (SpeechRequest) -> [String]) {
    (self.canSpeak, self.speak) = (canSpeak, speak)
  }

  /// espeak-ng, found on the `PATH` of `variables` and run with them.
  public static func live(variables: [String: String]) -> SpeechService {
    SpeechService(
      canSpeak: { Speech.program(variables) != nil },
      speak: { request in
        Speech.speak(
          request.text, language: request.language, wordsPerMinute: request.wordsPerMinute,
          file: request.file, environment: variables)
      })
  }

  /// Keeps each request in `recorder` and says what espeak-ng's success says; a language that is no
  /// language code is refused as live.
  public static func recording(_ recorder: SpeechRecorder) -> SpeechService {
    SpeechService { request in
      if let refusal = Speech.refusal(language: request.language) { return refusal }
      recorder.record(request)
      return Speech.spoken(file: request.file)
    }
  }
}

/// The requests a recording speech service was given, in order.
public final class SpeechRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [SpeechRequest] = []

  public init() {}

  /// Everything asked to be said so far, oldest first.
  public var requests: [SpeechRequest] { lock.withLock { kept } }

  func record(_ request: SpeechRequest) { lock.withLock { kept.append(request) } }
}
