// Tests of PIN storage (PinHash: PBKDF2-HMAC-SHA256 with its algorithm and count kept
// with the hash; the first format, one salted SHA-256, still checks) and of ViewerGate's
// PIN changes: set, change and remove for a side and for the referee, each one logged,
// undoable action naming neither the PIN nor its hash; a wrong current PIN writes
// nothing; an old-format hash is stored again once its PIN is known.
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/pinhash.h"
#include "campaign/viewergate.h"
#include "log/actionlog.h"
#include "storage/database.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestPinHash : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void formatRecordsAlgorithmAndCount();
    void checks_data();
    void checks();
    void firstFormatStillChecks();
    void realCountIsSlow();
    void sidePinSetChangeRemove();
    void refereePinAndItsReach();
    void oldHashIsStoredAgain();

private:
    std::unique_ptr<Campaign> campaign(const QString &name);
    static QString sideHash(Campaign &c, qint64 side)
    {
        return c.database().scalar(u"SELECT pin_hash FROM sides WHERE id = ?"_s, {side}).toString();
    }
    /// No public text, private text or payload of the log names \a pin or \a hash.
    static void logNamesNeither(Campaign &c, const QString &pin, const QString &hash);
    QTemporaryDir m_dir;
};

std::unique_ptr<Campaign> TestPinHash::campaign(const QString &name)
{
    auto c = Campaign::create(m_dir.filePath(name), u"1066"_s, u"Pins"_s);
    CampaignEditor(*c).addSide(u"Normans"_s, u"#1f4e9c"_s);
    CampaignEditor(*c).addSide(u"Vikings"_s, u"#8b0000"_s);
    return c;
}

void TestPinHash::logNamesNeither(Campaign &c, const QString &pin, const QString &hash)
{
    for (const QVariantMap &row :
         c.database().select(u"SELECT public_text, private_text, payload FROM actions"_s)) {
        const QString text = row.value(u"public_text"_s).toString() + row.value(u"private_text"_s).toString();
        QVERIFY2(!text.contains(pin), qPrintable(text));
        if (!hash.isEmpty())
            QVERIFY2(!text.contains(hash), qPrintable(text));
    }
}

void TestPinHash::formatRecordsAlgorithmAndCount()
{
    // The suite runs with REEVE_TEST_PIN_ITERATIONS=1000 (tests/CMakeLists.txt).
    QCOMPARE(PinHash::iterations(), 1000);
    const QString hash = PinHash::make(u"1234"_s);
    const QStringList parts = hash.split(u'$');
    QCOMPARE(parts.size(), 4);
    QCOMPARE(parts.at(0), u"pbkdf2-sha256"_s);
    QCOMPARE(parts.at(1), u"1000"_s);
    QCOMPARE(parts.at(2).size(), 32); // 16 random bytes of salt
    QCOMPARE(parts.at(3).size(), 64); // 32 bytes of key
    QCOMPARE(PinHash::storedIterations(hash), 1000);
    QVERIFY(PinHash::make(u"1234"_s) != hash); // a fresh salt each time
    QVERIFY(PinHash::make(QString()).isEmpty());
    QVERIFY(!PinHash::needsRehash(hash));
    QVERIFY(PinHash::needsRehash(PinHash::make(u"1234"_s, 10)));
}

void TestPinHash::checks_data()
{
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("pin");
    QTest::addColumn<bool>("opens");
    const QString hash = PinHash::make(u"2718"_s);
    QStringList parts = hash.split(u'$');
    QTest::newRow("right") << hash << u"2718"_s << true;
    QTest::newRow("wrong") << hash << u"2719"_s << false;
    QTest::newRow("empty pin") << hash << QString() << false;
    QTest::newRow("nothing stored") << QString() << u"anything"_s << true;
    QTest::newRow("garbage") << u"not a hash"_s << u"2718"_s << false;
    QTest::newRow("unknown algorithm")
            << u"md5$1000$"_s + parts.at(2) + u"$"_s + parts.at(3) << u"2718"_s << false;
    QTest::newRow("count changed") << u"pbkdf2-sha256$1001$"_s + parts.at(2) + u"$"_s + parts.at(3)
                                   << u"2718"_s << false;
    QTest::newRow("absurd count") << u"pbkdf2-sha256$2000000000$"_s + parts.at(2) + u"$"_s + parts.at(3)
                                  << u"2718"_s << false;
}

