// Mercenaries and the Scara bought in the Treasury Phase (Charlemagne §11.2, §11.5b, §29), the pillage
// marker placed by a side's force (§17, §4.4a(4)), and the battle step's column check (§16.6).
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "campaign/ruleoptions.h"
#include "games/charlemagne/charlemagneallegiance.h"
#include "games/charlemagne/charlemagnebuild.h"
#include "games/charlemagne/charlemagneforcesteps.h"
#include "games/charlemagne/charlemagnestepchecks.h"
#include "games/charlemagne/charlemagneturn.h"
#include "ledger/ledger.h"
#include "ledger/ledgercategories.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

using T = StepField::Type;
using Checks = CharlemagneStepChecks;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CharlemagneSteps", text);
}

StepSpec make(const QString &id, const char *title, const char *summary, const QStringList &rules)
{
    return StepSpec::make(u"charlemagne"_s, "Reeve::CharlemagneSteps", id, title, summary, rules);
}

QString jsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

bool markerAt(CampaignReader &reader, const QString &where, const QString &kind)
{
    for (const PlacedMarker &m : reader.markers()) {
        if (m.locationId == where && m.kind == kind)
            return true;
    }
    return false;
}

/// Whether \a sideId has an active unit at \a where (a leader when \a leaderOnly).
bool occupies(CampaignReader &reader, qint64 sideId, const QString &where, bool leaderOnly = false)
{
    for (const Unit &u : reader.units()) {
        if (!u.isEliminated() && u.sideId == sideId && u.locationId == where
            && (!leaderOnly || u.type == u"leader"_s))
            return true;
    }
    return false;
}

// ---- recruit (§11.2, §11.5b, §29) ----

const QStringList kRecruitTypes{u"field army"_s, u"warrior host"_s, u"nomad horde"_s,
                                u"militia"_s,    u"fleet"_s,        u"scara"_s};

QList<StepRefusal> scaraCheck(Campaign &c, CampaignReader &reader, const QJsonObject &f, const Location &hex)
{
    if (!RuleOptions(c).isChosen(u"scara"_s))
        return {StepRefusal{tr("The Scara is an optional rule not in play in this campaign: put §29 in play "
                               "first (reeve-cli option FILE set scara on)."),
                            u"Charlemagne §29"_s}};
    if (f.value(u"side"_s).toString() != u"Empire"_s)
        return {StepRefusal{tr("The Scara has only an Empire side: the Tribal player never recruits it."),
                            u"Charlemagne §29.3"_s}};
    for (const Unit &u : reader.units()) {
        if (!u.isEliminated() && u.attributes.value(u"scara"_s).toBool())
            return {StepRefusal{tr("The Scara is already on the map (#%1): there is one such unit.").arg(u.id),
                                u"Charlemagne §29"_s}};
    }
    if (!occupies(reader, reader.sideByName(u"Empire"_s).id, hex.id, true))
        return {StepRefusal{tr("No Frankish leader stands at %1: the Scara is placed in a burg one occupies.")
                                    .arg(hex.id),
                            u"Charlemagne §29.1"_s}};
    return {};
}

QList<StepRefusal> mercenaryCheck(Campaign &c, CampaignReader &reader, const QJsonObject &f,
                                  const Location &hex)
{
    const QString side = f.value(u"side"_s).toString();
    const QString region = CharlemagneAllegiance::regionAt(reader, hex.id);
    if (region.isEmpty())
        return {StepRefusal{
                tr("%1 has no region recorded: a mercenary is of the region its burg lies in; record "
                   "it with the hex step (region=).")
                        .arg(hex.id),
                u"Charlemagne §11.2b"_s}};
    const QString controller = reader.location(region).attributes.value(u"control"_s).toString();
    if (controller != side)
        return {StepRefusal{
                tr("%1 is held by %2, not %3: the units of a region serve the side that controls it, "
                   "so %3 recruits no %1 mercenaries.")
                        .arg(region, controller.isEmpty() ? tr("nobody") : controller, side),
                u"Charlemagne §4.2a"_s}};
    if (f.value(u"type"_s).toString() == u"fleet"_s && !hex.attributes.value(u"port"_s).toBool())
        return {StepRefusal{
                tr("%1 has no port: a recruited fleet is placed in a burg with a port symbol (the hex "
                   "step records port=true).")
                        .arg(hex.id),
                u"Charlemagne §11.5b"_s}};
    Q_UNUSED(c);
    return {};
}

