import App
import Course
import Foundation
import Terminal

/// `lingo demo`: a four-second hook, played through the real lesson code with an in-memory learner.
struct DemoCommand: Command {
  static let flags: Set<String> = ["--ascii", "--frames", "--help", "-h"]
  static let valued: Set<String> = ["--color", "--speed", "--cast"]

  let options: CommonOptions
  /// The speeds `--speed` takes: from ten times slower to a hundred times faster.
  static let speeds: ClosedRange<Double> = 0.1...100
  /// How much faster than the script to play; 2 is twice as fast.
  let speed: Double
  /// Where to write the asciicast, if anywhere.
  let castPath: String?
  /// Whether to list each frame's time and plain text instead of playing.
  let listFrames: Bool

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(words, flags: Self.flags, options: Self.valued)
    if let extra = arguments.positionals.first { throw .usage("demo takes no arguments, not '\(extra)'") }
    options = try CommonOptions(arguments)
    let speedText = arguments.options["--speed"] ?? "1"
    guard let speed = Double(speedText), Self.speeds.contains(speed) else {
      throw .usage(
        "--speed wants a number from 0.1 to 100 such as 2 (twice as fast), not '\(speedText)'")
    }
    self.speed = speed
    castPath = arguments.options["--cast"]
    if castPath?.isEmpty == true { throw .usage("--cast wants a file name") }
    listFrames = arguments.flags.contains("--frames")
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    let setting = try DemoSetting.load(variables: environment.variables)
    let frames = DemoPlayer.frames(setting)
    func output(_ style: Style) -> DemoOutput {
      DemoOutput(frames: frames, renderer: DemoRenderer(setting: setting, style: style), speed: speed)
    }
    if listFrames {
      environment.write(output(Style(color: false, ascii: options.style(environment).ascii)).text())
    }
    if let castPath {
      // A recording is played back on a terminal, so it is coloured as a terminal would be.
      var terminal = environment
      terminal.outputIsTerminal = true
      var style = options.style(terminal)
      style.depth = .trueColor
      let cast = output(style).cast()
      do {
        try Data(cast.text.utf8).write(to: URL(fileURLWithPath: castPath))
      } catch {
        throw .usage("cannot write the recording to '\(castPath)': \(error.localizedDescription)")
      }
      if !listFrames {
        let seconds = String(format: "%.2f", cast.events.last?.time ?? 0)
        environment.write(
          "Recorded the demo (\(seconds) s) in \(castPath); play it with: asciinema play \(castPath)\n")
      }
    }
    // Without a cursor to move (TERM=dumb, or not a terminal) the final screen is drawn once, as for reduced motion.
    if !listFrames && castPath == nil && (options.reducesMotion(environment) || !environment.canMoveCursor) {
      environment.write(output(options.style(environment)).finalScreen())
    } else if !listFrames && castPath == nil {
      output(options.style(environment)).play(write: environment.write, pause: environment.pause)
    }
  }
}
