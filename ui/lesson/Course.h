// SPDX-License-Identifier: GPL-3.0-or-later
// Course: qmgrlab's course on SCHEDULER_README, the one list of the shipped examples in teaching
// order: each lesson's part, number, example file, short title, the question it asks (the
// example's first bookmark asks it too; the answer comes at a later bookmark) and the main.cf
// change the Compare window opens it with. The Examples menu, the welcome dialog and the lesson
// handouts number the examples from it. Titles and questions are English here and translated
// where they are shown.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <span>

namespace qmgrlab::ui {

struct CourseLesson {
    int part;             // 1 ... Course::partCount()
    int number;           // 1 ... the lesson count, in teaching order
    const char* fileName; // as in examples/: "slot-loan.json"
    const char* title;    // English, for Course::title
    const char* question; // English, for Course::question; the example's first bookmark title
    // The main.cf change the Compare window opens the lesson's example with, as
    // `qmgrlab-cli compare --variant` takes it ("NAME=VALUE[,NAME=VALUE...]"): the setting the
    // lesson is about, with a result that differs from the example's.
    const char* compared;
};

class Course {
    Q_DECLARE_TR_FUNCTIONS(qmgrlab::ui::Course)
public:
    // Every lesson, in teaching order.
    static std::span<const CourseLesson> lessons();
    static int partCount();
    // "Preemption": the part's subject, translated.
    static QString partTitle(int part);
    static QString title(const CourseLesson& lesson);
    static QString question(const CourseLesson& lesson);
    // The lesson of an example by its file's name or path ("slot-loan.json",
    // ":/examples/slot-loan.json"), or nullptr for a file that is no lesson of the course.
    static const CourseLesson* find(const QString& path);
    // "Lesson 3 of 22 · Part 2: Preemption", for the handouts.
    static QString heading(const CourseLesson& lesson);
};

} // namespace qmgrlab::ui
