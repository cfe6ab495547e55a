#include "distribution.h"

#include <algorithm>
#include <utility>

#include <QCoreApplication>
#include <QJsonArray>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// Integers within 2^53 stay JSON integers; everything else becomes a double.
QJsonValue jsonNumber(const mpq_class &q)
{
    static const mpz_class exact = mpz_class(1) << 53;
    if (q.get_den() == 1 && abs(q.get_num()) <= exact)
        return QJsonValue(qint64(q.get_num().get_d()));
    return QJsonValue(q.get_d());
}

} // namespace

Distribution::Distribution()
    : m_entries{Entry{mpq_class(0), mpz_class(1)}}
    , m_total(1)
{ }

Distribution::Distribution(std::vector<Entry> entries)
{
    const auto byValue = [](const Entry &a, const Entry &b) { return a.value < b.value; };
    if (!std::is_sorted(entries.begin(), entries.end(), byValue))
        std::sort(entries.begin(), entries.end(), byValue);
    for (Entry &entry : entries) {
        if (entry.count < 0)
            throw Failure::badInput(QCoreApplication::translate(
                    "Reeve::Dice", "a distribution needs counts of zero or more, not a negative count"));
        if (entry.count == 0)
            continue;
        m_total += entry.count;
        if (!m_entries.empty() && m_entries.back().value == entry.value)
            m_entries.back().count += entry.count;
        else
            m_entries.push_back(std::move(entry));
    }
    if (m_entries.empty())
        throw Failure::badInput(
                QCoreApplication::translate("Reeve::Dice",
                                            "a distribution needs at least one value with a positive count"));
}

mpq_class Distribution::fraction(const mpz_class &count) const
{
    mpq_class q(count, m_total);
    q.canonicalize();
    return q;
}

mpq_class Distribution::probability(const Entry &entry) const
{
    return fraction(entry.count);
}

mpq_class Distribution::mean() const
{
    mpq_class sum;
    for (const Entry &entry : m_entries)
        sum += entry.value * entry.count;
    return sum / m_total;
}

mpq_class Distribution::atLeast(const mpq_class &x) const
{
    auto it = std::lower_bound(m_entries.begin(), m_entries.end(), x,
                               [](const Entry &e, const mpq_class &v) { return e.value < v; });
    mpz_class count;
    for (; it != m_entries.end(); ++it)
        count += it->count;
    return fraction(count);
}

mpq_class Distribution::atMost(const mpq_class &x) const
{
    auto end = std::upper_bound(m_entries.begin(), m_entries.end(), x,
                                [](const mpq_class &v, const Entry &e) { return v < e.value; });
    mpz_class count;
    for (auto it = m_entries.begin(); it != end; ++it)
        count += it->count;
    return fraction(count);
}

QString Distribution::decimal(const mpq_class &q, int maxFractionDigits)
{
    const int digits = std::max(0, maxFractionDigits);
    mpz_class scale;
    mpz_ui_pow_ui(scale.get_mpz_t(), 10, static_cast<unsigned long>(digits));
    // round(|q| * scale), halves away from zero: floor((2 |num| scale + den) / (2 den))
    const mpz_class num = abs(q.get_num());
    mpz_class scaled = (2 * num * scale + q.get_den()) / (2 * q.get_den());
    if (scaled == 0)
        return u"0"_s;
    const mpz_class whole = scaled / scale;
    const mpz_class part = scaled % scale;
    QString text = QString::fromStdString(whole.get_str());
    if (part != 0) {
        QString fractionDigits = QString::fromStdString(part.get_str()).rightJustified(digits, u'0');
        while (fractionDigits.endsWith(u'0'))
            fractionDigits.chop(1);
        text += u'.' + fractionDigits;
    }
    return q < 0 ? u'-' + text : text;
}

QJsonObject Distribution::toJson(const QString &expression) const
{
    QJsonArray values;
    for (const Entry &entry : m_entries) {
        const mpq_class p = probability(entry);
        values.append(QJsonObject{{u"value"_s, jsonNumber(entry.value)},
                                  {u"probability"_s, jsonNumber(p)},
                                  {u"probability_exact"_s, QString::fromStdString(p.get_str())}});
    }
    return QJsonObject{{u"expression"_s, expression},
                       {u"distribution"_s, values},
                       {u"mean"_s, jsonNumber(mean())}};
}

} // namespace Reeve
