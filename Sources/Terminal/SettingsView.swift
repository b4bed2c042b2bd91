import Learner

/// The settings, each with its value and the command that changes it.
public struct SettingsView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// The settings and the current `course` (an id such as `spanish`), and the `courses` one can switch to.
  public func lines(settings: Settings, course: String, courses: [String]) -> [TerminalText] {
    let goalNames = zip(Settings.goals, ["Casual", "Regular", "Serious", "Intense"])
    let goalName: TerminalText = goalNames.first { $0.0 == settings.dailyGoal }.map { " (\($0.1))" } ?? ""
    let courseIDs = courses.map { style.shown($0.lowercased()) }
    let rows = [
      Row(
        label: "Accent forgiveness", value: onOff(settings.accentForgiveness),
        command: "settings accents on|off",
        note: settings.accentForgiveness
          ? "A missing accent passes, with a note." : "A missing accent counts as a mistake."),
      Row(
        label: "Sound", value: onOff(settings.sound), command: "settings sound on|off",
        note: settings.sound
          ? ":listen speaks the prompt with espeak-ng."
          : ":listen uses espeak-ng; it is quiet while sound is off."),
      Row(
        label: "Keyboard", value: onOff(settings.keyboard), command: "settings keyboard on|off",
        note: settings.keyboard
          ? "Translations are typed, without a word bank." : "Translations are built from a word bank."),
      Row(
        label: "Daily goal", value: style.paint("\(settings.dailyGoal) XP" + goalName, .gold),
        command: "settings goal \(Settings.goals.map(String.init).joined(separator: "|"))", note: nil),
      Row(
        label: "Course", value: style.paint(style.shown(capitalized(course)), .macaw),
        command: "settings course " + courseIDs.joined(separator: "|"),
        note: "Or a file: settings course FILE."),
    ]
    let labelWidth = rows.map(\.label.text.count).max() ?? 0
    let valueWidth = rows.map(\.value.displayWidth).max() ?? 0
    let commandWidth = rows.map(\.command.text.count).max() ?? 0
    let wide = labelWidth + 2 + valueWidth + 2 + commandWidth <= width
    var lines: [TerminalText] = [
      style.paint("Settings", .bold),
      style.paint(style.fitted("Type a command to change a setting.", to: width), .grey),
    ]
    for row in rows {
      lines.append("")
      if wide {
        lines.append(
          style.paint(row.label.padded(to: labelWidth), .bold) + "  " + row.value.padded(to: valueWidth)
            + "  "
            + style.paint(row.command, .macaw))
      } else {
        lines.append(style.paint(row.label + ":", .bold) + " " + row.value)
        lines.append("  " + style.paint(style.fitted(row.command, to: width - 2), .macaw))
      }
      if let note = row.note {
        lines += style.wrapped(note, to: width - 2).map { "  " + style.paint($0, .grey) }
      }
    }
    return lines
  }

  /// One setting as shown.
  private struct Row {
    var label: TerminalText
    var value: TerminalText
    var command: TerminalText
    var note: TerminalText?
  }

  private func onOff(_ isOn: Bool) -> TerminalText {
    isOn ? style.paint("on", .green) : style.paint("off", .grey)
  }

  private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
