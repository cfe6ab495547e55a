#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

/**
 * Attributes (printed values, terrain, ...) as text the referee can type:
 * one "key=value" per line. Values that read as whole numbers are stored as
 * numbers, true/false as booleans, anything else as text.
 */
class AttributeText
{
public:
    /// "attack=3, defence=2" (one line, sorted by key) for table cells.
    static QString summary(const QJsonObject &attributes);
    /// One "key=value" per line, for editing.
    static QString lines(const QJsonObject &attributes);
    /// Parses "key=value" lines; blank lines are skipped. Throws Failure::badInput naming the bad line.
    static QJsonObject parse(const QString &text);
    /// A single attribute value as text.
    static QString valueText(const QJsonValue &value);
};

} // namespace Reeve
