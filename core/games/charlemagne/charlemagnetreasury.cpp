#include "charlemagnetreasury.h"

#include "charlemagnecommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Charlemagne;

namespace {

const QString Costs = u"charlemagne.treasure-points"_s;

Procedure stratagemDraws()
{
    Procedure p = make(u"stratagem-draws"_s, tr("Stratagems drawn this phase"), {u"Charlemagne §8.2b"_s,
                                                                                 u"Charlemagne §24.3"_s});
    p.summary = tr("In his Stratagem Phase a player draws one marker, one more for each civilization marker his "
                   "forces occupy, and one more for Augustus (two when Charlemagne holds it).");
    p.parameters = {ParameterSpec::integer(u"civilizations"_s, tr("Civilization markers occupied"), 0, 1000),
                    ParameterSpec::choice(u"augustus"_s, tr("Augustus held by"), leaderChoices(), u"none"_s)};
    p.body = [](ProcedureContext &c) {
        const qint64 civ = c.integer(u"civilizations"_s);
        const QString augustus = c.text(u"augustus"_s);
        const int bonus = augustus == u"charlemagne"_s ? 2 : (augustus == u"leader"_s ? 1 : 0);
        const qint64 draws = 1 + civ + bonus;
        c.set(u"draws"_s, draws);
        c.step(tr("1 automatic + %1 for civilization markers occupied (neutral regions too) + %2 for Augustus = %3 "
                  "draws.")
                       .arg(civ)
                       .arg(bonus)
                       .arg(draws),
               u"Charlemagne §8.2b"_s);
    };
    return p;
}

Procedure stratagemPurchase()
{
    Procedure p = make(u"stratagem-purchase"_s, tr("Buying stratagems"), {u"Charlemagne §8.2c"_s,
                                                                          u"Charlemagne §10.2c"_s});
    p.summary = tr("In the Treasury Phase each extra stratagem drawn costs the Treasure Points Table's price.");
    p.parameters = {ParameterSpec::integer(u"treasure"_s, tr("Treasure points on hand"), 0, 100000),
                    ParameterSpec::integer(u"draws"_s, tr("Stratagems to buy"), 1, 1000)};
    p.body = [](ProcedureContext &c) {
        const int price = figure(c, Costs, 1, u"stratagem"_s);
        const qint64 cost = price * c.integer(u"draws"_s);
        const qint64 treasure = c.integer(u"treasure"_s);
        if (cost > treasure)
            throw Failure::badInput(tr("%1 stratagems cost %2 TP but only %3 are on hand (Charlemagne §10.2c).")
                                            .arg(c.integer(u"draws"_s))
                                            .arg(cost)
                                            .arg(treasure));
        c.set(u"cost"_s, cost);
        c.set(u"remaining"_s, treasure - cost);
        c.step(tr("%1 draws × %2 TP = %3 TP; %4 TP left.").arg(c.integer(u"draws"_s)).arg(price).arg(cost).arg(treasure - cost),
               u"Charlemagne §10.2c"_s);
    };
    return p;
}

Procedure treasury()
{
    Procedure p = make(u"treasury"_s, tr("Treasure collected"), {u"Charlemagne §10.1"_s});
    p.summary = tr("Each occupied, unpillaged burg yields one treasure point; controlling Byzantium adds 5 and the "
                   "Caliphate 3.");
    p.parameters = {ParameterSpec::integer(u"burgs"_s, tr("Occupied unpillaged burgs"), 0, 1000),
                    ParameterSpec::boolean(u"byzantium"_s, tr("Controls Byzantium"), false),
                    ParameterSpec::boolean(u"caliphate"_s, tr("Controls the Caliphate"), false)};
    p.body = [](ProcedureContext &c) {
        const qint64 burgs = c.integer(u"burgs"_s) * figure(c, Costs, 1, u"burg-income"_s);
        const int byz = c.boolean(u"byzantium"_s) ? figure(c, Costs, 1, u"byzantium-income"_s) : 0;
        const int cal = c.boolean(u"caliphate"_s) ? figure(c, Costs, 1, u"caliphate-income"_s) : 0;
        const qint64 total = burgs + byz + cal;
        c.set(u"treasure_points"_s, total);
        c.step(tr("Burgs %1 + Byzantium %2 + Caliphate %3 = %4 treasure points; unspent points carry over.")
                       .arg(burgs)
                       .arg(byz)
                       .arg(cal)
                       .arg(total),
               u"Charlemagne §10.1"_s);
    };
    return p;
}

/// Adds count × the cost in column \a column of row 1 of the Treasure Points Table.
qint64 spend(ProcedureContext &c, const QString &param, const QString &column, const QString &ref)
{
    const qint64 count = c.integer(param);
    if (count == 0)
        return 0;
    const int price = figure(c, Costs, 1, column);
    c.step(tr("%1 × %2 at %3 TP = %4 TP.").arg(count).arg(column).arg(price).arg(count * price), ref);
    return count * price;
}

Procedure spending()
{
    Procedure p = make(u"spending"_s, tr("Treasury Phase spending"), {u"Charlemagne §10.2"_s, u"Charlemagne §11.2"_s,
                                                                      u"Charlemagne §23"_s, u"Charlemagne §24"_s});
    p.summary = tr("Prices a Treasury Phase shopping list: burgs and civilization markers (5 TP each, a unit in the "
                   "hex), stratagems, pillage removal and mercenaries, against the treasure on hand.");
    p.parameters = {ParameterSpec::integer(u"treasure"_s, tr("Treasure points on hand"), 0, 100000)};
    const QList<std::pair<QString, QString>> items{
            {u"burgs"_s, tr("Burg markers to build")},
            {u"civilizations"_s, tr("Civilization markers to build")},
            {u"stratagems"_s, tr("Stratagems to buy")},
            {u"pillage_removals"_s, tr("Pillage markers to remove")},
            {u"field_army"_s, tr("Mercenary field armies")},
            {u"warrior_host"_s, tr("Mercenary warrior hosts")},
            {u"nomad_horde"_s, tr("Mercenary nomad hordes")},
            {u"militia"_s, tr("Mercenary militia")},
            {u"fleet"_s, tr("Mercenary fleets")}};
    for (const auto &[name, label] : items)
        p.parameters << ParameterSpec::integer(name, label, 0, 1000, 0);
    p.body = [](ProcedureContext &c) {
        qint64 cost = spend(c, u"burgs"_s, u"burg"_s, u"Charlemagne §23.1"_s);
        cost += spend(c, u"civilizations"_s, u"civilization"_s, u"Charlemagne §24.1"_s);
        cost += spend(c, u"stratagems"_s, u"stratagem"_s, u"Charlemagne §10.2c"_s);
        cost += spend(c, u"pillage_removals"_s, u"pillage-removal"_s, u"Charlemagne §17.4"_s);
        for (const QString &type : {u"field-army"_s, u"warrior-host"_s, u"nomad-horde"_s, u"militia"_s, u"fleet"_s})
            cost += spend(c, QString(type).replace(u'-', u'_'), type, u"Charlemagne §11.2"_s);
        const qint64 treasure = c.integer(u"treasure"_s);
        if (cost > treasure)
            throw Failure::badInput(
                    tr("The list costs %1 TP but only %2 are on hand (Charlemagne §10.2).").arg(cost).arg(treasure));
        c.set(u"cost"_s, cost);
        c.set(u"remaining"_s, treasure - cost);
        c.step(tr("Total %1 TP; %2 TP left. Each burg or civilization marker needs a friendly unit in its hex, one of "
                  "each per hex; mercenaries go one per occupied burg of their own region.")
                       .arg(cost)
                       .arg(treasure - cost),
               u"Charlemagne §10.2b"_s);
    };
    return p;
}

Procedure scara()
{
    Procedure p = make(u"scara"_s, tr("Recruiting the Scara"), {u"Charlemagne §29"_s});
    p.summary = tr("Optional rule: the Empire buys the Scara like a mercenary field army, placed in a fortress "
                   "holding a Frankish leader; never by levy.");
    p.parameters = {ParameterSpec::integer(u"treasure"_s, tr("Treasure points on hand"), 0, 100000),
                    ParameterSpec::boolean(u"fortress_with_leader"_s, tr("A fortress holds a Frankish leader"), true),
                    ParameterSpec::boolean(u"by_levy"_s, tr("As a levy"), false)};
    p.body = [](ProcedureContext &c) {
        if (c.boolean(u"by_levy"_s))
            throw Failure::badInput(tr("The Scara is never raised by levy (Charlemagne §29.2)."));
        if (!c.boolean(u"fortress_with_leader"_s))
            throw Failure::badInput(tr("The Scara is placed only in a fortress with a Frankish leader "
                                       "(Charlemagne §29.1)."));
        const int price = figure(c, Costs, 1, u"field-army"_s);
        const qint64 treasure = c.integer(u"treasure"_s);
        if (price > treasure)
            throw Failure::badInput(tr("The Scara costs %1 TP but only %2 are on hand.").arg(price).arg(treasure));
        c.set(u"cost"_s, price);
        c.set(u"remaining"_s, treasure - price);
        c.step(tr("Paid as a mercenary field army: %1 TP, %2 TP left; it has only an Empire side.")
                       .arg(price)
                       .arg(treasure - price),
               u"Charlemagne §29"_s);
    };
    return p;
}

QString levelFor(ProcedureContext &c, qint64 points)
{
    const RuleTable &table = c.table(u"charlemagne.victory-levels"_s);
    const int row = table.rowIndexFor(int(points));
    const QString level = table.require(row, 0).value.toString();
    c.step(tr("%1 victory points fall in %2: %3.").arg(points).arg(table.rowKey(row).toString(), level),
           u"Charlemagne §27.2"_s);
    return level;
}

Procedure victoryLevel()
{
    Procedure p = make(u"victory-level"_s, tr("Victory level"), {u"Charlemagne §27.2"_s});
    p.summary = tr("Reads the Empire's final victory points on the scale from total Tribal to total Imperial "
                   "victory.");
    p.parameters = {ParameterSpec::integer(u"points"_s, tr("Empire victory points"), -1000, 100000)};
    p.body = [](ProcedureContext &c) { c.set(u"level"_s, levelFor(c, c.integer(u"points"_s))); };
    return p;
}

Procedure victoryPoints()
{
    Procedure p = make(u"victory-points"_s, tr("Victory point count"), {u"Charlemagne §27.1"_s});
    p.summary = tr("Adds up the Empire's victory points (levies of controlled regions, occupied unpillaged burgs, "
                   "occupied civilization markers, conversions either way, Charlemagne's death) and reads the "
                   "level.");
    p.parameters = {ParameterSpec::integer(u"levy_points"_s, tr("Levies of regions the Empire controls"), 0, 1000),
                    ParameterSpec::integer(u"burgs"_s, tr("Unpillaged burgs an Empire force occupies"), 0, 1000, 0),
                    ParameterSpec::integer(u"civilizations"_s, tr("Civilization markers an Empire force occupies"),
                                           0, 1000, 0),
                    ParameterSpec::integer(u"to_christianity"_s, tr("Pagan or Muslim regions made Christian"), 0,
                                           1000, 0),
                    ParameterSpec::integer(u"from_christianity"_s, tr("Christian regions turned Muslim or pagan"), 0,
                                           1000, 0),
                    ParameterSpec::boolean(u"charlemagne_eliminated"_s, tr("Charlemagne was eliminated"), false)};
    p.body = [](ProcedureContext &c) {
        const qint64 points = c.integer(u"levy_points"_s) + c.integer(u"burgs"_s) + c.integer(u"civilizations"_s)
                              + c.integer(u"to_christianity"_s) - c.integer(u"from_christianity"_s)
                              - (c.boolean(u"charlemagne_eliminated"_s) ? 3 : 0);
        c.step(tr("Levies %1 + burgs %2 + civilizations %3 + conversions to Christianity %4 − conversions away %5 − "
                  "%6 for Charlemagne = %7 (a hex with burg and civilization marker counts both).")
                       .arg(c.integer(u"levy_points"_s))
                       .arg(c.integer(u"burgs"_s))
                       .arg(c.integer(u"civilizations"_s))
                       .arg(c.integer(u"to_christianity"_s))
                       .arg(c.integer(u"from_christianity"_s))
                       .arg(c.boolean(u"charlemagne_eliminated"_s) ? 3 : 0)
                       .arg(points),
               u"Charlemagne §27.1"_s);
        c.set(u"points"_s, points);
        c.set(u"level"_s, levelFor(c, points));
    };
    return p;
}

} // namespace

void registerCharlemagneTreasury(ProcedureRegistry &registry)
{
    registry.add(withHelp(stratagemDraws()));
    registry.add(withHelp(stratagemPurchase()));
    registry.add(withHelp(treasury()));
    registry.add(withHelp(spending()));
    registry.add(withHelp(scara()));
    registry.add(withHelp(victoryLevel()));
    registry.add(withHelp(victoryPoints()));
}

} // namespace Reeve
