// SPDX-License-Identifier: GPL-3.0-or-later
// StructuresView: the queue manager's structures at the current position, drawn as
// SCHEDULER_README's "The structures used by nqmgr" describes them (StructureSnapshot): each
// message in the active queue with its jobs (one per transport), each job's peers (one per
// destination, in the order the next entry is looked for) with the entries waiting in them, and
// each transport's queues with their todo and busy entries. An entry is a box in its message's
// colour with the recipients it holds; a busy one is hatched; the entry the step selected is
// ringed, in its queue and at the peer it came from; each transport's current job is marked.
// Every list shows its first members and says how many more it has, so a run of a million
// recipients draws as fast as a small one. Painted with the widget's font (the zoom) and the
// theme of its palette; wide, the messages and the queues stand side by side.
#pragma once

#include "core/run/StructureSnapshot.h"
#include "ui/concepts/ConceptView.h"

#include <QString>
#include <optional>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

class SimulationController;

class StructuresView : public ConceptView {
    Q_OBJECT
public:
    explicit StructuresView(SimulationController* controller, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    // Its rows' height at that width (the key under them wraps; wide, the columns stand side by side).
    int heightForWidth(int width) const override;

    // The most members of each list the view asks the core for.
    static constexpr int kListLimit = 8;

protected:
    void readPosition() override; // the snapshot
    void retranslate() override;  // the rows from it
    void paint(QPainter& painter, const QRect& exposed) const override;

private:
    friend class StructuresViewProbe; // tests/ui: the snapshot shown and the rows drawn

    // A text about n things: the singular source for 1, the plural one otherwise, each translated
    // with n (every language its own plural forms).
    static QString counted(int n, const char* one, const char* many);

    // One line of the picture.
    struct Row {
        enum class Kind { Heading, Note, Message, Job, Peer, Queue, QueueEntries, More };
        Row() = default;
        Row(Kind kind_, int indent_, QString text_) : kind(kind_), indent(indent_), text(std::move(text_)) {}
        Kind kind = Kind::Note;
        int indent = 0;
        QString text;
        int message = -1;      // Message, Job: the chip's colour
        bool current = false;  // Job: its transport's current job
        bool supplied = false; // Peer: the selected entry came from it
        int count = 0;         // Peer, QueueEntries: entries waiting in all
        int busyCount = 0;     // Peer, QueueEntries: entries being delivered
        std::vector<StructureSnapshot::Entry> todo;
        std::vector<StructureSnapshot::Entry> busy; // QueueEntries
    };

    // The rows of a list's gap before a member at `place` after one at `previous`, and of the
    // members after the last kept.
    void addGap(std::vector<Row>& rows, int indent, int previous, int place) const;
    bool twoColumns() const;
    int rowHeight() const;
    // Draws a list of entry boxes from x on the row's line, at most up to right; returns the x
    // after them. count: the list's length (those not drawn are counted in a "+K").
    double paintEntries(QPainter& painter, double x, double right, double y,
                        const std::vector<StructureSnapshot::Entry>& entries, int count, bool busy) const;
    void paintRow(QPainter& painter, const Row& row, double left, double right, double y) const;

    std::optional<StructureSnapshot> snapshot_;
    std::vector<Row> messageRows_; // left column
    std::vector<Row> queueRows_;   // right column (under the left one when narrow)
    QString key_;
};

} // namespace qmgrlab::ui
