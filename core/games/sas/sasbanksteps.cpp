#include "sasbanksteps.h"

#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sassiegeroll.h"
#include "games/sas/sasspying.h"
#include "games/sas/sasstepchecks.h"
#include "games/sas/sassteps.h"
#include "log/actionlog.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;

namespace {

using T = StepField::Type;
using S = SasSteps;

const QString kWessex = u"reeve-cli sas FILE territory Wessex control=England major=1 capital=England"_s;
const QString kNormandy = u"reeve-cli sas FILE territory Normandy control=France ports=1"_s;
const QString kEnglandGold = u"reeve-cli ledger FILE credit England 300 --reason \"starting gold\""_s;

StepField sideField(const char *help = QT_TRANSLATE_NOOP("Reeve::SasSteps", "The faction that acts."))
{
    return S::sideField(u"side"_s, help);
}

qint64 sideId(Campaign &campaign, const QJsonObject &fields, const QString &key = u"side"_s)
{
    return SasBoard(campaign).side(fields.value(key).toString()).id;
}

StepSpec income()
{
    StepSpec s = S::spec(
            u"income"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Income and maintenance"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Credits every faction its harvest and city income for the season and "
                              "debits the upkeep of its units, with the breakdown on each ledger entry. "
                              "All factions settle together as one action."),
            {S::phase(1)});
    StepField first
            = S::field(u"first_turn"_s, T::Boolean, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "First turn"),
                       QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                         "The very first season: maintenance counts as already paid."));
    first.defaultValue = false;
    s.fields = {first};
    s.examples = {kWessex, u"reeve-cli step FILE income first_turn=true"_s};
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasBank(c).collectIncome(f.value(u"first_turn"_s).toBool()));
    };
    return s;
}

/// The counts of the counter step: its side and count, and each "SIDE=N" of its others list.
QMap<qint64, int> counterCounts(Campaign &c, const QJsonObject &f)
{
    QMap<qint64, int> bought{{sideId(c, f), f.value(u"count"_s).toInt()}};
    for (const QJsonValue &v : f.value(u"others"_s).toArray()) {
        const QString item = v.toString();
        bool ok = false;
        const int n = item.section(u'=', -1).trimmed().toInt(&ok);
        if (!item.contains(u'=') || !ok || n < 0)
            throw Failure::badInput(
                    tr("Each of the others is FACTION=N with N 0 or more, e.g. \"France=1\" (got \"%1\").")
                            .arg(item));
        const qint64 id = SasBoard(c).side(item.section(u'=', 0, -2).trimmed()).id;
        if (bought.contains(id))
            throw Failure::badInput(tr("%1 is named twice in the counter-espionage round.")
                                            .arg(item.section(u'=', 0, -2).trimmed()));
        bought.insert(id, n);
    }
    return bought;
}

StepSpec counter()
{
    StepSpec s = S::spec(
            u"counter"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Seal the counter-espionage hands"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Once a season, before the first spy roll: the counter-agents every faction "
                              "bought in secret, each good against one spy attempt on it this season "
                              "(a faction not named buys none; count 0 when nobody buys). Every faction in "
                              "play gets the same public entry, so nobody can tell who bought; each reads "
                              "only its own."),
            {S::phase(2)});
    StepField others = S::field(u"others"_s, T::List, false,
                                QT_TRANSLATE_NOOP("Reeve::SasSteps", "Other buyers"),
                                QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                                  "Further buyers and how many, such as France=1, Holy "
                                                  "Roman Empire=2."));
    others.itemType = T::Text;
    others.defaultValue = QJsonArray();
    s.fields = {sideField(QT_TRANSLATE_NOOP("Reeve::SasSteps", "A faction buying counter-agents.")),
                S::number(u"count"_s, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "How many"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "How many counter-agents it buys (0: none)."),
                          0),
                others};
    s.examples = {kEnglandGold, S::clockAt("2 Espionage"),
                  u"reeve-cli step FILE counter side=England count=1"_s};
    s.check = &SasStepChecks::counter;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        const qint64 seq = SasBank(c).sealHands(counterCounts(c, f));
        return StepOutcome{{{u"seq"_s, seq}},
                           {},
                           tr("The factions' counter-espionage hands are sealed (Swords & Sails, phase 2)")};
    };
    return s;
}

