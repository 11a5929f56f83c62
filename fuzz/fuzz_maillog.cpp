// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a mail log (MaillogReader with the summary and the inferences as sinks), read from
// a memory file as the reader reads any file: whatever the bytes, it reports and never crashes.
#include "core/maillog/MaillogInferences.h"
#include "core/maillog/MaillogReader.h"
#include "core/maillog/MaillogSummary.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const int fd = memfd_create("maillog", 0);
    if (fd < 0)
        return 0;
    if (write(fd, data, size) == static_cast<ssize_t>(size)) {
        qmgrlab::MaillogOptions options;
        options.now = 1'700'000'000'000'000; // fixed, so that runs repeat
        qmgrlab::MaillogReader reader(options);
        qmgrlab::MaillogSummary summary;
        qmgrlab::MaillogInferences inferences;
        reader.read({"/proc/self/fd/" + std::to_string(fd)}, {&summary, &inferences});
        (void)inferences.concurrency();
        (void)inferences.rateDelays();
    }
    close(fd);
    return 0;
}
