// SPDX-License-Identifier: GPL-3.0-or-later
// CliExport: argument parsing, the headless QApplication, loading and running the scenario,
// and the call into TimelineExporter.
#include "app/CliExport.h"

#include "core/RunBuilder.h"
#include "core/ScenarioError.h"
#include "ui/timeline/TimelineExporter.h"

#include <QApplication>
#include <QFileInfo>
#include <charconv>
#include <cstddef>
#include <iostream>
#include <memory>
#include <optional>

namespace qmgrlab {

namespace {

int fail(const std::string& message) {
    std::cerr << "qmgrlab-cli: export: " << message << '\n';
    return 2;
}

template <typename Number> std::optional<Number> parseNumber(const std::string& text) {
    Number value{};
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

// "1600x900" -> QSize; each side within [200, 12000].
std::optional<QSize> parseSize(const std::string& text) {
    const auto x = text.find('x');
    if (x == std::string::npos)
        return std::nullopt;
    const auto w = parseNumber<int>(text.substr(0, x));
    const auto h = parseNumber<int>(text.substr(x + 1));
    if (!w || !h || *w < 200 || *h < 200 || *w > 12000 || *h > 12000)
        return std::nullopt;
    return QSize(*w, *h);
}

// The QApplication the exporter's widgets need, unless the caller already made one.
std::unique_ptr<QApplication> makeApplication() {
    if (QCoreApplication::instance())
        return nullptr;
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "qmgrlab-cli";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace

int runExportCommand(const std::vector<std::string>& args) {
    std::string scenario;
    std::string out;
    std::string transportName;
    std::optional<std::size_t> steps;
    QSize size(1600, 900);
    bool dark = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const bool hasValue = i + 1 < args.size();
        if (arg == "--out" || arg == "--transport" || arg == "--steps" || arg == "--size") {
            if (!hasValue)
                return fail(arg + " needs a value");
            const std::string& value = args[++i];
            if (arg == "--out") {
                out = value;
            } else if (arg == "--transport") {
                transportName = value;
            } else if (arg == "--steps") {
                steps = parseNumber<std::size_t>(value);
                if (!steps)
                    return fail("--steps needs a whole number of steps, not '" + value + "'");
            } else {
                const auto parsed = parseSize(value);
                if (!parsed)
                    return fail("--size needs WIDTHxHEIGHT, each 200 to 12000 pixels, not '" + value + "'");
                size = *parsed;
            }
        } else if (arg == "--dark") {
            dark = true;
        } else if (scenario.empty() && arg.rfind("--", 0) != 0) {
            scenario = arg;
        } else {
            return fail("unexpected argument '" + arg + "'");
        }
    }
    if (scenario.empty())
        return fail("needs a scenario file");
    if (out.empty())
        return fail("needs --out FILE.png, FILE.svg or FILE.pdf");
    const QString suffix = QFileInfo(QString::fromStdString(out)).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return fail("--out must end in .png, .svg or .pdf: '" + out + "'");

    std::unique_ptr<Run> run;
    try {
        run = buildRunFromFile(scenario);
    } catch (const ScenarioError& error) {
        return fail(error.what());
    }
    const Configuration* config = &run->config();
    TransportId transport = kNone;
    if (!transportName.empty()) {
        transport = config->transportIndex(transportName);
        if (transport == kNone) {
            std::string known;
            for (const auto& t : config->transports())
                known += (known.empty() ? "" : ", ") + t.name;
            return fail("unknown transport '" + transportName + "' (the scenario has: " + known + ")");
        }
    }

    const auto application = makeApplication();
    run->seek(steps ? *steps : run->knownSteps());
    QString error;
    if (!ui::exportTimeline(*run, transport, QString::fromStdString(out), size, &error,
                            dark ? ui::Theme::dark() : ui::Theme::light()))
        return fail(error.toStdString());
    return 0;
}

} // namespace qmgrlab
