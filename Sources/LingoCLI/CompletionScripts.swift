import App
import Course

/// The completion scripts `lingo completions` prints, made from `CompletionSpec`.
///
/// No script lets its shell expand a completion word: bash adds each word to `COMPREPLY` as it is (never
/// through `compgen -W`, which expands its words), zsh hands them to `compadd --`, fish splits a command's
/// output into lines only. The words `lingo completions --nodes` prints are filtered by the scripts too,
/// and every fixed word is checked here before it is written into a script.
enum CompletionScripts {
  private static var names: String { words(CompletionSpec.commands.map(\.name)) }
  private static var courses: String { words(SettingsChange.courses) }

  /// The words of `list` a shell may see as they are (see `isScriptWord`), separated by spaces.
  static func words(_ list: [String]) -> String { list.filter(isScriptWord).joined(separator: " ") }

  /// Whether `word` can go into a script unquoted: an id or number (`IdentifierSyntax`), or an option
  /// made of `--` and one.
  static func isScriptWord(_ word: String) -> Bool {
    IdentifierSyntax.isCompletionWord(word)
      || (word.hasPrefix("-") && IdentifierSyntax.isCompletionWord(String(word.drop { $0 == "-" })))
  }

  /// Bash: `source <(lingo completions bash)`, or install as `share/bash-completion/completions/lingo`.
  static var bash: String {
    let options = CompletionSpec.commands.map { "    \($0.name)) opts=(\(words($0.options))) ;;" }
    let values = CompletionSpec.optionValues.map {
      "    \(CompletionSpec.pattern($0.command, $0.option))) words=(\(words($0.values))) ;;"
    }
    let settings = CompletionSpec.settings.map {
      let files = CompletionSpec.fileSettings.contains($0.name) ? "; _lingo_files -f -X '!*.json'" : ""
      return "      \($0.name)) words=(\(words($0.values)))\(files) ;;"
    }
    return """
      # bash completion for lingo: source <(lingo completions bash)
      # Candidates are added to COMPREPLY as they are, never through compgen's word list, which expands them.
      _lingo_add() {
        local word
        for word; do
          [[ $word == "$cur"* ]] && COMPREPLY+=("$word")
        done
      }
      _lingo_lines() {
        local word
        while IFS= read -r word; do
          [[ $word =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ && $word == "$cur"* ]] && COMPREPLY+=("$word")
        done
      }
      _lingo_files() {
        local word
        compopt -o filenames 2>/dev/null
        while IFS= read -r word; do COMPREPLY+=("$word"); done < <(compgen "$@" -- "$cur")
      }
      _lingo_nodes() {
        local course="" i
        for ((i = 2; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            \(CompletionSpec.playValued.filter(isScriptWord).joined(separator: " | "))) ((i++)) ;;
            -*) ;;
            *) course="${COMP_WORDS[i]}" ;;
          esac
        done
        command lingo completions --nodes ${course:+"$course"} 2>/dev/null
      }
      _lingo() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="${COMP_WORDS[1]}"
        local -a opts=() words=()
        ((COMP_CWORD > 0)) && prev="${COMP_WORDS[COMP_CWORD - 1]}"
        COMPREPLY=()
        if ((COMP_CWORD == 1)); then
          if [[ $cur == -* ]]; then _lingo_add \(words(CompletionSpec.common)) --version; else _lingo_add \(names); fi
          return
        fi
        case "$prev" in
          --lesson) _lingo_lines < <(_lingo_nodes); return ;;
          \(CompletionSpec.fileOptions.filter(isScriptWord).joined(separator: "|"))) _lingo_files -f; return ;;
          \(CompletionSpec.freeValued.filter(isScriptWord).joined(separator: " | "))) return ;;
        esac
        case "$command $prev" in
      \(values.joined(separator: "\n"))
        esac
        if ((${#words[@]})); then
          _lingo_add "${words[@]}"
          return
        fi
        [[ $prev == --format ]] && return
        case "$command" in
      \(options.joined(separator: "\n"))
        esac
        if [[ $cur == -* ]]; then
          _lingo_add "${opts[@]}"
          return
        fi
        case "$command" in
          play) _lingo_add \(courses); _lingo_files -f -X '!*.json' ;;
          check) _lingo_files -f -X '!*.json'; _lingo_files -d ;;
          completions) _lingo_add \(words(CompletionSpec.shells)) ;;
          open) _lingo_lines < <(_lingo_nodes) ;;
          settings)
            if ((COMP_CWORD == 2)); then
              words=(\(words(CompletionSpec.settings.map(\.name))))
            elif ((COMP_CWORD == 3)); then
              case "${COMP_WORDS[2]}" in
      \(settings.joined(separator: "\n"))
              esac
            fi
            _lingo_add "${words[@]}"
            ;;
        esac
      }
      complete -F _lingo lingo

      """
  }

