import Course
import Foundation

/// libFuzzer entry: any bytes as a sentence list and as a CSV word list. Every note read has words on
/// both sides and no control character; CSV rows are numbered in order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLists(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  var decks: [SourceDeck] = []
  if let deck = try? SentenceList.tabSeparated(text, file: "fuzz.tsv", deck: "Fuzz") { decks.append(deck) }
  if let deck = try? SentenceList.commaSeparated(text, file: "fuzz.csv", deck: "Fuzz", codes: ["es", "en"]) {
    decks.append(deck)
  }
  for note in decks.flatMap(\.notes) {
    guard case .pair(let front, let back, _) = note.content, !front.isEmpty, !back.isEmpty,
      !(front + back).unicodeScalars.contains(where: \.isControlOrInvisible)
    else {
      FileHandle.standardError.write(Data("bad note \(note)\n".utf8))
      abort()
    }
  }
  var line = 0
  for row in CSV.rows(text) {
    guard row.line > line else {
      FileHandle.standardError.write(Data("row line \(row.line) after \(line)\n".utf8))
      abort()
    }
    line = row.line
  }
  return 0
}
