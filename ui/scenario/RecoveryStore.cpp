// SPDX-License-Identifier: GPL-3.0-or-later
// RecoveryStore: the recovery files are small JSON objects (pid, path, name, time, scenario
// text) written through QSaveFile, so a crash while autosaving never leaves half a file.
#include "ui/scenario/RecoveryStore.h"

#include "ui/scenario/ScenarioDocument.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <algorithm>
#include <cerrno>
#include <limits>
#include <signal.h>

namespace qmgrlab::ui {

namespace {

const QLatin1String kPid{"pid"};
const QLatin1String kPath{"path"};
const QLatin1String kName{"name"};
const QLatin1String kSavedAt{"savedAt"};
const QLatin1String kScenario{"scenario"};

// Whether a process with this id still runs (signal 0 only checks; EPERM means it exists).
bool processAlive(qint64 pid) {
    if (pid <= 0 || pid > std::numeric_limits<pid_t>::max())
        return false;
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

} // namespace

RecoveryStore::RecoveryStore(ScenarioDocument* document, QObject* parent)
    : QObject(parent), document_(document), timer_(new QTimer(this)) {
    timer_->setInterval(kIntervalMs);
    connect(timer_, &QTimer::timeout, this, &RecoveryStore::onTimer);
    connect(document_, &ScenarioDocument::changed, this, &RecoveryStore::onDocumentChanged);
}

RecoveryStore::~RecoveryStore() {
    discard();
}

QString RecoveryStore::directory() {
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
           QStringLiteral("/recovery");
}

QString RecoveryStore::currentFile() const {
    const QString& path = document_->filePath();
    const QString base =
        path.isEmpty()
            ? QStringLiteral("untitled-%1").arg(QCoreApplication::applicationPid())
            : QString::fromLatin1(QCryptographicHash::hash(QFileInfo(path).absoluteFilePath().toUtf8(),
                                                           QCryptographicHash::Sha1)
                                      .toHex()
                                      .left(16));
    return directory() + QLatin1Char('/') + base + QStringLiteral(".json");
}

bool RecoveryStore::autosave(QString* error) {
    if (!document_->modified())
        return true;
    const QString file = currentFile();
    const QByteArray text = document_->text();
    if (file == writtenFile_ && text == writtenText_)
        return true;
    QJsonObject object;
    object.insert(kPid, QCoreApplication::applicationPid());
    object.insert(kPath, document_->filePath());
    object.insert(kName, document_->displayName());
    object.insert(kSavedAt, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    object.insert(kScenario, QString::fromUtf8(text));
    const QByteArray bytes = QJsonDocument(object).toJson();
    QSaveFile out(file);
    if (!QDir().mkpath(directory()) || !out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() ||
        !out.commit()) {
        *error = tr("the recovery file %1 cannot be written: %2").arg(file, out.errorString());
        return false;
    }
    if (!writtenFile_.isEmpty() && writtenFile_ != file)
        QFile::remove(writtenFile_);
    writtenFile_ = file;
    writtenText_ = text;
    return true;
}

void RecoveryStore::discard() {
    if (!writtenFile_.isEmpty())
        QFile::remove(writtenFile_);
    writtenFile_.clear();
    writtenText_.clear();
}

QList<RecoveryStore::Entry> RecoveryStore::pending() const {
    QList<Entry> entries;
    const QDir dir(directory());
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(info.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
        Entry entry;
        entry.file = info.absoluteFilePath();
        entry.pid = object.value(kPid).toInteger();
        entry.path = object.value(kPath).toString();
        entry.name = object.value(kName).toString();
        entry.savedAt = QDateTime::fromString(object.value(kSavedAt).toString(), Qt::ISODate);
        entry.text = object.value(kScenario).toString().toUtf8();
        if (entry.text.isEmpty() || entry.pid == QCoreApplication::applicationPid() ||
            processAlive(entry.pid))
            continue;
        entries.append(entry);
    }
    std::sort(entries.begin(), entries.end(),
              [](const Entry& a, const Entry& b) { return a.savedAt > b.savedAt; });
    return entries;
}

bool RecoveryStore::restore(const Entry& entry, QString* error) {
    if (!document_->restore(entry.text, entry.path, error))
        return false;
    // This process keeps the recovered text safe from now on, under its own file.
    if (!autosave(error))
        return false;
    if (entry.file != writtenFile_)
        QFile::remove(entry.file);
    return true;
}

void RecoveryStore::discardEntry(const Entry& entry) {
    QFile::remove(entry.file);
}

void RecoveryStore::onDocumentChanged() {
    if (!document_->modified()) {
        timer_->stop();
        discard();
    } else if (!timer_->isActive()) {
        timer_->start();
    }
}

void RecoveryStore::onTimer() {
    QString error;
    if (!autosave(&error))
        Q_EMIT autosaveFailed(error);
}

} // namespace qmgrlab::ui
