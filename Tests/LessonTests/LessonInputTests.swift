import Lesson
import Testing

@Suite("lesson input")
struct LessonInputTests {
  @Test(
    "a line starting with a colon is a command, in any case, spaces around it ignored",
    arguments: [
      (":quit", LessonInput.quit), (":q", .quit), (":QUIT", .quit), (": skip ", .skip), (":skip", .skip),
      (":help", .help), (":h", .help), (":?", .help), (":Listen", .listen),
    ])
  func commands(line: String, input: LessonInput) {
    #expect(LessonInput(line) == input)
  }

  @Test("any other line is an answer, kept exactly as typed")
  func answers() {
    #expect(LessonInput("quit") == .answer("quit"))
    #expect(LessonInput(" :quit") == .answer(" :quit"))
    #expect(LessonInput("  el  gato ") == .answer("  el  gato "))
    #expect(LessonInput("") == .answer(""))
  }

  @Test("an unknown command keeps the line, to say what was not understood")
  func unknown() {
    #expect(LessonInput(":dance") == .unknownCommand(":dance"))
    #expect(LessonInput(":") == .unknownCommand(":"))
    #expect(LessonInput(":skip it") == .unknownCommand(":skip it"))
  }
}
