#include "ledgerlog.h"

#include <map>

#include <QHash>
#include <QJsonArray>

#include "log/actionsineffect.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kPage = 2000;

} // namespace

LedgerLog::LedgerLog(const LogQuery &query)
    : m_query(query)
{
}

bool LedgerLog::load()
{
    Progress none;
    return load(none);
}

QList<LogEntry> LedgerLog::fetch(const QString &kind, Progress &progress, qint64 &done)
{
    LogQuery query = m_query;
    query.setKindFilter(kind);
    QList<LogEntry> result;
    for (qint64 offset = 0;; offset += kPage) {
        const QList<LogEntry> page = query.entries(offset, kPage);
        result += page;
        done += page.size();
        if (!progress.advance(done))
            return {};
        if (page.size() < kPage)
            break;
    }
    return result;
}

bool LedgerLog::load(Progress &progress)
{
    m_entries.clear();
    m_values.clear();
    m_active.clear();
    m_hidden = 0;
    const QStringList kinds = QStringList{u"ledger."_s} + ActionsInEffect::followedKinds();
    qint64 total = 0;
    for (const QString &kind : kinds) {
        LogQuery count = m_query;
        count.setKindFilter(kind);
        total += count.count();
    }
    progress.setTotal(total);
    std::map<qint64, LogEntry> bySeq;
    qint64 done = 0;
    for (const QString &kind : kinds) {
        for (LogEntry &entry : fetch(kind, progress, done))
            bySeq.emplace(entry.seq, std::move(entry));
        if (progress.isCancelled())
            return false;
    }
    // Follow undo and redo: an action is in effect unless its latest undo is not followed by a redo.
    // (a step's undo takes back every ledger entry of the step)
    m_active = ActionsInEffect::follow(bySeq, [](const LogEntry &e) { return e.kind.startsWith(u"ledger."_s); });
    std::map<std::tuple<qint64, QString, int>, LedgerReader::Point> values;
    QHash<qint64, qint64> seen; // running balance per side of the entries read
    for (const auto &[seq, entry] : bySeq) {
        if (!m_active.contains(seq))
            continue;
        if (entry.data.isEmpty()) { // private detail this audience may not read
            ++m_hidden;
            continue;
        }
        for (const QJsonValue &item : entry.data.value(u"entries"_s).toArray()) {
            LedgerEntry e = LedgerEntry::fromJson(item.toObject());
            e.balanceAfter = (seen[e.sideId] += e.amount); // what this audience can add up, never the account
            m_entries << e;
        }
        for (const QJsonValue &item : entry.data.value(u"values"_s).toArray()) {
            const QJsonObject v = item.toObject();
            const LedgerReader::Point point{v.value(u"side_id"_s).toInteger(), v.value(u"quantity"_s).toString(),
                                            v.value(u"turn"_s).toInt(), v.value(u"value"_s).toInteger(), {}};
            values[{point.sideId, point.quantity, point.turn}] = point;
        }
    }
    for (const auto &[key, point] : values)
        m_values << point;
    progress.finish();
    return true;
}

} // namespace Reeve
