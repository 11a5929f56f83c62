// SPDX-License-Identifier: GPL-3.0-or-later
// PredictKeys: which digits the class types to name a job in predict mode. A job whose id is a
// number is typed as that number ("2" answers job 2, "1" then "2" answers job 12); a job whose
// id is not a number gets a number that no job of the run is called (in the run's order, the
// same in every question). Every button shows its keys. Typed digits collect until they name
// exactly one job; when they name a job and begin another's number (1 of 1 and 12), Enter or a
// pause takes the shorter one.
#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

namespace qmgrlab::ui {

class PredictKeys {
public:
    PredictKeys() = default;
    // choices: the ids of the jobs to choose from, in button order; taken: every message id of
    // the run, so that a job without a number never borrows another job's.
    PredictKeys(const QStringList& choices, const QStringList& taken);

    int size() const { return static_cast<int>(keys_.size()); }
    // The digits that name choice `index`.
    QString keysOf(int index) const { return keys_.value(index); }

    // One typed digit. Returns the index of the chosen job when the digits typed so far name
    // exactly one, else -1 (more digits may follow, or nothing matched and the typing restarts).
    int type(QChar digit);
    // Enter (or the pause): the job the typed digits name, or -1; the typing restarts.
    int confirm();
    // The digits typed for the open question so far.
    QString typed() const { return typed_; }
    void clear() { typed_.clear(); }

private:
    int exact(const QString& digits) const;         // the choice named exactly, or -1
    bool begins(const QString& digits) const;       // some choice's keys begin with digits
    bool beginsLonger(const QString& digits) const; // some longer keys begin with digits

    QStringList keys_;
    QString typed_;
};

} // namespace qmgrlab::ui
