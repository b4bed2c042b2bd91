import Course
import Foundation

/// The conventions of real decks inside one field: ` / ` between forms that are all right ("une
/// publicité / une pub"), and notes in parentheses or brackets ("How are you? (informal)", "l'automne (m)")
/// that say something of the word but are no part of the answer.
struct FieldVariants: Equatable {
  /// The first form, its notes taken out: what the exercise asks for.
  var main: String
  /// The other forms, each without its notes: accepted as well.
  var others: [String]
  /// The notes, in order, without their brackets: shown as hints, never required.
  var notes: [String]

  /// The forms and notes of `field`. A field that would be left without words keeps its text whole.
  init(_ field: String) {
    var notes: [String] = []
    let forms = field.components(separatedBy: " / ").map { Self.withoutNotes($0, into: &notes) }
      .filter { !TextFolding.key($0).isEmpty }
    guard let first = forms.first else {
      (main, others, self.notes) = (FieldText.collapse(field), [], [])
      return
    }
    var seen: Set<String> = [TextFolding.key(first)]
    (main, others, self.notes) = (
      first, forms.dropFirst().filter { seen.insert(TextFolding.key($0)).inserted }, notes
    )
  }

  /// `form` without its `(…)` and `[…]` notes (each added to `notes`), spaces collapsed.
  private static func withoutNotes(_ form: String, into notes: inout [String]) -> String {
    var kept = ""
    var note = ""
    var closing: Character?
    for character in form {
      if let close = closing {
        if character == close {
          let text = FieldText.collapse(note)
          if !text.isEmpty { notes.append(text) }
          (note, closing) = ("", nil)
        } else {
          note.append(character)
        }
      } else if character == "(" {
        closing = ")"
      } else if character == "[" {
        closing = "]"
      } else {
        kept.append(character)
      }
    }
    // A bracket never closed is text, not a note.
    if closing != nil { kept += (closing == ")" ? "(" : "[") + note }
    return FieldText.collapse(kept)
  }
}
