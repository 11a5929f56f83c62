// SPDX-License-Identifier: GPL-3.0-or-later
// The what-if layer: a variant run (the lesson left out, the name, recorded and metrics-only
// runs giving the same figures), the compare table (differences, the "better" rule with ties,
// missing values, its CSV and JSON) and the sweep table (point order, its CSV). The figures of
// slot-loan with slot cost 5 are those derived by hand in tests/cli/CMakeLists.txt: message 1's
// inflation falls from 14/10 to 12/10.
#include "ExamplePaths.h"
#include "core/run/RecordedMetrics.h"
#include "core/run/RunBuilder.h"
#include "core/whatif/CompareTable.h"
#include "core/whatif/CsvText.h"
#include "core/whatif/SweepTable.h"
#include "core/whatif/VariantRun.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace {

using qmgrlab::CompareTable;
using qmgrlab::MetricValue;
using qmgrlab::ParameterOverrides;

using qmgrlab::test::kSlotLoan;

ParameterOverrides settings(const std::string& spec) {
    ParameterOverrides overrides;
    if (!spec.empty())
        overrides.add(spec);
    return overrides;
}

double valueOf(const std::vector<MetricValue>& metrics, const std::string& name) {
    for (const MetricValue& metric : metrics) {
        if (metric.name == name)
            return metric.value;
    }
    ADD_FAILURE() << "no metric " << name;
    return -1;
}

} // namespace

TEST(VariantRun, NamesAndLabelsFollowTheSettings) {
    EXPECT_EQ(qmgrlab::variantLabel(settings("")), "base");
    EXPECT_EQ(qmgrlab::variantLabel(settings("default_delivery_slot_cost=5, default_delivery_slot_loan=0")),
              "default_delivery_slot_cost=5,default_delivery_slot_loan=0");
    EXPECT_EQ(qmgrlab::variantSourceName("x.json", settings("")), "x.json");
    EXPECT_EQ(qmgrlab::variantSourceName("x.json", settings("default_delivery_slot_cost=5")),
              "x.json with default_delivery_slot_cost=5");
}

TEST(VariantRun, SettingsLeaveTheLessonOut) {
    qmgrlab::Scenario base = qmgrlab::loadScenarioFile(kSlotLoan);
    ASSERT_FALSE(base.lesson.empty()); // slot-loan carries a lesson
    EXPECT_EQ(qmgrlab::variantScenario(base, settings("")).lesson.size(), base.lesson.size());
    const qmgrlab::Scenario variant =
        qmgrlab::variantScenario(base, settings("default_delivery_slot_cost=5"));
    EXPECT_TRUE(variant.lesson.empty());
    ASSERT_NE(variant.findParameter("default_delivery_slot_cost"), nullptr);
    EXPECT_EQ(variant.findParameter("default_delivery_slot_cost")->value, "5");
}

TEST(VariantRun, RecordedAndMetricsOnlyRunsGiveTheSameFigures) {
    const qmgrlab::Scenario base = qmgrlab::loadScenarioFile(kSlotLoan);
    const ParameterOverrides cost5 = settings("default_delivery_slot_cost=5");
    const auto recorded = qmgrlab::runVariant(base, kSlotLoan, cost5, qmgrlab::VariantRunKind::Recorded);
    const auto streamed = qmgrlab::runVariant(base, kSlotLoan, cost5, qmgrlab::VariantRunKind::MetricsOnly);
    EXPECT_FALSE(recorded->recording().deliveries().empty());
    EXPECT_TRUE(streamed->recording().deliveries().empty());
    const auto a = qmgrlab::variantMetrics(*recorded);
    const auto b = qmgrlab::variantMetrics(*streamed);
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].name, b[i].name);
        EXPECT_EQ(a[i].value, b[i].value) << a[i].name;
    }
    EXPECT_DOUBLE_EQ(valueOf(a, "inflation_max"), 1.2);
    // The recorded run's metrics, read from its recording, are the streamed ones.
    EXPECT_DOUBLE_EQ(valueOf(qmgrlab::scalarMetrics(qmgrlab::computeRunMetrics(*recorded)), "inflation_max"),
                     1.2);
}

