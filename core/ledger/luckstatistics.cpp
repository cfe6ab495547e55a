#include "luckstatistics.h"

#include <algorithm>
#include <cmath>

#include <QJsonArray>
#include <QSet>

#include "ledger/ledgercsv.h"
#include "log/hashchain.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kPage = 2000;

QString number(double value, int decimals)
{
    return std::isnan(value) ? QString() : QString::number(value, 'f', decimals);
}

} // namespace

LuckStatistics::LuckStatistics(const LogQuery &query, const QStringList &sideNames)
    : m_query(query)
    , m_sideNames(sideNames)
{
    m_query.setKindFilter(u"procedure.resolve"_s);
}

bool LuckStatistics::compute()
{
    Progress none;
    return compute(none);
}

bool LuckStatistics::compute(Progress &progress)
{
    m_byKey.clear();
    m_groups.clear();
    progress.setTotal(m_query.count());
    qint64 done = 0;
    qint64 lastSeq = 0;
    for (;;) {
        const QList<LogEntry> page = m_query.after(lastSeq, kPage);
        for (const LogEntry &entry : page)
            addAction(entry);
        done += page.size();
        if (!page.isEmpty())
            lastSeq = page.constLast().seq;
        if (!progress.advance(done))
            return false;
        if (page.size() < kPage)
            break;
    }
    m_groups = m_byKey.values();
    progress.finish();
    return true;
}

void LuckStatistics::addAction(const LogEntry &entry)
{
    const QJsonObject &data = entry.data;
    if (data.isEmpty())
        return; // hidden from this audience
    const QString source = data.value(u"dice_source"_s).toString();
    if ((m_source == Source::Rolled && source != u"rolled"_s) || (m_source == Source::Entered && source != u"entered"_s))
        return;
    const QString procedure = data.value(u"procedure"_s).toString();
    QString side = entry.actor;
    const QString input = data.value(u"inputs"_s).toObject().value(u"side"_s).toString();
    if (!input.isEmpty() && (m_sideNames.isEmpty() || m_sideNames.contains(input)))
        side = input;
    for (const QJsonValue &value : data.value(u"dice_detail"_s).toArray()) {
        const QJsonObject die = value.toObject();
        const int sides = die.value(u"sides"_s).toInt();
        if (sides < 2)
            continue;
        const QString key = procedure + u'\x1f' + side + u'\x1f' + QString::number(sides);
        auto it = m_byKey.find(key);
        if (it == m_byKey.end())
            it = m_byKey.insert(key, LuckGroup::make(procedure, side, sides));
        it->add(die.value(u"face"_s).toInt());
    }
}

QStringList LuckStatistics::procedures() const
{
    QSet<QString> set;
    for (const LuckGroup &g : m_groups)
        set.insert(g.procedure);
    QStringList list(set.begin(), set.end());
    list.sort();
    return list;
}

QStringList LuckStatistics::sides() const
{
    QSet<QString> set;
    for (const LuckGroup &g : m_groups)
        set.insert(g.side);
    QStringList list(set.begin(), set.end());
    list.sort();
    return list;
}

QList<int> LuckStatistics::dieSizes() const
{
    QSet<int> set;
    for (const LuckGroup &g : m_groups)
        set.insert(g.sides);
    QList<int> list(set.begin(), set.end());
    std::sort(list.begin(), list.end());
    return list;
}

LuckGroup LuckStatistics::aggregate(const QString &procedure, const QString &side, int dieSides) const
{
    LuckGroup sum = LuckGroup::make(procedure, side, dieSides);
    for (const LuckGroup &g : m_groups) {
        if (g.sides == dieSides && (procedure.isEmpty() || g.procedure == procedure)
            && (side.isEmpty() || g.side == side))
            sum.merge(g);
    }
    return sum;
}

QString LuckStatistics::csv(const QString &chainHead) const
{
    int maxSides = 0;
    for (const LuckGroup &g : m_groups)
        maxSides = std::max(maxSides, g.sides);
    QString out = u"procedure,side,die,rolls,mean,expected_mean,chi_square,df,p_value,reliable"_s;
    for (int face = 1; face <= maxSides; ++face)
        out += u",face_%1"_s.arg(face);
    out += u"\r\n"_s;
    for (const LuckGroup &g : m_groups) {
        QStringList cells{LedgerCsv::field(g.procedure), LedgerCsv::field(g.side), u"d%1"_s.arg(g.sides),
                          QString::number(g.rolls()), number(g.mean(), 4), number(g.expectedMean(), 4),
                          number(g.chiSquare(), 4), QString::number(g.degreesOfFreedom()), number(g.pValue(), 6),
                          g.isReliable() ? u"yes"_s : u"no"_s};
        for (int face = 1; face <= maxSides; ++face)
            cells << (face <= g.sides ? QString::number(g.counts.at(face - 1)) : QString());
        out += cells.join(u","_s) + u"\r\n"_s;
    }
    if (!chainHead.isEmpty())
        out += LedgerCsv::chainHeadRow(chainHead, 10 + maxSides);
    return out;
}

QString LuckStatistics::exportCsv(Database &db) const
{
    return csv(HashChain::headLine(db));
}

} // namespace Reeve
