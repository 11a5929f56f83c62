// SPDX-License-Identifier: GPL-3.0-or-later
// CliNarrate: the variant applied, the run made, the translation installed, the handout printed;
// or the course's handout written.
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

namespace {

// The language's translation installed (the narration's sentences and the lessons' texts), into
// the application the command made; false when this build lacks it (said on stderr).
bool installLanguage(const std::string& lang) {
    const QString language = QString::fromStdString(lang);
    QLocale::setDefault(QLocale(language));
    if (language != QStringLiteral("en") &&
        !ui::LanguageChoice::install(*QCoreApplication::instance(), language)) {
        std::cerr << "qmgrlab-cli: narrate: the " << lang << " translation is missing from this build\n";
        return false;
    }
    return true;
}

// Each distinct problem once, with how many times it was met.
void reportProblems(const QStringList& problems) {
    std::vector<std::string> said;
    said.reserve(static_cast<std::size_t>(problems.size()));
    for (const QString& problem : problems)
        said.push_back(problem.toStdString());
    for (const std::string& problem : eachOnceWithCount(said))
        std::cerr << "qmgrlab-cli: narrate: lesson figure " << problem << '\n';
}

// narrate --course --pdf FILE: the course's handout.
int runCourseHandout(const NarrateOptions& options) {
    if (options.pdf.empty() || !options.scenario.empty() || !options.variants.empty() || options.from ||
        options.to) {
        std::cerr << "qmgrlab-cli: narrate: --course writes the course's handout from the examples in the "
                     "program: it takes --pdf FILE and --lang, no scenario, --variant, --from or --to\n";
        return 2;
    }
    OutputFile out(options.pdf, {});
    if (!out.ok()) {
        std::cerr << "qmgrlab-cli: narrate: " << out.error() << '\n';
        return 2;
    }
    const std::unique_ptr<QCoreApplication> app = makeHeadlessApplication();
    if (!installLanguage(options.lang))
        return 2;
    QString error;
    QStringList problems;
    const QByteArray bytes = ui::LessonHandoutExporter::coursePdf(&error, &problems);
    reportProblems(problems);
    if (bytes.isEmpty()) {
        std::cerr << "qmgrlab-cli: narrate: --course: " << error.toStdString() << '\n';
        return 2;
    }
    out.stream().write(bytes.constData(), bytes.size());
    if (!out.commit()) {
        std::cerr << "qmgrlab-cli: narrate: " << out.error() << '\n';
        return 1;
    }
    return 0;
}

} // namespace

int runNarrateCommand(const NarrateOptions& options) {
    if (options.course)
        return runCourseHandout(options);
    if (options.scenario.empty()) {
        std::cerr << "qmgrlab-cli: narrate: needs a scenario file, or --course --pdf FILE for the course's "
                     "handout\n";
        return 2;
    }
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
    if (!installLanguage(options.lang))
        return 2;

    QStringList problems;
    if (pdf) {
        const QByteArray bytes = ui::LessonHandoutExporter::pdf(scenario, source, &problems);
        reportProblems(problems);
        out.stream().write(bytes.constData(), bytes.size());
    } else {
        LessonFigures figures(scenario, source);
        std::string text;
        if (const ui::CourseLesson* lesson = ui::Course::find(QString::fromStdString(source)))
            text = ui::Course::heading(*lesson).toStdString() + '\n' +
                   scenario.titleIn(ui::LanguageChoice::current()) + "\n\n";
        text += ui::NarrationHandout::text(*run, scenario, figures, first, last, &problems).toStdString();
        // For a terminal: the file's titles, notes and names never carry a control or a
        // bidirectional override to it raw.
        out.stream() << visibleForTerminal(text);
        reportProblems(problems);
    }
    if (!out.commit()) {
        std::cerr << "qmgrlab-cli: narrate: " << out.error() << '\n';
        return 1;
    }
    return 0;
}

} // namespace qmgrlab