TEST(CompareTable, MarksEveryTiedBestValueAndNoneWhenAllAreEqual) {
    // Three variants; inflation_max and message_delay_avg_s: lower is better; recipients_sent:
    // higher; preemptions: neither.
    const std::vector<std::vector<MetricValue>> runs{{{"inflation_max", "ratio", 1.4},
                                                      {"message_delay_avg_s", "s", 9},
                                                      {"recipients_sent", "recipients", 14},
                                                      {"preemptions", "count", 2}},
                                                     {{"inflation_max", "ratio", 1.2},
                                                      {"message_delay_avg_s", "s", 9},
                                                      {"recipients_sent", "recipients", 13},
                                                      {"preemptions", "count", 1}},
                                                     {{"inflation_max", "ratio", 1.2},
                                                      {"message_delay_avg_s", "s", 9},
                                                      {"recipients_sent", "recipients", 12},
                                                      {"preemptions", "count", 0}}};
    const CompareTable table(
        {settings(""), settings("default_delivery_slot_cost=5"), settings("default_delivery_slot_cost=6")},
        runs);
    ASSERT_EQ(table.rows().size(), 4u);
    EXPECT_EQ(table.row("inflation_max")->best, (std::vector<bool>{false, true, true}));
    EXPECT_EQ(table.row("message_delay_avg_s")->best, (std::vector<bool>{false, false, false}));
    EXPECT_EQ(table.row("recipients_sent")->best, (std::vector<bool>{true, false, false}));
    EXPECT_EQ(table.row("preemptions")->best, (std::vector<bool>{false, false, false}));
    EXPECT_DOUBLE_EQ(*table.row("inflation_max")->difference(1), 1.2 - 1.4);
    EXPECT_EQ(table.row("inflation_max")->verdict(1), 1);
    EXPECT_EQ(table.row("recipients_sent")->verdict(2), -1);
    EXPECT_EQ(table.row("message_delay_avg_s")->verdict(1), 0);
    EXPECT_EQ(table.row("preemptions")->verdict(1), 0);

    EXPECT_EQ(table.csv(),
              "metric,unit,better,base,default_delivery_slot_cost=5,default_delivery_slot_cost=5 - base,"
              "default_delivery_slot_cost=6,default_delivery_slot_cost=6 - base,best\n"
              "inflation_max,ratio,lower,1.4,1.2," +
                  qmgrlab::exactNumber(1.2 - 1.4) + ",1.2," + qmgrlab::exactNumber(1.2 - 1.4) +
                  ",default_delivery_slot_cost=5 default_delivery_slot_cost=6\n"
                  "message_delay_avg_s,s,lower,9,9,0,9,0,\n"
                  "recipients_sent,recipients,higher,14,13,-1,12,-2,base\n"
                  "preemptions,count,neither,2,1,-1,0,-2,\n");

    const auto json = nlohmann::json::parse(table.json("x.json"));
    EXPECT_EQ(json["scenario"], "x.json");
    EXPECT_EQ(json["variants"][1]["settings"]["default_delivery_slot_cost"], "5");
    EXPECT_EQ(json["metrics"][0]["best"],
              (nlohmann::json{"default_delivery_slot_cost=5", "default_delivery_slot_cost=6"}));
    EXPECT_EQ(json["metrics"][1]["best"], nlohmann::json::array());
}

TEST(CompareTable, SelectsRunLevelMetricsUnlessAskedAndLeavesMissingValuesBlank) {
    // A queue one run has and the other has not.
    const std::vector<std::vector<MetricValue>> runs{
        {{"inflation_max", "ratio", 1.4}, {"defer_rate.smtp:a.example", "ratio", 0.5}},
        {{"inflation_max", "ratio", 1.2}}};
    const std::vector<ParameterOverrides> variants{settings(""), settings("default_delivery_slot_cost=5")};
    EXPECT_EQ(CompareTable(variants, runs).rows().size(), 1u);
    qmgrlab::MetricSelection all;
    all.all = true;
    const CompareTable table(variants, runs, all);
    ASSERT_EQ(table.rows().size(), 2u);
    const qmgrlab::CompareRow* queue = table.row("defer_rate.smtp:a.example");
    ASSERT_NE(queue, nullptr);
    EXPECT_FALSE(queue->difference(1).has_value());
    EXPECT_EQ(queue->best, (std::vector<bool>{false, false})); // one value: nothing to compare
    qmgrlab::MetricSelection named;
    named.metrics = {"defer_rate"};
    EXPECT_EQ(CompareTable(variants, runs, named).rows().size(), 1u);
    EXPECT_NE(table.csv().find("\ndefer_rate.smtp:a.example,ratio,lower,0.5,,,\n"), std::string::npos)
        << table.csv();
}

