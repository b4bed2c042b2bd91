import App
import Foundation
import Testing

@testable import LingoCLI

/// The table of commands: dispatch, "did you mean", help and the parsers agree with it.
@Suite("the table of commands")
struct CommandTableTests {
  @Test("every command's name is unique and every command has help naming its options")
  func helpPerCommand() {
    #expect(Set(CommandTable.names).count == CommandTable.names.count)
    for command in CommandTable.all where command.name != "app" {
      let run = lingo(["help", command.name])
      #expect(run.status == 0 && run.stderr.isEmpty, "lingo help \(command.name): \(run.stderr)")
      #expect(run.stdout.hasPrefix("usage: lingo \(command.usage)\n\n\(command.summary)\n"))
      for option in command.options {
        #expect(
          run.stdout.contains("  \(option.label)  "), "lingo help \(command.name) lacks \(option.label)")
      }
    }
  }

  @Test("lingo play --help and lingo help play print the same: usage, summary and options")
  func helpFlag() {
    let flag = lingo(["play", "--help"])
    #expect(flag.status == 0)
    #expect(flag.stdout == lingo(["help", "play"]).stdout)
    #expect(flag.stdout.hasPrefix("usage: lingo play [COURSE] [--lesson UNIT.NODE|ID] [options]\n"))
    #expect(flag.stdout.contains("  --lesson UNIT.NODE|ID  the node to play"))
    #expect(lingo(["reset", "-h"]).stdout.contains("  --redo"))
    #expect(lingo(["help"]).stdout == lingo(["--help"]).stdout)
  }

  @Test("every option in the table is one its command's parser takes")
  func optionsParse() {
    for command in CommandTable.all {
      for option in command.options {
        let words = [option.name] + (option.value == nil ? [] : ["x"])
        do throws(LingoError) {
          _ = try command.make(words)
        } catch {
          #expect(!"\(error)".contains("unknown option"), "\(command.name) \(option.name): \(error)")
        }
      }
      do throws(LingoError) {
        _ = try command.make(["--no-such-option"])
        Issue.record("\(command.name) took --no-such-option")
      } catch {}
    }
  }

  @Test("no command's parser takes an option its table entry does not list (unless only to refuse it)")
  func nothingOutsideTheTable() {
    let every = Set(CommandTable.all.flatMap(\.options).map(\.name))
    // The words that make each command valid, so that only the option under test can be refused.
    let valid = ["check": ["x.json"], "import": ["x.txt", "--out", "x.json"], "completions": ["bash"]]
    // Import takes --json and ignores it (ImportCommand.swift parses the shared options whole).
    let known: Set = ["import --json"]
    for command in CommandTable.all where command.name != "help" {
      for option in every.subtracting(command.options.map(\.name)).sorted()
      where !known.contains("\(command.name) \(option)") {
        let value = CommandTable.all.flatMap(\.options).first { $0.name == option }?.value
        do throws(LingoError) {
          _ = try command.make(valid[command.name, default: []] + [option] + (value == nil ? [] : ["1"]))
          Issue.record("\(command.name) takes \(option), which its table entry does not list")
        } catch {
          #expect(
            "\(error)".contains("unknown option") || "\(error)".contains("\(option) is for"),
            "\(command.name) \(option): \(error)")
        }
      }
    }
  }

  @Test("the general usage names every command lingo --help lists")
  func usageNamesCommands() {
    for command in CommandTable.all where command.listing != nil && command.name != "app" {
      #expect(Help.usage.contains(command.name), "the usage lacks \(command.name)")
      #expect(Help.text.contains("\n  \(command.listing ?? "")  "), "lingo --help lacks \(command.name)")
    }
  }

  @Test(
    "a misspelt command, in dispatch or in help, gets one suggestion",
    arguments: [
      (["reveiw"], "did you mean 'review'?"), (["help", "chek"], "did you mean 'check'?"),
      (["stauts"], "did you mean 'status'?"), (["reset", "--reod"], "did you mean '--redo'?"),
    ])
  func didYouMean(_ arguments: [String], _ hint: String) {
    let run = lingo(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.contains(hint), "\(run.stderr)")
  }

  @Test("a word far from every command gets no suggestion")
  func noSuggestion() {
    let run = lingo(["xylophone"])
    #expect(run.status == 2 && !run.stderr.contains("did you mean"))
  }
}
