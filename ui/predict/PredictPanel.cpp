// SPDX-License-Identifier: GPL-3.0-or-later
// PredictPanel: lays out the open question, its answer buttons and keys, the reveal with the
// decision's narration, and the score; rebuilt from the controller and the session on every
// change.
#include "ui/predict/PredictPanel.h"

#include "core/run/Inspector.h"
#include "core/scenario/Configuration.h"
#include "ui/SimulationController.h"
#include "ui/common/FitText.h"
#include "ui/common/JobPalette.h"
#include "ui/common/KeyNames.h"
#include "ui/narration/Narrator.h"
#include "ui/predict/PredictSession.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

constexpr int kMaxButtonColumns = 3;
constexpr double kPromptScale = 1.5;      // the question, relative to the panel font
constexpr double kLeastPromptScale = 1.2; // ... where the panel is short (leastHeight)
constexpr double kButtonScale = 1.6;      // the answer buttons
constexpr double kFitStep = 0.1;          // the texts' sizes tried, from the largest down to the font's
constexpr int kTypingPauseMs = 1200;      // after "1" when job 12 exists too, job 1 is taken
// Okabe-Ito bluish green and vermillion; the ✔ and ✘ say it without colour too.
const QColor kRightColour(0, 158, 115);
const QColor kWrongColour(213, 94, 0);

QString verdict(bool right) {
    return QStringLiteral("<span style='color:%1; font-weight:bold'>%2</span>")
        .arg((right ? kRightColour : kWrongColour).name(),
             right ? PredictPanel::tr("✔ right") : PredictPanel::tr("✘ wrong"));
}

} // namespace

PredictPanel::PredictPanel(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), session_(new PredictSession(controller, this)),
      score_(new QLabel), prompt_(new QLabel), buttonArea_(new QWidget),
      buttons_(new QGridLayout(buttonArea_)), reveal_(new QLabel), typed_(new QLabel),
      modeButton_(new QPushButton), resetButton_(new QPushButton(tr("Reset score"))),
      bottom_(new QBoxLayout(QBoxLayout::LeftToRight)), enterKey_(new QAction(this)),
      pause_(new QTimer(this)), yesKey_(new QAction(this)), noKey_(new QAction(this)) {
    score_->setObjectName(QStringLiteral("predictScore"));
    prompt_->setObjectName(QStringLiteral("predictPrompt"));
    reveal_->setObjectName(QStringLiteral("predictReveal"));
    typed_->setObjectName(QStringLiteral("predictTyped"));
    typed_->hide();
    prompt_->setWordWrap(true);
    reveal_->setWordWrap(true);
    reveal_->setTextFormat(Qt::RichText);
    reveal_->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    connect(resetButton_, &QPushButton::clicked, session_, &PredictSession::resetScore);
    connect(modeButton_, &QPushButton::clicked, this,
            [this] { controller_->setPredictMode(!controller_->predictMode()); });

    // The score on a line of its own and the two buttons at the bottom, so that a narrow dock at
    // projector zoom shows all of them without scrolling.
    score_->setWordWrap(true);
    bottom_->addWidget(modeButton_);
    bottom_->addWidget(resetButton_);
    bottom_->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(score_);
    layout->addWidget(prompt_);
    layout->addWidget(buttonArea_);
    layout->addWidget(typed_);
    layout->addWidget(reveal_);
    layout->addStretch(1);
    layout->addLayout(bottom_);

    // Keys for the class's answers: the digits of a job's number; a text field that has the
    // focus keeps its digits.
    for (int digit = 0; digit <= 9; ++digit) {
        auto* key = new QAction(this);
        key->setShortcut(QKeySequence(Qt::Key_0 + digit));
        key->setShortcutContext(Qt::WindowShortcut);
        connect(key, &QAction::triggered, this, [this, digit] { typeDigit(digit); });
        keys_.append(key);
    }
    enterKey_->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    connect(enterKey_, &QAction::triggered, this, &PredictPanel::confirmTyped);
    keys_.append(enterKey_);
    pause_->setSingleShot(true);
    pause_->setInterval(kTypingPauseMs);
    connect(pause_, &QTimer::timeout, this, &PredictPanel::confirmTyped);
    yesKey_->setShortcut(QKeySequence(Qt::Key_Y));
    noKey_->setShortcut(QKeySequence(Qt::Key_N));
    connect(yesKey_, &QAction::triggered, session_, [this] { session_->answerPreemption(true); });
    connect(noKey_, &QAction::triggered, session_, [this] { session_->answerPreemption(false); });
    addActions(keys_);
    addActions({yesKey_, noKey_});

    connect(controller_, &SimulationController::runChanged, this, [this] {
        asked_.reset();
        refresh();
    });
    connect(controller_, &SimulationController::positionChanged, this, &PredictPanel::refresh);
    connect(controller_, &SimulationController::predictModeChanged, this, &PredictPanel::refresh);
    connect(session_, &PredictSession::changed, this, &PredictPanel::refresh);
    refresh();
}

void PredictPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        refresh();
    }
}

QString PredictPanel::messageName(int message) const {
    return QString::fromStdString(Inspector(controller_->run()).messageId(message));
}

void PredictPanel::refresh() {
    prompt_->setFont(scaledFont(font(), kPromptScale, true));
    score_->setFont(scaledFont(font(), kPromptScale, true));
    score_->setText(tr("right %1 · wrong %2").arg(session_->right()).arg(session_->wrong()));
    modeButton_->setText(controller_->predictMode() ? tr("Stop predicting") : tr("Start predicting"));
    clearButtons();
    reveal_->clear();
    jobKeys_ = PredictKeys();
    pause_->stop();
    showTyped();
    for (QAction* key : keys_) {
        key->setEnabled(false);
    }
    yesKey_->setEnabled(false);
    noKey_->setEnabled(false);

    if (!controller_->hasRun() || !controller_->predictMode()) {
        prompt_->setText(tr("Predict mode is off. Turn it on to be asked before each scheduling decision."));
        return;
    }
    if (const auto question = controller_->openQuestion()) {
        asked_ = question;
        showQuestion(*question);
    } else if (asked_ && controller_->position() == asked_->step() + 1) {
        showReveal(*asked_);
    } else if (const QString topic = lessonTopic_ ? lessonTopic_() : QString(); topic.isEmpty()) {
        prompt_->setText(
            tr("Step on (→ or %1): the run stops before the next decision.").arg(KeyNames::pageDown()));
    } else {
        // Between the decisions' questions the class keeps the lesson in sight: its question
        // until the next bookmark answers it, then that bookmark's title (never a later one's).
        prompt_->setText(topic);
        reveal_->setText(tr("Step on (→ or %1): the run stops before the next decision.")
                             .arg(KeyNames::pageDown())
                             .toHtmlEscaped());
    }
    fitTexts();
}

void PredictPanel::setLessonTopic(std::function<QString()> topic) {
    lessonTopic_ = std::move(topic);
    refresh();
}

void PredictPanel::showQuestion(const PredictionQuestion& question) {
    if (session_->awaitingPreemption()) {
        prompt_->setText(
            tr("Does job %1 preempt job %2?")
                .arg(messageName(question.candidateMessage()), messageName(question.currentMessage())));
        const QColor button = palette().color(QPalette::Button);
        const QColor text = palette().color(QPalette::ButtonText);
        addButton(tr("Y  Yes"), button, text);
        addButton(tr("N  No"), button, text);
        connect(choiceButtons_[0], &QPushButton::clicked, session_,
                [this] { session_->answerPreemption(true); });
        connect(choiceButtons_[1], &QPushButton::clicked, session_,
                [this] { session_->answerPreemption(false); });
        yesKey_->setEnabled(true);
        noKey_->setEnabled(true);
        return;
    }
    const QString transport =
        QString::fromStdString(controller_->run().config().transports()[question.transport()].name);
    QString text = tr("Which job gets the next delivery slot of transport %1?").arg(transport);
    if (const auto preemption = session_->pendingPreemption()) {
        text += QLatin1Char('\n') +
                (*preemption ? tr("(You said: job %1 preempts job %2.)")
                             : tr("(You said: job %1 does not preempt job %2.)"))
                    .arg(messageName(question.candidateMessage()), messageName(question.currentMessage()));
    }
    prompt_->setText(text);
    QStringList choices;
    for (const int message : question.choices()) {
        choices.append(messageName(message));
    }
    QStringList taken;
    const Configuration& config = controller_->run().config();
    for (int m = 0; m < config.messageCount(); ++m) {
        taken.append(QString::fromStdString(config.message(m).id));
    }
    jobKeys_ = PredictKeys(choices, taken);
    for (int i = 0; i < static_cast<int>(question.choices().size()); ++i) {
        const int message = question.choices()[static_cast<std::size_t>(i)];
        // Every button names its key, also when the key is the job's own number: the class reads
        // the job and under it its key in every lesson, two short lines that keep the button narrow.
        const QString label = tr("job %1\nkey %2").arg(choices[i], jobKeys_.keysOf(i));
        QPushButton* button = addButton(label, JobPalette::colour(message), JobPalette::textColour(message));
        button->setToolTip(tr("Type %1 to choose job %2").arg(jobKeys_.keysOf(i), choices[i]));
        connect(button, &QPushButton::clicked, session_, [this, message] { session_->answerJob(message); });
    }
    for (QAction* key : keys_) {
        key->setEnabled(true);
    }
}

