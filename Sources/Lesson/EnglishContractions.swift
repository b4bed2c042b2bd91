/// The English contractions a learner types for the words in full, and the other way round: "I'm" for
/// "I am", "don't" for "do not". Each pair is given as answers fold them (apostrophes dropped): a
/// translation into English is right with either.
enum EnglishContractions {
  /// Each contraction's words in full and the contraction, folded.
  private static let written: [(full: String, short: String)] = [
    ("i am", "im"), ("you are", "youre"), ("he is", "hes"), ("she is", "shes"), ("it is", "its"),
    ("we are", "were"), ("they are", "theyre"), ("that is", "thats"), ("there is", "theres"),
    ("what is", "whats"), ("where is", "wheres"), ("who is", "whos"), ("how is", "hows"),
    ("is not", "isnt"), ("are not", "arent"), ("do not", "dont"), ("does not", "doesnt"),
    ("i would", "id"), ("i will", "ill"), ("you will", "youll"), ("let us", "lets"), ("i have", "ive"),
    ("can not", "cant"), ("cannot", "cant"),
  ]

  /// Each pair as the two runs of words that stand for each other.
  static let pairs: [[[String]]] = written.map { pair in
    [pair.full.split(separator: " ").map(String.init), pair.short.split(separator: " ").map(String.init)]
  }
}
