import Course
import Foundation

/// libFuzzer entry: any bytes through the JSON parser; a parsed document is walked to its every path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  guard let document = try? JSONParser.parse(data) else { return 0 }
  walk(document, at: .root)
  return 0
}

/// Looks up every value by its own path, as findings do to locate themselves.
private func walk(_ node: JSONNode, at path: JSONPath) {
  _ = node.value.typeName
  switch node.value {
  case .array(let elements):
    for (index, element) in elements.enumerated() { walk(element, at: path.appending(index)) }
  case .object(let members):
    for member in members { walk(member.value, at: path.appending(member.key)) }
  default:
    _ = path.description
  }
}