void PredictPanel::showReveal(const PredictionQuestion& question) {
    prompt_->setText(tr("Job %1 got the delivery slot.").arg(messageName(question.answer())));
    const PredictSession::Answer* answer = session_->answerAt(question.step());
    QStringList lines;
    if (question.asksPreemption()) {
        QString line =
            (question.preempts() ? tr("Job %1 preempted job %2.") : tr("Job %1 did not preempt job %2."))
                .arg(messageName(question.candidateMessage()), messageName(question.currentMessage()))
                .toHtmlEscaped();
        if (answer != nullptr && answer->preemption) {
            line += QLatin1Char(' ') + verdict(answer->preemptionRight);
        }
        lines.append(line);
    }
    if (answer != nullptr && answer->job >= 0) {
        lines.append(tr("You chose job %1.").arg(messageName(answer->job)).toHtmlEscaped() +
                     QLatin1Char(' ') + verdict(answer->jobRight));
    } else if (answer != nullptr) {
        lines.append(tr("No job chosen: only the yes or no is counted.").toHtmlEscaped());
    } else {
        lines.append(tr("Revealed without an answer: not counted.").toHtmlEscaped());
    }
    const Narrator narrator(controller_->run());
    QStringList story;
    for (const NarrationSentence& sentence : narrator.sentences(question.step())) {
        story.append(sentence.text.toHtmlEscaped());
    }
    reveal_->setText(lines.join(QStringLiteral("<br>")) + QStringLiteral("<p>") +
                     story.join(QStringLiteral("<br>")) + QStringLiteral("</p>"));
    fitTexts();
}

void PredictPanel::clearButtons() {
    // A button may be the one whose click led here: it goes once its signal has returned.
    for (QPushButton* button : choiceButtons_) {
        buttons_->removeWidget(button);
        button->setParent(nullptr);
        button->deleteLater();
    }
    choiceButtons_.clear();
}

QPushButton* PredictPanel::addButton(const QString& text, const QColor& background,
                                     const QColor& textColour) {
    auto* button = new QPushButton(text);
    button->setObjectName(QStringLiteral("predictChoice"));
    const QFont font = scaledFont(this->font(), kButtonScale, true);
    button->setFont(font);
    const int unit = QFontMetrics(font).height();
    button->setMinimumHeight(unit * 2);
    button->setStyleSheet(
        QStringLiteral("QPushButton { background-color: %1; color: %2; border: %3px solid %4;"
                       " border-radius: %5px; padding: %5px %5px; }")
            .arg(background.name(), textColour.name())
            .arg(std::max(1, unit / 10))
            .arg(palette().color(QPalette::WindowText).name())
            .arg(unit / 3));
    choiceButtons_.append(button);
    placeButtons();
    return button;
}

// As many buttons in a row as the panel's width holds (at most three), so that none is cut.
int PredictPanel::buttonColumns() const {
    int widest = 1;
    for (const QPushButton* button : choiceButtons_) {
        widest = std::max(widest, button->sizeHint().width());
    }
    const int spacing = std::max(0, buttons_->horizontalSpacing());
    const int room = contentsRect().width() - layout()->contentsMargins().left() -
                     layout()->contentsMargins().right() - buttons_->contentsMargins().left() -
                     buttons_->contentsMargins().right();
    return std::clamp((room + spacing) / (widest + spacing), 1, kMaxButtonColumns);
}

void PredictPanel::placeButtons() {
    const int columns = buttonColumns();
    for (int index = 0; index < choiceButtons_.size(); ++index) {
        buttons_->removeWidget(choiceButtons_[index]);
        buttons_->addWidget(choiceButtons_[index], index / columns, index % columns);
    }
    columns_ = columns;
}

