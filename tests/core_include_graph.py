#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# core_include_graph: checks the shape of core/ from its #include lines (the ctest test of the
# same name runs it over the source tree):
# - every source of core/ lies in one of its rooms (docs/DESIGN.md), none at the top;
# - a room includes only itself and the rooms below it, in the order of ROOMS;
# - no loop: taking a header and its source (NAME.h, NAME.cpp) as one unit, no unit reaches
#   itself through "core/..." includes;
# - no Qt: core is plain C++ (no <Q...> or <Qt...> include, no QT_ macro but the
#   QT_TRANSLATE_NOOP marker that core/common/TranslatableText.h defines itself).
# Usage: core_include_graph.py CORE_DIR. Prints each fault and exits 1 if there is one.
import os
import re
import sys

# Bottom first: a room may include the rooms before it.
ROOMS = ["common", "scenario", "import", "trace", "scheduler", "run", "whatif", "maillog"]

CORE_INCLUDE = re.compile(r'^\s*#\s*include\s+"(core/[^"]+)"', re.M)
QT_INCLUDE = re.compile(r"^\s*#\s*include\s+<(Q[A-Za-z]*|Qt[A-Za-z]*/[^>]*)>", re.M)
QT_MACRO = re.compile(r"\b(Q_OBJECT|Q_SIGNALS|Q_SLOTS|Q_EMIT|QT_BEGIN_NAMESPACE)\b")


def unit(path):
    return os.path.splitext(path)[0]


def find_cycles(graph):
    """Strongly connected components of more than one node, or with a self loop (Tarjan)."""
    index, low, stack, on_stack, cycles = {}, {}, [], set(), []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1 or node in graph.get(node, ()):
                cycles.append(sorted(component))

    sys.setrecursionlimit(max(1000, 10 * len(graph) + 100))
    for node in sorted(graph):
        if node not in index:
            visit(node)
    return cycles


def main():
    if len(sys.argv) != 2:
        print("usage: core_include_graph.py CORE_DIR", file=sys.stderr)
        return 2
    core = os.path.abspath(sys.argv[1])
    root = os.path.dirname(core)
    faults = []
    graph = {}
    sources = 0
    for folder, _, names in os.walk(core):
        for name in sorted(names):
            if not name.endswith((".h", ".cpp")):
                continue
            path = os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")
            sources += 1
            parts = path.split("/")
            room = parts[1] if len(parts) == 3 else None
            if room not in ROOMS:
                faults.append(f"{path}: not in a room of core/ ({', '.join(ROOMS)})")
            with open(os.path.join(root, path), encoding="utf-8") as f:
                text = f.read()
            for match in QT_INCLUDE.finditer(text):
                faults.append(f"{path}: includes Qt's <{match.group(1)}>; core is plain C++")
            for match in QT_MACRO.finditer(text):
                faults.append(f"{path}: uses Qt's {match.group(1)}; core is plain C++")
            edges = graph.setdefault(unit(path), set())
            for target in CORE_INCLUDE.findall(text):
                if not os.path.exists(os.path.join(root, target)):
                    faults.append(f"{path}: includes {target}, which does not exist")
                    continue
                if unit(target) != unit(path):
                    edges.add(unit(target))
                target_parts = target.split("/")
                target_room = target_parts[1] if len(target_parts) == 3 else None
                if room in ROOMS and target_room in ROOMS and ROOMS.index(target_room) > ROOMS.index(room):
                    faults.append(f"{path}: includes {target}, a room above {room}/")
    if sources == 0:
        faults.append(f"{core}: no .h or .cpp file found")
    for cycle in find_cycles(graph):
        faults.append("include loop between " + ", ".join(cycle))
    for fault in faults:
        print(fault)
    if faults:
        return 1
    print(f"core_include_graph: {sources} files in {len(ROOMS)} rooms, no loop, no Qt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
