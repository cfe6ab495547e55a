#pragma once

#include <QHash>
#include <QStringList>

namespace Reeve {

/**
 * The containers feature's part of the campaign schema: its migration step (run by
 * Schema in its fixed place) and the primary keys of its state tables, so the
 * action log can record and invert changes to them.
 */
class ContainerSchema
{
public:
    static QStringList migration();
    /// State table name → primary-key columns, in dependency order of creation.
    static QList<QPair<QString, QStringList>> stateTables();
};

} // namespace Reeve
