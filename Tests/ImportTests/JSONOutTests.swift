import Foundation
import Testing

@testable import Import

/// The importer's JSON writer escapes what JSON needs escaped and copies the rest as it is.
@Suite struct JSONOutTests {
  @Test(arguments: [
    "", "plain", "a \"quoted\" word", "back\\slash", "line\nbreak\r\n", "tab\there", "\u{1}\u{1F}\u{7F}",
    "café ¿qué? 日本語 😀", "\"", "\\", "ends with a quote\"", "\u{0}",
  ])
  func aStringReadsBackAsWritten(_ text: String) throws {
    var out = JSONOut()
    out.strings([text], inline: true)
    let read = try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String]
    #expect(read == [text])
    // Only a quote, a backslash and the control characters are escaped.
    let escapes = text.unicodeScalars.filter {
      $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F
    }
    #expect(out.text.unicodeScalars.count >= text.unicodeScalars.count + 2 + escapes.count)
    if escapes.isEmpty { #expect(out.text == "[\"\(text)\"]") }
  }
}
