// Supply, recruitment and pillage as steps that read the force on the board (Charlemagne §20, §11.2,
// §29, §17, §4.4a(4)); the battle step's column check against the combat ratio (§16.6).
#include "charlemagneforcesteps.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "campaign/ruleoptions.h"
#include "games/charlemagne/charlemagneallegiance.h"
#include "games/charlemagne/charlemagnestepchecks.h"
#include "games/charlemagne/charlemagneturn.h"
#include "ledger/ledger.h"
#include "ledger/ledgercategories.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

using T = StepField::Type;
using Checks = CharlemagneStepChecks;

const QString kTerrain = u"charlemagne.terrain-effects"_s;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CharlemagneSteps", text);
}

StepField sideField(bool required = true)
{
    StepField f = StepField::choice(u"side"_s, {u"Empire"_s, u"Tribal"_s}, required, CS("Side"),
                                    CS("The player's side: Empire or Tribal."));
    return f;
}

StepField unitList(const QString &name, const char *label, const char *help)
{
    StepField f = StepField::make(name, T::List, false, label, help);
    f.itemType = T::Unit;
    f.defaultValue = QJsonArray();
    return f;
}

QList<qint64> idsOf(Campaign &c, const QJsonValue &list)
{
    QList<qint64> ids;
    for (const QJsonValue &v : list.toArray())
        ids << Checks::unitId(c, v);
    return ids;
}

/// The active units of \a sideId standing at \a where (leaders included).
QList<Unit> unitsAt(CampaignReader &reader, qint64 sideId, const QString &where)
{
    QList<Unit> out;
    for (const Unit &u : reader.units()) {
        if (!u.isEliminated() && u.sideId == sideId && u.locationId == where)
            out << u;
    }
    return out;
}

bool hasMarker(CampaignReader &reader, const QString &where, const QString &kind)
{
    for (const PlacedMarker &m : reader.markers()) {
        if (m.locationId == where && m.kind == kind)
            return true;
    }
    return false;
}

QString publicName(Campaign &c, const Unit &u)
{
    const QString side = CampaignReader(c.database()).side(u.sideId).name;
    if (isFaceDown(c, u))
        return tr("%1 unit #%2").arg(side).arg(u.id);
    return u.name.isEmpty() ? tr("%1 %2 #%3").arg(side, u.type).arg(u.id) : u.name;
}

qint64 balanceOf(ActionWriter &writer, qint64 sideId)
{
    return writer.row(u"accounts"_s, {{u"side_id"_s, sideId}}).value(u"balance"_s).toInteger();
}

LedgerOptions secretTo(qint64 sideId)
{
    LedgerOptions o;
    o.audience = Audience::Side; // treasure is its side's and the referee's (§25)
    o.audienceSide = sideId;
    return o;
}

/// Resolves \a id into \a writer; its record is for \a sideId and the referee (its inputs hold treasure).
ProcedureResult resolvePrivate(Campaign &c, ActionWriter &writer, const QString &id,
                               const QJsonObject &inputs, qint64 sideId)
{
    const Procedure &p = ProcedureRegistry::standard().get(id);
    const TableLibrary tables = CampaignTables::forCampaign(c);
    ActionDraft draft;
    const ProcedureResult r = ProcedureRunner(tables).resolveInto(writer, p,
                                                                  ProcedureRunner::completeInputs(p, inputs),
                                                                  QList<int>{}, draft);
    draft.privateText = draft.publicText;
    draft.publicText = tr("%1: a private record of its treasure (Charlemagne §25)")
                               .arg(CampaignReader(c.database()).side(sideId).name);
    draft.audience = Audience::Side;
    draft.audienceSide = sideId;
    ProcedureResult out = r;
    out.loggedAs = writer.commit(draft);
    return out;
}

// ---- supply (§20) ----

struct Forage
{
    int value = 0;
    QString why;
    bool pillaged = false;
    bool peripheral = false;
};

