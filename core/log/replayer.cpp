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
    Comparison result;
    StateImage image;
    QSqlQuery query(stored.connection());
    query.setForwardOnly(true);
    query.exec(u"SELECT seq, CAST(payload AS BLOB) FROM actions ORDER BY seq"_s);
    while (query.next()) {
        const QJsonArray ops
                = QJsonDocument::fromJson(query.value(1).toByteArray()).object().value(u"ops"_s).toArray();
        for (const QJsonValue &op : ops) {
            QString problem;
            try {
                problem = image.apply(StateOp::fromJson(op.toObject()));
            } catch (const Failure &failure) {
                problem = failure.message();
            }
            if (!problem.isEmpty()) {
                result.same = false;
                result.reason = tr("replaying the log stops at action %1: %2")
                                        .arg(query.value(0).toLongLong())
                                        .arg(problem);
                return result;
            }
        }
        ++result.actions;
    }
    result.reason = image.compare(stored, &result.table);
    result.same = result.reason.isEmpty();
    return result;
}

} // namespace Reeve
