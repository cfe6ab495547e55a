// The 1066 campaign-marker phase (§8.3–8.7) with every input read from the campaign.
#include "markersdue.h"

#include "markermixexample.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerdraws.h"
#include "containers/containerreader.h"
#include "games/1066/turn/comet1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/square1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
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

/** What the campaign says the phasing power is worth (§8.4), and what is still to be entered. */
struct Worth
{
    QJsonArray leaders;
    QJsonArray towns;
    QJsonArray zero; ///< pillaged or shared town squares, at their printed value
    QStringList offMap;
    QStringList missing;
    QStringList why;
};

int players(Database &db)
{
    int n = 0;
    for (const Side &s : CampaignReader(db).sides())
        n += s.attributes.value(u"neutral"_s).toBool()
                             || !s.attributes.value(u"controlled_by"_s).toString().isEmpty()
                     ? 0
                     : 1;
    return n;
}

bool pillaged(const QList<PlacedMarker> &markers, const QString &square)
{
    for (const PlacedMarker &m : markers)
        if (m.locationId == square && m.kind.compare(u"pillaged"_s, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

void addSquare(Database &db, const QString &square, qint64 side, const QList<PlacedMarker> &markers, Worth &w)
{
    CampaignReader reader(db);
    const Location l = reader.location(square);
    if (l.kind == u"off-map box"_s) {
        w.offMap << l.id.toLower();
        return;
    }
    if (!l.attributes.value(u"town"_s).toBool() && !l.attributes.contains(u"feudal"_s))
        return; // only town squares carry a feudal value (§8.4)
    if (!l.attributes.value(u"feudal"_s).isDouble()) {
        w.missing << tr("the feudal value of %1 (printed on the map: enter it as the square's \"feudal\")")
                             .arg(square);
        return;
    }
    const int value = l.attributes.value(u"feudal"_s).toInt();
    bool shared = false;
    for (const Unit &u : reader.units())
        if (u.locationId == square && !u.isEliminated()
            && Control1066::playerOf(db, Control1066::controller(u)) != Control1066::playerOf(db, side))
            shared = true;
    if (shared || pillaged(markers, square)) {
        w.zero.append(value);
        w.why << tr("%1 counts 0 (%2)").arg(square, shared ? tr("shared with another player") : tr("pillaged"));
    } else {
        w.towns.append(value);
    }
}

Worth worthOf(Database &db, qint64 side)
{
    Worth w;
    CampaignReader reader(db);
    QStringList squares;
    const QList<PlacedMarker> markers = reader.markers();
    for (const Unit &u : reader.units()) {
        if (u.isEliminated() || Control1066::controller(u) != side)
            continue;
        if (u.attributes.contains(u"leader"_s)) {
            const QJsonValue v = u.attributes.value(u"leader"_s);
            if (v.isDouble() && v.toInt() > 0)
                w.leaders.append(v.toInt());
            else if (v.toBool() || v.isDouble())
                w.missing << tr("the leader value of %1 (unit %2: enter it as \"leader\")")
                                     .arg(Control1066::unitName(u))
                                     .arg(u.id);
        }
        if (!u.locationId.isEmpty() && !squares.contains(u.locationId))
            squares << u.locationId;
    }
    for (const QString &square : std::as_const(squares))
        addSquare(db, square, side, markers, w);
    // Normandy is always the Normans' and Norway always the Vikings', with or without a garrison (§21.1).
    if (const QString box = Square1066::ownBox(reader.side(side).name);
        !box.isEmpty() && !w.offMap.contains(box))
        w.offMap << box;
    return w;
}

QString offMapChoice(const QStringList &boxes)
{
    if (boxes.contains(u"normandy"_s) && boxes.contains(u"norway"_s))
        return u"both"_s;
    return boxes.isEmpty() ? u"none"_s : boxes.first();
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    CampaignReader reader(campaign.database());
    const ClockState clock = reader.clock();
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    QList<StepRefusal> refusals;
    if (!TurnOrder1066::inOwnPhase(clock, side.id, u"Campaign markers"_s))
        refusals << StepRefusal{
                tr("A power draws its markers due in its own campaign-marker phase; the clock is at "
                   "%1.")
                        .arg(clock.phase),
                u"1066 §3.2"_s};
    if (side.attributes.value(u"neutral"_s).toBool())
        refusals << StepRefusal{tr("%1 is neutral: a neutral power receives no markers.").arg(side.name),
                                u"1066 §4.3"_s};
    if (!ContainerReader(campaign.database()).hasContainer())
        refusals << StepRefusal{
                tr("The campaign keeps no marker pool yet: enter its composition from the counter sheet "
                   "first (Compose, under Containers and hands)."),
                u"1066 §8.2"_s};
    return refusals;
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const Worth w = worthOf(db, side.id);
    if (!w.missing.isEmpty())
        throw Failure::missingFigure(u"locations"_s, side.name,
                                     tr("Campaign markers due (1066 §8.4) need %1.")
                                             .arg(w.missing.join(u"; "_s)));
    ContainerReader containers(db);
    const int hand = int(containers.state(containers.find().id).hand(side.id).size());
    const QJsonObject inputs{{u"leaders"_s, w.leaders.isEmpty() ? QJsonArray{0} : w.leaders},
                             {u"towns"_s, w.towns.isEmpty() ? QJsonArray{0} : w.towns},
                             {u"pillaged_or_shared"_s, w.zero.isEmpty() ? QJsonArray{0} : w.zero},
                             {u"off_map"_s, offMapChoice(w.offMap)},
                             {u"off_map_reading"_s, f.value(u"off_map_reading"_s).toString(u"count"_s)},
                             {u"hand"_s, hand},
                             {u"players"_s, players(db)}};
    const Procedure &p = ProcedureRegistry::standard().get(u"1066.markers-due"_s);
    ProcedureResult result;
    {
        ActionWriter writer(campaign.log());
        ActionDraft draft;
        const TableLibrary tables = CampaignTables::forCampaign(campaign);
        result = ProcedureRunner(tables).resolveInto(writer, p, ProcedureRunner::completeInputs(p, inputs),
                                                     std::nullopt, draft);
        // The sum names no counter, but which squares a power holds is for its own eyes (§7.1).
        draft.privateText = draft.publicText;
        draft.publicText = tr("%1 works out its campaign markers due (1066 §8.4-8.5)").arg(side.name);
        draft.audience = Audience::Side;
        draft.audienceSide = side.id;
        writer.commit(draft);
    }
    const int due = result.outcome.value(u"markers"_s).toInt();
    ContainerDraws::Options options;
    for (const QJsonValue &v : f.value(u"return"_s).toArray())
        options.returnFirst << v.toString();
    const ContainerOutcome drawn = ContainerDraws(campaign).draw(side.id, due, options);
    QJsonObject outcome{{u"markers"_s, due},
                        {u"return_first"_s, result.outcome.value(u"return_first"_s)},
                        {u"limit"_s, result.outcome.value(u"limit"_s)},
                        {u"players"_s, players(db)},
                        {u"worth"_s, QJsonObject{{u"leaders"_s, w.leaders},
                                                 {u"towns"_s, w.towns},
                                                 {u"counting_zero"_s, QJsonArray::fromStringList(w.why)},
                                                 {u"off_map"_s, QJsonArray::fromStringList(w.offMap)}}}};
    if (drawn.data.contains(u"redraw_all"_s)) {
        // The Comet drawn mid-draw is played at once (§8.13): what was drawn before it goes back with every
        // hand, the rest of the draw is not made (Reeve's reading), and the new hands are dealt in this action.
        QString line;
        outcome.insert(u"comet"_s, Comet1066::implement(campaign, &line));
        outcome.insert(u"not_drawn"_s, drawn.data.value(u"not_drawn"_s).toInt());
        return StepOutcome{outcome, {}, drawn.publicText + u". "_s + line};
    }
    return StepOutcome{outcome, {}, drawn.publicText};
}

} // namespace

void MarkersDue1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"campaign-markers"_s, N("Campaign markers due"),
            N("The phasing power draws the markers its leaders and occupied feudal squares are "
              "worth, read from the campaign: leaders it controls, town squares only it "
              "occupies (pillaged or shared ones give nothing), off-map boxes; the holding "
              "limit for the number of players, the surplus returned first."),
            {u"1066 §8.3"_s, u"1066 §8.4"_s, u"1066 §8.5"_s, u"1066 §8.7"_s, u"1066 §21.8"_s});
    StepField back
            = StepField::make(u"return"_s, StepField::Type::List, false, N("Return first"),
                              N("Kinds the power returns to the pool first when the draw would pass the "
                                "holding limit (§8.7)."));
    back.itemType = StepField::Type::Text;
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"), N("The phasing power.")),
                back,
                StepField::choice(
                        u"off_map_reading"_s, {u"count"_s, u"ignore"_s}, false, N("Off-map boxes"),
                        N("count: an off-map box held gives its §21.8 feudal value (the default); ignore: "
                          "§8.4 speaks of squares only."))};
    // The Vikings' first campaign-marker phase (third in the seating order, sixteen phases on): Harald's
    // leadership 2 and Norway's feudal value 10 (§21.8) make 12, divided by five and rounded up: 3 markers.
    s.examples = {markerMixExample1066(
                          {{u"Charge"_s, 2}, {u"Forced March"_s, 2}, {u"Gold Point"_s, 2}, {u"Spy"_s, 2}}),
                  u"reeve-cli step FILE values unit=Harald attack=3 defence=3 leader=2"_s};
    for (int i = 0; i < 16; ++i)
        s.examples << u"reeve-cli step FILE next-phase"_s;
    s.examples << u"reeve-cli step FILE campaign-markers side=Vikings"_s;
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