  /// Zsh: save as `_lingo` in a folder of `$fpath` (`share/zsh/site-functions`).
  static var zsh: String {
    let commands = CompletionSpec.commands.map(\.name).filter(isScriptWord).map { "'\($0)'" }
      .joined(separator: " ")
    let options = CompletionSpec.commands.map { "    \($0.name)) opts=(\(words($0.options))) ;;" }
    let settings = CompletionSpec.settings.map {
      let files = CompletionSpec.fileSettings.contains($0.name) ? "; _files -g '*.json'" : ""
      return "      \($0.name)) compadd -- \(words($0.values))\(files) ;;"
    }
    let values = CompletionSpec.optionValues.map {
      "    \(CompletionSpec.pattern($0.command, $0.option))) compadd -- \(words($0.values)); return ;;"
    }
    return """
      #compdef lingo
      # zsh completion for lingo: save as _lingo in a folder of $fpath
      # The node ids lingo prints are kept only if they are ids, and added with compadd -- as they are.
      _lingo_nodes() {
        local -a nodes
        nodes=(${(f)"$(command lingo completions --nodes 2>/dev/null)"})
        nodes=(${nodes:#*[^A-Za-z0-9._-]*})
        compadd -- ${nodes:#[^A-Za-z0-9]*}
      }
      _lingo() {
        local -a opts
        local command=${words[2]} prev=${words[CURRENT-1]}
        if ((CURRENT == 2)); then
          compadd -- \(commands)
          return
        fi
        case $prev in
          --lesson) _lingo_nodes; return ;;
          \(CompletionSpec.fileOptions.filter(isScriptWord).joined(separator: "|"))) _files; return ;;
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
          completions) compadd -- \(words(CompletionSpec.shells)) ;;
          open) _lingo_nodes ;;
          settings)
            if ((CURRENT == 3)); then
              compadd -- \(words(CompletionSpec.settings.map(\.name)))
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

  /// Fish: save as `lingo.fish` in `share/fish/vendor_completions.d`. The node ids lingo prints are split
  /// into lines only, and kept only if they are ids.
  static var fish: String {
    let nodes =
      "(command lingo completions --nodes 2>/dev/null | string match -r -- \\'^[A-Za-z0-9][A-Za-z0-9._-]*$\\')"
    var lines = [
      "# fish completion for lingo: save as lingo.fish in ~/.config/fish/completions",
      "complete -c lingo -f",
      "complete -c lingo -n __fish_use_subcommand -a '\(names)'",
      "complete -c lingo -n '__fish_seen_subcommand_from play' -a '\(courses)'",
      "complete -c lingo -n '__fish_seen_subcommand_from completions' -a '\(words(CompletionSpec.shells))'",
      "complete -c lingo -n '__fish_seen_subcommand_from play' -l lesson -x -a '\(nodes)'",
      "complete -c lingo -n '__fish_seen_subcommand_from open' -a '\(nodes)'",
      "complete -c lingo -n '__fish_seen_subcommand_from check' -F",
    ]
    for command in CompletionSpec.commands where isScriptWord(command.name) {
      for option in command.options where option != "--lesson" && isScriptWord(option) {
        let name = option.dropFirst(2)
        let value = CompletionSpec.optionValues.first {
          $0.option == option && ($0.command ?? command.name) == command.name
        }
        let argument =
          value.map { " -x -a '\(words($0.values))'" }
          ?? (CompletionSpec.fileOptions.contains(option)
            ? " -r -F" : CompletionSpec.freeValued.contains(option) ? " -x" : "")
        lines.append(
          "complete -c lingo -n '__fish_seen_subcommand_from \(command.name)' -l \(name)\(argument)")
      }
    }
    let names = words(CompletionSpec.settings.map(\.name))
    lines.append(
      "complete -c lingo -n '__fish_seen_subcommand_from settings; and not __fish_seen_subcommand_from \(names)' -a '\(names)'"
    )
    for setting in CompletionSpec.settings where isScriptWord(setting.name) {
      lines.append(
        "complete -c lingo -n '__fish_seen_subcommand_from settings; and __fish_seen_subcommand_from \(setting.name)' -a '\(words(setting.values))'"
          + (CompletionSpec.fileSettings.contains(setting.name) ? " -F" : "")
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
