import Foundation
import Testing

@testable import Course
@testable import JSON

/// A reader made with a schema reads its keys from their slots exactly as one that looks each key up does.
@Suite struct KeySlotsTests {
  /// What a reader makes of `object` asked for the exercise keys `asked`, by slot or by literal.
  private func read(_ object: String, asked: [ExerciseKey], slotted: Bool) throws -> [String] {
    let document = try JSONDocument(parsing: Data(object.utf8))
    return document.withView { view in
      let trail = DecoderTrail()
      var findings: [Finding] = []
      guard
        var reader = ObjectReader(
          view, view.root, at: trail.root, what: "an exercise", keys: slotted ? ExerciseKey.schema : nil,
          findings: &findings)
      else { return findings.map(\.message) }
      var read: [String] = []
      for key in asked {
        let objectKey: ObjectKey = slotted ? .exercise(key) : .literal(key.literal)
        read.append(reader.node(objectKey, required: key != .intended).map { "\(view.offset($0))" } ?? "-")
      }
      return read + reader.finish().map { "\($0.message) at \($0.path)" }
    }
  }

  @Test(arguments: [
    #"{"kind": "type", "prompt": "a", "answer": "b"}"#,
    #"{"kind": "type", "prompt": "a", "kind": "match", "answr": "b", "bank": []}"#,
    #"{"k\u0069nd": "type", "pr\u006Fmpt": "a", "answer": "b", "answerLanguage": "es", "é": 1}"#,
    #"{"": 1, "kind": "listen", "alternatives": [], "translation": "t", "answer": 2, "answerLanguages": 3}"#,
    #"{}"#,
  ])
  func slotsReadAsLookingUp(object: String) throws {
    let asked: [[ExerciseKey]] = [
      [.kind, .intended, .prompt, .answer],
      [.kind, .pairs],
      ExerciseKey.allCases,
      [.answerLanguage, .alternatives, .bank, .translation, .choices],
    ]
    for keys in asked {
      #expect(try read(object, asked: keys, slotted: true) == read(object, asked: keys, slotted: false))
    }
  }

  @Test func manyMembersAndRepeatedKeysReadAsLookingUp() throws {
    let members = (0..<80).map { #""k\#($0)": \#($0), "prompt": \#($0)"# }
    let object = "{\(members.joined(separator: ", ")), \"kind\": \"x\"}"
    let keys: [ExerciseKey] = [.prompt, .kind, .answer]
    #expect(try read(object, asked: keys, slotted: true) == read(object, asked: keys, slotted: false))
  }
}