void PredictPanel::placeBottomButtons() {
    const int visible = viewport_ != nullptr ? viewport_->width() : width();
    const QMargins margins = layout()->contentsMargins();
    const int sideBySide = modeButton_->sizeHint().width() + std::max(0, bottom_->spacing()) +
                           resetButton_->sizeHint().width() + margins.left() + margins.right();
    const auto direction = sideBySide <= visible ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (bottom_->direction() != direction)
        bottom_->setDirection(direction);
}

void PredictPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeBottomButtons();
    if (!choiceButtons_.isEmpty() && buttonColumns() != columns_) {
        placeButtons();
    }
    if (!fitting_) {
        fitting_ = true;
        fitTexts();
        fitting_ = false;
    }
}

void PredictPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (viewport_ != nullptr)
        return;
    for (QWidget* parent = parentWidget(); parent != nullptr && !parent->isWindow();
         parent = parent->parentWidget()) {
        if (auto* scroll = qobject_cast<QScrollArea*>(parent)) {
            viewport_ = scroll->viewport();
            viewport_->installEventFilter(this);
            break;
        }
    }
}

bool PredictPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == viewport_ && event->type() == QEvent::Resize && !fitting_) {
        placeBottomButtons();
        fitting_ = true;
        fitTexts();
        fitting_ = false;
    }
    return QWidget::eventFilter(watched, event);
}

// The question and the reveal (the verdicts and the decision's narration) as large as the room
// beside the score, the buttons and the controls holds, down to the panel's font: the question
// first, the reveal in what is left (the lecture column shares its height with a view under it).
int PredictPanel::leastHeight() const {
    const QMargins margins = layout()->contentsMargins();
    const int inner = std::max(1, contentsRect().width() - margins.left() - margins.right());
    int least = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                              : layout()->totalMinimumSize().height();
    // The question and the reveal at their least type instead of the type they have now.
    const auto textHeight = [inner](const QLabel* label, const QFont& font) {
        if (label->isHidden() || label->text().isEmpty())
            return 0;
        QTextDocument text;
        text.setDefaultFont(font);
        text.setDocumentMargin(0);
        if (label->textFormat() == Qt::RichText)
            text.setHtml(label->text());
        else
            text.setPlainText(label->text());
        text.setTextWidth(inner);
        return static_cast<int>(std::ceil(text.size().height()));
    };
    for (const auto& [label, font] :
         {std::pair<const QLabel*, QFont>(prompt_, scaledFont(this->font(), kLeastPromptScale, true)),
          std::pair<const QLabel*, QFont>(reveal_, this->font())}) {
        if (!label->isHidden() && !label->text().isEmpty())
            least += textHeight(label, font) - label->heightForWidth(inner);
    }
    return least + fontMetrics().height(); // a line to spare
}

void PredictPanel::fitTexts() {
    const int visible = visibleHeight(this);
    const auto fits = [this, visible] {
        return (layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                              : layout()->totalMinimumSize().height()) <= visible;
    };
    const auto fit = [&fits](QLabel* label, const QFont& font, double largest, bool bold) {
        for (double factor = largest;; factor -= kFitStep) {
            label->setFont(scaledFont(font, std::max(1.0, factor), bold));
            if (factor <= 1.0 || label->text().isEmpty() || fits())
                return;
        }
    };
    reveal_->setFont(font());
    fit(prompt_, font(), kPromptScale, true);
    fit(reveal_, font(), kPromptScale / 1.2, false);
}

void PredictPanel::typeDigit(int digit) {
    if (session_->awaitingPreemption() || jobKeys_.size() == 0) {
        return;
    }
    const int chosen = jobKeys_.type(QChar(QLatin1Char('0').unicode() + digit));
    if (chosen >= 0) {
        pause_->stop();
        choose(chosen);
        return;
    }
    showTyped();
    // "1" that is job 1 and begins job 12: a pause takes job 1, as Enter does.
    if (!jobKeys_.typed().isEmpty()) {
        pause_->start();
    } else {
        pause_->stop();
    }
}

void PredictPanel::confirmTyped() {
    pause_->stop();
    if (session_->awaitingPreemption()) {
        return;
    }
    const int chosen = jobKeys_.confirm();
    showTyped();
    choose(chosen);
}

void PredictPanel::choose(int index) {
    if (index >= 0 && index < choiceButtons_.size()) {
        choiceButtons_[index]->click();
    }
}

void PredictPanel::showTyped() {
    typed_->setText(tr("Typed: %1 (Enter to choose)").arg(jobKeys_.typed()));
    typed_->setVisible(!jobKeys_.typed().isEmpty());
}

} // namespace qmgrlab::ui
