import Course

@testable import Import

/// The course the importer builds of five word notes (`palabra1` "word1" to `palabra5` "word5"), Spanish
/// from English: a course to put one exercise or one finding into.
enum FiveWordCourse {
  static func make() -> Course {
    let words = (1...5).map {
      Item.word(
        Item.Word(key: "\($0)", text: "palabra\($0)", meaning: "word\($0)", emoji: nil, reversed: false))
    }
    return CourseBuilder(
      language: Language(code: "es", name: "Spanish", flag: ""),
      fromLanguage: Language(code: "en", name: "English", flag: ""), id: "import-x", title: "X"
    ).course([(deck: ["D"], items: words)])
  }
}
