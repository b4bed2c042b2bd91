/// Finds the values at many paths of one document, each as `JSONView.value(at:)` does, for less than
/// walking each from the root: a path starts from where the last one left off when they share their first
/// steps, and a long array's elements are listed once, so that its element at an index is one look-up
/// (stepping over a thousand earlier elements reads a thousand places far apart on the tape).
public struct JSONPathResolver {
  public let view: JSONView
  /// The steps of the last path resolved, as far as it stayed in the document.
  private var steps: [JSONPath.Component] = []
  /// The value after each of those steps, the root first (one more than `steps`).
  private var values: [Int] = [0]
  /// The elements of each array long enough to be listed, by the array's value.
  private var listed: [Int: [Int]] = [:]

  /// An array index from which the array's elements are listed rather than walked.
  private static let listFrom = 16

  public init(_ view: JSONView) {
    self.view = view
    values = [view.root]
  }

  /// The value at `path`, or the deepest value on the way if the path leaves the document.
  public mutating func value(at path: JSONPath) -> Int {
    let components = path.components
    // The steps shared with the last path are taken already.
    var shared = 0
    while shared < steps.count, shared < components.count, steps[shared] == components[shared] {
      shared += 1
    }
    steps.removeSubrange(shared...)
    values.removeSubrange((shared + 1)...)
    var value = values[shared]
    for component in components[shared...] {
      let next: Int?
      switch component {
      case .key(let key): next = view.member(value, key)
      case .index(let index): next = element(value, at: index)
      }
      guard let next else { return value }
      value = next
      steps.append(component)
      values.append(value)
    }
    return value
  }

  /// The array's element at `index`, if it has one: walked to near the start, else from the list.
  private mutating func element(_ array: Int, at index: Int) -> Int? {
    guard index >= 0 else { return nil }
    guard index >= Self.listFrom, view.isArray(array) else { return view.element(array, at: index) }
    if let elements = listed[array] { return index < elements.count ? elements[index] : nil }
    let elements = Array(view.elements(array))
    listed[array] = elements
    return index < elements.count ? elements[index] : nil
  }
}
