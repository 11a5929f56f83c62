// TimelineView: the selector and buttons, the slot string line, the plot, hover tooltips.
#include "ui/timeline/TimelineView.h"

#include "ui/SimulationController.h"
#include "ui/common/Theme.h"
#include "ui/common/TransportSelector.h"
#include "ui/timeline/DeliveryLanesPlottable.h"
#include "ui/timeline/SlotBandPlottable.h"
#include "ui/timeline/TimelineModel.h"
#include "ui/timeline/TimelinePlot.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

constexpr int kToolTipChars = 4000;
constexpr int kToolTipLine = 80;

QString seconds(std::int64_t ms) {
    return QString::number(static_cast<double>(ms) / 1000.0, 'f', 3);
}

} // namespace

TimelineView::TimelineView(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    QFont base = font();
    base.setPointSizeF(std::max(12.0, base.pointSizeF()));
    setFont(base);

    transports_ = new TransportSelector(this);
    auto* copyButton = new QPushButton(tr("Copy slot string"), this);
    copyButton->setToolTip(tr("Copy the whole delivery-slot string of this transport to the clipboard"));
    auto* fitButton = new QPushButton(tr("Fit"), this);
    fitButton->setToolTip(tr("Show the whole run (the wheel zooms, dragging pans)"));
    slotText_ = new QLabel(this);
    slotText_->setTextFormat(Qt::RichText);
    slotText_->setMinimumWidth(200);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(13.0);
    slotText_->setFont(mono);
    plot_ = new TimelinePlot(this);
    plot_->setMinimumHeight(260);

    auto* header = new QHBoxLayout;
    header->addWidget(new QLabel(tr("Transport:"), this));
    header->addWidget(transports_);
    header->addStretch(1);
    header->addWidget(copyButton);
    header->addWidget(fitButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(slotText_);
    layout->addWidget(plot_, 1);

    connect(copyButton, &QPushButton::clicked, this, &TimelineView::copySlotString);
    connect(fitButton, &QPushButton::clicked, this, &TimelineView::fit);
    connect(transports_, &TransportSelector::transportChanged, this, &TimelineView::buildModel);
    connect(controller_, &SimulationController::runChanged, this, &TimelineView::rebuild);
    connect(controller_, &SimulationController::positionChanged, this, &TimelineView::refresh);
    connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString text = toolTipAt(event->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, plot_);
    });
    if (controller_->hasRun())
        rebuild();
}

TimelineView::~TimelineView() = default;

void TimelineView::rebuild() {
    transports_->populate(controller_->run());
    buildModel();
}

void TimelineView::buildModel() {
    if (!controller_->hasRun() || transports_->transport() == kNone) {
        model_.reset();
        plot_->setModel(nullptr);
        updateSlotText();
        plot_->replot();
        return;
    }
    const Run& run = controller_->run();
    model_ = std::make_shared<TimelineModel>(run, transports_->transport());
    model_->setPosition(run.position(), run.timeMs());
    plot_->setModel(model_);
    updateSlotText();
    plot_->replot();
}

void TimelineView::refresh() {
    if (!model_)
        return;
    const Run& run = controller_->run();
    model_->setPosition(run.position(), run.timeMs());
    plot_->keepCurrentInView();
    updateSlotText();
    plot_->replot();
}

void TimelineView::fit() {
    plot_->fit();
    plot_->replot();
}

void TimelineView::copySlotString() {
    if (model_)
        QGuiApplication::clipboard()->setText(model_->slotString());
}

void TimelineView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updateSlotText();
}

void TimelineView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateSlotText();
}

