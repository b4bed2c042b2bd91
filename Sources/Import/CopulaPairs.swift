import Course

/// The forms of "to be" that Spanish and Portuguese tell apart and a learner's language does not: `eres`
/// and `estás` are both "you are", and "Are you happy now?" is `¿Eres feliz ahora?` as much as `¿Estás feliz
/// ahora?`. Beside one, the other is no fair distractor. Each pair is one person and tense of `ser` and of
/// `estar`; a learner of Spanish from Portuguese (or the other way) has both verbs, and gets the trap.
struct CopulaPairs: Sendable {
  /// Each pair's two folded forms, joined by a space, in both orders.
  private let pairs: Set<String>

  /// The pairs of `language` (its code) for a learner of `learner`; nil where there are none.
  init?(language: String, learner: String) {
    guard let table = Self.table[language], !Self.bothVerbs.contains(learner) else { return nil }
    var pairs: Set<String> = []
    for pair in table.split(separator: ",") {
      let forms = pair.split(separator: " ").map { TextFolding.key(String($0)) }
      guard forms.count == 2 else { continue }
      pairs.insert("\(forms[0]) \(forms[1])")
      pairs.insert("\(forms[1]) \(forms[0])")
    }
    self.pairs = pairs
  }

  /// Whether the folded forms `one` and `other` are the same person and tense of the two verbs.
  func areTwins(_ one: String, _ other: String) -> Bool { pairs.contains("\(one) \(other)") }

  /// Learners' languages with both verbs.
  private static let bothVerbs: Set<String> = ["es", "pt", "gl", "ca"]

  private static let table: [String: String] = [
    "es": """
    soy estoy,eres estás,sos estás,es está,somos estamos,sois estáis,son están,era estaba,eras estabas,\
    éramos estábamos,erais estabais,eran estaban,fui estuve,fuiste estuviste,fue estuvo,fuimos estuvimos,\
    fuisteis estuvisteis,fueron estuvieron,seré estaré,serás estarás,será estará,seremos estaremos,\
    seréis estaréis,serán estarán,sería estaría,serías estarías,seríamos estaríamos,serían estarían,\
    sea esté,seas estés,seamos estemos,seáis estéis,sean estén,fuera estuviera,fueras estuvieras,\
    fueran estuvieran,ser estar,siendo estando,sido estado
    """,
    "pt": """
    sou estou,és estás,é está,somos estamos,sois estais,são estão,era estava,eras estavas,\
    éramos estávamos,eram estavam,fui estive,foi esteve,fomos estivemos,foram estiveram,serei estarei,\
    será estará,seremos estaremos,serão estarão,seja esteja,sejam estejam,ser estar,sendo estando,\
    sido estado
    """,
  ]
}
