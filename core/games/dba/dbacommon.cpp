#include "dbacommon.h"

#include <cmath>

#include <QCoreApplication>
#include <QRegularExpression>

#include "procedures/procedurecontext.h"
#include "tables/columnselector.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {
namespace Dba {

using namespace Qt::StringLiterals;

namespace {

const QString FiguresTable = u"dba.figures"_s;
const QString TroopTable = u"dba.troop-values"_s;
const QString BattleTable = u"dba.abstract-battle"_s;
const QString Table3Ref = u"DBA campaign, Table 3"_s;

int figureRow(const RuleTable &table, const QString &name)
{
    const int nameColumn = table.columnIndex(u"figure");
    for (int row = 0; row < table.rowCount(); ++row)
        if (table.cell(row, nameColumn).value.toString() == name)
            return row;
    throw Failure::internal(u"dba.figures has no figure named %1"_s.arg(name));
}

} // namespace

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaProcedures", text);
}

Procedure makeProcedure(const QString &id, const QString &title, const QStringList &ruleRefs,
                        const QString &summary)
{
    return Procedure::make(u"dba"_s, id, title, ruleRefs, summary);
}

Procedure finish(Procedure procedure)
{
    procedure.fillParameterHelp();
    return procedure;
}

ParameterSpec requiredBoolean(const QString &name, const QString &label, const QString &help)
{
    ParameterSpec spec = ParameterSpec::boolean(name, label, false, help);
    spec.defaultValue = QJsonValue::Null;
    return spec;
}

const QStringList &seasons()
{
    static const QStringList list{u"spring"_s, u"summer"_s, u"autumn"_s, u"winter"_s};
    return list;
}

QJsonValue numberValue(double value)
{
    const double rounded = std::round(value);
    if (std::abs(value - rounded) < 1e-9)
        return QJsonValue(qint64(rounded));
    return QJsonValue(std::round(value * 10000.0) / 10000.0);
}

QString numberText(double value)
{
    return numberValue(value).toVariant().toString();
}

std::optional<qint64> figureIfKnown(const ProcedureContext &c, const QString &name)
{
    const RuleTable &table = c.table(FiguresTable);
    const TableCell &cell = table.cell(figureRow(table, name), table.columnIndex(u"value"));
    if (cell.isMissing())
        return std::nullopt;
    return qint64(std::llround(cell.value.toDouble()));
}

qint64 figure(const ProcedureContext &c, const QString &name)
{
    if (const auto value = figureIfKnown(c, name))
        return *value;
    const RuleTable &table = c.table(FiguresTable);
    const int row = figureRow(table, name);
    const int column = table.columnIndex(u"value");
    throw Failure::missingFigure(
            FiguresTable, table.cellName(row, column),
            tr("The figure %1 is not in the campaign text (%2). Enter it once as a house figure in the Tables panel "
               "(table %3, %4) or by importing a CSV with reeve-cli table %3 --import FILE --campaign FILE, then "
               "resolve again.")
                    .arg(name, table.cell(row, column).note, FiguresTable, table.cellName(row, column)));
}

const QStringList &troopTypes()
{
    static const QStringList list{u"kn"_s, u"cv"_s, u"lh"_s, u"sp"_s, u"bd"_s,
                                  u"wb"_s, u"ax"_s, u"bw"_s, u"ps"_s, u"hd"_s};
    return list;
}

const QStringList &grades()
{
    static const QStringList list{u"i"_s, u"o"_s, u"s"_s, u"f"_s};
    return list;
}

TroopValue troopValue(const ProcedureContext &c, const QString &type, const QString &grade)
{
    const RuleTable &table = c.table(TroopTable);
    const int typeColumn = table.columnIndex(u"troop_type");
    const int gradeColumn = table.columnIndex(grade.toUpper());
    if (gradeColumn < 0)
        throw Failure::badInput(tr("Unknown grade %1; Table 1 has i, o, s and f.").arg(grade));
    for (int row = 0; row < table.rowCount(); ++row) {
        const QString label = table.cell(row, typeColumn).value.toString();
        const bool naval = type == u"naval"_s && label.startsWith(u"Naval"_s);
        if (!naval && !label.contains(u"("_s + type + u")"_s, Qt::CaseInsensitive))
            continue;
        const TableCell &cell = table.require(row, gradeColumn);
        TroopValue v;
        v.typeLabel = label;
        v.printed = cell.value.isString() ? cell.value.toString() : QString::number(cell.value.toInteger());
        static const QRegularExpression number(u"^\\(?\\s*(\\d+)\\s*\\)?$"_s);
        const QRegularExpressionMatch match = number.match(v.printed.trimmed());
        v.available = match.hasMatch();
        v.bracketed = v.printed.trimmed().startsWith(u'(');
        v.value = v.available ? match.captured(1).toInt() : 0;
        return v;
    }
    throw Failure::badInput(tr("Table 1 has no troop type %1.").arg(type));
}

