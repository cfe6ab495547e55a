#include "dbapolitics.h"

#include <QJsonArray>

#include "games/dba/dbacommon.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/provenance.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Dba;

namespace {

const QString VassalRef = u"DBA campaign, VASSALS & OVERLORDS"_s;
const QString RebellionRef = u"DBA campaign, OF KINGS AND THINGS (Inciting Rebellion)"_s;
const QString KingsRef = u"DBA campaign, OF KINGS AND THINGS"_s;

const QString CausesTable = u"dba.renounce-causes"_s;

/// The overlord's due cause for calling for a vassal's overthrow: one of the causes the umpire entered once in
/// dba.renounce-causes (the text's list is empty), named by its number or its words. Returns its row.
int dueCause(ProcedureContext &c)
{
    const RuleTable &table = c.table(CausesTable);
    const int column = table.columnIndex(u"cause");
    QStringList entered;
    int found = -1;
    const QString grounds = c.text(u"grounds"_s).trimmed();
    for (int row = 0; row < table.rowCount(); ++row) {
        const TableCell &cell = table.cell(row, column);
        if (cell.isMissing())
            continue;
        const QString key = table.rowKey(row).toString();
        entered << u"%1. %2"_s.arg(key, cell.value.toString());
        if (!grounds.isEmpty()
            && (grounds == key || grounds.compare(cell.value.toString(), Qt::CaseInsensitive) == 0))
            found = row;
    }
    if (entered.isEmpty())
        throw Failure::missingFigure(
                CausesTable, table.cellName(0, column),
                tr("An overlord needs due cause to call for a vassal's overthrow, and the text's list of causes is "
                   "empty. Enter the causes once as house rulings in table %1 (Tables panel, or reeve-cli table %1 "
                   "--import FILE --campaign FILE), then name one as \"grounds\".")
                        .arg(CausesTable));
    if (found < 0)
        throw Failure::badInput(tr("%1: an overthrow needs due cause; name one of the causes entered in %2 as "
                                   "\"grounds\" (its number or its words): %3.")
                                        .arg(grounds.isEmpty() ? tr("No grounds given") : tr("\"%1\" is not among them").arg(grounds),
                                             CausesTable, entered.join(u"; "_s)));
    const TableCell &cell = table.cell(found, column);
    c.step(tr("Due cause %1: %2 (%3, %4 figure).")
                   .arg(table.rowKey(found).toString(), cell.value.toString(), table.cellName(found, column),
                        provenanceToString(cell.provenance)),
           VassalRef);
    return found;
}

Procedure breakVassalage()
{
    Procedure p = makeProcedure(u"dba.break-vassalage"_s, tr("Breaking vassalage"), {VassalRef},
                                tr("When a vassal renounces his overlord, or the overlord calls for his overthrow, "
                                   "each of the vassal's provinces may rise in revolt."));
    p.parameters = {ParameterSpec::integer(u"provinces"_s, tr("Vassal's provinces"), 1, 1000, QJsonValue::Null),
                    ParameterSpec::choice(u"cause"_s, tr("Cause"), {u"renounced"_s, u"overthrow"_s}, u"renounced"_s,
                                          tr("renounced: the vassal may not attack his former overlord this season.")),
                    ParameterSpec::text(u"grounds"_s, tr("Due cause"), QString(),
                                        tr("For an overthrow: one of the causes entered in dba.renounce-causes, by "
                                           "number or words."))};
    p.diceText = tr("one d6 per province, in the order the umpire lists them");
    p.oddsFields = {u"revolts"_s};
    p.body = [](ProcedureContext &c) {
        if (c.text(u"cause"_s) == u"overthrow"_s) {
            const RuleTable &causes = c.table(CausesTable);
            const int row = dueCause(c);
            c.set(u"house_setting"_s, u"%1. %2 (%3)"_s.arg(causes.rowKey(row).toString(),
                                                          causes.cell(row, causes.columnIndex(u"cause")).value.toString(),
                                                          CausesTable));
        }
        const qint64 faces = figure(c, u"vassal_revolt_faces"_s);
        QJsonArray revolting;
        const QList<int> dice = c.rollMany(int(c.integer(u"provinces"_s)), 6, tr("province"));
        for (int i = 0; i < dice.size(); ++i)
            if (dice[i] <= faces)
                revolting.append(i + 1);
        c.step(tr("A d6 per province, revolt on %1 or less: rolls %2; %3 province(s) revolt.")
                       .arg(faces)
                       .arg([&] { QStringList s; for (int d : dice) s << QString::number(d); return s.join(u", "_s); }())
                       .arg(qint64(revolting.size())),
               VassalRef);
        if (c.text(u"cause"_s) == u"renounced"_s)
            c.step(tr("Having renounced, the vassal may take no offensive action against his former overlord this "
                      "season."), VassalRef);
        c.set(u"revolting_provinces"_s, revolting);
        c.set(u"revolts"_s, qint64(revolting.size()));
    };
    return p;
}

Procedure vassalContingent()
{
    Procedure p = makeProcedure(u"dba.vassal-contingent"_s, tr("Vassal's contingent"), {VassalRef},
                                tr("The least a vassal must send when his overlord calls for troops for one season: "
                                   "what was asked, or four EE if less."));
    p.parameters = {ParameterSpec::integer(u"requested_ee"_s, tr("EE requested"), 0, 10000, QJsonValue::Null),
                    ParameterSpec::integer(u"sent_ee"_s, tr("EE sent"), 0, 10000, 0,
                                           tr("Naval elements count as EE, supply elements do not."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 minimum = std::min(c.integer(u"requested_ee"_s), figure(c, u"vassal_contingent_ee"_s));
        const bool complies = c.integer(u"sent_ee"_s) >= minimum;
        c.step(tr("At least %1 EE for the whole season; %2 sent: %3.")
                       .arg(minimum).arg(c.integer(u"sent_ee"_s)).arg(complies ? tr("complies") : tr("falls short")),
               VassalRef);
        c.set(u"minimum_ee"_s, minimum);
        c.set(u"complies"_s, complies);
    };
    return p;
}

Procedure vassalTribute()
{
    Procedure p = makeProcedure(u"dba.vassal-tribute"_s, tr("Vassal's tribute"), {u"DBA campaign, REVENUE"_s, VassalRef},
                                tr("What a vassal pays his overlord in Spring: the umpire's house share of the "
                                   "vassal's revenue, for the text gives none."));
    p.parameters = {ParameterSpec::integer(u"revenue"_s, tr("Vassal's revenue (£)"), 0, 100000, QJsonValue::Null,
                                           tr("The revenue of the provinces the vassal holds."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 pct = figure(c, u"vassal_tribute_pct"_s);
        const qint64 revenue = c.integer(u"revenue"_s);
        const qint64 tribute = revenue * pct / 100;
        c.step(tr("Tribute is %1% of the vassal's revenue £%2 (house figure vassal_tribute_pct): £%3, a fraction "
                  "of a £ dropped (Reeve's reading).")
                       .arg(pct)
                       .arg(revenue)
                       .arg(tribute),
               u"DBA campaign, REVENUE (Taxation)"_s);
        c.set(u"house_setting"_s, pct); // vassal_tribute_pct
        c.set(u"amount"_s, tribute);
    };
    return p;
}

Procedure inciteRebellion()
{
    Procedure p = makeProcedure(u"dba.incite-rebellion"_s, tr("Inciting rebellion"), {RebellionRef},
                                tr("The price of stirring up a province, paid at the start of a season; anything paid "
                                   "beyond it goes to the rebel army."));
    p.parameters = {ParameterSpec::integer(u"revenue"_s, tr("Province revenue (£)"), 0, 1000, QJsonValue::Null),
                    ParameterSpec::integer(u"paid"_s, tr("Paid (£)"), 0, 100000, 0, tr("Optional: total paid by all backers."))};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const qint64 cost = figure(c, u"incite_per_revenue"_s) * c.integer(u"revenue"_s);
        const qint64 paid = c.integer(u"paid"_s);
        c.step(tr("%1 × £%2 = £%3.").arg(figure(c, u"incite_per_revenue"_s)).arg(c.integer(u"revenue"_s)).arg(cost),
               RebellionRef);
        c.set(u"cost"_s, cost);
        if (paid > 0) {
            c.set(u"enough"_s, paid >= cost);
            c.set(u"to_rebel_army"_s, std::max<qint64>(0, paid - cost));
            c.step(paid >= cost ? tr("£%1 paid: the province rises next season, with £%2 for the rebel army.").arg(paid).arg(paid - cost)
                                : tr("£%1 paid is not enough.").arg(paid),
                   RebellionRef);
        }
    };
    return p;
}

Procedure rebelLeadership()
{
    Procedure p = makeProcedure(u"dba.rebel-leadership"_s, tr("Rebellion after its leader falls"), {RebellionRef},
                                tr("When a rebellion's general is killed: whether an allied foreign general takes over "
                                   "the rebellion, or else whether the rebel troops join their conqueror rather than "
                                   "disperse."));
    p.parameters = {ParameterSpec::choice(u"question"_s, tr("Question"), {u"takeover"_s, u"join-conqueror"_s}),
                    ParameterSpec::choice(u"province"_s, tr("Province"), {u"home"_s, u"ally-home"_s, u"other"_s},
                                          u"other"_s,
                                          tr("home: a home province; ally-home: one of the rebels' ally's home "
                                             "provinces (takeover only); other: anywhere else."))};
    p.diceText = tr("one d6");
    p.oddsFields = {u"succeeds"_s};
    p.body = [](ProcedureContext &c) {
        const bool takeover = c.text(u"question"_s) == u"takeover"_s;
        const QString province = c.text(u"province"_s);
        if (!takeover && province == u"ally-home"_s)
            throw Failure::badInput(tr("The chance to join the conqueror only distinguishes home and other provinces."));
        const QString name = takeover ? (province == u"home"_s ? u"takeover_home_faces"_s
                                         : province == u"ally-home"_s ? u"takeover_ally_home_faces"_s
                                                                      : u"takeover_other_faces"_s)
                                      : (province == u"home"_s ? u"rebels_join_home_faces"_s : u"rebels_join_other_faces"_s);
        const qint64 faces = figure(c, name);
        const int roll = c.roll(6, tr("rebellion"));
        const bool succeeds = roll <= faces;
        c.step(takeover ? tr("The foreign general takes over on 1–%1; rolled %2: %3.")
                                  .arg(faces).arg(roll).arg(succeeds ? tr("he leads the rebellion") : tr("the rebellion ends"))
                        : tr("The rebels join their conqueror on 1–%1; rolled %2: %3.")
                                  .arg(faces).arg(roll).arg(succeeds ? tr("they join him") : tr("they disperse")),
               RebellionRef);
        c.set(u"succeeds"_s, succeeds);
    };
    return p;
}

Procedure succession()
{
    Procedure p = makeProcedure(u"dba.succession"_s, tr("Death of a C-in-C"), {KingsRef},
                                tr("What follows the death of a nation's C-in-C: vassalage to him lapses; a "
                                   "sub-general succeeds at once, otherwise a new general appears in the capital next "
                                   "season."));
    p.parameters = {requiredBoolean(u"sub_general"_s, tr("Has a sub-general"), tr("The nation has a sub-general.")),
                    ParameterSpec::boolean(u"on_battlefield"_s, tr("Killed in battle with a sub-general present"), false)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const bool sub = c.boolean(u"sub_general"_s);
        c.step(tr("All vassalage owed to him ends; his vassals choose whether to swear to the successor."), KingsRef);
        c.step(sub ? tr("The sub-general takes the throne at once.")
                   : tr("A new general appears in the capital at the start of next season; the field army may go back "
                        "to a controlled province through friendly ones."),
               KingsRef);
        if (c.boolean(u"on_battlefield"_s))
            c.step(tr("A sub-general on the field may try to take command; the text gives no chance for it "
                      "(figure sub_general_takeover_faces, entered by the umpire)."),
                   u"DBA campaign, Sub-generals"_s);
        c.set(u"successor"_s, sub ? u"sub-general"_s : u"new-general-next-season"_s);
        c.set(u"vassalage_cancelled"_s, true);
    };
    return p;
}

Procedure subGeneralTakeover()
{
    Procedure p = makeProcedure(u"dba.sub-general-takeover"_s, tr("Sub-general assumes command"), {u"DBA campaign, Sub-generals"_s},
                                tr("Whether a sub-general takes command when the commanding general is killed on the "
                                   "battlefield. The text allows the attempt but gives no chance: the umpire enters it "
                                   "once as a house figure."));
    p.diceText = tr("one d6");
    p.oddsFields = {u"takes_command"_s};
    p.body = [](ProcedureContext &c) {
        const qint64 faces = figure(c, u"sub_general_takeover_faces"_s);
        const int roll = c.roll(6, tr("sub-general"));
        c.step(tr("Takes command on 1–%1 (house figure); rolled %2.").arg(faces).arg(roll), u"DBA campaign, Sub-generals"_s);
        c.set(u"takes_command"_s, roll <= faces);
    };
    return p;
}

Procedure subGeneral()
{
    Procedure p = makeProcedure(u"dba.sub-general"_s, tr("Winning a sub-general"), {u"DBA campaign, Sub-generals"_s},
                                tr("A nation that wins an on-table battle as main participant may make one eligible "
                                   "element a sub-general."));
    p.parameters = {requiredBoolean(u"won_on_table"_s, tr("Won an on-table battle"), {}),
                    ParameterSpec::boolean(u"major_participant"_s, tr("Main participant, not only an ally"), true),
                    ParameterSpec::boolean(u"eligible_element"_s, tr("Has an eligible element"), true)};
    p.diceText = tr("none");
    p.body = [](ProcedureContext &c) {
        const QString ref = u"DBA campaign, Sub-generals"_s;
        const bool may = c.boolean(u"won_on_table"_s) && c.boolean(u"major_participant"_s);
        const bool shared = may && !c.boolean(u"eligible_element"_s);
        c.step(!may ? tr("No sub-general: only a main participant winning on the table gains one.")
                    : (shared ? tr("A sub-general is gained but shares the general's element; both die if it is lost.")
                              : tr("One eligible element becomes a sub-general.")),
               ref);
        c.set(u"may_promote"_s, may);
        c.set(u"shares_element"_s, shared);
    };
    return p;
}

} // namespace

void DbaPolitics::registerAll(ProcedureRegistry &registry)
{
    registry.add(finish(breakVassalage()));
    registry.add(finish(vassalContingent()));
    registry.add(finish(vassalTribute()));
    registry.add(finish(inciteRebellion()));
    registry.add(finish(rebelLeadership()));
    registry.add(finish(succession()));
    registry.add(finish(subGeneralTakeover()));
    registry.add(finish(subGeneral()));
}

} // namespace Reeve
