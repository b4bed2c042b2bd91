import App
import Foundation
import LingoCLI
import TestSupport
import Testing

/// What one run of lingo printed and returned.
struct Run {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Collects what a run writes.
private final class Capture {
  var out = ""
  var err = ""
}

/// Runs lingo in-process with piped `input`, no terminal and a fixed environment whose home folders are a sandbox.
func lingo(_ arguments: [String], input: String = "", variables: [String: String] = [:]) -> Run {
  let capture = Capture()
  var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if lines.last == "" { lines.removeLast() }
  var next = lines.makeIterator()
  let sandbox = Sandbox()
  let environment = AppEnvironment(
    variables: sandbox.variables.merging(["TZ": "UTC"].merging(variables) { $1 }) { $1 },
    inputIsTerminal: false,
    outputIsTerminal: false,
    now: { Date(timeIntervalSince1970: 0) }, readLine: { next.next() }, write: { capture.out += $0 },
    writeError: { capture.err += $0 })
  let status = withExtendedLifetime(sandbox) { Lingo.run(arguments, environment: environment) }
  return Run(status: status, stdout: capture.out, stderr: capture.err)
}

/// The sample lesson's seven answers, all right.
let rightAnswers = """
  coffee
  A coffee with milk please
  café=coffee, té=tea, agua=water, pan=bread, leche=milk
  quiero
  apple
  I want a coffee, please
  I like coffee

  """

/// The same lesson with one wrong answer (tea for "la manzana"), and its replay answered right.
let oneMistakeAnswers = """
  # a comment, then a blank line: both skipped
  coffee

  A coffee with milk please
  café=coffee, té=tea, agua=water, pan=bread, leche=milk
  quiero
  bread
  I want a coffee, please
  I like coffee
  apple

  """

/// The flags that make a run the same bytes every time.
let fixed = ["--ephemeral", "--now", "2026-11-26T18:00:00Z", "--seed", "1"]
