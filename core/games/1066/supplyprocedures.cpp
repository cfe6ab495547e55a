#include "supplyprocedures.h"

#include <algorithm>

#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "recruitprocedures.h"
#include "rules1066.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Supply1066 {

using namespace Qt::StringLiterals;
using namespace Rules1066;

namespace {

const QStringList &months()
{
    static const QStringList list{u"january"_s, u"february"_s, u"march"_s,     u"april"_s,   u"may"_s,      u"june"_s,
                                  u"july"_s,    u"august"_s,   u"september"_s, u"october"_s, u"november"_s, u"december"_s};
    return list;
}

Procedure seasonProcedure()
{
    Procedure p = base("season", tr("Season of a month"), {ref("9.9")},
                       tr("Which months are winter and which summer, and what summer changes: movement +1 for land "
                          "units, forage +1 for land squares, battle length +1 (never above six)."));
    p.parameters = {ParameterSpec::choice(u"month"_s, tr("Month"), months(), QJsonValue::Null)};
    p.body = [](ProcedureContext &c) {
        const int month = int(months().indexOf(c.text(u"month"_s))) + 1;
        const QString season = cellText(lookup(c.table(u"1066.seasons"_s), month));
        c.step(tr("%1 1066 is a %2 turn.").arg(c.text(u"month"_s), season), ref("9.9"));
        const bool summer = season == u"summer"_s;
        const RuleTable &fx = c.table(u"1066.summer-effects"_s);
        if (summer)
            c.step(tr("Summer: land movement +%1, land forage +%2, battle length +%3 (at most %4 turns).")
                       .arg(lookupInt(fx, 1, u"movement"_s)).arg(lookupInt(fx, 1, u"forage"_s))
                       .arg(lookupInt(fx, 1, u"battle-turns"_s)).arg(lookupInt(fx, 1, u"battle-turns-max"_s)),
                   ref("9.9"));
        c.set(u"season"_s, season);
        c.set(u"movement_bonus"_s, summer ? lookupInt(fx, 1, u"movement"_s) : 0);
        c.set(u"forage_bonus"_s, summer ? lookupInt(fx, 1, u"forage"_s) : 0);
    };
    return p;
}

/// The square's forage value after season, castle and pillage (§9.2–9.3, §9.7, §9.9, §17.18).
int forageValue(ProcedureContext &c)
{
    const RuleTable &bonuses = c.table(u"1066.forage-bonuses"_s);
    const bool allSea = c.boolean(u"all_sea"_s);
    int forage = allSea ? 0 : int(c.integer(u"forage"_s));
    if (allSea)
        c.step(tr("An all-sea square forages 0."), ref("17.18"));
    else
        c.step(tr("Printed forage value: %1.").arg(forage), ref("9.2"));
    const bool pillaged = c.boolean(u"pillaged"_s);
    const bool strictPillage = c.text(u"pillage_reading"_s) == u"zero"_s;
    if (pillaged) {
        forage = 0;
        c.step(strictPillage ? tr("Pillaged: forage is 0 and stays 0 (reading: no bonus raises it).")
                             : tr("Pillaged: the printed forage becomes 0 (reading: summer and castle still add)."),
               ref("9.7"));
        if (strictPillage)
            return 0;
    }
    if (c.text(u"season"_s) == u"summer"_s && !allSea) {
        forage += lookupInt(bonuses, 1, u"summer"_s);
        c.step(tr("Summer adds one for a land square: %1.").arg(forage), ref("9.9"));
    }
    if (c.boolean(u"castle"_s)) {
        forage += lookupInt(bonuses, 1, u"castle"_s);
        c.step(tr("A castle adds one and is not itself counted: %1.").arg(forage), ref("9.3"));
    }
    return forage;
}

Procedure provisioningProcedure()
{
    Procedure p = base("provisioning", tr("Provisioning one square"), {ref("9.2"), ref("9.3"), ref("9.4"), ref("9.5"),
        ref("9.7"), ref("9.9"), ref("21.5")}, tr("Units beyond a square's forage value need one gold point for the "
                                                 "whole square or are eliminated. Summer and a castle each add one; a "
                                                 "pillaged square forages 0; off-map boxes need nothing."));
    p.parameters = {
        ParameterSpec::integer(u"units"_s, tr("Units"), 0, 200, QJsonValue::Null,
                               tr("Units in the square: fleets and the land units they carry count; castles do not.")),
        ParameterSpec::integer(u"forage"_s, tr("Forage value"), 0, 50, QJsonValue::Null,
                               tr("From the Terrain Effects Chart; towns: feudal value + 2 (erratum).")),
        ParameterSpec::choice(u"season"_s, tr("Season"), {u"winter"_s, u"summer"_s}, QJsonValue::Null),
        ParameterSpec::boolean(u"castle"_s, tr("Castle in the square"), false),
        ParameterSpec::boolean(u"pillaged"_s, tr("Square pillaged"), false),
        ParameterSpec::boolean(u"all_sea"_s, tr("All-sea square"), false, tr("Forage 0, no summer bonus (§17.18).")),
        ParameterSpec::boolean(u"off_map"_s, tr("Off-map box"), false, tr("No forage or provisioning (§21.5).")),
        ParameterSpec::choice(u"pillage_reading"_s, tr("Pillaged square with bonuses"), {u"zero"_s, u"base-zero"_s},
                              u"zero"_s, tr("zero: a pillaged square forages 0 whatever the season or castle; "
                                            "base-zero: only the printed value drops to 0.")),
    };
    p.body = [](ProcedureContext &c) {
        const int units = int(c.integer(u"units"_s));
        if (c.boolean(u"off_map"_s)) {
            c.step(tr("Units in an off-map box need neither forage nor gold."), ref("21.5"));
            c.set(u"forage_value"_s, QJsonValue::Null);
            c.set(u"excess"_s, 0);
            c.set(u"gold_needed"_s, 0);
            return;
        }
        const int forage = forageValue(c);
        const int excess = std::max(0, units - forage);
        c.step(excess > 0 ? tr("%1 units against forage %2: %3 in excess; one gold point feeds them all, otherwise "
                               "the owner removes %3 of his choice.").arg(units).arg(forage).arg(excess)
                          : tr("%1 units against forage %2: all fed by forage.").arg(units).arg(forage),
               ref("9.4"));
        c.set(u"forage_value"_s, forage);
        c.set(u"excess"_s, excess);
        c.set(u"gold_needed"_s, excess > 0 ? 1 : 0);
    };
    return p;
}

Procedure callToArmsProcedure()
{
    Procedure p = base("call-to-arms", tr("Call to arms"), {ref("10.3"), ref("10.4")},
                       tr("Once per game a player may call to arms: one die, a second if enemies hold one of his "
                          "starting towns, plus his king's leader value if the king is on the map. The total is spent "
                          "at once as gold on the recruiting table; what is not spent is lost."));
    p.parameters = {
        ParameterSpec::integer(u"king_value"_s, tr("King's leader value"), 0, 6, QJsonValue::Null,
                               tr("0 for the Britons, who have no king.")),
        requiredBoolean(u"king_on_map"_s, tr("King on the map")),
        requiredBoolean(u"home_town_lost"_s, tr("Enemy holds a starting town"),
                               tr("Enemy units occupy a town or large town this player held at the start.")),
    };
    p.diceText = tr("one d6, then a second d6 when a starting town is held by the enemy");
    p.oddsFields = {u"gold_points"_s};
    p.body = [](ProcedureContext &c) {
        int gold = c.roll(6, tr("call to arms"));
        c.step(tr("First die: %1.").arg(gold), ref("10.3"));
        if (c.boolean(u"home_town_lost"_s)) {
            const int second = c.roll(6, tr("lost town"));
            gold += second;
            c.step(tr("Enemies hold a starting town: second die %1, total %2.").arg(second).arg(gold), ref("10.3"));
        }
        const int king = int(c.integer(u"king_value"_s));
        if (c.boolean(u"king_on_map"_s) && king > 0) {
            gold += king;
            c.step(tr("King on the map: + leader value %1 = %2.").arg(king).arg(gold), ref("10.3"));
        } else if (king > 0) {
            c.step(tr("The king is not on the map: his leader value does not count."), ref("10.3"));
        }
        c.step(tr("%1 gold points to spend now on the recruiting table; any left over is lost. From now on Attrition "
                  "strikes on a 1 or 2.").arg(gold), ref("10.4"));
        c.set(u"gold_points"_s, gold);
    };
    return p;
}

} // namespace

void registerAll(ProcedureRegistry &registry)
{
    registry.add(seasonProcedure());
    registry.add(provisioningProcedure());
    registry.add(callToArmsProcedure());
    registerRecruiting(registry);
}

} // namespace Reeve::Supply1066
