#pragma once

#include <QJsonValue>
#include <QString>

#include "util/recordingtranslator.h"

namespace Reeve {

/**
 * Reads a written log line back into its recipe (TextRecipe): which of the messages looked up
 * (RecordingTranslator) it was composed of, with their arguments. Each message, in the language
 * written, is a pattern whose %1, %2, ... capture anything; the line is matched by the message that
 * covers the most of it with its own words, its arguments read the same way in turn, and a line made
 * of several messages one after another is cut where a message's words begin or end. What no message
 * covers stays as written (names, numbers). Returns null when no message covers any of \a text.
 *
 * Two readings that cover as much are settled the same way every time, never by the order the
 * messages were met in: the message that says more in its own words, then the one looked up last
 * (the line was just made of it), then a fixed order of context and source; of two cuts of a line,
 * the one of fewer pieces.
 */
class TextParser
{
public:
    /// Reads \a text against the messages \a recorder remembers, in the current language.
    static QJsonValue parse(const QString &text, const RecordingTranslator &recorder);
};

} // namespace Reeve
