/// How well a word was recalled, as FSRS grades it.
public enum Rating: Int, Sendable, CaseIterable, Codable {
  case again = 1
  case hard, good, easy
}
