// SPDX-License-Identifier: GPL-3.0-or-later
// CliNarrate: the variant applied, the run made, the translation installed, the handout printed.
#include "app/CliNarrate.h"

#include "app/CliExport.h"
#include "core/common/OutputFile.h"
#include "core/common/Text.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"
#include "core/whatif/ParameterOverrides.h"
#include "ui/common/LanguageChoice.h"
#include "ui/lesson/Course.h"
#include "ui/lesson/LessonHandoutExporter.h"
#include "ui/narration/NarrationHandout.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>
#include <cstdint>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

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
    // Opened before anything is run: never over the scenario (OutputFile's rules), the
    // handout's file or, for the text, standard output.
    OutputFile out(options.pdf.empty() ? "-" : options.pdf, {options.scenario});
    if (!out.ok()) {
        std::cerr << "qmgrlab-cli: narrate: " << out.error() << '\n';
        return 2;
    }
    const bool pdf = !options.pdf.empty();
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

    if (pdf) {
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
    if (pdf)
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
    // Each distinct problem once, with how many times it was met.
    const auto reportProblems = [&problems] {
        std::vector<std::string> said;
        said.reserve(static_cast<std::size_t>(problems.size()));
        for (const QString& problem : problems)
            said.push_back(problem.toStdString());
        for (const std::string& problem : eachOnceWithCount(said))
            std::cerr << "qmgrlab-cli: narrate: lesson figure " << problem << '\n';
    };
    if (pdf) {
        const QByteArray bytes = ui::LessonHandoutExporter::pdf(scenario, source, &problems);
        reportProblems();
        out.stream().write(bytes.constData(), bytes.size());
    } else {
        LessonFigures figures(scenario, source);
        std::string text;
        if (const ui::CourseLesson* lesson = ui::Course::find(QString::fromStdString(source)))
            text = ui::Course::heading(*lesson).toStdString() + '\n' + scenario.title + "\n\n";
        text += ui::NarrationHandout::text(*run, scenario, figures, first, last, &problems).toStdString();
        // For a terminal: the file's titles, notes and names never carry a control or a
        // bidirectional override to it raw.
        out.stream() << visibleForTerminal(text);
        reportProblems();
    }
    if (!out.commit()) {
        std::cerr << "qmgrlab-cli: narrate: " << out.error() << '\n';
        return 1;
    }
    return 0;
}

} // namespace qmgrlab
