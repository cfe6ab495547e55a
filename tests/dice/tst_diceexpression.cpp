#include <QElapsedTimer>
#include <QTest>

#include "dice/diceexpression.h"
#include "dice/randomstream.h"
#include "gmptestsupport.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using Reeve::DiceExpression;
using Reeve::Distribution;
using Reeve::Failure;
using Reeve::RandomStream;
using Reeve::Roll;

namespace {

/// "value=count" pairs, e.g. "1=1 3/2=1 2=1".
using Counts = QStringList;

mpq_class q(const QString &text)
{
    mpq_class value(text.toStdString());
    value.canonicalize();
    return value;
}

Counts triangle(int sides, int offset)
{
    // 2dN: the sum s (2..2N) can be made in min(s - 1, 2N + 1 - s) ways.
    Counts counts;
    for (int s = 2; s <= 2 * sides; ++s)
        counts << u"%1=%2"_s.arg(s + offset).arg(std::min(s - 1, 2 * sides + 1 - s));
    return counts;
}

Counts uniform(int from, int to, int step = 1)
{
    Counts counts;
    for (int v = from; v <= to; v += step)
        counts << u"%1=1"_s.arg(v);
    return counts;
}

QByteArray seed()
{
    return QByteArrayLiteral("reeve dice expression test");
}

} // namespace

/**
 * DiceExpression: exact distributions against hand-computed values,
 * evaluation of entered dice, rolling, and the refusals.
 */
class TestDiceExpression : public QObject
{
    Q_OBJECT

private slots:
    void distribution_data();
    void distribution();
    void twentyD6();
    void largePoolsAreFast_data();
    void largePoolsAreFast();
    void divisionByZeroIsPossible_data();
    void divisionByZeroIsPossible();
    void tooLarge_data();
    void tooLarge();
    void evaluate_data();
    void evaluate();
    void evaluateRejects_data();
    void evaluateRejects();
    void evaluateDivisionByZero();
    void rollMatchesEvaluate_data();
    void rollMatchesEvaluate();
    void rollIsDeterministic();
    void rollReusesStorage();
    void rollStaysInDistribution();
    void rollKeepsWholeTotalsAsIntegers();
    void chiSquareD66();
};

