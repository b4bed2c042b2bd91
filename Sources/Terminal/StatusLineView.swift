import Learner

/// `lingo status`'s one line: `🔥 28 · 15/30 XP · ⚡ 19 · next: At the café`, or a template of named fields.
public struct StatusLineView: Sendable {
  public let style: Style
  public let plain: Bool

  public init(style: Style, plain: Bool = false) {
    self.style = style
    self.plain = plain
  }

  /// The names `--format` templates may use, each in braces: `{streak}`.
  public static let fields = ["streak", "xp", "goal", "energy", "gems", "next", "done", "flame"]

  /// The default line.
  public func line(_ status: DailyStatus) -> TerminalText {
    let next = status.next ?? "course complete"
    if plain {
      return "Streak \(Plain.count(status.streak, "day")). Today \(status.xpToday) of \(status.goal) XP. "
        + "Energy \(status.energy). Next lesson: \(next)."
    }
    return [
      style.symbol("🔥 ", "streak ") + "\(status.streak)", "\(status.xpToday)/\(status.goal) XP",
      style.symbol("⚡ ", "energy ") + "\(status.energy)", "next: \(next)",
    ].joined(separator: " · ")
  }

  /// `template` with each `{field}` filled in (`{{` and `}}` are braces); the unknown field's name otherwise.
  /// The template is outside text: what it says besides its fields is escaped like a course's text.
  public func fill(_ template: String, _ status: DailyStatus) -> Result<TerminalText, UnknownField> {
    var output = TerminalText.empty
    var rest = Substring(template)
    while let brace = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
      output += "\(rest[..<brace])"
      let after = rest.index(after: brace)
      if after < rest.endIndex, rest[after] == rest[brace] {
        output += "\(rest[brace])"
        rest = rest[rest.index(after: after)...]
        continue
      }
      guard rest[brace] == "{", let close = rest[after...].firstIndex(of: "}") else {
        return .failure(UnknownField(name: String(rest[brace...])))
      }
      let name = String(rest[after..<close])
      guard let value = value(name, status) else { return .failure(UnknownField(name: name)) }
      output += value
      rest = rest[rest.index(after: close)...]
    }
    return .success(output + "\(rest)")
  }

  private func value(_ name: String, _ status: DailyStatus) -> TerminalText? {
    switch name {
    case "streak": "\(status.streak)"
    case "xp": "\(status.xpToday)"
    case "goal": "\(status.goal)"
    case "energy": "\(status.energy)"
    case "gems": "\(status.gems)"
    case "next": "\(status.next ?? "")"
    case "done": status.doneToday ? "yes" : "no"
    case "flame": status.doneToday ? style.symbol("🔥", "*") : style.symbol("⏳", "!")
    default: nil
    }
  }

  /// A `{name}` a template asked for that is not a field.
  public struct UnknownField: Error, Equatable {
    public let name: String

    public init(name: String) { self.name = name }
  }
}
