// RecipientPoolView: where a transport's recipient slots are at the current position (Qt
// Charts; transport chosen in a selector). One bar splits the transport's recipient pool into
// the slots its jobs hold, the unused pool, and the extra pool lent to preempting jobs (the
// pool gone negative); one bar compares all in-core recipients with
// qmgr_message_recipient_limit; and per job, along the by-time job list, the recipient slots
// it holds (rcpt_limit) against its in-core recipients (rcpt_count), in the job's colour.
// Changes animate when the controller allows animations.
#pragma once

#include <QWidget>
#include <memory>
#include <utility>

namespace qmgrlab::ui {

class SimulationController;
class TransportSelector;

class RecipientPoolView : public QWidget {
    Q_OBJECT
public:
    explicit RecipientPoolView(SimulationController* controller, QWidget* parent = nullptr);
    ~RecipientPoolView() override;

    // Small accessors for tests: the values the bars show.
    bool selectTransport(const QString& name);
    int heldByJobs() const;                      // from the transport's pool
    int unusedPool() const;                      // max(pool, 0)
    int extraPoolInUse() const;                  // max(-pool, 0)
    int inCoreRecipients() const;                // all transports
    int jobCount() const;                        // jobs with a bar
    int jobMessage(int bar) const;               // message index of the job in a bar
    std::pair<int, int> jobSlots(int bar) const; // (rcpt_limit, rcpt_count) of that bar's job

    static constexpr int kMaxJobs = 20; // first jobs of the by-time list that get a bar

private:
    struct Charts;
    void rebuild();
    void refresh();

    SimulationController* controller_;
    TransportSelector* transports_;
    std::unique_ptr<Charts> charts_;
};

} // namespace qmgrlab::ui
