import Testing

@testable import Terminal

/// Ctrl-C as the lesson sees it: given back by the read it came in, or by the next one while a lesson holds
/// it, and otherwise left to end the process.
@Suite("Ctrl-C kept for the read", .serialized)
struct InterruptsTests {
  @Test("with nothing reading and nothing held, Ctrl-C is not caught: the process ends on it")
  func notCaughtOutsideAReadOrAHold() {
    Interrupts.hold(false)
    #expect(!Interrupts.noteInterrupt())
    Interrupts.beginReading()
    #expect(!Interrupts.endReading())
  }

  @Test("one that comes while a read waits is given back by that read, once")
  func caughtByTheReadUnderWay() {
    Interrupts.hold(false)
    Interrupts.beginReading()
    #expect(Interrupts.noteInterrupt())
    #expect(Interrupts.endReading())
    Interrupts.beginReading()
    #expect(!Interrupts.endReading())
  }

  @Test("while held, one that comes between two reads is given back by the next read")
  func heldForTheNextRead() {
    Interrupts.hold(true)
    defer { Interrupts.hold(false) }
    #expect(Interrupts.noteInterrupt())
    Interrupts.beginReading()
    #expect(Interrupts.wasCaught)
    #expect(Interrupts.endReading())
  }

  @Test("let go, a held one is dropped: the prompt after the lesson does not see it")
  func droppedWhenLetGo() {
    Interrupts.hold(true)
    #expect(Interrupts.noteInterrupt())
    Interrupts.hold(false)
    Interrupts.beginReading()
    #expect(!Interrupts.endReading())
  }
}
