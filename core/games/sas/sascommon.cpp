#include "sascommon.h"

#include <QCoreApplication>

#include "procedures/procedurecontext.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::SwordsAndSails", text);
}

QString tr(const char *text, const char *disambiguation, int n)
{
    return QCoreApplication::translate("Reeve::SwordsAndSails", text, disambiguation, n);
}

QString ref(const char *where)
{
    return u"Swords & Sails, "_s + QString::fromUtf8(where);
}

const QStringList &factions()
{
    static const QStringList list{u"byzantium"_s, u"fatimid"_s, u"hre"_s, u"england"_s,
                                  u"france"_s,    u"kievan"_s,  u"nse"_s};
    return list;
}

int factionRow(const QString &faction)
{
    return int(factions().indexOf(faction)) + 1;
}

QString factionName(const QString &faction)
{
    static const QMap<QString, const char *>
            names{{u"byzantium"_s, QT_TRANSLATE_NOOP("Reeve::SwordsAndSails", "Byzantium")},
                  {u"fatimid"_s, QT_TRANSLATE_NOOP("Reeve::SwordsAndSails", "the Fatimid Caliphate")},
                  {u"hre"_s, QT_TRANSLATE_NOOP("Reeve::SwordsAndSails", "the Holy Roman Empire")},
                  {u"england"_s, QT_TRANSLATE_NOOP("Reeve::SwordsAndSails", "England")},
                  {u"france"_s, QT_TRANSLATE_NOOP("Reeve::SwordsAndSails", "France")},
                  {u"kievan"_s, QT_TRANSLATE_NOOP("Reeve::SwordsAndSails", "Kievan Rus'")},
                  {u"nse"_s, QT_TRANSLATE_NOOP("Reeve::SwordsAndSails", "the North Sea Empire")}};
    const char *name = names.value(faction, nullptr);
    return name ? tr(name) : faction;
}

ParameterSpec factionParameter(const QString &help)
{
    return ParameterSpec::choice(u"faction"_s, tr("Faction"), factions(), QJsonValue::Null,
                                 help.isEmpty() ? tr("The faction whose cards give the figures.") : help);
}

const QStringList &armyUnits()
{
    static const QStringList list{u"KN"_s, u"HC"_s, u"LC"_s, u"HI"_s, u"LI"_s, u"PS"_s};
    return list;
}

const QStringList &fleetUnits()
{
    static const QStringList list{u"WS"_s, u"RD"_s, u"TR"_s};
    return list;
}

QStringList allUnits()
{
    return armyUnits() + fleetUnits();
}

QString Figure::shown() const
{
    if (note.isEmpty())
        return u"%1 (%2)"_s.arg(value).arg(provenance);
    return u"%1 (%2: %3)"_s.arg(value).arg(provenance, note);
}

namespace {

const TableCell &cellAt(const ProcedureContext &c, const QString &tableId, int row, const QString &column)
{
    const RuleTable &table = c.table(tableId);
    const int r = table.rowIndexFor(row);
    const int col = column.isEmpty() ? 0 : table.columnIndex(column);
    if (col < 0)
        throw Failure::internal(u"table %1 has no column %2"_s.arg(tableId, column));
    try {
        return table.require(r, col);
    } catch (const Failure &failure) {
        if (failure.kind() != Failure::Kind::MissingFigure)
            throw;
        // Rows are numbered; say what the number stands for.
        throw Failure::missingFigure(failure.detail().value(u"table"_s).toString(),
                                     failure.detail().value(u"cell"_s).toString(),
                                     failure.message() + u' '
                                             + tr("(Rows of this table: %1.)").arg(table.dice()));
    }
}

} // namespace

Figure figure(const ProcedureContext &c, const QString &tableId, int row, const QString &column)
{
    const TableCell &cell = cellAt(c, tableId, row, column);
    const double value = cell.value.toDouble();
    if (!cell.value.isDouble() || value != double(qint64(value)))
        throw Failure::badInput(tr("Table %1 (row %2, column %3) must hold a whole number; it holds \"%4\".")
                                        .arg(tableId)
                                        .arg(row)
                                        .arg(column, cell.value.toVariant().toString()));
    return Figure{int(value), provenanceLabel(cell.provenance), cell.note};
}

Figure figure(const ProcedureContext &c, const QString &tableId, int row)
{
    return figure(c, tableId, row, QString());
}

QString textFigure(const ProcedureContext &c, const QString &tableId, int row, const QString &column,
                   QString *provenance)
{
    const TableCell &cell = cellAt(c, tableId, row, column);
    if (provenance)
        *provenance = provenanceLabel(cell.provenance);
    return cell.value.toVariant().toString();
}

std::pair<int, int> fraction(const QString &text, const QString &tableId)
{
    const QStringList parts = text.split(u'/');
    bool okA = false;
    bool okB = false;
    const int a = parts.value(0).trimmed().toInt(&okA);
    const int b = parts.value(1).trimmed().toInt(&okB);
    if (parts.size() != 2 || !okA || !okB || a < 0 || b <= 0)
        throw Failure::badInput(
                tr("Table %1 must hold a fraction such as 1/2; it holds \"%2\".").arg(tableId, text));
    return {a, b};
}

QList<ParameterSpec> unitCountParameters(const QStringList &units, const QString &prefix,
                                         const QString &helpPattern)
{
    QList<ParameterSpec> specs;
    for (const QString &unit : units)
        specs << ParameterSpec::integer(prefix + unit.toLower(),
                                        prefix.isEmpty() ? unit : prefix + unit.toLower(), 0, 1000, 0,
                                        (helpPattern.isEmpty() ? tr("Number of %1 units.") : helpPattern)
                                                .arg(unit));
    return specs;
}

QMap<QString, int> unitCounts(const ProcedureContext &c, const QStringList &units, const QString &prefix)
{
    QMap<QString, int> counts;
    for (const QString &unit : units)
        counts.insert(unit, int(c.integer(prefix + unit.toLower())));
    return counts;
}

QString countsText(const QMap<QString, int> &counts, const QStringList &order)
{
    QStringList parts;
    for (const QString &unit : order)
        if (counts.value(unit) > 0)
            parts << u"%1 %2"_s.arg(counts.value(unit)).arg(unit);
    return parts.isEmpty() ? tr("none") : parts.join(u", "_s);
}

} // namespace Reeve::Sas
