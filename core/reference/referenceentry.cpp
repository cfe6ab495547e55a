#include "referenceentry.h"

#include <QJsonArray>

namespace Reeve {

using namespace Qt::StringLiterals;

QString ReferenceEntry::citation() const
{
    return game + u' ' + ref;
}

QJsonObject ReferenceEntry::toJson() const
{
    return {{u"game"_s, game},
            {u"ref"_s, ref},
            {u"title"_s, title},
            {u"summary"_s, summary},
            {u"procedures"_s, QJsonArray::fromStringList(procedures)},
            {u"tables"_s, QJsonArray::fromStringList(tables)},
            {u"open"_s, open}};
}

} // namespace Reeve