QList<StepRefusal> recruitCheck(Campaign &c, const QJsonObject &f)
{
    const QList<StepRefusal> notNow = CharlemagneForceSteps::ownTurn(c, f.value(u"side"_s).toString(),
                                                                     tr("mercenaries are bought"),
                                                                     u"Charlemagne §11.2"_s);
    if (!notNow.isEmpty())
        return notNow;
    CampaignReader reader(c.database());
    const Location hex = reader.location(f.value(u"hex"_s).toString());
    const QString side = f.value(u"side"_s).toString();
    const qint64 sideId = reader.sideByName(side).id;
    if (hex.kind != u"hex"_s || !markerAt(reader, hex.id, u"burg"_s))
        return {StepRefusal{
                tr("%1 is not a burg: mercenaries are placed in a burg (a printed burg is entered with "
                   "the burg step).")
                        .arg(hex.id),
                u"Charlemagne §11.2a"_s}};
    if (!occupies(reader, sideId, hex.id))
        return {StepRefusal{tr("%1 has no unit at %2: a mercenary goes into a burg the side occupies.")
                                    .arg(side, hex.id),
                            u"Charlemagne §11.2a"_s}};
    const int turn = reader.clock().turn;
    for (const Unit &u : reader.units()) {
        if (u.locationId == hex.id && u.attributes.value(u"recruited_turn"_s).toInt() == turn
            && u.attributes.value(u"recruited_by"_s).toString() == side)
            return {StepRefusal{
                    tr("%1 already received a mercenary this turn (#%2): place this one in another burg.")
                            .arg(hex.id)
                            .arg(u.id),
                    u"Charlemagne §11.2b"_s}};
    }
    return f.value(u"type"_s).toString() == u"scara"_s ? scaraCheck(c, reader, f, hex)
                                                       : mercenaryCheck(c, reader, f, hex);
}

/// Inserts the recruited unit; the Tribal player's stays face down, named publicly by side and number only.
qint64 placeRecruit(ActionWriter &writer, CampaignReader &reader, const QJsonObject &f, qint64 *unitId)
{
    const QString side = f.value(u"side"_s).toString();
    const Side s = reader.sideByName(side);
    const bool scara = f.value(u"type"_s).toString() == u"scara"_s;
    const QString type = scara ? u"field army"_s : f.value(u"type"_s).toString();
    const QString hex = f.value(u"hex"_s).toString();
    QJsonObject a{{u"face"_s, side == u"Empire"_s ? u"up"_s : u"down"_s},
                  {u"recruited_turn"_s, reader.clock().turn},
                  {u"recruited_by"_s, side}};
    if (scara)
        a.insert(u"scara"_s, true); // no region: it serves the Empire only (§29.3)
    else
        a.insert(u"region"_s, CharlemagneAllegiance::regionAt(reader, hex));
    const QString name = f.value(u"name"_s).toString(scara ? u"Scara"_s : QString());
    const qint64 id = writer.nextId(u"units"_s);
    writer.insert(u"units"_s, {{u"id"_s, id},
                               {u"side_id"_s, s.id},
                               {u"location_id"_s, hex},
                               {u"type"_s, type},
                               {u"name"_s, name},
                               {u"attributes"_s, jsonText(a)},
                               {u"status"_s, u"active"_s}});
    *unitId = id;
    ActionDraft draft;
    draft.kind = u"unit.add"_s;
    const QString what = scara ? tr("the Scara") : type;
    const QString full = tr("%1 recruits %2 #%3 at %4 (Charlemagne %5)")
                                 .arg(side, what)
                                 .arg(id)
                                 .arg(hex, scara ? u"§29"_s : u"§11.2"_s);
    if (side == u"Empire"_s) {
        draft.publicText = full;
    } else {
        draft.publicText = tr("%1 recruits a face-down unit (#%2) at %3 (Charlemagne §11.2)")
                                   .arg(side)
                                   .arg(id)
                                   .arg(hex);
        draft.privateText = full;
        draft.audience = Audience::Side;
        draft.audienceSide = s.id;
    }
    return writer.commit(draft);
}

