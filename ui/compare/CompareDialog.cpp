// SPDX-License-Identifier: GPL-3.0-or-later
// CompareDialog: the variant's main.cf is edited as text (with a few ready-made changes to
// try); both runs are recorded to the end and summarised in one HTML report.
#include "ui/compare/CompareDialog.h"

#include "core/DeliverySlots.h"
#include "core/MainCf.h"
#include "core/RunBuilder.h"
#include "ui/narration/Narrator.h"
#include "ui/timeline/TimelineExporter.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <vector>

namespace qmgrlab::ui {

namespace {

// Okabe-Ito blue and vermillion: earlier and later, for every kind of colour vision.
const QString kEarlier = QStringLiteral("#0072b2");
const QString kLater = QStringLiteral("#d55e00");
constexpr qsizetype kMaxSlotChars = 300;
constexpr int kMaxMessageRows = 500;
constexpr int kTimelineWidth = 760; // pixels in the report, for each timeline image

struct Preset {
    const char* label;
    const char* lines;
};

const Preset kPresets[] = {
    {QT_TRANSLATE_NOOP("qmgrlab::ui::CompareDialog", "No slot loan (loan 0, discount 0)"),
     "default_delivery_slot_loan = 0\ndefault_delivery_slot_discount = 0"},
    {QT_TRANSLATE_NOOP("qmgrlab::ui::CompareDialog", "Preemption off (slot cost 0)"),
     "default_delivery_slot_cost = 0"},
    {QT_TRANSLATE_NOOP("qmgrlab::ui::CompareDialog", "Cheap preemption (slot cost 2)"),
     "default_delivery_slot_cost = 2"},
    {QT_TRANSLATE_NOOP("qmgrlab::ui::CompareDialog", "One session per destination (concurrency limit 1)"),
     "default_destination_concurrency_limit = 1"},
    {QT_TRANSLATE_NOOP("qmgrlab::ui::CompareDialog", "Slow start (initial concurrency 1)"),
     "initial_destination_concurrency = 1"},
    {QT_TRANSLATE_NOOP("qmgrlab::ui::CompareDialog", "Small active queue (2 messages)"),
     "qmgr_message_active_limit = 2\nqmgr_message_recipient_limit = 2"},
};

struct RunSummary {
    std::vector<TransportSlots> slotStrings; // by transport
    std::vector<std::int64_t> finishMs;      // by message, -1 if it never finished
    std::int64_t endMs = 0;
    std::int64_t sent = 0;
    std::int64_t deferred = 0;
    QImage timeline; // the whole run's delivery-slot timeline
};

RunSummary summarise(const Scenario& scenario, const QString& sourceName) {
    const std::string name = sourceName.toStdString();
    const auto run = buildRun(scenario, name);
    run->seek(run->knownSteps());
    RunSummary summary;
    summary.timeline = renderTimeline(*run, QSize(1000, 330));
    summary.slotStrings = deliverySlotStrings(run->config(), run->recording());
    summary.finishMs.assign(scenario.messages.size(), -1);
    for (const TraceEvent& event : run->recording().events()) {
        if (event.type == EventType::Finish) {
            summary.finishMs[event.message] = event.t;
        } else if (event.type == EventType::End) {
            summary.endMs = event.t;
            summary.sent = event.sentCount;
            summary.deferred = event.deferredCount;
        }
    }
    return summary;
}

QString slotHtml(const std::string& text, const std::string& other) {
    qsizetype common = 0;
    while (common < static_cast<qsizetype>(std::min(text.size(), other.size())) &&
           text[common] == other[common]) {
        ++common;
    }
    const QString all = QString::fromStdString(text);
    QString shown = all.left(kMaxSlotChars);
    const bool cut = all.size() > kMaxSlotChars;
    QString html = shown.left(common).toHtmlEscaped();
    if (common < shown.size()) {
        html += QStringLiteral("<b style=\"color:%1\">%2</b>").arg(kLater, shown.mid(common).toHtmlEscaped());
    }
    if (cut) {
        html += QStringLiteral("…");
    }
    return html;
}

QString seconds(std::int64_t ms) {
    return ms < 0 ? CompareDialog::tr("never") : Narrator::formatTime(ms);
}

QString difference(std::int64_t base, std::int64_t variant) {
    if (base < 0 || variant < 0 || base == variant) {
        return base == variant ? CompareDialog::tr("same") : QStringLiteral("–");
    }
    const std::int64_t delta = variant - base;
    const QString text = (delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) +
                         Narrator::formatTime(delta > 0 ? delta : -delta);
    return QStringLiteral("<b style=\"color:%1\">%2</b>").arg(delta < 0 ? kEarlier : kLater, text);
}

} // namespace

CompareDialog::CompareDialog(const Scenario& baseline, const QString& sourceName, QWidget* parent)
    : QDialog(parent), baseline_(baseline), sourceName_(sourceName), presets_(new QComboBox),
      variant_(new QPlainTextEdit), error_(new QLabel), report_(new QTextBrowser) {
    setWindowTitle(tr("What if? Compare with a variant"));
    presets_->addItem(tr("Try a change…"));
    for (const Preset& preset : kPresets) {
        presets_->addItem(tr(preset.label));
    }
    connect(presets_, &QComboBox::activated, this, &CompareDialog::applyPreset);

    variant_->setPlainText(QString::fromStdString(formatMainCf(baseline_.mainCf)));
    variant_->setToolTip(tr("The variant's main.cf, one \"name = value\" per line. The current scenario "
                            "is compared with the same scenario under these settings."));
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF());
    variant_->setFont(mono);

    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold").arg(kLater));
    report_->setObjectName(QStringLiteral("compareReport"));
    presets_->setAccessibleName(tr("Suggested changes"));
    variant_->setAccessibleName(tr("Variant main.cf"));
    report_->setAccessibleName(tr("Comparison report"));

