import JSON

/// `bad-plays`: a node's `plays` must lie from 1 to the exercises it declares.
enum PlaysRule {
  /// The finding for `node`'s `plays` when it is out of its range; `declared` is how many exercises the
  /// node's array holds, and `path` where the node is.
  static func finding(_ node: Node, declared: Int, at path: @autoclosure () -> JSONPath) -> Finding? {
    guard let plays = node.plays, plays < 1 || plays > declared else { return nil }
    let holds = declared == 1 ? "1 exercise" : "\(declared) exercises"
    let write = declared <= 1 ? "write 1" : "write 1 to \(declared)"
    return Finding(
      .badPlays,
      "'plays' is \(plays), but the \(node.kind.rawValue) holds \(holds); \(write), "
        + "or drop 'plays' to play them all",
      at: path().appending("plays"))
  }
}
