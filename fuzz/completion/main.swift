import Course
import Foundation

/// libFuzzer entry: any bytes as an id, a language code and a course. The id and code checks must agree
/// with a plain reading of their syntax, a hint must itself be an id or a code, and every word offered to
/// a shell (`IdentifierSyntax.nodeWords`) must be an id free of shell metacharacters; a course that loads
/// must have a `bad-id` finding for each node id that is not offered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompletion(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  let text = String(decoding: data, as: UTF8.self)
  check(IdentifierSyntax.isIdentifier(text) == isIdentifier(text), "isIdentifier", text)
  check(IdentifierSyntax.isLanguageCode(text) == isLanguageCode(text), "isLanguageCode", text)
  if let cleaned = IdentifierSyntax.cleanedIdentifier(text) {
    check(isIdentifier(cleaned), "cleanedIdentifier gave \(cleaned)", text)
  }
  if let cleaned = IdentifierSyntax.cleanedLanguageCode(text) {
    check(isLanguageCode(cleaned), "cleanedLanguageCode gave \(cleaned)", text)
  }
  // The bytes as every id of a course built in memory.
  let node = Node(id: text, title: "T", exercises: [])
  let unit = PathUnit(id: text, section: 1, number: 1, title: "U", nodes: [node, node])
  let language = Language(code: text, name: "L", flag: "")
  let made = Course(id: text, title: "C", language: language, fromLanguage: language, units: [unit])
  let words = IdentifierSyntax.nodeWords(made)
  offered(words, text)
  check(words.contains(text) == isIdentifier(text), "nodeWords and isIdentifier disagree", text)
  // The bytes as a course file.
  let loaded = CourseLoader.load(data)
  if let course = loaded.model {
    let courseWords = IdentifierSyntax.nodeWords(course)
    offered(courseWords, text)
    let findings = Linter.lint(loaded, warnings: false)
    let flagged = findings.filter { $0.rule == "bad-id" }.count
    let bad = course.units.flatMap(\.nodes).filter { !$0.id.isEmpty && !isIdentifier($0.id) }.count
    check(flagged >= bad, "\(bad) bad node ids, \(flagged) bad-id findings", text)
    for language in [course.language, course.fromLanguage] where !language.code.isEmpty {
      let reported = findings.contains { $0.rule == "bad-language-code" }
      check(isLanguageCode(language.code) || reported, "code \(language.code) not reported", text)
    }
  }
  return 0
}

/// Every word is an id, and has none of the characters a shell gives a meaning.
private func offered(_ words: [String], _ input: String) {
  let shell = Set(" \t\n\r$`'\"\\;|&<>()[]{}*?!~#=%^,/:")
  for word in words {
    check(isIdentifier(word), "offered \(word), no id", input)
    check(!word.contains(where: shell.contains), "offered \(word), a shell metacharacter", input)
    check(!word.hasPrefix("-"), "offered \(word), an option", input)
  }
}

/// `[A-Za-z0-9][A-Za-z0-9._-]*`, 1 to 128 characters, read character by character.
private func isIdentifier(_ text: String) -> Bool {
  let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-".unicodeScalars)
  let scalars = Array(text.unicodeScalars)
  guard let first = scalars.first, scalars.count <= 128, isLetter(first) || ("0"..."9").contains(first)
  else { return false }
  return scalars.allSatisfy(allowed.contains)
}

/// `[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*`, 35 characters at most.
private func isLanguageCode(_ text: String) -> Bool {
  let scalars = Array(text.unicodeScalars)
  guard scalars.count <= 35 else { return false }
  let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
  guard let primary = subtags.first, (2...8).contains(primary.count), primary.allSatisfy(isLetter) else {
    return false
  }
  return subtags.dropFirst().allSatisfy { tag in
    (1...8).contains(tag.count) && tag.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
  }
}

private func isLetter(_ scalar: Unicode.Scalar) -> Bool {
  ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
}

/// Reports a broken invariant and stops, so libFuzzer saves the input.
private func check(_ holds: Bool, _ what: String, _ input: String) {
  guard !holds else { return }
  FileHandle.standardError.write(Data("completion: \(what) (input \(input.debugDescription))\n".utf8))
  abort()
}