Forage forageOf(Campaign &c, const Location &hex, const QJsonObject &f)
{
    CampaignReader reader(c.database());
    const TableLibrary tables = CampaignTables::forCampaign(c);
    const RuleTable &table = tables.table(kTerrain);
    Forage out;
    out.pillaged = hasMarker(reader, hex.id, u"pillage"_s);
    out.peripheral = hex.attributes.value(u"peripheral"_s).toBool();
    if (out.pillaged || out.peripheral) {
        const QString column = out.pillaged ? u"pillaged"_s : u"peripheral-area"_s;
        out.value = table.cell(1, table.columnIndex(column)).value.toInt();
        out.why = out.pillaged ? tr("pillaged, forage %1 (§20.4)").arg(out.value)
                               : tr("a peripheral area, forage %1 (§22.6)").arg(out.value);
        return out;
    }
    const QString terrain = hex.attributes.value(u"terrain"_s).toString();
    const int col = terrain.isEmpty() ? -1 : table.columnIndex(terrain);
    const bool printed = col >= 0 && !table.cell(1, col).isMissing();
    if (printed) {
        out.value = table.cell(1, col).value.toInt();
        out.why = tr("%1, forage %2 (Terrain Effects Table)").arg(terrain).arg(out.value);
        if (f.contains(u"forage"_s) && f.value(u"forage"_s).toInt() != out.value)
            throw Failure::badInput(
                    tr("forage=%1 disagrees with the Terrain Effects Table, which gives %2 hexes %3: "
                       "leave forage= out (Charlemagne §20.1).")
                            .arg(f.value(u"forage"_s).toInt())
                            .arg(terrain)
                            .arg(out.value));
        return out;
    }
    if (f.contains(u"forage"_s)) {
        out.value = f.value(u"forage"_s).toInt();
        out.why = tr("forage %1, as the referee entered it from the printed chart").arg(out.value);
        return out;
    }
    const QString what = terrain.isEmpty() ? tr("%1 (its terrain is not recorded)").arg(hex.id)
                                           : tr("%1 hexes").arg(terrain);
    throw Failure::missingFigure(
            kTerrain, u"2/%1"_s.arg(terrain.isEmpty() ? hex.id : terrain),
            tr("The forage value of %1 is on the printed Terrain Effects Table only: give it as forage=N, or "
               "enter it for the terrain (printf 'row,%2\\n2,N\\n' | reeve-cli table "
               "charlemagne.terrain-effects "
               "--campaign FILE --import /dev/stdin; the hex step records a hex's terrain) (Charlemagne "
               "§20.1).")
                    .arg(what, terrain.isEmpty() ? u"TERRAIN"_s : terrain));
}

/// The side's units in the hex that count against its forage: leaders do not (§20.5, §21.5).
QList<Unit> foragers(Campaign &c, const QJsonObject &f)
{
    CampaignReader reader(c.database());
    QList<Unit> out;
    for (const Unit &u :
         unitsAt(reader, reader.sideByName(f.value(u"side"_s).toString()).id, f.value(u"hex"_s).toString()))
        if (u.type != u"leader"_s)
            out << u;
    return out;
}

QList<StepRefusal> supplyCheck(Campaign &c, const QJsonObject &f)
{
    const QList<StepRefusal> turn = CharlemagneForceSteps::ownTurn(c, f.value(u"side"_s).toString(),
                                                                   tr("its units are supplied"),
                                                                   u"Charlemagne §20"_s);
    if (!turn.isEmpty())
        return turn;
    CampaignReader reader(c.database());
    const Location hex = reader.location(f.value(u"hex"_s).toString());
    if (hex.kind != u"hex"_s)
        return {StepRefusal{
                tr("%1 is a %2: forage is counted hex by hex; move the units to their hexes first.")
                        .arg(hex.id, hex.kind),
                u"Charlemagne §20.1"_s}};
    const QList<Unit> units = foragers(c, f);
    if (units.isEmpty())
        return {StepRefusal{tr("%1 has no unit to supply at %2 (leaders need no supply).")
                                    .arg(f.value(u"side"_s).toString(), hex.id),
                            u"Charlemagne §20.5"_s}};
    QSet<qint64> here;
    for (const Unit &u : units)
        here.insert(u.id);
    QSet<qint64> named;
    for (const QString &key : {u"supplied"_s, u"disband"_s}) {
        for (qint64 id : idsOf(c, f.value(key))) {
            if (!here.contains(id))
                return {StepRefusal{
                        tr("Unit #%1 (%2=) is not one of the side's units at %3 that forage there.")
                                .arg(id)
                                .arg(key, hex.id),
                        u"Charlemagne §20.1"_s}};
            if (named.contains(id))
                return {StepRefusal{tr("Unit #%1 is named twice: a unit is supplied or disbanded, not both.")
                                            .arg(id),
                                    u"Charlemagne §20.2"_s}};
            named.insert(id);
        }
    }
    const Forage forage = forageOf(c, hex, f);
    const int over = qMax(0, int(units.size()) - forage.value);
    if (named.size() != over)
        return {StepRefusal{tr("%1 units at %2 against a forage value of %3 (%4): %5 over. Name exactly %5: "
                               "supplied= for those paid for, disband= for the rest.")
                                    .arg(units.size())
                                    .arg(hex.id)
                                    .arg(forage.value)
                                    .arg(forage.why)
                                    .arg(over),
                            u"Charlemagne §20.2"_s}};
    return {};
}

