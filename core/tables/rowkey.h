#pragma once

#include <limits>
#include <optional>

#include <QString>
#include <QStringView>

namespace Reeve {

/**
 * The key of one row of a rule table: the (modified) die roll or rolls that
 * select it. A key is a single value (`4`, `-1`), an inclusive range (`2-3`,
 * `-2--1`, also written with an en dash), or an open end for clamped tables:
 * `≤1` / `<=1` (that value or less) and `7+` / `≥7` / `>=7` (that value or more).
 * Values are limited to ±1 000 000. Plain value type.
 */
class RowKey
{
public:
    /// How open ends are written by toString().
    enum class Notation {
        Unicode, ///< `≤1`, the canonical form used in JSON
        Ascii,   ///< `<=1`, for CSV files read by tools that mangle UTF-8
    };

    static constexpr int Unbounded = std::numeric_limits<int>::max();
    static constexpr int Limit = 1000000;

    /// An empty key (isValid() is false).
    RowKey() = default;

    static RowKey single(int value);
    static RowKey range(int low, int high);
    static RowKey atMost(int value);
    static RowKey atLeast(int value);

    /// Parses any of the written forms; std::nullopt when the text is not a key.
    static std::optional<RowKey> parse(QStringView text);
    /// Like parse(), but throws Failure::badInput naming the text.
    static RowKey fromString(QStringView text);

    QString toString(Notation notation = Notation::Unicode) const;

    bool isValid() const { return m_valid; }
    bool isOpenLow() const { return m_low == -Unbounded; }
    bool isOpenHigh() const { return m_high == Unbounded; }
    /// The lowest roll the key accepts (-Unbounded for `≤n`).
    int low() const { return m_low; }
    /// The highest roll the key accepts (Unbounded for `n+`).
    int high() const { return m_high; }

    bool contains(int roll) const { return m_valid && roll >= m_low && roll <= m_high; }
    bool overlaps(const RowKey &other) const;

    friend bool operator==(const RowKey &a, const RowKey &b)
    {
        return a.m_valid == b.m_valid && a.m_low == b.m_low && a.m_high == b.m_high;
    }
    friend bool operator!=(const RowKey &a, const RowKey &b) { return !(a == b); }

private:
    RowKey(int low, int high);

    bool m_valid = false;
    int m_low = 0;
    int m_high = 0;
};

} // namespace Reeve
