// The 1066 Attrition event (§8.13, §10.4) as a step: the drawer's stacks read from the campaign, units lost.
#include "attrition.h"

#include "markermixexample.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/eventkit.h"
#include "log/actionwriter.h"
#include "procedures/procedureresult.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

const QString Kind = u"Attrition"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

QList<Unit> losable(const QList<Unit> &units)
{
    QList<Unit> out;
    for (const Unit &u : units)
        if (!EventKit1066::isKing(u))
            out << u;
    return out;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals;
    if (side.attributes.value(u"neutral"_s).toBool())
        return {StepRefusal{tr("%1 is neutral: a neutral power draws no markers.").arg(side.name),
                            u"1066 §4.3"_s}};
    if (const QString why = EventKit1066::pendingRefusal(db, Kind); !why.isEmpty())
        return {StepRefusal{why, u"1066 §8.9"_s}};
    const QMap<QString, QList<Unit>> forces = EventKit1066::forcesOf(db, side.id, 2);
    for (qint64 id : EventKit1066::unitIds(db, f.value(u"lose"_s))) {
        bool found = false;
        for (const QList<Unit> &units : forces)
            for (const Unit &u : losable(units))
                found = found || u.id == id;
        if (!found)
            refusals << StepRefusal{tr("Unit %1 is not a unit of %2 that Attrition can take: it takes one "
                                       "unit, never a king, "
                                       "from a square or box where %2 has two or more.")
                                            .arg(id)
                                            .arg(side.name),
                                    u"1066 §8.13"_s};
    }
    return refusals;
}

/// The roll, one die per stack in the order of the squares' ids, private to the drawer (it shows his stacks).
ProcedureResult roll(Campaign &campaign, const Side &side, int stacks, bool called, const QJsonObject &dice)
{
    const std::optional<QList<int>> faces = EventKit1066::facesOf(dice, u"attrition"_s);
    if (faces && faces->size() != stacks)
        throw Failure::badInput(
                tr("Attrition rolls one d6 for each of the %1 square(s) or box(es) where %2 has two "
                   "or more units; %3 were entered.")
                        .arg(stacks)
                        .arg(side.name)
                        .arg(faces->size()));
    EventKit1066::HiddenRoll hidden{u"1066.attrition"_s,
                                    {{u"squares"_s, stacks},
                                     {u"called_to_arms"_s, called},
                                     {u"applied"_s, true}},
                                    faces,
                                    u"1066.attrition-roll"_s,
                                    tr("%1 rolls for attrition (1066 §8.13)").arg(side.name),
                                    side.id};
    return EventKit1066::hiddenRoll(campaign, hidden,
                                    [](ActionWriter &, const ProcedureResult &, const QString &working) {
                                        return tr("Attrition: %1").arg(working);
                                    });
}

/// The unit lost in \a square: the one named in \a chosen, or the only one that can go.
qint64 lossIn(const QString &square, const QList<Unit> &units, const QList<qint64> &chosen, const Side &side)
{
    const QList<Unit> candidates = losable(units);
    QList<qint64> named;
    for (const Unit &u : candidates)
        if (chosen.contains(u.id))
            named << u.id;
    if (named.size() == 1)
        return named.first();
    if (named.isEmpty() && candidates.size() == 1)
        return candidates.first().id;
    if (candidates.isEmpty())
        return 0; // only kings there: they are never lost
    throw Failure::badInput(
            tr("Attrition hits %1: %2 loses one unit there of its choice, not a king. Name exactly one with "
               "lose=[...] among: %3 (the dice stay the same when the step is given again).")
                    .arg(square, side.name, EventKit1066::unitLabels(candidates).join(u", "_s)));
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QMap<QString, QList<Unit>> forces = EventKit1066::forcesOf(db, side.id, 2);
    const bool called = side.attributes.contains(u"call_to_arms"_s);
    const ProcedureResult result = roll(campaign, side, int(forces.size()), called, dice);
    const QList<qint64> chosen = EventKit1066::unitIds(db, f.value(u"lose"_s));
    const QStringList squares = forces.keys();
    QJsonArray hit, lost;
    QStringList names, hitNames;
    ActionWriter writer(campaign.log());
    for (const QJsonValue &v : result.outcome.value(u"squares_hit"_s).toArray()) {
        const QString square = squares.at(v.toInt() - 1);
        hit.append(square);
        hitNames << square;
        const qint64 id = lossIn(square, forces.value(square), chosen, side);
        if (id == 0)
            continue;
        writer.update(u"units"_s, {{u"id"_s, id}}, {{u"status"_s, u"eliminated"_s}});
        names << EventKit1066::unitLabel(reader.unit(id));
        lost.append(Control1066::unitName(reader.unit(id)));
    }
    EventKit1066::markApplied(writer, EventKit1066::pendingEvent(db, Kind));
    ActionDraft draft;
    draft.kind = u"1066.attrition"_s;
    draft.publicText = tr("%1 applied Attrition (1066 §8.13): %2 unit(s) lost").arg(side.name).arg(lost.size());
    draft.privateText = tr("Stacks rolled for: %1; hit: %2; lost: %3.")
                                .arg(squares.isEmpty() ? tr("none") : squares.join(u", "_s),
                                     hitNames.isEmpty() ? tr("none") : hitNames.join(u", "_s),
                                     names.isEmpty() ? tr("none") : names.join(u", "_s));
    draft.audience = Audience::Side;
    draft.audienceSide = side.id;
    writer.commit(draft);
    QJsonObject outcome{{u"side"_s, side.name},
                        {u"called_to_arms"_s, called},
                        {u"squares"_s, QJsonArray::fromStringList(squares)},
                        {u"squares_hit"_s, hit},
                        {u"eliminated"_s, lost},
                        {u"losses"_s, int(lost.size())}};
    return StepOutcome{outcome, {}, draft.publicText};
}

} // namespace

void Attrition1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(u"1066"_s, "Reeve::TurnSteps1066", u"attrition"_s, N("Attrition"),
                                N("Applies an Attrition event just drawn: its drawer rolls a die for each "
                                  "square or off-map box where it "
                                  "controls two or more units, kings counted; each 1 (1 or 2 once it has "
                                  "called to arms) costs one unit "
                                  "of its choice there, never a king."),
                                {u"1066 §8.13"_s, u"1066 §10.4"_s, u"1066 §8.9"_s});
    StepField lose
            = StepField::make(u"lose"_s, StepField::Type::List, false, N("Units lost"),
                              N("One unit, not a king, for each square hit where the owner has a choice, "
                                "by name or number."));
    lose.itemType = StepField::Type::Unit;
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"),
                                N("The power that drew the Attrition marker.")),
                lose};
    s.dice = {
            StepDice{u"attrition"_s, u"d6"_s,
                     N("one d6 per square or box with two or more of the power's units, in the order of the "
                       "squares' names")}};
    // The Vikings (Harald, three thegns and three fleets in Norway) draw Attrition: one die for Norway; a 1 costs
    // them a unit of their choice, never Harald.
    s.examples = {markerMixExample1066({{u"Attrition"_s, 1}}), u"reeve-cli container FILE draw Vikings 1"_s,
                  u"reeve-cli step FILE attrition side=Vikings lose='[39]' --dice attrition=1"_s};
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
