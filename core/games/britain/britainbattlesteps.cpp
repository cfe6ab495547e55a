// Archery and the horse charge in the campaign (Dark Age Britain, MISSILE FIRE, SPECIAL HORSEMAN RULES).
#include "britainbattlesteps.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/britain/britainmovement.h"
#include "games/britain/britainstate.h"
#include "games/britain/britainstepchecks.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"

#define BS(text) QT_TRANSLATE_NOOP("Reeve::BritainSteps", text)

namespace Reeve::Britain {

using namespace Qt::StringLiterals;

namespace {

using T = StepField::Type;

const QString kFire = u"Dark Age Britain, MISSILE FIRE"_s;
const QString kHorse = u"Dark Age Britain, SPECIAL HORSEMAN RULES"_s;
const QString kMorale = u"Dark Age Britain, MORALE"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::BritainSteps", text);
}

/// The set-up the examples share: the movement figure the fragment lacks (a house setting), the British
/// band of Londonium with its bowmen and horsemen, and Hengist landed there.
const QStringList kBattleSetUp{
        u"printf 'row,movement-points\\n1,3\\n' | reeve-cli table britain.house-settings --campaign FILE "
        "--import /dev/stdin"_s,
        u"reeve-cli step FILE band side=Britons name='Band of Londonium' chieftain=Vortimer ability=2 "
        u"foot=76 "
        "bowmen=9 horsemen=5"_s,
        u"reeve-cli step FILE band side=Saxons name=Hengist chieftain=Hengist ability=3 foot=60"_s,
        u"reeve-cli step FILE move band=Hengist to=Londonium"_s};

Unit bandOf(Campaign &c, const QJsonObject &f, const QString &key)
{
    return BritainState(c).band(BritainStepChecks::bandName(c, f.value(key)));
}

/// The band's people, whose troop types it has (a chieftain who changed sides keeps his people's).
QString peopleOf(Campaign &c, const Unit &band)
{
    return BritainMovement(c).peopleOf(band);
}

int left(const Unit &band)
{
    return band.attributes.value(u"original"_s).toInt() - band.attributes.value(u"casualties"_s).toInt();
}

int figureOf(Campaign &c, const QString &column)
{
    const TableLibrary tables = CampaignTables::forCampaign(c);
    const RuleTable &t = tables.table(u"britain.figures"_s);
    return t.cell(0, t.columnIndex(column)).value.toInt();
}

/// The two bands face each other: different bands of different peoples, in the same place, the target with
/// warriors left to lose.
QList<StepRefusal> facing(Campaign &c, const Unit &band, const Unit &target, const QString &rule)
{
    if (band.id == target.id)
        return {StepRefusal{tr("%1 cannot attack itself: name the enemy band as the target.").arg(band.name),
                            rule}};
    // The side each fights for now, the Britons or the barbarians (a chieftain may have changed sides).
    BritainMovement movement(c);
    const QString side = movement.sideOf(band);
    if (BritainMovement::isBarbarian(side) == BritainMovement::isBarbarian(movement.sideOf(target)))
        return {StepRefusal{tr("%1 and %2 fight on the same side (%1 for the %3, %2 for the %4): the "
                               "target is an enemy band.")
                                    .arg(band.name, target.name, side, movement.sideOf(target)),
                            rule}};
    if (band.locationId.isEmpty() || band.locationId != target.locationId)
        return {StepRefusal{
                tr("%1 stands in %2 and %3 in %4: they fight only where both stand (move one there "
                   "first).")
                        .arg(band.name, band.locationId.isEmpty() ? tr("no place") : band.locationId,
                             target.name, target.locationId.isEmpty() ? tr("no place") : target.locationId),
                rule}};
    if (left(target) < 1)
        return {StepRefusal{tr("%1 has no warriors left to lose.").arg(target.name), rule}};
    return {};
}

/// How many of the band's \a key (bowmen, horsemen) take part: the number named, or all it has.
int taking(const Unit &band, const QJsonObject &f, const QString &field, const QString &key)
{
    return f.contains(field) ? f.value(field).toInt() : band.attributes.value(key).toInt();
}

QList<StepRefusal> enough(const Unit &band, int named, const QString &key, const QString &word,
                          const QString &rule)
{
    const int has = band.attributes.value(key).toInt();
    if (has < 1)
        return {StepRefusal{tr("%1 has no %2 entered (the band step enters them).").arg(band.name, word),
                            rule}};
    if (named > has)
        return {StepRefusal{tr("%1 has %2 %3, not %4.").arg(band.name).arg(has).arg(word).arg(named), rule}};
    if (named > left(band))
        return {StepRefusal{tr("%1 has only %2 warriors left, so %3 %4 cannot take part.")
                                    .arg(band.name)
                                    .arg(left(band))
                                    .arg(named)
                                    .arg(word),
                            rule}};
    return {};
}

/// Whether the target is peasant spearmen: as the field says, else read from the band when it is all peasant
/// spearmen or has none; empty when a mixed band leaves it to the referee.
std::optional<bool> atSpearmen(const Unit &target, const QJsonObject &f)
{
    if (f.contains(u"peasant_spearmen"_s))
        return f.value(u"peasant_spearmen"_s).toBool();
    const int spearmen = target.attributes.value(u"peasant_spearmen"_s).toInt();
    if (spearmen == 0)
        return false;
    if (spearmen == BritainState::warriors(target))
        return true;
    return std::nullopt;
}

std::optional<QList<int>> diceOf(const QJsonObject &dice)
{
    if (!dice.contains(u"rolls"_s))
        return std::nullopt;
    QList<int> faces;
    for (const QJsonValue &v : dice.value(u"rolls"_s).toArray())
        faces << v.toInt();
    return faces;
}

/// Runs \a procedure in one action with the target's loss of \a killedKey's count (at most the warriors it has
/// left) as this turn's casualties, counted by its morale step (as the losses step writes them).
StepOutcome resolveAndWound(Campaign &c, const QString &procedure, const QJsonObject &inputs,
                            const QJsonObject &dice, const Unit &target, const QString &killedKey,
                            const QString &how)
{
    const Procedure &p = ProcedureRegistry::standard().get(procedure);
    const TableLibrary tables = CampaignTables::forCampaign(c);
    ActionWriter writer(c.log());
    ActionDraft draft;
    ProcedureResult r = ProcedureRunner(tables).resolveInto(writer, p,
                                                            ProcedureRunner::completeInputs(p, inputs),
                                                            diceOf(dice), draft);
    const int lost = std::min(r.outcome.value(killedKey).toInt(), left(target));
    QJsonObject a = target.attributes;
    a.insert(u"casualties"_s, a.value(u"casualties"_s).toInt() + lost);
    a.insert(u"turn_losses"_s, a.value(u"turn_losses"_s).toInt() + lost);
    const int original = a.value(u"original"_s).toInt();
    const bool moraleDue = original > 0
                           && a.value(u"turn_losses"_s).toInt() * 100
                                      >= original * figureOf(c, u"morale-trigger-pct"_s);
    QString consequence = lost == 0 ? tr("%1 loses nobody").arg(target.name)
                                    : tr("%1 loses %2 warriors this turn %3 (%4 lost this battle)")
                                              .arg(target.name)
                                              .arg(lost)
                                              .arg(how)
                                              .arg(a.value(u"casualties"_s).toInt());
    if (lost > 0) {
        writer.update(u"units"_s, {{u"id"_s, target.id}},
                      {{u"attributes"_s, QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact))}});
        if (moraleDue)
            consequence += tr("; at least a tenth of its strength lost this turn, it checks morale (%1)")
                                   .arg(kMorale);
    }
    draft.publicText = tr("%1 — %2").arg(draft.publicText, consequence);
    draft.data.insert(u"consequence"_s, consequence);
    r.loggedAs = writer.commit(draft);
    const QJsonObject procedureJson = r.toJson();
    return StepOutcome{{{u"actions"_s, QJsonArray{r.loggedAs}},
                        {u"target"_s, target.name},
                        {u"lost"_s, lost},
                        {u"casualties"_s, a.value(u"casualties"_s).toInt()},
                        {u"morale_due"_s, lost > 0 && moraleDue},
                        {u"procedure"_s, procedureJson}},
                       QJsonArray{procedureJson},
                       {}};
}

