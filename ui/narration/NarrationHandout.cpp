// SPDX-License-Identifier: GPL-3.0-or-later
// NarrationHandout: steps, sentences and bookmarks as indented plain text.
#include "ui/narration/NarrationHandout.h"

#include "core/run/Run.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"
#include "ui/common/LanguageChoice.h"
#include "ui/narration/Narrator.h"

#include <QLocale>
#include <algorithm>
#include <string>
#include <vector>

namespace qmgrlab::ui {

QString NarrationHandout::filled(LessonFigures& figures, const std::string& text, std::size_t step,
                                 QStringList* problems, std::size_t limit, bool* cut) {
    std::vector<std::string> errors;
    // Numbers with the decimal sign of the language qmgrlab speaks, as the narration writes them.
    const QString point = QLocale().decimalPoint();
    figures.setDecimalMark(point == QStringLiteral(",") ? ',' : '.');
    const QString result = QString::fromStdString(figures.fill(text, step, &errors, limit, cut));
    if (problems != nullptr) {
        for (const std::string& error : errors)
            problems->append(QString::fromStdString(error));
    }
    return result;
}

QString NarrationHandout::cutNotice() {
    return tr("(Cut short at …: a live figure shows at most %L1 characters, a title %L2 and a note %L3.)")
        .arg(LessonFigures::kFigureCharacters)
        .arg(LessonFigures::kTitleCharacters)
        .arg(LessonFigures::kNoteCharacters);
}

QString NarrationHandout::text(const Run& run, const Scenario& scenario, LessonFigures& figures,
                               std::size_t first, std::size_t last, QStringList* problems) {
    const std::size_t length = run.recording().steps().size();
    first = std::max<std::size_t>(first, 1);
    last = std::min(last, length);
    const Narrator narrator(run);
    QString out;
    const auto bookmarksAt = [&](std::size_t position) {
        for (std::size_t i = 0; i < scenario.lesson.size(); ++i) {
            if (scenario.lesson[i].step != static_cast<std::int64_t>(position))
                continue;
            const Bookmark b = scenario.bookmarkIn(i, LanguageChoice::current());
            bool titleCut = false;
            bool noteCut = false;
            out += QStringLiteral("  ■ ") +
                   tr("Bookmark: %1")
                       .arg(filled(figures, b.title, position, problems, LessonFigures::kTitleCharacters,
                                   &titleCut)) +
                   QLatin1Char('\n');
            if (!b.note.empty()) {
                QString note =
                    filled(figures, b.note, position, problems, LessonFigures::kNoteCharacters, &noteCut);
                note.replace(QLatin1Char('\n'), QStringLiteral("\n    "));
                out += QStringLiteral("    ") + note + QLatin1Char('\n');
            }
            if (titleCut || noteCut)
                out += QStringLiteral("    ") + cutNotice() + QLatin1Char('\n');
        }
    };
    if (first == 1)
        bookmarksAt(0);
    for (std::size_t step = first; step <= last; ++step) {
        const StepRecord& record = run.recording().steps()[step - 1];
        out += tr("Step %1 of %2 · %3 · %4")
                   .arg(step)
                   .arg(length)
                   .arg(Narrator::formatTime(record.timeMs), Narrator::kindName(record.kind)) +
               QLatin1Char('\n');
        for (const NarrationSentence& sentence : narrator.sentences(step - 1))
            out += QStringLiteral("  • ") + sentence.text + QLatin1Char('\n');
        bookmarksAt(step);
    }
    return out;
}

} // namespace qmgrlab::ui
