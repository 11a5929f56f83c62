// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs the fuzzers (fuzz/) found crashing, fed byte for byte through the reader that
// crashed on them: each must now be a clean ScenarioError naming the file, place and rule.
#include "core/import/PostqueueJson.h"
#include "core/scenario/ScenarioError.h"

#include <gtest/gtest.h>
#include <string>

namespace {

using namespace qmgrlab;

// fuzz_postqueue_json: a number whose exponent overflows a double made nlohmann-json throw
// out_of_range (406), which the reader did not catch: the program terminated.
TEST(FuzzRegressions, PostqueueNumberTooLargeForADouble) {
    const std::string input = std::string("11111E11111900000000017.000000017.88596394\xc4"
                                          "401676231q") +
                              std::string(11, '\n');
    try {
        parsePostqueueJson(input, "postqueue.json");
        ADD_FAILURE() << "accepted";
    } catch (const ScenarioError& e) {
        EXPECT_EQ(e.file(), "postqueue.json");
        EXPECT_EQ(e.path(), "line 1") << e.what();
        EXPECT_NE(e.rule().find("number too large"), std::string::npos) << e.what();
    }
}

} // namespace
