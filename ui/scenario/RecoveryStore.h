// SPDX-License-Identifier: GPL-3.0-or-later
// RecoveryStore: crash recovery for the scenario document. While the document has unsaved
// changes, its text is written every few seconds (only when it changed since the last time) to
// a recovery file under QStandardPaths::AppLocalDataLocation/recovery, named after a hash of the
// document's file or "untitled-<pid>". The file goes away when the document is saved, replaced
// or discarded and when the program ends normally; a file left by a process that is gone is a
// crash's work, which pending() lists and restore() brings back as a modified document.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

class QTimer;

namespace qmgrlab::ui {

class ScenarioDocument;

class RecoveryStore : public QObject {
    Q_OBJECT
public:
    // One recovery file left behind.
    struct Entry {
        QString file;      // the recovery file
        QString path;      // the document's file, empty for an unsaved scenario
        QString name;      // the name the title bar showed
        qint64 pid = 0;    // the process that wrote it
        QDateTime savedAt; // when it was written
        QByteArray text;   // the scenario (SPEC format)
    };

    // Every few seconds: little work lost, few writes.
    static constexpr int kIntervalMs = 5000;

    explicit RecoveryStore(ScenarioDocument* document, QObject* parent = nullptr);
    ~RecoveryStore() override; // a normal end: the recovery file is not needed

    static QString directory();

    // Removes the document's recovery file (saved, replaced or its changes discarded).
    void discard();

    // The recovery files whose process is gone, newest first; unreadable files are skipped.
    QList<Entry> pending() const;
    // Opens the entry's scenario as the document (modified, with its original file) and takes
    // the entry over: its file is removed once this process has autosaved the text.
    bool restore(const Entry& entry, QString* error);
    // Removes the entry's file: the user does not want that work back.
    static void discardEntry(const Entry& entry);

Q_SIGNALS:
    void autosaveFailed(const QString& message);

private:
    friend class RecoveryStoreProbe; // tests/ui: the document's recovery file

    // The recovery file of the document as it is now (its path's hash or untitled-<pid>).
    QString currentFile() const;
    // Writes the document's text now if it has unsaved changes that differ from the last
    // autosave; false with *error when the file cannot be written.
    bool autosave(QString* error);
    void onDocumentChanged();
    void onTimer();

    ScenarioDocument* document_;
    QTimer* timer_;
    QString writtenFile_; // the recovery file this process wrote last, empty when none
    QByteArray writtenText_;
};

} // namespace qmgrlab::ui
