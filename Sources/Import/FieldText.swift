import Course
import Foundation

/// An Anki field as plain text: HTML tags stripped, entities decoded, sound and image references dropped.
enum FieldText {
  /// The text of `html`, and how many media references were dropped from it.
  static func clean(_ html: String) -> (text: String, media: Int) {
    var media = 0
    var text = ""
    var rest = Substring(html)
    while let open = rest.firstIndex(where: { $0 == "<" || $0 == "[" || $0 == "&" }) {
      text += rest[..<open]
      let tail = rest[open...]
      if tail.hasPrefix("[sound:"), let close = tail.firstIndex(of: "]") {
        media += 1
        rest = tail[tail.index(after: close)...]
      } else if tail.hasPrefix("<"), let close = tail.firstIndex(of: ">") {
        let tag = tail[tail.index(after: open)..<close].lowercased()
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

  /// Runs of white space (and non-breaking spaces) as one space, trimmed; control and invisible characters go.
  static func collapse(_ text: String) -> String {
    var visible = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      visible.append(scalar.isControlOrInvisible ? " " : scalar)
    }
    return String(visible).split(whereSeparator: { $0.isWhitespace || $0 == "\u{A0}" }).joined(separator: " ")
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
