// SPDX-License-Identifier: GPL-3.0-or-later
// test_language: which language qmgrlab speaks (the system locale's, or the choice made in
// View > Language and kept in QSettings), and that choosing one stores it and says it applies at the
// next start.
#include "ExamplePaths.h"
#include "core/scenario/MainCf.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/ParameterOverrides.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/ErrorText.h"
#include "ui/common/KeyNames.h"
#include "ui/common/LanguageChoice.h"
#include "ui/common/LanguageMenu.h"
#include "ui/common/SettingsKeys.h"

#include <QAction>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

using qmgrlab::test::gui::kSlotLoan;

using qmgrlab::ui::errorText;
using qmgrlab::ui::KeyNames;
using qmgrlab::ui::LanguageChoice;
using qmgrlab::ui::LanguageMenu;

namespace {

QAction* actionNamed(QMenu& menu, const QString& text) {
    for (QAction* action : menu.actions()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

// The ui's text for what parse() throws.
template <class Parse> QString errorOf(Parse parse) {
    try {
        parse();
    } catch (const std::exception& e) {
        return errorText(e);
    }
    return QStringLiteral("(no error)");
}

QList<QMessageBox*> openBoxes() {
    QList<QMessageBox*> boxes;
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        if (auto* box = qobject_cast<QMessageBox*>(widget); box != nullptr && box->isVisible())
            boxes.append(box);
    }
    return boxes;
}

} // namespace

class LanguageTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Settings go to a test location, never the user's own.
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("qmgrlab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_language"));
    }
    void init() { QSettings().clear(); }
    void cleanup() {
        // Uninstall whatever install() put into the application.
        qDeleteAll(qApp->findChildren<QTranslator*>(Qt::FindDirectChildrenOnly));
        QLocale::setDefault(QLocale::system());
        for (QMessageBox* box : openBoxes())
            box->close();
    }

    // Numbers and times are written as the language writes them: at slot-loan's step 11 (2 s
    // into a run of 14 s) the position reads "2,000 s von 14,000 s" in German, never "2.000 s",
    // which a German reader takes for two thousand; Czech writes a decimal comma too.
    void numbersFollowTheLanguage() {
        struct Case {
            const char* language;
            const char* position;
        };
        for (const Case& c : {Case{"de", "2,000 s von 14,000 s"}, Case{"cs", "2,000 s z 14,000 s"},
                              Case{"en", "2.000 s of 14.000 s"}}) {
            cleanup();
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // the system's
            QVERIFY(LanguageChoice::install(*qApp, QLatin1String(c.language)));
            qmgrlab::ui::MainWindow window;
            QVERIFY(window.openPath(kSlotLoan));
            window.controller()->seek(11);
            QCOMPARE(window.controller()->timeMs(), 2000);
            QStringList texts;
            for (const QLabel* label : window.findChildren<QLabel*>())
                texts << label->text();
            QVERIFY2(texts.contains(QLatin1String(c.position)), qPrintable(texts.join(QLatin1String(" | "))));
        }
    }

    // No choice: German for every German locale, Czech for Czech, English for any other language.
    void systemLocaleDecidesWithoutAChoice() {
        QCOMPARE(LanguageChoice::effectiveLanguage(QString(), QLocale(QStringLiteral("de_DE"))),
                 QStringLiteral("de"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QString(), QLocale(QStringLiteral("de_AT"))),
                 QStringLiteral("de"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QString(), QLocale(QStringLiteral("de_CH"))),
                 QStringLiteral("de"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QString(), QLocale(QStringLiteral("cs_CZ"))),
                 QStringLiteral("cs"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QString(), QLocale(QStringLiteral("en_GB"))),
                 QStringLiteral("en"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QString(), QLocale(QStringLiteral("fr_FR"))),
                 QStringLiteral("en"));
        // Slovak is close to Czech but is not Czech.
        QCOMPARE(LanguageChoice::effectiveLanguage(QString(), QLocale(QStringLiteral("sk_SK"))),
                 QStringLiteral("en"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QString(), QLocale::c()), QStringLiteral("en"));
    }

    // A choice wins over the locale; a value qmgrlab does not know (an edited settings file) is no
    // choice.
    void choiceWinsOverTheLocale() {
        QCOMPARE(LanguageChoice::effectiveLanguage(QStringLiteral("en"), QLocale(QStringLiteral("de_DE"))),
                 QStringLiteral("en"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QStringLiteral("cs"), QLocale(QStringLiteral("en_US"))),
                 QStringLiteral("cs"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QStringLiteral("de"), QLocale(QStringLiteral("cs_CZ"))),
                 QStringLiteral("de"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QStringLiteral("xx"), QLocale(QStringLiteral("de_DE"))),
                 QStringLiteral("de"));
        QCOMPARE(LanguageChoice::effectiveLanguage(QStringLiteral("DE"), QLocale(QStringLiteral("en_US"))),
                 QStringLiteral("en"));
    }

    void choiceIsKeptInTheSettings() {
        QVERIFY(LanguageChoice::storedChoice().isEmpty());
        LanguageChoice::storeChoice(QStringLiteral("cs"));
        QCOMPARE(QSettings().value(qmgrlab::ui::SettingsKeys::kLanguage).toString(), QStringLiteral("cs"));
        QCOMPARE(LanguageChoice::storedChoice(), QStringLiteral("cs"));
        // The system default is the absence of the key.
        LanguageChoice::storeChoice(QString());
        QVERIFY(!QSettings().contains(qmgrlab::ui::SettingsKeys::kLanguage));
    }

    // German and Czech translate the program's texts; English needs no catalogue; a language
    // without a catalogue is reported.
    void installLoadsTheCatalogue() {
        const auto view = [] { return QCoreApplication::translate("qmgrlab::ui::MainWindow", "&View"); };
        QCOMPARE(view(), QStringLiteral("&View"));
        QVERIFY(LanguageChoice::install(*qApp, QStringLiteral("en")));
        QCOMPARE(view(), QStringLiteral("&View"));
        QVERIFY(LanguageChoice::install(*qApp, QStringLiteral("de")));
        QCOMPARE(view(), QStringLiteral("&Ansicht"));
        cleanup();
        QCOMPARE(view(), QStringLiteral("&View"));
        QVERIFY(LanguageChoice::install(*qApp, QStringLiteral("cs")));
        QCOMPARE(view(), QStringLiteral("&Zobrazení"));
        QVERIFY(!LanguageChoice::install(*qApp, QStringLiteral("fr")));
    }

    // The keys the texts name (PageDown, PageUp) are named as the menus and Help > Keyboard
    // shortcuts name them (QKeySequence's native text), in German and Czech by the names on their
    // keyboards, whether Qt's own catalogue is installed or not (it keeps "PgDown" in Czech).
    void keysAreNamedAsTheMenusNameThem() {
        const auto native = [](Qt::Key key) { return QKeySequence(key).toString(QKeySequence::NativeText); };
        struct Case {
            const char* language;
            const char* down;
            const char* up;
        };
        for (const Case& c : {Case{"en", "PgDown", "PgUp"}, Case{"de", "Bild ab", "Bild auf"},
                              Case{"cs", "Page Down", "Page Up"}}) {
            QVERIFY(LanguageChoice::install(*qApp, QLatin1String(c.language)));
            QCOMPARE(KeyNames::pageDown(), QString::fromUtf8(c.down));
            QCOMPARE(KeyNames::pageUp(), QString::fromUtf8(c.up));
            QCOMPARE(native(Qt::Key_PageDown), KeyNames::pageDown());
            QCOMPARE(native(Qt::Key_PageUp), KeyNames::pageUp());
            cleanup();
        }
    }

    // The core's rules and places are shown in the chosen language (the expected texts are the
    // catalogues' translations of "line %1", "must be 0 or at least 2", "variant item %1: %2",
    // "must have the form NAME=VALUE" and "is required and must be \"%1\""); names, values and
    // JSON paths stay as they are.
    void coreErrorsAreTranslated() {
        const auto mainCf = [] { qmgrlab::parseMainCf("\ndefault_delivery_slot_cost = 1\n"); };
        const auto variant = [] { qmgrlab::ParameterOverrides().add("x"); };
        const auto scenario = [] { qmgrlab::parseScenario("{}", "s.json"); };
        QCOMPARE(errorOf(mainCf),
                 QStringLiteral("line 2: default_delivery_slot_cost: must be 0 or at least 2"));
        QVERIFY(LanguageChoice::install(*qApp, QStringLiteral("de")));
        QCOMPARE(errorOf(mainCf),
                 QStringLiteral("Zeile 2: default_delivery_slot_cost: muss 0 oder mindestens 2 sein"));
        QCOMPARE(errorOf(variant), QStringLiteral("Varianteneintrag 'x': muss die Form NAME=VALUE haben"));
        QCOMPARE(errorOf(scenario),
                 QStringLiteral("s.json: format: ist erforderlich und muss \"%1\" sein")
                     .arg(QString::fromUtf8(qmgrlab::Scenario::kFormat.data(),
                                            static_cast<qsizetype>(qmgrlab::Scenario::kFormat.size()))));
        cleanup();
        QVERIFY(LanguageChoice::install(*qApp, QStringLiteral("cs")));
        QCOMPARE(errorOf(mainCf),
                 QStringLiteral("řádek 2: default_delivery_slot_cost: musí být 0 nebo alespoň 2"));
        QCOMPARE(errorOf(variant), QStringLiteral("položka varianty 'x': musí mít tvar NAME=VALUE"));
    }

    // The menu shows the stored choice, stores a new one and says when it applies.
    void menuStoresTheChoiceAndSaysWhenItApplies() {
        LanguageChoice::storeChoice(QStringLiteral("de"));
        QWidget window;
        LanguageMenu menu(&window);
        QCOMPARE(menu.actions().size(), 4);
        QAction* system = actionNamed(menu, QStringLiteral("System default"));
        QAction* english = actionNamed(menu, QStringLiteral("English"));
        QAction* german = actionNamed(menu, QStringLiteral("Deutsch"));
        QAction* czech = actionNamed(menu, QString::fromUtf8("\xC4\x8C"
                                                             "e\xC5\xA1tina"));
        QVERIFY(system && english && german && czech);
        QVERIFY(german->isChecked());
        QVERIFY(!system->isChecked() && !english->isChecked() && !czech->isChecked());

        czech->trigger();
        QVERIFY(czech->isChecked() && !german->isChecked());
        QCOMPARE(LanguageChoice::storedChoice(), QStringLiteral("cs"));
        QCOMPARE(openBoxes().size(), 1);
        QVERIFY(openBoxes().front()->text().contains(QLatin1String("starts next")));
        openBoxes().front()->close();

        // Choosing the language already chosen says nothing.
        czech->trigger();
        QVERIFY(openBoxes().isEmpty());

        system->trigger();
        QVERIFY(!QSettings().contains(qmgrlab::ui::SettingsKeys::kLanguage));
        QCOMPARE(openBoxes().size(), 1);
    }

    // No stored choice checks "System default".
    void systemDefaultIsCheckedWithoutAChoice() {
        LanguageMenu menu;
        QVERIFY(actionNamed(menu, QStringLiteral("System default"))->isChecked());
    }

    // The main window's View menu has the Language submenu.
    void viewMenuHasLanguage() {
        qmgrlab::ui::MainWindow window;
        QMenu* view = nullptr;
        for (QAction* menu : window.menuBar()->actions()) {
            if (menu->text() == QLatin1String("&View"))
                view = menu->menu();
        }
        QVERIFY(view != nullptr);
        QAction* language = actionNamed(*view, QStringLiteral("&Language"));
        QVERIFY(language != nullptr);
        QVERIFY(qobject_cast<LanguageMenu*>(language->menu()) != nullptr);
    }
};

QTEST_MAIN(LanguageTest)
#include "test_language.moc"
