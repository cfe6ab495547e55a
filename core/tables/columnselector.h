#pragma once

#include <optional>

#include <QString>
#include <QStringList>
#include <QStringView>

namespace Reeve {

class RuleTable;

/**
 * Pure helpers that pick the column (or row) of a rule table from the figures a
 * procedure has, and explain each step in plain words with the rule it follows:
 * combat ratios under each game's rounding rule, differentials, and clamped
 * modified rolls. Columns are found by value, never by position.
 */
class ColumnSelector
{
public:
    ColumnSelector() = delete;

    /// How a game turns attacker ÷ defender into one of its ratio columns.
    enum class RatioRule {
        /**
         * Charlemagne §16.6: when the attacker is stronger the fraction is dropped;
         * when the defender is stronger the defender's figure is rounded up (1/1.67
         * reads as 1/2), always in the defender's favour; the 1.5/1 column serves
         * ratios from 1.5 up to 2 (§16.6c); ratios beyond the table read on its first
         * or last column (1/3 … 4/1, §16.6b). In terms of attacker ÷ defender: the
         * highest column at or below the ratio.
         */
        DefenderFavoured,
        /**
         * DBA campaign "1066 and all that", Tables 2 and 3: the larger of the two
         * numbers is rounded down to the nearest ratio printed on the table, which
         * pulls every ratio towards 1:1 and so favours the smaller side (15 to 6
         * reads 2:1; 15 to 18 reads 1:1, Table 3's siege example).
         */
        LargerRoundedDown,
    };

    /// A ratio label's value numerator/denominator in lowest terms ("1.5/1" is 3/2).
    struct Ratio
    {
        qint64 numerator = 0;
        qint64 denominator = 1;
    };

    /// The column chosen, and why.
    struct Choice
    {
        int column = -1;         ///< index into the column list
        QString label;           ///< its label
        bool clamped = false;    ///< the exact figure lay beyond the first or last column
        QStringList explanation; ///< plain-English steps, each ending with its rule reference
    };

    /// The row a (modified) roll reads, and why.
    struct RowChoice
    {
        int row = -1;
        int roll = 0;         ///< the roll after clamping
        bool clamped = false; ///< the roll lay beyond the first or last row
        QStringList explanation;
    };

    /// Largest strength accepted by byRatio and byDifferential.
    static constexpr qint64 MaxStrength = 1000000;

    /// Parses "a/b" or "a:b" (a and b positive, up to three decimals); std::nullopt otherwise.
    static std::optional<Ratio> parseRatio(QStringView label);

    /// Picks a ratio column for attacker and defender strengths (both 1..MaxStrength).
    /// `ruleRef`, when given, replaces the rule's own reference in the explanation.
    /// Throws Failure::badInput for a strength out of range or a label that is not a ratio.
    static Choice byRatio(const QStringList &columns, qint64 attacker, qint64 defender, RatioRule rule,
                          const QString &ruleRef = {});
    static Choice byRatio(const RuleTable &table, qint64 attacker, qint64 defender, RatioRule rule,
                          const QString &ruleRef = {});

    /// Picks the differential column holding attacker − defender; a differential beyond the
    /// first or last column reads on that column. Columns are written as row keys (-2, +3,
    /// <=-4, 5+). Throws Failure::badInput for a label that is not a differential or a
    /// differential that falls in a gap between columns.
    static Choice byDifferential(const QStringList &columns, qint64 attacker, qint64 defender,
                                 const QString &ruleRef = {});
    static Choice byDifferential(const RuleTable &table, qint64 attacker, qint64 defender,
                                 const QString &ruleRef = {});

    /// Moves a modified roll into the table's lowest..highest row and finds its row.
    /// `ruleRef` defaults to the table's first rule reference.
    static RowChoice clampRow(const RuleTable &table, int roll, const QString &ruleRef = {});
};

} // namespace Reeve
