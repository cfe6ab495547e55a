#pragma once

#include <QList>
#include <QPair>
#include <QStringList>

namespace Reeve {

/**
 * The sealed-orders feature's part of the campaign schema: its migration step
 * (schema version 6, run by Schema in its fixed place) and the primary keys of
 * its state table, so the action log can record and invert changes to it.
 */
class OrderSchema
{
public:
    static QStringList migration();
    /// State table name → primary-key columns.
    static QList<QPair<QString, QStringList>> stateTables();
};

} // namespace Reeve
