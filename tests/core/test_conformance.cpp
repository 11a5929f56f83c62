// SPDX-License-Identifier: GPL-3.0-or-later
// The conformance cases: traces the real Postfix queue manager produced, compared line by
// line (as JSON values, key order included) with what the simulator writes.
#include "ExamplePaths.h"
#include "TestSupport.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <set>

namespace {

namespace fs = std::filesystem;

std::vector<std::string> caseNames() {
    std::vector<std::string> names;
    for (const auto& item : fs::directory_iterator(qmgrlab::test::kConformanceDir)) {
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
    const std::string base = std::string(qmgrlab::test::kConformanceDir) + "/" + GetParam();
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

// A case's name as a test's: every character but a letter or a digit becomes '_'.
std::string testName(std::string name) {
    std::replace_if(
        name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(Postfix, ConformanceCase, testing::ValuesIn(caseNames()),
                         [](const testing::TestParamInfo<std::string>& info) {
                             return testName(info.param);
                         });

// Every case in tests/conformance is compared: each scenario there has its trace and each trace
// its scenario, and the cases above are exactly those, one test each.
TEST(Conformance, EveryCaseOfTheFolderIsCompared) {
    std::set<std::string> scenarios;
    std::set<std::string> traces;
    for (const auto& item : fs::directory_iterator(qmgrlab::test::kConformanceDir)) {
        const std::string file = item.path().filename().string();
        if (file.ends_with(".trace.jsonl"))
            traces.insert(file.substr(0, file.size() - std::string(".trace.jsonl").size()));
        else if (file.ends_with(".json"))
            scenarios.insert(file.substr(0, file.size() - std::string(".json").size()));
    }
    ASSERT_FALSE(scenarios.empty());
    EXPECT_EQ(scenarios, traces);

    std::set<std::string> expected;
    for (const std::string& name : scenarios)
        expected.insert("TraceEqualsPostfix/" + testName(name));
    std::set<std::string> registered;
    const testing::UnitTest& unit = *testing::UnitTest::GetInstance();
    for (int i = 0; i < unit.total_test_suite_count(); ++i) {
        const testing::TestSuite& suite = *unit.GetTestSuite(i);
        if (std::string(suite.name()) != "Postfix/ConformanceCase")
            continue;
        for (int k = 0; k < suite.total_test_count(); ++k)
            registered.insert(suite.GetTestInfo(k)->name());
    }
    EXPECT_EQ(registered, expected);
}

} // namespace
