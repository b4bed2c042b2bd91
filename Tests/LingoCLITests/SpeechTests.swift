import App
import Course
import Foundation
import Learner
import LingoCLI
import Store
import TestSupport
import Testing

/// A learner's world in memory for speech: the repository's bundled courses, one store shared by every run,
/// speech recorded rather than spoken. Nothing is read from or written to disk, no program is started.
private struct SpeechWorld {
  let store = MemoryProgressStore()
  let recorder = SpeechRecorder()
  let courses: MemoryCourses

  init() throws {
    var bundled: [String: Data] = [:]
    for name in BundledCourse.names {
      bundled[name] = try Data(contentsOf: packageRoot.appendingPathComponent("courses/\(name).json"))
    }
    courses = MemoryCourses(bundled: bundled)
  }

  /// Runs lingo in process with `input` on these services, and `speech` (recorded unless given).
  func run(
    _ arguments: [String], input: String = "", variables: [String: String] = [:], speech: SpeechService? = nil
  ) -> Run {
    var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let streams = MemoryStreams(input: lines)
    var services = AppServices.inMemory(store: store, courses: courses, speech: recorder)
    if let speech { services.speech = speech }
    let environment = AppEnvironment.inMemory(
      streams: streams, services: services, variables: ["TZ": "UTC"].merging(variables) { $1 },
      now: Date(timeIntervalSince1970: 0))
    let status = Lingo.run(arguments, environment: environment)
    return Run(status: status, stdout: streams.output, stderr: streams.error)
  }

  /// Plays `course`'s lesson `lesson` with `answers` then `:listen` and `:quit`, speaking into `wav`.
  func listen(_ course: String, _ lesson: String, answers: String = "", wav: String = "/nowhere/x.wav") -> Run
  {
    run(
      ["play", course, "--lesson", lesson, "--seed", "1", "--now", "2026-11-26T18:00:00Z"],
      input: answers + ":listen\n:quit\n", variables: ["LINGO_SPEECH_FILE": wav])
  }
}

