#pragma once

#include <functional>
#include <optional>

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "campaign/unit.h"
#include "steps/stepspec.h"

namespace Reeve {

class ActionWriter;
class Campaign;
class Database;
struct ProcedureResult;

/**
 * What the 1066 event steps (Troops Demand More Pay, Attrition: §8.13) share. An event drawn from the pool
 * is set aside until the next player turn (§8.9); the step that applies it finds it there, and a note in the
 * campaign's meta table ("1066.event-applied.ID", the player turn) says it was applied, so no event is
 * applied twice. The forces a power has are read from the campaign: the units it controls (§11.8), square
 * by square and box by box, kings counted (a unit with "king": true).
 */
namespace EventKit1066 {

/// The marker kinds the marker steps name, as the counter sheet (markers.json) spells them.
inline const QString SpyKind = QStringLiteral("Spy");
inline const QString PapalKind = QStringLiteral("Papal Intervention");
inline const QString AssassinKind = QStringLiteral("Assassin");

/// The marker of \a kind drawn as an event in the current player turn and not applied yet, or 0.
qint64 pendingEvent(Database &db, const QString &kind);
/// Why \a kind cannot be applied now (no pool, not drawn, already applied), or empty.
QString pendingRefusal(Database &db, const QString &kind);
/// The refusal of a marker step in a campaign that keeps no pool yet (§8.2), or nothing.
std::optional<StepRefusal> noPool(Database &db);
/// Records that the drawn marker \a markerId was applied in this player turn.
void markApplied(ActionWriter &writer, qint64 markerId);

/// The units in play \a side controls, by square or box id (sorted by id), where it has at least \a minimum.
QMap<QString, QList<Unit>> forcesOf(Database &db, qint64 side, int minimum);
bool isKing(const Unit &unit);
/// "fyrd #12 (12)".
QString unitLabel(const Unit &unit);
QStringList unitLabels(const QList<Unit> &units);

/// Gold Point markers \a side holds.
int goldHeld(Database &db, qint64 side);
/// Markers of \a kind \a side holds (0 when the campaign keeps no pool).
int held(Database &db, qint64 side, const QString &kind);
/// Whether \a a and \b b are powers of two different players (§4.6: a player's powers are not enemies).
bool enemies(Database &db, qint64 a, qint64 b);
/// The category of the marker \a kind in the campaign's pool ("action", "event", "battle"), or empty.
QString categoryOf(Database &db, const QString &kind);
/// The faces entered for the roll \a name, or nothing when the step rolls.
std::optional<QList<int>> facesOf(const QJsonObject &dice, const QString &name);
/// The ids a list field names (a unit by name or number); 0 where nothing matches.
QList<qint64> unitIds(Database &db, const QJsonValue &list);
/// How a refusal names entry \a index of a list field that matched no unit: the words as given, quoted.
QString givenUnit(const QJsonValue &list, qsizetype index);

/** A roll only one side reads (§7.1: it shows that side's forces): its procedure, inputs and entry. */
struct HiddenRoll
{
    QString procedure;               ///< the registered procedure ("1066.attrition")
    QJsonObject inputs;              ///< completed with the procedure's defaults
    std::optional<QList<int>> faces; ///< the faces entered; nothing: drawn from the campaign's stream
    QString kind;                    ///< the log entry's kind
    QString publicText;              ///< what everyone reads: who rolls, for what
    qint64 side = 0;                 ///< the side that reads the dice and the working
};
/// What the roll's entry writes besides (the units lost, a note), and the private text it carries; \a working
/// is the procedure's explanation, its steps joined.
using HiddenRollWrite
        = std::function<QString(ActionWriter &writer, const ProcedureResult &result, const QString &working)>;
/// Resolves the procedure \a procedure as one public entry (a roll made openly at the table), on the faces
/// entered for \a diceName or rolled.
ProcedureResult publicRoll(Campaign &campaign, const QString &procedure, const QJsonObject &inputs,
                           const QJsonObject &dice, const QString &diceName);
/// Resolves \a roll as one hidden entry (its dice drawn, not shown) readable by its side; \a write adds what
/// the entry also changes and gives its private text.
ProcedureResult hiddenRoll(Campaign &campaign, const HiddenRoll &roll, const HiddenRollWrite &write);

} // namespace EventKit1066
} // namespace Reeve
