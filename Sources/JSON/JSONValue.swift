import Foundation

/// A position in a source file; line and column are 1-based, column counts Unicode scalars.
public struct FileLocation: Equatable, Hashable, Sendable {
  // Kept in 32 bits each (a line or column past 4 billion is clamped), so every parsed node stays small.
  private var storedLine: UInt32
  private var storedColumn: UInt32

  /// The 1-based line number; lines are split on "\n" only.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(clamping: newValue) }
  }
  /// The 1-based column, counted in Unicode scalars from the start of the line.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = UInt32(clamping: newValue) }
  }

  /// Creates a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }
}

/// A parsed JSON value with where it starts in the source.
public struct JSONNode: Sendable {
  /// The value itself.
  public var value: JSONValue
  /// Where the value's first character is.
  public var location: FileLocation

  /// Creates a node from a value and the location of its first character.
  public init(value: JSONValue, location: FileLocation) {
    self.value = value
    self.location = location
  }
}

/// A JSON value whose nested values keep their source locations.
public enum JSONValue: Sendable {
  /// The literal `null`.
  case null
  /// The literal `true` or `false`.
  case bool(Bool)
  /// A number, keeping its literal text as well as its value (boxed: numbers are few, and every value stays small).
  indirect case number(JSONNumber)
  /// A string with its escapes decoded.
  case string(String)
  /// An array of values in source order.
  case array([JSONNode])
  /// An object's members in source order, duplicate keys kept.
  case object([JSONMember])

  /// The JSON type's name: "null", "boolean", "number", "string", "array" or "object".
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }
}

/// A JSON number: its literal text, its nearest Double and, for integers that fit, its Int.
public struct JSONNumber: Sendable, Equatable {
  /// The number exactly as written in the source, such as "-1.50e3".
  public var literal: String
  /// The nearest Double; ±infinity when the literal is too large for a Double.
  public var double: Double
  /// The value as Int when the literal is an integer that fits (no fraction/exponent), else nil.
  public var int: Int?

  /// Creates a number from its literal text and already-computed values.
  public init(literal: String, double: Double, int: Int?) {
    self.literal = literal
    self.double = double
    self.int = int
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable {
  /// The key with its escapes decoded.
  public var key: String
  /// Where the key's opening quote is.
  public var keyLocation: FileLocation
  /// The member's value and where it starts.
  public var value: JSONNode

  /// Creates a member from its key, the key's location and its value.
  public init(key: String, keyLocation: FileLocation, value: JSONNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

/// A JSON syntax error: a lowercase message that says what was expected, and where.
public struct JSONSyntaxError: Error, Equatable, Sendable {
  /// What was expected and what was found, such as "expected ':' after an object key, found '}'".
  public var message: String
  /// Where the offending character is (for "unterminated string", the opening quote).
  public var location: FileLocation

  /// Creates an error from its message and location.
  public init(message: String, location: FileLocation) {
    self.message = message
    self.location = location
  }
}