@Suite("speech")
struct SpeechTests {
  @Test("Spanish, French and Italian prompts are asked to be spoken in their language, into the WAV file")
  func threeLanguages() throws {
    let world = try SpeechWorld()
    for (course, lesson, code) in [
      ("spanish", "2.4", "es"), ("french", "1.1", "fr"), ("italian", "1.1", "it"),
    ] {
      let run = world.listen(course, lesson)
      #expect(run.stdout.contains("The prompt's speech is in /nowhere/x.wav."), "\(course): \(run.stdout)")
      let said = try #require(world.recorder.requests.last)
      #expect(said.language == code && said.file == "/nowhere/x.wav", "\(course): \(said)")
      #expect(said.wordsPerMinute == VoiceSpeed.normal.wordsPerMinute)
      // A prompt is heard as shown; a board, as its left words one after the other.
      let heard = said.text.components(separatedBy: ", ")
      #expect(!said.text.isEmpty, "\(course)")
      #expect(
        run.stdout.contains(said.text) || heard.allSatisfy(run.stdout.contains),
        "\(course): '\(said.text)' was not shown")
    }
    #expect(world.recorder.requests.count == 3)
  }

  @Test("settings voice slow speaks slower than fast; voice off is quiet and asks for nothing")
  func speeds() throws {
    let world = try SpeechWorld()
    var speeds: [String: Int] = [:]
    for speed in ["slow", "fast"] {
      let set = world.run(["settings", "voice", speed, "--now", "2026-11-26T18:00:00Z"])
      #expect(set.status == 0 && set.stdout.contains("Voice: \(speed)"))
      // The second exercise of 2.4 is a sentence: "Un café con leche, por favor."
      _ = world.listen("spanish", "2.4", answers: "coffee\n")
      speeds[speed] = world.recorder.requests.last?.wordsPerMinute
      #expect(world.recorder.requests.last?.text == "Un café con leche, por favor.")
    }
    #expect(speeds == ["slow": VoiceSpeed.slow.wordsPerMinute, "fast": VoiceSpeed.fast.wordsPerMinute])
    _ = world.run(["settings", "voice", "off"])
    let asked = world.recorder.requests.count
    let quiet = world.listen("spanish", "2.4")
    #expect(quiet.stdout.contains("Sound is off"))
    #expect(world.recorder.requests.count == asked)
  }

  @Test(":listen speaks in a review round too")
  func review() throws {
    let world = try SpeechWorld()
    let played = world.run(
      ["play", "--lesson", "2.4", "--seed", "1", "--now", "2026-11-26T18:00:00Z"], input: rightAnswers)
    #expect(played.status == 0, "\(played.stderr)")
    let round = world.run(
      ["review", "--seed", "1", "--now", "2026-12-20T18:00:00Z"], input: ":listen\n:quit\n",
      variables: ["LINGO_SPEECH_FILE": "/nowhere/r.wav"])
    #expect(
      round.stdout.contains("Review") && round.stdout.contains("The prompt's speech is in /nowhere/r.wav."),
      "\(round.stdout)")
    #expect(world.recorder.requests.map(\.file) == ["/nowhere/r.wav"])
  }

  @Test("without espeak-ng :listen says so and the lesson goes on")
  func missingEngine() throws {
    let world = try SpeechWorld()
    let nowhere = temporaryItem("lingo-empty").path
    let run = world.run(
      ["play", "--lesson", "2.4"] + fixed, input: ":listen\n" + rightAnswers,
      speech: .live(variables: ["PATH": nowhere]))
    #expect(run.stdout.contains("Sound needs espeak-ng, which is not installed (apt install espeak-ng)."))
    #expect(run.status == 0)
  }

  @Test("--speech-file is the option for the same")
  func option() throws {
    let world = try SpeechWorld()
    let run = world.run(
      ["play", "--lesson", "2.4", "--speech-file", "/nowhere/o.wav"] + fixed, input: ":listen\n:quit\n")
    #expect(run.status == 4)
    #expect(world.recorder.requests.map(\.file) == ["/nowhere/o.wav"])
  }

  @Test("a language that is no language code is refused before anything is recorded")
  func refused() {
    let recorder = SpeechRecorder()
    let lines = SpeechService.recording(recorder).speak(
      SpeechRequest(text: "hola", language: "-w", wordsPerMinute: 160, file: nil))
    #expect(lines == ["Sound can't speak '-w': it is not a language code."])
    #expect(recorder.requests.isEmpty)
  }

  /// End to end: the built binary runs the real espeak-ng, which `.ci/run` installs.
  @Test("end to end: the binary's :listen writes a WAV file of non-silent speech of plausible length")
  func realEngine() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng"),
      "install espeak-ng (apt-get install espeak-ng; .ci/run installs it)")
    let wav = temporaryItem("lingo", pathExtension: "wav").path
    let run = try runBinary(
      ["play", "--lesson", "2.4"] + fixed, input: ":listen\n:quit\n", variables: ["LINGO_SPEECH_FILE": wav])
    #expect(run.stdout.contains("The prompt's speech is in \(wav)."), "\(run.stdout)")
    let sound = try #require(WAVSound(try Data(contentsOf: URL(fileURLWithPath: wav))), "not a 16-bit WAV")
    #expect((0.3...8).contains(sound.seconds), "\(sound.seconds) s")
    #expect(sound.rms > 0.01, "RMS \(sound.rms) is silence")
  }
}

/// What a 16-bit PCM WAV file (espeak-ng's) holds: its length in seconds and its loudness (RMS, 0 to 1).
private struct WAVSound {
  var seconds: Double
  var rms: Double

  init?(_ data: Data) {
    let bytes = [UInt8](data)
    guard bytes.count > 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46] else { return nil }
    func word(_ at: Int, _ size: Int) -> Int {
      (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    var at = 12
    var rate = 0
    var channels = 1
    while at + 8 <= bytes.count {
      let id = String(decoding: bytes[at..<at + 4], as: UTF8.self)
      let size = word(at + 4, 4)
      let body = at + 8
      if id == "fmt ", body + 16 <= bytes.count {
        (channels, rate) = (word(body + 2, 2), word(body + 4, 4))
        guard word(body + 14, 2) == 16 else { return nil }
      }
      if id == "data" {
        // espeak-ng writing to a file may leave the size unset: the data then runs to the end.
        let end = size == 0 || body + size > bytes.count ? bytes.count : body + size
        let samples = stride(from: body, to: end - 1, by: 2).map {
          Double(Int16(bitPattern: UInt16(word($0, 2))))
        }
        guard rate > 0, channels > 0, !samples.isEmpty else { return nil }
        seconds = Double(samples.count / channels) / Double(rate)
        rms = (samples.reduce(0) { $0 + $1 * $1 } / Double(samples.count)).squareRoot() / 32768
        return
      }
      at = body + size + (size & 1)
    }
    return nil
  }
}
