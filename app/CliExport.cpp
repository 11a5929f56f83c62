// SPDX-License-Identifier: GPL-3.0-or-later
// CliExport: checking the size and file type, the headless QApplication, loading and running the scenario,
// and the call into TimelineExporter.
#include "app/CliExport.h"

#include "core/common/OutputFile.h"
#include "core/common/Text.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/ScenarioError.h"
#include "ui/common/PageWriter.h"
#include "ui/timeline/TimelineExporter.h"

#include <QApplication>
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

} // namespace

std::string pageFormat(const std::string& output, const std::string& format, const std::string& option,
                       std::string* error) {
    const QString suffix = ui::PageWriter::formatOf(QString::fromStdString(output));
    if (!format.empty()) {
        if (!ui::PageWriter::isPageFormat(QString::fromStdString(format))) {
            *error = "--format needs png, svg or pdf, not " + quoteForMessage(format);
            return {};
        }
        if (!OutputFile::isStandardOutput(output) && ui::PageWriter::isPageFormat(suffix) &&
            suffix.toStdString() != format) {
            *error = option + " " + fileForMessage(output) + " is not a ." + format + " file (--format " +
                     format + ")";
            return {};
        }
        return format;
    }
    if (OutputFile::isStandardOutput(output)) {
        *error = option + " " + output +
                 ": standard output has no suffix to tell the image type; give --format "
                 "png, svg or pdf";
        return {};
    }
    if (!ui::PageWriter::isPageFormat(suffix)) {
        *error = option + " must end in .png, .svg or .pdf (or give --format): " + quoteForMessage(output);
        return {};
    }
    return suffix.toStdString();
}

int runExportCommand(const ExportOptions& options) {
    const auto size = parseSize(options.size);
    if (!size)
        return fail("--size needs WIDTHxHEIGHT, each 200 to 12000 pixels, not " +
                    quoteForMessage(options.size));
    std::string error;
    const std::string format = pageFormat(options.out, options.format, "--out", &error);
    if (format.empty())
        return fail(error);
    // Opened before the run: never over the scenario; a regular file gets the image through a
    // temporary renamed over it.
    OutputFile out(options.out, {options.scenario});
    if (!out.ok())
        return fail(out.error());

    std::unique_ptr<Run> run;
    try {
        run = buildRunFromFile(options.scenario);
    } catch (const ScenarioError& error) {
        return fail(error.what());
    }
    const Configuration* config = &run->config();
    const std::string& transportName = options.transport;
    TransportId transport = kNone;
    if (!transportName.empty()) {
        transport = config->transportIndex(transportName);
        if (transport == kNone) {
            std::string known;
            for (const auto& t : config->transports())
                known += (known.empty() ? "" : ", ") + t.name;
            return fail("unknown transport " + quoteForMessage(transportName) +
                        " (the scenario has: " + known + ")");
        }
    }

    const auto application = makeHeadlessApplication();
    run->seek(options.steps ? *options.steps : run->knownSteps());
    QByteArray bytes;
    QString reason;
    if (!ui::encodeTimeline(*run, transport, QString::fromStdString(format), *size, &bytes, &reason,
                            options.dark ? ui::Theme::dark() : ui::Theme::light())) {
        std::cerr << "qmgrlab-cli: export: " << out.name() << ": " << reason.toStdString() << '\n';
        return 1;
    }
    out.stream().write(bytes.constData(), bytes.size());
    if (!out.commit()) {
        std::cerr << "qmgrlab-cli: export: " << out.error() << '\n';
        return 1;
    }
    return 0;
}

std::unique_ptr<QApplication> makeHeadlessApplication() {
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

} // namespace qmgrlab
