// SPDX-License-Identifier: GPL-3.0-or-later
// LanguageChoice: the language from the user's choice or the system locale, and its translators.
#include "ui/common/LanguageChoice.h"

#include "ui/common/SettingsKeys.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace qmgrlab::ui {

namespace {

std::string& installedLanguage() {
    static std::string language = "en";
    return language;
}

} // namespace

QStringList LanguageChoice::languages() {
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("cs")};
}

QString LanguageChoice::effectiveLanguage(const QString& choice, const QLocale& system) {
    if (languages().contains(choice))
        return choice;
    switch (system.language()) {
    case QLocale::German:
        return QStringLiteral("de");
    case QLocale::Czech:
        return QStringLiteral("cs");
    default:
        return QStringLiteral("en");
    }
}

QString LanguageChoice::storedChoice() {
    return QSettings().value(SettingsKeys::kLanguage).toString();
}

void LanguageChoice::storeChoice(const QString& choice) {
    QSettings settings;
    if (choice.isEmpty())
        settings.remove(SettingsKeys::kLanguage);
    else
        settings.setValue(SettingsKeys::kLanguage, choice);
}

bool LanguageChoice::install(QCoreApplication& app, const QString& language) {
    // Numbers and times as the language writes them ("2,000 s von 14,000 s", not "2.000 s",
    // which a German reader takes for two thousand): the system's locale when it speaks the
    // language, else the language's own.
    const QLocale system = QLocale::system();
    QLocale::setDefault(QLocale(language).language() == system.language() ? system : QLocale(language));
    if (language == QLatin1String("en")) {
        installedLanguage() = "en";
        return true;
    }
    auto* qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    auto* own = new QTranslator(&app);
    if (!own->load(QStringLiteral(":/i18n/qmgrlab_") + language + QStringLiteral(".qm"))) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    installedLanguage() = language.toStdString();
    return true;
}

std::string LanguageChoice::current() {
    return installedLanguage();
}

} // namespace qmgrlab::ui
