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

QTEST_GUILESS_MAIN(TestCharlemagnePlayerTurns)
#include "tst_playerturns.moc"
