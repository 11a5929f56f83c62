#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the COMMANDS section of qmgrlab-cli's manual page (a help2man include file) from each
# command's own --help (cli_help): its summary, its usage, its arguments and options with their
# descriptions, so that the page lists what the program accepts.
# Usage: man_commands.py QMGRLAB_CLI OUTPUT
import sys

from cli_help import commands


def roff(text):
    """Text as roff prints it: backslashes and dashes escaped, no line starting a request."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def main(cli, output):
    _, found = commands(cli)
    page = ["[COMMANDS]\n"]
    for command in found:
        page.append(f'.SS "{command.name}"\n{roff(command.summary)}\n.PP\n{roff(command.usage)}\n')
        for entry in command.positionals + command.options:
            head = ",".join(f"\\fB{roff(name)}\\fR" for name in entry.names)
            value = f" \\fI{roff(entry.value)}\\fR" if entry.value else ""
            page.append(f".TP\n{head}{value}\n{roff(entry.description)}\n")
    with open(output, "w", encoding="utf-8") as out:
        out.write("".join(page))


if __name__ == "__main__":
    main(*sys.argv[1:])