void TestDiceExpression::distribution_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<Counts>("counts");
    QTest::addColumn<QString>("total");
    QTest::addColumn<QString>("mean");

    QTest::newRow("2d6") << u"2d6"_s << triangle(6, 0) << u"36"_s << u"7"_s;
    Counts d66;
    for (int tens = 1; tens <= 6; ++tens)
        d66 << uniform(10 * tens + 1, 10 * tens + 6);
    QTest::newRow("d66") << u"d66"_s << d66 << u"36"_s << u"77/2"_s;
    QTest::newRow("(d3+1)/2") << u"(d3+1)/2"_s << Counts{u"1=1"_s, u"3/2=1"_s, u"2=1"_s} << u"3"_s
                              << u"3/2"_s;
    QTest::newRow("2d10+5") << u"2d10+5"_s << triangle(10, 5) << u"100"_s << u"16"_s;
    QTest::newRow("d3-1") << u"d3-1"_s << uniform(0, 2) << u"3"_s << u"1"_s;
    QTest::newRow("d2/2") << u"d2/2"_s << Counts{u"1/2=1"_s, u"1=1"_s} << u"2"_s << u"3/4"_s;
    QTest::newRow("floor((d3+1)/2)") << u"floor((d3+1)/2)"_s << Counts{u"1=2"_s, u"2=1"_s} << u"3"_s
                                     << u"4/3"_s;
    QTest::newRow("ceil(d6/4)") << u"ceil(d6/4)"_s << Counts{u"1=4"_s, u"2=2"_s} << u"6"_s << u"4/3"_s;
    QTest::newRow("floor negative") << u"floor(-d3/2)"_s << Counts{u"-2=1"_s, u"-1=2"_s} << u"3"_s
                                    << u"-4/3"_s;
    QTest::newRow("-d4") << u"-d4"_s << uniform(-4, -1) << u"4"_s << u"-5/2"_s;
    QTest::newRow("--3") << u"--3"_s << Counts{u"3=1"_s} << u"1"_s << u"3"_s;
    QTest::newRow("-2d6+14") << u"-2d6+14"_s << triangle(6, 0) << u"36"_s << u"7"_s; // symmetric
    QTest::newRow("d4-d4") << u"d4-d4"_s << triangle(4, -5) << u"16"_s << u"0"_s;
    QTest::newRow("1+2*3") << u"1+2*3"_s << Counts{u"7=1"_s} << u"1"_s << u"7"_s;
    QTest::newRow("(1+2)*3") << u"(1+2)*3"_s << Counts{u"9=1"_s} << u"1"_s << u"9"_s;
    QTest::newRow("10-2-3") << u"10-2-3"_s << Counts{u"5=1"_s} << u"1"_s << u"5"_s;
    QTest::newRow("12/2/3") << u"12/2/3"_s << Counts{u"2=1"_s} << u"1"_s << u"2"_s;
    QTest::newRow("-2*-3") << u"-2*-3"_s << Counts{u"6=1"_s} << u"1"_s << u"6"_s;
    QTest::newRow("2*d3+1") << u"2*d3+1"_s << uniform(3, 7, 2) << u"3"_s << u"5"_s;
    QTest::newRow("1-d2*3") << u"1-d2*3"_s << Counts{u"-5=1"_s, u"-2=1"_s} << u"2"_s << u"-7/2"_s;
    QTest::newRow("d6/d2") << u"d6/d2"_s << Counts{u"1/2=1"_s, u"1=2"_s, u"3/2=1"_s, u"2=2"_s, u"5/2=1"_s,
                                                   u"3=2"_s,   u"4=1"_s, u"5=1"_s,   u"6=1"_s}
                           << u"12"_s << u"21/8"_s;
    QTest::newRow("d%") << u"d%"_s << uniform(1, 100) << u"100"_s << u"101/2"_s;
    QTest::newRow("d100") << u"d100"_s << uniform(1, 100) << u"100"_s << u"101/2"_s;
    QTest::newRow("0d6") << u"0d6"_s << Counts{u"0=1"_s} << u"1"_s << u"0"_s;
    QTest::newRow("constant") << u"42"_s << Counts{u"42=1"_s} << u"1"_s << u"42"_s;
    QTest::newRow("huge constant") << u"100000000000000000000*3"_s << Counts{u"300000000000000000000=1"_s}
                                   << u"1"_s << u"300000000000000000000"_s;
}

void TestDiceExpression::distribution()
{
    QFETCH(QString, expression);
    QFETCH(Counts, counts);
    QFETCH(QString, total);
    QFETCH(QString, mean);
    const Distribution d = DiceExpression::parse(expression).distribution();
    QCOMPARE(d.total(), mpz_class(total.toStdString()));
    QCOMPARE(d.mean(), q(mean));
    QCOMPARE(d.entries().size(), size_t(counts.size()));
    for (qsizetype i = 0; i < counts.size(); ++i) {
        const QStringList parts = counts[i].split(u'=');
        QCOMPARE(d.entries()[size_t(i)].value, q(parts[0]));
        QCOMPARE(d.entries()[size_t(i)].count, mpz_class(parts[1].toStdString()));
    }
    if (expression == u"2d6"_s) {
        QCOMPARE(d.probability(d.entries()[5]), q(u"6/36"_s)); // P(7)
        QCOMPARE(d.atLeast(7), q(u"21/36"_s));
        QCOMPARE(d.atMost(4), q(u"6/36"_s));
    }
}

void TestDiceExpression::twentyD6()
{
    // Independent check: plain 64-bit dynamic programming (6^20 < 2^63).
    std::vector<quint64> ways{1};
    for (int die = 0; die < 20; ++die) {
        std::vector<quint64> next(ways.size() + 5, 0);
        for (size_t k = 0; k < ways.size(); ++k) {
            for (size_t f = 0; f < 6; ++f)
                next[k + f] += ways[k];
        }
        ways.swap(next);
    }
    const Distribution d = DiceExpression::parse(u"20d6"_s).distribution();
    mpz_class sixToTwenty;
    mpz_ui_pow_ui(sixToTwenty.get_mpz_t(), 6, 20);
    QCOMPARE(d.total(), sixToTwenty);
    QCOMPARE(d.mean(), mpq_class(70));
    QCOMPARE(d.entries().size(), size_t(101));
    for (size_t k = 0; k < ways.size(); ++k) {
        QCOMPARE(d.entries()[k].value, mpq_class(20 + long(k)));
        QCOMPARE(d.entries()[k].count.get_str(), std::to_string(ways[k]));
    }
}

