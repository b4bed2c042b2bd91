import JSON

/// The way from the document's root down to the value being decoded, and the keys the open object readers
/// have asked for: shared by the decoder and its readers, so that decoding builds no path and no list of
/// keys for each value. A place on the trail becomes a `JSONPath` only when a finding needs one.
final class DecoderTrail {
  /// The steps down to the deepest place made so far; a place reads only its own first steps.
  /// (Only the decoder's own thread touches the trail, one access at a time, so the run-time check of
  /// exclusive access, costly here, is off.)
  @exclusivity(unchecked) private(set) var components: [JSONPath.Component] = []
  /// The keys asked for by each open `ObjectReader`, the innermost reader's last; a reader takes its own
  /// off when it finishes, so the keys of a reader are always the last ones.
  @exclusivity(unchecked) var known: [ObjectKey] = []

  /// The patterns of the literal keys asked for lately, each in the slot of its text's address (a literal's
  /// text never moves), so that a key's pattern is made once, not for every object.
  @exclusivity(unchecked) private var patterns = [KeyPattern?](repeating: nil, count: 64)

  /// The pattern of `literal`, made the first time it is asked for.
  func pattern(of literal: StaticString) -> KeyPattern {
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: literal.utf8Start) >> 2 & 63)
    if let pattern = patterns[slot], pattern.bytes.baseAddress == literal.utf8Start,
      pattern.bytes.count == literal.utf8CodeUnitCount
    {
      return pattern
    }
    let pattern = KeyPattern(literal)
    patterns[slot] = pattern
    return pattern
  }

  init() {
    components.reserveCapacity(16)
    known.reserveCapacity(64)
  }

  /// The document's root.
  var root: Place { Place(trail: self, depth: 0) }

  /// The place one step below `place`, forgetting any deeper place made before it (its decoding is over).
  fileprivate func step(from place: Place, _ component: JSONPath.Component) -> Place {
    while components.count > place.depth { components.removeLast() }
    components.append(component)
    return Place(trail: self, depth: components.count)
  }

  /// A place on the trail: its first `depth` steps, valid while the value there is being decoded.
  struct Place {
    /// The trail, not retained: a place lives only while its decoder, which holds the trail, decodes (a
    /// reference counted for every place and reader made cost more than the rest of a small object's read).
    unowned(unsafe) let trail: DecoderTrail
    let depth: Int

    /// The place's path.
    var path: JSONPath { JSONPath(Array(trail.components.prefix(depth))) }

    /// The path one key further down.
    func appending(_ key: String) -> JSONPath { path.appending(key) }

    /// The path one array element further down.
    func appending(_ index: Int) -> JSONPath { path.appending(index) }

    /// The place of the member `key` of the object here.
    func child(_ key: String) -> Place { trail.step(from: self, .key(key)) }

    /// The place of the element at `index` of the array here.
    func child(_ index: Int) -> Place { trail.step(from: self, .index(index)) }
  }
}
