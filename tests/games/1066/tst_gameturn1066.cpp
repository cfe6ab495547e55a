// Issue 21's scripted game turn, played as a referee would through reeve-cli on a fresh 1066 campaign with three
// players: June 1066 (summer), initiative with gold bids, each player's turn in order through the clock, a draw
// holding an event (Troops Demand More Pay), provisioning, recruits, a vassalage attempt, a move into the neutral
// Britons, a summer battle with King Harald aboard a fleet and a Maneuver played from the Vikings' hand, pillage,
// the end of the turn. Every figure is worked by hand below; the public log and the public report of the month
// are then scanned for every counter's name and for the squares the forces hold (§7.1).
//
// The map and counter sheet are not in Reeve's sources: feudal values, leader values and strengths are house
// figures entered as a referee would, and the hands are dealt with `container pick` so that the draws are fixed.
#include <QDir>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "common/clirun.h"

using namespace Qt::StringLiterals;

class TestGameTurn1066 : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void juneForThreePlayers();

private:
    ReeveTest::CliRun sh(const QString &line);
    void run(const QString &line);
    void runAll(const QStringList &lines);
    QJsonObject step(const QString &line);
    QString hand(const QString &side);
    QTemporaryDir m_dir;
    QString m_file;
};

ReeveTest::CliRun TestGameTurn1066::sh(const QString &line)
{
    QString command = line;
    command.replace(u"FILE"_s, m_file).replace(u"DIR"_s, m_dir.path());
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.start(u"/bin/sh"_s, {u"-c"_s, QString::fromUtf8(REEVE_CLI) + u' ' + command});
    p.waitForFinished(60000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

void TestGameTurn1066::run(const QString &line)
{
    const ReeveTest::CliRun r = sh(line);
    QVERIFY2(r.code == 0, qPrintable(line + u"\n"_s + QString::fromUtf8(r.err)));
}

void TestGameTurn1066::runAll(const QStringList &lines)
{
    for (const QString &line : lines) {
        run(line);
        if (QTest::currentTestFailed())
            return;
    }
}

QJsonObject TestGameTurn1066::step(const QString &line)
{
    const ReeveTest::CliRun r = sh(u"step FILE "_s + line + u" --json"_s);
    if (r.code != 0)
        qWarning("%s: %s", qPrintable(line), r.err.constData());
    return r.json().value(u"outcome"_s).toObject();
}

QString TestGameTurn1066::hand(const QString &side)
{
    const ReeveTest::CliRun r = sh(u"container FILE show --audience referee"_s);
    for (const QString &l : QString::fromUtf8(r.out).split(u'\n'))
        if (l.contains(u"hand of "_s + side + u':'))
            return l.trimmed();
    return {};
}

void TestGameTurn1066::initTestCase()
{
    m_file = m_dir.filePath(u"june.reeve"_s);
    QStringList setup{u"new 1066 FILE --scenario 1066 --sides Normans,Anglo-Saxons,Vikings"_s};
    // §27.4-27.6: the counters left to their owners, Normans first.
    for (const QString &u : {u"William"_s, u"Odo"_s, u"Alan"_s, u"4"_s, u"5"_s, u"14"_s})
        setup << u"step FILE deploy side=Normans unit=%1 square='St. Valery'"_s.arg(u);
    setup << u"step FILE deploy side=Anglo-Saxons unit=17 square=London"_s
          << u"step FILE deploy side=Anglo-Saxons unit=18 square=London"_s
          << u"step FILE deploy side=Anglo-Saxons unit=37 square=Hastings"_s;
    // House figures: every town feudal 1 but Rouen and York 2, London 3, Edinburgh 2.
    for (const QString &t : {u"Boulogne"_s, u"'St. Valery'"_s, u"Dives-sur-Mer"_s, u"Bayeux"_s,
                             u"Cherbourg"_s, u"Avranches"_s, u"Treguier"_s, u"Hastings"_s})
        setup << u"location FILE edit %1 feudal=1"_s.arg(t);
    setup << u"location FILE edit Rouen feudal=2"_s << u"location FILE edit York feudal=2"_s
          << u"location FILE edit London feudal=3"_s << u"location FILE edit Edinburgh feudal=2"_s;
    // Counters: William 3-3 leader 3, Odo and Alan leader 1; Harald thegn 3-3 leader 2 (the issue's figures), a
    // Viking thegn 2-2, Malcolm 2-2 leader 1, fyrd 1-1, fleets 0-1 (no attack of their own, §17.13).
    setup << u"unit FILE edit 1 leader=3 attack=3 defence=3"_s << u"unit FILE edit 2 leader=1"_s
          << u"unit FILE edit 3 leader=1"_s << u"unit FILE edit 38 leader=2 attack=3 defence=3"_s
          << u"unit FILE edit 39 attack=2 defence=2"_s << u"unit FILE edit 42 attack=0 defence=1"_s
          << u"unit FILE edit 37 attack=0 defence=1"_s << u"unit FILE edit 35 attack=1 defence=1"_s
          << u"unit FILE edit 45 leader=1 attack=2 defence=2"_s << u"unit FILE edit 47 attack=1 defence=1"_s;
    // A pool of eight; the hands dealt so that the Normans' draw is the three left, the event among them.
    setup << u"container FILE compose Assassin=0 Attrition=0 Charge=0 Comet=0 Defection=0 \"Feigned "
             u"Flight=0\" "
             "\"Forced March=0\" \"Gold Point=3\" \"Holy Roman Empire Intervenes=0\" Maneuver=1 \"Oath of "
             "Fealty=0\" "
             "\"Papal Intervention=0\" Rally=0 Rebellion=0 \"Shield Wall=0\" Spy=1 Storms=0 Tostig=0 "
             "\"Troops Demand More Pay=1\" \"Vassalage 1=1\" \"Vassalage 2=1\""_s
          << u"container FILE pick Normans 'Gold Point'"_s << u"container FILE pick Normans 'Vassalage 2'"_s
          << u"container FILE pick Normans 'Vassalage 1'"_s
          << u"container FILE pick Anglo-Saxons 'Gold Point'"_s << u"container FILE pick Vikings Maneuver"_s
          << u"container FILE pick Vikings 'Gold Point'"_s;
    // The counter mix and the Combat Results Table as house figures (both missing from the transcription).
    setup << u"table 1066.counter-mix --csv > DIR/mix.csv"_s;
    runAll(setup);
    QFile mix(m_dir.filePath(u"mix.csv"_s));
    QVERIFY(mix.open(QIODevice::ReadOnly));
    const QByteArray header = mix.readLine();
    mix.close();
    QVERIFY(mix.open(QIODevice::WriteOnly));
    mix.write(header + "1,0,4,4,24,0,2\n2,8,0,2,12,0,3\n3,0,0,8,4,4,6\n4,0,0,2,10,0,0\n");
    mix.close();
    QFile crt(m_dir.filePath(u"crt.csv"_s));
    QVERIFY(crt.open(QIODevice::WriteOnly));
    crt.write("d6 (one per attack "
              "die),1,2,3,4\n1,-,-,-,-\n2,-,-,-,-\n3,-,-,-,-\n4,E,-,-,-\n5,E,E,-,-\n6,E,E,E,-\n");
    crt.close();
    runAll({u"table 1066.counter-mix --import DIR/mix.csv --campaign FILE"_s,
            u"table 1066.crt --import DIR/crt.csv --campaign FILE"_s, u"clock FILE set 6"_s});
}

void TestGameTurn1066::juneForThreePlayers()
{
    const int monthStart = sh(u"log FILE --json"_s).json().value(u"actions"_s).toArray().size();
    QVERIFY(monthStart > 0);
    // §6.1: the Normans bid their Gold Point, the others nothing: the Normans play first, then clockwise in the
    // seating order; the bid goes back to the pool.
    QJsonObject o = step(u"initiative normans=1 anglo_saxons=0 vikings=0"_s);
    run(u"step FILE next-phase"_s);
    run(u"step FILE next-phase"_s);
    QVERIFY(QString::fromUtf8(sh(u"clock FILE"_s).out).contains(u"Campaign markers, Normans to play"_s));
    // §8.4-8.5: leaders 3 + 1 + 1 = 5, towns 1 × 7 + Rouen 2 = 9, Normandy (always the Normans', §21.1) 5:
    // (5 + 9 + 5) / 5 rounded up = 4; the three left in the pool (Spy, the returned Gold Point, Troops Demand
    // More Pay) are drawn, the event announced.
    o = step(u"campaign-markers side=Normans"_s);
    QCOMPARE(o.value(u"markers"_s).toInt(), 4);
    QVERIFY(QString::fromUtf8(sh(u"log FILE --audience public"_s).out)
                    .contains(u"Troops Demand More Pay (event)"_s));
    // §8.13 Troops Demand More Pay: seven Norman units in St. Valery (William, Odo, Alan, two knights, the fyrd, the
    // fleet: units 1, 2, 3, 4, 5, 7, 14), the Normans keep their gold: six mutiny (the king never), one die each in
    // the order of their numbers, 2 5 1 6 4 3: Odo (2), knight #4 (1) and the fleet #14 (3) desert.
    // The procedure alone only records, and names the step that applies it (issue 21).
    const ReeveTest::CliRun pay = sh(
            u"resolve 1066.troops-demand-pay units=7 kings=1 --dice 2,5,1,6,4,3 --campaign FILE --json"_s);
    QCOMPARE(pay.outcome().value(u"eliminated"_s).toInt(), 3);
    QVERIFY2(QString::fromUtf8(pay.out).contains(u"FILE troops-demand-pay"_s), pay.out.constData());
    o = step(u"troops-demand-pay side=Normans --dice mutiny=2,5,1,6,4,3"_s);
    QCOMPARE(o.value(u"losses"_s).toInt(), 3);
    QCOMPARE(o.value(u"eliminated"_s).toArray(), (QJsonArray{u"Odo"_s, u"knight #4"_s, u"fleet #14"_s}));
    run(u"step FILE next-phase"_s);
    // §9.2, §9.9: St. Valery (feudal 1) forages 1 + 2 = 3, +1 in June = 4, for its four units: fed.
    o = step(u"provision side=Normans square='St. Valery'"_s);
    QCOMPARE(o.value(u"forage_value"_s).toInt(), 4);
    QCOMPARE(o.value(u"excess"_s).toInt(), 0);
    run(u"step FILE next-phase"_s);
    // §10.2: one fyrd for half a gold point, a whole Gold Point marker; Rouen holds a Norman fyrd (§10.5).
    o = step(u"recruit side=Normans unit=fyrd squares='[\"Rouen\"]'"_s);
    QCOMPARE(o.value(u"gold_markers"_s).toInt(), 1);
    run(u"step FILE next-phase"_s);
    // §11.2: Vassalage 2 + 1 = three dice, 4 + 3 + 5 = 12 against the Anglo-Saxons' free die 6: Hastings' fyrd and
    // fleet come under Norman control.
    o = step(u"vassalage side=Normans square=Hastings markers='[\"Vassalage 2\",\"Vassalage 1\"]' --dice "
             u"attacker=4,3,5 "
             "--dice defender=6"_s);
    QVERIFY(o.value(u"success"_s).toBool());
    QCOMPARE(o.value(u"attacker_total"_s).toInt(), 12);
    runAll({u"step FILE next-phase"_s, u"step FILE next-phase"_s, u"step FILE next-phase"_s});
    // §19.2: attack factors at Hastings: fyrd 1 + fleet 0 = 1; a 1 pillages it; loot 1 (feudal 1) for the Normans,
    // one reaction draw each for the Anglo-Saxons and the Vikings.
    o = step(u"pillage side=Normans square=Hastings --dice pillage=1"_s);
    QVERIFY(o.value(u"pillaged"_s).toBool());
    QCOMPARE(o.value(u"loot_draws"_s).toInt(), 1);
    QCOMPARE(o.value(u"reaction_draws"_s).toArray().size(), 2);

    // The Anglo-Saxons' turn (2 of 3).
    runAll({u"step FILE next-phase"_s, u"step FILE next-phase"_s});
    QVERIFY(QString::fromUtf8(sh(u"clock FILE"_s).out).contains(u"Provisioning, Anglo-Saxons to play"_s));
    // London (feudal 3): 3 + 2 + 1 = 6 for Harold, two housecarls and a fyrd: fed.
    o = step(u"provision side=Anglo-Saxons square=London"_s);
    QCOMPARE(o.value(u"forage_value"_s).toInt(), 6);
    run(u"step FILE next-phase"_s);
    // A thegn for one Gold Point at York (Morcar/Edwin's town): the house mix allows four, one in play.
    o = step(u"recruit side=Anglo-Saxons unit=thegn squares='[\"York\"]'"_s);
    QCOMPARE(o.value(u"cost"_s).toDouble(), 1.0);

    // The Vikings' turn (3 of 3): Harald, a thegn and a fleet sail from Norway into the Britons' Edinburgh.
    for (int i = 0; i < 9; ++i)
        run(u"step FILE next-phase"_s);
    QVERIFY(QString::fromUtf8(sh(u"clock FILE"_s).out).contains(u"Movement, Vikings to play"_s));
    // §4.4-4.5: the neutral Britons turn belligerent; die 5: the second of the other two, the Anglo-Saxons.
    o = step(u"map-move side=Vikings units='[38,39,42]' to=Edinburgh --dice takeover=5"_s);
    QCOMPARE(o.value(u"became_belligerent"_s).toArray(), QJsonArray{u"Britons"_s});
    run(u"step FILE next-phase"_s);
    // The battle reads June: a length die of 3 + 1 = 4 turns (§9.9). Harald aboard the fleet must command (§18.4);
    // panic levels (§15.16): Vikings 3 + 2 attack + 2 leader = 7 -> 4; Britons 2 + 1 + 1 = 4 -> 2.
    runAll({u"battle FILE start Edinburgh --attacker Vikings --defender Britons"_s,
            u"battle FILE place 45 centre"_s, u"battle FILE place 47 left"_s, u"battle FILE place 39 centre"_s,
            u"battle FILE place 42 left --carrying 38"_s, u"battle FILE commander D1"_s});
    QCOMPARE(sh(u"battle FILE commander A3"_s).code, 2); // the thegn is no leader; Harald is aboard A4
    runAll({u"battle FILE commander A4"_s, u"battle FILE length --dice 3"_s});
    QJsonObject board = sh(u"battle FILE show --json"_s).json();
    const QJsonObject state = board.value(u"state"_s).toObject().isEmpty()
                                      ? board
                                      : board.value(u"state"_s).toObject();
    QCOMPARE(state.value(u"length"_s).toInt(), 4);
    QCOMPARE(state.value(u"sides"_s).toArray().at(0).toObject().value(u"panic_level"_s).toInt(), 4);
    QCOMPARE(state.value(u"sides"_s).toArray().at(1).toObject().value(u"panic_level"_s).toInt(), 2);
    // §8.13 Maneuver from the Vikings' hand on their left box: the fleet (Harald's 3) flanks Malcolm in the
    // centre (+1, §15.11) and a non-knight gains one die: 5 dice; 5 is an E against defence 2 (house chart);
    // Malcolm's rally 4 > 1 fails; losses 3 reach the panic level 2; the pursuing thegn rolls 2 × 2 = 4 dice and
    // a 6 eliminates the fyrd. Spoils: the Britons started with 4 (row 1-5): nothing either way (§15.18).
    QVERIFY(hand(u"Vikings"_s).contains(u"Maneuver"_s));
    runAll({u"battle FILE end-round"_s, u"battle FILE marker Vikings Maneuver left"_s});
    QVERIFY(!hand(u"Vikings"_s).contains(u"Maneuver"_s));
    runAll({u"battle FILE attack A4 D1"_s, u"battle FILE roll --dice 5,2,1,3,4"_s,
            u"battle FILE save --dice 4"_s, u"battle FILE attack A3 D2"_s,
            u"battle FILE roll --dice 1,2,3,6"_s, u"battle FILE apply"_s, u"step FILE next-phase"_s});
    // §19.2: Edinburgh, now the Vikings' alone: Harald 3 + thegn 2 + fleet 0 = 5; a 4 pillages it; loot 2.
    o = step(u"pillage side=Vikings square=Edinburgh --dice pillage=4"_s);
    QVERIFY(o.value(u"pillaged"_s).toBool());
    QCOMPARE(o.value(u"loot_draws"_s).toInt(), 2);
    // The Britons, a power of the Anglo-Saxon player now (§4.6), take their own turn; then the month ends.
    for (int i = 0; i < 8; ++i)
        run(u"step FILE next-phase"_s);
    QVERIFY(QString::fromUtf8(sh(u"clock FILE"_s).out).contains(u"End of turn"_s));
    run(u"step FILE next-phase"_s);
    QVERIFY(QString::fromUtf8(sh(u"clock FILE"_s).out).contains(u"July 1066"_s));

    // Fog of war (§7.1): the month's public log and public report name no counter, and no square a force holds
    // unless a rule made it public (the vassalage target, the battle, the Pillaged markers).
    const QStringList hidden{u"William"_s, u"Odo"_s,         u"Alan"_s,       u"Harold"_s, u"Morcar"_s,
                             u"Harald"_s,  u"Malcolm"_s,     u"knight #"_s,   u"fyrd #"_s, u"thegn #"_s,
                             u"fleet #"_s, u"housecarl #"_s, u"St. Valery"_s, u"Rouen"_s,  u"London"_s,
                             u"York"_s,    u"Norway"_s};
    const QJsonArray actions
            = sh(u"log FILE --audience public --turn 6 --json"_s).json().value(u"actions"_s).toArray();
    QVERIFY(actions.size() > 50);
    for (const QJsonValue &a : actions) {
        const QString text = QString::fromUtf8(QJsonDocument(a.toObject()).toJson(QJsonDocument::Compact));
        for (const QString &word : hidden)
            QVERIFY2(!text.contains(word), qPrintable(word + u" in "_s + text));
    }
    run(u"report FILE --from 6 --to 6 --audience public --format html --out DIR/june.html"_s);
    QFile report(m_dir.filePath(u"june.html"_s));
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(report.readAll());
    QVERIFY(html.contains(u"Edinburgh"_s));
    for (const QString &word : hidden)
        QVERIFY2(!html.contains(word), qPrintable(word + u" in the public report"_s));
}

QTEST_GUILESS_MAIN(TestGameTurn1066)
#include "tst_gameturn1066.moc"
