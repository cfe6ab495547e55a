#include "victoryprocedure.h"

#include <QJsonArray>

#include "procedures/procedurecontext.h"
#include "rules1066.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Politics1066 {

using namespace Qt::StringLiterals;
using namespace Rules1066;

namespace {

constexpr int PowerCount = 4;
constexpr int BritonIndex = 3;

QList<int> fourValues(const ProcedureContext &c, const char *name)
{
    const QList<int> values = c.integers(QString::fromUtf8(name));
    if (values.size() != PowerCount)
        throw Failure::badInput(tr("%1 takes four values, one per power in the order Anglo-Saxons, Normans, Vikings, "
                                   "Britons.").arg(QString::fromUtf8(name)));
    return values;
}

struct PlayerStanding
{
    int feudal = 0;
    bool king = false;
    QStringList powers;
};

QList<PlayerStanding> standings(ProcedureContext &c)
{
    const QList<int> controllers = fourValues(c, "controllers");
    const QList<int> kings = fourValues(c, "kings");
    const QList<int> feudal = fourValues(c, "feudal");
    QList<PlayerStanding> players(PowerCount + 1);
    for (int i = 0; i < PowerCount; ++i) {
        const int player = controllers.at(i);
        if (player == 0)
            continue;
        players[player].feudal += feudal.at(i);
        players[player].king = players[player].king || kings.at(i) != 0;
        players[player].powers << powerName(powers().at(i));
    }
    const int tostig = int(c.integer(u"tostig_player"_s));
    if (tostig > 0 && c.boolean(u"tostig_in_large_town"_s)) {
        players[tostig].king = true;
        c.step(tr("Tostig counts as a king for victory; player %1 holds him in a qualifying large town.").arg(tostig),
               ref("18.10"));
    }
    return players;
}

} // namespace

Procedure victoryProcedure()
{
    Procedure p = base("victory", tr("Victory check"), {ref("23.2"), ref("23.3"), ref("23.4"), ref("18.10")},
                       tr("At the end of the game a player wins with a king he controls (Tostig counts) in a large town "
                          "in Britain of printed feudal value 2 or 3 and towns worth at least 20 feudal points, adding "
                          "together all powers and vassals he controls. Optionally the Briton player wins when no one "
                          "else does."));
    p.parameters = {
        ParameterSpec::integerList(u"controllers"_s, tr("Controlling player per power"), 0, 4, QJsonValue::Null,
                                   tr("Player number (1–4, 0 = neutral) of Anglo-Saxons, Normans, Vikings, Britons.")),
        ParameterSpec::integerList(u"kings"_s, tr("King in a qualifying large town, per power"), 0, 1,
                                   QJsonArray{0, 0, 0, 0}, tr("1 when a king of that power's force sits in a large "
                                                              "town in Britain of printed feudal value 2 or 3.")),
        ParameterSpec::integerList(u"feudal"_s, tr("Feudal points per power"), 0, 500, QJsonValue::Null,
                                   tr("Feudal value of towns occupied by the power and its vassals; pillaged squares "
                                      "and off-map boxes count 0.")),
        ParameterSpec::integer(u"tostig_player"_s, tr("Player holding Tostig"), 0, 4, 0),
        ParameterSpec::boolean(u"tostig_in_large_town"_s, tr("Tostig in a qualifying large town"), false),
        ParameterSpec::boolean(u"briton_victory"_s, tr("Optional Briton victory (§23.3/A)"), false),
    };
    p.body = [](ProcedureContext &c) {
        const RuleTable &t = c.table(u"1066.victory"_s);
        const int needed = lookupInt(t, 1, u"feudal-needed"_s);
        const QList<PlayerStanding> players = standings(c);
        QJsonArray winners, totals;
        for (int player = 1; player <= PowerCount; ++player) {
            const PlayerStanding &s = players.at(player);
            totals.append(s.feudal);
            if (s.powers.isEmpty())
                continue;
            const bool wins = s.king && s.feudal >= needed;
            c.step(tr("Player %1 (%2): %3 feudal point(s) of %4 needed, king in place: %5 → %6.").arg(player)
                       .arg(s.powers.join(u" + "_s)).arg(s.feudal).arg(needed).arg(yesNo(s.king))
                       .arg(wins ? tr("wins") : tr("does not win")),
                   ref(s.powers.size() > 1 ? "23.4" : "23.2"));
            if (wins)
                winners.append(player);
        }
        const int briton = fourValues(c, "controllers").at(BritonIndex);
        if (c.boolean(u"briton_victory"_s) && briton > 0 && !winners.contains(briton)) {
            bool otherWon = false;
            for (const QJsonValue &w : std::as_const(winners))
                otherWon = otherWon || w.toInt() != briton;
            c.step(otherWon ? tr("Optional rule: another player met the conditions, so the Briton player does not win.")
                            : tr("Optional rule: no other player met the conditions, so the Briton player (%1) wins.")
                                  .arg(briton), ref("23.3/A"));
            if (!otherWon)
                winners.append(briton);
        }
        if (winners.isEmpty())
            c.step(tr("No one met the conditions: everyone loses; there are no degrees of victory."), ref("23.3"));
        c.set(u"winners"_s, winners);
        c.set(u"winner"_s, winners.size() == 1 ? winners.first().toInt() : 0);
        c.set(u"feudal_totals"_s, totals);
    };
    return p;
}

} // namespace Reeve::Politics1066