void TestDiceExpression::largePoolsAreFast_data()
{
    QTest::addColumn<QString>("expression");
    QTest::newRow("20d6") << u"20d6"_s;
    QTest::newRow("10d10+5") << u"10d10+5"_s;
    QTest::newRow("100d6") << u"100d6"_s;
}

void TestDiceExpression::largePoolsAreFast()
{
    QFETCH(QString, expression);
    const DiceExpression parsed = DiceExpression::parse(expression);
    QElapsedTimer timer;
    timer.start();
    const Distribution d = parsed.distribution();
    // The goal is well under 50 ms; the bound is loose so a busy machine does not fail it.
    QVERIFY2(timer.elapsed() < 500, qPrintable(u"%1 ms"_s.arg(timer.elapsed())));
    QVERIFY(!d.entries().empty());
}

void TestDiceExpression::divisionByZeroIsPossible_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("position");
    QTest::newRow("d6/(d3-1)") << u"d6/(d3-1)"_s << 3;
    QTest::newRow("1/0") << u"1/0"_s << 2;
    QTest::newRow("1/0d6") << u"1/0d6"_s << 2;
    QTest::newRow("d4/(d2-d2)") << u"d4 / (d2 - d2)"_s << 4;
    QTest::newRow("floor divisor") << u"1/floor(d2/2)"_s << 2;
}

void TestDiceExpression::divisionByZeroIsPossible()
{
    QFETCH(QString, expression);
    QFETCH(int, position);
    try {
        DiceExpression::parse(expression).distribution();
        QFAIL("distribution() accepted a divisor that can be zero");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().contains(u"division by zero is possible"_s), qPrintable(failure.message()));
        QCOMPARE(failure.detail().value(u"position"_s).toInt(), position);
    }
}

void TestDiceExpression::tooLarge_data()
{
    QTest::addColumn<QString>("expression");
    QTest::newRow("one huge die") << u"d1000000000"_s;
    QTest::newRow("huge pool") << u"1000d10000"_s;
    QTest::newRow("slow pool") << u"1000d100"_s;
    QTest::newRow("many pairs") << u"d100000 * d100000"_s;
}

void TestDiceExpression::tooLarge()
{
    QFETCH(QString, expression);
    try {
        DiceExpression::parse(expression).distribution();
        QFAIL("distribution() accepted an unreasonable expression");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().contains(u"too large to work out exactly"_s),
                 qPrintable(failure.message()));
    }
}

void TestDiceExpression::evaluate_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QString>("value");
    QTest::newRow("2d6") << u"2d6"_s << QList<int>{3, 5} << u"8"_s;
    QTest::newRow("d66 tens first") << u"d66"_s << QList<int>{4, 2} << u"42"_s;
    QTest::newRow("d%") << u"d%"_s << QList<int>{100} << u"100"_s;
    QTest::newRow("halves") << u"(d3+1)/2"_s << QList<int>{2} << u"3/2"_s;
    QTest::newRow("order") << u"d4 - d8 * d66"_s << QList<int>{1, 2, 3, 4} << u"-67"_s;
    QTest::newRow("floor") << u"floor(d6/4)"_s << QList<int>{6} << u"1"_s;
    QTest::newRow("ceil") << u"ceil(-d6/4)"_s << QList<int>{6} << u"-1"_s;
    QTest::newRow("no dice") << u"7*6"_s << QList<int>{} << u"42"_s;
    QTest::newRow("big constant") << u"99999999999999999999 + d2"_s << QList<int>{1}
                                  << u"100000000000000000000"_s;
    QTest::newRow("beyond 64 bits") << u"4611686018427387904 * 4 * d2"_s << QList<int>{2}
                                    << u"36893488147419103232"_s;
    QTest::newRow("near 2^62") << u"4611686018427387903 * d2 - 4611686018427387903"_s << QList<int>{2}
                               << u"4611686018427387903"_s;
}