    auto* run = new QPushButton(tr("&Compare"));
    run->setDefault(true);
    connect(run, &QPushButton::clicked, this, [this] { compare(); });

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Variant main.cf:")));
    leftLayout->addWidget(presets_);
    leftLayout->addWidget(variant_, 1);
    leftLayout->addWidget(error_);
    leftLayout->addWidget(run);

    auto* splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(report_);
    splitter->setStretchFactor(1, 3);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &CompareDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(1200, 760);
}

void CompareDialog::applyPreset(int index) {
    if (index <= 0 || index > static_cast<int>(std::size(kPresets))) {
        return;
    }
    QStringList lines = variant_->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString& line : QString::fromLatin1(kPresets[index - 1].lines).split(QLatin1Char('\n'))) {
        const QString name = line.section(QLatin1Char('='), 0, 0).trimmed();
        lines.erase(std::remove_if(lines.begin(), lines.end(),
                                   [&](const QString& l) {
                                       return l.section(QLatin1Char('='), 0, 0).trimmed() == name;
                                   }),
                    lines.end());
        lines << line;
    }
    variant_->setPlainText(lines.join(QLatin1Char('\n')));
    presets_->setCurrentIndex(0);
}

void CompareDialog::setVariantText(const QString& text) {
    variant_->setPlainText(text);
}

Scenario CompareDialog::variantScenario() const {
    Scenario variant = baseline_;
    variant.lesson.clear(); // the lesson's steps belong to the baseline's run, not the variant's
    try {
        variant.mainCf = parseMainCf(variant_->toPlainText().toStdString());
    } catch (const MainCfError& e) {
        const QString rule = QString::fromStdString(e.rule());
        throw std::runtime_error(
            (e.name().empty()
                 ? tr("Line %1: %2").arg(e.line()).arg(rule)
                 : tr("Line %1: %2: %3").arg(e.line()).arg(QString::fromStdString(e.name()), rule))
                .toStdString());
    }
    return variant;
}

