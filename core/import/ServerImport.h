// SPDX-License-Identifier: GPL-3.0-or-later
// ServerImport: turns a real Postfix server's files into a scenario: parameters from main.cf
// (or postconf -n output), delivery agents and their maxproc from master.cf, the messages
// from postqueue -j output, and each recipient domain's transport from a transport map or
// main.cf's default_transport / relay_transport / local_transport / virtual_transport rules.
// What the files cannot tell (how destinations behave) takes documented defaults, and the
// result says so; parameters the simulation does not use are listed as ignored. See
// docs/IMPORT.md.
#pragma once

#include "core/common/RuleText.h"
#include "core/scenario/Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace qmgrlab {

// One input file: its name (used in messages) and its text.
struct ImportSource {
    std::string path;
    std::string text;
};

// Every source is optional; with none the scenario has no messages.
struct ImportSources {
    std::optional<ImportSource> mainCf;       // main.cf or postconf -n output
    std::optional<ImportSource> masterCf;     // master.cf
    std::optional<ImportSource> queue;        // postqueue -j output
    std::optional<ImportSource> transportMap; // "domain transport" lines
    // Recipient domains to route besides the listing's, each given a destination with its
    // transport (a mail log's destinations, for a replay; the replay then speaks of how they
    // behave itself, and the note on assumed destination behaviour is left out).
    std::vector<std::string> domains;
};

// A setting the simulation does not use, listed once by name. The place and the reason are
// RuleTexts, so that the ui shows them translated; english() gives the CLI's text.
struct IgnoredParameter {
    std::string name;
    RuleText place;  // "FILE line N"
    RuleText reason; // why it does not count
};

struct ImportResult {
    Scenario scenario;                     // valid (validateScenario passes)
    std::vector<IgnoredParameter> ignored; // in the order met
    std::vector<RuleText> notes;           // assumptions the user may want to change
};

// Builds the scenario. Throws ScenarioError naming the file, the line and the rule for every
// input it cannot use. scenarioToJson(result.scenario) is the scenario file, which loads back
// equal.
ImportResult importServer(const ImportSources& sources);

// The note importServer gives when no master.cf is given: Postfix's stock delivery agents, each
// with maxproc default_process_limit.
RuleText stockMasterCfNote();

// Reads one file for importServer. Throws ScenarioError naming the file when it cannot be
// read or is larger than Scenario::kMaxFileBytes.
ImportSource readImportSource(const std::string& path);

} // namespace qmgrlab
