#include "ledgercategories.h"

#include <QCoreApplication>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QList<LedgerCategory> LedgerCategories::all()
{
    return {LedgerCategory::Income, LedgerCategory::Maintenance, LedgerCategory::Purchase,
            LedgerCategory::Bid,    LedgerCategory::Ransom,      LedgerCategory::Tribute,
            LedgerCategory::Trade,  LedgerCategory::Correction,  LedgerCategory::Other};
}

QString LedgerCategories::id(LedgerCategory category)
{
    switch (category) {
    case LedgerCategory::Income:
        return u"income"_s;
    case LedgerCategory::Maintenance:
        return u"maintenance"_s;
    case LedgerCategory::Purchase:
        return u"purchase"_s;
    case LedgerCategory::Bid:
        return u"bid"_s;
    case LedgerCategory::Ransom:
        return u"ransom"_s;
    case LedgerCategory::Tribute:
        return u"tribute"_s;
    case LedgerCategory::Trade:
        return u"trade"_s;
    case LedgerCategory::Correction:
        return u"correction"_s;
    case LedgerCategory::Other:
        return u"other"_s;
    }
    return u"other"_s;
}

QStringList LedgerCategories::ids()
{
    QStringList result;
    for (LedgerCategory category : all())
        result << id(category);
    return result;
}

QString LedgerCategories::label(LedgerCategory category)
{
    switch (category) {
    case LedgerCategory::Income:
        return QCoreApplication::translate("Reeve::LedgerCategories", "Income");
    case LedgerCategory::Maintenance:
        return QCoreApplication::translate("Reeve::LedgerCategories", "Maintenance");
    case LedgerCategory::Purchase:
        return QCoreApplication::translate("Reeve::LedgerCategories", "Purchase");
    case LedgerCategory::Bid:
        return QCoreApplication::translate("Reeve::LedgerCategories", "Bid");
    case LedgerCategory::Ransom:
        return QCoreApplication::translate("Reeve::LedgerCategories", "Ransom");
    case LedgerCategory::Tribute:
        return QCoreApplication::translate("Reeve::LedgerCategories", "Tribute");
    case LedgerCategory::Trade:
        return QCoreApplication::translate("Reeve::LedgerCategories", "Trade");
    case LedgerCategory::Correction:
        return QCoreApplication::translate("Reeve::LedgerCategories", "Correction");
    case LedgerCategory::Other:
        return QCoreApplication::translate("Reeve::LedgerCategories", "Other");
    }
    return {};
}

QString LedgerCategories::label(const QString &id)
{
    for (LedgerCategory category : all()) {
        if (LedgerCategories::id(category) == id)
            return label(category);
    }
    return id;
}

LedgerCategory LedgerCategories::fromId(const QString &text)
{
    const QString wanted = text.trimmed().toLower();
    for (LedgerCategory category : all()) {
        if (id(category) == wanted)
            return category;
    }
    throw Failure::badInput(QCoreApplication::translate("Reeve::LedgerCategories",
                                                        "\"%1\" is not a ledger category; use one of: %2.")
                                .arg(text, ids().join(u", "_s)));
}

} // namespace Reeve
