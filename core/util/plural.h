#pragma once

#include <QString>

namespace Reeve {

/**
 * Plurals that read right in English without an English translation file: the source
 * texts keep Qt's "%n" numerus form for translators (tr("%n action(s)", nullptr, n)),
 * and whatever text comes back still carrying the English markers has them settled by
 * the count: "(s)" becomes "" or "s", "y(ies)" becomes "y" or "ies". A translation
 * with numerus forms has no markers left, so it is returned as it is.
 */
class Plural
{
public:
    /// "1 action", "75 actions" from tr("%n action(s)", nullptr, n).
    static QString text(QString translated, qint64 count);
};

} // namespace Reeve