// Every queue of every variant once, in the order the runs first list them (a run's own order,
// then what only a later run has), each found by name; 3,000 queues, as compare --all lists them.
TEST(CompareTable, GathersThousandsOfQueueRowsInFirstSeenOrder) {
    std::vector<std::vector<MetricValue>> runs(2);
    for (int q = 0; q < 3000; ++q) {
        const std::string name = "defer_rate.smtp:q" + std::to_string(q) + ".example";
        if (q % 3 != 2)
            runs[0].push_back({name, "ratio", 0.5});
        if (q % 3 != 0)
            runs[1].push_back({name, "ratio", 0.25});
    }
    const std::vector<ParameterOverrides> variants{settings(""), settings("default_delivery_slot_cost=5")};
    qmgrlab::MetricSelection all;
    all.all = true;
    const CompareTable table(variants, runs, all);
    ASSERT_EQ(table.rows().size(), 3000u);
    // The first run's 2,000 queues in its order, then the 1,000 (q % 3 == 2) only the second has.
    EXPECT_EQ(table.rows()[0].name, "defer_rate.smtp:q0.example");
    EXPECT_EQ(table.rows()[1].name, "defer_rate.smtp:q1.example");
    EXPECT_EQ(table.rows()[2].name, "defer_rate.smtp:q3.example");
    EXPECT_EQ(table.rows()[2000].name, "defer_rate.smtp:q2.example");
    const qmgrlab::CompareRow* both = table.row("defer_rate.smtp:q1.example");
    ASSERT_NE(both, nullptr);
    EXPECT_EQ(both->values, (std::vector<std::optional<double>>{0.5, 0.25}));
    const qmgrlab::CompareRow* second = table.row("defer_rate.smtp:q2999.example");
    ASSERT_NE(second, nullptr);
    EXPECT_EQ(second->values, (std::vector<std::optional<double>>{std::nullopt, 0.25}));
    EXPECT_EQ(table.row("defer_rate.smtp:q3000.example"), nullptr);
    // Asked by name without suffix, and by full name.
    qmgrlab::MetricSelection named;
    named.metrics = {"defer_rate.smtp:q4.example", "inflation_max"};
    EXPECT_EQ(CompareTable(variants, runs, named).rows().size(), 1u);
}

TEST(SweepTable, KeepsPointOrderAndWritesExactNumbers) {
    qmgrlab::SweepTable table({"default_delivery_slot_cost"}, {"inflation_max", "preemptions"});
    qmgrlab::SweepPointResult third;
    third.number = 3;
    third.settings = settings("default_delivery_slot_cost=4");
    third.error = "out of memory, while simulating";
    qmgrlab::SweepPointResult first;
    first.number = 1;
    first.settings = settings("default_delivery_slot_cost=2");
    first.metrics = {{"inflation_max", "ratio", 1.4}, {"preemptions", "count", 2}};
    EXPECT_EQ(table.rowOf(3), 0u);
    EXPECT_EQ(table.add(third), 0u);
    EXPECT_EQ(table.rowOf(1), 0u);
    EXPECT_EQ(table.add(first), 0u);
    EXPECT_TRUE(table.contains(3));
    EXPECT_FALSE(table.contains(2));
    EXPECT_EQ(table.csv(), "point,default_delivery_slot_cost,inflation_max,preemptions,error\n"
                           "1,2,1.4,2,\n"
                           "3,4,,,\"out of memory, while simulating\"\n");
}

TEST(CsvText, QuotesOnlyWhatMustBeQuoted) {
    EXPECT_EQ(qmgrlab::csvField("plain"), "plain");
    EXPECT_EQ(qmgrlab::csvField("a,b"), "\"a,b\"");
    EXPECT_EQ(qmgrlab::csvField("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(qmgrlab::csvField("two\nlines"), "\"two lines\"");
    EXPECT_EQ(qmgrlab::exactNumber(-0.0), "0");
    EXPECT_EQ(qmgrlab::exactNumber(28.0 / 3.0), "9.333333333333334");
    EXPECT_EQ(qmgrlab::exactNumber(14), "14");
}
