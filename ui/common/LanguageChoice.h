// SPDX-License-Identifier: GPL-3.0-or-later
// LanguageChoice: which language qmgrlab speaks (the user's choice in View > Language, kept in
// QSettings, or the system locale's language when there is none) and the loading of its
// translations, qmgrlab's own and Qt's for the standard dialogs.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <string>

class QCoreApplication;

namespace qmgrlab::ui {

class LanguageChoice {
public:
    // The languages qmgrlab has a catalogue for, as codes: "en", "de", "cs".
    static QStringList languages();
    // The language to use for a stored choice: the choice itself when it is one of languages(),
    // otherwise (empty means "system default") German for a German locale, Czech for a Czech
    // one, English for every other.
    static QString effectiveLanguage(const QString& choice, const QLocale& system);
    // The choice kept in QSettings: a code of languages(), or empty for the system default.
    static QString storedChoice();
    static void storeChoice(const QString& choice);
    // Installs the translators of `language` into `app` (children of it): qmgrlab's catalogue
    // from :/i18n and Qt's own (qtbase_LANG.qm) when the system has it. English needs none.
    // Returns false when qmgrlab's catalogue for a language other than English is missing.
    static bool install(QCoreApplication& app, const QString& language);
    // The code of the language qmgrlab speaks: the one install() last installed, "en" before
    // that. A scenario's texts are shown in it where the scenario has a translation into it.
    static std::string current();
};

} // namespace qmgrlab::ui
