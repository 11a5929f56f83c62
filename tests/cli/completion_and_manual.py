#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# completion_and_manual: what the installed bash completion of qmgrlab-cli offers, and what the
# manual pages list, is what the programs' --help says they accept. The completion is asked as
# bash asks it (bash-completion loaded, COMP_WORDS set): after "qmgrlab-cli" the commands and
# the top options; after a command and "-" that command's options; where a scenario goes, the
# *.json files and folders; after an option that takes a file, every file; after one that takes a
# word of a set, the words. Each manual page holds every option of its program's --help, and
# qmgrlab-cli's every command with each of its options.
# Usage: completion_and_manual.py QMGRLAB_CLI COMPLETION CLI_MAN_PAGE.gz QMGRLAB MAN_PAGE.gz
import gzip
import os
import re
import shlex
import subprocess
import sys
import tempfile

BASH_COMPLETION = "/usr/share/bash-completion/bash_completion"
cli, completion, cli_page, gui, gui_page = sys.argv[1:6]
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)


def help_of(program, *args):
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANGUAGE="")
    return subprocess.run([program, *args, "--help"], capture_output=True, text=True, check=True,
                          env=environment).stdout


def block(text, title):
    """The lines of the block under "TITLE:" up to the next blank line."""
    lines = text.splitlines()
    if f"{title}:" not in lines:
        return []
    start = lines.index(f"{title}:") + 1
    end = next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines))
    return lines[start:end]


def option_entries(lines):
    """(names, the rest of the head) of each option line: "  -o,--out FILE   Write ..."."""
    entries = []
    for line in lines:
        match = re.match(r"  (-[\w,-]+)(?: (\S+))?", line)
        if match:
            entries.append((match.group(1).split(","), match.group(2) or ""))
    return entries


def complete(words, cwd):
    line = " ".join(words)
    script = "\n".join([
        f"source {BASH_COMPLETION}",
        f"source {shlex.quote(completion)}",
        f"COMP_WORDS=({' '.join(shlex.quote(w) for w in words)})",
        f"COMP_CWORD={len(words) - 1}",
        f"COMP_LINE={shlex.quote(line)}",
        "COMP_POINT=${#COMP_LINE}",
        f"_qmgrlab_cli qmgrlab-cli {shlex.quote(words[-1])} {shlex.quote(words[-2])}",
        'printf "%s\\n" "${COMPREPLY[@]}"',
    ])
    result = subprocess.run(["bash", "-c", script], cwd=cwd, capture_output=True, text=True, check=True)
    return {word for word in result.stdout.splitlines() if word}


def page_text(path):
    """The page's roff source with the escapes of dashes and fonts taken out."""
    with gzip.open(path, "rt", encoding="utf-8") as page:
        text = page.read()
    return re.sub(r"\\f[BIRP]|\\/|\\,", "", text).replace("\\-", "-")


with tempfile.TemporaryDirectory() as folder:
    for name in ("a.json", "b.txt"):
        open(os.path.join(folder, name), "w").close()
    os.mkdir(os.path.join(folder, "sub"))

    top = help_of(cli)
    commands = [m.group(1) for line in block(top, "Subcommands") if (m := re.match(r"  ([a-z][\w-]*)", line))]
    check(len(commands) >= 7, f"qmgrlab-cli --help lists {commands}")
    top_options = {n for names, _ in option_entries(block(top, "Options")) for n in names}
    offered = complete(["qmgrlab-cli", ""], folder)
    check(offered == set(commands) | top_options,
          f"after qmgrlab-cli: {sorted(offered)}, --help: {sorted(set(commands) | top_options)}")

    cli_manual = page_text(cli_page)
    for command in commands:
        text = help_of(cli, command)
        entries = option_entries(block(text, "Options"))
        options = {n for names, _ in entries for n in names}
        offered = complete(["qmgrlab-cli", command, "-"], folder)
        check(offered == options, f"qmgrlab-cli {command} -: {sorted(offered)}, --help: {sorted(options)}")
        scenario = complete(["qmgrlab-cli", command, ""], folder)
        expected = {"a.json", "sub"} if block(text, "Positionals") else set()
        check(scenario == expected, f"qmgrlab-cli {command} SCENARIO: {sorted(scenario)}, not {sorted(expected)}")
        for names, value in entries:
            after = complete(["qmgrlab-cli", command, names[-1], ""], folder)
            if value.startswith("FILE"):
                check(after == {"a.json", "b.txt", "sub"}, f"{command} {names[-1]} FILE: {sorted(after)}")
            elif (words := re.search(r":\{([^}]*)\}", value)):
                check(after == set(words.group(1).split(",")), f"{command} {names[-1]}: {sorted(after)}")
            elif value:
                check(after == set(), f"{command} {names[-1]} {value}: {sorted(after)}")
        section = cli_manual.partition(f'.SS "{command}"')[2].partition(".SS ")[0]
        check(section != "", f"qmgrlab-cli.1 has no section for {command}")
        for option in options:
            check(re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", section),
                  f"qmgrlab-cli.1 misses {command} {option}")

    # Qt's help: "  -h, --help   Displays ...".
    gui_manual = page_text(gui_page)
    for line in block(help_of(gui), "Options"):
        for option in re.findall(r"(?<![\w-])--?[A-Za-z][\w-]*", line.strip().split("  ")[0]):
            check(re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", gui_manual), f"qmgrlab.1 misses {option}")

for failure in failures:
    print(failure)
sys.exit(1 if failures else 0)
