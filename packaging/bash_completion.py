#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes qmgrlab-cli's bash completion from the program's own --help (cli_help): its commands,
# each command's options and, after an option, what it takes: a word of its set
# ("TEXT:{en,de,cs}"), a file ("FILE"), nothing to offer (a number, a setting: any other value).
# A command with a positional argument (its scenario) completes scenario files, *.json. The
# script uses bash-completion's _init_completion and _filedir, as the completions it loads do.
# Usage: bash_completion.py QMGRLAB_CLI OUTPUT
import sys

from cli_help import commands


def case_branch(patterns, body):
    return f"        {' | '.join(patterns)})\n{body}            ;;\n"


def main(cli, output):
    top_options, found = commands(cli)
    names = [c.name for c in found]
    top_words = names + [n for o in top_options for n in o.names]
    script = [
        "# bash completion for qmgrlab-cli: its commands, each command's options and what they take,\n",
        "# scenario files (*.json). Written from the program's --help when it was built.\n",
        "_qmgrlab_cli() {\n",
        "    local cur prev words cword split\n",
        "    _init_completion -s || return\n",
        "    local command='' i\n",
        "    for ((i = 1; i < cword; i++)); do\n",
        "        case ${words[i]} in\n",
        f"        {' | '.join(names)})\n",
        "            command=${words[i]}\n",
        "            break\n",
        "            ;;\n",
        "        esac\n",
        "    done\n",
        "    case $command in\n",
        "    '')\n",
        f"        COMPREPLY=($(compgen -W '{' '.join(top_words)}' -- \"$cur\"))\n",
        "        ;;\n",
    ]
    for command in found:
        script.append(f"    {command.name})\n        case $prev in\n")
        files = [n for o in command.options if o.value.startswith("FILE") for n in o.names]
        typed = [n for o in command.options if o.value and not o.value.startswith("FILE") and not o.words()
                 for n in o.names]
        for option in command.options:
            if option.words():
                script.append(case_branch(option.names,
                                          f"            COMPREPLY=($(compgen -W '{' '.join(option.words())}' -- "
                                          "\"$cur\"))\n            return\n"))
        if files:
            script.append(case_branch(files, "            _filedir\n            return\n"))
        if typed:
            script.append(case_branch(typed, "            return\n"))
        options = " ".join(n for o in command.options for n in o.names)
        script.append("        esac\n        $split && return\n        if [[ $cur == -* ]]; then\n"
                      f"            COMPREPLY=($(compgen -W '{options}' -- \"$cur\"))\n")
        if command.positionals:
            script.append("        else\n            _filedir json\n")
        script.append("        fi\n        ;;\n")
    script.append("    esac\n} &&\n    complete -F _qmgrlab_cli qmgrlab-cli\n")
    with open(output, "w", encoding="utf-8") as out:
        out.write("".join(script))


if __name__ == "__main__":
    main(*sys.argv[1:])
