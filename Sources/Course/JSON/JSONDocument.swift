import Foundation

/// A parsed JSON document: the file's bytes and their tape (see `JSONTape`), read in place to decode a
/// course and to locate findings; nothing in it is decoded until it is read.
public struct JSONDocument: Sendable {
  let data: Data
  let tape: JSONTape
  /// The mapping `data` is read from, when it is a mapped file: its pages can be dropped between reads.
  private let pages: MappedPages?

  /// Parses `data` as `JSONParser.parse` does, keeping the bytes and a tape of their structure.
  public init(parsing data: Data, maxDepth: Int = 512) throws(JSONSyntaxError) {
    try self.init(parsing: data, maxDepth: maxDepth, pages: nil)
  }

  /// Parses `data`. When `data` is the file `pages` maps, the pages read are dropped every few MiB as the
  /// parse goes on.
  /// `topLevelMember` is called as each member of a top-level object has been read (see `JSONParser.Watch`).
  init(
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
  func releasePages() { pages?.release() }

  /// Runs `body` with a view of the bytes and the tape, valid only while it runs.
  func withView<Result>(_ body: (JSONView) -> Result) -> Result {
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

extension FileLocation {
  /// A location still to be counted: a byte offset, which `JSONDocument.locate` turns into a line and
  /// column (no real location is on line 0).
  static func offset(_ offset: Int) -> FileLocation { FileLocation(line: 0, column: offset) }

  /// The byte offset of a location still to be counted.
  var pendingOffset: Int? { line == 0 ? column : nil }
}

extension JSONDocument {
  /// The findings, each with its line and column: counted from its byte offset if it has one, else from
  /// where its path leads (the deepest value on the way, if the path leaves the document). The file is
  /// counted through once for all of them.
  public func locate(_ findings: [Finding]) -> [Finding] {
    withView { view in
      var offsets: [(offset: Int, finding: Int)] = []
      for (index, finding) in findings.enumerated() {
        if let location = finding.location {
          if let offset = location.pendingOffset { offsets.append((offset, index)) }
        } else {
          offsets.append((view.offset(view.value(at: finding.path)), index))
        }
      }
      guard !offsets.isEmpty else { return findings }
      offsets.sort { $0.offset < $1.offset }
      var located = findings
      var lines = LineCounter(view.bytes)
      // A mapped file is counted through a few MiB at a time, its pages dropped after each.
      var counted = 0
      for (offset, index) in offsets {
        while pages != nil, offset - counted > JSONParser.releaseBytes {
          counted += JSONParser.releaseBytes
          _ = lines.location(at: counted)
          releasePages()
        }
        located[index].location = lines.location(at: offset)
      }
      return located
    }
  }

  /// The finding with its location filled in, as `locate(_:)` does for many.
  public func locate(_ finding: Finding) -> Finding { locate([finding])[0] }
}

extension JSONView {
  /// The value at `path`, or the deepest value on the way if the path leaves the document.
  func value(at path: JSONPath) -> Int {
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
