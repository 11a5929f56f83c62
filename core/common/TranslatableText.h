// SPDX-License-Identifier: GPL-3.0-or-later
// TranslatableText: marks English texts of the core for translation without making the core
// depend on Qt. QT_TRANSLATE_NOOP(context, text) is the text itself (exactly as Qt defines it),
// and Qt's lupdate finds the marked texts in the core's sources; the ui shows them with
// QCoreApplication::translate(context, text).
#pragma once

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif
