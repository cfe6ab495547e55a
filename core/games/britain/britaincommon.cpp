#include "britaincommon.h"

#include <QCoreApplication>

#include "procedures/procedurecontext.h"
#include "tables/rowkey.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Britain {

using namespace Qt::StringLiterals;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Britain", text);
}

Procedure withHelp(Procedure procedure)
{
    procedure.fillParameterHelp();
    return procedure;
}

Procedure make(const QString &name, const QString &title, const QStringList &refs)
{
    Procedure p = Procedure::make(u"britain"_s, name, title, refs);
    p.diceText = tr("no dice");
    return p;
}

int figure(const ProcedureContext &c, const QString &tableId, const QString &column)
{
    const RuleTable &table = c.table(tableId);
    const int col = table.columnIndex(column);
    const int row = table.rowIndexOf(RowKey::single(1));
    if (col < 0 || row < 0)
        throw Failure::internal(u"Table %1 has no column %2."_s.arg(tableId, column));
    const TableCell &cell = table.require(row, col);
    bool ok = false;
    const int value = cell.value.toVariant().toInt(&ok);
    if (!ok)
        throw Failure::badInput(tr("Table %1, column %2 holds %3, which is not a whole number; correct it in the "
                                   "Tables panel.")
                                        .arg(tableId, column, cell.value.toVariant().toString()));
    return value;
}

QString signedText(qint64 value)
{
    return value >= 0 ? u"+%1"_s.arg(value) : u"−%1"_s.arg(-value);
}

} // namespace Reeve::Britain
