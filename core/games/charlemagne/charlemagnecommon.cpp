#include "charlemagnecommon.h"

#include <algorithm>

#include <QCoreApplication>

#include "procedures/procedurecontext.h"
#include "tables/rowkey.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Charlemagne", text);
}

Procedure withHelp(Procedure procedure)
{
    procedure.fillParameterHelp();
    return procedure;
}

Procedure make(const QString &name, const QString &title, const QStringList &refs)
{
    Procedure p = Procedure::make(u"charlemagne"_s, name, title, refs);
    p.diceText = tr("no dice");
    return p;
}

QStringList leaderChoices()
{
    return {u"none"_s, u"leader"_s, u"charlemagne"_s};
}

namespace {

const TableCell &labelCell(const ProcedureContext &c, const QString &tableId, int row, const QString &column)
{
    const RuleTable &table = c.table(tableId);
    const int col = table.columnIndex(column);
    const int r = table.rowIndexOf(RowKey::single(row));
    if (col < 0 || r < 0)
        throw Failure::internal(u"Table %1 has no row %2 or column %3."_s.arg(tableId).arg(row).arg(column));
    return table.require(r, col);
}

} // namespace

int figure(const ProcedureContext &c, const QString &tableId, int row, const QString &column)
{
    const TableCell &cell = labelCell(c, tableId, row, column);
    bool ok = false;
    const int value = cell.value.toVariant().toInt(&ok);
    if (!ok)
        throw Failure::badInput(tr("Table %1, column %2 holds %3, which is not a whole number; correct it in "
                                   "the Tables panel.")
                                        .arg(tableId, column, cell.value.toVariant().toString()));
    return value;
}

QString textFigure(const ProcedureContext &c, const QString &tableId, int row, const QString &column)
{
    return labelCell(c, tableId, row, column).value.toVariant().toString();
}

int strengthMultiplier(const QString &leader, bool terrain, bool advance)
{
    const int others = (terrain ? 1 : 0) + (advance ? 1 : 0);
    if (leader == u"charlemagne"_s)
        return others > 0 ? 4 : 3;
    const int factors = others + (leader == u"leader"_s ? 1 : 0);
    return std::min(4, 1 + factors);
}

QString multiplierReason(const QString &leader, bool terrain, bool advance)
{
    QStringList parts;
    if (leader == u"charlemagne"_s)
        parts << tr("Charlemagne");
    else if (leader == u"leader"_s)
        parts << tr("a leader");
    if (terrain)
        parts << tr("defensive terrain");
    if (advance)
        parts << tr("a military advance");
    return parts.isEmpty() ? tr("no multiplier") : parts.join(u", "_s);
}

QString multiplierRule(const QString &leader, bool terrain, bool advance)
{
    const int others = (terrain ? 1 : 0) + (advance ? 1 : 0);
    if (leader == u"charlemagne"_s)
        return others > 0 ? tr("Charlemagne with another factor is held to ×4, the most a force can get")
                          : tr("Charlemagne triples");
    switch (others + (leader == u"leader"_s ? 1 : 0)) {
    case 1:
        return tr("one factor doubles");
    case 2:
        return tr("two factors triple");
    default:
        return tr("three factors quadruple");
    }
}

void stepCiting(ProcedureContext &c, QString text, const QString &ref)
{
    const QString suffix = u" (%1)"_s.arg(ref);
    if (text.endsWith(suffix + u'.'))
        text = text.chopped(suffix.size() + 1) + u'.';
    else if (text.endsWith(suffix))
        text.chop(suffix.size());
    c.step(text, ref);
}

} // namespace Reeve::Charlemagne
