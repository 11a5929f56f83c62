// SPDX-License-Identifier: GPL-3.0-or-later
// WelcomeDialog: the first-start text and its two buttons.
#include "ui/common/WelcomeDialog.h"

#include "ui/common/KeyNames.h"
#include "ui/lesson/Course.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace qmgrlab::ui {

WelcomeDialog::WelcomeDialog(bool lessonAvailable, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Welcome to qmgrlab"));
    auto* label = new QLabel(text());
    label->setObjectName(QStringLiteral("welcomeText"));
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setMinimumWidth(label->fontMetrics().averageCharWidth() * 60);
    auto* buttons = new QDialogButtonBox;
    QPushButton* close = buttons->addButton(tr("&Explore on my own"), QDialogButtonBox::RejectRole);
    close->setToolTip(tr("Close the welcome; Help > Welcome shows it again"));
    if (lessonAvailable) {
        QPushButton* lesson = buttons->addButton(tr("Start the &lesson"), QDialogButtonBox::AcceptRole);
        lesson->setToolTip(tr("Lesson mode on the open example: %1 goes to the next bookmark (L)")
                               .arg(KeyNames::pageDown()));
        lesson->setDefault(true);
        connect(lesson, &QPushButton::clicked, this, [this] { lessonChosen_ = true; });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(buttons);
}

QString WelcomeDialog::text() {
    QString parts;
    for (int part = 1; part <= Course::partCount(); ++part) {
        int first = 0;
        int last = 0;
        for (const CourseLesson& lesson : Course::lessons()) {
            if (lesson.part != part)
                continue;
            first = first == 0 ? lesson.number : first;
            last = lesson.number;
        }
        const QString numbers =
            first == last ? tr("lesson %1").arg(first) : tr("lessons %1–%2").arg(first).arg(last);
        parts +=
            QStringLiteral("<li>%1 <i>(%2)</i></li>").arg(Course::partTitle(part).toHtmlEscaped(), numbers);
    }
    return tr("<h3>Welcome to qmgrlab</h3>"
              "<p>qmgrlab shows how Postfix's queue manager schedules mail: which job gets the next "
              "delivery slot, when a job preempts another, how recipient and concurrency limits shape a "
              "run. Every step is simulated as the real scheduler takes it, forwards and backwards.</p>"
              "<p><b>Where to start</b></p>"
              "<ul>"
              "<li>The <b>Examples</b> menu holds a course on SCHEDULER_README, %1 lessons in teaching "
              "order, not the README's: how the next entry is picked and preemption first, concurrency and "
              "the deferred queue last (the parts below). Each opens with a question. <b>→</b> takes a "
              "step, <b>Space</b> plays.</li>"
              "<li><b>L</b>: lesson mode. <b>%3</b> goes from bookmark to bookmark, each with a note "
              "on what to watch.</li>"
              "<li><b>P</b>: predict mode. Before each decision the class guesses: does a job preempt, and "
              "which job gets the slot? Type the job's number.</li>"
              "<li><b>Help</b> lists every key and explains the README's words in a glossary; View &gt; "
              "Layout &gt; Lecture arranges the window for a projector.</li>"
              "</ul>"
              "<p><b>The course</b></p>"
              "<ol>%2</ol>")
        .arg(QString::number(Course::lessons().size()), parts, KeyNames::pageDown().toHtmlEscaped());
}

} // namespace qmgrlab::ui
