#include "rules1066.h"

#include <algorithm>

#include <QCoreApplication>

#include "procedures/procedurecontext.h"
#include "tables/ruletable.h"
#include "tables/tablecell.h"
#include "util/failure.h"

namespace Reeve::Rules1066 {

using namespace Qt::StringLiterals;

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Game1066", text);
}

QString ref(const char *section)
{
    return u"1066 §"_s + QString::fromUtf8(section);
}

Procedure base(const char *id, const QString &title, const QStringList &refs, const QString &summary)
{
    return Procedure::make(u"1066"_s, QString::fromUtf8(id), title, refs, summary);
}

ParameterSpec requiredBoolean(const QString &name, const QString &label, const QString &help)
{
    ParameterSpec spec = ParameterSpec::boolean(name, label, false, help);
    spec.defaultValue = QJsonValue::Null;
    return spec;
}

int ceilDiv(int a, int b)
{
    return (a + b - 1) / b;
}

namespace {

/// The cell, or a missing-figure failure that also names the printed chart and rule to copy it from.
const TableCell &requireNamed(const RuleTable &table, int row, int column)
{
    try {
        return table.require(row, column);
    } catch (const Failure &failure) {
        if (failure.kind() != Failure::Kind::MissingFigure)
            throw;
        throw Failure::missingFigure(failure.detail().value(u"table"_s).toString(),
                                     failure.detail().value(u"cell"_s).toString(),
                                     tr("%1 (%2) lacks this figure: enter it from the printed chart, or as a house "
                                        "figure where the rules are silent. %3")
                                         .arg(table.title(), table.ruleRefs().value(0), failure.message()));
    }
}

} // namespace

QJsonValue lookup(const RuleTable &table, int key, const QString &column)
{
    const int col = table.columnIndex(column);
    if (col < 0)
        throw Failure::internal(u"%1 has no column %2"_s.arg(table.id(), column));
    return requireNamed(table, table.rowIndexFor(key), col).value;
}

QJsonValue lookup(const RuleTable &table, int key)
{
    return requireNamed(table, table.rowIndexFor(key), 0).value;
}

int lookupInt(const RuleTable &table, int key, const QString &column)
{
    const QJsonValue value = lookup(table, key, column);
    bool ok = value.isDouble();
    int result = value.toInt();
    if (value.isString())
        result = value.toString().toInt(&ok);
    if (!ok)
        throw Failure::badInput(tr("%1, %2: the figure \"%3\" should be a whole number; correct it in the Tables panel.")
                                    .arg(table.title(), table.cellName(table.rowIndexFor(key), table.columnIndex(column)),
                                         cellText(value)));
    return result;
}

double lookupNumber(const RuleTable &table, int key, const QString &column)
{
    const QJsonValue value = lookup(table, key, column);
    if (!value.isDouble())
        throw Failure::badInput(tr("%1, column %2: the figure \"%3\" should be a number; correct it in the Tables "
                                   "panel.").arg(table.title(), column, cellText(value)));
    return value.toDouble();
}

QString cellText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble());
    return QString();
}

QString yesNo(bool value)
{
    return value ? tr("yes") : tr("no");
}

QString joinFaces(const QList<int> &faces)
{
    QStringList parts;
    for (int f : faces)
        parts << QString::number(f);
    return parts.join(u", "_s);
}

int rollOff(ProcedureContext &c, QList<int> tied, const QString &ruleRef)
{
    int round = 1;
    while (tied.size() > 1) {
        QList<int> faces;
        for (int player : std::as_const(tied))
            faces << c.roll(6, tr("tie roll, player %1").arg(player + 1));
        const int best = *std::max_element(faces.begin(), faces.end());
        QList<int> next;
        QStringList shown;
        for (int i = 0; i < tied.size(); ++i) {
            shown << tr("player %1: %2").arg(tied.at(i) + 1).arg(faces.at(i));
            if (faces.at(i) == best)
                next << tied.at(i);
        }
        c.step(tr("Tie roll %1: %2; highest goes on.").arg(round++).arg(shown.join(u", "_s)), ruleRef);
        tied = next;
    }
    return tied.first();
}

const QStringList &powers()
{
    static const QStringList list{u"anglo-saxons"_s, u"normans"_s, u"vikings"_s, u"britons"_s};
    return list;
}

QString powerName(const QString &power)
{
    if (power == u"anglo-saxons"_s)
        return tr("Anglo-Saxons");
    if (power == u"normans"_s)
        return tr("Normans");
    if (power == u"vikings"_s)
        return tr("Vikings");
    if (power == u"britons"_s)
        return tr("Britons");
    return power;
}

} // namespace Reeve::Rules1066
