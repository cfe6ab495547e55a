#include "britainleaders.h"

#include <algorithm>
#include <limits>

#include <QJsonArray>

#include "britaincommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/rowkey.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Britain;

namespace {

const QString Strategic = u"Britain, STRATEGIC MOVEMENT"_s;
const QString Leaders = u"Britain, A FINAL NOTE ON LEADERS"_s;
constexpr int MaxTieRounds = 50;

Procedure leaderStruck()
{
    Procedure p = make(u"leader-struck"_s, tr("Leader struck down"), {Leaders});
    p.summary = tr(
            "A leader struck down in combat rolls a d6: 1–2 he is killed and replaced at once, 3–6 he is "
            "wounded and a stand-in leads. A wounded leader whose band is broken may be captured.");
    p.parameters = {
            ParameterSpec::boolean(u"unit_broken"_s, tr("His band is broken"), false),
            ParameterSpec::choice(u"battle"_s, tr("His side's battle"), {u"undecided"_s, u"won"_s, u"lost"_s},
                                  u"undecided"_s),
            ParameterSpec::choice(u"capture_if_won"_s, tr("Broken band, battle won"),
                                  {u"captured"_s, u"free"_s}, u"captured"_s,
                                  tr("The fragment says captured even when his side wins; free is the other "
                                     "reading."))};
    p.diceText = tr("one d6");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        const int die = c.roll(6, tr("leader die"));
        const RuleTable &table = c.table(u"britain.leader-struck"_s);
        const QString result = table.require(table.rowIndexFor(die), 0).value.toString();
        c.set(u"roll"_s, die);
        c.set(u"result"_s, result);
        if (result == u"killed"_s) {
            c.set(u"captured"_s, false);
            c.step(tr("Die %1: killed; a replacement leader is created at once.").arg(die), Leaders);
            return;
        }
        c.step(tr("Die %1: wounded; a temporary leader takes over.").arg(die), Leaders);
        const QString battle = c.text(u"battle"_s);
        bool captured = false;
        if (c.boolean(u"unit_broken"_s) && battle == u"lost"_s)
            captured = true;
        else if (c.boolean(u"unit_broken"_s) && battle == u"won"_s)
            captured = c.text(u"capture_if_won"_s) == u"captured"_s;
        c.set(u"captured"_s, captured);
        if (c.boolean(u"unit_broken"_s) && battle != u"undecided"_s)
            c.step(battle == u"lost"_s ? tr("His band is broken and the battle lost: he is captured.")
                                       : tr("His band is broken though his side won; reading \"%1\": %2.")
                                                 .arg(c.text(u"capture_if_won"_s),
                                                      captured ? tr("captured") : tr("not captured")),
                   Leaders);
        if (captured)
            c.step(tr("A captured pagan leader may be baptised and freed, a 10% religious offering."),
                   Leaders);
    };
    return p;
}

/// One d6 per candidate in \a who; returns the candidates with the highest total.
QList<int> rollRound(ProcedureContext &c, const QList<int> &who, const QList<int> &base, QList<int> &totals,
                     QList<int> &firstDice, bool first)
{
    int best = std::numeric_limits<int>::min();
    for (int i : who) {
        const int die = c.roll(6, tr("chieftain %1").arg(i + 1));
        if (first)
            firstDice[i] = die;
        totals[i] = base[i] + die;
        best = std::max(best, totals[i]);
    }
    QList<int> top;
    for (int i : who)
        if (totals[i] == best)
            top << i;
    return top;
}

/// Ability + 1 for the present leader + victories − defeats, for each chieftain.
QList<int> warLeaderBases(ProcedureContext &c)
{
    const QList<int> abilities = c.integers(u"abilities"_s);
    const QList<int> wins = c.integers(u"victories"_s);
    const QList<int> losses = c.integers(u"defeats"_s);
    if ((!wins.isEmpty() && wins.size() != abilities.size())
        || (!losses.isEmpty() && losses.size() != abilities.size()))
        throw Failure::badInput(
                tr("victories and defeats need one figure per chieftain, in the order of abilities."));
    if (c.integer(u"present"_s) > abilities.size())
        throw Failure::badInput(tr("present names chieftain %1 but only %2 are listed.")
                                        .arg(c.integer(u"present"_s))
                                        .arg(abilities.size()));
    QList<int> base;
    for (int i = 0; i < abilities.size(); ++i) {
        const int bonus = (c.integer(u"present"_s) == i + 1 ? 1 : 0) + wins.value(i) - losses.value(i);
        base << abilities[i] + bonus;
        c.step(tr("Chieftain %1: ability %2, %3 (present leader, victories, defeats).")
                       .arg(i + 1)
                       .arg(abilities[i])
                       .arg(signedText(bonus)),
               Strategic);
    }
    return base;
}

