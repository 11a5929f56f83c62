// SPDX-License-Identifier: GPL-3.0-or-later
// LessonHandoutExporter: a scenario's lesson as a PDF handout, one A4 page per bookmark: the
// bookmark's title and its note with the live figures filled in (core/LessonFigures), the
// delivery-slot timeline and the scheduler's job list as they stand at the bookmark's step
// (drawn by the timeline export's plot and the job list's canvas, in the light theme, for
// print), and the narration of that step (Narrator); the texts in the language qmgrlab speaks
// where the scenario translates them. A page that asks a question (its title does; each lesson's
// first page asks the lesson's) leaves out the run after its step, which would answer it; the
// pages that answer show it pale. The course handout is every lesson's, in the course's order,
// after a table of contents. The pages go through the one PageWriter.
// It runs the scenario itself, in a Run of its own, so a window showing another run of the
// scenario keeps its position. File > Export lesson… and `qmgrlab-cli narrate --pdf` write it
// (File > Export course handout… and `narrate --course --pdf` the course's);
// it draws widgets off screen, so it needs a QApplication (the offscreen platform will do).
#pragma once

#include "ui/common/DrawnFigure.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

class QPaintDevice;

namespace qmgrlab {
struct Scenario;
}

namespace qmgrlab::ui {

class LessonHandoutExporter {
    Q_DECLARE_TR_FUNCTIONS(LessonHandoutExporter)
public:
    // An A4 page, portrait, in pixels at 96 per inch.
    static QSize pageSize();

    // Writes the handout of the scenario's lesson (which must be valid, as RunBuilder accepts
    // it; sourceName names it in messages) to path, a .pdf. False with a one-line *error when
    // the lesson has no bookmark, the path is not a .pdf or the file cannot be written. A live
    // figure that cannot be filled is left marked in the note and said in *problems.
    static bool write(const Scenario& scenario, const std::string& sourceName, const QString& path,
                      QString* error, QStringList* problems = nullptr);

    // The same handout as the bytes of the PDF (the lesson must have a bookmark), for a writer of
    // its own (qmgrlab-cli narrate --pdf, which writes standard output, devices and pipes too).
    static QByteArray pdf(const Scenario& scenario, const std::string& sourceName,
                          QStringList* problems = nullptr);

    // Where a page drew its figures' parts: its timeline's (a block per transport) and its job
    // lists' (a block per transport's list, in the room the page gave them).
    struct PageFigures {
        DrawnFigure timeline;
        DrawnFigure jobLists;
    };

    // Paints the handout's pages of the lesson (as pdf() makes them) one after the other on device,
    // with a painter begun and ended for each page, for a reader of the pages' drawing (the tests
    // read the texts a page draws); with figures, per page where its figures' parts were drawn on
    // it (the tests check that none covers another or leaves its figure).
    static void paintPages(const Scenario& scenario, const std::string& sourceName, QPaintDevice* device,
                           QStringList* problems = nullptr, std::vector<PageFigures>* figures = nullptr);

    // Whether a page with this title asks a question (it ends in a question mark): the page then
    // leaves out what the run does after its step.
    static bool asksQuestion(const QString& title);

    // The handout of the whole course (ui/lesson/Course) from the examples embedded in the program:
    // the contents (each part, each lesson's number, title, question and first page), then every
    // lesson's pages as pdf() makes them, in the course's order, each page numbered. Empty with
    // *error when an example cannot be read. Figures that cannot be filled are said in *problems.
    static QByteArray coursePdf(QString* error, QStringList* problems = nullptr);
    // The same written to path, a .pdf; false with a one-line *error naming the file.
    static bool writeCourse(const QString& path, QString* error, QStringList* problems = nullptr);
};

} // namespace qmgrlab::ui
