// SPDX-License-Identifier: GPL-3.0-or-later
// PredictKeys: the digits that name each job of a predict-mode question, and the typing of them.
#include "ui/predict/PredictKeys.h"

#include <QHash>

namespace qmgrlab::ui {

namespace {

// A job id that is typed as itself: digits only, without a leading zero.
bool isNumber(const QString& id) {
    if (id.isEmpty() || id.front() == QLatin1Char('0'))
        return false;
    for (const QChar c : id) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return true;
}

} // namespace

PredictKeys::PredictKeys(const QStringList& choices, const QStringList& taken) {
    QSet<QString> used;
    for (const QString& id : taken + choices) {
        if (isNumber(id))
            used.insert(id);
    }
    // Numbers for the ids that are not numbers, in the run's order, so that a job keeps its
    // number from question to question.
    QHash<QString, QString> given;
    int next = 1;
    for (const QString& id : taken + choices) {
        if (isNumber(id) || given.contains(id))
            continue;
        while (used.contains(QString::number(next)))
            ++next;
        given.insert(id, QString::number(next));
        used.insert(QString::number(next));
    }
    for (const QString& id : choices)
        keys_.append(isNumber(id) ? id : given.value(id));
}

int PredictKeys::exact(const QString& digits) const {
    return static_cast<int>(keys_.indexOf(digits));
}

bool PredictKeys::begins(const QString& digits) const {
    for (const QString& keys : keys_) {
        if (keys.startsWith(digits))
            return true;
    }
    return false;
}

bool PredictKeys::beginsLonger(const QString& digits) const {
    for (const QString& keys : keys_) {
        if (keys.size() > digits.size() && keys.startsWith(digits))
            return true;
    }
    return false;
}

int PredictKeys::type(QChar digit) {
    typed_ += digit;
    if (!begins(typed_)) {
        // A slip: start again from this digit.
        typed_ = QString(digit);
        if (!begins(typed_)) {
            typed_.clear();
            return -1;
        }
    }
    const int chosen = exact(typed_);
    if (chosen >= 0 && !beginsLonger(typed_)) {
        typed_.clear();
        return chosen;
    }
    return -1;
}

int PredictKeys::confirm() {
    const int chosen = exact(typed_);
    typed_.clear();
    return chosen;
}

} // namespace qmgrlab::ui
