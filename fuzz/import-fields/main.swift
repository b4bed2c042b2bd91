import Course
import Foundation

/// libFuzzer entry: any bytes as an Anki field through `FieldText.clean`, the cloze reader and the
/// classifier. The text kept has no control character and no run of spaces; every deletion lies inside
/// the text, in order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFields(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let html = String(decoding: bytes, as: UTF8.self)
  let (text, media) = FieldText.clean(html)
  if text.unicodeScalars.contains(where: \.isControlOrInvisible) || text.contains("  ") || media < 0 {
    FileHandle.standardError.write(Data("clean kept \(text.debugDescription)\n".utf8))
    abort()
  }
  var end = html.startIndex
  for deletion in Classifier.deletions(in: html) {
    guard deletion.range.lowerBound >= end, deletion.range.upperBound <= html.endIndex,
      (1...999).contains(deletion.number)
    else {
      FileHandle.standardError.write(Data("deletion out of order or range: \(deletion)\n".utf8))
      abort()
    }
    end = deletion.range.upperBound
  }
  var classifier = Classifier()
  let halves = text.split(separator: "|", maxSplits: 1).map(String.init)
  _ = classifier.items(SourceNote(key: "k", deck: ["D"], content: .cloze(text: text, extra: "")))
  _ = classifier.items(
    SourceNote(
      key: "p", deck: ["D"],
      content: .pair(front: halves.first ?? "", back: halves.last ?? "", reversed: true)))
  _ = TextPieces.tiles(text)
  _ = CourseName.clean(html)
  return 0
}
