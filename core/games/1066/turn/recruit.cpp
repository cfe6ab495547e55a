// The 1066 recruiting step (§10.2, §10.5–10.7, §20.2–20.3): gold from the hand, recruits placed where allowed.
#include "recruit.h"

#include "markermixexample.h"

#include <cmath>
#include <functional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "games/1066/rules1066.h"
#include "games/1066/turn/control1066.h"
#include "games/1066/turn/square1066.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

const QString GoldKind = u"Gold Point"_s;
const QStringList LandKinds{u"knight"_s, u"housecarl"_s, u"thegn"_s, u"fyrd"_s, u"berserkers"_s};
const QStringList Powers{u"Anglo-Saxons"_s, u"Normans"_s, u"Vikings"_s, u"Britons"_s}; // counter-mix rows 1-4

QStringList squaresOf(const QJsonObject &f)
{
    QStringList squares;
    for (const QJsonValue &v : f.value(u"squares"_s).toArray())
        squares << v.toString();
    return squares;
}

int goldHeld(Database &db, qint64 side)
{
    ContainerReader reader(db);
    int n = 0;
    if (reader.hasContainer())
        for (const ContainerMarker &m : reader.state(reader.find().id).hand(side))
            n += m.kind.compare(GoldKind, Qt::CaseInsensitive) == 0 ? 1 : 0;
    return n;
}

/// Normandy is the Normans', Norway the Vikings' (§21.1); recruits go there without limit (§10.5).
bool friendlyBox(const Location &l, const Side &side)
{
    return Square1066::isOffMap(l)
           && ((l.id.compare(u"Normandy"_s, Qt::CaseInsensitive) == 0 && side.name == u"Normans"_s)
               || (l.id.compare(u"Norway"_s, Qt::CaseInsensitive) == 0 && side.name == u"Vikings"_s));
}

/// Why \a kind may not be placed in \a square by \a side (§10.5, §10.6, §20.3), or nothing.
QString placementRefusal(Database &db, const Side &side, const QString &kind, const Location &l)
{
    const bool friendly = !Control1066::controlledIn(db, l.id, side.id).isEmpty();
    const bool pillaged = Square1066::markerIn(db, l.id, u"Pillaged"_s) != 0;
    if (kind == u"remove-pillage"_s)
        return pillaged ? QString() : tr("%1 holds no Pillaged marker to remove.").arg(l.id);
    if (kind == u"castle"_s) {
        if (Square1066::isOffMap(l))
            return tr("%1 is an off-map area, not a square: castles go on the map.").arg(l.id);
        if (!friendly)
            return tr("A castle goes in a square holding at least one unit of %1; %2 holds none.")
                    .arg(side.name, l.id);
        if (Square1066::markerIn(db, l.id, u"Castle"_s))
            return tr("%1 already has a castle: never more than one per square.").arg(l.id);
        return {};
    }
    if (friendlyBox(l, side))
        return {};
    if (Square1066::isOffMap(l))
        return tr("%1 is not %2's own off-map area.").arg(l.id, side.name);
    if (pillaged)
        return tr("%1 is pillaged: no recruit is ever placed there.").arg(l.id);
    if (!friendly)
        return tr("%1 holds no unit of %2: recruits go where a friendly unit already is.").arg(l.id, side.name);
    if (kind == u"fleet"_s && !l.attributes.value(u"port"_s).toBool())
        return tr("%1 is not a port (enter \"port\": true for an anchor square): fleets are placed in ports.")
                .arg(l.id);
    if (kind != u"fleet"_s && !Square1066::isTown(l))
        return tr("%1 is not a town or large town: land recruits are placed in towns.").arg(l.id);
    return {};
}

/// Eliminated counters of \a kind that \a side owns and may bring back (leaders only through Rally, §10.2).
QList<Unit> eliminated(Database &db, qint64 side, const QString &kind)
{
    QList<Unit> out;
    for (const Unit &u : CampaignReader(db).units())
        if (u.sideId == side && u.type == kind && u.isEliminated() && !u.attributes.contains(u"leader"_s))
            out << u;
    return out;
}

int inPlay(Database &db, qint64 side, const QString &kind)
{
    int n = 0;
    for (const Unit &u : CampaignReader(db).units())
        n += u.sideId == side && u.type == kind && !u.isEliminated() ? 1 : 0;
    return n;
}