void TestPinHash::checks()
{
    QFETCH(QString, stored);
    QFETCH(QString, pin);
    QFETCH(bool, opens);
    QCOMPARE(PinHash::check(stored, pin), opens);
}

void TestPinHash::firstFormatStillChecks()
{
    const QString legacy = PinHash::makeLegacy(u"4321"_s);
    QCOMPARE(legacy.split(u'$').size(), 2);
    QVERIFY(PinHash::check(legacy, u"4321"_s));
    QVERIFY(!PinHash::check(legacy, u"1234"_s));
    QCOMPARE(PinHash::storedIterations(legacy), 1);
    QVERIFY(PinHash::needsRehash(legacy));
}

void TestPinHash::realCountIsSlow()
{
    // Once at the count play uses: a guess must cost a noticeable time (README: "PINs").
    const QByteArray saved = qgetenv(PinHash::TestIterationsVariable);
    qunsetenv(PinHash::TestIterationsVariable);
    QCOMPARE(PinHash::iterations(), PinHash::DefaultIterations);
    QVERIFY(PinHash::DefaultIterations >= 300000);
    const QString hash = PinHash::make(u"0000"_s);
    qputenv(PinHash::TestIterationsVariable, saved);
    QCOMPARE(PinHash::storedIterations(hash), PinHash::DefaultIterations);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(PinHash::check(hash, u"0000"_s));
    const qint64 ms = timer.elapsed();
    qInfo("one check at %d iterations: %lld ms", PinHash::DefaultIterations, ms);
    QVERIFY2(ms >= 20, "a PIN check at the real count should take a noticeable time");
}

void TestPinHash::sidePinSetChangeRemove()
{
    auto c = campaign(u"side.reeve"_s);
    ViewerGate gate(*c);
    QVERIFY(!gate.needsPin(Audience::Side, 1));
    const qint64 set = gate.changePin(Audience::Side, 1, QString(), u"1111"_s);
    QCOMPARE(c->log().action(set).publicText, u"PIN of Normans set"_s);
    QVERIFY(gate.needsPin(Audience::Side, 1));
    QVERIFY(gate.check(Audience::Side, 1, u"1111"_s));
    const QString firstHash = sideHash(*c, 1);
    QVERIFY(firstHash.startsWith(u"pbkdf2-sha256$"_s));

    // Changing or removing needs the current PIN; a wrong one writes nothing.
    const qint64 head = c->log().lastSeq();
    QVERIFY_THROWS_EXCEPTION(Failure, gate.changePin(Audience::Side, 1, QString(), u"2222"_s));
    QVERIFY_THROWS_EXCEPTION(Failure, gate.changePin(Audience::Side, 1, u"9999"_s, u"2222"_s));
    QVERIFY_THROWS_EXCEPTION(Failure, gate.changePin(Audience::Side, 1, u"9999"_s, QString()));
    QCOMPARE(c->log().lastSeq(), head);
    QCOMPARE(sideHash(*c, 1), firstHash);

    const qint64 changed = gate.changePin(Audience::Side, 1, u"1111"_s, u"2222"_s);
    QCOMPARE(c->log().action(changed).publicText, u"PIN of Normans changed"_s);
    QVERIFY(gate.check(Audience::Side, 1, u"2222"_s));
    QVERIFY(!gate.check(Audience::Side, 1, u"1111"_s));
    const QString secondHash = sideHash(*c, 1);

    // Undo puts the previous PIN back; redo the new one.
    c->log().undo();
    QVERIFY(gate.check(Audience::Side, 1, u"1111"_s));
    c->log().redo();
    QVERIFY(gate.check(Audience::Side, 1, u"2222"_s));

    const qint64 removed = gate.changePin(Audience::Side, 1, u"2222"_s, QString());
    QCOMPARE(c->log().action(removed).publicText, u"PIN of Normans removed"_s);
    QVERIFY(!gate.needsPin(Audience::Side, 1));
    QCOMPARE(gate.changePin(Audience::Side, 1, QString(), QString()), 0); // nothing to remove
    QVERIFY(!gate.needsPin(Audience::Side, 2));                           // the other side untouched
    logNamesNeither(*c, u"1111"_s, firstHash);
    logNamesNeither(*c, u"2222"_s, secondHash);
}

