#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace Reeve {

class RuleTable;

/**
 * Reads and writes the JSON form of a RuleTable (format in ruletable.h and
 * FORMAT.md). Every error names the JSON path of the offending item, e.g.
 * "$.tables[2].rows[3].cells[1]". Used through RuleTable::fromJson/toJson.
 */
class RuleTableJson
{
public:
    RuleTableJson() = delete;

    static RuleTable read(const QJsonObject &object, const QString &game, const QString &jsonPath);
    static QJsonObject write(const RuleTable &table);
    /// "a list", "true", ...: how messages name a JSON value of the wrong type.
    static QString describe(const QJsonValue &value);
};

} // namespace Reeve