void TestDiceExpression::evaluate()
{
    QFETCH(QString, expression);
    QFETCH(QList<int>, faces);
    QFETCH(QString, value);
    QCOMPARE(DiceExpression::parse(expression).evaluate(faces), q(value));
}

void TestDiceExpression::evaluateRejects_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QString>("messagePart");
    QTest::addColumn<int>("index");
    QTest::newRow("too few") << u"3d6"_s << QList<int>{1, 2}
                             << u"\"3d6\" needs 3 die(s), but 2 were entered"_s << -1;
    QTest::newRow("too many") << u"d66"_s << QList<int>{1, 2, 3} << u"needs 2 die(s), but 3"_s << -1;
    QTest::newRow("none for a constant") << u"5"_s << QList<int>{1} << u"needs 0 die(s), but 1"_s << -1;
    QTest::newRow("face 0") << u"2d6"_s << QList<int>{0, 3}
                            << u"die 1 of \"2d6\" is a d6, so it shows 1 to 6, not 0"_s << 0;
    QTest::newRow("face 7") << u"2d6"_s << QList<int>{3, 7} << u"die 2 of \"2d6\" is a d6"_s << 1;
    QTest::newRow("mixed dice") << u"d4 + d8"_s << QList<int>{4, 9}
                                << u"die 2 of \"d4 + d8\" is a d8, so it shows 1 to 8, not 9"_s << 1;
    QTest::newRow("d66 units") << u"d66"_s << QList<int>{6, 7} << u"is a d6"_s << 1;
    QTest::newRow("d% 101") << u"d%"_s << QList<int>{101} << u"is a d100, so it shows 1 to 100, not 101"_s
                            << 0;
    QTest::newRow("negative") << u"d20"_s << QList<int>{-3} << u"not -3"_s << 0;
}

void TestDiceExpression::evaluateRejects()
{
    QFETCH(QString, expression);
    QFETCH(QList<int>, faces);
    QFETCH(QString, messagePart);
    QFETCH(int, index);
    try {
        DiceExpression::parse(expression).evaluate(faces);
        QFAIL("evaluate() accepted the faces");
    } catch (const Failure &failure) {
        QCOMPARE(failure.kind(), Failure::Kind::BadInput);
        QVERIFY2(failure.message().contains(messagePart), qPrintable(failure.message()));
        if (index >= 0) {
            QCOMPARE(failure.detail().value(u"index"_s).toInt(), index);
            QCOMPARE(failure.detail().value(u"sides"_s).toInt(),
                     DiceExpression::parse(expression).diceSides()[index]);
        }
    }
}

void TestDiceExpression::evaluateDivisionByZero()
{
    const DiceExpression expression = DiceExpression::parse(u"d6 / (d3 - 2)"_s);
    QCOMPARE(expression.evaluate({6, 3}), mpq_class(6));
    QVERIFY_THROWS_EXCEPTION(Failure, expression.evaluate({6, 2}));
}

void TestDiceExpression::rollMatchesEvaluate_data()
{
    QTest::addColumn<QString>("expression");
    for (const char16_t *text :
         {u"2d6", u"d66", u"(d3+1)/2", u"3d6 * d4 - d%", u"floor(d20 / 3) + ceil(-d6 / 4)", u"7",
          u"4611686018427387904 * 4 * d2", u"d4 - d8 * d66"})
        QTest::newRow(QString::fromUtf16(text).toUtf8().constData()) << QString::fromUtf16(text);
}

void TestDiceExpression::rollMatchesEvaluate()
{
    QFETCH(QString, expression);
    const DiceExpression parsed = DiceExpression::parse(expression);
    const Distribution d = parsed.distribution();
    RandomStream rng(seed(), 1);
    for (int i = 0; i < 2000; ++i) {
        const Roll roll = parsed.roll(rng);
        QCOMPARE(roll.faces.size(), parsed.diceSides().size());
        QCOMPARE(parsed.evaluate(roll.faces), roll.total());
        QVERIFY(roll.total() >= d.entries().front().value && roll.total() <= d.entries().back().value);
    }
}

