#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * Words of the games' data that log lines carry as they are (issue 25): unit types such as "band"
 * or "warrior host", which a campaign stores in English and the ~200 places that compose log texts
 * put in a line unchanged ("Picts: band added at Deira"). When the log reads a line back into its
 * recipe (TextParser), an argument that is one of these words becomes a data word of the recipe,
 * shown to each reader in the context "Reeve::GameTexts" (the context of every name from the games'
 * data, GameTexts) and stored in English. Names the rules print and the glossaries keep as printed
 * (Fyrd, Thegn, Housecarl, Scara; places and factions) are not listed and stay as written.
 * datawords.cpp lists the words for lupdate; tst_datawords checks every unit type of the scenarios
 * is listed or kept.
 */
class DataWords
{
public:
    /// Whether \a text is a data word (as the data spells it: lower case, English).
    static bool contains(const QString &text);
    /// \a word in the current language (itself when untranslated).
    static QString shown(const QString &word);
    /// The context the words are translated in.
    static const char *context();
    /// The words listed, and the unit types the data uses that stay as printed.
    static QStringList known();
    static QStringList keptAsPrinted();

    /// A message whose text a game stores as data, in the writer's language ("Army %1": a Swords &
    /// Sails force's name, "Armee II" in a campaign set up in German). A line read back later names it
    /// from the data, in a process that never looked the message up: the log reads such names against
    /// these messages as well as the ones looked up.
    struct Message
    {
        const char *context;
        const char *source;
    };
    static QList<Message> storedMessages();
};

} // namespace Reeve
