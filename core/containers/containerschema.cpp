#include "containerschema.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QStringList ContainerSchema::migration()
{
    return {
        // A container (1066 pool, Charlemagne stratagem container). hold_limit NULL: as the rules set it.
        u"CREATE TABLE containers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, catalog TEXT, marker_word TEXT,"
        " hold_limit INTEGER, attributes TEXT)"_s,
        // Its composition by kind; count NULL while the figure is missing.
        u"CREATE TABLE container_kinds (container_id INTEGER NOT NULL REFERENCES containers(id),"
        " kind TEXT NOT NULL, category TEXT NOT NULL, value INTEGER, count INTEGER, provenance TEXT,"
        " rule_ref TEXT, after_play TEXT, on_draw TEXT, position INTEGER, PRIMARY KEY (container_id, kind))"_s,
        // Every physical marker and where it is: pool, hand (side_id), aside (release_at) or unit (unit_id).
        u"CREATE TABLE container_markers (id INTEGER PRIMARY KEY,"
        " container_id INTEGER NOT NULL REFERENCES containers(id), kind TEXT NOT NULL, place TEXT NOT NULL,"
        " side_id INTEGER REFERENCES sides(id), release_at TEXT, unit_id INTEGER)"_s,
        u"CREATE INDEX container_markers_place ON container_markers (container_id, place)"_s,
        // Holding limits set per side by the referee (otherwise the container's or the rules').
        u"CREATE TABLE container_limits (container_id INTEGER NOT NULL REFERENCES containers(id),"
        " side_id INTEGER NOT NULL REFERENCES sides(id), hold_limit INTEGER, PRIMARY KEY (container_id, side_id))"_s,
    };
}

QList<QPair<QString, QStringList>> ContainerSchema::stateTables()
{
    return {
        {u"containers"_s, {u"id"_s}},
        {u"container_kinds"_s, {u"container_id"_s, u"kind"_s}},
        {u"container_markers"_s, {u"id"_s}},
        {u"container_limits"_s, {u"container_id"_s, u"side_id"_s}},
    };
}

} // namespace Reeve
