#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace Reeve {

/**
 * One log line as a given audience may see it: the public text always, the
 * private text, dice and data only when that audience may read them.
 */
struct LogEntry
{
    qint64 seq = 0;
    int turn = 0;
    QString phase;
    QString wallTime;
    QString actor;
    QString kind;
    QString publicText;       ///< in the reader's language (TextRecipe), as the window and reports show it
    QString privateText;      ///< empty unless visible to the audience; in the reader's language
    QString storedPublicText; ///< as stored: English (what --json prints); empty: publicText
    QString storedPrivateText;
    QJsonObject recipes;        ///< how the texts this audience reads were composed ({"public", "private"})
    bool hasHiddenPart = false; ///< there is a private part this audience may not read
    QJsonValue dice;            ///< null unless visible
    QJsonObject data;           ///< empty unless visible
    qint64 refersTo = 0;

    /// Locale-free: the stored (English) texts, and their recipes under "text_recipes".
    QJsonObject toJson() const;
    /// "#12 [turn 3, Provisioning] referee: text — private" for terminal output.
    /// \a by names who did it (the game's word for the referee); empty: the actor as recorded.
    QString toLine(const QString &by = QString()) const;
};

} // namespace Reeve
