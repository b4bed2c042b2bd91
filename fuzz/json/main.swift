import Course
import Foundation
import JSON

/// libFuzzer entry: any bytes through the JSON parser; a parsed document is walked to its every path, and
/// each path is located on the document's tape as findings are, which must give the tree's own location.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  guard let document = try? JSONDocument(parsing: data) else { return 0 }
  let tree = document.tree()
  var paths: [JSONPath] = []
  walk(tree, at: .root, into: &paths)
  let located = document.locate(paths.map { Finding(.error, "fuzz", "", at: $0) })
  for (finding, path) in zip(located, paths) where finding.location != tree.node(at: path).location {
    let expected = tree.node(at: path).location
    FileHandle.standardError.write(
      Data("\(path): located at \(String(describing: finding.location)), the tree says \(expected)\n".utf8))
    abort()
  }
  return 0
}

/// Collects the path of every value, as findings name them.
private func walk(_ node: JSONNode, at path: JSONPath, into paths: inout [JSONPath]) {
  _ = node.value.typeName
  paths.append(path)
  switch node.value {
  case .array(let elements):
    for (index, element) in elements.enumerated() { walk(element, at: path.appending(index), into: &paths) }
  case .object(let members):
    for member in members { walk(member.value, at: path.appending(member.key), into: &paths) }
  default:
    _ = path.description
  }
}
