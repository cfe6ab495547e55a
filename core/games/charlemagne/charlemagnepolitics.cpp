#include "charlemagnepolitics.h"

#include <algorithm>

#include "charlemagnecommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/columnselector.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Charlemagne;

namespace {

Procedure event()
{
    Procedure p = make(u"event"_s, tr("Event roll"), {u"Charlemagne §6"_s});
    p.summary = tr("Two dice read as tens and units give an event number from 11 to 66, looked up on the Event "
                   "Table. The number is always reported; the event itself only once its cell is entered.");
    p.diceText = tr("two d6: the tens die first, then the units die");
    p.oddsFields = {u"event_number"_s};
    p.body = [](ProcedureContext &c) {
        const int tens = c.roll(6, tr("tens die"));
        const int units = c.roll(6, tr("units die"));
        const int number = tens * 10 + units;
        c.set(u"event_number"_s, number);
        c.step(tr("Tens die %1, units die %2: event %3.").arg(tens).arg(units).arg(number), u"Charlemagne §6.1"_s);
        const RuleTable &table = c.table(u"charlemagne.event"_s);
        const int row = table.rowIndexFor(number);
        const TableCell &cell = table.cell(row, 0);
        if (cell.isMissing()) {
            // The number alone is the roll's outcome; the event is printed on a chart the source lacks, so
            // the procedure reports what it knows instead of stopping (see reference.md, §6).
            c.set(u"event"_s, QJsonValue(QJsonValue::Null));
            c.set(u"event_entered"_s, false);
            c.step(tr("Event %1 is not entered yet: read it on the printed Event Table and enter it in the Tables "
                      "panel (table charlemagne.event, row %1) or with `reeve-cli table charlemagne.event --import "
                      "FILE.csv --campaign FILE`; after that the event is shown here.")
                           .arg(number),
                   u"Charlemagne §6.1"_s);
            return;
        }
        c.set(u"event"_s, cell.value);
        c.set(u"event_entered"_s, true);
        c.step(tr("Event %1 is %2 (%3). Unless it says otherwise it may happen again later in the game.")
                       .arg(number)
                       .arg(cell.value.toVariant().toString(), provenanceToString(cell.provenance)),
               u"Charlemagne §6.2"_s);
    };
    return p;
}

Procedure revolt()
{
    Procedure p = make(u"revolt"_s, tr("Revolt roll for one region"), {u"Charlemagne §7"_s});
    p.summary = tr("For each region a revolt event names, one die plus the Revolt Table's modifiers gives no effect, "
                   "a return to neutrality or a neutral region turning Tribal, perhaps with its old religion back. "
                   "Austrasia never revolts.");
    p.parameters = {ParameterSpec::text(u"region"_s, tr("Region"), u""_s),
                    ParameterSpec::integer(u"modifier"_s, tr("Total modifier"), -20, 20, 0,
                                           tr("The Revolt Table's modifiers that apply, added up."))};
    p.diceText = tr("one d6 (none for Austrasia)");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        const QString region = c.text(u"region"_s);
        if (region.compare(u"Austrasia"_s, Qt::CaseInsensitive) == 0) {
            c.set(u"result"_s, u"no-effect"_s);
            c.step(tr("Austrasia is never touched by revolts: no roll."), u"Charlemagne §7.3"_s);
            return;
        }
        const int die = c.roll(6, tr("revolt die"));
        const qint64 modified = die + c.integer(u"modifier"_s);
        c.set(u"roll"_s, die);
        c.set(u"modified_roll"_s, modified);
        const RuleTable &table = c.table(u"charlemagne.revolt"_s);
        const ColumnSelector::RowChoice row = ColumnSelector::clampRow(table, int(modified), u"Charlemagne §7.1"_s);
        c.step(tr("Die %1 %2 modifiers = %3, whoever controls the region.")
                       .arg(die)
                       .arg(c.integer(u"modifier"_s) >= 0 ? u"+ %1"_s.arg(c.integer(u"modifier"_s))
                                                          : u"− %1"_s.arg(-c.integer(u"modifier"_s)))
                       .arg(modified),
               u"Charlemagne §7.1"_s);
        for (const QString &line : row.explanation)
            stepCiting(c, line, u"Charlemagne §7.1"_s);
        const TableCell &cell = table.require(row.row, 0);
        c.set(u"result"_s, cell.value);
        c.step(tr("Result for %1: %2.").arg(region.isEmpty() ? tr("the region") : region,
                                             cell.value.toVariant().toString()),
               u"Charlemagne §7.2"_s);
    };
    return p;
}

