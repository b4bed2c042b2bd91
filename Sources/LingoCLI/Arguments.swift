import App
import Course

/// A command line split into options, flags and positional arguments.
struct Arguments: Sendable, Equatable {
  var options: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  /// Splits `words` knowing which names are flags and which take a value (`--name value` or `--name=value`).
  init(_ words: [String], flags known: Set<String>, options valued: Set<String>) throws(LingoError) {
    var index = 0
    var onlyPositionals = false
    while index < words.count {
      let word = words[index]
      index += 1
      guard !onlyPositionals, word.hasPrefix("-"), word != "-" else {
        positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      if known.contains(name) {
        guard parts.count == 1 else { throw .usage("\(name) takes no value") }
        flags.insert(name)
      } else if valued.contains(name) {
        if parts.count == 2 {
          options[name] = parts[1]
        } else if index < words.count {
          // `--new --yes` forgot the name: an option's name is never taken as a value (`--new=--yes` is).
          let value = words[index]
          let next = String(value.split(separator: "=", maxSplits: 1).first ?? "")
          if known.union(valued).contains(next) {
            throw .usage("\(name) needs a value before \(next)")
          }
          options[name] = value
          index += 1
        } else {
          throw .usage("\(name) needs a value")
        }
      } else {
        throw .usage(
          "unknown option '\(name)'" + Suggestion.hint(for: name, in: known.union(valued), within: 3))
      }
    }
  }
}
