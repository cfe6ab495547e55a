#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

/** Why money moved: the category of a ledger entry. */
enum class LedgerCategory { Income, Maintenance, Purchase, Bid, Ransom, Tribute, Trade, Correction, Other };

/** Stable ids ("income", "maintenance", ...), translated labels and parsing of ledger categories. */
class LedgerCategories
{
public:
    static QList<LedgerCategory> all();
    static QString id(LedgerCategory category);
    static QStringList ids();
    /// Translated label ("Income", "Maintenance", ...).
    static QString label(LedgerCategory category);
    static QString label(const QString &id);
    /// Parses an id (case-insensitive); throws Failure::badInput listing the categories otherwise.
    static LedgerCategory fromId(const QString &id);
};

} // namespace Reeve
