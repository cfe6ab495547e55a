// The 1066 call to arms (§10.3): once a game, its points read from the campaign and the dice.
#include "calltoarms.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "dice/randomstream.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/square1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "scenarios/scenario.h"
#include "scenarios/scenariocatalog.h"
#include "steps/stepregistry.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

/// Towns that \a side's units held at the start of play that enemy units hold now (§10.3).
QStringList homeTownsLost(Database &db, const Side &side)
{
    QStringList start;
    for (const QJsonValue &v : ScenarioCatalog::find(u"1066"_s, u"1066"_s).units) {
        const QJsonObject u = v.toObject();
        const QString at = u.value(u"location"_s).toString();
        if (u.value(u"side"_s).toString() == side.name && !at.isEmpty() && !start.contains(at))
            start << at;
    }
    CampaignReader reader(db);
    QStringList lost;
    for (const Unit &u : reader.units()) {
        const QString at = u.locationId;
        if (!u.isEliminated() && start.contains(at) && !lost.contains(at)
            && Control1066::playerOf(db, Control1066::controller(u)) != Control1066::playerOf(db, side.id)
            && reader.location(at).attributes.value(u"town"_s).toBool())
            lost << at;
    }
    return lost;
}

/// The leader value of \a side's king when he is on the map (§10.3); 0 otherwise.
int kingOnMap(Database &db, qint64 side, QString *name)
{
    CampaignReader reader(db);
    for (const Unit &u : reader.units()) {
        if (u.sideId != side || !u.attributes.value(u"king"_s).toBool() || u.isEliminated()
            || u.locationId.isEmpty() || reader.location(u.locationId).kind == u"off-map box"_s)
            continue;
        if (!u.attributes.value(u"leader"_s).isDouble())
            throw Failure::missingFigure(
                    u"units"_s, QString::number(u.id),
                    tr("The call to arms adds the leader value of %1 (unit %2): enter it as "
                       "\"leader\" (1066 §10.3).")
                            .arg(Control1066::unitName(u))
                            .arg(u.id));
        *name = Control1066::unitName(u);
        return u.attributes.value(u"leader"_s).toInt();
    }
    return 0;
}

/// The call's dice: entered (exactly \a count) or rolled from the campaign's stream, recorded in \a record.
QList<int> rollFor(ActionWriter &writer, const QJsonObject &dice, int count, const QStringList &lost,
                   QJsonObject &record)
{
    QList<int> faces;
    for (const QJsonValue &v : dice.value(u"dice"_s).toArray())
        faces << v.toInt();
    if (!dice.contains(u"dice"_s)) {
        RandomStream stream = CampaignRandom::nextStream(writer, record);
        for (int i = 0; i < count; ++i)
            faces << int(stream.die(6));
    } else if (faces.size() != count) {
        throw Failure::badInput(
                tr("The call to arms rolls %1 d6 here (%2); %3 were entered.")
                        .arg(count)
                        .arg(lost.isEmpty() ? tr("one die") : tr("one more for %1").arg(lost.join(u", "_s)))
                        .arg(faces.size()));
    } else {
        record = {{u"source"_s, u"entered"_s}};
    }
    QJsonArray draws;
    for (int face : std::as_const(faces)) {
        if (face < 1 || face > 6)
            throw Failure::badInput(tr("A d6 shows 1 to 6."));
        draws.append(QJsonObject{{u"sides"_s, 6}, {u"face"_s, face}, {u"label"_s, u"call to arms"_s}});
    }
    record.insert(u"draws"_s, draws);
    return faces;
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    CampaignReader reader(campaign.database());
    const ClockState clock = reader.clock();
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals;
    if (!TurnOrder1066::inOwnPhase(clock, side.id, u"Recruiting"_s))
        refusals << StepRefusal{
                tr("A call to arms is declared in the power's own recruiting phase; the clock is at "
                   "%1.")
                        .arg(clock.phase),
                u"1066 §3.2"_s};
    if (side.attributes.contains(u"call_to_arms"_s))
        refusals << StepRefusal{tr("%1 already called to arms in game turn %2: once a game.")
                                        .arg(side.name)
                                        .arg(side.attributes.value(u"call_to_arms"_s).toInt()),
                                u"1066 §10.3"_s};
    if (side.attributes.value(u"neutral"_s).toBool())
        refusals << StepRefusal{tr("%1 is neutral: a neutral power does not recruit.").arg(side.name),
                                u"1066 §4.3"_s};
    return refusals;
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &dice)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QStringList lost = homeTownsLost(db, side);
    QString king;
    const int crown = kingOnMap(db, side.id, &king);
    const int count = lost.isEmpty() ? 1 : 2;
    ActionWriter writer(campaign.log());
    QJsonObject record;
    const QList<int> faces = rollFor(writer, dice, count, lost, record);
    int points = crown;
    for (int face : faces)
        points += face;
    side.attributes.insert(u"call_to_arms"_s, reader.clock().turn);
    writer.update(u"sides"_s, {{u"id"_s, side.id}},
                  {{u"attributes"_s,
                    QString::fromUtf8(QJsonDocument(side.attributes).toJson(QJsonDocument::Compact))}});
    // The points are spent at once, in this recruiting phase, by the recruit step (pay=call-to-arms).
    Square1066::writeTurnNote(writer, u"call-to-arms"_s, side.id, {{u"points"_s, points}});
    QStringList why;
    why << tr("die %1").arg(faces.first());
    if (!lost.isEmpty())
        why << tr("a second die, %1, for enemy units in %2").arg(faces.value(1)).arg(lost.join(u", "_s));
    why << (crown > 0 ? tr("%1's leader value %2 (on the map)").arg(king).arg(crown)
                      : tr("no king on the map"));
    ActionDraft draft;
    draft.kind = u"1066.call-to-arms"_s;
    draft.publicText = tr("Call to arms declared by %1, once a game (1066 §10.3)").arg(side.name);
    draft.privateText = tr("Call to arms: %1 = %2 points, to spend at once on recruits (step recruit, "
                           "pay=call-to-arms); points not spent are lost")
                                .arg(why.join(u"; "_s))
                                .arg(points);
    draft.audience = Audience::Side;
    draft.audienceSide = side.id;
    draft.dice = record;
    writer.commit(draft);
    return StepOutcome{{{u"points"_s, points},
                        {u"dice"_s, QJsonArray::fromVariantList(QVariantList(faces.begin(), faces.end()))},
                        {u"king_value"_s, crown},
                        {u"towns_lost"_s, QJsonArray::fromStringList(lost)}},
                       {},
                       draft.publicText};
}

} // namespace

void CallToArms1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"call-to-arms"_s, N("Call to arms"),
            N("Once a game, in its own recruiting phase, a power rolls a die (two when enemy units "
              "hold a town it held at the start) and adds its king's leader value if he is on the "
              "map: that many points are spent at once on recruits, the rest lost."),
            {u"1066 §10.3"_s, u"1066 §10.4"_s});
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"), N("The phasing power."))};
    s.dice = {StepDice{
            u"dice"_s, u"d6"_s,
            N("one d6, and a second when enemy units hold a town the power held at the start of play")}};
    for (int i = 0; i < 4; ++i)
        s.examples << u"reeve-cli step FILE next-phase"_s;
    s.examples << u"reeve-cli step FILE call-to-arms side=Normans --dice dice=4"_s;
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
