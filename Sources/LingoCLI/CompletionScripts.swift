import App

/// The completion scripts `lingo completions` prints, made from `CompletionSpec`.
enum CompletionScripts {
  private static var names: String { CompletionSpec.commands.map(\.name).joined(separator: " ") }
  private static let courses = SettingsChange.courses.joined(separator: " ")

  /// Bash: `source <(lingo completions bash)`, or install as `share/bash-completion/completions/lingo`.
  static var bash: String {
    let options = CompletionSpec.commands.map {
      "    \($0.name)) opts=\"\($0.options.joined(separator: " "))\" ;;"
    }
    let values = CompletionSpec.optionValues.map {
      "    \(CompletionSpec.pattern($0.command, $0.option))) words=\"\($0.values.joined(separator: " "))\" ;;"
    }
    let settings = CompletionSpec.settings.map {
      "      \($0.name)) words=\"\($0.values.joined(separator: " "))\" ;;"
    }
    return """
      # bash completion for lingo: source <(lingo completions bash)
      _lingo_nodes() {
        local course="" i
        for ((i = 2; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            --lesson | --now | --seed | --color | --speech-file) ((i++)) ;;
            -*) ;;
            *) course="${COMP_WORDS[i]}" ;;
          esac
        done
        command lingo completions --nodes ${course:+"$course"} 2>/dev/null
      }
      _lingo() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="${COMP_WORDS[1]}" opts="" words=""
        ((COMP_CWORD > 0)) && prev="${COMP_WORDS[COMP_CWORD - 1]}"
        COMPREPLY=()
        if ((COMP_CWORD == 1)); then
          if [[ $cur == -* ]]; then words="\(CompletionSpec.common.joined(separator: " ")) --version"; else words="\(names)"; fi
          COMPREPLY=($(compgen -W "$words" -- "$cur"))
          return
        fi
        case "$prev" in
          --lesson) COMPREPLY=($(compgen -W "$(_lingo_nodes)" -- "$cur")); return ;;
          \(CompletionSpec.fileOptions.joined(separator: "|"))) COMPREPLY=($(compgen -f -- "$cur")); return ;;
          --now | --seed | --new | --speed | --retention | --learning-steps | --relearning-steps) return ;;
        esac
        case "$command $prev" in
      \(values.joined(separator: "\n"))
        esac
        if [[ -n $words ]]; then
          COMPREPLY=($(compgen -W "$words" -- "$cur"))
          return
        fi
        [[ $prev == --format ]] && return
        case "$command" in
      \(options.joined(separator: "\n"))
        esac
        if [[ $cur == -* ]]; then
          COMPREPLY=($(compgen -W "$opts" -- "$cur"))
          return
        fi
        case "$command" in
          play) COMPREPLY=($(compgen -W "\(courses)" -- "$cur") $(compgen -f -X '!*.json' -- "$cur")) ;;
          check) COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur")) ;;
          completions) COMPREPLY=($(compgen -W "\(CompletionSpec.shells.joined(separator: " "))" -- "$cur")) ;;
          open) COMPREPLY=($(compgen -W "$(_lingo_nodes)" -- "$cur")) ;;
          settings)
            if ((COMP_CWORD == 2)); then
              words="\(CompletionSpec.settings.map(\.name).joined(separator: " "))"
            elif ((COMP_CWORD == 3)); then
              case "${COMP_WORDS[2]}" in
      \(settings.joined(separator: "\n"))
              esac
            fi
            COMPREPLY=($(compgen -W "$words" -- "$cur"))
            ;;
        esac
      }
      complete -F _lingo lingo

      """
  }