bool CompareDialog::compare(QString* error) {
    RunSummary base;
    RunSummary variant;
    Scenario variantSpec;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        variantSpec = variantScenario();
        base = summarise(baseline_, sourceName_);
        variant = summarise(variantSpec, tr("variant of %1").arg(sourceName_));
    } catch (const std::exception& e) {
        QApplication::restoreOverrideCursor();
        error_->setText(QString::fromStdString(e.what()));
        if (error != nullptr) {
            *error = error_->text();
        }
        return false;
    }
    QApplication::restoreOverrideCursor();
    error_->clear();

    QString html;
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Delivery slots"));
    html += QStringLiteral("<table cellpadding=\"4\" border=\"1\" style=\"border-collapse:collapse\">"
                           "<tr><th>%1</th><th>%2</th><th>%3</th></tr>")
                .arg(tr("Transport"), tr("Current"), tr("Variant"));
    std::map<std::string, std::string> variantSlots;
    for (const TransportSlots& t : variant.slotStrings) {
        variantSlots[t.transport] = t.slotString;
    }
    for (const TransportSlots& t : base.slotStrings) {
        const std::string& other = variantSlots[t.transport];
        html += QStringLiteral("<tr><td>%1</td><td><tt>%2</tt></td><td><tt>%3</tt></td></tr>")
                    .arg(QString::fromStdString(t.transport).toHtmlEscaped(), slotHtml(t.slotString, other),
                         slotHtml(other, t.slotString));
    }
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h2>%1</h2>").arg(tr("Totals"));
    html += QStringLiteral("<table cellpadding=\"4\" border=\"1\" style=\"border-collapse:collapse\">"
                           "<tr><th></th><th>%1</th><th>%2</th><th>%3</th></tr>")
                .arg(tr("Current"), tr("Variant"), tr("Difference"));
    html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                .arg(tr("Last event"), seconds(base.endMs), seconds(variant.endMs),
                     difference(base.endMs, variant.endMs));
    html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                .arg(tr("Recipients sent"))
                .arg(base.sent)
                .arg(variant.sent)
                .arg(variant.sent - base.sent);
    html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                .arg(tr("Recipients deferred"))
                .arg(base.deferred)
                .arg(variant.deferred)
                .arg(variant.deferred - base.deferred);
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h2>%1</h2>").arg(tr("When each message finished"));
    html += QStringLiteral("<table cellpadding=\"4\" border=\"1\" style=\"border-collapse:collapse\">"
                           "<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
                .arg(tr("Message"), tr("Current"), tr("Variant"), tr("Difference"));
    const int rows = std::min(static_cast<int>(base.finishMs.size()), kMaxMessageRows);
    for (int m = 0; m < rows; ++m) {
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(QString::fromStdString(baseline_.messages[m].id).toHtmlEscaped(),
                         seconds(base.finishMs[m]), seconds(variant.finishMs[m]),
                         difference(base.finishMs[m], variant.finishMs[m]));
    }
    html += QStringLiteral("</table>");
    if (static_cast<int>(base.finishMs.size()) > rows) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("(the first %1 of %2 messages)").arg(rows).arg(base.finishMs.size()));
    }
    html += QStringLiteral(
                "<p><span style=\"color:%1\">■</span> %2 &nbsp; <span style=\"color:%3\">■</span> %4</p>")
                .arg(kEarlier, tr("earlier in the variant"), kLater,
                     tr("later in the variant, or where the slots differ"));

    // Both timelines, one above the other, on the same scale of pixels.
    QTextDocument* document = report_->document();
    document->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("timeline:current")),
                          base.timeline);
    document->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("timeline:variant")),
                          variant.timeline);
    html += QStringLiteral("<h2>%1</h2><p><b>%2</b><br><img src=\"timeline:current\" width=\"%4\"></p>"
                           "<p><b>%3</b><br><img src=\"timeline:variant\" width=\"%4\"></p>")
                .arg(tr("Timelines"), tr("Current"), tr("Variant"))
                .arg(kTimelineWidth);
    report_->setHtml(html);
    return true;
}

QString CompareDialog::reportText() const {
    return report_->toPlainText();
}

} // namespace qmgrlab::ui
