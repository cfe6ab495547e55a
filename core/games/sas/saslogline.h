#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>

namespace Reeve {

struct Unit;

namespace Sas {

/**
 * A log line, or a piece of one, written together with its recipe (TextRecipe; docs/ARCHITECTURE.md,
 * "Log lines in the reader's language"): the text in the writer's language and the messages it was made
 * of, which the log stores as given instead of reading the text back. For lines that read back wrongly:
 * a move with parts appended starts with the force's name in German ("Flotte I von England zieht nach
 * North Sea (…), trägt Armee I"), and reading it back takes the whole line for the name's message
 * ("Flotte %1") around the rest.
 */
class SasLogLine
{
public:
    /// Message \a source of the game's texts (context Reeve::SwordsAndSails, as Sas::tr) with its %1, %2, …
    /// filled with \a arguments in one pass.
    static SasLogLine message(const char *source, const QList<SasLogLine> &arguments = {});
    /// A text as written: a name, a place, a number.
    static SasLogLine plain(const QString &text);
    /// \a force's name as SasBoard::shownName gives it: its message ("Army %1") when it is stored so.
    static SasLogLine force(const Unit &force);
    /// \a parts one after another with \a separator between them.
    static SasLogLine joined(const QList<SasLogLine> &parts, const QString &separator);
    /// Appends \a more to this line.
    SasLogLine &operator+=(const SasLogLine &more);

    QString text;
    QJsonValue recipe;
};

} // namespace Sas
} // namespace Reeve
