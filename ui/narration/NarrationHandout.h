// SPDX-License-Identifier: GPL-3.0-or-later
// NarrationHandout: the narration of a run as plain text, step by step as the narration view
// words it (the step, its time and kind, each sentence), with each lesson bookmark's title and
// note, their live figures filled in (core/LessonFigures), where the bookmark falls. It is what
// `qmgrlab-cli narrate` prints: a handout to print, text a screen reader can read.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <string>

namespace qmgrlab {
class LessonFigures;
class Run;
struct Scenario;
} // namespace qmgrlab

namespace qmgrlab::ui {

class NarrationHandout {
    Q_DECLARE_TR_FUNCTIONS(NarrationHandout)
public:
    // Steps first..last (1-based, inclusive, clamped to the run) of the recorded run; the
    // bookmarks of the scenario's lesson at positions first-1..last. A figure that cannot be
    // filled is left marked in the text and said in *problems.
    static QString text(const Run& run, const Scenario& scenario, LessonFigures& figures, std::size_t first,
                        std::size_t last, QStringList* problems = nullptr);
    // A bookmark's title or note with its live figures filled at step, in at most limit
    // characters (LessonFigures::kTitleCharacters for a title); what could not be filled or was
    // cut is appended to *problems (if given), and *cut says whether the text was cut. The PDF
    // handout and the Lesson tab fill theirs with it too.
    static QString filled(LessonFigures& figures, const std::string& text, std::size_t step,
                          QStringList* problems, std::size_t limit, bool* cut = nullptr);
    // What is said under a title or note that was cut.
    static QString cutNotice();
};

} // namespace qmgrlab::ui
