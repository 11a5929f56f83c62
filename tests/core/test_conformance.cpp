// SPDX-License-Identifier: GPL-3.0-or-later
// The conformance cases: traces the real Postfix queue manager produced, compared line by
// line (as JSON values, key order included) with what the simulator writes.
#include "TestSupport.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

namespace fs = std::filesystem;

std::vector<std::string> caseNames() {
    std::vector<std::string> names;
    for (const auto& item : fs::directory_iterator(QMGRLAB_CONFORMANCE_DIR)) {
        const std::string file = item.path().filename().string();
        const std::string suffix = ".trace.jsonl";
        if (file.size() > suffix.size() && file.ends_with(suffix))
            names.push_back(file.substr(0, file.size() - suffix.size()));
    }
    std::sort(names.begin(), names.end());
    return names;
}

class ConformanceCase : public testing::TestWithParam<std::string> {};

TEST_P(ConformanceCase, TraceEqualsPostfix) {
    const std::string base = std::string(QMGRLAB_CONFORMANCE_DIR) + "/" + GetParam();
    const auto outcome = qmgrlab::test::runToEnd(qmgrlab::test::configFromFile(base + ".json"));

    std::ifstream expectedFile(base + ".trace.jsonl");
    std::vector<std::string> expected;
    for (std::string line; std::getline(expectedFile, line);)
        if (!line.empty())
            expected.push_back(line);
    ASSERT_FALSE(expected.empty());

    const std::size_t n = std::max(expected.size(), outcome.traceLines.size());
    for (std::size_t i = 0; i < n; ++i) {
        ASSERT_LT(i, expected.size()) << "extra line " << i + 1 << ": " << outcome.traceLines[i];
        ASSERT_LT(i, outcome.traceLines.size()) << "missing line " << i + 1 << ": " << expected[i];
        const auto want = nlohmann::ordered_json::parse(expected[i]);
        const auto got = nlohmann::ordered_json::parse(outcome.traceLines[i]);
        ASSERT_EQ(want, got) << "line " << i + 1;
    }
}

INSTANTIATE_TEST_SUITE_P(Postfix, ConformanceCase, testing::ValuesIn(caseNames()),
                         [](const testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param;
                             std::replace_if(
                                 name.begin(), name.end(), [](char c) { return !std::isalnum(c); }, '_');
                             return name;
                         });

TEST(Conformance, EveryCaseHasItsScenario) {
    const auto names = caseNames();
    EXPECT_GE(names.size(), 44u);
    for (const auto& name : names)
        EXPECT_TRUE(fs::exists(std::string(QMGRLAB_CONFORMANCE_DIR) + "/" + name + ".json")) << name;
}

} // namespace
