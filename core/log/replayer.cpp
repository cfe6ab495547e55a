#include "replayer.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QStringList>

#include "log/action.h"
#include "log/actionrow.h"
#include "log/loggedrow.h"
#include "log/stateimage.h"
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
    LogCheck check;
    QSqlQuery query(stored.connection());
    query.setForwardOnly(true);
    query.exec(u"SELECT seq, CAST(payload AS BLOB) FROM actions ORDER BY seq"_s);
    while (query.next()
           && check.action(LoggedRow(query.value(0).toLongLong(), 0, query.value(1).toByteArray(), {}))) {
    }
    query.finish();
    return check.finish(stored);
}

Replayer::LogCheck::LogCheck()
    : m_image(std::make_unique<StateImage>())
{ }

Replayer::LogCheck::~LogCheck() = default;

bool Replayer::LogCheck::action(const LoggedRow &row)
{
    if (m_stopped)
        return false;
    const JsonTape::Value ops = row.payloadTape().value("ops");
    for (const JsonTape::Member &op : ops.isArray() ? ops : JsonTape::Value()) { // else no ops, as toArray()
        const QString problem = m_image->apply(op.value);
        if (!problem.isEmpty()) {
            m_result.same = false;
            m_result.reason = tr("replaying the log stops at action %1: %2").arg(row.seq()).arg(problem);
            m_stopped = true;
            return false;
        }
    }
    ++m_result.actions;
    return true;
}

Replayer::Comparison Replayer::LogCheck::finish(Database &stored)
{
    if (m_stopped)
        return m_result;
    Comparison result = m_result;
    result.reason = m_image->compare(stored, &result.table);
    result.same = result.reason.isEmpty();
    return result;
}

} // namespace Reeve
