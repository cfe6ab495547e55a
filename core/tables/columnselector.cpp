#include "columnselector.h"

#include <numeric>

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>

#include "tables/rowkey.h"
#include "tables/ruletable.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

struct RatioColumn
{
    int index;
    ColumnSelector::Ratio ratio;
};

/// Sign of attacker/defender − numerator/denominator, in exact integer arithmetic.
int compare(qint64 attacker, qint64 defender, const ColumnSelector::Ratio &ratio)
{
    const qint64 left = attacker * ratio.denominator;
    const qint64 right = defender * ratio.numerator;
    return left < right ? -1 : (left > right ? 1 : 0);
}

bool less(const ColumnSelector::Ratio &a, const ColumnSelector::Ratio &b)
{
    return a.numerator * b.denominator < b.numerator * a.denominator;
}

qint64 scaledDecimal(QStringView text)
{
    const qsizetype dot = text.indexOf(u'.');
    const QStringView whole = dot < 0 ? text : text.left(dot);
    QString fraction = dot < 0 ? QString() : text.mid(dot + 1).toString();
    fraction = fraction.leftJustified(3, u'0');
    return whole.toLongLong() * 1000 + fraction.toLongLong();
}

QString number(double value)
{
    QString text = QString::number(value, 'f', 2);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

QString signedNumber(qint64 value)
{
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

void checkStrengths(qint64 attacker, qint64 defender)
{
    if (attacker < 1 || defender < 1 || attacker > ColumnSelector::MaxStrength
        || defender > ColumnSelector::MaxStrength)
        throw Failure::badInput(
                QCoreApplication::translate(
                        "Reeve::Tables",
                        "Strengths must be whole numbers from 1 to %1; attacker %2, defender %3 given.")
                        .arg(ColumnSelector::MaxStrength)
                        .arg(attacker)
                        .arg(defender));
}

QList<RatioColumn> ratioColumns(const QStringList &columns)
{
    if (columns.isEmpty())
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Tables", "A ratio table needs at least one column."));
    QList<RatioColumn> parsed;
    for (int i = 0; i < columns.size(); ++i) {
        const auto ratio = ColumnSelector::parseRatio(columns[i]);
        if (!ratio)
            throw Failure::badInput(
                    QCoreApplication::translate("Reeve::Tables",
                                                "Column %1 is not a ratio such as 1/2, 3:2 or 1.5/1.")
                            .arg(columns[i]));
        parsed.append({i, *ratio});
    }
    return parsed;
}

/// The columns just at or below and just at or above attacker ÷ defender, and the extremes.
struct Bracket
{
    const RatioColumn *floor = nullptr;
    const RatioColumn *ceiling = nullptr;
    const RatioColumn *lowest = nullptr;
    const RatioColumn *highest = nullptr;
};

Bracket bracket(const QList<RatioColumn> &columns, qint64 attacker, qint64 defender)
{
    Bracket b;
    for (const RatioColumn &column : columns) {
        const int sign = compare(attacker, defender, column.ratio);
        if (sign >= 0 && (!b.floor || less(b.floor->ratio, column.ratio)))
            b.floor = &column;
        if (sign <= 0 && (!b.ceiling || less(column.ratio, b.ceiling->ratio)))
            b.ceiling = &column;
        if (!b.lowest || less(column.ratio, b.lowest->ratio))
            b.lowest = &column;
        if (!b.highest || less(b.highest->ratio, column.ratio))
            b.highest = &column;
    }
    return b;
}

QStringList explainDefenderFavoured(qint64 attacker, qint64 defender, const ColumnSelector::Choice &choice,
                                    bool exact, bool integral, const QString &ruleRef)
{
    const QString rounding = ruleRef.isEmpty() ? u"Charlemagne §16.6a"_s : ruleRef;
    const QString clamp = ruleRef.isEmpty() ? u"Charlemagne §16.6b"_s : ruleRef;
    const QString oneAndHalf = ruleRef.isEmpty() ? u"Charlemagne §16.6c"_s : ruleRef;
    const QString a = QString::number(attacker);
    const QString d = QString::number(defender);
    if (attacker >= defender) {
        const QString quotient = number(double(attacker) / double(defender));
        if (exact)
            return {QCoreApplication::translate("Reeve::Tables", "%1 ÷ %2 = %3, exactly the %4 column (%5).")
                            .arg(a, d, quotient, choice.label, rounding)};
        if (!choice.clamped && integral)
            return {QCoreApplication::translate("Reeve::Tables", "%1 ÷ %2 = %3; the attacker is stronger, so "
                                                                 "the fraction is dropped → column %4 (%5).")
                            .arg(a, d, quotient, choice.label, rounding)};
        if (!choice.clamped)
            return {QCoreApplication::translate("Reeve::Tables",
                                                "%1 ÷ %2 = %3; the attacker is stronger, so the ratio drops "
                                                "to the nearest column at or "
                                                "below it → column %4 (%5).")
                            .arg(a, d, quotient, choice.label, oneAndHalf)};
        const QString floored = QString::number(attacker / defender) + u"/1"_s;
        return {QCoreApplication::translate(
                        "Reeve::Tables",
                        "%1 ÷ %2 = %3; the attacker is stronger, so the fraction is dropped: %4 (%5).")
                        .arg(a, d, quotient, floored, rounding),
                QCoreApplication::translate(
                        "Reeve::Tables",
                        "%1 lies beyond the table's columns, so it is read on column %2 (%3).")
                        .arg(floored, choice.label, clamp)};
    }
    const QString quotient = number(double(defender) / double(attacker));
    if (exact)
        return {QCoreApplication::translate(
                        "Reeve::Tables",
                        "%1 ÷ %2 = %3 for the defender, a ratio of 1/%3, exactly the %4 column (%5).")
                        .arg(d, a, quotient, choice.label, rounding)};
    if (!choice.clamped)
        return {QCoreApplication::translate("Reeve::Tables",
                                            "%1 ÷ %2 = %3 for the defender, a ratio of 1/%3; the defender is "
                                            "stronger, so the figure is "
                                            "rounded up in the defender's favour → column %4 (%5).")
                        .arg(d, a, quotient, choice.label, rounding)};
    const QString ceiled = u"1/"_s + QString::number((defender + attacker - 1) / attacker);
    return {QCoreApplication::translate("Reeve::Tables", "%1 ÷ %2 = %3 for the defender, a ratio of 1/%3; "
                                                         "the defender is stronger, so the figure is "
                                                         "rounded up: %4 (%5).")
                    .arg(d, a, quotient, ceiled, rounding),
            QCoreApplication::translate(
                    "Reeve::Tables", "%1 lies beyond the table's columns, so it is read on column %2 (%3).")
                    .arg(ceiled, choice.label, clamp)};
}

QStringList explainLargerRoundedDown(qint64 attacker, qint64 defender, const ColumnSelector::Choice &choice,
                                     bool exact, const QString &ruleRef)
{
    const QString ref = ruleRef.isEmpty() ? u"DBA campaign, Table 3"_s : ruleRef;
    const bool attackerLarger = attacker >= defender;
    const QString larger = QString::number(attackerLarger ? attacker : defender);
    const QString smaller = QString::number(attackerLarger ? defender : attacker);
    const QString quotient = number(attackerLarger ? double(attacker) / double(defender)
                                                   : double(defender) / double(attacker));
    const QString side = attackerLarger ? QCoreApplication::translate("Reeve::Tables", "the attacker's")
                                        : QCoreApplication::translate("Reeve::Tables", "the defender's");
    if (exact)
        return {QCoreApplication::translate("Reeve::Tables", "%1 ÷ %2 = %3, exactly the %4 column (%5).")
                        .arg(larger, smaller, quotient, choice.label, ref)};
    if (choice.clamped)
        return {QCoreApplication::translate("Reeve::Tables", "%1 ÷ %2 = %3, beyond the last ratio on the "
                                                             "table; the larger number, %4, is rounded down "
                                                             "to it → column %5 (%6).")
                        .arg(larger, smaller, quotient, side, choice.label, ref)};
    return {QCoreApplication::translate(
                    "Reeve::Tables",
                    "%1 ÷ %2 = %3; the larger number, %4, is rounded down to the nearest ratio on the table "
                    "→ column %5 (%6).")
                    .arg(larger, smaller, quotient, side, choice.label, ref)};
}

} // namespace

std::optional<ColumnSelector::Ratio> ColumnSelector::parseRatio(QStringView label)
{
    static const QRegularExpression pattern(
            u"^\\s*(\\d{1,6}(?:\\.\\d{1,3})?)\\s*[/:]\\s*(\\d{1,6}(?:\\.\\d{1,3})?)\\s*$"_s);
    const QRegularExpressionMatch match = pattern.match(label);
    if (!match.hasMatch())
        return std::nullopt;
    const qint64 numerator = scaledDecimal(match.capturedView(1));
    const qint64 denominator = scaledDecimal(match.capturedView(2));
    if (numerator <= 0 || denominator <= 0)
        return std::nullopt;
    const qint64 divisor = std::gcd(numerator, denominator);
    return Ratio{numerator / divisor, denominator / divisor};
}

ColumnSelector::Choice ColumnSelector::byRatio(const QStringList &columns, qint64 attacker, qint64 defender,
                                               RatioRule rule, const QString &ruleRef)
{
    checkStrengths(attacker, defender);
    const QList<RatioColumn> parsed = ratioColumns(columns);
    const Bracket b = bracket(parsed, attacker, defender);
    const RatioColumn *chosen = nullptr;
    if (rule == RatioRule::DefenderFavoured || attacker >= defender)
        chosen = b.floor ? b.floor : b.lowest;
    else
        chosen = b.ceiling ? b.ceiling : b.highest;

    Choice choice;
    choice.column = chosen->index;
    choice.label = columns[chosen->index];
    choice.clamped = compare(attacker, defender, b.lowest->ratio) < 0
                     || compare(attacker, defender, b.highest->ratio) > 0;
    const bool exact = compare(attacker, defender, chosen->ratio) == 0;
    if (rule == RatioRule::DefenderFavoured)
        choice.explanation = explainDefenderFavoured(attacker, defender, choice, exact,
                                                     chosen->ratio.denominator == 1, ruleRef);
    else
        choice.explanation = explainLargerRoundedDown(attacker, defender, choice, exact, ruleRef);
    return choice;
}

ColumnSelector::Choice ColumnSelector::byRatio(const RuleTable &table, qint64 attacker, qint64 defender,
                                               RatioRule rule, const QString &ruleRef)
{
    return byRatio(table.columns(), attacker, defender, rule, ruleRef);
}

ColumnSelector::Choice ColumnSelector::byDifferential(const QStringList &columns, qint64 attacker,
                                                      qint64 defender, const QString &ruleRef)
{
    if (std::abs(attacker) > MaxStrength || std::abs(defender) > MaxStrength)
        throw Failure::badInput(
                QCoreApplication::translate(
                        "Reeve::Tables",
                        "Figures for a differential must lie within ±%1; attacker %2, defender %3 given.")
                        .arg(MaxStrength)
                        .arg(attacker)
                        .arg(defender));
    if (columns.isEmpty())
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Tables",
                                            "A differential table needs at least one column."));
    const qint64 difference = attacker - defender;
    int found = -1;
    int first = -1;
    int last = -1;
    QList<RowKey> keys;
    for (int i = 0; i < columns.size(); ++i) {
        const auto key = RowKey::parse(columns[i]);
        if (!key)
            throw Failure::badInput(
                    QCoreApplication::translate("Reeve::Tables",
                                                "Column %1 is not a differential such as -2, +3, <=-4 or 5+.")
                            .arg(columns[i]));
        keys.append(*key);
        if (key->contains(int(difference)))
            found = i;
        if (first < 0 || key->low() < keys[first].low())
            first = i;
        if (last < 0 || key->high() > keys[last].high())
            last = i;
    }
    const QString ref = ruleRef.isEmpty() ? QString() : u" (%1)"_s.arg(ruleRef);
    const QString sum = u"%1 − %2 = %3"_s.arg(attacker).arg(defender).arg(signedNumber(difference));
    Choice choice;
    if (found >= 0) {
        choice.column = found;
        choice.explanation = {
                QCoreApplication::translate("Reeve::Tables", "Attacker minus defender: %1 → column %2%3.")
                        .arg(sum, columns[found], ref)};
    } else if (difference < keys[first].low() || difference > keys[last].high()) {
        choice.column = difference < keys[first].low() ? first : last;
        choice.clamped = true;
        choice.explanation = {
                QCoreApplication::translate(
                        "Reeve::Tables",
                        "Attacker minus defender: %1, beyond the table's columns, so it is read on "
                        "column %2%3.")
                        .arg(sum, columns[choice.column], ref)};
    } else {
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Tables",
                                            "No column of the table holds the differential %1.")
                        .arg(signedNumber(difference)));
    }
    choice.label = columns[choice.column];
    return choice;
}

