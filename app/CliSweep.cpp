// SPDX-License-Identifier: GPL-3.0-or-later
// CliSweep: reading the shard files, merging them and writing the result, checked at each step.
#include "app/CliSweep.h"

#include "core/SweepCsvMerge.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <stdexcept>

namespace qmgrlab {

namespace {

int fail(const std::string& message, int status) {
    std::cerr << "qmgrlab-cli: sweep: " << message << '\n';
    return status;
}

} // namespace

int runSweepMergeCommand(const std::vector<std::string>& files, const std::string& csvPath) {
    SweepCsvMerge merge;
    std::string merged;
    try {
        for (const std::string& name : files) {
            std::error_code ignored;
            std::ifstream in(name, std::ios::binary);
            if (!in || std::filesystem::is_directory(name, ignored))
                return fail(name + ": cannot read the file", 2);
            const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            if (in.bad())
                return fail(name + ": cannot read the file", 2);
            merge.add(name, text);
        }
        merged = merge.merged();
    } catch (const std::invalid_argument& error) {
        return fail(error.what(), 2);
    }
    if (csvPath.empty()) {
        std::cout << merged << std::flush;
        if (!std::cout)
            return fail("standard output: writing the merged CSV failed", 1);
        return 0;
    }
    for (const std::string& name : files) {
        std::error_code ignored;
        if (std::filesystem::equivalent(name, csvPath, ignored))
            return fail(csvPath + ": the merged CSV would overwrite the shard file " + name, 2);
    }
    std::ofstream out(csvPath, std::ios::binary | std::ios::trunc);
    out << merged;
    out.close();
    if (!out)
        return fail(csvPath + ": writing the merged CSV failed", 1);
    return 0;
}

} // namespace qmgrlab
