#include "rollverifier.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include "dice/randomstream.h"
#include "storage/database.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::RollVerifier", text);
}

// Returns an empty string when every draw of \a record re-derives from \a seed.
QString check(const QJsonObject &record, const QByteArray &seed)
{
    RandomStream stream(seed, record.value(u"counter"_s).toString().toULongLong());
    const QJsonArray draws = record.value(u"draws"_s).toArray();
    for (qsizetype i = 0; i < draws.size(); ++i) {
        const QJsonObject draw = draws.at(i).toObject();
        const int sides = draw.value(u"sides"_s).toInt();
        const int face = draw.value(u"face"_s).toInt();
        if (sides < 1)
            return tr("draw %1 has no number of sides").arg(i + 1);
        const int expected = stream.die(sides);
        if (expected != face)
            return tr("draw %1 (1 to %2) was logged as %3 but the seed gives %4").arg(i + 1).arg(sides).arg(face).arg(
                expected);
    }
    return {};
}

} // namespace

RollVerifier::Report RollVerifier::verify(Database &db, const QByteArray &seed)
{
    Report report;
    const QString commitment = QString::fromLatin1(RandomStream::commitment(seed).toHex());
    const int known = db.scalar(u"SELECT count(*) FROM actions WHERE kind = 'seed.commit' AND payload LIKE ?"_s,
                                {u"%"_s + commitment + u"%"_s})
                          .toInt();
    if (known == 0) {
        report.ok = false;
        report.reason = tr("this seed's SHA-256 (%1) matches no commitment in the log").arg(commitment);
        return report;
    }
    QSqlQuery query(db.connection());
    query.setForwardOnly(true);
    query.exec(u"SELECT seq, dice FROM actions WHERE dice LIKE '%\"rolled\"%' ORDER BY seq"_s);
    while (query.next()) {
        const QJsonObject record = QJsonDocument::fromJson(query.value(1).toString().toUtf8()).object();
        if (record.value(u"source"_s).toString() != u"rolled"_s
            || record.value(u"commitment"_s).toString() != commitment)
            continue;
        const QString problem = check(record, seed);
        if (!problem.isEmpty()) {
            report.ok = false;
            report.firstMismatch = query.value(0).toLongLong();
            report.reason = problem;
            return report;
        }
        ++report.checked;
    }
    return report;
}

} // namespace Reeve
