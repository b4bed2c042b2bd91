extension Rule {
  /// What trips the rule, as its row in `docs/course-rules.md` says it (Markdown, on one line).
  public var summary: String {
    switch self {
    case .jsonSyntax:
      "the file is not JSON"
    case .unknownKey:
      "a key the format does not have"
    case .missingKey:
      "a required key is absent"
    case .wrongType:
      "a value of the wrong JSON type; a pair that is not two strings; a glossary word without a meaning"
    case .numberOutOfRange:
      """
      a `section`, unit `number` or `xp` outside its range, or a whole number too large for any integer (see \
      Number ranges)
      """
    case .unsupportedFormat:
      "`format` newer than this lingo, or below 1"
    case .unknownKind:
      "an unknown exercise kind, node kind or `answerLanguage` code"
    case .duplicateId:
      "two units or nodes share an id"
    case .badId:
      """
      a course, unit or node id that is not 1 to 128 ASCII letters, digits, `.`, `_` or `-` starting with a \
      letter or digit (`[A-Za-z0-9][A-Za-z0-9._-]*`): ids become shell completions, file names (`ID.json`) \
      and arguments
      """
    case .badLanguageCode:
      """
      a `language` or `fromLanguage` code that is not 2 to 8 ASCII letters followed by `-` subtags of 1 to 8 \
      letters or digits (`es`, `pt-BR`, `zh-Hans`): codes become espeak-ng's voice and a dictionary's file \
      name
      """
    case .duplicateKey:
      "a key twice in one object"
    case .answerNotInBank:
      "an answer or alternative needs tiles the bank lacks"
    case .answerNotInChoices:
      "the answer is not among the choices"
    case .duplicateChoice:
      "the same choice twice"
    case .duplicatePairSide:
      "the same item twice on one side of a match"
    case .missingBlank:
      "a `complete` prompt without exactly one `___`"
    case .emptyString:
      "an empty string"
    case .emptyLesson:
      "a lesson or checkpoint with no exercises: nothing to play"
    case .badPlays:
      "a node's `plays` below 1, or more than the exercises it holds"
    case .emptyUnit:
      "a unit with no nodes: nothing to play"
    case .emptyCourse:
      "a course with no units: nothing to play"
    case .controlCharacter:
      "a control or invisible character in text or a key"
    case .bankTileNotAWord:
      "a tile with several words"
    case .wrongWordAccepted:
      """
      an answer the grader would take although the learner typed a different real word: a word whose \
      accent-less form is another word of the language and is not a tile or choice (`tú` with no `tu` tile: \
      typing `tu` earns only an accents note); or an alternative that swaps one word of the answer for a \
      near real word (`pequeña` for `pequeño`) while the glossary gives neither the two words nor the two \
      whole texts a meaning in common, unless the two are persons of a verb that the prompt's "you" can be \
      (`tienes` and `tiene` for "You have…", Spanish taught from English)
      """
    case .ambiguousMatch:
      """
      a match board where one left item's meaning (by the glossary, any of its meanings) is another pair's \
      right item (`adiós` also means "bye", the match of `hasta luego`), or two left items share a meaning \
      (`ciao` and `arrivederci` both "bye"), so either takes either right item
      """
    case .alsoRight:
      """
      a picture's wrong choice that the glossary gives as a meaning of the prompt (`bonsoir`: "good evening", \
      "hello", with "hello" offered as wrong)
      """
    case .unsolvable:
      """
      an answer the engine does not accept as right without a note; an answer or alternative starting with \
      `:` (a lesson command) or `#` (a comment in piped mode); a choice named like a number from 1 to the \
      number of choices (typing it picks by place)
      """
    case .untaughtWord:
      "a word tested before the node that teaches it"
    case .bankWithoutDistractor:
      "a bank of only the answer's words"
    case .unitWithoutCheckpoint:
      "a unit not ending with a checkpoint"
    case .misspelled:
      """
      a word of the course text that its language's Hunspell dictionary does not know (as written, nor as \
      French without its ligature, `soeur`, nor as an English loanword without its accents, `café`), with the dictionary's \
      suggestions for the first 10 such words (of at most 14 letters); reported once per word and language; not checked for a language without a dictionary (a \
      note says so)
      """
    case .capitalGiveaway:
      "a `translate` bank whose only capitalised tile (names and \"I\" aside) is the answer's first word"
    case .noContrast:
      """
      an answer word in the language taught (a `complete` answer, a reverse translation's words) whose other \
      forms the course teaches (`tengo`, `tienes`, `tiene`: forms sharing a Hunspell stem; a name, such as \
      `Unidos` of `Estados Unidos`, is no form of a word) has none of them among the choices or tiles
      """
    case .noHint:
      """
      a word of a prompt in the language taught (a `selectImage` or `complete` prompt, a translation's \
      prompt when the answer is in the learner's language, a match's left words, a `listen` sentence) that \
      the glossary gives no meaning, so `:hint` has none for it; names in `knownWords` aside; reported once \
      per word, where the course first writes it; not checked for a course without a glossary
      """
    case .sharedGloss:
      """
      two words the course sets against each other (choices of one blank, or an answer word and a \
      distractor of one bank into the language) that the glossary glosses alike (`soy` and `estoy` both \
      "I am"), so a hint cannot tell them apart; reported once per pair
      """
    case .unknownRule:
      "an `intended` entry that is no rule's id: it silences nothing"
    }
  }

  /// How to mend it, as its row says it (Markdown, on one line).
  public var fix: String {
    switch self {
    case .jsonSyntax:
      "mend the JSON at the line and column given"
    case .unknownKey:
      "remove it, or take the \"did you mean\""
    case .missingKey:
      "add it"
    case .wrongType:
      "write the type named"
    case .numberOutOfRange:
      "write a number in the range"
    case .unsupportedFormat:
      "upgrade lingo, or fix the number"
    case .unknownKind:
      "use one of the names listed"
    case .duplicateId:
      "rename one"
    case .badId:
      "take the \"did you mean\" (`$(touch x)` gives `touch-x`)"
    case .badLanguageCode:
      "write the code as BCP 47 does (`es-MX`, not `es_MX`)"
    case .duplicateKey:
      "remove one"
    case .answerNotInBank:
      "add the tiles or change the sentence"
    case .answerNotInChoices:
      "add it, or fix the answer"
    case .duplicateChoice:
      "make each different"
    case .duplicatePairSide:
      "make each unique"
    case .missingBlank:
      "mark one blank"
    case .emptyString:
      "write the text, or drop the optional key"
    case .emptyLesson:
      "add exercises, or make it a chest"
    case .badPlays:
      "write a number from 1 to the node's exercises, or drop `plays` to play them all"
    case .emptyUnit:
      "add nodes"
    case .emptyCourse:
      "add units"
    case .controlCharacter:
      "delete it"
    case .bankTileNotAWord:
      "split it"
    case .wrongWordAccepted:
      """
      add the accent-less word as a distractor; remove the alternative, or give both words a common meaning \
      in the glossary when either is right
      """
    case .ambiguousMatch:
      "replace one of the two pairs"
    case .alsoRight:
      "replace the choice, or the meaning if it is wrong"
    case .unsolvable:
      "fix the exercise; reword the answer; write the number as a word"
    case .untaughtWord:
      "add it to this node's `teaches`"
    case .bankWithoutDistractor:
      "add a distractor or two"
    case .unitWithoutCheckpoint:
      "add a `checkpoint` node"
    case .misspelled:
      "fix the spelling, or add the word to `knownWords`"
    case .capitalGiveaway:
      "write the tile in lower case (case never counts), or capitalise a distractor"
    case .noContrast:
      """
      add one as a distractor, or declare it `intended` (a homograph such as `gusto`, the noun of `mucho \
      gusto`)
      """
    case .noHint:
      "add the word (or the phrase it belongs to) to the `glossary` with its meanings"
    case .sharedGloss:
      "add a note in parentheses to one meaning: `\"estoy\": [\"I am (feeling, place)\"]`"
    case .unknownRule:
      "take the \"did you mean\", or write an id from these tables"
    }
  }
}
