#include "replayer.h"

#include <algorithm>

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
#include "util/jsonsql.h"

namespace Reeve {

using namespace Qt::StringLiterals;

void Replayer::replayInto(Database &source, const QString &targetPath)
{
    auto target = CampaignFile::create(targetPath);
    Database &db = target->database();
    QSqlQuery query(source.connection());
    query.setForwardOnly(true);
    query.exec(u"SELECT %1 FROM actions ORDER BY seq"_s.arg(ActionRow::columns()));
    Transaction tx(db);
    while (query.next()) {
        const Action action = ActionRow::fromQuery(query);
        for (const StateOp &op : action.ops())
            op.apply(db);
    }
    tx.commit();
}

QString Replayer::dumpState(Database &db)
{
    QStringList out;
    for (const QString &table : Schema::stateTables()) {
        QStringList rows;
        for (const QVariantMap &row : db.select(u"SELECT * FROM %1"_s.arg(table))) {
            QJsonObject json;
            for (auto it = row.begin(); it != row.end(); ++it)
                json.insert(it.key(), JsonSql::fromSql(it.value()));
            rows << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
        }
        std::sort(rows.begin(), rows.end());
        out << u"[%1]"_s.arg(table) << rows;
    }
    return out.join(u'\n');
}

} // namespace Reeve
