#include "sasmorale.h"

#include <algorithm>

#include "games/sas/sascommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Sas;

namespace {

/// The sum of the three highest morale values among the surviving units (NSE doubling is in the table).
int topThree(ProcedureContext &c)
{
    const QString faction = c.text(u"faction"_s);
    const QMap<QString, int> counts = unitCounts(c, armyUnits());
    QList<std::pair<int, QString>> values; // morale, unit label: every surviving unit up to three a type
    QStringList shown;
    for (const QString &unit : armyUnits()) {
        const int n = counts.value(unit);
        if (n == 0)
            continue;
        const Figure f = figure(c, u"sas.unit-morale"_s, factionRow(faction), unit);
        shown << tr("%1 %2").arg(unit, f.shown());
        for (int i = 0; i < qMin(n, 3); ++i)
            values << std::pair{f.value, unit};
    }
    if (values.isEmpty())
        throw Failure::badInput(tr("An army with no surviving units makes no morale check."));
    std::stable_sort(values.begin(), values.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    int sum = 0;
    QStringList counted;
    for (int i = 0; i < qMin(3, int(values.size())); ++i) {
        sum += values[i].first;
        counted << tr("%1 %2").arg(values[i].second).arg(values[i].first);
    }
    c.step(tr("Morale of %1's surviving unit types: %2. Counted, the three highest units: %3 = %4.")
               .arg(factionName(faction), shown.join(u", "_s), counted.join(u" + "_s)).arg(sum),
           ref("components (armies)"));
    return sum;
}

int defenceModifier(ProcedureContext &c)
{
    const QString defending = c.text(u"defending"_s);
    if (defending == u"none"_s)
        return 0;
    const Figure f = figure(c, u"sas.morale-modifiers"_s, defending == u"capital"_s ? 2 : 1);
    c.step(defending == u"capital"_s ? tr("Defending its own capital: %1.").arg(f.shown())
                                     : tr("Defending its own territory: %1.").arg(f.shown()),
           ref("phase 6 (land combat, step 9)"));
    return f.value;
}

void body(ProcedureContext &c)
{
    const bool table = c.text(u"reading"_s) == u"table"_s;
    const int top = topThree(c);
    const int own = int(c.integer(u"own_losses"_s));
    const int enemy = int(c.integer(u"enemy_losses"_s));
    const int round = int(c.integer(u"round"_s));
    const int modifier = defenceModifier(c);
    const Figure extra = figure(c, u"sas.morale-modifiers"_s, 3);
    const int diceCount = 1 + (round - 1) * extra.value;
    c.step(tr("Round %1: %2 d6 (one die, plus %3 per round already fought).").arg(round).arg(diceCount).arg(extra.shown()),
           ref("phase 6 (land combat, step 9; quick combat)"));
    const QList<int> dice = c.rollMany(diceCount, 6, tr("morale die"));
    int roll = 0;
    for (int d : dice)
        roll += d;
    bool routs = false;
    if (table) {
        const int modified = roll + own - enemy + modifier;
        routs = modified >= top;
        c.step(tr("Reading applied: the morale box — the roll is modified and must come out below the morale. "
                  "%1 + %2 own losses − %3 enemy losses%4 = %5 against %6: %7.")
                   .arg(roll).arg(own).arg(enemy).arg(modifier ? u" %1%2"_s.arg(modifier < 0 ? u"− "_s : u"+ "_s).arg(qAbs(modifier)) : QString())
                   .arg(modified).arg(top).arg(routs ? tr("the army routs") : tr("it holds")),
               ref("phase 6 (morale box)"));
        c.set(u"modified_roll"_s, modified);
        c.set(u"morale_total"_s, top);
    } else {
        // Step 9 prose: the round's losses change the morale total; the home-ground modifier (−5, −10) is
        // added to the roll, so defending home makes a rout less likely.
        const int total = top - own + enemy;
        const int modified = roll + modifier;
        routs = modified > total;
        c.step(tr("Reading applied: step 9 prose — the round's losses change the morale total, the home-ground "
                  "modifier changes the roll, which must not exceed the total. Total %1 − %2 + %3 = %4; roll "
                  "%5%6 = %7: %8.")
                   .arg(top).arg(own).arg(enemy).arg(total).arg(roll)
                   .arg(modifier ? u" %1 %2"_s.arg(modifier < 0 ? u"−"_s : u"+"_s).arg(qAbs(modifier)) : QString())
                   .arg(modified).arg(routs ? tr("the army routs") : tr("it holds")),
               ref("phase 6 (land combat, step 9)"));
        c.set(u"modified_roll"_s, modified);
        c.set(u"morale_total"_s, total);
    }
    c.set(u"top_three"_s, top);
    c.set(u"roll"_s, roll);
    c.set(u"routs"_s, routs);
}

Procedure moraleProcedure()
{
    Procedure p;
    p.id = u"sas.morale"_s;
    p.game = u"sas"_s;
    p.title = tr("Morale (rout) check");
    p.ruleRefs = {ref("phase 6 (land combat, steps 9-10)"), ref("phase 6 (morale box)")};
    p.summary = tr("After a round of land combat each side checks for rout: the three best morale values of its "
                   "surviving units against a d6 roll that grows by a die each round, shifted by the losses of the "
                   "round and by defending home ground. The printed text gives two ways to apply the shifts.");
    p.parameters = QList<ParameterSpec>{factionParameter()}
                   + unitCountParameters(armyUnits(), {}, tr("Surviving %1 units of the army."));
    p.parameters << ParameterSpec::integer(u"own_losses"_s, tr("Own losses this round"), 0, 1000, 0,
                                           tr("Units the army lost this round."))
                 << ParameterSpec::integer(u"enemy_losses"_s, tr("Enemy losses this round"), 0, 1000, 0,
                                           tr("Units the army destroyed this round."))
                 << ParameterSpec::integer(u"round"_s, tr("Combat round"), 1, 50, 1,
                                           tr("The round just fought (1 for the first)."))
                 << ParameterSpec::choice(u"defending"_s, tr("Defending"), {u"none"_s, u"territory"_s, u"capital"_s},
                                          u"none"_s, tr("Whether the army defends its own territory or capital."))
                 << ParameterSpec::choice(u"reading"_s, tr("Reading"), {u"table"_s, u"prose"_s}, u"table"_s,
                                          tr("table: the morale box (modified roll must be below the morale); "
                                             "prose: step 9 (losses and modifiers change the total; roll at most "
                                             "the total)."));
    p.diceText = tr("one d6 in the first round and one more for every further round, all added");
    p.oddsFields = {u"routs"_s};
    p.body = body;
    return p;
}

} // namespace

void SasMorale::registerAll(ProcedureRegistry &registry)
{
    registry.add(moraleProcedure());
}

} // namespace Reeve