StepOutcome recruitApply(Campaign &c, const QJsonObject &f, const QJsonObject &)
{
    CampaignReader reader(c.database());
    const QString side = f.value(u"side"_s).toString();
    const qint64 sideId = reader.sideByName(side).id;
    const bool scara = f.value(u"type"_s).toString() == u"scara"_s;
    const QString headline = tr("%1 recruits in its Treasury Phase (Charlemagne §11.2)").arg(side);
    ActionWriter(c.log()).commit(u"charlemagne.recruit"_s, headline);
    ActionWriter writer(c.log());
    const qint64 treasure = qMax<qint64>(0, writer.row(u"accounts"_s, {{u"side_id"_s, sideId}})
                                                    .value(u"balance"_s)
                                                    .toInteger());
    QJsonObject inputs{{u"treasure"_s, treasure}};
    if (!scara)
        inputs.insert(f.value(u"type"_s).toString().replace(u' ', u'_'), 1);
    const Procedure &p = ProcedureRegistry::standard().get(scara ? u"charlemagne.scara"_s
                                                                 : u"charlemagne.spending"_s);
    const TableLibrary tables = CampaignTables::forCampaign(c);
    ActionDraft draft;
    const ProcedureResult r = ProcedureRunner(tables).resolveInto(writer, p,
                                                                  ProcedureRunner::completeInputs(p, inputs),
                                                                  QList<int>{}, draft);
    draft.privateText = draft.publicText;
    draft.publicText = tr("%1: a private record of its treasure (Charlemagne §25)").arg(side);
    draft.audience = Audience::Side;
    draft.audienceSide = sideId;
    writer.commit(draft);
    const qint64 cost = r.outcome.value(u"cost"_s).toInteger();
    LedgerOptions secret;
    secret.audience = Audience::Side;
    secret.audienceSide = sideId;
    if (cost > 0)
        Ledger(c).debit(sideId, cost, LedgerCategory::Purchase,
                        scara ? tr("the Scara, Charlemagne §29") : tr("a mercenary, Charlemagne §11.2"),
                        secret);
    ActionWriter place(c.log());
    qint64 unit = 0;
    const qint64 seq = placeRecruit(place, reader, f, &unit);
    return StepOutcome{{{u"seq"_s, seq}, {u"unit"_s, unit}, {u"cost"_s, cost}, {u"procedure"_s, r.toJson()}},
                       QJsonArray{r.toJson()},
                       {}};
}

StepSpec recruitStep()
{
    StepSpec s = make(
            u"recruit"_s, CS("Recruit"),
            CS("Buys a mercenary with the side's treasure and places it in an occupied friendly burg of its "
               "own region, one per hex a turn (a fleet only in a port); or, under §29, the Scara in a "
               "burg with a Frankish leader."),
            {u"Charlemagne §11.2"_s, u"Charlemagne §11.5b"_s, u"Charlemagne §29"_s});
    s.fields = {
            StepField::choice(u"side"_s, {u"Empire"_s, u"Tribal"_s}, true, CS("Side"),
                              CS("The player's side: Empire or Tribal.")),
            StepField::choice(u"type"_s, kRecruitTypes, true, CS("Unit type"),
                              CS("field army, warrior host, nomad horde, militia, fleet, or scara (§29).")),
            StepField::make(u"hex"_s, T::Location, true, CS("Burg"),
                            CS("The burg hex it is placed in; its region is the unit's.")),
            StepField::make(u"name"_s, T::Text, false, CS("Name"), CS("The name on the counter, if any."))};
    s.examples
            = {u"reeve-cli step FILE hex hex=Paris region=Neustria"_s,
               u"reeve-cli step FILE burg hex=Paris"_s, u"reeve-cli step FILE move unit=8 to=Paris"_s,
               // A TEST FIGURE for the mercenary militia's price, which the rules text lacks.
               u"printf 'row,militia\\n1,2\\n' | reeve-cli table charlemagne.treasure-points --campaign FILE "
               "--import /dev/stdin"_s,
               u"reeve-cli step FILE recruit side=Empire type=militia hex=Paris"_s};
    s.check = &recruitCheck;
    s.apply = &recruitApply;
    return s;
}

// ---- pillage marker (§17, §4.4a(4)) ----

QList<StepRefusal> pillageCheck(Campaign &c, const QJsonObject &f)
{
    QList<StepRefusal> out = Checks::marker(c, f, u"pillage"_s);
    if (!out.isEmpty() && !f.value(u"remove"_s).toBool() && out.first().message.contains(u"already"_s))
        out.first().rule = u"Charlemagne §17.2"_s; // no pillage where a pillage marker lies
    if (!out.isEmpty() || f.value(u"remove"_s).toBool())
        return out.isEmpty() ? CharlemagneBuild::check(c, f, u"pillage"_s) : out; // §17.4 paid by side=
    CampaignReader reader(c.database());
    const QString hex = f.value(u"hex"_s).toString();
    if (reader.location(hex).attributes.value(u"peripheral"_s).toBool())
        return {StepRefusal{tr("%1 is a peripheral area: no pillage there.").arg(hex),
                            u"Charlemagne §17.2"_s}};
    const QString region = CharlemagneAllegiance::regionAt(reader, hex);
    const bool neutral = !region.isEmpty()
                         && reader.location(region).attributes.value(u"control"_s).toString() == u"Neutral"_s;
    const QString side = f.value(u"side"_s).toString();
    if (side.isEmpty())
        return neutral ? QList<StepRefusal>{StepRefusal{
                       tr("%1 lies in neutral %2: name whose force pillages (side=Empire or side=Tribal), "
                          "since the pillage brings %2 into the war on the other side.")
                               .arg(hex, region),
                       u"Charlemagne §4.4a(4)"_s}}
                       : out;
    if (!occupies(reader, reader.sideByName(side).id, hex))
        return {StepRefusal{tr("%1 has no force at %2: a force pillages the hex it stands in.").arg(side, hex),
                            u"Charlemagne §17.1"_s}};
    return {};
}