StepSpec spy()
{
    StepSpec s = S::spec(
            u"spy"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Spy on a force"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "One spy attempt on one enemy army or fleet: the spy pays for it (the Holy "
                              "Roman Empire's first of the season is free), the target spends a "
                              "counter-agent if it has one, and two dice decide. Payment and attempt are "
                              "one action; the roll and the card seen are for the spy alone."),
            {S::phase(2)});
    s.fields = {S::field(u"spy"_s, T::Side, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Spying faction"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The faction that sends the spy.")),
                S::field(u"target"_s, T::Side, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Target's faction"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "The faction whose force is spied on.")),
                S::typeField(), S::forceNumber()};
    s.dice = {StepDice{
            u"spy"_s, u"2d6"_s,
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "The spy's two dice; +3 against a counter-agent, 8 or less sees the card.")}};
    s.examples = {kNormandy,
                  u"reeve-cli sas FILE place France army 2 Normandy kn=1 hi=2"_s,
                  kEnglandGold,
                  S::clockAt("2 Espionage"),
                  u"reeve-cli step FILE counter side=France count=0"_s,
                  u"reeve-cli step FILE spy spy=England target=France type=army number=2 --dice spy=2,2"_s};
    s.check = &SasStepChecks::spy;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        SasBoard board(c);
        const Side owner = board.side(f.value(u"target"_s).toString());
        const Unit target = board.force(owner.id, f.value(u"type"_s).toString(), f.value(u"number"_s).toInt());
        std::optional<QList<int>> faces;
        if (dice.contains(u"spy"_s)) {
            faces = QList<int>();
            for (const QJsonValue &v : dice.value(u"spy"_s).toArray())
                faces->append(v.toInt());
        }
        const SpyResult r = SasSpying(c).attempt(sideId(c, f, u"spy"_s), target.id, faces);
        // The step's public line is the attempt's (who tried on which force, and whether it worked).
        return StepOutcome{{{u"seq"_s, r.seq}, {u"success"_s, r.success}},
                           {},
                           c.log().action(r.seq).publicText};
    };
    return s;
}

StepSpec closeEspionage()
{
    StepSpec s = S::spec(
            u"close-espionage"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Close the espionage phase"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Ends the season's espionage: counter-agents nobody used go to the bank "
                              "(their gold was spent when bought), and no spy attempt or counter-agent "
                              "is accepted until the next season."),
            {S::phase(2)});
    s.examples = {S::clockAt("2 Espionage"), u"reeve-cli step FILE close-espionage"_s};
    s.check = &SasStepChecks::closeEspionage;
    s.apply = [](Campaign &c, const QJsonObject &, const QJsonObject &) {
        return S::logged(SasBank(c).closeEspionage());
    };
    return s;
}

StepSpec siege()
{
    StepSpec s = S::spec(
            u"siege"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Settle a siege"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "An army takes the territory it stands in: the siege's casualty points "
                              "(rolled in the step from the territory's cities, or read from a siege roll "
                              "logged earlier this season) are paid partly in gold and the rest in the "
                              "army's own units, and the "
                              "territory passes to the besieger unless the army is lost."),
            {S::ruleText("phase 6 (siege warfare)")});
    s.fields = {
            sideField(QT_TRANSLATE_NOOP("Reeve::SasSteps", "The besieging faction.")),
            S::forceNumber(u"army"_s),
            S::field(u"territory"_s, T::Location, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Territory"),
                     QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                       "The territory besieged: the one the army stands in.")),
            S::number(u"roll"_s, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Logged roll"),
                      QT_TRANSLATE_NOOP(
                              "Reeve::SasSteps",
                              "The action number of a siege roll logged earlier this season on this "
                              "territory; left out (with the casualty points), the step rolls its own dice."),
                      1),
            S::number(u"points"_s, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Casualty points"),
                      QT_TRANSLATE_NOOP(
                              "Reeve::SasSteps",
                              "The casualty points of a siege roll logged earlier this season on this "
                              "territory and not used yet; refused when no such roll gave them."),
                      0),
            S::number(u"paid"_s, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Paid in gold"),
                      QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                        "How many of the points are bought off with gold."),
                      0)};
    s.fields.last().defaultValue = 0;
    s.fields += S::unitFields(armyUnits(), u"lose_"_s);
    s.dice = {StepDice{
            u"siege"_s, u"d6s"_s,
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "When no points are given: a d6 for the territory, one per minor city, "
                              "three per major city (the bonus of hard land and capitals is added).")}};
    s.examples = {
            kNormandy,
            u"reeve-cli sas FILE territory Flanders trade=1"_s,
            u"reeve-cli sas FILE place France army 2 Normandy kn=1 hi=2"_s,
            S::clockAt("5 Movement"),
            u"reeve-cli sas FILE move France army 2 Flanders"_s,
            u"reeve-cli ledger FILE credit France 300 --reason \"starting gold\""_s,
            S::clockAt("6 Battles"),
            u"reeve-cli step FILE siege side=France army=2 territory=Flanders paid=1 lose_hi=1 --dice siege=2,2"_s};
    s.check = &SasStepChecks::siege;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &dice) {
        const QString territory = f.value(u"territory"_s).toString();
        if ((f.contains(u"roll"_s) || f.contains(u"points"_s)) && !dice.isEmpty())
            throw Failure::badInput(
                    tr("Give either dice for a new siege roll or the logged roll (roll, points), not "
                       "both."));
        const SiegeRoll roll = f.contains(u"roll"_s) || f.contains(u"points"_s)
                                       ? SasSiegeRoll::logged(c, territory, f)
                                       : SasSiegeRoll::roll(c, territory, dice);
        return S::logged(SasBank(c).settleSiege(sideId(c, f), f.value(u"army"_s).toInt(), territory,
                                                roll.points, f.value(u"paid"_s).toInt(),
                                                S::counts(f, armyUnits(), u"lose_"_s), roll.seq));
    };
    return s;
}