/// Records the first round's totals and removes those who die of old age (20 years and a 6).
QList<int> survivors(ProcedureContext &c, const QList<int> &totals, const QList<int> &firstDice)
{
    const QList<int> years = c.integers(u"years_active"_s);
    const int deathYears = figure(c, u"britain.figures"_s, u"natural-death-years"_s);
    QJsonArray died, firstTotals;
    QList<int> alive;
    for (int i = 0; i < totals.size(); ++i) {
        firstTotals.append(totals[i]);
        if (years.value(i) >= deathYears && firstDice[i] == 6) {
            died.append(i + 1);
            c.step(tr("Chieftain %1, %2 years active, rolled a 6: he dies of natural causes and a new leader "
                      "is "
                      "created in his place.")
                           .arg(i + 1)
                           .arg(years.value(i)),
                   Strategic);
        } else {
            alive << i;
        }
    }
    QStringList shown;
    for (int total : totals)
        shown << QString::number(total);
    c.step(tr("Totals with the dice: %1.").arg(shown.join(u", "_s)), Strategic);
    c.set(u"totals"_s, firstTotals);
    c.set(u"died"_s, died);
    return alive;
}

/// The house rule for equal highest totals (table britain.war-leader-tie): re-roll or referee.
QString tieRule(ProcedureContext &c)
{
    const RuleTable &table = c.table(u"britain.war-leader-tie"_s);
    const QString rule = table.require(table.rowIndexOf(RowKey::single(1)), table.columnIndex(u"rule"_s))
                                 .value.toVariant()
                                 .toString();
    if (rule != u"re-roll"_s && rule != u"referee"_s)
        throw Failure::badInput(
                tr("Table britain.war-leader-tie reads \"%1\"; enter re-roll or referee.").arg(rule));
    return rule;
}

/// The tied chieftain the referee names (tie_winner), under the house rule "referee".
int refereeBreaksTie(ProcedureContext &c, const QList<int> &top, const QList<int> &totals)
{
    QStringList names;
    for (int i : top)
        names << QString::number(i + 1);
    const int named = int(c.integer(u"tie_winner"_s)) - 1;
    if (!top.contains(named))
        throw Failure::badInput(
                tr("Chieftains %1 tie on %2 and the house rule britain.war-leader-tie reads referee: "
                   "name the war leader among them (tie_winner).")
                        .arg(names.join(u", "_s))
                        .arg(totals[top.first()]));
    c.step(tr("Chieftains %1 tie on %2; house rule (britain.war-leader-tie: referee): the referee names "
              "chieftain "
              "%3.")
                   .arg(names.join(u", "_s))
                   .arg(totals[top.first()])
                   .arg(named + 1),
           Strategic);
    return named;
}