/// Shared by vassalage and conversion: differential, modifiers, column, die and result.
void differentialRoll(ProcedureContext &c, const QString &tableId, const QString &ref, qint64 phasing,
                      qint64 defending)
{
    const qint64 modifier = c.integer(u"modifier"_s);
    const qint64 differential = phasing - defending;
    const qint64 column = differential + modifier;
    c.step(tr("Differential %1 − %2 = %3; table modifiers %4 give column %5.")
                   .arg(phasing)
                   .arg(defending)
                   .arg(differential)
                   .arg(modifier)
                   .arg(column),
           ref);
    const RuleTable &table = c.table(tableId);
    const ColumnSelector::Choice choice = ColumnSelector::byDifferential(table, column, 0, ref);
    if (choice.clamped)
        c.step(tr("%1 lies beyond the table and is read on column %2.").arg(column).arg(choice.label), ref);
    const int die = c.roll(6, tr("die"));
    c.set(u"differential"_s, differential);
    c.set(u"column"_s, choice.label);
    c.set(u"roll"_s, die);
    const TableCell &cell = table.require(table.rowIndexFor(die), choice.column);
    c.set(u"result"_s, cell.value);
    c.step(tr("Die %1 on column %2: %3; the markers spent go back to the Container.")
                   .arg(die)
                   .arg(choice.label, cell.value.toVariant().toString()),
           ref);
}

QList<ParameterSpec> markerParameters(const QString &what)
{
    return {ParameterSpec::integer(u"markers"_s, tr("Phasing player's %1 markers").arg(what), 0, 100, 1),
            ParameterSpec::integer(u"double_markers"_s, tr("Phasing player's markers counting double"), 0, 100, 0,
                                   tr("The four stratagems of §9.5 (the Crown of Pavia and the others) where the "
                                      "sheet lets them count as two.")),
            ParameterSpec::integer(u"defender_markers"_s, tr("Other player's %1 markers").arg(what), 0, 100, 0),
            ParameterSpec::integer(u"defender_double_markers"_s, tr("Other player's markers counting double"), 0,
                                   100, 0),
            ParameterSpec::integer(u"modifier"_s, tr("Table modifiers to the differential"), -20, 20, 0,
                                   tr("Added to the differential, not to the die."))};
}

Procedure vassalage()
{
    Procedure p = make(u"vassalage"_s, tr("Vassalage attempt"), {u"Charlemagne §9"_s});
    p.summary = tr("The phasing player's vassalage markers less the other player's give a differential; the "
                   "Vassalage Table's modifiers move the column, and a die gives the result. Some stratagems "
                   "count as two markers.");
    p.parameters = markerParameters(tr("vassalage"));
    p.parameters.prepend(ParameterSpec::text(u"region"_s, tr("Target region"), u""_s));
    p.parameters.prepend(ParameterSpec::choice(u"side"_s, tr("Phasing side"), {u"empire"_s, u"tribal"_s},
                                               u"empire"_s));
    p.diceText = tr("one d6");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        const qint64 own = c.integer(u"markers"_s) + 2 * c.integer(u"double_markers"_s);
        if (c.integer(u"markers"_s) + c.integer(u"double_markers"_s) < 1)
            throw Failure::badInput(tr("A vassalage attempt needs at least one vassalage marker (Charlemagne §9)."));
        if (c.text(u"side"_s) == u"tribal"_s && c.text(u"region"_s).compare(u"Austrasia"_s, Qt::CaseInsensitive) == 0)
            throw Failure::badInput(tr("The Tribal player may never try vassalage on Austrasia (Charlemagne §9.6)."));
        const qint64 other = c.integer(u"defender_markers"_s) + 2 * c.integer(u"defender_double_markers"_s);
        c.step(tr("Phasing markers count %1, the other player's %2 (a double marker counts as two).").arg(own).arg(other),
               u"Charlemagne §9.5"_s);
        differentialRoll(c, u"charlemagne.vassalage"_s, u"Charlemagne §9.1"_s, own, other);
    };
    return p;
}

