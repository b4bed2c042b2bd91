/// The range of every number a course holds, checked where the decoder reads it (`number-out-of-range`).
///
/// Nothing outside these ranges reaches the model, so sums of XP over any number of lessons fit an `Int`
/// many times over, and no arithmetic on a course's numbers can trap.
public enum CourseRanges {
  /// The course `format`; one newer than this lingo reads is `unsupported-format`.
  public static let format = 1...Course.currentFormat
  /// A unit's `section`.
  public static let section = 1...99
  /// A unit's `number`.
  public static let unitNumber = 1...99_999
  /// The XP a node gives (the accuracy bonus comes on top).
  public static let xp = 0...1_000
  /// The most bytes a course file may hold, so a device such as /dev/zero is read no further.
  public static let fileBytes = 1 << 30
}
