#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

/** A side a game sets up by default (name and colour). */
struct DefaultSide
{
    QString name;
    QString colour;
};

/** What Reeve knows about one rule set: ids, currency, clock and phase sequence. */
struct GameInfo
{
    enum class ClockUnit { Month, Season, Turn, Year };

    QString id;    ///< "1066", "dba", "sas", "charlemagne", "britain"
    QString title; ///< as the game's data names it, in English (the same as its GameModule's title)
    /// The title in the reader's language (the GameModule's translation, context "Reeve::Games").
    QString shownTitle() const;
    QString rulesVersion;
    QString currency;
    ClockUnit clockUnit = ClockUnit::Turn;
    int firstYear = 0;
    int yearsPerTurn = 1;
    int turns = 0; ///< scenario length in turns (0: open-ended)
    bool playerTurns = false;
    /// game.json "face_down_counters": counters stay face down to the other players (1066 §7.1), so the
    /// referee's edits of a unit tell the public only whose counter changed, its owner the rest.
    bool faceDownCounters = false;
    QStringList playerOrder; ///< sides taking their player turns in this order each game turn (clock "player_order")
    QStringList periods; ///< month or season names, empty when turns are plain numbers
    QStringList phases;
    QList<DefaultSide> defaultSides;

    /// The year in which \a turn (1-based) falls.
    int yearOf(int turn) const;
    /// The month or season name of \a turn, or an empty string.
    QString periodOf(int turn) const;
    /// "March 1066", "Spring 1001", "Turn 3 (781)", "Year 452", the month or season in the
    /// current language (GameTexts).
    QString describeTurn(int turn) const;
    /// The same in English whatever the language ("Spring 1066"), for data: a step's outcome,
    /// `--json`, what the file stores.
    QString turnName(int turn) const;
};

} // namespace Reeve
