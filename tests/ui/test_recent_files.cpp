// SPDX-License-Identifier: GPL-3.0-or-later
// test_recent_files: File > Open Recent's list: newest first, each file once, at most eight,
// absolute paths, nothing for a scenario without a file; kept in QSettings between sessions.
#include "ui/scenario/RecentFiles.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using qmgrlab::ui::RecentFiles;

class RecentFilesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Settings go to a test location, never the user's own.
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("qmgrlab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_recent_files"));
    }

    void newestFirstEachOnceAtMostEight() {
        RecentFiles recent;
        for (int i = 1; i <= 10; ++i)
            recent.remember(QStringLiteral("/s/%1.json").arg(i));
        QCOMPARE(recent.paths().size(), 8);
        QCOMPARE(recent.paths().front(), QStringLiteral("/s/10.json"));
        QCOMPARE(recent.paths().back(), QStringLiteral("/s/3.json")); // 1 and 2 dropped
        recent.remember(QStringLiteral("/s/5.json"));
        QCOMPARE(recent.paths().size(), 8);
        QCOMPARE(recent.paths().front(), QStringLiteral("/s/5.json"));
        QCOMPARE(recent.paths().count(QStringLiteral("/s/5.json")), 1);
        QCOMPARE(recent.paths()[1], QStringLiteral("/s/10.json"));
    }

    void absolutePathsAndNoEmptyOnes() {
        RecentFiles recent;
        recent.remember(QString());
        QVERIFY(recent.paths().isEmpty());
        recent.remember(QStringLiteral("relative.json"));
        QCOMPARE(recent.paths(),
                 QStringList{QDir::current().absoluteFilePath(QStringLiteral("relative.json"))});
    }

    void keptBetweenSessions() {
        {
            QSettings settings;
            settings.clear();
            RecentFiles recent;
            recent.remember(QStringLiteral("/s/a.json"));
            recent.remember(QStringLiteral("/s/b.json"));
            recent.save(settings);
        }
        const QSettings settings;
        RecentFiles later;
        later.load(settings);
        QCOMPARE(later.paths(), (QStringList{QStringLiteral("/s/b.json"), QStringLiteral("/s/a.json")}));
    }
};

QTEST_MAIN(RecentFilesTest)
#include "test_recent_files.moc"
