#pragma once

#include <functional>
#include <optional>

#include <QList>
#include <QString>

#include "battleengine.h"
#include "battlestate.h"
#include "log/action.h"
#include "procedures/explanationstep.h"

namespace Reeve {

class ActionWriter;
class Campaign;

/** One step of the battle as the log recorded it. */
struct BattleJournalEntry
{
    qint64 seq = 0;
    QString kind;
    QString text;
    QList<ExplanationStep> steps;
    QString dice; ///< "4, 6, 1 (rolled)" or "... (entered)"; empty when no dice
};

/**
 * The 1066 battle board of a campaign (§15): the battle state lives in the
 * campaign's meta table under the key "1066.battle", and every step is one
 * logged, undoable action whose dice come from the campaign's random stream or
 * from the physical dice the referee entered. Figures come from the campaign's
 * table library, so house-entered cells apply; a missing cell stops the step
 * with Failure::missingFigure and nothing is recorded.
 */
class BattleBoard
{
public:
    static const QString MetaKey; ///< "1066.battle"

    explicit BattleBoard(Campaign &campaign);

    bool hasBattle() const;
    /// The current battle (a fresh setup state when none is open).
    BattleState state() const;
    /// The battle's steps still in effect (undone ones left out), oldest first.
    QList<BattleJournalEntry> journal(int scanLimit = 5000) const;

    /// Each returns the seq of the logged action. A setup with a square and side ids ties the battle to the
    /// campaign (checked here): its units can then be placed from the map and the results carried back. \a faces: physical dice, in order; none = rolled.
    qint64 newBattle(const BattleSetup &setup);
    qint64 placeUnit(const BattleUnit &spec, QString *id = nullptr, const QString &note = QString());
    /// Places a campaign unit of the battle square with its printed values (a fleet with the land units it carries:
    /// \a carried, or when empty those the campaign records aboard).
    qint64 placeCampaignUnit(qint64 unitId, BattleBox box, const QList<qint64> &carried = {},
                             QString *id = nullptr);
    /// The same, a fleet carrying what the campaign records aboard unless \a carried is given, which overrides the
    /// record even when empty (1066 §17.14: on a coast or a river the player chooses who fights aboard).
    qint64 placeWithCargo(qint64 unitId, BattleBox box, const std::optional<QList<qint64>> &carried,
                          QString *id = nullptr);
    qint64 removeUnit(const QString &id);
    qint64 chooseCommander(int side, const QString &unitId);
    qint64 contactRoll(const std::optional<QList<int>> &faces = std::nullopt);
    qint64 rollLength(const std::optional<QList<int>> &faces = std::nullopt);
    qint64 moveUnit(const QString &unitId, BattleBox to);
    /// Plays a battle marker: from the side's hand when the campaign keeps its hands (1066 §8.9, §15.21).
    qint64 playMarker(int side, const QString &marker, const QString &box = QString());
    qint64 declareAttack(const QString &attackerId, const QString &targetId);
    qint64 rollAttack(const std::optional<QList<int>> &faces = std::nullopt);
    qint64 savingRoll(const std::optional<QList<int>> &faces = std::nullopt);
    qint64 endRound();
    qint64 endPursuit();
    qint64 spoils();

    /// The container's kind for a board marker id ("shield-wall" -> "Shield Wall"); empty when none.
    static QString markerKind(const QString &marker);
    /// Reads "4, 2 6" into faces (commas or spaces); a word that is not a number is bad input.
    static QList<int> parseFaces(const QString &text);

private:
    /// One step as one action; \a alsoWrite, when given, adds its rows to the step's own entry.
    qint64 run(const QString &step, const std::optional<QList<int>> &faces,
               const std::function<void(BattleEngine &)> &body,
               const std::function<void(ActionWriter &)> &alsoWrite = {});
    /// Writes the board's entry of one step; \a draft and \a after are what it wrote and the state it left.
    qint64 record(const QString &step, const std::optional<QList<int>> &faces,
                  const std::function<void(BattleEngine &)> &body, ActionDraft &draft, BattleState &after,
                  const std::function<void(ActionWriter &)> &alsoWrite = {});

    Campaign &m_campaign;
};

} // namespace Reeve
