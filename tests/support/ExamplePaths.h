// SPDX-License-Identifier: GPL-3.0-or-later
// ExamplePaths: where the tests find the example scenarios (examples/), the conformance cases
// (tests/conformance: NAME.json with the trace the real Postfix wrote, NAME.trace.jsonl) and the
// other test data (tests/data), and the scenarios several tests open. The GUI tests have them as
// QStrings too (test::gui).
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#ifdef QT_CORE_LIB
#include <QString>
#endif

namespace qmgrlab::test {

inline constexpr char kExamplesDir[] = QMGRLAB_EXAMPLES_DIR;
inline constexpr char kConformanceDir[] = QMGRLAB_CONFORMANCE_DIR;
inline constexpr char kTestDataDir[] = QMGRLAB_TEST_DATA_DIR;

// examples/FILE.
inline std::string example(std::string_view file) {
    return std::string(kExamplesDir) + "/" + std::string(file);
}
// Every examples/*.json, sorted by name.
inline std::vector<std::filesystem::path> exampleFiles() {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(kExamplesDir)) {
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}
// tests/conformance/NAME.json.
inline std::string conformanceCase(std::string_view name) {
    return std::string(kConformanceDir) + "/" + std::string(name) + ".json";
}

// SCHEDULER_README's examples as scenarios, and the conformance cases several tests use.
inline constexpr char kSlotLoan[] = QMGRLAB_EXAMPLES_DIR "/slot-loan.json";
inline constexpr char kNoLoan[] = QMGRLAB_EXAMPLES_DIR "/no-loan.json";
inline constexpr char kBlockersExample[] = QMGRLAB_EXAMPLES_DIR "/blockers.json";
inline constexpr char kDeadDestination[] = QMGRLAB_EXAMPLES_DIR "/dead-destination.json";
inline constexpr char kOutageBackoff[] = QMGRLAB_EXAMPLES_DIR "/outage-backoff.json";
inline constexpr char kGreylisting[] = QMGRLAB_EXAMPLES_DIR "/greylisting.json";
inline constexpr char kConcurrencyFeedback[] = QMGRLAB_EXAMPLES_DIR "/readme-concurrency-feedback.json";
inline constexpr char kRecipientLimits[] = QMGRLAB_EXAMPLES_DIR "/recipient-limits.json";
inline constexpr char kRecursivePreemption[] = QMGRLAB_EXAMPLES_DIR "/recursive-preemption.json";
inline constexpr char kSeedSlotLoan[] = QMGRLAB_CONFORMANCE_DIR "/seed-slot-loan.json";
inline constexpr char kSeedNoLoan[] = QMGRLAB_CONFORMANCE_DIR "/seed-no-loan.json";
// A real server's files for the import (tests/data/import/NAME/).
inline constexpr char kImportDir[] = QMGRLAB_TEST_DATA_DIR "/import";

} // namespace qmgrlab::test

#ifdef QT_CORE_LIB
namespace qmgrlab::test::gui {

inline const QString kExamplesDir = QString::fromUtf8(test::kExamplesDir);
inline const QString kConformanceDir = QString::fromUtf8(test::kConformanceDir);
inline QString example(std::string_view file) {
    return QString::fromStdString(test::example(file));
}
inline QString conformanceCase(std::string_view name) {
    return QString::fromStdString(test::conformanceCase(name));
}
inline const QString kSlotLoan = QString::fromUtf8(test::kSlotLoan);
inline const QString kNoLoan = QString::fromUtf8(test::kNoLoan);
inline const QString kBlockersExample = QString::fromUtf8(test::kBlockersExample);
inline const QString kDeadDestination = QString::fromUtf8(test::kDeadDestination);
inline const QString kOutageBackoff = QString::fromUtf8(test::kOutageBackoff);
inline const QString kGreylisting = QString::fromUtf8(test::kGreylisting);
inline const QString kConcurrencyFeedback = QString::fromUtf8(test::kConcurrencyFeedback);
inline const QString kRecipientLimits = QString::fromUtf8(test::kRecipientLimits);
inline const QString kRecursivePreemption = QString::fromUtf8(test::kRecursivePreemption);
inline const QString kSeedNoLoan = QString::fromUtf8(test::kSeedNoLoan);
inline const QString kImportDir = QString::fromUtf8(test::kImportDir);

} // namespace qmgrlab::test::gui
#endif
