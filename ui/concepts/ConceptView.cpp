// SPDX-License-Identifier: GPL-3.0-or-later
// ConceptView: a concept view's refresh, size hints, font, language and palette changes, and its
// card painted under the drawing.
#include "ui/concepts/ConceptView.h"

#include "ui/SimulationController.h"
#include "ui/common/FitText.h"
#include "ui/common/RefreshWhenShown.h"
#include "ui/common/Theme.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPaintEvent>
#include <QPainter>
#include <QSizePolicy>
#include <algorithm>

namespace qmgrlab::ui {

ConceptView::ConceptView(SimulationController* controller, double leastWidthEms, QWidget* parent)
    : QWidget(parent), controller_(controller), leastWidthEms_(leastWidthEms) {
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    refreshWhenShown_ = new RefreshWhenShown(this, [this](bool) { refresh(); });
    connect(controller_, &SimulationController::runChanged, this, &ConceptView::refresh);
    connect(controller_, &SimulationController::positionChanged, this, &ConceptView::refresh);
}

void ConceptView::refresh() {
    if (refreshWhenShown_->postpone())
        return;
    readPosition();
    retell();
}

void ConceptView::retell() {
    retranslate();
    updateGeometry();
    update();
}

QFont ConceptView::bodyFont(double scale) const {
    return scaledFont(font(), scale, false);
}

int ConceptView::leastWidth() const {
    return static_cast<int>(QFontMetricsF(bodyFont()).height() * leastWidthEms_);
}

double ConceptView::textHeight(const QString& text, const QFont& font, double width) {
    if (text.isEmpty())
        return 0.0;
    return QFontMetricsF(font)
        .boundingRect(QRectF(0, 0, std::max(1.0, width), 1e6), Qt::TextWordWrap, text)
        .height();
}

bool ConceptView::hasHeightForWidth() const {
    return true;
}

QSize ConceptView::minimumSizeHint() const {
    // The whole drawing at the width it has: the lecture layout gives it that, or its least share
    // of the column, and it scrolls.
    return {leastWidth(), heightForWidth(std::max(width(), leastWidth()))};
}

void ConceptView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updateGeometry(); // the height follows the width
}

void ConceptView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retell();
    } else if (event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    } else if (event->type() == QEvent::PaletteChange) {
        update();
    }
}

void ConceptView::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(event->rect(), Theme::of(palette()).cardFill());
    paint(painter, event->rect());
}

} // namespace qmgrlab::ui
