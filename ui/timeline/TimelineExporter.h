// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineExporter: writes the delivery-slot timeline of a run at its current position to a
// file, through the very plot the view shows: PNG, SVG or PDF, chosen by the file suffix and
// written by the one PageWriter. The page carries a title (the scenario's title and
// the transport), then per transport its slot string, the job legend, the slot band and the
// agent lanes, in the light theme (for print) unless another theme is asked for. Used by the GUI's
// File > Export, the what-if comparison and `qmgrlab-cli export`.
#pragma once

#include "core/common/Ids.h"
#include "ui/common/DrawnFigure.h"
#include "ui/common/Theme.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>
#include <memory>
#include <vector>

class QCPPainter;

namespace qmgrlab {
class Run;
}

namespace qmgrlab::ui {

class TimelineModel;
using TimelineModels = std::vector<std::shared_ptr<TimelineModel>>;

// transport: one transport, or kNone for every transport that made a delivery, stacked.
// size: the page in pixels (96 per inch for PDF and SVG). Returns false with a one-line *error
// for an unknown suffix, an unknown transport or an unwritable path.
bool exportTimeline(const qmgrlab::Run& run, qmgrlab::TransportId transport, const QString& path, QSize size,
                    QString* error, const Theme& theme = Theme::light());

// The same page encoded in format (png, svg or pdf) into *bytes, for a writer of its own
// (qmgrlab-cli export); the transport must be one the run has. False with *reason when the PNG
// cannot be encoded.
bool encodeTimeline(const qmgrlab::Run& run, qmgrlab::TransportId transport, const QString& format,
                    QSize size, QByteArray* bytes, QString* reason, const Theme& theme = Theme::light());

// The same page as an image: every transport that made a delivery, at the run's position.
QImage renderTimeline(const qmgrlab::Run& run, QSize size, const Theme& theme = Theme::light());

// The timelines of every transport that made a delivery (or the first), each built once over the
// whole run: a page painted at another position of the same run moves them there.
TimelineModels timelineModels(const qmgrlab::Run& run);

// The same page painted at the painter's origin over size (at least 320x240 per model), for a
// page that holds it among other things (the lesson handout); without the title line (the
// scenario and the position) unless titled. models: timelineModels of the run; one set to hide
// the future (TimelineModel::setHideFuture) is drawn up to the position only, its slot string,
// legend, lanes and axes alike. *figure, when given: where each transport's parts were drawn.
void paintTimeline(QCPPainter& painter, const qmgrlab::Run& run, const TimelineModels& models, QSize size,
                   const Theme& theme = Theme::light(), bool titled = true, DrawnFigure* figure = nullptr);

} // namespace qmgrlab::ui
