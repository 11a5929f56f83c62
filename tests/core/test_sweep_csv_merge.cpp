// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of core/SweepCsvMerge: shards joined in point order under one header; a different
// header, a duplicate point, a missing point and a broken row each reported with file and line,
// the rule a pattern of the translation catalogue with its places filled.
#include "core/scenario/ScenarioError.h"
#include "core/whatif/SweepCsvMerge.h"

#include <gtest/gtest.h>

namespace {

using namespace qmgrlab;

std::string addError(SweepCsvMerge& merge, const std::string& name, std::string_view text) {
    try {
        merge.add(name, text);
    } catch (const ScenarioError& e) {
        return e.what();
    }
    return {};
}

std::string mergedError(const SweepCsvMerge& merge, std::size_t expected = 0) {
    try {
        merge.merged(expected);
    } catch (const ScenarioError& e) {
        return e.what();
    }
    return {};
}

bool mentions(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

TEST(SweepCsvMerge, JoinsShardsInPointOrder) {
    // Shards 1/2 and 2/2 of a five-point sweep: points 1,3,5 and 2,4.
    SweepCsvMerge merge;
    merge.add("a.csv", "point,cost,sent\n1,2,14\n3,4,14\r\n5,6,13\n");
    merge.add("b.csv", "point,cost,sent\n\n2,3,14\n4,5,12");
    EXPECT_EQ(merge.merged(), "point,cost,sent\n1,2,14\n2,3,14\n3,4,14\n4,5,12\n5,6,13\n");
    EXPECT_EQ(merge.merged(5), merge.merged());
}

TEST(SweepCsvMerge, HeadersMustAgree) {
    SweepCsvMerge merge;
    merge.add("a.csv", "point,cost\n1,2\n");
    const std::string error = addError(merge, "b.csv", "point,loan\n2,3\n");
    EXPECT_TRUE(mentions(error, "b.csv:1: the header 'point,loan' differs from a.csv's 'point,cost'"))
        << error;
    EXPECT_TRUE(mentions(addError(merge, "c.csv", "cost,point\n"),
                         "c.csv:1: the header's first column must be 'point'"));
    EXPECT_TRUE(mentions(addError(merge, "d.csv", "\n\n"), "d.csv: the file is empty"));
    // Nothing of a rejected file is kept.
    EXPECT_EQ(merge.merged(), "point,cost\n1,2\n");
}

// The rule is a RuleText: its pattern is what the catalogue translates, the places hold the
// numbers and names; the file and line stay outside it.
TEST(SweepCsvMerge, RulesAreTranslatablePatterns) {
    SweepCsvMerge merge;
    merge.add("a.csv", "point,x\n1,a\n2,b\n");
    try {
        merge.add("b.csv", "point,x\n3,c\n2,d\n");
        FAIL() << "a duplicate point was accepted";
    } catch (const ScenarioError& e) {
        EXPECT_EQ(e.file(), "b.csv:3");
        EXPECT_STREQ(e.ruleText().pattern(), "point %1 is already in %2:%3");
        EXPECT_EQ(e.rule(), "point 2 is already in a.csv:3");
    }
}

TEST(SweepCsvMerge, DuplicatePointsNameBothPlaces) {
    SweepCsvMerge merge;
    merge.add("a.csv", "point,x\n1,a\n2,b\n");
    EXPECT_EQ(addError(merge, "b.csv", "point,x\n3,c\n2,d\n"), "b.csv:3: point 2 is already in a.csv:3");
    EXPECT_EQ(addError(merge, "c.csv", "point,x\n4,e\n4,f\n"), "c.csv:3: point 4 is already at line 2");
}

TEST(SweepCsvMerge, RowsNeedAPointNumber) {
    SweepCsvMerge merge;
    EXPECT_TRUE(mentions(addError(merge, "a.csv", "point,x\n1,a\nx,b\n"),
                         "a.csv:3: the row must start with its point"));
    EXPECT_TRUE(mentions(addError(merge, "a.csv", "point,x\n0,a\n"), "not '0'"));
    EXPECT_TRUE(mentions(addError(merge, "a.csv", "point,x\n-1,a\n"), "not '-1'"));
}

TEST(SweepCsvMerge, MissingPointsAreReported) {
    SweepCsvMerge merge;
    merge.add("a.csv", "point,x\n1,a\n4,b\n");
    EXPECT_EQ(mergedError(merge), "2 points are missing from the shards (2, 3)");
    // Expecting 6 points: 2, 3, 5 and 6 are missing.
    EXPECT_EQ(mergedError(merge, 6), "4 points are missing from the shards (2, 3, 5, 6)");
    SweepCsvMerge sparse;
    sparse.add("a.csv", "point,x\n1000000000000,a\n");
    EXPECT_EQ(mergedError(sparse), "999999999999 points are missing from the shards (1, 2, 3, 4, 5, ...)");
    EXPECT_EQ(mergedError(SweepCsvMerge()), "no shard files to merge");
}

// Every row has the header's number of fields, quotes included; a quote left open is an error.
TEST(SweepCsvMerge, RowsMustHaveTheHeadersFieldsAndClosedQuotes) {
    const std::string header = "point,default_delivery_slot_cost,sent,error\n";
    SweepCsvMerge merge;
    EXPECT_EQ(addError(merge, "a.csv", header + "1,2,14,\n2,3\n"),
              "a.csv:3: the row has 2 fields but the header has 4");
    EXPECT_EQ(addError(merge, "a.csv", header + "1,2,14,,extra\n"),
              "a.csv:2: the row has 5 fields but the header has 4");
    EXPECT_EQ(addError(merge, "a.csv", header + "1,2,14,\"failed: \"\"x\n"),
              "a.csv:2: the quoted field at column 8 has no closing quote (a field may not span lines)");
    EXPECT_EQ(addError(merge, "a.csv", header + "1,2,14,\"a\"b\n"),
              "a.csv:2: a quoted field must be followed by a comma or the end of the row, at column 11");
    EXPECT_EQ(addError(merge, "a.csv", header + "1,2,14," + std::string(1, '\0') + "\n"),
              "a.csv:2: holds a NUL byte: a shard's CSV is text");
    // Quoted commas and doubled quotes are one field.
    EXPECT_EQ(addError(merge, "a.csv", header + "1,2,14,\"x, \"\"y\"\", z\"\n"), "");
    EXPECT_EQ(merge.merged(), header + "1,2,14,\"x, \"\"y\"\", z\"\n");
}

} // namespace
