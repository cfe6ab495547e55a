// Both players' turns (issue 23, Charlemagne 5): each game turn is the first player's seven phases, then the
// second player's, then the end of the turn (Charlemagne §3.1). The rules name no first player; the Empire plays
// first here (game.json "player_order", a house reading the referee changes with `clock FILE side`).
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"

using namespace Qt::StringLiterals;

class TestCharlemagnePlayerTurns : public QObject
{
    Q_OBJECT

private slots:
    void supplyGoesToTheOtherPlayer();
    void stratagemsDrawnByTheClocksPlayer();
};

void TestCharlemagnePlayerTurns::supplyGoesToTheOtherPlayer()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"turns.reeve"_s);
    const auto cli = [&](const QStringList &args) {
        return ReeveTest::runCli(args, u"reeve-test-charlemagne-turns"_s);
    };
    QCOMPARE(cli({u"new"_s, u"charlemagne"_s, file, u"--scenario"_s, u"771"_s}).code, 0);
    QCOMPARE(cli({u"clock"_s, file, u"side"_s, u"Empire"_s}).code, 0);
    const auto clock = [&] { return cli({u"clock"_s, file, u"--json"_s}).json(); };
    const auto next = [&](int times) {
        for (int i = 0; i < times; ++i)
            QCOMPARE(cli({u"clock"_s, file, u"next"_s}).code, 0);
    };
    next(6); // Event → Supply: Stratagem, Vassalage, Treasury, Levy, Operations, Supply
    QCOMPARE(clock().value(u"phase"_s).toString(), u"Supply"_s);
    QCOMPARE(clock().value(u"active_side"_s).toString(), u"Empire"_s);
    next(1); // the Empire's Supply phase is followed by the Tribal player's Event phase, same game turn
    QCOMPARE(clock().value(u"turn"_s).toInt(), 1);
    QCOMPARE(clock().value(u"phase"_s).toString(), u"Event"_s);
    QCOMPARE(clock().value(u"active_side"_s).toString(), u"Tribal"_s);
    next(7); // the Tribal player's turn ends the game turn: turn 2 (776), the Empire to play
    QCOMPARE(clock().value(u"turn"_s).toInt(), 2);
    QCOMPARE(clock().value(u"period"_s).toString(), u"Turn 2 (776)"_s);
    QCOMPARE(clock().value(u"active_side"_s).toString(), u"Empire"_s);
    QCOMPARE(cli({u"undo"_s, file}).code, 0); // one action: turn and side back together
    QCOMPARE(clock().value(u"turn"_s).toInt(), 1);
    QCOMPARE(clock().value(u"phase"_s).toString(), u"Supply"_s);
    QCOMPARE(clock().value(u"active_side"_s).toString(), u"Tribal"_s);
}

void TestCharlemagnePlayerTurns::stratagemsDrawnByTheClocksPlayer()
{
    // The Stratagem Phase draw, like the event roll, is the clock's player's (§3.1, §8.2b): side left out.
    QTemporaryDir dir;
    const QString file = dir.filePath(u"draws.reeve"_s);
    const auto cli = [&](const QStringList &args) {
        return ReeveTest::runCli(args, u"reeve-test-charlemagne-turns"_s);
    };
    QCOMPARE(cli({u"new"_s, u"charlemagne"_s, file, u"--scenario"_s, u"771"_s}).code, 0);
    // TEST FIGURE: a counter mix (the rules text does not print it).
    QCOMPARE(cli({u"container"_s, file, u"compose"_s, u"Vassalage=6"_s, u"Crown of Pavia=1"_s,
                  u"Donation of Constantine=1"_s, u"Frankish General Assembly=1"_s, u"Ring of the Avars=1"_s,
                  u"Missionary=4"_s, u"Military Advance=4"_s, u"Espionage=2"_s, u"Augustus=1"_s,
                  u"Leader=4"_s})
                     .code,
             0);
    const ReeveTest::CliRun none = cli({u"step"_s, file, u"stratagems"_s, u"--check"_s});
    QCOMPARE(none.code, 2); // the clock names no player yet: asked, nothing written
    QVERIFY2(none.err.contains("side=Empire") || none.out.contains("side=Empire"), none.err.constData());
    QCOMPARE(cli({u"clock"_s, file, u"side"_s, u"Empire"_s}).code, 0);
    QCOMPARE(cli({u"clock"_s, file, u"next"_s}).code, 0); // Event → Stratagem
    QCOMPARE(cli({u"step"_s, file, u"stratagems"_s, u"side=Tribal"_s, u"--check"_s}).code, 2);
    // The Empire draws one, and one for Aachen's civilization marker, which Charlemagne occupies: 2.
    // A leader drawn joins Charlemagne at Aachen (§21.1).
    const ReeveTest::CliRun drawn = cli(
            {u"step"_s, file, u"stratagems"_s, u"leader_at=Aachen"_s, u"--json"_s});
    QVERIFY2(drawn.code == 0, drawn.err.constData());
    QCOMPARE(drawn.json().value(u"outcome"_s).toObject().value(u"draws"_s).toInt(), 2);

    // One draw a Stratagem Phase (§8.2b): a second is refused, exit 2, nothing written; after an undo of the
    // first it may be taken again.
    const QByteArray before = cli({u"log"_s, file, u"--audience"_s, u"referee"_s}).out;
    const ReeveTest::CliRun again = cli({u"step"_s, file, u"stratagems"_s, u"leader_at=Aachen"_s});
    QCOMPARE(again.code, 2);
    QVERIFY2(again.err.contains("§8.2b") && again.err.contains("already"), again.err.constData());
    QCOMPARE(cli({u"log"_s, file, u"--audience"_s, u"referee"_s}).out, before);
    QCOMPARE(cli({u"undo"_s, file}).code, 0);
    QCOMPARE(cli({u"step"_s, file, u"stratagems"_s, u"leader_at=Aachen"_s, u"--check"_s}).code, 0);
    // The Tribal player's own Stratagem Phase, later in the same game turn, is his draw (§3.1).
    for (int i = 0; i < 7; ++i) // Stratagem → … → Supply → the Tribal Event → Stratagem
        QCOMPARE(cli({u"clock"_s, file, u"next"_s}).code, 0);
    QCOMPARE(cli({u"clock"_s, file, u"--json"_s}).json().value(u"active_side"_s).toString(), u"Tribal"_s);
    QCOMPARE(cli({u"step"_s, file, u"stratagems"_s, u"leader_at=Saxony"_s, u"--check"_s}).code, 0);
}

QTEST_GUILESS_MAIN(TestCharlemagnePlayerTurns)
#include "tst_playerturns.moc"
