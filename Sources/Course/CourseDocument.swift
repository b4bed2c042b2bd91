import Foundation
import JSON

/// A course file parsed, with its top-level values decoded but not its units: they are decoded a few at a
/// time when asked for, so that a large course can be checked without ever being held whole.
public struct CourseDocument: Sendable {
  public let document: JSONDocument
  /// The top-level values, nil when the document is too broken to be a course.
  let header: CourseDecoder.CourseHeader?
  /// What decoding the top-level values found, still to be located.
  let findings: [Finding]

  /// Parses `data` (the file `pages` maps, if given) and decodes its top-level values. `languages` is told
  /// the codes of the course's two languages as soon as the parse has read them (a course names them before
  /// its units), so that their dictionaries can be opened while the rest is parsed.
  public init(
    parsing data: Data, pages: MappedPages? = nil, languages: (([String]) -> Void)? = nil
  ) throws(JSONSyntaxError) {
    let peek = languages.map(LanguagePeek.init)
    document = try JSONDocument(parsing: data, pages: pages, topLevelMember: peek.map { $0.look })
    (header, findings) = document.withView { view in
      var decoder = CourseDecoder(view: view)
      return (decoder.header(view.root), decoder.findings)
    }
  }

  /// The course's top-level values: the course without its units (nil when it is too broken to be one).
  public var course: Course? { header?.course }

  /// How many units the file's `units` array holds.
  var unitCount: Int { header?.units.count ?? 0 }

  /// Decodes the units `range` (places in the file's `units` array), the model's units from `after` on.
  func decode(_ range: Range<Int>, after: Int) -> DecodedUnits {
    guard let header else { return DecodedUnits(first: after) }
    return document.withView { view in
      var decoder = CourseDecoder(view: view)
      let units = decoder.units(range, of: header)
      return DecodedUnits(
        first: after, units: units, sources: decoder.sources.units, intended: decoder.sources.intended,
        findings: decoder.findings)
    }
  }

  /// The file's units cut into runs of at most about `bytes` bytes of the file each, in order.
  func windows(bytes: Int) -> [Range<Int>] {
    guard let header, !header.units.isEmpty else { return [] }
    let offsets = document.withView { view in header.units.map(view.offset) }
    var windows: [Range<Int>] = []
    var start = 0
    for index in 1..<offsets.count where offsets[index] - offsets[start] > bytes {
      windows.append(start..<index)
      start = index
    }
    windows.append(start..<offsets.count)
    return windows
  }

  /// Decodes the units `range` as `decode` does, cut into `parts` runs decoded at once.
  func decode(_ range: Range<Int>, after: Int, parts: Int) -> DecodedUnits {
    let count = max(1, min(parts, range.count))
    guard count > 1 else { return decode(range, after: after) }
    let runs = (0..<count).map { part in
      (range.lowerBound + range.count * part / count)..<(range.lowerBound + range.count * (part + 1) / count)
    }
    let decoded = Concurrently.map(runs.count) { decode(runs[$0], after: 0) }
    var joined = DecodedUnits(first: after)
    for run in decoded {
      joined.units += run.units
      joined.sources += run.sources
      joined.intended.merge(run.intended) { first, _ in first }
      joined.findings += run.findings
    }
    return joined
  }
}

/// Looks at a course's top-level members as they are parsed for the codes of its two languages, and
/// tells them once it has both.
private final class LanguagePeek {
  private var tell: (([String]) -> Void)?
  /// The codes found so far, by key.
  private var codes: [String: String] = [:]
  /// The next member's key to look at: each member is looked at once.
  private var next = 2

  init(_ tell: @escaping ([String]) -> Void) { self.tell = tell }

  /// Looks at the members read since the last look (the top-level object is still open: its members are
  /// walked from the last one looked at, each value whole). A language counts as the decoder reads it: an
  /// object with a string `code` and a string `name`.
  func look(_ view: JSONView) {
    guard let tell, view.isObject(view.root) else { return }
    while next + 1 < view.tape.count {
      let (key, value) = (next, next + 1)
      next = view.next(value)
      guard view.string(key, equals: "language") || view.string(key, equals: "fromLanguage") else { continue }
      let name = view.isObject(value) ? view.member(value, "name").flatMap(view.string) : nil
      let code = view.isObject(value) ? view.member(value, "code").flatMap(view.string) : nil
      codes[view.string(key) ?? ""] = name == nil ? nil : code
    }
    guard let taught = codes["language"], let learner = codes["fromLanguage"] else { return }
    self.tell = nil
    tell([taught, learner])
  }
}

/// Some units of a course, decoded, with where they and their exercises sit and what decoding them found.
struct DecodedUnits: Sendable {
  /// The model index of the first of them: the units decoded before them.
  var first: Int
  var units: [PathUnit] = []
  var sources: [UnitSources] = []
  var intended: [JSONPath: Set<String>] = [:]
  var findings: [Finding] = []

  /// The model indices of these units.
  var indices: Range<Int> { first..<(first + units.count) }
}

extension CourseSources {
  /// Adds the places of `decoded`, the units after those already here.
  mutating func add(_ decoded: DecodedUnits) {
    units += decoded.sources
    intended.merge(decoded.intended) { first, _ in first }
  }
}