// A window of the slot string around the current position: what was dispatched in bold, what
// is still to come in grey.
void TimelineView::updateSlotText() {
    if (!model_) {
        slotText_->clear();
        slotText_->setToolTip({});
        return;
    }
    const QString& text = model_->slotString();
    const int size = static_cast<int>(text.size());
    const int cut = model_->slotStringLength(model_->dispatchedSlots());
    const QString heading = tr("Slot string (%1 slots):").arg(model_->slotCount());
    const QFontMetricsF metrics(slotText_->font());
    const int room = std::max(8, static_cast<int>((slotText_->width() - metrics.horizontalAdvance(heading)) /
                                                  metrics.horizontalAdvance('0')) -
                                     4);
    int start = 0;
    int end = size;
    if (size > room) {
        start = std::clamp(cut - room * 2 / 3, 0, size - room);
        end = start + room;
    }
    const QString before = text.mid(start, std::max(0, cut - start)).toHtmlEscaped();
    const QString after = text.mid(std::max(cut, start), end - std::max(cut, start)).toHtmlEscaped();
    slotText_->setText(QStringLiteral("%1 %2<b>%3</b><span style=\"color:%4\">%5</span>%6")
                           .arg(heading.toHtmlEscaped(), start > 0 ? QStringLiteral("…") : QString(), before,
                                Theme::of(palette()).chartFaintText().name(), after,
                                end < size ? QStringLiteral("…") : QString()));

    QString tip;
    for (int i = 0; i < std::min(size, kToolTipChars); i += kToolTipLine)
        tip += text.mid(i, std::min(kToolTipLine, kToolTipChars - i)) + QLatin1Char('\n');
    if (size > kToolTipChars)
        tip += tr("… %1 characters in all; \"Copy slot string\" copies them").arg(size);
    slotText_->setToolTip(tip.trimmed());
}

QString TimelineView::toolTipAt(const QPoint& plotPos) const {
    if (!model_)
        return {};
    int slot = -1;
    if (plot_->bandRect()->rect().contains(plotPos)) {
        slot = plot_->band()->slotAt(plot_->bandRect()->axis(QCPAxis::atBottom)->pixelToCoord(plotPos.x()));
    } else if (plot_->lanesRect()->rect().contains(plotPos)) {
        slot = plot_->lanes()->slotAt(plot_->lanesRect()->axis(QCPAxis::atBottom)->pixelToCoord(plotPos.x()),
                                      plot_->lanesRect()->axis(QCPAxis::atLeft)->pixelToCoord(plotPos.y()));
    }
    if (slot < 0)
        return {};
    const TimelineModel::Slot& s = model_->slot(slot);
    QString text = tr("Slot %1: message %2, delivery #%3 to %4 (%n recipient(s))", nullptr, s.recipients)
                       .arg(slot + 1)
                       .arg(model_->messageId(s.message))
                       .arg(s.seq)
                       .arg(model_->destinationName(s.dest));
    text += QLatin1Char('\n') + tr("agent %1, dispatched at %2 s, %3 at %4 s")
                                    .arg(s.lane + 1)
                                    .arg(seconds(s.dispatchMs),
                                         s.success ? tr("sent") : tr("failed (recipients deferred)"),
                                         seconds(s.completeMs));
    if (!model_->dispatched(slot))
        text += QLatin1Char('\n') + tr("(not dispatched yet at the current position)");
    return text;
}

QString TimelineView::transportName() const {
    return model_ ? model_->transportName() : QString();
}

bool TimelineView::selectTransport(const QString& name) {
    return transports_->selectName(name);
}

int TimelineView::cellCount() const {
    return model_ ? model_->slotCount() : 0;
}

int TimelineView::dispatchedCellCount() const {
    return model_ ? model_->dispatchedSlots() : 0;
}

int TimelineView::cellMessage(int slot) const {
    return model_ && slot >= 0 && slot < model_->slotCount() ? model_->slot(slot).message : -1;
}

QColor TimelineView::cellColour(int slot) const {
    return plot_->band()->cellColour(slot);
}

QPoint TimelineView::cellCentre(int slot) const {
    const double x = plot_->bandRect()->axis(QCPAxis::atBottom)->coordToPixel(slot + 1.0);
    const double y = plot_->bandRect()->axis(QCPAxis::atLeft)->coordToPixel(0.5);
    return plot_->mapTo(this, QPointF(x, y).toPoint());
}

QString TimelineView::slotString() const {
    return model_ ? model_->slotString() : QString();
}

} // namespace qmgrlab::ui
