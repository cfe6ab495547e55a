// Pure draw logic of a container in memory: fairness of first draws over
// 1,000,000 fixed-seed streams (chi-square), draw faces as 1-based indexes in
// canonical order, no replacement, and the content hash.
#include <QJsonObject>
#include <QStandardPaths>
#include <QtTest>

#include "containers/containerstate.h"
#include "dice/randomstream.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestContainerState : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void firstDrawsAreFair_data();
    void firstDrawsAreFair();
    void facesIndexCanonicalOrder();
    void drawsWithoutReplacement();
    void hashDependsOnContentsNotOrder();
};

namespace {

QList<ContainerMarker> freshPool(int n)
{
    QList<ContainerMarker> pool;
    for (int i = n; i >= 1; --i) // deliberately unsorted: canonical order is by id
        pool.append(ContainerMarker{i * 3, u"Kind %1"_s.arg(i % 7), u"pool"_s, 0, {}, 0});
    return pool;
}

} // namespace

void TestContainerState::firstDrawsAreFair_data()
{
    QTest::addColumn<QByteArray>("seed");
    QTest::newRow("seed A") << QByteArray(32, '\x11');
    QTest::newRow("seed B") << QByteArray::fromHex("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
}

void TestContainerState::firstDrawsAreFair()
{
    QFETCH(QByteArray, seed);
    constexpr int markers = 30;
    constexpr int trials = 1000000;
    const QList<ContainerMarker> fresh = freshPool(markers);
    QHash<qint64, int> counts;
    for (int t = 0; t < trials; ++t) {
        RandomStream stream(seed, quint64(t) + 1);
        QList<ContainerMarker> pool = fresh;
        QJsonArray draws;
        const QList<ContainerMarker> drawn = ContainerState::drawRandom(pool, 1, stream, draws);
        ++counts[drawn.first().id];
    }
    QCOMPARE(counts.size(), markers);
    const double expected = double(trials) / markers;
    double chi2 = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        chi2 += (it.value() - expected) * (it.value() - expected) / expected;
    // 29 degrees of freedom: P(chi2 > 58.30) = 0.001 for a fair draw.
    QVERIFY2(chi2 < 58.30, qPrintable(u"chi-square %1"_s.arg(chi2)));
}

void TestContainerState::facesIndexCanonicalOrder()
{
    const QByteArray seed(32, '\x42');
    QList<ContainerMarker> pool = freshPool(10);
    QJsonArray draws;
    RandomStream stream(seed, 7);
    const QList<ContainerMarker> drawn = ContainerState::drawRandom(pool, 3, stream, draws);
    QCOMPARE(draws.size(), 3);
    // Re-derive from the same stream: each face is the 1-based index in ascending id order.
    RandomStream again(seed, 7);
    QList<ContainerMarker> sorted = freshPool(10);
    std::sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.id < b.id; });
    for (int i = 0; i < 3; ++i) {
        const QJsonObject d = draws.at(i).toObject();
        QCOMPARE(d.value(u"sides"_s).toInt(), 10 - i);
        const int face = again.die(10 - i);
        QCOMPARE(d.value(u"face"_s).toInt(), face);
        QCOMPARE(drawn.at(i).id, sorted.takeAt(face - 1).id);
    }
}

void TestContainerState::drawsWithoutReplacement()
{
    QList<ContainerMarker> pool = freshPool(30);
    RandomStream stream(QByteArray(32, '\x01'), 1);
    QJsonArray draws;
    const QList<ContainerMarker> drawn = ContainerState::drawRandom(pool, 40, stream, draws);
    QCOMPARE(drawn.size(), 30);
    QVERIFY(pool.isEmpty());
    QSet<qint64> ids;
    for (const ContainerMarker &m : drawn)
        ids.insert(m.id);
    QCOMPARE(ids.size(), 30);
}

void TestContainerState::hashDependsOnContentsNotOrder()
{
    QList<ContainerMarker> a = freshPool(5);
    QList<ContainerMarker> b = a;
    std::reverse(b.begin(), b.end());
    QCOMPARE(ContainerState::contentHash(a), ContainerState::contentHash(b));
    b.removeLast();
    QVERIFY(ContainerState::contentHash(a) != ContainerState::contentHash(b));
    QCOMPARE(ContainerState::contentHash(a).size(), 64);
}

QTEST_GUILESS_MAIN(TestContainerState)
#include "tst_containerstate.moc"
