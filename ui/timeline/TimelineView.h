// TimelineView: the delivery-slot timeline of one transport (chosen in a selector): the slot
// band, exactly the README's "11221111331111" made visible, with each cell in its job's colour;
// the transport's agents as lanes of deliveries over simulated time; the current position
// marked and what comes after it pale; the slot string as text (a window around the current
// position, the whole string in the tooltip and on the clipboard). Wheel zooms, drag pans,
// "Fit" shows the whole run.
#pragma once

#include <QColor>
#include <QPoint>
#include <QString>
#include <QWidget>
#include <memory>

class QLabel;

namespace qmgrlab::ui {

class SimulationController;
class TimelineModel;
class TimelinePlot;
class TransportSelector;

class TimelineView : public QWidget {
    Q_OBJECT
public:
    explicit TimelineView(SimulationController* controller, QWidget* parent = nullptr);
    ~TimelineView() override;

    // Small accessors for tests.
    QString transportName() const;
    bool selectTransport(const QString& name);
    int cellCount() const;             // delivery slots of the shown transport (whole run)
    int dispatchedCellCount() const;   // of those, dispatched at the current position
    int cellMessage(int slot) const;   // message index of a slot
    QColor cellColour(int slot) const; // the fill the band draws for a slot
    QPoint cellCentre(int slot) const; // where a slot's cell is drawn, in this widget
    QString slotString() const;        // the whole run's slot string

public Q_SLOTS:
    void fit();
    void copySlotString();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override; // the slot string's faint part follows the theme

private:
    void rebuild();
    void buildModel();
    void refresh();
    void updateSlotText();
    QString toolTipAt(const QPoint& plotPos) const;

    SimulationController* controller_;
    TransportSelector* transports_;
    QLabel* slotText_;
    TimelinePlot* plot_;
    std::shared_ptr<TimelineModel> model_;
};

} // namespace qmgrlab::ui
