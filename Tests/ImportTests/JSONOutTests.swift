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

  /// An array written apart on the cores is the same bytes as one written in order, at any depth and size.
  @Test(arguments: [0, 1, 2, 3, 7, 100])
  func anArrayWrittenApartIsTheSameBytes(_ count: Int) {
    let items = (0..<count).map { ["item \($0)", "a \"quoted\"\n\($0)"] }
    let write = { (spreading: Bool) -> String in
      var out = JSONOut()
      out.object { o in
        o.member("before") { $0.number(1) }
        o.member("items") { array in
          let element: @Sendable (inout JSONOut, [String]) -> Void = { out, item in
            out.object { o in o.member("texts") { $0.strings(item) } }
          }
          if spreading { array.array(spreading: items, element) } else { array.array(items, element) }
        }
        o.member("after") { $0.strings(["end"], inline: true) }
      }
      return String(decoding: out.document(), as: UTF8.self)
    }
    let inOrder = write(false)
    #expect(write(true) == inOrder)
    #expect(inOrder.hasSuffix("}\n"))
    #expect((try? JSONSerialization.jsonObject(with: Data(inOrder.utf8))) != nil)
  }
}
