import Course
import Foundation
import Lesson
import Randomness

/// libFuzzer entry: an exercise and the lines a learner types at it.
///
/// The first byte picks the exercise kind (select image, complete, translate, match); the text after
/// it is lines: the exercise's words up to the first empty line, then answer lines, each submitted in turn.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, count > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: start, count: count)
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let blank = lines.firstIndex(of: "") ?? lines.count
  let words = Array(lines[..<blank])
  let answers = lines.dropFirst(blank + 1)
  guard let exercise = exercise(kind: bytes[0] % 4, words), !answers.isEmpty else { return 0 }
  var generator = SplitMix64(seed: UInt64(bytes[0]))
  var lesson = Lesson(
    exercises: [exercise], baseXP: 10, energy: 5, startedAt: Date(timeIntervalSince1970: 0),
    generator: &generator)
  for answer in answers.prefix(16) {
    for effect in lesson.handle(.answerSubmitted(answer), at: Date(timeIntervalSince1970: 1)) {
      if case .refused(let message) = effect { _ = message.terminalSafe }
    }
  }
  _ = lesson.summary(at: Date(timeIntervalSince1970: 2))
  return 0
}

/// The exercise of `kind` made of `words`: the first word (or all, for a translation) is the answer.
private func exercise(kind: UInt8, _ words: [String]) -> Exercise? {
  guard let first = words.first else { return nil }
  switch kind {
  case 0:
    let pictures = words.map { Picture(name: $0, emoji: "🖼") }
    return .selectImage(SelectImage(prompt: first, choices: pictures, answer: first))
  case 1:
    return .complete(Complete(prompt: "___ " + first, choices: words, answer: first))
  case 2:
    let answer = words.prefix(max(1, words.count / 2)).joined(separator: " ")
    return .translate(
      Translate(prompt: first, answer: answer, alternatives: [], bank: words, answerLanguage: .learner))
  default:
    let pairs = stride(from: 0, to: words.count - 1, by: 2).map { Pair(words[$0], words[$0 + 1]) }
    guard !pairs.isEmpty else { return nil }
    return .match(Match(pairs: pairs))
  }
}
