// JobLegendElement: legend layout (flowing rows, capped) and drawing.
#include "ui/timeline/JobLegendElement.h"

#include "ui/common/Hatching.h"
#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"

namespace qmgrlab::ui {

namespace {

constexpr int kMaxRows = 3;
constexpr double kSwatch = 16.0;
constexpr double kGap = 14.0;

} // namespace

JobLegendElement::JobLegendElement(QCustomPlot* plot) : QCPLayoutElement(plot) {
    setMargins(QMargins(8, 4, 8, 4));
}

double JobLegendElement::rowHeight() const {
    return std::max(kSwatch, QFontMetricsF(font_).height()) + 6.0;
}

std::vector<JobLegendElement::Item> JobLegendElement::layout(double width, int* rows) const {
    // What the marks mean first, so they stay when the jobs do not all fit.
    std::vector<Item> items = {
        {Swatch::Current, -1, tr("current position"), {}},
        {Swatch::NotDispatched, -1, tr("not dispatched yet"), {}},
        {Swatch::Failed, -1, tr("failed delivery (deferred)"), {}},
    };
    if (model_) {
        for (int message : model_->messages())
            items.push_back({Swatch::Job, message, model_->messageId(message), {}});
    }

    const QFontMetricsF metrics(font_);
    const double height = rowHeight();
    auto itemWidth = [&](const Item& item) { return kSwatch + 5.0 + metrics.horizontalAdvance(item.text); };
    std::vector<Item> placed;
    double x = 0.0;
    int row = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const double w = itemWidth(items[i]);
        if (x > 0.0 && x + w > width) {
            if (row + 1 < kMaxRows) {
                ++row;
                x = 0.0;
            } else {
                // Out of rows: the jobs left over collapse into "+N more", making room for it.
                auto hidden = static_cast<int>(items.size() - i);
                Item more{Swatch::More, -1, QString(), {}};
                for (;;) {
                    more.text = tr("+%1 more jobs").arg(hidden);
                    x = placed.back().rect.right() + kGap;
                    if (x + itemWidth(more) <= width || placed.back().swatch != Swatch::Job ||
                        placed.back().rect.top() < row * height)
                        break;
                    placed.pop_back();
                    ++hidden;
                }
                more.rect = QRectF(x, row * height, itemWidth(more), height);
                placed.push_back(more);
                break;
            }
        }
        Item item = items[i];
        item.rect = QRectF(x, row * height, w, height);
        placed.push_back(item);
        x += w + kGap;
    }
    if (rows)
        *rows = row + 1;
    return placed;
}

QSize JobLegendElement::minimumOuterSizeHint() const {
    int rows = 1;
    layout(mParentPlot->viewport().width() - mMargins.left() - mMargins.right(), &rows);
    return QSize(0, static_cast<int>(rows * rowHeight()) + mMargins.top() + mMargins.bottom());
}

QSize JobLegendElement::maximumOuterSizeHint() const {
    return QSize(QWIDGETSIZE_MAX, minimumOuterSizeHint().height());
}

void JobLegendElement::draw(QCPPainter* painter) {
    painter->setFont(font_);
    painter->setAntialiasing(true);
    const QRect area = rect();
    const Theme& theme = Theme::of(mParentPlot->palette());
    for (const Item& item : layout(area.width(), nullptr)) {
        const QRectF r = item.rect.translated(area.topLeft());
        const QRectF swatch(r.left(), r.center().y() - kSwatch / 2, kSwatch, kSwatch);
        painter->setPen(QPen(theme.chartAxis(), 1.0));
        switch (item.swatch) {
        case Swatch::Job:
            painter->setBrush(JobPalette::colour(item.message));
            painter->drawRect(swatch);
            break;
        case Swatch::NotDispatched:
            painter->setBrush(theme.paleJob(0));
            painter->drawRect(swatch);
            break;
        case Swatch::Failed:
            painter->setBrush(QColor(0xDD, 0xDD, 0xDD));
            painter->drawRect(swatch);
            paintHatching(*painter, swatch, Qt::black, 4.0);
            painter->setPen(QPen(Qt::black, 2.0));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(swatch);
            break;
        case Swatch::Current:
            painter->fillRect(QRectF(swatch.center().x() - 1.5, swatch.top(), 3.0, swatch.height()),
                              theme.currentMark());
            break;
        case Swatch::More:
            break;
        }
        painter->setPen(theme.chartText());
        const QRectF text(swatch.right() + 5.0, r.top(), r.width() - kSwatch - 5.0, r.height());
        painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, item.text);
    }
}

} // namespace qmgrlab::ui
