import JSON

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
      var paths = JSONPathResolver(view)
      for (index, finding) in findings.enumerated() {
        if let location = finding.location {
          if let offset = location.pendingOffset { offsets.append((offset, index)) }
        } else {
          offsets.append((view.offset(paths.value(at: finding.path)), index))
        }
      }
      guard !offsets.isEmpty else { return findings }
      offsets.sort { $0.offset < $1.offset }
      var located = findings
      var lines = LineCounter(view.bytes)
      // A mapped file is counted through a few MiB at a time, its pages dropped after each.
      var counted = 0
      for (offset, index) in offsets {
        while isMapped, offset - counted > JSONParser.releaseBytes {
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
