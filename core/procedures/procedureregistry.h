#pragma once

#include <QList>
#include <QMap>
#include <QStringList>

#include "procedures/procedure.h"

namespace Reeve {

/**
 * Every procedure Reeve knows, by id. `standard()` holds the generic dice
 * procedures and each game's; a game module adds its own with add().
 */
class ProcedureRegistry
{
public:
    /// The registry with every built-in procedure (built once, immutable afterwards).
    static const ProcedureRegistry &standard();

    void add(const Procedure &procedure);
    bool contains(const QString &id) const { return m_byId.contains(id); }
    /// Throws Failure::badInput naming the closest ids when \a id is unknown.
    const Procedure &get(const QString &id) const;
    /// Procedures of one game ("" for all), sorted by id.
    QList<const Procedure *> list(const QString &game = QString()) const;
    /// Procedures whose id, title or rule references contain \a text (case-insensitive).
    QList<const Procedure *> search(const QString &text) const;

private:
    QMap<QString, Procedure> m_byId;
};

} // namespace Reeve
