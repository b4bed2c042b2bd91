import Course
import Foundation

/// An Anki field as plain text: HTML tags stripped, entities decoded, sound and image references dropped.
enum FieldText {
  /// The text of `html`, and how many media references were dropped from it.
  ///
  /// Linear in the length of `html`: the closing `>` or `]` found for one opening is remembered for the
  /// next (it is the first after it too), and its absence as well, so `<<<<…` is not scanned again and again.
  static func clean(_ html: String) -> (text: String, media: Int) {
    // Most fields hold no tag, no entity and no sound: nothing to take out.
    if !html.utf8.contains(where: {
      $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "&")
    }) {
      return (collapse(html), 0)
    }
    var media = 0
    var text = ""
    var rest = Substring(html)
    var tagEnd = Closer(">")
    var soundEnd = Closer("]")
    while let open = rest.firstIndex(where: { $0 == "<" || $0 == "[" || $0 == "&" }) {
      text += rest[..<open]
      let tail = rest[open...]
      if tail.hasPrefix("[sound:"), let close = soundEnd.first(after: open, in: tail) {
        media += 1
        rest = tail[tail.index(after: close)...]
      } else if tail.hasPrefix("<"), let close = tagEnd.first(after: open, in: tail) {
        let tag = tail[tail.index(after: open)..<close].prefix(8).lowercased()
        if tag.hasPrefix("img") || tag.hasPrefix("audio") || tag.hasPrefix("video") { media += 1 }
        if tag.hasPrefix("br") || tag.hasPrefix("div") || tag.hasPrefix("/div") || tag.hasPrefix("p")
          || tag.hasPrefix("/p") || tag.hasPrefix("li")
        {
          text += " "
        }
        rest = tail[tail.index(after: close)...]
      } else if tail.hasPrefix("&"), let (decoded, after) = entity(tail) {
        text += decoded
        rest = after
      } else {
        text.append(tail[open])
        rest = tail.dropFirst()
      }
    }
    text += rest
    return (collapse(text), media)
  }

  /// The first `character` after an index, remembered: asked again from an earlier index than the one
  /// found, the answer is the same; once there is none, there is none further on.
  private struct Closer {
    let character: Character
    var found: Substring.Index?
    var none = false

    init(_ character: Character) { self.character = character }

    mutating func first(after open: Substring.Index, in tail: Substring) -> Substring.Index? {
      if none { return nil }
      if let found, found > open { return found }
      found = tail.firstIndex(of: character)
      if found == nil { none = true }
      return found
    }
  }

  /// Runs of white space (and non-breaking spaces) as one space, trimmed; control and invisible characters go.
  static func collapse(_ text: String) -> String {
    if isCollapsedASCII(text) { return text }
    var visible = String.UnicodeScalarView()
    var space = false
    for scalar in text.unicodeScalars {
      if scalar.isControlOrInvisible || scalar.properties.isWhitespace || scalar == "\u{A0}" {
        space = !visible.isEmpty
        continue
      }
      if space { visible.append(" ") }
      space = false
      visible.append(scalar)
    }
    return String(visible)
  }

  /// Whether `text` is printable ASCII with single spaces between its words and none at its ends: its own
  /// collapse, found without making anything.
  private static func isCollapsedASCII(_ text: String) -> Bool {
    // Read from the text's storage at once: the bytes of `utf8` come one at a time through the view.
    text.withUTF8Bytes { bytes in
      var afterSpace = true
      for byte in bytes {
        guard byte >= 0x20, byte < 0x7F else { return false }
        if byte == UInt8(ascii: " ") {
          if afterSpace { return false }
          afterSpace = true
        } else {
          afterSpace = false
        }
      }
      return !afterSpace
    }
  }

  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
    "hellip": "…", "laquo": "«", "raquo": "»", "iexcl": "¡", "iquest": "¿", "rsquo": "’", "lsquo": "‘",
    "ldquo": "“", "rdquo": "”", "aacute": "á", "eacute": "é", "iacute": "í", "oacute": "ó", "uacute": "ú",
    "Aacute": "Á", "Eacute": "É", "Iacute": "Í", "Oacute": "Ó", "Uacute": "Ú", "ntilde": "ñ", "Ntilde": "Ñ",
    "uuml": "ü", "Uuml": "Ü", "ouml": "ö", "Ouml": "Ö", "auml": "ä", "Auml": "Ä", "szlig": "ß",
    "agrave": "à", "egrave": "è", "igrave": "ì", "ograve": "ò", "ugrave": "ù", "Agrave": "À", "Egrave": "È",
    "acirc": "â", "ecirc": "ê", "icirc": "î", "ocirc": "ô", "ucirc": "û", "ccedil": "ç", "Ccedil": "Ç",
    "euml": "ë", "iuml": "ï", "oelig": "œ", "aelig": "æ", "deg": "°", "euro": "€", "copy": "©",
  ]

  /// The character an entity at the start of `text` stands for, and the text after it.
  private static func entity(_ text: Substring) -> (String, Substring)? {
    guard let semicolon = text.prefix(12).firstIndex(of: ";") else { return nil }
    let name = text[text.index(after: text.startIndex)..<semicolon]
    let after = text[text.index(after: semicolon)...]
    if name.hasPrefix("#") {
      let digits = name.dropFirst()
      let value =
        digits.hasPrefix("x") || digits.hasPrefix("X")
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, let scalar = Unicode.Scalar(value), value != 0 else { return nil }
      return (String(Character(scalar)), after)
    }
    return named[String(name)].map { ($0, after) }
  }
}
