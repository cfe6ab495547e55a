// The Stratagem Phase draw counted from the board, with a drawn leader placed where the referee says
// (Charlemagne §8.2b, §21.1, §24.3), a revolt's roll applied to its region (§7, §4.5), and the event roll
// that stops while its event is not entered (§6).
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerdraws.h"
#include "games/charlemagne/charlemagneallegiance.h"
#include "games/charlemagne/charlemagnecommon.h"
#include "games/charlemagne/charlemagneforcesteps.h"
#include "games/charlemagne/charlemagnestepkit.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "steps/stepspec.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

#define CS(text) QT_TRANSLATE_NOOP("Reeve::CharlemagneSteps", text)

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

using T = StepField::Type;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CharlemagneSteps", text);
}

StepSpec make(const QString &id, const char *title, const char *summary, const QStringList &rules)
{
    return StepSpec::make(u"charlemagne"_s, "Reeve::CharlemagneSteps", id, title, summary, rules);
}

StepField sideField()
{
    return StepField::choice(u"side"_s, {u"Empire"_s, u"Tribal"_s}, true, CS("Side"),
                             CS("The player's side: Empire or Tribal."));
}

bool says(const QString &text, const QString &word)
{
    return QRegularExpression(u"\\b%1"_s.arg(QRegularExpression::escape(word)),
                              QRegularExpression::CaseInsensitiveOption)
            .match(text)
            .hasMatch();
}

// ---- the Stratagem Phase (§8.2b) ----

/// The civilization markers in hexes where \a sideId has an active unit, neutral regions too (§8.2b, §4.3a(4)).
QStringList civilizationsHeld(CampaignReader &reader, qint64 sideId)
{
    QSet<QString> occupied;
    for (const Unit &u : reader.units()) {
        if (u.sideId == sideId && !u.isEliminated())
            occupied.insert(u.locationId);
    }
    QStringList out;
    for (const PlacedMarker &m : reader.markers()) {
        if (m.kind == u"civilization"_s && occupied.contains(m.locationId) && !out.contains(m.locationId))
            out << m.locationId;
    }
    out.sort();
    return out;
}

int leadersOf(CampaignReader &reader, qint64 sideId)
{
    int n = 0;
    for (const Unit &u : reader.units())
        n += u.sideId == sideId && u.type == u"leader"_s && u.attributes.contains(u"stratagem_marker"_s);
    return n;
}

/// The meta key that keeps the game turn of \a sideId's last Stratagem Phase draw (one a player turn, §8.2b).
QString drawnKey(qint64 sideId)
{
    return u"charlemagne.stratagems-turn."_s + QString::number(sideId);
}

QList<StepRefusal> stratagemsCheck(Campaign &c, const QJsonObject &f)
{
    const QList<StepRefusal> turn = StepKit::playerCheck(c, f, tr("stratagems are drawn"),
                                                         u"Charlemagne §8.2b"_s);
    if (!turn.isEmpty())
        return turn;
    const QString side = StepKit::playerOf(c, f);
    CampaignReader reader(c.database());
    const qint64 sideId = reader.sideByName(side).id;
    const QString turnNow = QString::number(reader.clock().turn);
    if (reader.meta(drawnKey(sideId)) == turnNow)
        return {StepRefusal{tr("%1 has taken its Stratagem Phase draw this game turn already: one draw a "
                               "Stratagem Phase (bought draws are the Treasury Phase's, §8.2c); undo that "
                               "draw to take it again.")
                                    .arg(side),
                            u"Charlemagne §8.2b"_s}};
    const QString at = f.value(u"leader_at"_s).toString();
    if (at.isEmpty())
        return {};
    for (const Unit &u : reader.units()) {
        if (u.sideId == sideId && !u.isEliminated() && u.locationId == at) // a leader is a unit too (§21.2)
            return {};
    }
    return {StepRefusal{tr("%1 has no unit at %2: a drawn leader is placed over friendly units.").arg(side, at),
                        u"Charlemagne §21.1"_s}};
}