StepField unitField(const QString &name, const char *label, const char *help)
{
    return StepField::make(name, T::Unit, true, label, help);
}

StepField flag(const QString &name, const char *label, const char *help)
{
    StepField f = StepField::make(name, T::Boolean, false, label, help);
    f.defaultValue = false;
    return f;
}

StepSpec archeryStep()
{
    StepSpec s = StepSpec::make(u"britain"_s, "Reeve::BritainSteps", u"archery"_s, BS("Archery"),
                                BS("A band's bowmen shoot at an enemy band where both stand: one die a "
                                   "bowman, or a group of two or "
                                   "three shooting as one, with the fire modifiers; each 6 or more kills a "
                                   "man, and the dead go on "
                                   "the target as this turn's losses. Only the Britons and the Picts shoot."),
                                {kFire, kMorale});
    StepField group = StepField::number(u"group"_s, false, BS("Shooting as one"),
                                        BS("1, or groups of 2 or 3 bowmen shooting as one (+1, +2)."), 1, 3);
    group.defaultValue = 1;
    s.fields = {unitField(u"band"_s, BS("Band"), BS("The band whose bowmen shoot.")),
                unitField(u"target"_s, BS("Target"), BS("The enemy band shot at.")),
                StepField::number(u"bowmen"_s, false, BS("Bowmen"),
                                  BS("How many of its bowmen shoot (left out: all it has)."), 1),
                group,
                flag(u"close_order"_s, BS("Target in close order"), BS("The target stands in close order.")),
                StepField::make(u"peasant_spearmen"_s, T::Boolean, false, BS("Target is peasant spearmen"),
                                BS("Left out: read from the target, yes when all its warriors are peasant "
                                   "spearmen, no when it has none (a mixed band must say).")),
                flag(u"archer_moving"_s, BS("Archers moving"), BS("The bowmen move this turn.")),
                flag(u"target_moved_far"_s, BS("Target moved over 9 inches"),
                     BS("The target moved over 9 inches.")),
                flag(u"indirect"_s, BS("Indirect fire"), BS("The bowmen shoot indirectly.")),
                StepField::number(u"range_inches"_s, false, BS("Range (inches)"),
                                  BS("The range, checked against the bow's (left out: not checked)."), 0,
                                  1000)};
    s.dice = {StepDice{u"rolls"_s, u"a d6 a shot"_s,
                       BS("One die a bowman or group, in order (left out, Reeve rolls them).")}};
    s.examples = kBattleSetUp;
    s.examples << u"reeve-cli step FILE archery band='Band of Londonium' target=Hengist group=3 "
                  "--dice rolls=4,5,2"_s;
    s.check = &BritainBattleSteps::archeryCheck;
    s.apply = &BritainBattleSteps::archeryApply;
    return s;
}