StepOutcome pillageApply(Campaign &c, const QJsonObject &f, const QJsonObject &)
{
    CampaignReader reader(c.database());
    const QString hex = f.value(u"hex"_s).toString();
    if (f.value(u"remove"_s).toBool()) {
        const QString payer = f.value(u"side"_s).toString();
        const qint64 cost = payer.isEmpty() ? 0 : CharlemagneBuild::pay(c, f, u"pillage"_s); // §17.4
        for (const PlacedMarker &m : reader.markers())
            if (m.locationId == hex && m.kind == u"pillage"_s) {
                StepOutcome out{{{u"seq"_s, CampaignEditor(c).removeMarker(m.id)}}, {}, {}};
                if (!payer.isEmpty()) {
                    out.outcome.insert(u"cost"_s, cost);
                    out.publicSummary = tr("%1 removes the pillage marker at %2 in its Treasury Phase "
                                           "(Charlemagne §17.4)")
                                                .arg(payer, hex);
                }
                return out;
            }
    }
    const QString side = f.value(u"side"_s).toString();
    const qint64 sideId = side.isEmpty() ? 0 : reader.sideByName(side).id;
    const QString region = CharlemagneAllegiance::regionAt(reader, hex);
    ActionWriter writer(c.log());
    const qint64 id = writer.nextId(u"placed_markers"_s);
    writer.insert(u"placed_markers"_s, {{u"id"_s, id},
                                        {u"location_id"_s, hex},
                                        {u"kind"_s, u"pillage"_s},
                                        {u"side_id"_s, sideId ? QJsonValue(sideId) : QJsonValue()},
                                        {u"attributes"_s, u"{}"_s}});
    QString text = side.isEmpty()
                           ? tr("A pillage marker is placed at %1 (Charlemagne §17)").arg(hex)
                           : tr("%1 pillages %2: a pillage marker is placed (Charlemagne §17)").arg(side, hex);
    QString entered;
    Location l = region.isEmpty() ? Location{} : reader.location(region);
    if (!side.isEmpty() && l.attributes.value(u"control"_s).toString() == u"Neutral"_s) {
        const QString gainer = side == u"Empire"_s ? u"Tribal"_s : u"Empire"_s;
        l.attributes.insert(u"control"_s, gainer);
        writer.update(u"locations"_s, {{u"id"_s, l.id}}, {{u"attributes"_s, jsonText(l.attributes)}});
        const QString units = CharlemagneAllegiance(writer).transfer(region, u"Neutral"_s, gainer).text();
        entered = gainer;
        text += tr("; %1 enters the war: %2 gains its control (Charlemagne §4.4a(4))%3")
                        .arg(region, gainer, units.isEmpty() ? QString() : u"; "_s + units);
    }
    const qint64 seq = writer.commit(u"charlemagne.pillage"_s, text);
    return StepOutcome{{{u"seq"_s, seq}, {u"consequence"_s, text}, {u"region_to"_s, entered}}, {}, {}};
}

StepSpec pillageStep()
{
    StepSpec s = make(
            u"pillage"_s, CS("Pillage marker"),
            CS("Places a pillage marker on a hex where the named side's force pillaged, or takes one away; "
               "a pillage in a neutral region brings it into the war on the other player's side."),
            {u"Charlemagne §17"_s, u"Charlemagne §4.4a(4)"_s});
    s.fields = {StepField::make(u"hex"_s, T::Location, true, CS("Hex"), CS("The hex the marker goes on.")),
                StepField::choice(
                        u"side"_s, {u"Empire"_s, u"Tribal"_s}, false, CS("Pillaged by"),
                        CS("Whose force pillaged (it stands in the hex); needed in a neutral region. With "
                           "remove: the side that pays to clear it, a unit of its in the hex.")),
                [] {
                    StepField r = StepField::make(u"remove"_s, T::Boolean, false, CS("Remove"),
                                                  CS("Take the marker away instead of placing it."));
                    r.defaultValue = false;
                    return r;
                }()};
    s.examples = {u"reeve-cli charlemagne FILE pillage Rome"_s,
                  u"reeve-cli charlemagne FILE pillage Rome --remove"_s,
                  u"reeve-cli step FILE hex hex=Regensburg region=Bavaria"_s,
                  u"reeve-cli step FILE move unit=38 to=Regensburg"_s,
                  u"reeve-cli step FILE pillage hex=Regensburg side=Tribal"_s};
    s.check = &pillageCheck;
    s.apply = &pillageApply;
    return s;
}

} // namespace