Procedure conversion()
{
    Procedure p = make(u"conversion"_s, tr("Conversion attempt"), {u"Charlemagne §18"_s});
    p.summary = tr("A force in the region spends operation points and missionary markers; the other player's "
                   "missionaries reduce the differential, the Conversion Table's modifiers move the column, and a "
                   "die gives the result. The Empire converts only to Christianity.");
    const QStringList religions{u"christian"_s, u"muslim"_s, u"pagan"_s};
    p.parameters = markerParameters(tr("missionary"));
    p.parameters.prepend(ParameterSpec::boolean(u"in_enemy_zoc"_s, tr("The force is in an enemy ZOC"), false));
    p.parameters.prepend(ParameterSpec::boolean(u"leader"_s, tr("A leader makes the attempt"), false));
    p.parameters.prepend(ParameterSpec::choice(u"force_religion"_s, tr("Religion of the converting force"),
                                               religions, u"christian"_s));
    p.parameters.prepend(ParameterSpec::choice(u"religion"_s, tr("Religion sought"), religions));
    p.parameters.prepend(ParameterSpec::choice(u"side"_s, tr("Phasing side"), {u"empire"_s, u"tribal"_s},
                                               u"empire"_s));
    p.diceText = tr("one d6");
    p.oddsFields = {u"result"_s};
    p.body = [](ProcedureContext &c) {
        const QString religion = c.text(u"religion"_s);
        if (c.integer(u"markers"_s) + c.integer(u"double_markers"_s) < 1)
            throw Failure::badInput(tr("A conversion needs at least one missionary marker (Charlemagne §18.5a)."));
        if (c.boolean(u"in_enemy_zoc"_s))
            throw Failure::badInput(tr("No conversion from inside an enemy ZOC (Charlemagne §18.6a)."));
        if (c.text(u"side"_s) == u"empire"_s && religion != u"christian"_s)
            throw Failure::badInput(tr("The Empire converts regions only to Christianity (Charlemagne §18.6b)."));
        if (c.text(u"side"_s) == u"tribal"_s && !c.boolean(u"leader"_s) && religion != c.text(u"force_religion"_s))
            throw Failure::badInput(tr("Without a leader the Tribal player converts only to the converting "
                                       "force's own religion (Charlemagne §18.6c)."));
        const qint64 own = c.integer(u"markers"_s) + 2 * c.integer(u"double_markers"_s);
        const qint64 other = c.integer(u"defender_markers"_s) + 2 * c.integer(u"defender_double_markers"_s);
        c.step(tr("Missionaries: %1 for the phasing player, %2 against; the force's strength plays no part.")
                       .arg(own)
                       .arg(other),
               u"Charlemagne §18.5"_s);
        differentialRoll(c, u"charlemagne.conversion"_s, u"Charlemagne §18.1"_s, own, other);
    };
    return p;
}

Procedure brokenAgreement()
{
    Procedure p = make(u"broken-agreement"_s, tr("Broken written agreement"), {u"Charlemagne §26.2"_s});
    p.summary = tr("The player who breaks a written agreement rolls a die and loses that many stratagems at random; "
                   "if he holds too few, the other player draws the shortfall from the Container.");
    p.parameters = {ParameterSpec::integer(u"stratagems_held"_s, tr("Stratagems the offender holds"), 0, 1000)};
    p.diceText = tr("one d6");
    p.oddsFields = {u"lost"_s, u"opponent_draws"_s};
    p.body = [](ProcedureContext &c) {
        const int die = c.roll(6, tr("penalty die"));
        const qint64 held = c.integer(u"stratagems_held"_s);
        const qint64 lost = std::min<qint64>(die, held);
        c.set(u"roll"_s, die);
        c.set(u"lost"_s, lost);
        c.set(u"opponent_draws"_s, die - lost);
        c.step(tr("Die %1: the offender returns %2 of his %3 stratagems, drawn at random, and the other player "
                  "draws %4 from the Container.")
                       .arg(die)
                       .arg(lost)
                       .arg(held)
                       .arg(die - lost),
               u"Charlemagne §26.2"_s);
    };
    return p;
}

Procedure deathOfLeader()
{
    Procedure p = make(u"death-of-leader"_s, tr("Death of a Leader marker drawn"), {u"Charlemagne §30"_s});
    p.summary = tr("Optional rule: drawing the blank marker makes the player remove one of his own leaders of his "
                   "choice (never Charlemagne); with none in play it does nothing.");
    p.parameters = {ParameterSpec::integer(u"leaders_in_play"_s, tr("Own leaders in play, Charlemagne excluded"), 0,
                                           100)};
    p.body = [](ProcedureContext &c) {
        const bool any = c.integer(u"leaders_in_play"_s) > 0;
        c.set(u"effect"_s, any ? u"eliminate-leader"_s : u"no-effect"_s);
        c.step(any ? tr("The player removes one of his leaders, his choice, and its marker returns to the "
                        "Container; Charlemagne is immune.")
                   : tr("No leader other than Charlemagne is in play, so the marker has no effect."),
               u"Charlemagne §30"_s);
    };
    return p;
}

} // namespace

void registerCharlemagnePolitics(ProcedureRegistry &registry)
{
    registry.add(withHelp(event()));
    registry.add(withHelp(revolt()));
    registry.add(withHelp(vassalage()));
    registry.add(withHelp(conversion()));
    registry.add(withHelp(brokenAgreement()));
    registry.add(withHelp(deathOfLeader()));
}

} // namespace Reeve