StepOutcome stratagemsApply(Campaign &c, const QJsonObject &f, const QJsonObject &)
{
    CampaignReader reader(c.database());
    const QString side = StepKit::playerOf(c, f);
    const qint64 sideId = reader.sideByName(side).id;
    {
        // The turn of this draw, kept with its own line so one undo takes both back (§8.2b).
        ActionWriter marked(c.log());
        const QString turn = QString::number(reader.clock().turn);
        if (marked.row(u"meta"_s, {{u"key"_s, drawnKey(sideId)}}).isEmpty())
            marked.insert(u"meta"_s, {{u"key"_s, drawnKey(sideId)}, {u"value"_s, turn}});
        else
            marked.update(u"meta"_s, {{u"key"_s, drawnKey(sideId)}}, {{u"value"_s, turn}});
        marked.commit(u"charlemagne.stratagems"_s,
                      tr("%1 takes its Stratagem Phase draw (Charlemagne §8.2b)").arg(side));
    }
    const QStringList held = civilizationsHeld(reader, sideId);
    const Procedure &p = ProcedureRegistry::standard().get(u"charlemagne.stratagem-draws"_s);
    const TableLibrary tables = CampaignTables::forCampaign(c);
    const QJsonObject inputs{{u"civilizations"_s, held.size()},
                             {u"augustus"_s, f.value(u"augustus"_s).toString()}};
    const ProcedureResult r = ProcedureRunner(tables)
                                      .resolveInCampaign(c, p, ProcedureRunner::completeInputs(p, inputs),
                                                         QList<int>{});
    const int draws = r.outcome.value(u"draws"_s).toInt();
    const int leadersBefore = leadersOf(reader, sideId);
    ContainerDraws::Options options;
    options.leaderAt = f.value(u"leader_at"_s).toString();
    // A leader drawn with no place named is refused by the draw (the stratagems' leader placement rule,
    // §21.1) and the step rolls back whole: the same draw comes again once leader_at is given.
    options.leaderAsk = tr("leader_at=HEX, over one of its units");
    const ContainerOutcome drawn = ContainerDraws(c).draw(sideId, draws, options);
    const bool leaderDrawn = leadersOf(reader, sideId) > leadersBefore;
    return StepOutcome{{{u"seq"_s, drawn.seq},
                        {u"civilizations"_s, QJsonArray::fromStringList(held)},
                        {u"draws"_s, draws},
                        {u"leader_placed"_s, leaderDrawn ? options.leaderAt : QString()},
                        {u"procedure"_s, r.toJson()}},
                       QJsonArray{r.toJson()},
                       {}};
}

StepSpec stratagemsStep()
{
    StepSpec s = make(
            u"stratagems"_s, CS("Stratagem Phase draw"),
            CS("Draws the side's stratagems: one, one more for each civilization marker its units occupy "
               "(counted on the board), and Augustus's; a leader drawn goes over the friendly units the "
               "referee names."),
            {u"Charlemagne §8.2b"_s, u"Charlemagne §21.1"_s, u"Charlemagne §24.3"_s});
    StepField augustus = StepField::choice(u"augustus"_s, leaderChoices(), false, CS("Augustus held by"),
                                           CS("none, leader, or charlemagne (he draws two more)."));
    augustus.defaultValue = u"none"_s;
    StepField side = sideField();
    side.required = false; // the clock names the player to play (§3.1)
    side.help = CS("The player drawing: left out, the player the clock names; given, it must be that "
                   "player.");
    s.fields
            = {side, augustus,
               StepField::make(u"leader_at"_s, T::Location, false, CS("A drawn leader goes to"),
                               CS("The hex of friendly units a leader drawn now joins; asked for when one is "
                                  "drawn."))};
    // A TEST FIGURE for the counter mix, which the rules text does not print.
    s.examples
            = {u"reeve-cli container FILE compose Vassalage=6 'Crown of Pavia=1' 'Donation of Constantine=1' "
               "'Frankish General Assembly=1' 'Ring of the Avars=1' Missionary=4 'Military Advance=4' "
               "Espionage=2 Augustus=1 Leader=4"_s,
               u"reeve-cli step FILE stratagems side=Tribal leader_at=Saxony"_s};
    s.check = &stratagemsCheck;
    s.apply = &stratagemsApply;
    return s;
}

