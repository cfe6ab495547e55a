// The Event Phase roll as a campaign step (issue 23, Charlemagne 10): two dice read as tens and units give the
// event number (Charlemagne §6.1); a number whose event the rules text lacks stops the step with exit 3 and
// nothing written, as every other missing figure does, while the procedure itself still reports the number
// (so `odds` can count it). Through the real reeve-cli.
//
// Event 12 is the one the text gives (§6.1's example). The event entered for another row is a TEST FIGURE
// ("referee's entry"), not the printed event.
#include <QtTest>

#include "common/clirun.h"

using namespace Qt::StringLiterals;
using ReeveTest::runCli;

class TestCharlemagneEventRoll : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void knownEvent();
    void missingEventStops();
    void sameRollOnceEntered();
    void sideFromTheClock();
    void stepOutputSaysItOnce();

private:
    int actions()
    {
        return int(
                runCli({u"log"_s, m_file, u"--json"_s}, m_data).json().value(u"actions"_s).toArray().size());
    }
    ReeveTest::CliRun event(const QStringList &dice = {})
    {
        return runCli(QStringList{u"step"_s, m_file, u"event"_s, u"side=Empire"_s} + dice
                              + QStringList{u"--json"_s},
                      m_data);
    }
    void enter(int row, const QString &text)
    {
        QFile csv(m_dir.filePath(u"event.csv"_s));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write(u"d66,event\n%1,%2\n"_s.arg(row).arg(text).toUtf8());
        csv.close();
        QCOMPARE(runCli({u"table"_s, u"charlemagne.event"_s, u"--campaign"_s, m_file, u"--import"_s,
                         csv.fileName()},
                        m_data)
                         .code,
                 0);
    }

    QTemporaryDir m_dir;
    QString m_data = u"reeve-charlemagne-eventroll"_s;
    QString m_file;
};

void TestCharlemagneEventRoll::initTestCase()
{
    m_file = m_dir.filePath(u"event.reeve"_s);
    QCOMPARE(runCli({u"new"_s, u"charlemagne"_s, m_file, u"--scenario"_s, u"771"_s}, m_data).code, 0);
}

void TestCharlemagneEventRoll::knownEvent()
{
    // Tens die 1, units die 2: event 12, Historical Optimism (§6.1's own example); one action logged.
    const int before = actions();
    const ReeveTest::CliRun r = event({u"--dice"_s, u"roll=1,2"_s});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject outcome = r.json().value(u"outcome"_s).toObject();
    QCOMPARE(outcome.value(u"event_number"_s).toInt(), 12);
    QCOMPARE(outcome.value(u"event"_s).toString(), u"Historical Optimism"_s);
    QCOMPARE(actions(), before + 1);
}

void TestCharlemagneEventRoll::missingEventStops()
{
    // Tens die 3, units die 4: event 34, not in the rules text: exit 3 naming the row, nothing written.
    const int before = actions();
    const ReeveTest::CliRun r = event({u"--dice"_s, u"roll=3,4"_s});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("Event 34") || r.out.contains("Event 34"), r.err.constData());
    QCOMPARE(actions(), before);
    // The procedure alone still reports the number (exit 0), as `odds` needs.
    const ReeveTest::CliRun alone = runCli({u"resolve"_s, u"charlemagne.event"_s, u"--dice"_s, u"3,4"_s,
                                            u"--json"_s},
                                           m_data);
    QCOMPARE(alone.code, 0);
    QCOMPARE(alone.outcome().value(u"event_number"_s).toInt(), 34);
}

