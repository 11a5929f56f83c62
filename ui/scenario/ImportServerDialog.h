// SPDX-License-Identifier: GPL-3.0-or-later
// ImportServerDialog: File > Import server… Four optional files of a real Postfix server
// (main.cf or postconf -n output, master.cf, postqueue -j output, a transport map); whenever one
// changes, the core's importServer runs in the background and the dialog previews what it
// understood (destinations by domain with their transport and counts, transports with their
// delivery agents, the parameters set) and, apart, what it ignored and what it assumed. An error
// shows in red, naming the file and the line, and disables Import. See docs/IMPORT.md.
#pragma once

#include "core/scenario/Scenario.h"

#include <QDialog>
#include <QString>
#include <array>

class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTimer;
template <typename T> class QFutureWatcher;

namespace qmgrlab::ui {

class NotesView;

class ImportServerDialog : public QDialog {
    Q_OBJECT
public:
    // The files, in the order of the dialog's rows.
    enum Source { MainCf, MasterCf, Queue, TransportMap };
    static constexpr int kSourceCount = 4;

    explicit ImportServerDialog(QWidget* parent = nullptr);
    ~ImportServerDialog() override;

    // The imported scenario, titled after the server ("Imported from DIR"); valid once Import is
    // enabled (the files as they are now imported without error).
    const Scenario& scenario() const { return scenario_; }

    // The title an import from these paths gets: the directory of main.cf, else of the first
    // file given.
    static QString titleFor(const std::array<QString, kSourceCount>& paths);

Q_SIGNALS:
    // An import of the current paths finished (successfully or not) and the preview shows it.
    void previewUpdated();

public:
    struct Preview; // the result of one background import

private:
    friend class ImportServerDialogProbe; // tests/ui: the paths typed, the import's outcome

    // Sets a row's path as if typed; the import reruns shortly after.
    void setSourcePath(Source source, const QString& path);
    QString sourcePath(Source source) const;
    void browse(Source source);
    void startImport();
    void showPreview(const Preview& preview);
    void clearPreview();
    std::array<QString, kSourceCount> paths() const;

    std::array<QLineEdit*, kSourceCount> pathEdits_{};
    QTimer* debounce_;
    QFutureWatcher<Preview>* watcher_;
    bool rerunWhenDone_ = false;
    QLabel* status_;
    QTabWidget* understood_;
    QTableWidget* destinations_;
    QTableWidget* transports_;
    QTableWidget* parameters_;
    QTableWidget* ignored_;
    NotesView* notes_;
    QPushButton* importButton_;
    Scenario scenario_;
    QString error_;
    bool ready_ = false;
};

} // namespace qmgrlab::ui
