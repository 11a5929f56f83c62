# SPDX-License-Identifier: GPL-3.0-or-later
# cli_help: qmgrlab-cli's --help as the build reads it to write the program's bash completion
# (bash_completion.py) and the commands of its manual page (man_commands.py), so that both list
# what the program accepts: the commands under "Subcommands:", each command's positionals and
# options with the value each takes, as CLI11 prints them.
import re
import subprocess
from dataclasses import dataclass, field


@dataclass
class Option:
    names: list          # ["-o", "--out"]
    value: str           # "FILE", "TEXT:{en,de,cs}", "UINT", ... or "" for a flag
    description: str

    def words(self):
        """The words of the value's set ("TEXT:{en,de,cs}" gives en, de, cs), else none."""
        match = re.search(r":\{([^}]*)\}", self.value)
        return match.group(1).split(",") if match else []


@dataclass
class Command:
    name: str
    summary: str
    usage: str
    positionals: list = field(default_factory=list)  # Options, their names without dashes
    options: list = field(default_factory=list)


def help_text(cli, *args):
    return subprocess.run([cli, *args, "--help"], check=True, capture_output=True, text=True).stdout


def sections(text):
    """Each "Title:" block of the text, up to its blank line: {title: [lines]}; and the lines
    before the first block."""
    found = {}
    head = []
    current = head
    for line in text.splitlines():
        if re.fullmatch(r"[A-Z][A-Za-z ]*:", line):
            current = found.setdefault(line[:-1], [])
        elif not line.strip():
            current = []
        else:
            current.append(line)
    return found, head


def entries(lines):
    """The entries of an option or positional block: a head ("-o,--out FILE") and a description,
    which CLI11 puts on the head's line after two spaces or on the lines after it."""
    result = []
    for line in lines:
        if re.match(r"  \S", line):
            head, _, description = line.strip().partition("  ")
            result.append(Option(head.split(" ")[0].split(","), " ".join(head.split(" ")[1:]),
                                 description.strip()))
        elif result:
            result[-1].description = (result[-1].description + " " + line.strip()).strip()
    return result


def commands(cli):
    """The program's top-level options and its commands, each read from its own --help."""
    top, _ = sections(help_text(cli))
    result = []
    for line in top.get("Subcommands", []):
        match = re.match(r"  ([a-z][a-z0-9-]*)\s+(.*)", line)
        if not match:
            continue
        found, head = sections(help_text(cli, match.group(1)))
        usage = next((line for line in head if line.startswith("Usage:")), "")
        result.append(Command(match.group(1), match.group(2), usage, entries(found.get("Positionals", [])),
                              entries(found.get("Options", []))))
    if not result:
        raise SystemExit(f"{cli} --help lists no commands")
    return entries(top.get("Options", [])), result