Procedure warLeader()
{
    Procedure p = make(u"war-leader"_s, tr("Choosing the war leader"), {Strategic});
    p.summary = tr(
            "In a year of attack each Anglo-Saxon chieftain rolls ability + d6, +1 for the present war "
            "leader, "
            "+1 per victory and −1 per defeat he ever had; the highest leads. The fragment gives no "
            "tie-break: "
            "by Reeve's house rule (table britain.war-leader-tie) equal highest totals roll again, or the "
            "referee names the leader. "
            "A leader 20 years active who rolls a 6 dies.");
    p.parameters = {ParameterSpec::integerList(u"abilities"_s, tr("Abilities, one per chieftain"), 0, 100),
                    ParameterSpec::integer(u"present"_s,
                                           tr("Present war leader (1 = first listed, 0 = none)"), 0, 100, 0),
                    ParameterSpec::integerList(u"victories"_s, tr("Victories, same order"), 0, 100,
                                               QJsonArray()),
                    ParameterSpec::integerList(u"defeats"_s, tr("Defeats, same order"), 0, 100, QJsonArray()),
                    ParameterSpec::integerList(u"years_active"_s, tr("Years active, same order"), 0, 200,
                                               QJsonArray()),
                    ParameterSpec::integer(u"tie_winner"_s,
                                           tr("Chieftain the referee names on a tie (house rule referee)"), 0,
                                           100, 0)};
    p.diceText = tr(
            "one d6 per chieftain in the order listed; then, on equal highest totals and the house rule "
            "re-roll, one d6 per tied chieftain in order, again until one is highest");
    p.oddsFields = {u"war_leader"_s};
    p.body = [](ProcedureContext &c) {
        const QList<int> base = warLeaderBases(c);
        if (base.isEmpty())
            throw Failure::badInput(tr("List at least one chieftain's ability."));
        QList<int> totals(base.size(), 0), firstDice(base.size(), 0), all;
        for (int i = 0; i < base.size(); ++i)
            all << i;
        rollRound(c, all, base, totals, firstDice, true);
        const QList<int> alive = survivors(c, totals, firstDice);
        if (alive.isEmpty()) {
            c.set(u"war_leader"_s, 0);
            c.step(tr("Every candidate died: the referee creates the new leaders and rolls again."),
                   Strategic);
            return;
        }
        int best = std::numeric_limits<int>::min();
        for (int i : alive)
            best = std::max(best, totals[i]);
        QList<int> top;
        for (int i : alive)
            if (totals[i] == best)
                top << i;
        if (top.size() > 1 && tieRule(c) == u"referee"_s)
            top = {refereeBreaksTie(c, top, totals)};
        for (int round = 1; top.size() > 1; ++round) {
            if (round == 1)
                c.step(tr("House rule (britain.war-leader-tie: re-roll): the fragment gives no tie-break, so "
                          "the "
                          "tied chieftains roll again; change the table to referee to have the referee name "
                          "the "
                          "leader."),
                       Strategic);
            if (round > MaxTieRounds)
                throw Failure::badInput(
                        tr("Still tied after %1 re-rolls; enter fresh dice.").arg(MaxTieRounds));
            QStringList names;
            for (int i : top)
                names << QString::number(i + 1);
            c.step(tr("Chieftains %1 tie on %2 and roll again.")
                           .arg(names.join(u", "_s))
                           .arg(totals[top.first()]),
                   Strategic);
            top = rollRound(c, top, base, totals, firstDice, false);
        }
        c.set(u"war_leader"_s, top.first() + 1);
        c.step(tr("Chieftain %1 leads this year with %2.").arg(top.first() + 1).arg(totals[top.first()]),
               Strategic);
    };
    return p;
}

Procedure followers()
{
    Procedure p = make(u"war-leader-followers"_s, tr("Who follows the war leader"), {Strategic});
    p.summary = tr(
            "The war leader and every other chieftain of his people roll ability + d6: lower totals join "
            "him, higher ones stay home to defend their district, and equal ones roll again: 1–2 sulk at "
            "home, 3–4 change sides, 5–6 campaign on their own.");
    p.parameters = {ParameterSpec::integer(u"leader_ability"_s, tr("War leader's ability"), 0, 100),
                    ParameterSpec::integerList(u"abilities"_s, tr("Other chieftains' abilities"), 0, 100)};
    p.diceText = tr(
            "one d6 for the war leader, one per chieftain in order, then one more per chieftain who ties "
            "with him, in order");
    p.oddsFields = {u"choices"_s};
    p.body = [](ProcedureContext &c) {
        const QList<int> abilities = c.integers(u"abilities"_s);
        const int top = int(c.integer(u"leader_ability"_s)) + c.roll(6, tr("war leader"));
        c.step(tr("The war leader totals %1.").arg(top), Strategic);
        QList<int> totals;
        for (int i = 0; i < abilities.size(); ++i)
            totals << abilities[i] + c.roll(6, tr("chieftain %1").arg(i + 1));
        const RuleTable &tie = c.table(u"britain.tie"_s);
        QJsonArray choices;
        for (int i = 0; i < totals.size(); ++i) {
            QString choice = totals[i] < top ? u"join"_s : u"stay-home"_s;
            if (totals[i] == top) {
                const int die = c.roll(6, tr("tie, chieftain %1").arg(i + 1));
                choice = tie.require(tie.rowIndexFor(die), 0).value.toString();
                // The table's value in words for the working (the value itself stays in the outcome).
                const QString words = choice == u"sulk"_s             ? tr("he stays home and sulks")
                                      : choice == u"change-sides"_s   ? tr("he goes over to the other side")
                                      : choice == u"campaign-alone"_s ? tr("he campaigns on his own")
                                                                      : choice;
                c.step(tr("Chieftain %1 ties on %2 and rolls %3: %4.").arg(i + 1).arg(top).arg(die).arg(words),
                       Strategic);
            } else {
                c.step(tr("Chieftain %1 totals %2: %3.")
                               .arg(i + 1)
                               .arg(totals[i])
                               .arg(choice == u"join"_s
                                            ? tr("lower, he joins the war leader")
                                            : tr("higher, he stays home and fights only if his district "
                                                 "is entered")),
                       Strategic);
            }
            choices.append(choice);
        }
        c.set(u"war_leader_total"_s, top);
        c.set(u"choices"_s, choices);
    };
    return p;
}