BattleCell parseBattleCell(const QString &text, const QString &where)
{
    static const QRegularExpression pattern(u"^\\s*(-|\\d+)(k?)\\s*/\\s*(-|\\d+)(k?)\\s*$"_s);
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        throw Failure::badInput(tr("Table 3, %1 reads \"%2\", which is not of the form 30/20, 100k/- or -/60k.")
                                        .arg(where, text));
    BattleCell cell;
    cell.attackerPct = m.captured(1) == u"-"_s ? 0 : m.captured(1).toInt();
    cell.attackerK = !m.captured(2).isEmpty();
    cell.defenderPct = m.captured(3) == u"-"_s ? 0 : m.captured(3).toInt();
    cell.defenderK = !m.captured(4).isEmpty();
    return cell;
}

Table3Reading readTable3(ProcedureContext &c, qint64 attacker, qint64 defender, int modifiedRoll)
{
    const RuleTable &table = c.table(BattleTable);
    const ColumnSelector::Choice column =
            ColumnSelector::byRatio(table, attacker, defender, ColumnSelector::RatioRule::LargerRoundedDown,
                                    Table3Ref);
    // The selector's lines already end with the rule they follow.
    for (const QString &line : column.explanation)
        c.step(line);
    const ColumnSelector::RowChoice row = ColumnSelector::clampRow(table, modifiedRoll, Table3Ref);
    for (const QString &line : row.explanation)
        c.step(line);
    if (row.clamped)
        c.step(tr("The text does not say what happens beyond the printed rows; Reeve reads the nearest row "
                  "(open point, see the rules reference)."),
               Table3Ref);
    Table3Reading reading;
    reading.column = column.label;
    reading.row = row.roll;
    const TableCell &cell = table.require(row.row, column.column);
    reading.cell = parseBattleCell(cell.value.toString(), table.cellName(row.row, column.column));
    c.step(tr("Row %1, column %2 reads %3: attacker loses %4%, defender loses %5% of their army points.")
                   .arg(row.roll)
                   .arg(column.label, cell.value.toString())
                   .arg(reading.cell.attackerPct)
                   .arg(reading.cell.defenderPct),
           Table3Ref);
    return reading;
}

Annihilation checkAnnihilation(ProcedureContext &c, qint64 attacker, qint64 defender, bool defenderFortified)
{
    const qint64 ratio = figure(c, u"annihilation_ratio"_s);
    const QString ref = u"DBA campaign, BATTLES (Abstract Battle System)"_s;
    if (attacker >= defender * ratio) {
        if (defenderFortified) {
            c.step(tr("%1 to %2 is %3:1 or more, but the defender is in a fortified town, so there is no "
                      "automatic annihilation.")
                           .arg(attacker)
                           .arg(defender)
                           .arg(ratio),
                   ref);
            return Annihilation::None;
        }
        c.step(tr("%1 to %2 is %3:1 or more: the defender is annihilated without a roll.")
                       .arg(attacker)
                       .arg(defender)
                       .arg(ratio),
               ref);
        return Annihilation::Defender;
    }
    if (defender >= attacker * ratio) {
        c.step(tr("%1 to %2 is 1:%3 or worse: the attacker is annihilated without a roll.")
                       .arg(attacker)
                       .arg(defender)
                       .arg(ratio),
               ref);
        return Annihilation::Attacker;
    }
    return Annihilation::None;
}

int generalModifier(ProcedureContext &c, bool attackerGeneral, bool defenderGeneral)
{
    int modifier = 0;
    if (!attackerGeneral) {
        modifier += int(figure(c, u"abstract_no_attacker_general"_s));
        c.step(tr("The attacker has no general: %1.").arg(figure(c, u"abstract_no_attacker_general"_s)),
               Table3Ref);
    }
    if (!defenderGeneral) {
        modifier += int(figure(c, u"abstract_no_defender_general"_s));
        c.step(tr("The defender has no general: %1.")
                       .arg(u"+"_s + QString::number(figure(c, u"abstract_no_defender_general"_s))),
               Table3Ref);
    }
    return modifier;
}

} // namespace Dba
} // namespace Reeve