  /// Zsh: save as `_lingo` in a folder of `$fpath` (`share/zsh/site-functions`).
  static var zsh: String {
    let commands = CompletionSpec.commands.map { "'\($0.name)'" }.joined(separator: " ")
    let options = CompletionSpec.commands.map {
      "    \($0.name)) opts=(\($0.options.joined(separator: " "))) ;;"
    }
    let settings = CompletionSpec.settings.map {
      "      \($0.name)) compadd -- \($0.values.joined(separator: " ")) ;;"
    }
    let values = CompletionSpec.optionValues.map {
      "    \(CompletionSpec.pattern($0.command, $0.option))) compadd -- \($0.values.joined(separator: " ")); return ;;"
    }
    return """
      #compdef lingo
      # zsh completion for lingo: save as _lingo in a folder of $fpath
      _lingo() {
        local -a opts
        local command=${words[2]} prev=${words[CURRENT-1]}
        if ((CURRENT == 2)); then
          compadd -- \(commands)
          return
        fi
        case $prev in
          --lesson) compadd -- ${(f)"$(command lingo completions --nodes 2>/dev/null)"}; return ;;
          \(CompletionSpec.fileOptions.joined(separator: "|"))) _files; return ;;
        esac
        case "$command $prev" in
      \(values.joined(separator: "\n"))
          *" --format") return ;;
        esac
        case $command in
      \(options.joined(separator: "\n"))
        esac
        if [[ ${words[CURRENT]} == -* ]]; then
          compadd -- $opts
          return
        fi
        case $command in
          play) compadd -- \(courses); _files -g '*.json' ;;
          check) _files -g '*.json' ;;
          completions) compadd -- \(CompletionSpec.shells.joined(separator: " ")) ;;
          open) compadd -- ${(f)"$(command lingo completions --nodes 2>/dev/null)"} ;;
          settings)
            if ((CURRENT == 3)); then
              compadd -- \(CompletionSpec.settings.map(\.name).joined(separator: " "))
            elif ((CURRENT == 4)); then
              case ${words[3]} in
      \(settings.joined(separator: "\n"))
              esac
            fi
            ;;
        esac
      }
      _lingo "$@"

      """
  }

  /// Fish: save as `lingo.fish` in `share/fish/vendor_completions.d`.
  static var fish: String {
    var lines = [
      "# fish completion for lingo: save as lingo.fish in ~/.config/fish/completions",
      "complete -c lingo -f",
      "complete -c lingo -n __fish_use_subcommand -a '\(names)'",
      "complete -c lingo -n '__fish_seen_subcommand_from play' -a '\(courses)'",
      "complete -c lingo -n '__fish_seen_subcommand_from completions' -a '\(CompletionSpec.shells.joined(separator: " "))'",
      "complete -c lingo -n '__fish_seen_subcommand_from play' -l lesson -x -a '(command lingo completions --nodes 2>/dev/null)'",
      "complete -c lingo -n '__fish_seen_subcommand_from open' -a '(command lingo completions --nodes 2>/dev/null)'",
      "complete -c lingo -n '__fish_seen_subcommand_from check' -F",
    ]
    for command in CompletionSpec.commands {
      for option in command.options where option != "--lesson" {
        let name = option.dropFirst(2)
        let value = CompletionSpec.optionValues.first {
          $0.option == option && ($0.command ?? command.name) == command.name
        }
        let argument =
          value.map { " -x -a '\($0.values.joined(separator: " "))'" }
          ?? (CompletionSpec.fileOptions.contains(option) ? " -r -F" : "")
        lines.append(
          "complete -c lingo -n '__fish_seen_subcommand_from \(command.name)' -l \(name)\(argument)")
      }
    }
    let names = CompletionSpec.settings.map(\.name).joined(separator: " ")
    lines.append(
      "complete -c lingo -n '__fish_seen_subcommand_from settings; and not __fish_seen_subcommand_from \(names)' -a '\(names)'"
    )
    for setting in CompletionSpec.settings {
      lines.append(
        "complete -c lingo -n '__fish_seen_subcommand_from settings; and __fish_seen_subcommand_from \(setting.name)' -a '\(setting.values.joined(separator: " "))'"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
