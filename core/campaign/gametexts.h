#pragma once

#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * Names that come from the games' data files (resources/rules/GAME/game.json) and are shown to
 * users: months and seasons, phases, currencies. The data keeps the English name (it is what the
 * campaign file stores and the command line takes); the window and reports show it through
 * label(), translated in the context "Reeve::GameTexts". lupdate cannot read JSON, so
 * gametexts.cpp lists every such name for it; tst_gametexts fails when a data file names one the
 * list lacks (docs/ARCHITECTURE.md, "Translations").
 */
class GameTexts
{
public:
    /// \a dataText in the current language (itself when untranslated or empty).
    static QString label(const QString &dataText);
    /// Every name the list carries, in English, for the test.
    static QStringList known();
};

} // namespace Reeve
