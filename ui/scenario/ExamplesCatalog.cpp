// SPDX-License-Identifier: GPL-3.0-or-later
// ExamplesCatalog: lists the embedded example scenarios and reads each one's title.
#include "ui/scenario/ExamplesCatalog.h"

#include "core/scenario/Scenario.h"
#include "ui/common/LanguageChoice.h"

#include <QDir>
#include <QFile>
#include <algorithm>
#include <exception>

namespace qmgrlab::ui {

namespace {

const QString kResourceDir = QStringLiteral(":/examples");

QString titleOf(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QByteArray text = file.readAll();
    try {
        const Scenario scenario = parseScenario(
            std::string_view(text.constData(), static_cast<std::size_t>(text.size())), path.toStdString());
        return QString::fromStdString(scenario.titleIn(LanguageChoice::current()));
    } catch (const std::exception&) {
        return {};
    }
}

} // namespace

QList<ExampleScenario> ExamplesCatalog::examples() {
    QList<ExampleScenario> result;
    const QDir dir(kResourceDir);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        ExampleScenario example{name, dir.filePath(name), {}, Course::find(name)};
        example.title = titleOf(example.path);
        if (example.title.isEmpty()) {
            example.title = name;
        }
        result << example;
    }
    const auto order = [](const ExampleScenario& e) {
        return e.lesson != nullptr ? e.lesson->number : static_cast<int>(Course::lessons().size()) + 1;
    };
    std::stable_sort(
        result.begin(), result.end(),
        [&order](const ExampleScenario& a, const ExampleScenario& b) { return order(a) < order(b); });
    return result;
}

QString ExamplesCatalog::path(const QString& fileName) {
    const QString candidate = QDir(kResourceDir).filePath(fileName);
    return QFile::exists(candidate) ? candidate : QString();
}

} // namespace qmgrlab::ui