void TestPinHash::refereePinAndItsReach()
{
    auto c = campaign(u"referee.reeve"_s);
    ViewerGate gate(*c);
    gate.changePin(Audience::Side, 2, QString(), u"5555"_s);
    const qint64 set = gate.changePin(Audience::Referee, 0, QString(), u"8080"_s);
    QCOMPARE(c->log().action(set).publicText, u"Referee PIN set"_s);
    QVERIFY_THROWS_EXCEPTION(Failure, gate.changePin(Audience::Referee, 0, u"5555"_s, u"1"_s)); // a side's PIN
    // The referee may read every view, and reset a side's PIN a player forgot.
    QVERIFY(gate.opens(Audience::Side, 2, u"8080"_s));
    QVERIFY(!gate.check(Audience::Side, 2, u"8080"_s));
    QVERIFY(!gate.opens(Audience::Referee, 0, u"5555"_s));
    QVERIFY(gate.changePin(Audience::Side, 2, u"8080"_s, u"6666"_s) > 0);
    QVERIFY(gate.check(Audience::Side, 2, u"6666"_s));
    QCOMPARE(c->log().action(gate.changePin(Audience::Referee, 0, u"8080"_s, u"9090"_s)).publicText,
             u"Referee PIN changed"_s);
    QCOMPARE(c->log().action(gate.changePin(Audience::Referee, 0, u"9090"_s, QString())).publicText,
             u"Referee PIN removed"_s);
    QVERIFY(!gate.needsPin(Audience::Referee));
    QVERIFY(!gate.opens(Audience::Side, 2, u"9090"_s)); // no referee PIN: a side's view needs its own
    QVERIFY_THROWS_EXCEPTION(Failure, gate.changePin(Audience::Public, 0, QString(), u"1"_s));
    logNamesNeither(*c, u"8080"_s, QString());
}

void TestPinHash::oldHashIsStoredAgain()
{
    auto c = campaign(u"legacy.reeve"_s);
    // A campaign from before PBKDF2: its PIN hash is one salted SHA-256.
    const QString legacy = PinHash::makeLegacy(u"4321"_s);
    c->database().exec(u"UPDATE sides SET pin_hash = ? WHERE id = 1"_s, {legacy});
    ViewerGate gate(*c);
    QVERIFY(gate.check(Audience::Side, 1, u"4321"_s));
    QVERIFY(!gate.check(Audience::Side, 1, u"1234"_s));
    QCOMPARE(gate.upgrade(Audience::Side, 1, u"1234"_s), 0); // not its PIN: nothing written
    const qint64 seq = gate.upgrade(Audience::Side, 1, u"4321"_s);
    QVERIFY(seq > 0);
    QVERIFY(!c->log().action(seq).publicText.contains(u"4321"_s));
    QVERIFY(sideHash(*c, 1).startsWith(u"pbkdf2-sha256$"_s));
    QVERIFY(gate.check(Audience::Side, 1, u"4321"_s));
    QCOMPARE(gate.upgrade(Audience::Side, 1, u"4321"_s), 0); // already current
}

QTEST_GUILESS_MAIN(TestPinHash)
#include "tst_pinhash.moc"
