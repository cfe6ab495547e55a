#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include "log/stateop.h"

namespace Reeve {

/** Who may read an action's private text and payload. */
enum class Audience { Public, Side, Referee };

QString audienceName(Audience audience);
Audience audienceFromName(const QString &name);

/**
 * One entry of the campaign's action log, exactly as stored. The text fields
 * payloadText and diceText are kept verbatim because the hash chain is computed
 * over the stored bytes.
 */
struct Action
{
    qint64 seq = 0;
    int turn = 0;
    QString phase;
    QString wallTime; ///< ISO 8601 UTC with milliseconds
    QString actor;
    QString kind; ///< e.g. "side.add", "procedure.resolve", "undo", "redo"
    QString publicText;
    QString privateText;
    Audience audience = Audience::Public;
    qint64 audienceSide = 0; ///< the side that may read privateText when audience is Side
    QString payloadText;     ///< compact JSON: {"ops": [...], "data": {...}}
    QString diceText;        ///< compact JSON of the dice used, or empty
    qint64 refersTo = 0;     ///< for undo/redo: the action undone or redone
    bool undoable = true;
    QString prevHash; ///< hex SHA-256 of the previous action ("" for the first)
    QString hash;     ///< hex SHA-256 of this action

    QJsonObject payload() const;
    QJsonValue dice() const;
    QList<StateOp> ops() const;
    /// Whether \a reader (Public, or Side with \a readerSide, or Referee) may read the private part.
    bool visibleTo(Audience reader, qint64 readerSide = 0) const;
};

/** What a command asks the log to record; the log fills in sequence, time and hashes. */
struct ActionDraft
{
    QString kind;
    QString publicText;
    QString privateText;
    Audience audience = Audience::Public;
    qint64 audienceSide = 0;
    QJsonObject data; ///< extra machine-readable detail (procedure outcome, ...)
    QJsonValue dice;  ///< dice used, if any
    QString actor;    ///< defaults to "referee"
    bool undoable = true;
    qint64 refersTo = 0;
    /// How publicText / privateText were composed (TextRecipe), when the writer knows it; left
    /// undefined, the log reads the texts back against the messages looked up.
    QJsonValue publicRecipe = QJsonValue(QJsonValue::Undefined);
    QJsonValue privateRecipe = QJsonValue(QJsonValue::Undefined);
};

} // namespace Reeve