QList<StepSpec> recruitAndPillageSteps()
{
    return {recruitStep(), pillageStep()};
}

// ---- the battle step's column (§16.6) ----

QList<StepField> CharlemagneForceSteps::battleFields()
{
    const auto flag = [](const QString &name, const char *label, const char *help) {
        StepField f = StepField::make(name, T::Boolean, false, label, help);
        f.defaultValue = false;
        return f;
    };
    return {flag(u"attacker_advance"_s, CS("Attacker's military advance"),
                 CS("The attacker plays a military advance (as in the ratio step).")),
            flag(u"defender_terrain"_s, CS("Defensive terrain"),
                 CS("The defender stands in rugged terrain, a pass or a marsh (a burg marker counts by "
                    "itself).")),
            flag(u"defender_advance"_s, CS("Defender's military advance"),
                 CS("The defender plays a military advance.")),
            flag(u"override"_s, CS("Referee's column"),
                 CS("Keep the column given although the forces' ratio gives another; the result says so."))};
}

QString CharlemagneForceSteps::columnOf(Campaign &c, const QJsonObject &f)
{
    const QJsonArray attackers = f.value(u"attackers"_s).toArray();
    const QJsonArray defenders = f.value(u"defenders"_s).toArray();
    if (attackers.isEmpty() || defenders.isEmpty())
        return {};
    QList<qint64> a;
    QList<qint64> d;
    for (const QJsonValue &v : attackers)
        a << Checks::unitId(c, v);
    for (const QJsonValue &v : defenders)
        d << Checks::unitId(c, v);
    CharlemagneTurn turn(c);
    const ForceSummary fa = turn.force(a);
    const ForceSummary fd = turn.force(d);
    if (fa.strength < 1 || fd.strength < 1)
        return {};
    const Procedure &p = ProcedureRegistry::standard().get(u"charlemagne.combat-ratio"_s);
    const QJsonObject inputs{{u"attacker"_s, fa.strength},
                             {u"defender"_s, fd.strength},
                             {u"attacker_leader"_s, fa.leader},
                             {u"attacker_advance"_s, f.value(u"attacker_advance"_s).toBool()},
                             {u"defender_leader"_s, fd.leader},
                             {u"defender_terrain"_s,
                              f.value(u"defender_terrain"_s).toBool() || turn.defendsInBurg(d)},
                             {u"defender_advance"_s, f.value(u"defender_advance"_s).toBool()}};
    const TableLibrary tables = CampaignTables::forCampaign(c);
    return ProcedureRunner(tables)
            .runEntered(p, ProcedureRunner::completeInputs(p, inputs), {})
            .outcome.value(u"column"_s)
            .toString();
}

QList<StepRefusal> CharlemagneForceSteps::battleCheck(Campaign &c, const QJsonObject &f)
{
    const QString ratio = columnOf(c, f);
    const QString given = f.value(u"column"_s).toString();
    if (ratio.isEmpty() || ratio == given || f.value(u"override"_s).toBool())
        return {};
    return {StepRefusal{tr("The forces named give column %1, not %2 (the ratio step shows the working): give "
                           "column=%1, or override=true to keep the referee's column.")
                                .arg(ratio, given),
                        u"Charlemagne §16.6"_s}};
}

QString CharlemagneForceSteps::columnNote(Campaign &c, const QJsonObject &f)
{
    const QString ratio = columnOf(c, f);
    const QString given = f.value(u"column"_s).toString();
    if (ratio.isEmpty())
        return tr("column %1 as given (no forces named, not checked against a ratio)").arg(given);
    if (ratio == given)
        return tr("column %1, as the forces' ratio gives (Charlemagne §16.6)").arg(given);
    return tr("column %1 by the referee's override; the forces' ratio gives %2 (Charlemagne §16.6)")
            .arg(given, ratio);
}

} // namespace Reeve::Charlemagne