StepSpec chargeStep()
{
    StepSpec s = StepSpec::make(
            u"britain"_s, "Reeve::BritainSteps", u"charge"_s, BS("Horse charge"),
            BS("British horsemen charge enemy foot where both stand, from 8 inches or more: one die a "
               "horseman "
               "against the target's order and depth; each who bursts through rides down the first man he "
               "meets, who goes on the target as this turn's loss, and the others fight the melee normally."),
            {kHorse, kMorale});
    StepField ranks = StepField::number(u"ranks"_s, false, BS("Target's ranks"),
                                        BS("How many ranks deep the target stands."), 1, 100);
    ranks.defaultValue = 1;
    s.fields = {unitField(u"band"_s, BS("Band"), BS("The band whose horsemen charge.")),
                unitField(u"target"_s, BS("Target"), BS("The enemy band charged.")),
                StepField::number(u"horsemen"_s, false, BS("Horsemen"),
                                  BS("How many of its horsemen charge (left out: all it has)."), 1),
                StepField::number(u"charge_inches"_s, true, BS("Charge (inches)"),
                                  BS("How far the horsemen charge from: 8 inches or more rides foot down."),
                                  0, 1000),
                StepField::choice(u"order"_s, {u"open"_s, u"close"_s}, true, BS("Target's order"),
                                  BS("open or close.")),
                ranks};
    s.dice = {StepDice{u"rolls"_s, u"a d6 a horseman"_s,
                       BS("One die a horseman, in order (left out, Reeve rolls them).")}};
    s.examples = kBattleSetUp;
    s.examples << u"reeve-cli step FILE charge band='Band of Londonium' target=Hengist charge_inches=10 "
                  "order=close ranks=2 --dice rolls=1,2,3,5,6"_s;
    s.check = &BritainBattleSteps::chargeCheck;
    s.apply = &BritainBattleSteps::chargeApply;
    return s;
}

} // namespace

QList<StepSpec> BritainBattleSteps::steps()
{
    return {archeryStep(), chargeStep()};
}

QList<StepRefusal> BritainBattleSteps::archeryCheck(Campaign &c, const QJsonObject &f)
{
    const Unit band = bandOf(c, f, u"band"_s);
    const Unit target = bandOf(c, f, u"target"_s);
    const QString people = peopleOf(c, band);
    if (people != u"Britons"_s && people != u"Picts"_s)
        return {StepRefusal{tr("The %1 have no bowmen: only the Britons and the Picts use archery.")
                                    .arg(people),
                            kFire}};
    QList<StepRefusal> out = facing(c, band, target, kFire);
    if (!out.isEmpty())
        return out;
    const int bowmen = taking(band, f, u"bowmen"_s, u"bowmen"_s);
    out = enough(band, bowmen, u"bowmen"_s, tr("bowmen"), kFire);
    if (!out.isEmpty())
        return out;
    const int group = f.value(u"group"_s).toInt(1);
    if (bowmen % group != 0)
        return {StepRefusal{
                tr("%1 bowmen do not make groups of %2: name a number of bowmen that does, and shoot "
                   "the others as another volley.")
                        .arg(bowmen)
                        .arg(group),
                kFire}};
    const int range = figureOf(c, u"archery-range-inches"_s);
    if (f.value(u"range_inches"_s).toInt() > range)
        return {StepRefusal{tr("%1 inches is beyond bow range (%2 inches).")
                                    .arg(f.value(u"range_inches"_s).toInt())
                                    .arg(range),
                            kFire}};
    if (!atSpearmen(target, f))
        return {StepRefusal{
                tr("%1 has peasant spearmen and other warriors: say whether these bowmen shoot at the "
                   "spearmen (peasant_spearmen=true or false).")
                        .arg(target.name),
                kFire}};
    return {};
}