/// The gold the purchase costs (§10.2): fractions for fyrd, the pillage removals at 1 + printed feudal value.
double costOf(Campaign &campaign, const QString &kind, const QStringList &squares, QStringList &why)
{
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    const RuleTable &t = tables.table(u"1066.recruit-costs"_s);
    const double price = Rules1066::lookupNumber(t, 1, kind);
    if (kind != u"remove-pillage"_s) {
        why << tr("%1 × %2 at %3 = %4 gold")
                        .arg(squares.size())
                        .arg(kind)
                        .arg(price)
                        .arg(squares.size() * price);
        return squares.size() * price;
    }
    double cost = 0;
    CampaignReader reader(campaign.database());
    for (const QString &s : squares) {
        const int feudal = Square1066::feudal(reader.location(s)).value_or(0);
        cost += price + feudal;
        why << tr("%1: %2 + feudal value %3 = %4 gold").arg(s).arg(price).arg(feudal).arg(price + feudal);
    }
    return cost;
}

void checkPlacements(Campaign &campaign, const Side &side, const QString &kind, const QStringList &squares,
                     const std::function<void(const QString &, const char *)> &refuse)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const QJsonObject note = Square1066::turnNote(db, u"recruiting"_s, side.id);
    QStringList used;
    for (const QJsonValue &v : note.value(u"squares"_s).toArray())
        used << v.toString();
    for (const QString &s : squares) {
        const Location l = reader.location(s);
        if (const QString why = placementRefusal(db, side, kind, l); !why.isEmpty())
            refuse(why, kind == u"castle"_s ? "20.3" : kind == u"remove-pillage"_s ? "10.2" : "10.5");
        const bool unit = kind != u"castle"_s && kind != u"remove-pillage"_s;
        if (unit && !friendlyBox(l, side) && (used.contains(s) || squares.count(s) > 1))
            refuse(tr("%1 already takes a reinforcement this phase: one per square.").arg(s), "10.6");
        if (kind == u"remove-pillage"_s && Square1066::isTown(l) && !Square1066::feudal(l))
            refuse(tr("The feudal value of %1 is not entered: give the square its printed \"feudal\".").arg(s),
                   "10.2");
        if (unit)
            used << s;
    }
    if (kind == u"castle"_s && (squares.size() > 1 || note.value(u"castle"_s).toBool()))
        refuse(tr("%1 places at most one castle in each of its player turns.").arg(side.name), "20.2");
}

/// §10.7: counters of the kind beyond those eliminated must still be in the mix (a figure the referee enters).
void checkMix(Campaign &campaign, const Side &side, const QString &kind, int wanted,
              const std::function<void(const QString &, const char *)> &refuse)
{
    Database &db = campaign.database();
    const int fresh = wanted - int(eliminated(db, side.id, kind).size());
    if (fresh <= 0)
        return;
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    const RuleTable &mix = tables.table(u"1066.counter-mix"_s);
    // Rows 1-4: Anglo-Saxons, Normans, Vikings, Britons; a figure not entered stops with exit 3 naming it.
    const int owned = Rules1066::lookupInt(mix, int(Powers.indexOf(side.name)) + 1, kind);
    const int have = inPlay(db, side.id, kind);
    if (have + fresh > owned)
        refuse(tr("%1 own %2 %3 counter(s) and %4 are in play: %5 more cannot be recruited.")
                       .arg(side.name)
                       .arg(owned)
                       .arg(kind)
                       .arg(have)
                       .arg(fresh),
               "10.7");
}

QList<StepRefusal> check(Campaign &campaign, const QJsonObject &f)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const ClockState clock = reader.clock();
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QString kind = f.value(u"unit"_s).toString();
    const QStringList squares = squaresOf(f);
    QList<StepRefusal> refusals;
    auto refuse = [&](const QString &text, const char *rule) {
        refusals << StepRefusal{text, u"1066 §"_s + QString::fromLatin1(rule)};
    };
    if (side.attributes.value(u"neutral"_s).toBool())
        return refusals << StepRefusal{tr("%1 is neutral: a neutral power does not recruit.").arg(side.name),
                                       u"1066 §4.3"_s};
    if (!TurnOrder1066::inOwnPhase(clock, side.id, u"Recruiting"_s))
        refuse(tr("A power recruits in its own recruiting phase; the clock is at %1.").arg(clock.phase),
               "10.1");
    if (squares.isEmpty())
        return refusals << StepRefusal{tr("Name the square(s) the recruits go to, one recruit per square."),
                                       u"1066 §10.6"_s};
    if (kind == u"housecarl"_s && side.name != u"Anglo-Saxons"_s)
        refuse(tr("Only the Anglo-Saxons recruit housecarls."), "10.5");
    checkPlacements(campaign, side, kind, squares, refuse);
    if (!refusals.isEmpty())
        return refusals; // the price is read only for a placement the rules allow
    QStringList why;
    const double cost = costOf(campaign, kind, squares, why);
    if (f.value(u"pay"_s).toString() == u"call-to-arms"_s) {
        const QJsonObject note = Square1066::turnNote(db, u"call-to-arms"_s, side.id);
        const double left = note.value(u"points"_s).toDouble() - note.value(u"spent"_s).toDouble();
        if (note.isEmpty())
            refuse(tr("%1 has not called to arms in this recruiting phase: its points are spent at once or "
                      "lost.")
                           .arg(side.name),
                   "10.3");
        else if (cost > left)
            refuse(tr("The purchase costs %1 points and %2 call-to-arms point(s) are left.")
                           .arg(cost)
                           .arg(left),
                   "10.3");
    } else if (const int markers = int(std::ceil(cost)); markers > goldHeld(db, side.id)) {
        refuse(tr("The purchase costs %1 gold (%2 Gold Point marker(s)) and %3 holds %4: no deficit "
                  "spending.")
                       .arg(cost)
                       .arg(markers)
                       .arg(side.name)
                       .arg(goldHeld(db, side.id)),
               "10.2");
    }
    // The counter mix last: a figure still to be entered (exit 3) only matters for a purchase otherwise allowed.
    if (refusals.isEmpty() && (LandKinds.contains(kind) || kind == u"fleet"_s))
        checkMix(campaign, side, kind, int(squares.size()), refuse);
    return refusals;
}

