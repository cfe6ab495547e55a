#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "dice/distribution.h"
#include "gmptestsupport.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using Reeve::Distribution;
using Reeve::Failure;

namespace {

mpq_class q(const char *text)
{
    mpq_class value(text);
    value.canonicalize();
    return value;
}

Distribution::Entry entry(const char *value, long count)
{
    return {q(value), mpz_class(count)};
}

} // namespace

/**
 * Distribution: construction, probabilities and tails, decimal formatting
 * and the JSON shape other tools read.
 */
class TestDistribution : public QObject
{
    Q_OBJECT

private slots:
    void defaultIsCertainZero();
    void sortsAndMerges();
    void rejectsBadCounts();
    void tails_data();
    void tails();
    void decimal_data();
    void decimal();
    void json();
};

void TestDistribution::defaultIsCertainZero()
{
    const Distribution d;
    QCOMPARE(d.entries().size(), size_t(1));
    QCOMPARE(d.total(), mpz_class(1));
    QCOMPARE(d.mean(), mpq_class(0));
}

void TestDistribution::sortsAndMerges()
{
    const Distribution d({entry("3", 1), entry("1/2", 2), entry("3", 4), entry("-1", 1), entry("7", 0)});
    QCOMPARE(d.entries().size(), size_t(3));
    QCOMPARE(d.entries()[0].value, q("-1"));
    QCOMPARE(d.entries()[1].value, q("1/2"));
    QCOMPARE(d.entries()[2].value, q("3"));
    QCOMPARE(d.entries()[2].count, mpz_class(5));
    QCOMPARE(d.total(), mpz_class(8));
    QCOMPARE(d.probability(d.entries()[2]), q("5/8"));
    QCOMPARE(d.mean(), q("15/8")); // (-1 + 2 * 1/2 + 5 * 3) / 8
}

void TestDistribution::rejectsBadCounts()
{
    QVERIFY_THROWS_EXCEPTION(Failure, Distribution({entry("1", -1)}));
    QVERIFY_THROWS_EXCEPTION(Failure, Distribution({entry("1", 0)}));
    QVERIFY_THROWS_EXCEPTION(Failure, Distribution(std::vector<Distribution::Entry>{}));
}

void TestDistribution::tails_data()
{
    QTest::addColumn<QString>("x");
    QTest::addColumn<QString>("atLeast");
    QTest::addColumn<QString>("atMost");
    // Over 1 (1), 3/2 (2), 2 (1): total 4.
    QTest::newRow("below all") << u"0"_s << u"1"_s << u"0"_s;
    QTest::newRow("on lowest") << u"1"_s << u"1"_s << u"1/4"_s;
    QTest::newRow("between") << u"5/4"_s << u"3/4"_s << u"1/4"_s;
    QTest::newRow("on middle") << u"3/2"_s << u"3/4"_s << u"3/4"_s;
    QTest::newRow("on highest") << u"2"_s << u"1/4"_s << u"1"_s;
    QTest::newRow("above all") << u"3"_s << u"0"_s << u"1"_s;
}

void TestDistribution::tails()
{
    QFETCH(QString, x);
    QFETCH(QString, atLeast);
    QFETCH(QString, atMost);
    const Distribution d({entry("1", 1), entry("3/2", 2), entry("2", 1)});
    QCOMPARE(d.atLeast(q(x.toLatin1().constData())), q(atLeast.toLatin1().constData()));
    QCOMPARE(d.atMost(q(x.toLatin1().constData())), q(atMost.toLatin1().constData()));
}

void TestDistribution::decimal_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("digits");
    QTest::addColumn<QString>("text");
    QTest::newRow("half") << u"3/2"_s << 10 << u"1.5"_s;
    QTest::newRow("integer") << u"2"_s << 10 << u"2"_s;
    QTest::newRow("negative half") << u"-1/2"_s << 10 << u"-0.5"_s;
    QTest::newRow("third") << u"1/3"_s << 10 << u"0.3333333333"_s;
    QTest::newRow("two thirds rounds") << u"2/3"_s << 10 << u"0.6666666667"_s;
    QTest::newRow("negative two thirds") << u"-2/3"_s << 4 << u"-0.6667"_s;
    QTest::newRow("zero") << u"0"_s << 10 << u"0"_s;
    QTest::newRow("tiny negative is zero") << u"-1/1000000000000"_s << 10 << u"0"_s;
    QTest::newRow("no digits") << u"5/2"_s << 0 << u"3"_s;
    QTest::newRow("rounds up a carry") << u"19999/10000"_s << 3 << u"2"_s;
    QTest::newRow("leading fraction zeros") << u"1/100"_s << 10 << u"0.01"_s;
    QTest::newRow("large") << u"123456789012345678901/10"_s << 10 << u"12345678901234567890.1"_s;
}

void TestDistribution::decimal()
{
    QFETCH(QString, value);
    QFETCH(int, digits);
    QFETCH(QString, text);
    QCOMPARE(Distribution::decimal(q(value.toLatin1().constData()), digits), text);
}

void TestDistribution::json()
{
    const Distribution d({entry("1", 1), entry("3/2", 1), entry("2", 1)});
    const QJsonObject json = d.toJson(u"(d3 + 1) / 2"_s);
    QCOMPARE(json.keys(), (QStringList{u"distribution"_s, u"expression"_s, u"mean"_s}));
    QCOMPARE(json.value(u"expression"_s).toString(), u"(d3 + 1) / 2"_s);
    QCOMPARE(json.value(u"mean"_s).toDouble(), 1.5);
    const QJsonArray values = json.value(u"distribution"_s).toArray();
    QCOMPARE(values.size(), 3);
    QCOMPARE(values[0].toObject().keys(), (QStringList{u"probability"_s, u"probability_exact"_s, u"value"_s}));
    QCOMPARE(values[1].toObject().value(u"value"_s).toDouble(), 1.5);
    QCOMPARE(values[1].toObject().value(u"probability_exact"_s).toString(), u"1/3"_s);
    QCOMPARE(values[1].toObject().value(u"probability"_s).toDouble(), 1.0 / 3.0);
    // Integral values are written as integers, not as 2.0.
    const QByteArray compact = QJsonDocument(json).toJson(QJsonDocument::Compact);
    QVERIFY2(compact.contains("\"value\":2}") || compact.contains("\"value\":2,"), compact.constData());
    QVERIFY2(compact.contains("\"value\":1.5"), compact.constData());

    const QJsonObject certain = Distribution().toJson(u"0"_s);
    const QJsonObject only = certain.value(u"distribution"_s).toArray()[0].toObject();
    QCOMPARE(only.value(u"probability_exact"_s).toString(), u"1"_s);
    QVERIFY(QJsonDocument(certain).toJson(QJsonDocument::Compact).contains("\"probability\":1,"));
}

QTEST_APPLESS_MAIN(TestDistribution)
#include "tst_distribution.moc"
