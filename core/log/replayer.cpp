#include "replayer.h"

#include <algorithm>
#include <iterator>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QStringList>

#include "log/action.h"
#include "log/actionrow.h"
#include "storage/campaignfile.h"
#include "storage/database.h"
#include "storage/schema.h"
#include "util/failure.h"
#include "util/jsonsql.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Replayer", text);
}

/// Applies every op of \a source's log to \a db; returns the number of actions.
qint64 replayLog(Database &source, Database &db)
{
    QSqlQuery query(source.connection());
    query.setForwardOnly(true);
    query.exec(u"SELECT %1 FROM actions ORDER BY seq"_s.arg(ActionRow::columns()));
    Transaction tx(db);
    qint64 count = 0;
    while (query.next()) {
        const Action action = ActionRow::fromQuery(query);
        try {
            for (const StateOp &op : action.ops())
                op.apply(db);
        } catch (const Failure &failure) {
            throw Failure::verification(
                    tr("replaying the log stops at action %1: %2").arg(action.seq).arg(failure.message()));
        }
        ++count;
    }
    tx.commit();
    return count;
}

/// The rows of \a table as canonical JSON lines, sorted.
QStringList tableRows(Database &db, const QString &table)
{
    QStringList rows;
    for (const QVariantMap &row : db.select(u"SELECT * FROM %1"_s.arg(table))) {
        QJsonObject json;
        for (auto it = row.begin(); it != row.end(); ++it)
            json.insert(it.key(), JsonSql::fromSql(it.value()));
        rows << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

/// The first line of \a a not in \b (both sorted), or "".
QString firstMissing(const QStringList &a, const QStringList &b)
{
    QStringList only;
    std::set_difference(a.cbegin(), a.cend(), b.cbegin(), b.cend(), std::back_inserter(only));
    return only.value(0);
}

} // namespace

void Replayer::replayInto(Database &source, const QString &targetPath)
{
    auto target = CampaignFile::create(targetPath);
    replayLog(source, target->database());
}

QString Replayer::dumpState(Database &db)
{
    QStringList out;
    for (const QString &table : Schema::stateTables())
        out << u"[%1]"_s.arg(table) << tableRows(db, table);
    return out.join(u'\n');
}

Replayer::Comparison Replayer::compareWithLog(Database &stored)
{
    Comparison result;
    Database replayed(u":memory:"_s, Database::Mode::ReadWrite);
    Schema::migrate(replayed);
    try {
        result.actions = replayLog(stored, replayed);
    } catch (const Failure &failure) {
        result.same = false;
        result.reason = failure.message();
        return result;
    }
    for (const QString &table : Schema::stateTables()) {
        const QStringList mine = tableRows(stored, table);
        const QStringList theirs = tableRows(replayed, table);
        if (mine == theirs)
            continue;
        result.same = false;
        result.table = table;
        const QString extra = firstMissing(mine, theirs);
        result.reason = !extra.isEmpty()
                                ? tr("table %1 holds %2, which the log does not give").arg(table, extra)
                                : tr("table %1 lacks %2, which the log gives")
                                          .arg(table, firstMissing(theirs, mine));
        return result;
    }
    return result;
}

} // namespace Reeve
