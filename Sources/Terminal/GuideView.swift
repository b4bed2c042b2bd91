import Course

/// A unit's guidebook: its tips and key phrases.
public struct GuideView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = max(40, width)
  }

  public func lines(unit: PathUnit) -> [TerminalText] {
    let role = Role.unit(unit.color)
    var lines: [TerminalText] = [
      style.paint("GUIDEBOOK · UNIT \(unit.number)", role), style.paint("\(unit.title)", .bold), "",
    ]
    if !unit.guidebook.tips.isEmpty {
      lines.append(style.paint("Tips", .bold))
      for tip in unit.guidebook.tips { lines += wrap("\(tip)", bullet: style.symbol("• ", "* ")) }
      lines.append("")
    }
    if !unit.guidebook.phrases.isEmpty {
      lines.append(style.paint("Key phrases", .bold))
      for phrase in unit.guidebook.phrases {
        lines += wrap(style.paint("\(phrase.text)", .macaw), bullet: style.symbol("🔊 ", "> "))
        lines += wrap(style.paint("\(phrase.translation)", .grey), bullet: "   ")
      }
    }
    if unit.guidebook.tips.isEmpty && unit.guidebook.phrases.isEmpty {
      lines.append(style.paint("This unit has no guidebook yet.", .grey))
    }
    return lines
  }

  /// `text` wrapped at word boundaries to the width, the bullet on the first line; a word wider than the
  /// line stands alone, whole.
  private func wrap(_ text: TerminalText, bullet: TerminalText) -> [TerminalText] {
    let indent = bullet.indent
    return TerminalText.lines(of: text.words, to: width - indent.displayWidth).enumerated().map {
      ($0 == 0 ? bullet : indent) + $1
    }
  }
}