// ---- revolt (§7) ----

QStringList revoltReadings()
{
    return {u"auto"_s, u"no-effect"_s, u"neutral"_s, u"tribal"_s};
}

QList<StepRefusal> revoltCheck(Campaign &c, const QJsonObject &f)
{
    CampaignReader reader(c.database());
    const Location l = reader.location(f.value(u"region"_s).toString());
    if (l.kind != u"region"_s)
        return {StepRefusal{tr("%1 is a %2, not a region: a revolt rolls for each region the event names.")
                                    .arg(l.id, l.kind),
                            u"Charlemagne §7.1"_s}};
    if (l.id == u"Austrasia"_s)
        return {StepRefusal{tr("Austrasia is never affected by revolts: no roll."), u"Charlemagne §7.3"_s}};
    return {};
}

/// The original religion of \a region (Region Control Table, religion row); exit 3 when missing.
QString originalReligion(Campaign &c, const QString &region)
{
    const TableLibrary tables = CampaignTables::forCampaign(c);
    const RuleTable &t = tables.table(u"charlemagne.region-control"_s);
    const int col = t.columnIndex(region);
    if (col < 0 || t.rowCount() < 2 || t.cell(1, col).isMissing())
        throw Failure::missingFigure(
                u"charlemagne.region-control"_s, u"2/%1"_s.arg(region),
                tr("The original religion of %1 (Region Control Table, religion row) is not in "
                   "the rules text: enter it with reeve-cli step FILE region-religion region=%1 "
                   "religion=R (Charlemagne §7.2).")
                        .arg(region));
    return t.cell(1, col).value.toString();
}

/// What the result does to control: "no-effect", "neutral" or "tribal" (§7.2), read from its words.
QString controlOf(const QString &result, const QString &reading)
{
    if (reading != u"auto"_s)
        return reading;
    if (says(result, u"neutral"_s) && !says(result, u"tribal"_s))
        return u"neutral"_s;
    if (says(result, u"tribal"_s))
        return u"tribal"_s;
    return u"no-effect"_s;
}

QString applyControl(ActionWriter &writer, Location l, const QString &effect)
{
    const QString before = l.attributes.value(u"control"_s).toString();
    QString to;
    if (effect == u"neutral"_s && before != u"Neutral"_s)
        to = u"Neutral"_s;
    else if (effect == u"tribal"_s && before == u"Neutral"_s)
        to = u"Tribal"_s;
    if (to.isEmpty())
        return effect == u"tribal"_s && before != u"Neutral"_s
                       ? tr("%1 is not neutral: control stays %2 (only a neutral region turns Tribal, §7.2)")
                                 .arg(l.id, before)
                       : tr("control of %1 stays %2 (§7.2)").arg(l.id, before);
    l.attributes.insert(u"control"_s, to);
    writer.update(u"locations"_s, {{u"id"_s, l.id}},
                  {{u"attributes"_s,
                    QString::fromUtf8(QJsonDocument(l.attributes).toJson(QJsonDocument::Compact))}});
    const QString units = CharlemagneAllegiance(writer).transfer(l.id, before, to).text();
    // To neutrality: §4.5; a neutral region forced into the war by the revolt: belligerence, §4.4a(1), §4.4b.
    return tr("%1 passes from %2 to %3 (%4)%5")
            .arg(l.id, before, to, to == u"Neutral"_s ? u"§7.2, §4.5"_s : u"§7.2, §4.4a(1), §4.4b"_s,
                 units.isEmpty() ? QString() : u"; "_s + units);
}

