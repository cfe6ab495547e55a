#include "diceprocedures.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include "dice/diceexpression.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "tables/ruletable.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DiceProcedures", text);
}

QJsonValue number(const mpq_class &q)
{
    if (q.get_den() == 1)
        return QJsonValue(qint64(q.get_num().get_si()));
    return QJsonValue(q.get_d());
}

Procedure rollProcedure()
{
    Procedure p;
    p.id = u"dice.roll"_s;
    p.game = u"generic"_s;
    p.title = tr("Roll a dice expression");
    p.summary = tr("Rolls any expression such as 2d6+1, d66, d% or (d3+1)/2 and gives its total.");
    p.parameters = {ParameterSpec::text(u"expr"_s, tr("Expression"), QJsonValue::Null,
                                        tr("Dice such as 2d6, d66, d%, constants, + - * /, parentheses, floor(), "
                                           "ceil(); division is exact."))};
    p.diceText = tr("the expression's dice from left to right (d66: tens die then units die; d%: one d100)");
    p.oddsFields = {u"total"_s};
    p.body = [](ProcedureContext &c) {
        const DiceExpression expr = DiceExpression::parse(c.text(u"expr"_s));
        QList<int> faces;
        QStringList shown;
        for (int sides : expr.diceSides()) {
            faces << c.roll(sides, u"d%1"_s.arg(sides));
            shown << QString::number(faces.last());
        }
        const mpq_class total = expr.evaluate(faces);
        c.set(u"total"_s, number(total));
        c.set(u"total_exact"_s, QString::fromStdString(total.get_str()));
        c.step(shown.isEmpty() ? tr("%1 uses no dice; it comes to %2.").arg(expr.text(), Distribution::decimal(total))
                               : tr("Dice %1 in %2 give %3.").arg(shown.join(u", "_s), expr.text(),
                                                                  Distribution::decimal(total)));
    };
    p.exactOdds = [](const QJsonObject &inputs) {
        QList<std::pair<QJsonObject, mpq_class>> lines;
        const Distribution d = DiceExpression::parse(inputs.value(u"expr"_s).toString()).distribution();
        for (const Distribution::Entry &e : d.entries())
            lines.append({QJsonObject{{u"total"_s, number(e.value)}}, d.probability(e)});
        return lines;
    };
    return p;
}

Procedure chanceProcedure()
{
    Procedure p;
    p.id = u"dice.chance"_s;
    p.game = u"generic"_s;
    p.title = tr("Percentage chance");
    p.summary = tr("Rolls d% against a chance in percent: the event happens when the roll is at most the chance "
                   "(for example a storm chance at sea).");
    p.parameters = {ParameterSpec::integer(u"percent"_s, tr("Chance (%)"), 0, 100, QJsonValue::Null,
                                           tr("The chance in percent, 0 to 100."))};
    p.diceText = tr("one d100 (d%)");
    p.oddsFields = {u"happens"_s};
    p.body = [](ProcedureContext &c) {
        const qint64 percent = c.integer(u"percent"_s);
        const int roll = c.roll(100, tr("percentile"));
        const bool happens = roll <= percent;
        c.set(u"roll"_s, roll);
        c.set(u"happens"_s, happens);
        c.step(happens ? tr("Rolled %1 on d%, not above %2%: it happens.").arg(roll).arg(percent)
                       : tr("Rolled %1 on d%, above %2%: it does not happen.").arg(roll).arg(percent));
    };
    return p;
}

Procedure d66Procedure()
{
    Procedure p;
    p.id = u"dice.d66"_s;
    p.game = u"generic"_s;
    p.title = tr("d66 roll");
    p.summary = tr("Two d6 read as tens and units (11 to 66), optionally looked up in a d66 table.");
    p.parameters = {ParameterSpec::text(u"table"_s, tr("Table"), u""_s,
                                        tr("Optional id of a d66 table to read the result from."))};
    p.diceText = tr("two d6: the tens die first, then the units die");
    p.oddsFields = {u"value"_s};
    p.body = [](ProcedureContext &c) {
        const int tens = c.roll(6, tr("tens die"));
        const int units = c.roll(6, tr("units die"));
        const int value = tens * 10 + units;
        c.set(u"value"_s, value);
        c.step(tr("Tens die %1 and units die %2 read as %3.").arg(tens).arg(units).arg(value));
        const QString tableId = c.text(u"table"_s);
        if (tableId.isEmpty())
            return;
        const RuleTable &table = c.table(tableId);
        const int row = table.rowIndexFor(value);
        const TableCell &cell = table.require(row, 0);
        c.set(u"result"_s, cell.value);
        c.step(tr("%1, row %2: %3.").arg(table.title(), table.rowKey(row).toString(), cell.value.toVariant().toString()),
               table.ruleRefs().value(0));
    };
    return p;
}

} // namespace

void DiceProcedures::registerAll(ProcedureRegistry &registry)
{
    registry.add(rollProcedure());
    registry.add(chanceProcedure());
    registry.add(d66Procedure());
}

} // namespace Reeve
