#include "battleaudience.h"

#include <QHash>

#include "battleengine.h"
#include "battlestate.h"
#include "campaign/campaign.h"
#include "log/actionwriter.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace BattleAudience {

const QString CopyKind = u"1066.battle-view"_s;

namespace {

/// What each board step did, in words that name no unit, box or value.
QString stepWords(const QString &stepName)
{
    static const QHash<QString, const char *>
            words{{u"new"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "the battle board is opened")},
                  {u"place"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "a unit is set up")},
                  {u"remove"_s,
                   QT_TRANSLATE_NOOP("Reeve::BattleBoard", "a unit is taken back during set-up")},
                  {u"commander"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "a commander is appointed")},
                  {u"contact"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "the contact roll at sea")},
                  {u"length"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "the battle length is rolled")},
                  {u"move"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "a unit moves on the board")},
                  {u"marker"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "a battle marker is played")},
                  {u"declare"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "an attack is declared")},
                  {u"attack"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "an attack is rolled")},
                  {u"save"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "a saving roll")},
                  {u"round"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "a round ends")},
                  {u"pursuit-end"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "the pursuit ends")},
                  {u"spoils"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "the spoils are counted")},
                  {u"apply"_s, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "the battle is carried to the map")}};
    const char *text = words.value(stepName, QT_TRANSLATE_NOOP("Reeve::BattleBoard", "a step of the battle"));
    return battleTr(text);
}

} // namespace

bool isPrivate(const BattleState &state)
{
    return !state.square.isEmpty() && state.sides[0].campaignSide != 0 && state.sides[1].campaignSide != 0;
}

QString publicLine(const BattleState &state, const QString &stepName)
{
    return battleTr("Battle in %1, %2 attacking %3: %4 (the two sides see the board, 1066 §7.2)")
            .arg(state.square, state.sides[0].name, state.sides[1].name, stepWords(stepName));
}

void address(ActionDraft &draft, const BattleState &state, const QString &stepName)
{
    if (!isPrivate(state))
        return;
    draft.privateText = draft.publicText;
    draft.publicText = publicLine(state, stepName);
    draft.audience = Audience::Side;
    draft.audienceSide = state.sides[0].campaignSide;
}

void copyForDefender(Campaign &campaign, const ActionDraft &draft, const BattleState &state)
{
    if (!isPrivate(state))
        return;
    ActionWriter writer(campaign.log());
    ActionDraft copy;
    copy.kind = CopyKind;
    copy.publicText = draft.publicText;
    copy.privateText = draft.privateText;
    copy.audience = Audience::Side;
    copy.audienceSide = state.sides[1].campaignSide;
    copy.data = draft.data;
    copy.data.insert(u"copy_of"_s, draft.kind);
    writer.commit(copy);
}

} // namespace BattleAudience
} // namespace Reeve
