import Course

/// Answers the glossary makes right: an accepted answer with one meaning of a word of the prompt in place
/// of another meaning of the same word ("Yes, thanks" where the course writes "Yes, thank you", for
/// gracias is both). Such an answer word is never "a different word": it is what the word means.
///
/// Only translations into the learner's language are widened, from the entries of the words their prompt
/// writes; a meaning's note in parentheses ("I am (feeling, place)") is what tells contrasted words apart
/// and is left out of the answer.
public enum MeaningAnswers {
  /// At most this many answers are made for one exercise.
  static let most = 24

  /// The answers each of `exercises` gains (`answers(for:lookup:english:)`), the glossary made ready to
  /// look up once for them all, and only when one of them is a translation into the learner's language.
  public static func answers(for exercises: [Exercise], glossary: Glossary, learnerLanguage: String = "")
    -> [[String]]
  {
    let english = learnerLanguage == "en" || learnerLanguage.hasPrefix("en-")
    var lookup: GlossaryLookup?
    return exercises.map { exercise in
      guard prompt(of: exercise) != nil, english || !glossary.isEmpty else { return [] }
      let ready = lookup ?? GlossaryLookup(glossary)
      lookup = ready
      return answers(for: exercise, lookup: ready, english: english)
    }
  }

  /// The prompt of a translation into the learner's language; nil for any other exercise.
  private static func prompt(of exercise: Exercise) -> String? {
    switch exercise {
    case .translate(let translate) where translate.answerLanguage == .learner: translate.prompt
    case .type(let type) where type.answerLanguage == .learner: type.prompt
    default: nil
    }
  }

  /// The answers (as folded words joined by spaces) the glossary (`lookup`) and, when the learner's
  /// language is English, its contractions add to `exercise`'s own; `[]` for an exercise that is not a
  /// translation into the learner's language, or with nothing to add.
  static func answers(for exercise: Exercise, lookup: GlossaryLookup, english: Bool) -> [String] {
    guard let prompt = prompt(of: exercise) else { return [] }
    // The meanings of each glossed word of the prompt that has several, each as its folded words.
    var senses = lookup.glosses(of: prompt).compactMap { gloss -> [[String]]? in
      var meanings: [[String]] = []
      for meaning in gloss.meanings {
        let words = TextFolding.words(GlossMeanings.withoutNote(meaning))
        if !words.isEmpty && !meanings.contains(words) { meanings.append(words) }
      }
      return meanings.count > 1 ? meanings : nil
    }
    // English contractions are the same answer both ways: "I'm" (folded "im") and "I am".
    if english { senses += EnglishContractions.pairs }
    guard !senses.isEmpty else { return [] }
    let given = RightAnswer.lines(exercise).map(TextFolding.words)
    var known = Set(given.map { $0.joined(separator: " ") })
    var made: [String] = []
    var queue = given
    while !queue.isEmpty, made.count < most {
      let words = queue.removeFirst()
      for meanings in senses {
        for meaning in meanings {
          for start in places(of: meaning, in: words) {
            for other in meanings where other != meaning {
              let swapped = Array(words[..<start]) + other + Array(words[(start + meaning.count)...])
              let line = swapped.joined(separator: " ")
              guard known.insert(line).inserted else { continue }
              made.append(line)
              queue.append(swapped)
              if made.count == most { return made }
            }
          }
        }
      }
    }
    return made
  }

  /// Where `run` starts in `words`, each place where the words that follow are the run.
  private static func places(of run: [String], in words: [String]) -> [Int] {
    guard !run.isEmpty, run.count <= words.count else { return [] }
    return (0...(words.count - run.count)).filter { Array(words[$0..<($0 + run.count)]) == run }
  }
}