void TestCharlemagneEventRoll::sameRollOnceEntered()
{
    // Reeve rolls: a missing event stops the step with nothing written, the dice-seed counter included, so once
    // the referee enters that row the next roll gives the same number and is logged.
    const int before = actions();
    const ReeveTest::CliRun first = event();
    if (first.code == 0) { // the seed gave 12, the one event the text has
        QCOMPARE(first.json().value(u"outcome"_s).toObject().value(u"event_number"_s).toInt(), 12);
        return;
    }
    QCOMPARE(first.code, 3);
    const QRegularExpressionMatch m = QRegularExpression(
                                              u"Event (\\d\\d) \\(tens die (\\d), units die (\\d)\\)"_s)
                                              .match(QString::fromUtf8(first.err + first.out));
    QVERIFY2(m.hasMatch(), first.err.constData());
    const int number = m.captured(1).toInt();
    QCOMPARE(number, m.captured(2).toInt() * 10 + m.captured(3).toInt()); // tens and units (§6.1)
    QCOMPARE(actions(), before);
    QCOMPARE(event().code, 3); // the same roll again: still missing, still nothing written
    QCOMPARE(actions(), before);
    enter(number, u"Test event (referee's entry)"_s);
    const int entered = actions();
    const ReeveTest::CliRun r = event();
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(r.json().value(u"outcome"_s).toObject().value(u"event_number"_s).toInt(), number);
    QCOMPARE(r.json().value(u"outcome"_s).toObject().value(u"event"_s).toString(),
             u"Test event (referee's entry)"_s);
    QCOMPARE(actions(), entered + 1);
}

void TestCharlemagneEventRoll::sideFromTheClock()
{
    // Each player rolls in his own Event Phase (§3.1, §6): the side is the clock's player when left out.
    const int before = actions();
    const auto roll = [&](const QStringList &words) {
        return runCli(QStringList{u"step"_s, m_file, u"event"_s} + words
                              + QStringList{u"--dice"_s, u"roll=1,2"_s, u"--json"_s},
                      m_data);
    };
    // The clock names nobody yet: the side must be given (exit 2, nothing written).
    const ReeveTest::CliRun nobody = roll({});
    QCOMPARE(nobody.code, 2);
    QVERIFY2(nobody.err.contains("names no player"), nobody.err.constData());
    QCOMPARE(actions(), before);
    QCOMPARE(runCli({u"clock"_s, m_file, u"side"_s, u"Tribal"_s}, m_data).code, 0);
    const int clocked = actions();
    // Left out: the Tribal player's event; event 12 as in knownEvent.
    const ReeveTest::CliRun own = roll({});
    QVERIFY2(own.code == 0, own.err.constData());
    QCOMPARE(own.json().value(u"outcome"_s).toObject().value(u"side"_s).toString(), u"Tribal"_s);
    QCOMPARE(own.json().value(u"outcome"_s).toObject().value(u"event_number"_s).toInt(), 12);
    QCOMPARE(actions(), clocked + 1);
    // Given and the same: accepted; given and another: refused in plain words, nothing written.
    QCOMPARE(roll({u"side=Tribal"_s}).code, 0);
    const ReeveTest::CliRun other = roll({u"side=Empire"_s});
    QCOMPARE(other.code, 2);
    QVERIFY2(other.err.contains("The clock names the Tribal player to play, not the Empire"),
             other.err.constData());
    QCOMPARE(actions(), clocked + 2);
}

void TestCharlemagneEventRoll::stepOutputSaysItOnce()
{
    // The step's plain output: the action's line once (its number, title and consequence), then the
    // working's dice and steps, without the title or the summary a second time. Revolt row 4 is a TEST
    // FIGURE (the Revolt Table is not in the text).
    QFile csv(m_dir.filePath(u"revolt.csv"_s));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("d6,result\n4,return to neutrality\n");
    csv.close();
    QCOMPARE(runCli({u"table"_s, u"charlemagne.revolt"_s, u"--campaign"_s, m_file, u"--import"_s,
                     csv.fileName()},
                    m_data)
                     .code,
             0);
    const ReeveTest::CliRun r = runCli({u"step"_s, m_file, u"revolt"_s, u"region=Gascony"_s, u"--dice"_s,
                                        u"roll=4"_s},
                                       m_data);
    QVERIFY2(r.code == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QCOMPARE(out.count(u"Revolt roll for one region"_s), 1);
    QCOMPARE(out.count(u"Result: return to neutrality"_s), 1);
    QVERIFY2(out.contains(u"Dice (entered): 4 (d6, revolt die)"_s), r.out.constData());
    QVERIFY2(out.contains(u"Gascony passes from Empire to Neutral"_s), r.out.constData());
}

QTEST_GUILESS_MAIN(TestCharlemagneEventRoll)
#include "tst_eventroll.moc"