StepOutcome BritainBattleSteps::archeryApply(Campaign &c, const QJsonObject &f, const QJsonObject &dice)
{
    const Unit band = bandOf(c, f, u"band"_s);
    const Unit target = bandOf(c, f, u"target"_s);
    const int group = f.value(u"group"_s).toInt(1);
    const int bowmen = taking(band, f, u"bowmen"_s, u"bowmen"_s);
    QJsonObject inputs{{u"group"_s, group},
                       {u"shots"_s, bowmen / group},
                       {u"peasant_spearmen"_s, *atSpearmen(target, f)}};
    for (const QString &key :
         {u"close_order"_s, u"archer_moving"_s, u"target_moved_far"_s, u"indirect"_s, u"range_inches"_s}) {
        if (f.contains(key))
            inputs.insert(key, f.value(key));
    }
    return resolveAndWound(c, u"britain.archery"_s, inputs, dice, target, u"kills"_s,
                           tr("to the arrows of %1").arg(band.name));
}

QList<StepRefusal> BritainBattleSteps::chargeCheck(Campaign &c, const QJsonObject &f)
{
    const Unit band = bandOf(c, f, u"band"_s);
    const Unit target = bandOf(c, f, u"target"_s);
    const QString people = peopleOf(c, band);
    if (people == u"Picts"_s)
        return {StepRefusal{tr("Only British horse ride foot down: the Pictish horsemen fight the melee "
                               "normally."),
                            kHorse}};
    if (people != u"Britons"_s)
        return {StepRefusal{tr("The %1 have no horsemen: only the Britons and the Picts do.").arg(people),
                            kHorse}};
    QList<StepRefusal> out = facing(c, band, target, kHorse);
    if (!out.isEmpty())
        return out;
    out = enough(band, taking(band, f, u"horsemen"_s, u"horsemen"_s), u"horsemen"_s, tr("horsemen"), kHorse);
    if (!out.isEmpty())
        return out;
    const int minimum = figureOf(c, u"charge-inches"_s);
    if (f.value(u"charge_inches"_s).toInt() < minimum)
        return {StepRefusal{tr("A charge of %1 inches rides nobody down: it takes %2 inches or more (the "
                               "horsemen fight the melee normally).")
                                    .arg(f.value(u"charge_inches"_s).toInt())
                                    .arg(minimum),
                            kHorse}};
    const int ranks = f.value(u"ranks"_s).toInt(1);
    if (f.value(u"order"_s).toString() == u"close"_s && ranks > 3)
        return {StepRefusal{
                tr("%1 stands in close order %2 ranks deep: only foot in open order or at most three "
                   "ranks deep can be ridden down.")
                        .arg(target.name)
                        .arg(ranks),
                kHorse}};
    if (BritainState::warriors(target) - target.attributes.value(u"horsemen"_s).toInt() < 1)
        return {StepRefusal{tr("%1 has no foot: horsemen ride down foot soldiers only.").arg(target.name),
                            kHorse}};
    return {};
}

StepOutcome BritainBattleSteps::chargeApply(Campaign &c, const QJsonObject &f, const QJsonObject &dice)
{
    const Unit band = bandOf(c, f, u"band"_s);
    const Unit target = bandOf(c, f, u"target"_s);
    const QJsonObject inputs{{u"order"_s, f.value(u"order"_s)},
                             {u"ranks"_s, f.value(u"ranks"_s).toInt(1)},
                             {u"charge_inches"_s, f.value(u"charge_inches"_s)},
                             {u"horse"_s, u"britons"_s},
                             {u"horsemen"_s, taking(band, f, u"horsemen"_s, u"horsemen"_s)}};
    return resolveAndWound(c, u"britain.ride-down"_s, inputs, dice, target, u"hits"_s,
                           tr("ridden down by the horse of %1").arg(band.name));
}

} // namespace Reeve::Britain
