import Learner
import Terminal
import Testing

@Suite("text layout")
struct TextLayoutTests {
  let unicode = Style(color: false, ascii: false)
  let ascii = Style(color: false, ascii: true)

  @Test("padding and centring count columns, not characters")
  func padding() {
    #expect("☕".padded(to: 4) == "☕  ")
    #expect("long".padded(to: 2) == "long")
    #expect("ab".centred(in: 5) == " ab  ")
    #expect("🔥".centred(in: 4) == " 🔥 ")
  }

  @Test("trailing spaces go, leading and inner ones stay")
  func trimming() {
    #expect("  a b   ".trimmingTrailingSpaces == "  a b")
    #expect("    ".trimmingTrailingSpaces == "")
    #expect("a\t ".trimmingTrailingSpaces == "a\t")
    #expect("".trimmingTrailingSpaces == "")
  }

  @Test("fitting cuts to the width with an ellipsis, wide characters counted as two")
  func fitting() {
    #expect("hello".fitted(to: 5) == "hello")
    #expect("hello world".fitted(to: 8) == "hello w…")
    #expect("☕☕☕".fitted(to: 4) == "☕…")
    #expect("hello".fitted(to: 1) == ".")
    #expect("hello".fitted(to: 0) == "")
    #expect("hello".fitted(to: -3) == "")
    #expect(ascii.fitted("hello world", to: 8) == "hello...")
    #expect(ascii.fitted("hello", to: 3) == "...")
    #expect(unicode.fitted("hello world", to: 8) == "hello w…")
  }

  @Test("wrapping breaks at spaces; a long word stands alone, or is cut short by the style")
  func wrapping() {
    #expect("the cat sat on the mat".wrapped(to: 10) == ["the cat", "sat on the", "mat"])
    #expect("a  b".wrapped(to: 10) == ["a b"])
    #expect("".wrapped(to: 10) == [""])
    #expect("extraordinary cat".wrapped(to: 5) == ["extraordinary", "cat"])
    #expect(unicode.wrapped("extraordinary cat", to: 5) == ["extr…", "cat"])
    #expect(ascii.wrapped("extraordinary cat", to: 6) == ["ext...", "cat"])
    #expect("☕ ☕ ☕".wrapped(to: 5) == ["☕ ☕", "☕"])
  }

  @Test("shown text is terminal-safe and folded to ASCII in ASCII mode")
  func shown() {
    #expect(ascii.shown("Café\u{1B}") == "Cafe\\u{1B}")
    #expect(ascii.shown("日本") == "??")
    #expect(unicode.shown("Café") == "Café")
  }

  @Test("boxes draw their kind, and plain ASCII in ASCII mode")
  func boxes() {
    #expect(unicode.box(.rounded).top(3) == "╭───╮")
    #expect(unicode.box(.square).bottom(2) == "└──┘")
    #expect(unicode.box(.dashed).vertical == "╎")
    #expect(unicode.box(.double).top(1) == "╔═╗")
    #expect(ascii.box(.rounded).top(3) == "+---+")
    #expect(ascii.box(.dashed).top(2) == "+..+")
    #expect(ascii.box(.double).bottom(2) == "+==+")
    #expect(ascii.box(.square).rule(-1) == "")
    #expect(ascii.divider("ZONE", width: 12, role: .grey) == "--- ZONE ---")
  }

  @Test("weekday names run Sunday to Saturday and stay in range")
  func weekdays() {
    #expect((0...6).map(Weekday.shortName) == ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"])
    #expect(Weekday.name(3) == "Wednesday")
    #expect(Weekday.shortName(-1) == "Su")
    #expect(Weekday.name(9) == "Saturday")
    let thursday = WeekDay(day: Day(year: 2026, month: 11, day: 26), isToday: true, isActive: false)
    #expect(thursday.shortName == "Th")
    #expect(thursday.name == "Thursday")
  }
}
