/// Where a value sits in a JSON document, printed as `$.units[1].nodes[3]`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step down into a document.
  public enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  public var components: [Component]

  public init(_ components: [Component] = []) { self.components = components }

  /// The document's root.
  public static let root = JSONPath()

  /// The path one key further down.
  public func appending(_ key: String) -> JSONPath {
    var path = self
    path.components.append(.key(key))
    return path
  }

  /// The path one array element further down.
  public func appending(_ index: Int) -> JSONPath {
    var path = self
    path.components.append(.index(index))
    return path
  }

  /// Whether this path is `ancestor` or lies below it.
  public func isWithin(_ ancestor: JSONPath) -> Bool { components.starts(with: ancestor.components) }

  public var description: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(8 &* components.count &+ 1)
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 of `description` to `bytes`. Written byte by byte into one buffer: a check prints a
  /// path for each of thousands of findings, and appending to a `String` piece by piece made and grew a
  /// string for each piece.
  public func write(to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "$"))
    for component in components {
      switch component {
      case .index(let index):
        bytes.append(UInt8(ascii: "["))
        bytes.appendDecimal(index)
        bytes.append(UInt8(ascii: "]"))
      case .key(let key) where Self.isName(key):
        bytes.append(UInt8(ascii: "."))
        bytes.appendUTF8(key)
      case .key(let key):
        bytes.append(UInt8(ascii: "["))
        bytes.append(UInt8(ascii: "\""))
        bytes.appendUTF8(key)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: "]"))
      }
    }
  }

  /// Whether a key is written after a dot: letters, digits and underscores, at least one.
  private static func isName(_ key: String) -> Bool {
    // An ASCII letter or digit is one byte: the bytes of an ASCII key tell without reading characters.
    var bytes = key
    let ascii = bytes.withUTF8 { bytes -> Bool? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return !bytes.isEmpty
        && bytes.allSatisfy { ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 || $0 == UInt8(ascii: "_") }
    }
    if let ascii { return ascii }
    return key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && !key.isEmpty
  }
}

extension JSONNode {
  /// The node at `path`, or the deepest node on the way if the path leaves the document.
  public func node(at path: JSONPath) -> JSONNode {
    var node = self
    for component in path.components {
      switch (component, node.value) {
      case (.key(let key), .object(let members)):
        guard let member = members.last(where: { $0.key == key }) else { return node }
        node = member.value
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        node = elements[index]
      default:
        return node
      }
    }
    return node
  }
}
