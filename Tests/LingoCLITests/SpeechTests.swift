import Foundation
import TestSupport
import Testing

/// espeak-ng and sox, installed with apt-get when they are missing and the tests run as root (as on CI).
private let speechTools: String? = {
  let tools = ["espeak-ng", "sox"]
  let missing = { tools.filter { !FileManager.default.isExecutableFile(atPath: "/usr/bin/\($0)") } }
  if !missing().isEmpty && getuid() == 0 {
    _ = try? runProgram("/usr/bin/apt-get", ["update", "-qq"])
    _ = try? runProgram("/usr/bin/apt-get", ["install", "-y", "-qq", "--no-install-recommends"] + missing())
  }
  let still = missing()
  return still.isEmpty
    ? nil : "needs \(still.joined(separator: " and ")): run .ci/run or apt-get install them"
}()

/// What sox measures of a WAV file.
private struct Sound {
  var seconds: Double
  var rms: Double
  var frequency: Double

  init(_ path: String) throws {
    let run = try runProgram("/usr/bin/sox", [path, "-n", "stat"])
    func value(_ label: String) -> Double {
      let line = run.output.split(separator: "\n").first { $0.hasPrefix(label) }
      return line.flatMap {
        Double($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
      }
        ?? 0
    }
    seconds = value("Length (seconds)")
    rms = value("RMS     amplitude")
    frequency = value("Rough   frequency")
  }
}

@Suite("speech through espeak-ng")
struct SpeechTests {
  let path = ["PATH": "/usr/bin:/bin"]

  /// Plays `course`'s lesson `lesson` with `answers` then `:listen` and `:quit`; the WAV file written.
  func listen(_ course: String, _ lesson: String, answers: String = "", home: String = temporaryHome()) throws
    -> (run: Run, wav: String)
  {
    let wav = temporaryItem("lingo", pathExtension: "wav").path
    let run = lingo(
      ["play", course, "--lesson", lesson, "--seed", "1"], input: answers + ":listen\n:quit\n",
      variables: path.merging(["LINGO_SPEECH_FILE": wav, "LINGO_HOME": home]) { $1 })
    return (run, wav)
  }

  @Test("Spanish, French and Italian prompts become WAV files of non-silent speech of plausible length")
  func threeLanguages() throws {
    if let speechTools { Issue.record(Comment(rawValue: speechTools)) }
    for (course, lesson) in [("spanish", "2.4"), ("french", "1.1"), ("italian", "1.1")] {
      let (run, wav) = try listen(course, lesson)
      #expect(run.stdout.contains("The prompt's speech is in \(wav)."), "\(course): \(run.stdout)")
      let sound = try Sound(wav)
      #expect((0.3...8).contains(sound.seconds), "\(course): \(sound.seconds) s")
      #expect(sound.rms > 0.01, "\(course): RMS \(sound.rms) is silence")
      #expect((80...6000).contains(sound.frequency), "\(course): \(sound.frequency) Hz is not a voice")
    }
  }

  @Test("settings voice slow speaks longer than fast; voice off is quiet")
  func speeds() throws {
    if let speechTools { Issue.record(Comment(rawValue: speechTools)) }
    let home = temporaryHome()
    var seconds: [String: Double] = [:]
    for speed in ["slow", "fast"] {
      let set = lingo(
        ["settings", "voice", speed, "--now", "2026-11-26T18:00:00Z"], variables: ["LINGO_HOME": home])
      #expect(set.status == 0 && set.stdout.contains("Voice: \(speed)"))
      // The second exercise of 2.4 is a sentence: "Un café con leche, por favor."
      let (_, wav) = try listen("spanish", "2.4", answers: "coffee\n", home: home)
      seconds[speed] = try Sound(wav).seconds
    }
    let slow = try #require(seconds["slow"])
    let fast = try #require(seconds["fast"])
    #expect(slow > fast * 1.3, "slow \(slow) s, fast \(fast) s")
    _ = lingo(["settings", "voice", "off"], variables: ["LINGO_HOME": home])
    let (quiet, wav) = try listen("spanish", "2.4", home: home)
    #expect(quiet.stdout.contains("Sound is off"))
    #expect(!FileManager.default.fileExists(atPath: wav))
  }

  @Test(":listen speaks in a review round too")
  func review() throws {
    if let speechTools { Issue.record(Comment(rawValue: speechTools)) }
    let home = temporaryHome()
    let played = lingo(
      ["play", "--lesson", "2.4", "--seed", "1", "--now", "2026-11-26T18:00:00Z"], input: rightAnswers,
      variables: ["LINGO_HOME": home])
    #expect(played.status == 0)
    let wav = temporaryItem("lingo", pathExtension: "wav").path
    let round = lingo(
      ["review", "--seed", "1", "--now", "2026-12-20T18:00:00Z"], input: ":listen\n:quit\n",
      variables: path.merging(["LINGO_HOME": home, "LINGO_SPEECH_FILE": wav]) { $1 })
    #expect(
      round.stdout.contains("Review") && round.stdout.contains("The prompt's speech is in"), "\(round.stdout)"
    )
    #expect(try Sound(wav).rms > 0.01)
  }

  @Test("without espeak-ng :listen says so and the lesson goes on")
  func missingEngine() {
    let empty = temporaryItem("lingo-empty").path
    let run = lingo(
      ["play", "--lesson", "2.4"] + fixed, input: ":listen\n" + rightAnswers, variables: ["PATH": empty])
    #expect(run.stdout.contains("Sound needs espeak-ng, which is not installed (apt install espeak-ng)."))
    #expect(run.status == 0)
  }

  @Test("--speech-file is the option for the same")
  func option() throws {
    if let speechTools { Issue.record(Comment(rawValue: speechTools)) }
    let wav = temporaryItem("lingo", pathExtension: "wav").path
    let run = lingo(
      ["play", "--lesson", "2.4", "--speech-file", wav] + fixed, input: ":listen\n:quit\n", variables: path)
    #expect(run.status == 4)
    #expect(try Sound(wav).rms > 0.01)
  }
}