Procedure naturalDeath()
{
    Procedure p = make(u"natural-death"_s, tr("Natural death of an old leader"), {Strategic});
    p.summary = tr("A leader active for 20 years or more who rolls a 6 in the war-leader roll dies of "
                   "natural causes; "
                   "a new leader is created.");
    p.parameters = {ParameterSpec::integer(u"years_active"_s, tr("Years active"), 0, 200)};
    p.diceText = tr("one d6 (his war-leader die)");
    p.oddsFields = {u"dies"_s};
    p.body = [](ProcedureContext &c) {
        const int years = figure(c, u"britain.figures"_s, u"natural-death-years"_s);
        const int die = c.roll(6, tr("war-leader die"));
        const bool old = c.integer(u"years_active"_s) >= years;
        const bool dies = old && die == 6;
        c.set(u"roll"_s, die);
        c.set(u"dies"_s, dies);
        c.step(!old ? tr("Active %1 years, under %2: no risk of natural death.")
                               .arg(c.integer(u"years_active"_s))
                               .arg(years)
                    : (dies ? tr("Active %1 years and a 6: he dies; create a new leader.")
                                       .arg(c.integer(u"years_active"_s))
                            : tr("Active %1 years, die %2: he lives.")
                                       .arg(c.integer(u"years_active"_s))
                                       .arg(die)),
               Strategic);
    };
    return p;
}

Procedure detachment()
{
    Procedure p = make(u"detachment"_s, tr("Detachment from the army"), {Strategic});
    p.summary = tr(
            "A detachment sent from the main army tests its leader's ability with a d6; if it fails it goes "
            "home.");
    p.parameters = {
            ParameterSpec::integer(u"ability"_s, tr("Detachment leader's ability"), 0, 100),
            ParameterSpec::choice(u"reading"_s, tr("Success when the die is"), {u"below"_s, u"at-most"_s},
                                  u"below"_s,
                                  tr("The fragment only says to roll against the ability; below follows the "
                                     "rally test, at-most is the other reading."))};
    p.diceText = tr("one d6");
    p.oddsFields = {u"returns_home"_s};
    p.body = [](ProcedureContext &c) {
        const int die = c.roll(6, tr("detachment die"));
        const qint64 ability = c.integer(u"ability"_s);
        const bool below = c.text(u"reading"_s) == u"below"_s;
        const bool ok = below ? die < ability : die <= ability;
        c.set(u"roll"_s, die);
        c.set(u"returns_home"_s, !ok);
        c.step(tr("Reading \"%1\": die %2 against ability %3: %4.")
                       .arg(c.text(u"reading"_s))
                       .arg(die)
                       .arg(ability)
                       .arg(ok ? tr("the detachment goes on") : tr("it fails and returns home")),
               Strategic);
    };
    return p;
}

} // namespace

void registerBritainLeaders(ProcedureRegistry &registry)
{
    registry.add(withHelp(leaderStruck()));
    registry.add(withHelp(warLeader()));
    registry.add(withHelp(followers()));
    registry.add(withHelp(naturalDeath()));
    registry.add(withHelp(detachment()));
}

} // namespace Reeve