StepOutcome supplyApply(Campaign &c, const QJsonObject &f, const QJsonObject &)
{
    CampaignReader reader(c.database());
    const QString side = f.value(u"side"_s).toString();
    const qint64 sideId = reader.sideByName(side).id;
    const Location hex = reader.location(f.value(u"hex"_s).toString());
    const QList<Unit> units = foragers(c, f);
    const Forage forage = forageOf(c, hex, f);
    QJsonObject inputs{{u"units"_s, units.size()},
                       {u"forage"_s, forage.value},
                       {u"pillaged"_s, forage.pillaged},
                       {u"peripheral"_s, forage.peripheral}};
    for (qint64 id : idsOf(c, f.value(u"supplied"_s))) {
        const QString key = u"pay_"_s + reader.unit(id).type.replace(u' ', u'_');
        inputs.insert(key, inputs.value(key).toInt() + 1);
    }
    const QString headline = tr("%1 supplies its units at %2 (Charlemagne §20)").arg(side, hex.id);
    ActionWriter(c.log()).commit(u"charlemagne.supply"_s, headline);
    ActionWriter writer(c.log());
    inputs.insert(u"treasure"_s, qMax<qint64>(0, balanceOf(writer, sideId)));
    const ProcedureResult r = resolvePrivate(c, writer, u"charlemagne.supply"_s, inputs, sideId);
    const qint64 cost = r.outcome.value(u"supply_cost"_s).toInteger();
    if (cost > 0)
        Ledger(c).debit(sideId, cost, LedgerCategory::Maintenance,
                        tr("supply at %1, Charlemagne §20.2").arg(hex.id), secretTo(sideId));
    QStringList gone;
    ActionWriter out(c.log());
    for (qint64 id : idsOf(c, f.value(u"disband"_s))) {
        const Unit u = reader.unit(id);
        out.update(u"units"_s, {{u"id"_s, id}}, {{u"status"_s, u"eliminated"_s}});
        gone << publicName(c, u);
    }
    const int supplied = int(f.value(u"supplied"_s).toArray().size());
    const QString text = tr("%1 at %2: %3 unit(s), %4; %5 supplied, %6 disbanded%7 (Charlemagne §20.1–20.3)")
                                 .arg(side, hex.id)
                                 .arg(units.size())
                                 .arg(forage.why)
                                 .arg(supplied)
                                 .arg(gone.size())
                                 .arg(gone.isEmpty() ? QString() : u": "_s + gone.join(u", "_s));
    const qint64 seq = out.commit(u"charlemagne.supply"_s, text);
    return StepOutcome{{{u"seq"_s, seq},
                        {u"units"_s, units.size()},
                        {u"forage"_s, forage.value},
                        {u"forage_from"_s, forage.why},
                        {u"supplied"_s, supplied},
                        {u"disbanded"_s, gone.size()},
                        {u"consequence"_s, text},
                        {u"cost"_s, cost},
                        {u"procedure"_s, r.toJson()}},
                       QJsonArray{r.toJson()},
                       {}};
}

StepSpec supplyStep(StepSpec s)
{
    s.fields = {sideField(),
                StepField::make(u"hex"_s, T::Location, true, CS("Hex"), CS("The hex whose units forage.")),
                StepField::number(
                        u"forage"_s, false, CS("Forage value"),
                        CS("The hex's forage value from the printed Terrain Effects Table, when Reeve's "
                           "table lacks it for the hex's terrain."),
                        0, 100),
                unitList(u"supplied"_s, CS("Supplied"),
                         CS("The units over the forage value the player pays for.")),
                unitList(u"disband"_s, CS("Disbanded"),
                         CS("The units over the forage value taken off the map."))};
    s.examples = {u"reeve-cli step FILE hex hex=Eresburg region=Saxony terrain=forest"_s,
                  u"reeve-cli step FILE move unit=38 to=Eresburg"_s,
                  u"reeve-cli step FILE supply side=Tribal hex=Eresburg forage=1"_s};
    s.check = &supplyCheck;
    s.apply = &supplyApply;
    return s;
}

} // namespace

QList<StepRefusal> CharlemagneForceSteps::ownTurn(Campaign &campaign, const QString &side,
                                                  const QString &what, const QString &rule)
{
    CampaignReader reader(campaign.database());
    const qint64 active = reader.clock().activeSide;
    if (active == 0 || side.isEmpty() || reader.sideByName(side).id == active)
        return {};
    return {StepRefusal{
            tr("It is the %1 player's turn: %2 in %3's own player turn (name the player to play with "
               "reeve-cli clock FILE side NAME if the clock is wrong).")
                    .arg(reader.side(active).name, what, side),
            rule + u", §3.1"_s}};
}

// The recruit, pillage and battle parts are in charlemagneforcesteps2.cpp.
QList<StepSpec> recruitAndPillageSteps();
// The Stratagem Phase draw and the revolt, in charlemagneevents.cpp.
QList<StepSpec> eventSteps();

QList<StepSpec> CharlemagneForceSteps::steps()
{
    StepSpec supply
            = StepSpec::make(u"charlemagne"_s, "Reeve::CharlemagneSteps", u"supply"_s, CS("Supply"),
                             CS("Counts the side's units in a hex against its forage value, pays from the "
                                "side's treasure for those it supplies and takes the rest off the map."),
                             {u"Charlemagne §20"_s});
    return QList<StepSpec>{supplyStep(supply)} + recruitAndPillageSteps() + eventSteps();
}

} // namespace Reeve::Charlemagne