ColumnSelector::Choice ColumnSelector::byDifferential(const RuleTable &table, qint64 attacker,
                                                      qint64 defender, const QString &ruleRef)
{
    return byDifferential(table.columns(), attacker, defender,
                          ruleRef.isEmpty() ? table.ruleRefs().value(0) : ruleRef);
}

ColumnSelector::RowChoice ColumnSelector::clampRow(const RuleTable &table, int roll, const QString &ruleRef)
{
    const QString reference = ruleRef.isEmpty() ? table.ruleRefs().value(0) : ruleRef;
    const QString ref = reference.isEmpty() ? QString() : u" (%1)"_s.arg(reference);
    RowChoice choice;
    choice.roll = table.clampRoll(roll);
    choice.clamped = choice.roll != roll;
    choice.row = table.rowIndexFor(choice.roll);
    const QString key = table.rowKey(choice.row).toString();
    // The table by its printed title, in the reader's language where the Tables panel's words
    // list it (ui/tables/tablewords.cpp), not by its id: explanations are for players.
    const QString name = table.title().isEmpty()
                                 ? table.id()
                                 : QCoreApplication::translate("Reeve::TableWords",
                                                               table.title().toUtf8().constData());
    if (!choice.clamped)
        choice.explanation = {
                QCoreApplication::translate("Reeve::Tables", "A roll of %1 reads row %2 of %3%4.")
                        .arg(QString::number(roll), key, name, ref)};
    else if (roll > choice.roll)
        choice.explanation = {
                QCoreApplication::translate(
                        "Reeve::Tables",
                        "A roll of %1 is above the highest row of %2, so it counts as %3 and reads row %4%5.")
                        .arg(QString::number(roll), name, QString::number(choice.roll), key, ref)};
    else
        choice.explanation = {
                QCoreApplication::translate(
                        "Reeve::Tables",
                        "A roll of %1 is below the lowest row of %2, so it counts as %3 and reads row %4%5.")
                        .arg(QString::number(roll), name, QString::number(choice.roll), key, ref)};
    return choice;
}

} // namespace Reeve