/// Brings back an eliminated counter or a new one of \a kind in \a square; returns its name.
QString placeUnit(ActionWriter &writer, const Side &side, const QString &kind, const QString &square)
{
    const QList<Unit> back = eliminated(writer.database(), side.id, kind);
    if (!back.isEmpty()) {
        QJsonObject attributes = back.first().attributes;
        attributes.remove(u"controlled_by"_s); // a vassal lost returns to its owner only (§11.8)
        attributes.remove(u"vassal_since"_s);
        writer.update(u"units"_s, {{u"id"_s, back.first().id}},
                      {{u"location_id"_s, square},
                       {u"status"_s, u"active"_s},
                       {u"attributes"_s,
                        QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact))}});
        return Control1066::unitName(back.first());
    }
    const qint64 id = writer.nextId(u"units"_s);
    writer.insert(u"units"_s, {{u"id"_s, id},
                               {u"side_id"_s, side.id},
                               {u"location_id"_s, square},
                               {u"type"_s, kind},
                               {u"name"_s, QString()},
                               {u"attributes"_s, u"{}"_s},
                               {u"status"_s, u"active"_s}});
    return u"%1 #%2"_s.arg(kind).arg(id);
}

StepOutcome apply(Campaign &campaign, const QJsonObject &f, const QJsonObject &)
{
    Database &db = campaign.database();
    CampaignReader reader(db);
    const Side side = reader.sideByName(f.value(u"side"_s).toString());
    const QString kind = f.value(u"unit"_s).toString();
    const QStringList squares = squaresOf(f);
    const bool callToArms = f.value(u"pay"_s).toString() == u"call-to-arms"_s;
    QStringList why;
    const double cost = costOf(campaign, kind, squares, why);
    const int markers = callToArms ? 0 : int(std::ceil(cost));
    QJsonObject outcome{{u"side"_s, side.name},
                        {u"unit"_s, kind},
                        {u"count"_s, int(squares.size())},
                        {u"cost"_s, cost},
                        {u"gold_markers"_s, markers},
                        {u"pay"_s, callToArms ? u"call-to-arms"_s : u"gold"_s}};
    const QString line = kind == u"castle"_s
                                 ? tr("%1 placed a castle in %2 (1066 §20.2)").arg(side.name, squares.first())
                         : kind == u"remove-pillage"_s
                                 ? tr("%1 removed the Pillaged marker from %2 (1066 §10.2)")
                                           .arg(side.name, squares.join(u", "_s))
                                 : tr("%1 recruited %2 unit(s), placed face down (1066 §10.2, §7.1)")
                                           .arg(side.name)
                                           .arg(squares.size());
    {
        ActionWriter announce(campaign.log()); // the public headline first, then the private working (§7.1)
        announce.commit(u"1066.recruit"_s, line);
    }
    ActionWriter writer(campaign.log());
    QJsonObject note = Square1066::turnNote(db, u"recruiting"_s, side.id);
    QJsonArray used = note.value(u"squares"_s).toArray();
    ActionDraft draft;
    if (kind == u"castle"_s) {
        writer.insert(u"placed_markers"_s, {{u"id"_s, writer.nextId(u"placed_markers"_s)},
                                            {u"location_id"_s, squares.first()},
                                            {u"kind"_s, u"Castle"_s},
                                            {u"side_id"_s, QJsonValue()},
                                            {u"attributes"_s, u"{}"_s}});
        note.insert(u"castle"_s, true);
        outcome.insert(u"marker_square"_s, squares.first());
    } else if (kind == u"remove-pillage"_s) {
        for (const QString &s : squares)
            writer.remove(u"placed_markers"_s, {{u"id"_s, Square1066::markerIn(db, s, u"Pillaged"_s)}});
        outcome.insert(u"marker_square"_s, squares.join(u", "_s));
    } else {
        QJsonArray placed;
        for (const QString &s : squares) {
            placed.append(QJsonObject{{u"unit"_s, placeUnit(writer, side, kind, s)}, {u"square"_s, s}});
            used.append(s);
        }
        outcome.insert(u"placed"_s, placed);
        draft.privateText = tr("Recruited %1 in %2.").arg(kind, squares.join(u", "_s));
    }
    note.insert(u"squares"_s, used);
    Square1066::writeTurnNote(writer, u"recruiting"_s, side.id, note);
    if (callToArms) {
        QJsonObject call = Square1066::turnNote(db, u"call-to-arms"_s, side.id);
        call.insert(u"spent"_s, call.value(u"spent"_s).toDouble() + cost);
        Square1066::writeTurnNote(writer, u"call-to-arms"_s, side.id, call);
        why << tr("paid from the call to arms: %1 point(s) left, lost if not spent now")
                        .arg(call.value(u"points"_s).toDouble() - call.value(u"spent"_s).toDouble());
    } else {
        why << tr("%1 Gold Point marker(s) back to the pool").arg(markers);
    }
    draft.privateText = (draft.privateText.isEmpty() ? QString() : draft.privateText + u' ')
                        + why.join(u"; "_s);
    draft.audience = Audience::Side;
    draft.audienceSide = side.id;
    draft.publicText = tr("%1 works out a recruitment (1066 §10.2)").arg(side.name);
    draft.kind = u"1066.recruit-working"_s;
    writer.commit(draft);
    if (markers > 0)
        HandActions(campaign).returnMarkers(side.id, QStringList(markers, GoldKind));
    return StepOutcome{outcome, {}, line};
}

} // namespace

