#include "sasscoring.h"

#include "games/sas/sascommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Sas;

namespace {

Procedure base(const QString &id, const QString &title, const QStringList &refs, const QString &summary)
{
    return Procedure::make(u"sas"_s, id, title, refs, summary);
}

Procedure vpProcedure()
{
    Procedure p = base(u"sas.vp"_s, tr("Victory points"), {ref("goal of the game (scoring)"), ref("phase 9")},
                       tr("A faction's victory points: territories, minor and major cities, allies and enemy "
                          "capitals held."));
    p.parameters = {
        ParameterSpec::integer(u"territories"_s, tr("Territories"), 0, 1000, QJsonValue::Null, tr("Territories controlled.")),
        ParameterSpec::integer(u"minor_cities"_s, tr("Minor cities"), 0, 1000, QJsonValue::Null,
                               tr("Minor cities in them.")),
        ParameterSpec::integer(u"major_cities"_s, tr("Major cities"), 0, 1000, QJsonValue::Null,
                               tr("Major cities in them (the own capital counts as one).")),
        ParameterSpec::integer(u"allies"_s, tr("Allies"), 0, 3, 0, tr("Declared allies (0 to 3).")),
        ParameterSpec::integer(u"capitals"_s, tr("Enemy capitals"), 0, 6, 0, tr("Enemy capitals captured and held."))};
    p.body = [](ProcedureContext &c) {
        static const QStringList fields{u"territories"_s, u"minor_cities"_s, u"major_cities"_s, u"allies"_s,
                                        u"capitals"_s};
        int vp = 0;
        QStringList parts;
        for (int i = 0; i < fields.size(); ++i) {
            const Figure f = figure(c, u"sas.scoring"_s, i + 1);
            const int n = int(c.integer(fields[i]));
            vp += n * f.value;
            parts << tr("%1 %2 × %3").arg(n).arg(fields[i], f.shown());
        }
        c.step(tr("%1 = %2 VP.").arg(parts.join(u" + "_s)).arg(vp), ref("goal of the game (scoring)"));
        c.set(u"vp"_s, vp);
    };
    return p;
}

ParameterSpec bonusReadingParameter()
{
    return ParameterSpec::choice(
        u"bonus_reading"_s, tr("Alliance bonus reading"), {u"sheet"_s, u"formula"_s}, u"sheet"_s,
        tr("sheet: the control sheet's extra points (5, 10, 15 for teams of 2, 3, 4); formula: the diplomacy text's "
           "5 × team members."));
}

/// The alliance bonus for a team of \a members, in the chosen reading (with an explanation step).
int allianceBonus(ProcedureContext &c, int members)
{
    if (c.text(u"bonus_reading"_s) == u"sheet"_s) {
        const Figure f = figure(c, u"sas.alliance-sheet"_s, members, u"bonus"_s);
        c.step(tr("Reading applied: the control sheet's alliance bonus for a team of %1: %2.").arg(members).arg(f.shown()),
               ref("victory control sheet (alliance scoring)"));
        return f.value;
    }
    const Figure f = figure(c, u"sas.alliance-formula"_s, 1);
    c.step(tr("Reading applied: the diplomacy formula, %1 × %2 members = %3.").arg(f.shown()).arg(members).arg(members * f.value),
           ref("phase 3"));
    return members * f.value;
}

int capitalPoints(ProcedureContext &c)
{
    const int capitals = int(c.integer(u"capitals"_s));
    const Figure f = figure(c, u"sas.scoring"_s, 5);
    return capitals * f.value;
}

void checkTeamSize(ProcedureContext &c, int members)
{
    const Figure most = figure(c, u"sas.alliance-formula"_s, 2);
    if (members < 2 || members > most.value)
        throw Failure::badInput(tr("An alliance has from 2 to %1 players; this one would have %2.").arg(most.value).arg(members));
}

Procedure allianceProcedure()
{
    Procedure p = base(u"sas.alliance-vp"_s, tr("Alliance victory points"), {ref("phase 3")},
                       tr("A new alliance team's points: the members' own points averaged (rounded down), the "
                          "alliance bonus, then the enemy capitals its members hold."));
    p.parameters = {ParameterSpec::integerList(u"member_vps"_s, tr("Members' VP"), 0, 100000, QJsonValue::Null,
                                               tr("Each member's own VP without ally or capital points, e.g. 12,9.")),
                    ParameterSpec::integer(u"capitals"_s, tr("Enemy capitals"), 0, 6, 0,
                                           tr("Enemy capitals held by the team's members.")),
                    bonusReadingParameter()};
    p.body = [](ProcedureContext &c) {
        const QList<int> vps = c.integers(u"member_vps"_s);
        const int members = int(vps.size());
        checkTeamSize(c, members);
        int sum = 0;
        for (int v : vps)
            sum += v;
        const int average = sum / members;
        c.step(tr("Members' points %1 ÷ %2 = %3 (rounded down).").arg(sum).arg(members).arg(average), ref("phase 3"));
        const int bonus = allianceBonus(c, members);
        const int capitals = capitalPoints(c);
        const int vp = average + bonus + capitals;
        c.step(tr("%1 + %2 + %3 for enemy capitals = %4 team VP.").arg(average).arg(bonus).arg(capitals).arg(vp),
               ref("phase 3"));
        c.set(u"average"_s, average);
        c.set(u"vp"_s, vp);
    };
    return p;
}

Procedure extendProcedure()
{
    Procedure p = base(u"sas.alliance-extend"_s, tr("Alliance extension"), {ref("phase 3")},
                       tr("A team's points when new players join: undo the capital and alliance bonuses, restore "
                          "the members' total, add the newcomers, average again and reapply the bonuses."));
    p.parameters = {ParameterSpec::integer(u"team_vp"_s, tr("Team VP now"), 0, 100000, QJsonValue::Null,
                                           tr("The team's current VP.")),
                    ParameterSpec::integer(u"members"_s, tr("Members now"), 2, 3, QJsonValue::Null,
                                           tr("Players in the team before it grows.")),
                    ParameterSpec::integerList(u"new_member_vps"_s, tr("Newcomers' VP"), 0, 100000, QJsonValue::Null,
                                               tr("Each joining player's own VP.")),
                    ParameterSpec::integer(u"capitals"_s, tr("Enemy capitals"), 0, 6, 0,
                                           tr("Enemy capitals the team holds (none of a member's).")),
                    bonusReadingParameter()};
    p.body = [](ProcedureContext &c) {
        const int members = int(c.integer(u"members"_s));
        const QList<int> newcomers = c.integers(u"new_member_vps"_s);
        const int total = members + int(newcomers.size());
        checkTeamSize(c, total);
        const int capitals = capitalPoints(c);
        const int oldBonus = allianceBonus(c, members);
        const int core = int(c.integer(u"team_vp"_s)) - capitals - oldBonus;
        if (core < 0)
            throw Failure::badInput(tr("Team VP %1 is less than its capital and alliance points.").arg(c.integer(u"team_vp"_s)));
        int sum = core * members;
        c.step(tr("%1 − %2 capitals − %3 bonus = %4, × %5 members = %6.")
                   .arg(c.integer(u"team_vp"_s)).arg(capitals).arg(oldBonus).arg(core).arg(members).arg(sum),
               ref("phase 3"));
        for (int v : newcomers)
            sum += v;
        const int average = sum / total;
        c.step(tr("Adding the newcomers gives %1; ÷ %2 players = %3 (rounded down).").arg(sum).arg(total).arg(average),
               ref("phase 3"));
        const int vp = average + allianceBonus(c, total) + capitals;
        c.step(tr("With the new bonus and %1 for capitals: %2 team VP.").arg(capitals).arg(vp), ref("phase 3"));
        c.set(u"vp"_s, vp);
    };
    return p;
}

Procedure victoryProcedure()
{
    Procedure p = base(u"sas.victory"_s, tr("Victory check"), {ref("phase 9"), ref("goal of the game (game length)")},
                       tr("At the season's advance: whether a faction or team is at or above the game's target and "
                          "has stayed there for the two further seasons that win."));
    p.parameters = {ParameterSpec::choice(u"length"_s, tr("Game length"), {u"short"_s, u"medium"_s, u"long"_s},
                                          QJsonValue::Null, tr("short 40, medium 60, long 100 VP.")),
                    ParameterSpec::integer(u"vp"_s, tr("VP now"), 0, 100000, QJsonValue::Null,
                                           tr("The faction's or team's VP at this check.")),
                    ParameterSpec::integer(u"seasons_held"_s, tr("Seasons already held"), 0, 1000, 0,
                                           tr("Earlier consecutive checks at or above the target (0 when it is "
                                              "reached now)."))};
    p.body = [](ProcedureContext &c) {
        static const QStringList lengths{u"short"_s, u"medium"_s, u"long"_s};
        const Figure target = figure(c, u"sas.game-length"_s, int(lengths.indexOf(c.text(u"length"_s))) + 1);
        const Figure hold = figure(c, u"sas.victory-hold"_s, 1);
        const int vp = int(c.integer(u"vp"_s));
        const int held = int(c.integer(u"seasons_held"_s));
        const bool reached = vp >= target.value;
        const bool victory = reached && held >= hold.value;
        const int toGo = reached ? qMax(0, hold.value - held) : hold.value;
        if (!reached)
            c.step(tr("%1 VP is below the target %2: no mark (a previous mark lapses).").arg(vp).arg(target.shown()),
                   ref("phase 9"));
        else
            c.step(tr("%1 VP is at or above %2; held for %3 earlier season(s), %4 needed after the mark.")
                       .arg(vp).arg(target.shown()).arg(held).arg(hold.shown()),
                   ref("phase 9"));
        c.step(victory ? tr("Victory.") : reached ? tr("%1 more season(s) to hold.").arg(toGo) : tr("No victory."));
        c.set(u"target"_s, target.value);
        c.set(u"reached"_s, reached);
        c.set(u"victory"_s, victory);
        c.set(u"seasons_to_go"_s, toGo);
    };
    return p;
}

} // namespace

void SasScoring::registerAll(ProcedureRegistry &registry)
{
    registry.add(vpProcedure());
    registry.add(allianceProcedure());
    registry.add(extendProcedure());
    registry.add(victoryProcedure());
}

} // namespace Reeve