void TestDiceExpression::rollIsDeterministic()
{
    const DiceExpression parsed = DiceExpression::parse(u"3d6 + d66 + d%"_s);
    RandomStream a(seed(), 9);
    RandomStream b(seed(), 9);
    for (int i = 0; i < 100; ++i) {
        const Roll x = parsed.roll(a);
        const Roll y = parsed.roll(b);
        QCOMPARE(x.faces, y.faces);
        QCOMPARE(x.total(), y.total());
    }
    // The faces are the stream's dice, drawn left to right.
    RandomStream c(seed(), 9);
    const QList<int> expected{c.die(6), c.die(6), c.die(6), c.die(6), c.die(6), c.die(100)};
    RandomStream e(seed(), 9);
    QCOMPARE(parsed.roll(e).faces, expected);
}

void TestDiceExpression::rollReusesStorage()
{
    const DiceExpression parsed = DiceExpression::parse(u"2d6"_s);
    RandomStream rng(seed(), 2);
    Roll roll;
    parsed.roll(rng, roll);
    const int *storage = roll.faces.constData();
    for (int i = 0; i < 100; ++i) {
        parsed.roll(rng, roll);
        QCOMPARE(roll.faces.constData(), storage);
        QCOMPARE(roll.total(), mpq_class(roll.faces[0] + roll.faces[1]));
    }
    // A shared list is detached, not overwritten.
    const QList<int> kept = roll.faces;
    const QList<int> copy(kept.begin(), kept.end());
    parsed.roll(rng, roll);
    QCOMPARE(kept, copy);
}

void TestDiceExpression::rollStaysInDistribution()
{
    // Every value a roll can give has a positive probability.
    const DiceExpression parsed = DiceExpression::parse(u"floor((d3 + 1) / 2) * d4 - d2"_s);
    const Distribution d = parsed.distribution();
    RandomStream rng(seed(), 3);
    for (int i = 0; i < 5000; ++i) {
        const mpq_class total = parsed.roll(rng).total();
        QVERIFY(d.atLeast(total) - d.atLeast(total + mpq_class(1, 1000000)) > 0);
    }
}

void TestDiceExpression::rollKeepsWholeTotalsAsIntegers()
{
    // "(d3 + 1) / 2" gives 1, 1.5 or 2: the whole results are held as
    // integers, the half as an exact rational, and total() is exact for both.
    const DiceExpression halves = DiceExpression::parse(u"(d3 + 1) / 2"_s);
    RandomStream rng(seed(), 4);
    Roll roll;
    int wholes = 0;
    int halvesSeen = 0;
    for (int i = 0; i < 300; ++i) {
        halves.roll(rng, roll);
        mpq_class expected(roll.faces[0] + 1, 2);
        expected.canonicalize();
        QCOMPARE(roll.total(), expected);
        QCOMPARE(roll.isWhole(), expected.get_den() == 1);
        if (roll.isWhole()) {
            QCOMPARE(mpq_class(long(roll.whole())), expected);
            ++wholes;
        } else {
            ++halvesSeen;
        }
    }
    QVERIFY(wholes > 0 && halvesSeen > 0);
    // A copy keeps its own total when the source is rolled again.
    const Roll kept = roll;
    const mpq_class before = kept.total();
    halves.roll(rng, roll);
    QCOMPARE(kept.total(), before);
}

void TestDiceExpression::chiSquareD66()
{
    // 1,000,000 d66 through the engine; 36 cells, 35 dof; critical value at 0.999 is 66.619.
    const DiceExpression d66 = DiceExpression::parse(u"d66"_s);
    RandomStream rng(seed(), 66);
    std::vector<qint64> counts(36, 0);
    const qint64 rolls = 1000000;
    Roll roll;
    for (qint64 i = 0; i < rolls; ++i) {
        d66.roll(rng, roll);
        QVERIFY(roll.isWhole());
        const long v = long(roll.whole());
        QVERIFY(v / 10 >= 1 && v / 10 <= 6 && v % 10 >= 1 && v % 10 <= 6);
        ++counts[size_t((v / 10 - 1) * 6 + (v % 10 - 1))];
    }
    const double expected = double(rolls) / 36.0;
    double chi = 0;
    for (qint64 c : counts)
        chi += (double(c) - expected) * (double(c) - expected) / expected;
    qInfo("chi-square of 1e6 d66: %.3f (critical 66.619)", chi);
    QVERIFY2(chi < 66.619, qPrintable(QString::number(chi)));
}

QTEST_APPLESS_MAIN(TestDiceExpression)
#include "tst_diceexpression.moc"
