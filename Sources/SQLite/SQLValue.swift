/// A value bound to or read from SQL.
public enum SQLValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])

  /// The whole number, when the value is one.
  public var int: Int? {
    if case .integer(let value) = self { return Int(exactly: value) }
    return nil
  }

  /// The number, when the value is a whole or a real number.
  public var double: Double? {
    switch self {
    case .real(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }

  /// The text, when the value is text.
  public var string: String? {
    if case .text(let value) = self { return value }
    return nil
  }
}
