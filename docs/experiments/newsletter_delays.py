#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# newsletter_delays.py: reads a qmgrlab-cli trace (JSON Lines) of
# docs/experiments/newsletter-10000.json from standard input and prints when the newsletter
# left the queue and the delay (finish - arrival) of the other mail, for bigmail.example and
# for the other domains. docs/experiments.md, section 4.
import json
import sys

scenario = json.load(open(sys.argv[1]))
arrival = {m["id"]: m["arrival_ms"] for m in scenario["messages"]}
domain = {m["id"]: next(iter(m["recipients"])) for m in scenario["messages"]}
finish = {}
for line in sys.stdin:
    event = json.loads(line)
    if event["ev"] == "finish":
        finish[event["msg"]] = event["t"]  # the last finish: when it left for good
print(f"newsletter leaves the queue at {finish['newsletter'] / 1000:g} s")
for label, wanted in (("to bigmail.example", True), ("to the other domains", False)):
    delays = sorted((finish[m] - arrival[m]) / 1000 for m in finish
                    if m != "newsletter" and (domain[m] == "bigmail.example") == wanted)
    print(f"other mail {label}: {len(delays)} messages, delay avg {sum(delays) / len(delays):.2f} s, "
          f"max {delays[-1]:g} s")
