#pragma once

#include <QJsonObject>
#include <QString>

namespace Reeve {

/**
 * Attributes (printed values, terrain, ...) as text the referee can type:
 * one "key=value" per line. Values that read as whole numbers are stored as
 * numbers, true/false as booleans, a value starting with [ or { as a JSON list or
 * object (a DBA army's elements, a province's borders), anything else as text.
 */
class AttributeText
{
public:
    /// "attack=3, defence=2" (one line, sorted by key) for table cells.
    static QString summary(const QJsonObject &attributes);
    /// One "key=value" per line, for editing.
    static QString lines(const QJsonObject &attributes);
    /// Parses "key=value" lines; blank lines are skipped. A JSON value may run on over several lines.
    /// A value whose text is exactly what lines() showed for the same key of \a original keeps the
    /// original value and type, so editing one line leaves the others as they were.
    /// Throws Failure::badInput naming the bad line (not key=value, or invalid JSON).
    static QJsonObject parse(const QString &text, const QJsonObject &original = {});
    /// A single attribute value as text; lists and objects as compact JSON.
    static QString valueText(const QJsonValue &value);
};

} // namespace Reeve