StepSpec build()
{
    StepSpec s = S::spec(
            u"build"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Build units"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "Adds units to an existing army or fleet at the faction's prices. The "
                              "force must stand in territory its faction holds (ships need a port). "
                              "What was built stays on the owner's card; the public sees the gold."),
            {S::phase(7)});
    s.fields = {sideField(), S::typeField(), S::forceNumber()};
    s.fields += S::unitFields(allUnits());
    s.examples = {kWessex, u"reeve-cli sas FILE place England army 1 Wessex hc=2"_s, kEnglandGold,
                  S::clockAt("7 Build units"),
                  u"reeve-cli step FILE build side=England type=army number=1 hc=1"_s};
    s.check = &SasStepChecks::build;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasBank(c).buildUnits(sideId(c, f), f.value(u"type"_s).toString(),
                                               f.value(u"number"_s).toInt(), S::counts(f, allUnits())));
    };
    return s;
}

StepSpec raise()
{
    StepSpec s = S::spec(
            u"raise"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Raise an army or fleet"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "A new army or fleet with its first units: the creation price rises with "
                              "the forces the faction already has. Armies are raised in territory the "
                              "faction holds, fleets in a held territory with a port or at sea by one."),
            {S::ruleText("components"), S::phase(7)});
    s.fields = {sideField(), S::typeField(),
                S::field(u"location"_s, T::Location, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Where"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                           "The territory (or sea zone, for a fleet) it starts in."))};
    s.fields += S::unitFields(allUnits());
    s.examples = {kWessex, kEnglandGold, S::clockAt("7 Build units"),
                  u"reeve-cli step FILE raise side=England type=army location=Wessex hc=1"_s};
    s.check = &SasStepChecks::raise;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasBank(c).raiseForce(sideId(c, f), f.value(u"type"_s).toString(),
                                               f.value(u"location"_s).toString(), S::counts(f, allUnits())));
    };
    return s;
}

StepSpec city()
{
    StepSpec s = S::spec(
            u"city"_s, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Build or upgrade a city"),
            QT_TRANSLATE_NOOP("Reeve::SasSteps",
                              "A trade or port city in a territory the faction holds, or a player-built "
                              "minor city raised to a major one; the number of cities a faction may "
                              "build grows with its territories."),
            {S::phase(8)});
    StepField port = S::field(u"port"_s, T::Boolean, false, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Port"),
                              QT_TRANSLATE_NOOP("Reeve::SasSteps", "A new minor city is a port city."));
    port.defaultValue = false;
    s.fields = {sideField(),
                S::field(u"territory"_s, T::Location, true, QT_TRANSLATE_NOOP("Reeve::SasSteps", "Territory"),
                         QT_TRANSLATE_NOOP("Reeve::SasSteps", "Where the city is built.")),
                S::choice(u"kind"_s, {u"minor"_s, u"major"_s}, true,
                          QT_TRANSLATE_NOOP("Reeve::SasSteps", "Kind"),
                          QT_TRANSLATE_NOOP("Reeve::SasSteps",
                                            "minor: a new city; major: the upgrade of a built one.")),
                port};
    s.examples = {kWessex, u"reeve-cli sas FILE territory Mercia control=England"_s, kEnglandGold,
                  S::clockAt("8 Build cities"),
                  u"reeve-cli step FILE city side=England territory=Mercia kind=minor"_s};
    s.check = &SasStepChecks::city;
    s.apply = [](Campaign &c, const QJsonObject &f, const QJsonObject &) {
        return S::logged(SasBank(c).buildCity(sideId(c, f), f.value(u"territory"_s).toString(),
                                              f.value(u"kind"_s).toString(), f.value(u"port"_s).toBool()));
    };
    return s;
}

} // namespace

QList<StepSpec> SasBankSteps::specs()
{
    return {income(), counter(), spy(), closeEspionage(), siege(), build(), raise(), city()};
}

} // namespace Reeve
