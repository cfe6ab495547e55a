#include "sasespionage.h"

#include <QJsonArray>

#include "games/sas/sascommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"
#include "util/plural.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Sas;

namespace {

enum EspionageRow {
    SuccessAtMost = 1,
    CounterModifier = 2,
    GoldPerTarget = 3,
    GoldPerCounter = 4,
    HreFree = 5
};

Procedure base(const QString &id, const QString &title, const QString &summary)
{
    return Procedure::make(u"sas"_s, id, title, {ref("phase 2")}, summary);
}

Procedure espionageProcedure()
{
    Procedure p = base(
            u"sas.espionage"_s, tr("Espionage attempt"),
            tr("One spy attempt on one army or fleet: two dice, 3 more when the target faction spends a "
               "counter-agent on it; 8 or less succeeds and the card is shown to the spy alone."));
    p.parameters = {ParameterSpec::boolean(
            u"counter"_s, tr("Counter-espionage used"), false,
            tr("Whether the target spends one of its counter-agents on this attempt."))};
    p.diceText = tr("two d6");
    p.oddsFields = {u"success"_s};
    p.body = [](ProcedureContext &c) {
        const QList<int> dice = c.rollMany(2, 6, tr("spy die"));
        const bool counter = c.boolean(u"counter"_s);
        const Figure modifier = figure(c, u"sas.espionage"_s, CounterModifier);
        const Figure atMost = figure(c, u"sas.espionage"_s, SuccessAtMost);
        const int total = dice[0] + dice[1] + (counter ? modifier.value : 0);
        c.step(counter ? tr("Dice %1 + %2, plus %3 for counter-espionage = %4.")
                                 .arg(dice[0])
                                 .arg(dice[1])
                                 .arg(modifier.shown())
                                 .arg(total)
                       : tr("Dice %1 + %2 = %3, no counter-espionage.").arg(dice[0]).arg(dice[1]).arg(total),
               ref("phase 2"));
        const bool success = total <= atMost.value;
        c.step(success ? tr("%1 is at most %2: the spy sees the card (shown to the spying faction only).")
                                 .arg(total)
                                 .arg(atMost.shown())
                       : tr("%1 is above %2: the attempt fails.").arg(total).arg(atMost.shown()),
               ref("phase 2"));
        c.set(u"total"_s, total);
        c.set(u"success"_s, success);
    };
    return p;
}

Procedure counterProcedure()
{
    Procedure p = base(
            u"sas.counter-espionage"_s, tr("Counter-espionage purchase"),
            tr("Gold a faction sets aside for counter-agents, how many the attempts against it use up "
               "(one per attempt, first attempts first) and the gold of unused ones that goes to the bank."));
    p.parameters = {ParameterSpec::integer(u"bought"_s, tr("Counter-agents bought"), 0, 1000, QJsonValue::Null,
                                           tr("Counter-espionage bought secretly this season.")),
                    ParameterSpec::integer(u"attempts"_s, tr("Attempts against the faction"), 0, 1000, 0,
                                           tr("Spy attempts made against the faction this season."))};
    p.body = [](ProcedureContext &c) {
        const int bought = int(c.integer(u"bought"_s));
        const int attempts = int(c.integer(u"attempts"_s));
        const Figure price = figure(c, u"sas.espionage"_s, GoldPerCounter);
        const int used = qMin(bought, attempts);
        const int unused = bought - used;
        c.step(Plural::text(tr("%n counter-agent(s) × %1 = %2 gold held in hand.", nullptr, bought), bought)
                       .arg(price.shown())
                       .arg(bought * price.value),
               ref("phase 2"));
        c.step(tr("%1 attempts: the first %2 each meet one counter-agent; %3 attempts meet none.")
                       .arg(attempts)
                       .arg(used)
                       .arg(attempts - used),
               ref("phase 2"));
        c.step(tr("%1 unused counter-agents: their %2 gold goes to the bank, not back to the faction.")
                       .arg(unused)
                       .arg(unused * price.value),
               ref("phase 2"));
        c.set(u"cost"_s, bought * price.value);
        c.set(u"used"_s, used);
        c.set(u"unused"_s, unused);
        c.set(u"to_bank"_s, unused * price.value);
        c.set(u"refund"_s, 0);
    };
    return p;
}

Procedure costProcedure()
{
    Procedure p
            = base(u"sas.espionage-cost"_s, tr("Espionage cost"),
                   tr("Gold a faction pays to spy on a number of enemy armies and fleets (one attempt per "
                      "target); the Holy Roman Empire's first attempt each season is free."));
    p.ruleRefs << ref("setup (faction specials)");
    p.parameters
            = {factionParameter(tr("The spying faction.")),
               ParameterSpec::integer(u"targets"_s, tr("Targets"), 0, 70, QJsonValue::Null,
                                      tr("Different enemy armies or fleets spied on (only one attempt per "
                                         "target and spy)."))};
    p.body = [](ProcedureContext &c) {
        const int targets = int(c.integer(u"targets"_s));
        const Figure price = figure(c, u"sas.espionage"_s, GoldPerTarget);
        int freeAttempts = 0;
        if (c.text(u"faction"_s) == u"hre"_s) {
            const Figure f = figure(c, u"sas.espionage"_s, HreFree);
            freeAttempts = qMin(targets, f.value);
            c.step(tr("The Holy Roman Empire spies %1 time(s) free: %2.").arg(f.shown()).arg(freeAttempts),
                   ref("setup (faction specials)"));
        }
        const int cost = (targets - freeAttempts) * price.value;
        c.step(tr("%1 paid attempts × %2 = %3 gold.").arg(targets - freeAttempts).arg(price.shown()).arg(cost),
               ref("phase 2"));
        c.set(u"cost"_s, cost);
        c.set(u"free"_s, freeAttempts);
    };
    return p;
}

Procedure orderProcedure()
{
    Procedure p
            = base(u"sas.espionage-order"_s, tr("Espionage order"),
                   tr("The order in which the factions in play declare and roll their spy attempts; the Holy "
                      "Roman Empire always goes last."));
    p.parameters = {
            ParameterSpec::text(u"factions"_s, tr("Factions in play"), u"all"_s,
                                tr("Comma-separated faction ids in play (byzantium, fatimid, hre, england, "
                                   "france, kievan, nse), or all."))};
    p.body = [](ProcedureContext &c) {
        static const QStringList printed{u"nse"_s,       u"england"_s, u"france"_s, u"kievan"_s,
                                         u"byzantium"_s, u"fatimid"_s, u"hre"_s};
        const QString given = c.text(u"factions"_s).trimmed();
        QStringList inPlay;
        for (const QString &word : given.split(u',', Qt::SkipEmptyParts)) {
            const QString id = word.trimmed().toLower();
            if (id == u"all"_s)
                inPlay = factions();
            else if (!factions().contains(id))
                throw Failure::badInput(
                        tr("Unknown faction \"%1\"; use %2.").arg(id, factions().join(u", "_s)));
            else if (!inPlay.contains(id))
                inPlay << id;
        }
        if (inPlay.isEmpty())
            throw Failure::badInput(tr("Name at least one faction in play."));
        QJsonArray order;
        QStringList names;
        for (const QString &id : printed)
            if (inPlay.contains(id)) {
                order.append(id);
                names << factionName(id);
            }
        c.step(tr("Spying order: %1.").arg(names.join(u", "_s)), ref("phase 2"));
        c.set(u"order"_s, order);
    };
    return p;
}

} // namespace

void SasEspionage::registerAll(ProcedureRegistry &registry)
{
    registry.add(espionageProcedure());
    registry.add(counterProcedure());
    registry.add(costProcedure());
    registry.add(orderProcedure());
}

} // namespace Reeve
