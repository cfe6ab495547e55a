#include "schema.h"

#include <QCoreApplication>

#include "containers/containerschema.h"
#include "ledger/ledgerschema.h"
#include "orders/orderschema.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

// Version 1: the campaign model and the action log.
const QStringList kVersion1 = {
    u"CREATE TABLE schema_meta (version INTEGER NOT NULL)"_s,
    u"INSERT INTO schema_meta (version) VALUES (0)"_s,
    u"CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)"_s,
    u"INSERT INTO meta (key, value) VALUES ('format', 'reeve-campaign')"_s,
    u"CREATE TABLE secrets (key TEXT PRIMARY KEY, value TEXT)"_s,
    u"CREATE TABLE sides (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, colour TEXT, player TEXT,"
    " pin_hash TEXT, attributes TEXT)"_s,
    u"CREATE TABLE locations (id TEXT PRIMARY KEY, name TEXT, kind TEXT, attributes TEXT)"_s,
    u"CREATE TABLE units (id INTEGER PRIMARY KEY, side_id INTEGER REFERENCES sides(id),"
    " location_id TEXT REFERENCES locations(id), type TEXT, name TEXT, attributes TEXT, status TEXT)"_s,
    u"CREATE TABLE placed_markers (id INTEGER PRIMARY KEY, location_id TEXT REFERENCES locations(id),"
    " kind TEXT, side_id INTEGER REFERENCES sides(id), attributes TEXT)"_s,
    u"CREATE TABLE accounts (side_id INTEGER PRIMARY KEY REFERENCES sides(id), currency TEXT,"
    " balance INTEGER NOT NULL DEFAULT 0)"_s,
    u"CREATE TABLE clock (id INTEGER PRIMARY KEY, turn INTEGER, year INTEGER, period TEXT, phase TEXT,"
    " active_side INTEGER)"_s,
    u"CREATE TABLE actions (seq INTEGER PRIMARY KEY, turn INTEGER, phase TEXT, wall_time TEXT, actor TEXT,"
    " kind TEXT, public_text TEXT, private_text TEXT, audience TEXT, audience_side INTEGER, payload TEXT,"
    " dice TEXT, refers_to INTEGER, undoable INTEGER, prev_hash TEXT, hash TEXT)"_s,
    u"CREATE INDEX actions_kind ON actions (kind)"_s,
};

// Version 2: referee's table edits and rulings.
const QStringList kVersion2 = {
    u"CREATE TABLE table_overrides (table_id TEXT NOT NULL, row_key TEXT NOT NULL, column_label TEXT NOT NULL,"
    " value TEXT, PRIMARY KEY (table_id, row_key, column_label))"_s,
    u"CREATE TABLE rulings (id INTEGER PRIMARY KEY, question TEXT, decision TEXT, rule_refs TEXT, turn INTEGER,"
    " period TEXT, created TEXT)"_s,
};

// Version 5: the log's turns from an index, so listing them (the Turn log's filter) reads a few
// hundred kilobytes instead of every action.
const QStringList kVersion5 = {
    u"CREATE INDEX actions_turn ON actions (turn)"_s,
};

// Steps 3, 4 and 6 belong to features, which keep their own tables.
QList<QStringList> steps()
{
    static const QList<QStringList> list = {kVersion1, kVersion2, ContainerSchema::migration(),
                                            LedgerSchema::migration(), kVersion5,
                                            OrderSchema::migration()};
    return list;
}

QList<QPair<QString, QStringList>> allStateTables()
{
    static const QList<QPair<QString, QStringList>> tables = [] {
        QList<QPair<QString, QStringList>> list = {
            {u"meta"_s, {u"key"_s}},
            {u"clock"_s, {u"id"_s}},
            {u"sides"_s, {u"id"_s}},
            {u"accounts"_s, {u"side_id"_s}},
            {u"locations"_s, {u"id"_s}},
            {u"units"_s, {u"id"_s}},
            {u"placed_markers"_s, {u"id"_s}},
            {u"table_overrides"_s, {u"table_id"_s, u"row_key"_s, u"column_label"_s}},
            {u"rulings"_s, {u"id"_s}},
        };
        list += ContainerSchema::stateTables();
        list += LedgerSchema::stateTables();
        list += OrderSchema::stateTables();
        return list;
    }();
    return tables;
}

} // namespace

int Schema::currentVersion()
{
    return int(steps().size());
}

int Schema::version(Database &db)
{
    const QVariant exists = db.scalar(u"SELECT count(*) FROM sqlite_master WHERE name = 'schema_meta'"_s);
    if (exists.toInt() == 0)
        return 0;
    return db.scalar(u"SELECT version FROM schema_meta"_s).toInt();
}

QStringList Schema::migrationStatements(int step)
{
    if (step < 1 || step > steps().size())
        throw Failure::internal(u"no migration step %1"_s.arg(step));
    return steps().at(step - 1);
}

void Schema::migrate(Database &db, int target)
{
    if (target < 0)
        target = currentVersion();
    int from = version(db);
    if (from > currentVersion())
        throw Failure::badInput(QCoreApplication::translate(
                                    "Reeve::Schema", "%1 was written by a newer Reeve (schema %2; this one reads up to %3).")
                                    .arg(db.path())
                                    .arg(from)
                                    .arg(currentVersion()));
    for (int step = from + 1; step <= target; ++step) {
        Transaction tx(db);
        for (const QString &sql : migrationStatements(step))
            db.exec(sql);
        db.exec(u"UPDATE schema_meta SET version = ?"_s, {step});
        tx.commit();
    }
}

void Schema::stampApplicationId(Database &db)
{
    if (db.scalar(u"PRAGMA application_id"_s).toInt() != kApplicationId)
        db.exec(u"PRAGMA application_id = %1"_s.arg(kApplicationId)).finish();
}

QStringList Schema::stateTables()
{
    QStringList names;
    for (const auto &table : allStateTables())
        names << table.first;
    return names;
}

QStringList Schema::keyColumns(const QString &table)
{
    for (const auto &entry : allStateTables()) {
        if (entry.first == table)
            return entry.second;
    }
    throw Failure::internal(u"not a state table: %1"_s.arg(table));
}

} // namespace Reeve
