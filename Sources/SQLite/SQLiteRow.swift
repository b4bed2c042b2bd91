/// A statement's result column names and the index of each, looked up once for the statement.
public struct SQLiteColumns: Sendable, Equatable {
  /// The names, in the statement's order.
  public let names: [String]
  private let indices: [String: Int]

  public init(names: [String]) {
    self.names = names
    // The first of two columns of the same name is the one its name reads.
    indices = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The index of the column named `name`; nil when there is none.
  public func index(of name: String) -> Int? { indices[name] }
}

/// One row copied out of a statement, read by column name (or by index).
public struct SQLiteRow: Sendable, Equatable {
  public let columns: SQLiteColumns
  public let values: [SQLValue]

  public init(columns: SQLiteColumns, values: [SQLValue]) {
    self.columns = columns
    self.values = values
  }

  /// The value of the column named `name`; nil when the row has no such column.
  public subscript(name: String) -> SQLValue? {
    columns.index(of: name).flatMap { $0 < values.count ? values[$0] : nil }
  }

  /// The value of column `index`; nil past the last column.
  public subscript(index: Int) -> SQLValue? { values.indices.contains(index) ? values[index] : nil }
}