StepOutcome revoltApply(Campaign &c, const QJsonObject &f, const QJsonObject &dice)
{
    CampaignReader reader(c.database());
    Location l = reader.location(f.value(u"region"_s).toString());
    const Procedure &p = ProcedureRegistry::standard().get(u"charlemagne.revolt"_s);
    const TableLibrary tables = CampaignTables::forCampaign(c);
    std::optional<QList<int>> faces;
    if (dice.contains(u"roll"_s))
        faces = QList<int>{dice.value(u"roll"_s).toArray().first().toInt()};
    ActionWriter writer(c.log());
    ActionDraft draft;
    const ProcedureResult r = ProcedureRunner(tables).resolveInto(
            writer, p,
            ProcedureRunner::completeInputs(p, {{u"region"_s, l.id},
                                                {u"modifier"_s, f.value(u"modifier"_s).toInt()}}),
            faces, draft);
    const QString result = r.outcome.value(u"result"_s).toVariant().toString();
    const QString reading = f.value(u"reading"_s).toString();
    const QString effect = controlOf(result, reading);
    QStringList parts{applyControl(writer, l, effect)};
    const bool religionBack = f.contains(u"religion_back"_s) ? f.value(u"religion_back"_s).toBool()
                                                             : says(result, u"religion"_s);
    if (religionBack) {
        l = CampaignReader(writer.database()).location(l.id);
        const QString original = originalReligion(c, l.id);
        if (l.attributes.value(u"religion"_s).toString() != original) {
            l.attributes.insert(u"religion"_s, original);
            writer.update(u"locations"_s, {{u"id"_s, l.id}},
                          {{u"attributes"_s,
                            QString::fromUtf8(QJsonDocument(l.attributes).toJson(QJsonDocument::Compact))}});
            parts << tr("%1 returns to its original religion, %2 (§7.2)").arg(l.id, original);
        } else {
            parts << tr("%1 already follows its original religion (%2)").arg(l.id, original);
        }
    }
    parts.prepend(reading == u"auto"_s ? tr("result read as %1").arg(effect)
                                       : tr("applied as %1 by the referee").arg(effect));
    const QString consequence = parts.join(u"; "_s);
    draft.publicText = tr("%1 — %2").arg(draft.publicText, consequence);
    draft.data.insert(u"consequence"_s, consequence);
    ProcedureResult out = r;
    out.loggedAs = writer.commit(draft);
    return StepOutcome{{{u"seq"_s, out.loggedAs},
                        {u"effect"_s, effect},
                        {u"consequence"_s, consequence},
                        {u"procedure"_s, out.toJson()}},
                       QJsonArray{out.toJson()},
                       {}};
}

StepSpec revoltStep()
{
    StepSpec s = make(
            u"revolt"_s, CS("Revolt"),
            CS("Rolls the Revolt Table for one region a revolt event names and applies it: a return to "
               "neutrality with its units (§4.5), a neutral region turning Tribal, a return to the "
               "original religion."),
            {u"Charlemagne §7"_s, u"Charlemagne §4.5"_s});
    StepField modifier = StepField::make(u"modifier"_s, T::Integer, false, CS("Modifier"),
                                         CS("The Revolt Table's modifiers that apply, added up."));
    modifier.defaultValue = 0;
    StepField reading
            = StepField::choice(u"reading"_s, revoltReadings(), false, CS("Reading"),
                                CS("How the entered result is applied: auto reads its words (neutral, "
                                   "tribal), or say it: no-effect, neutral, tribal."));
    reading.defaultValue = u"auto"_s;
    s.fields
            = {StepField::make(u"region"_s, T::Location, true, CS("Region"), CS("The region rolled for.")),
               modifier, reading,
               StepField::make(u"religion_back"_s, T::Boolean, false, CS("Original religion back"),
                               CS("Whether the result returns the region to its original religion (left out: "
                                  "when the result's words name religion)."))};
    s.dice = {StepDice{u"roll"_s, u"d6"_s, CS("The revolt die (left out, Reeve rolls it).")}};
    s.examples = {
            u"printf 'd6,result\\n4,return to neutrality\\n' | reeve-cli table charlemagne.revolt --campaign "
            "FILE --import /dev/stdin"_s,
            u"reeve-cli step FILE revolt region=Gascony --dice roll=4"_s};
    s.check = &revoltCheck;
    s.apply = &revoltApply;
    return s;
}

// ---- the Event Phase roll (§6) ----

