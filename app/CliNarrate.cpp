// SPDX-License-Identifier: GPL-3.0-or-later
// CliNarrate: the variant applied, the run made, the translation installed, the handout printed.
#include "app/CliNarrate.h"

#include "app/CliExport.h"
#include "core/common/OutputFile.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"
#include "core/whatif/ParameterOverrides.h"
#include "ui/common/LanguageChoice.h"
#include "ui/lesson/LessonHandoutExporter.h"
#include "ui/narration/NarrationHandout.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>
#include <cstdint>
#include <iostream>
#include <memory>

namespace qmgrlab {

int runNarrateCommand(const NarrateOptions& options) {
    ParameterOverrides variant;
    try {
        for (const std::string& spec : options.variants)
            variant.add(spec);
    } catch (const std::invalid_argument& error) {
        std::cerr << "qmgrlab-cli: narrate: --variant: " << error.what() << '\n';
        return 2;
    }
    Scenario scenario = loadScenarioFile(options.scenario);
    std::string source = options.scenario;
    if (!variant.empty()) {
        variant.applyTo(scenario);
        source += " with " + variant.text();
        // The bookmarks the variant's run reaches; their figures are the variant's.
        Scenario bare = scenario;
        bare.lesson.clear();
        const std::size_t last =
            scenario.lesson.empty() ? 0 : static_cast<std::size_t>(scenario.lesson.back().step);
        const std::size_t reached = stepsUpTo(std::move(bare), last);
        std::erase_if(scenario.lesson,
                      [reached](const Bookmark& b) { return static_cast<std::size_t>(b.step) > reached; });
    }
    const auto run = buildRun(scenario, source);
    const std::size_t length = run->recording().steps().size();
    const std::size_t first = options.from.value_or(1);
    const std::size_t last = options.to.value_or(length);
    if (first < 1 || first > length || last < first || last > length) {
        std::cerr << "qmgrlab-cli: narrate: --from and --to must give steps with 1 <= from <= to <= "
                  << length << " (the run's steps)\n";
        return 2;
    }

    if (!options.pdf.empty()) {
        // Before any work: never over the scenario, a FIFO or a device (OutputFile's rules; the
        // page writer then saves through a temporary renamed over the target).
        if (const std::string refusal = outputRefusal(options.pdf, {options.scenario}); !refusal.empty()) {
            std::cerr << "qmgrlab-cli: narrate: " << refusal << '\n';
            return 2;
        }
        // The bookmarks at positions first-1..last, as the text tells them.
        std::erase_if(scenario.lesson, [first, last](const Bookmark& b) {
            return b.step < static_cast<std::int64_t>(first) - 1 || b.step > static_cast<std::int64_t>(last);
        });
        if (scenario.lesson.empty()) {
            std::cerr << "qmgrlab-cli: narrate: --pdf: the scenario has no lesson bookmark"
                      << (options.from || options.to ? " within --from/--to" : "") << '\n';
            return 2;
        }
    }

    std::unique_ptr<QCoreApplication> app;
    if (!options.pdf.empty())
        app = makeHeadlessApplication(); // the handout draws the windows' widgets off screen
    else if (QCoreApplication::instance() == nullptr) {
        static int argc = 1;
        static char name[] = "qmgrlab-cli";
        static char* argv[] = {name, nullptr};
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    const QString language = QString::fromStdString(options.lang);
    QLocale::setDefault(QLocale(language));
    if (language != QStringLiteral("en") &&
        !ui::LanguageChoice::install(*QCoreApplication::instance(), language)) {
        std::cerr << "qmgrlab-cli: narrate: the " << options.lang
                  << " translation is missing from this build\n";
        return 2;
    }

    QStringList problems;
    if (!options.pdf.empty()) {
        QString error;
        const bool written = ui::LessonHandoutExporter::write(
            scenario, source, QString::fromStdString(options.pdf), &error, &problems);
        for (const QString& problem : problems)
            std::cerr << "qmgrlab-cli: narrate: lesson figure " << problem.toStdString() << '\n';
        if (!written)
            std::cerr << "qmgrlab-cli: narrate: " << error.toStdString() << '\n';
        return written ? 0 : 1;
    }
    LessonFigures figures(scenario, source);
    const QString text = ui::NarrationHandout::text(*run, scenario, figures, first, last, &problems);
    std::cout << text.toStdString();
    for (const QString& problem : problems)
        std::cerr << "qmgrlab-cli: narrate: lesson figure " << problem.toStdString() << '\n';
    std::cout.flush();
    return std::cout ? 0 : 1;
}

} // namespace qmgrlab
