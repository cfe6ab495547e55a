#pragma once

#include <QJsonValue>
#include <QString>

#include "tables/provenance.h"

namespace Reeve {

/**
 * One figure of a rule table: its value (an integer or a string such as "AE"
 * or "40/10"; null when missing), where it comes from, and an optional note
 * (e.g. the rule section a text or example figure was read from).
 */
struct TableCell
{
    QJsonValue value;
    Provenance provenance = Provenance::Missing;
    QString note;

    bool isMissing() const
    {
        return provenance == Provenance::Missing || value.isNull() || value.isUndefined();
    }

    friend bool operator==(const TableCell &a, const TableCell &b)
    {
        return a.value == b.value && a.provenance == b.provenance && a.note == b.note;
    }
    friend bool operator!=(const TableCell &a, const TableCell &b) { return !(a == b); }
};

} // namespace Reeve
