import Foundation

/// A parsed JSON document: the file's bytes and their tape (see `JSONTape`), read in place to decode a
/// course and to locate findings; nothing in it is decoded until it is read.
public struct JSONDocument: Sendable {
  @usableFromInline let data: Data
  @usableFromInline let tape: JSONTape
  /// The mapping `data` is read from, when it is a mapped file: its pages can be dropped between reads.
  private let pages: MappedPages?

  /// Parses `data` as `JSONParser.parse` does, keeping the bytes and a tape of their structure.
  public init(parsing data: Data, maxDepth: Int = 512) throws(JSONSyntaxError) {
    try self.init(parsing: data, maxDepth: maxDepth, pages: nil)
  }

  /// Parses `data`. When `data` is the file `pages` maps, the pages read are dropped every few MiB as the
  /// parse goes on.
  /// `topLevelMember` is called as each member of a top-level object has been read (see `JSONParser.Watch`).
  public init(
    parsing data: Data, maxDepth: Int = 512, pages: MappedPages? = nil,
    topLevelMember: ((JSONView) -> Void)? = nil
  ) throws(JSONSyntaxError) {
    let watch = JSONParser.Watch(release: pages?.release, topLevelMember: topLevelMember)
    let result: Result<JSONTape, JSONSyntaxError> = data.withUnsafeBytes { raw in
      do throws(JSONSyntaxError) {
        return .success(
          try JSONParser.tape(raw.assumingMemoryBound(to: UInt8.self), maxDepth: maxDepth, watch: watch))
      } catch {
        return .failure(error)
      }
    }
    self.data = data
    self.pages = pages
    tape = try result.get()
  }

  /// Drops the pages of a mapped file from memory (they are read again when next needed); for bytes in
  /// memory, does nothing.
  public func releasePages() { pages?.release() }

  /// Whether the bytes are a mapped file's, whose pages `releasePages` drops.
  public var isMapped: Bool { pages != nil }

  /// Runs `body` with a view of the bytes and the tape, valid only while it runs.
  @inlinable
  public func withView<Result>(_ body: (JSONView) -> Result) -> Result {
    data.withUnsafeBytes { raw in
      body(JSONView(bytes: raw.assumingMemoryBound(to: UInt8.self), tape: tape.words))
    }
  }

  /// The document as a tree of nodes, each with its location.
  public func tree() -> JSONNode {
    withView { view in
      var builder = JSONTreeBuilder(view: view)
      return builder.build()
    }
  }
}

extension JSONView {
  /// The value at `path`, or the deepest value on the way if the path leaves the document.
  public func value(at path: JSONPath) -> Int {
    var value = root
    for component in path.components {
      let next: Int?
      switch component {
      case .key(let key): next = member(value, key)
      case .index(let index): next = index >= 0 ? element(value, at: index) : nil
      }
      guard let next else { return value }
      value = next
    }
    return value
  }
}
