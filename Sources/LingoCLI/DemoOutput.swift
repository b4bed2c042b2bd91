import Foundation
import Terminal

/// The demo's screens written out: played at a terminal, recorded as an asciicast, or listed as plain text.
struct DemoOutput {
  let frames: [DemoFrame]
  let renderer: DemoRenderer
  /// How much faster than the script: 2 plays every time at half.
  let speed: Double

  /// Each step's screen drawn whole, with its time in seconds from the start at this speed.
  private var drawn: [(time: Double, step: DemoStep, frame: Frame)] {
    frames.map { ($0.step.time / speed, $0.step, Frame(renderer.lines($0.screen))) }
  }

  /// The rows every frame is drawn over: the tallest screen's.
  private var height: Int { frames.map { renderer.lines($0.screen).count }.max() ?? 0 }

  /// The last screen alone, for reduced motion: what the run ends on, without the frames before it.
  func finalScreen() -> TerminalText {
    guard let last = frames.last else { return "" }
    return renderer.lines(last.screen).map { $0 + "\n" }.joined()
  }

  /// Plays in real time: clears the screen once, then draws each frame over the last at its time.
  func play(write: (TerminalText) -> Void, pause: (Double) -> Void) {
    let height = height
    var clock = 0.0
    write(Frame.clearScreen)
    for (time, _, frame) in drawn {
      if time > clock { pause(time - clock) }
      clock = max(clock, time)
      write(frame.drawn(height: height))
    }
  }

  /// The run as an asciicast v2 recording: the same output as `play`, each frame stamped with its time.
  func cast() -> Asciicast {
    let drawn = drawn
    let height = height
    let width = max(80, drawn.map(\.frame.width).max() ?? 0)
    let events = drawn.enumerated().map { index, item in
      Asciicast.Event(
        time: item.time, data: ((index == 0 ? Frame.clearScreen : "") + item.frame.drawn(height: height)).text
      )
    }
    return Asciicast(
      width: width, height: height + 1, title: "lingo demo",
      env: ["TERM": "xterm-256color"], events: events)
  }

  /// Every frame as its time, what happened, and its plain lines.
  func text() -> TerminalText {
    drawn.map { time, step, frame in
      "--- \(String(format: "%.3f", time)) s: \(step.action)\n" + frame.text
    }.joined(separator: "\n")
  }
}
