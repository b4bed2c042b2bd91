import Course
import Foundation

/// Writes a course as the JSON of the course format, keys in the bundled courses' order, two-space indent.
struct CourseWriter {
  /// The code written as a reverse translation's `answerLanguage`: the course's language.
  let languageCode: String

  /// The course as JSON text, in UTF-8.
  static func json(_ course: Course) -> Data {
    CourseWriter(languageCode: course.language.code).write(course)
  }

  private func write(_ course: Course) -> Data {
    var out = JSONOut()
    out.object { o in
      o.member("format") { $0.number(course.format) }
      o.member("id") { $0.string(course.id) }
      o.member("title") { $0.string(course.title) }
      o.member("language") { language(&$0, course.language) }
      o.member("fromLanguage") { language(&$0, course.fromLanguage) }
      if !course.knownWords.isEmpty { o.member("knownWords") { $0.strings(course.knownWords) } }
      if !course.glossary.isEmpty {
        o.member("glossary") { g in
          g.object { entries in
            for entry in course.glossary.entries {
              entries.member(entry.word) { $0.strings(entry.meanings) }
            }
          }
        }
      }
      o.member("units") { $0.array(spreading: course.units, unit) }
    }
    return out.document()
  }

  private func language(_ out: inout JSONOut, _ language: Language) {
    out.object { o in
      o.member("code") { $0.string(language.code) }
      o.member("name") { $0.string(language.name) }
      if !language.flag.isEmpty { o.member("flag") { $0.string(language.flag) } }
    }
  }

  private func unit(_ out: inout JSONOut, _ unit: PathUnit) {
    out.object { o in
      o.member("id") { $0.string(unit.id) }
      o.member("section") { $0.number(unit.section) }
      o.member("number") { $0.number(unit.number) }
      o.member("title") { $0.string(unit.title) }
      o.member("color") { $0.string(unit.color) }
      if !unit.guidebook.phrases.isEmpty {
        o.member("guidebook") { g in
          g.object { book in
            book.member("phrases") { p in
              p.array(unit.guidebook.phrases) { item, phrase in
                item.object { o in
                  o.member("text") { $0.string(phrase.text) }
                  o.member("translation") { $0.string(phrase.translation) }
                }
              }
            }
          }
        }
      }
      o.member("nodes") { $0.array(unit.nodes, node) }
    }
  }

  private func node(_ out: inout JSONOut, _ node: Node) {
    out.object { o in
      o.member("id") { $0.string(node.id) }
      o.member("kind") { $0.string(node.kind.rawValue) }
      o.member("title") { $0.string(node.title) }
      if node.xp != 10 { o.member("xp") { $0.number(node.xp) } }
      if !node.teaches.isEmpty { o.member("teaches") { $0.strings(node.teaches) } }
      if !node.exercises.isEmpty { o.member("exercises") { $0.array(node.exercises, exercise) } }
    }
  }

  private func exercise(_ out: inout JSONOut, _ exercise: Exercise) {
    out.object { o in
      o.member("kind") { $0.string(exercise.kindName) }
      switch exercise {
      case .selectImage(let select):
        o.member("prompt") { $0.string(select.prompt) }
        o.member("answer") { $0.string(select.answer) }
        o.member("choices") { c in
          c.array(select.choices) { item, picture in
            item.object { p in
              p.member("name") { $0.string(picture.name) }
              p.member("emoji") { $0.string(picture.emoji) }
            }
          }
        }
      case .translate(let translate):
        if translate.answerLanguage == .taught { o.member("answerLanguage") { $0.string(languageCode) } }
        o.member("prompt") { $0.string(translate.prompt) }
        o.member("answer") { $0.string(translate.answer) }
        if !translate.alternatives.isEmpty {
          o.member("alternatives") { $0.strings(translate.alternatives) }
        }
        o.member("bank") { $0.strings(translate.bank) }
      case .match(let match):
        o.member("pairs") { p in p.array(match.pairs) { $0.strings([$1.left, $1.right], inline: true) } }
      case .complete(let complete):
        o.member("prompt") { $0.string(complete.prompt) }
        o.member("answer") { $0.string(complete.answer) }
        o.member("choices") { $0.strings(complete.choices) }
        if let translation = complete.translation { o.member("translation") { $0.string(translation) } }
      case .type(let type):
        if type.answerLanguage == .taught { o.member("answerLanguage") { $0.string(languageCode) } }
        o.member("prompt") { $0.string(type.prompt) }
        o.member("answer") { $0.string(type.answer) }
        if !type.alternatives.isEmpty { o.member("alternatives") { $0.strings(type.alternatives) } }
      case .listen(let listen):
        o.member("prompt") { $0.string(listen.prompt) }
        if !listen.alternatives.isEmpty { o.member("alternatives") { $0.strings(listen.alternatives) } }
        if let translation = listen.translation { o.member("translation") { $0.string(translation) } }
      }
    }
  }
}
