// SPDX-License-Identifier: GPL-3.0-or-later
// RecipientPoolView: where a transport's recipient slots are at the current position
// (QCustomPlot; transport chosen in a selector). One bar splits the transport's recipient pool
// into the slots its jobs hold, the unused pool, and the extra pool lent to preempting jobs
// (the pool gone negative); one bar compares all in-core recipients with
// qmgr_message_recipient_limit. Below, every job of the transport gets a row on a scale of
// its own (the largest job), so a few held recipients read beside a 20,000-slot pool: the
// recipient slots it holds (rcpt_limit) against its in-core recipients (rcpt_count), in the
// job's colour, largest holders first; the rows scroll when they do not all fit.
// A run with several transports can show every transport's pool at once ("All transports", and
// always when compact): one bar per transport, labelled with its pool's size and followed by its
// jobs' in-core recipients and slots; the per-job rows stay the selected transport's.
#pragma once

#include <QMargins>
#include <QStringList>
#include <QWidget>
#include <memory>

class QCheckBox;
class QLabel;
class QCPTextElement;

namespace qmgrlab {
class Inspector;
}

namespace qmgrlab::ui {

class SimulationController;
class TransportSelector;

class RecipientPoolView : public QWidget {
    Q_OBJECT
public:
    explicit RecipientPoolView(SimulationController* controller, QWidget* parent = nullptr);
    ~RecipientPoolView() override;

    // Shows the transport of that name; false if the run has none.
    bool selectTransport(const QString& name);
    // Compact (the lecture layout, under the narration): the pool and in-core bars only, without
    // the transport selector (the lecture shows the timeline's transport) and the per-job rows,
    // their text at the widget's size (the lecture's zoom makes it large) and thin margins.
    void setCompact(bool compact);
    // Every transport's pool at once (when the run has several); the selector then picks the
    // transport whose jobs get the rows below.
    void setAllTransports(bool all);
    // Whether the pools of every transport are shown: the run has several transports, and the
    // view is compact or "All transports" is checked.
    bool showsAllTransports() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    friend class RecipientPoolViewProbe; // tests/ui: what the plots show

    struct Plots;
    void rebuild();
    void refresh();
    void refreshPool(const Inspector& inspector);
    void refreshAllPools(const Inspector& inspector);
    // The pool legend beside the bar (compact, one transport) or under it, and the pool bar's
    // height: one bar, or a row per transport.
    void placePoolLegend();
    void sizePoolRect();
    void fitPoolLabels(); // every transport's pool: the room after the bars for their labels
    void applyPalette();
    void applyFont();
    void placeJobRows();
    void fitLegends();
    // Chart titles are kept whole and wrapped to the chart's width (again on every resize).
    void setTitle(QCPTextElement* title, const QString& text);
    void wrapTitle(QCPTextElement* title);
    void wrapTitles();
    void fitTotalsHeight(); // the totals plot's height follows its rows
    QString titleText(QCPTextElement* title) const;

    SimulationController* controller_;
    TransportSelector* transports_;
    QLabel* transportLabel_;
    QCheckBox* allTransports_;
    bool compact_ = false;
    QMargins margins_; // the layout's margins when not compact (compact has thin ones)
    std::unique_ptr<Plots> plots_;
};

} // namespace qmgrlab::ui
