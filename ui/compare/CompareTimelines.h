// SPDX-License-Identifier: GPL-3.0-or-later
// CompareTimelines: the delivery-slot timelines of the compared variants, stacked, one
// transport at a time, each titled with its variant's settings and with its slot string under
// the title. One shared position moves them all: a slider, step back / play / step forward, and
// a toggle that says what "the same position" means: the same simulated time, or the same
// number of decisions (entry selections) made. The slot bands share their visible range so the
// slots line up, and the slots of a variant whose message differs from the first variant's at
// the same index are outlined, in the band and in the slot string.
#pragma once

#include "ui/compare/CompareVariant.h"

#include <QWidget>
#include <cstdint>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTimer;
class QVBoxLayout;

namespace qmgrlab::ui {

class SlotDifferencePlottable;
class TimelineModel;
class TimelinePlot;
class TransportSelector;

class CompareTimelines : public QWidget {
    Q_OBJECT
public:
    enum class AlignBy { Time, Decision };

    explicit CompareTimelines(QWidget* parent = nullptr);
    ~CompareTimelines() override;

    void setVariants(const std::vector<CompareVariant>& variants);
    int variantCount() const { return static_cast<int>(lanes_.size()); }

    // The shared position: decisions made, or simulated milliseconds; clamped to [0, maximum()].
    void setPosition(std::int64_t position);
    std::int64_t position() const { return position_; }
    std::int64_t maximum() const;
    bool isPlaying() const;

    bool selectTransport(const QString& name);
    const TimelineModel& model(int variant) const;
    TimelinePlot* plot(int variant) const;
    // Which slots of variant v differ from the first variant's (empty for the first).
    const std::vector<bool>& differences(int variant) const;
    // "2: default_delivery_slot_cost=5", the title over variant v's timeline.
    QString variantTitle(int variant) const;
    // What variant v's position is: "step 12 of 40 · decision 5 of 14 · t = 5.000 s".
    QString variantWhere(int variant) const;

public Q_SLOTS:
    void stepForward();
    void stepBack();
    void setPlaying(bool playing);

protected:
    void changeEvent(QEvent* event) override; // follows the theme and the font

private:
    friend class CompareWindowProbe; // tests/ui: the alignment and each variant's position

    struct Lane;

    void setAlignBy(AlignBy align);
    // Steps applied in variant v's run at the shared position.
    std::size_t variantPosition(int variant) const;
    // The slot string line of variant v as shown (plain text).
    QString slotText(int variant) const;

    void buildLanes();
    void refresh();
    void updateSlotTexts();
    void updateSlider();
    void syncSlotRange(int from);
    std::size_t stepsAt(const Lane& lane) const;

    std::vector<CompareVariant> variants_;
    std::vector<std::unique_ptr<Lane>> lanes_;
    std::vector<std::int64_t> times_; // every step time of every variant, ascending, once each
    AlignBy align_ = AlignBy::Time;
    std::int64_t position_ = 0;
    std::int64_t sliderScale_ = 1; // slider units per millisecond step
    bool syncing_ = false;

    TransportSelector* transports_;
    QComboBox* alignBox_;
    QPushButton* back_;
    QPushButton* play_;
    QPushButton* forward_;
    QSlider* slider_;
    QLabel* where_;
    QVBoxLayout* stack_;
    QTimer* timer_;
};

} // namespace qmgrlab::ui