StepOutcome eventApply(Campaign &c, const QJsonObject &f, const QJsonObject &dice)
{
    CampaignReader reader(c.database());
    const QString side = f.contains(u"side"_s) ? reader.sideByName(f.value(u"side"_s).toString()).name
                                               : reader.side(reader.clock().activeSide).name;
    // The procedure reports a number whose event is not entered (so `odds` can count it); the campaign stops
    // here instead, like every other missing figure (exit 3), with nothing written: the dice-seed counter is
    // rolled back with the action, so the same roll comes again once the row is entered.
    const Procedure &p = ProcedureRegistry::standard().get(u"charlemagne.event"_s);
    const TableLibrary tables = CampaignTables::forCampaign(c);
    std::optional<QList<int>> faces;
    if (dice.contains(u"roll"_s)) {
        faces = QList<int>{};
        for (const QJsonValue &v : dice.value(u"roll"_s).toArray())
            faces->append(v.toInt());
    }
    ActionWriter writer(c.log());
    ActionDraft draft;
    const ProcedureResult r = ProcedureRunner(tables).resolveInto(writer, p,
                                                                  ProcedureRunner::completeInputs(p, {}),
                                                                  faces, draft);
    const int number = r.outcome.value(u"event_number"_s).toInt();
    if (!r.outcome.value(u"event_entered"_s).toBool())
        throw Failure::missingFigure(
                u"charlemagne.event"_s, QString::number(number),
                tr("Event %1 (tens die %2, units die %3) is not in the rules text: read it on the printed "
                   "Event "
                   "Table and enter row %1 of charlemagne.event in the Tables panel or with reeve-cli table "
                   "charlemagne.event --campaign FILE --import FILE.csv, then run this step again (a roll "
                   "Reeve made comes out the same) "
                   "(Charlemagne §6.1).")
                        .arg(number)
                        .arg(number / 10)
                        .arg(number % 10));
    ProcedureResult out = r;
    out.loggedAs = writer.commit(draft);
    return StepOutcome{{{u"seq"_s, out.loggedAs},
                        {u"side"_s, side},
                        {u"event_number"_s, number},
                        {u"event"_s, r.outcome.value(u"event"_s)},
                        {u"procedure"_s, out.toJson()}},
                       QJsonArray{out.toJson()},
                       {}};
}

StepSpec eventStep()
{
    StepSpec s = make(
            u"event"_s, CS("Event roll"),
            CS("Rolls the Event Table's two dice (tens, then units) and reports the event; stops while "
               "the event rolled is not entered from the printed table."),
            {u"Charlemagne §6"_s});
    StepField side = sideField();
    side.required = false; // the clock names the player to play (§3.1)
    side.help = CS("The player rolling: left out, the player the clock names; given, it must be that "
                   "player.");
    s.fields = {side};
    s.check = [](Campaign &c, const QJsonObject &f) -> QList<StepRefusal> {
        // Each player rolls in his own Event Phase (§3.1, §6): the clock's player, or the one named.
        CampaignReader reader(c.database());
        const qint64 active = reader.clock().activeSide;
        const QString named = f.value(u"side"_s).toString();
        if (named.isEmpty() && active == 0)
            return {StepRefusal{tr("The clock names no player to play: give side=Empire or side=Tribal, or "
                                   "name the player with reeve-cli clock FILE side NAME."),
                                u"Charlemagne §6, §3.1"_s}};
        if (!named.isEmpty() && active != 0 && reader.sideByName(named).id != active)
            return {StepRefusal{
                    tr("The clock names the %1 player to play, not the %2: leave side out to "
                       "roll the %1 player's event, or correct the clock with reeve-cli clock FILE side "
                       "NAME.")
                            .arg(reader.side(active).name, named),
                    u"Charlemagne §6, §3.1"_s}};
        return {};
    };
    s.dice = {StepDice{u"roll"_s, u"2d6"_s,
                       CS("The tens die, then the units die (left out, Reeve rolls them).")}};
    s.examples
            = {u"printf 'd66,event\\n34,Test event (referee entry)\\n' | reeve-cli table charlemagne.event "
               "--campaign FILE --import /dev/stdin"_s,
               u"reeve-cli clock FILE side Empire"_s, u"reeve-cli step FILE event --dice roll=3,4"_s};
    s.apply = &eventApply;
    return s;
}

} // namespace

QList<StepSpec> eventSteps()
{
    return {eventStep(), stratagemsStep(), revoltStep()};
}

} // namespace Reeve::Charlemagne