void Recruit1066::registerStep(StepRegistry &registry)
{
    StepSpec s = StepSpec::make(
            u"1066"_s, "Reeve::TurnSteps1066", u"recruit"_s, N("Recruit"),
            N("In its recruiting phase a power buys one kind of recruit for one or more squares at the Gold "
              "Recruiting Expenditure Table's price, paid in Gold Point markers from the hand (or from this "
              "phase's call to arms): land units one per friendly-held, unpillaged town, fleets one per such "
              "port, "
              "any number in its own off-map area; a castle (one a turn) or the removal of a Pillaged "
              "marker."),
            {u"1066 §10.2"_s, u"1066 §10.3"_s, u"1066 §10.5"_s, u"1066 §10.6"_s, u"1066 §10.7"_s,
             u"1066 §20.2"_s, u"1066 §20.3"_s});
    StepField squares
            = StepField::make(u"squares"_s, StepField::Type::List, true, N("Squares"),
                              N("Where the recruits go, one per square (a castle or a Pillaged marker "
                                "removed: its square)."));
    squares.itemType = StepField::Type::Location;
    StepField pay
            = StepField::choice(u"pay"_s, {u"gold"_s, u"call-to-arms"_s}, false, N("Paid from"),
                                N("gold: Gold Point markers from the hand, a fraction costing a whole marker "
                                  "(default); call-to-arms: this phase's call-to-arms points."));
    pay.defaultValue = u"gold"_s;
    s.fields = {StepField::make(u"side"_s, StepField::Type::Side, true, N("Power"), N("The phasing power.")),
                StepField::choice(u"unit"_s,
                                  {u"knight"_s, u"housecarl"_s, u"thegn"_s, u"fyrd"_s, u"berserkers"_s,
                                   u"fleet"_s, u"castle"_s, u"remove-pillage"_s},
                                  true, N("Recruit"), N("The kind bought (§10.2's table).")),
                squares, pay};
    // A castle for the Normans at Rouen, four phases after the first initiative, paid with a drawn Gold Point.
    s.examples = {u"reeve-cli step FILE deploy side=Normans unit=William square=Rouen"_s,
                  markerMixExample1066({{u"Gold Point"_s, 2}}),
                  u"reeve-cli container FILE pick Normans \"Gold Point\""_s};
    for (int i = 0; i < 4; ++i)
        s.examples << u"reeve-cli step FILE next-phase"_s;
    s.examples << u"reeve-cli step FILE recruit side=Normans unit=castle squares='[\"Rouen\"]'"_s;
    s.check = check;
    s.apply = apply;
    registry.add(s);
}

} // namespace Reeve
