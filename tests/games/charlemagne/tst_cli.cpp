// The Charlemagne command-line contract run through the real reeve-cli binary: ids,
// parameter spellings, outcome fields, dice order and exit codes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject outcome() const
    {
        return QJsonDocument::fromJson(out).object().value(u"outcome"_s).toObject();
    }
};

Run cli(const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_HOME"_s, QDir::tempPath() + u"/reeve-cli-charlemagne-test"_s);
    process.setProcessEnvironment(env);
    process.start(QString::fromUtf8(REEVE_CLI), args);
    process.waitForFinished(60000);
    return Run{process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

Run resolve(const QString &id, const QStringList &words, const QString &dice = {})
{
    QStringList args{u"resolve"_s, u"charlemagne."_s + id};
    args << words;
    if (!dice.isEmpty())
        args << u"--dice"_s << dice;
    args << u"--json"_s;
    return cli(args);
}

} // namespace

class TestCharlemagneCli : public QObject
{
    Q_OBJECT
private slots:
    void combatRatioExample();
    void operationPointsExample();
    void eventNumberWithMissingCell();
    void personalCombatDiceOrder();
    void exitCodes();
    void listsProcedures();
    void boardAndVictoryPoints();
    void containerDrawAsksWhereALeaderGoes();
    void openingDrawTakesAPlace();
};

void TestCharlemagneCli::combatRatioExample()
{
    const Run run = resolve(u"combat-ratio"_s,
                            {u"attacker=6"_s, u"defender=6"_s, u"attacker_leader=charlemagne"_s,
                             u"defender_terrain=true"_s, u"attacker_advance=true"_s});
    QCOMPARE(run.code, 0);
    QCOMPARE(run.outcome().value(u"column"_s).toString(), u"2/1"_s);
    QCOMPARE(run.outcome().value(u"attacker_strength"_s).toInt(), 24);
    QCOMPARE(run.outcome().value(u"defender_strength"_s).toInt(), 12);
}

void TestCharlemagneCli::operationPointsExample()
{
    const Run run = resolve(u"operation-points"_s, {u"lowest_op=6"_s, u"leader=leader"_s}, u"3"_s);
    QCOMPARE(run.code, 0);
    QCOMPARE(run.outcome().value(u"operation_points"_s).toInt(), 12);
}

void TestCharlemagneCli::eventNumberWithMissingCell()
{
    const Run known = resolve(u"event"_s, {}, u"1,2"_s);
    QCOMPARE(known.code, 0);
    QCOMPARE(known.outcome().value(u"event_number"_s).toInt(), 12);
    QCOMPARE(known.outcome().value(u"event"_s).toString(), u"Historical Optimism"_s);
    const Run unknown = resolve(u"event"_s, {}, u"4,3"_s);
    QCOMPARE(unknown.code, 0);
    QCOMPARE(unknown.outcome().value(u"event_number"_s).toInt(), 43);
    QVERIFY(unknown.outcome().value(u"event"_s).isNull());
}

void TestCharlemagneCli::personalCombatDiceOrder()
{
    const Run run = resolve(u"personal-combat"_s,
                            {u"attacker_champion=charlemagne"_s, u"defender_champion=leader"_s}, u"4,5"_s);
    QCOMPARE(run.code, 0);
    QCOMPARE(run.outcome().value(u"winner"_s).toString(), u"both-die"_s);
    QCOMPARE(resolve(u"charlemagne-survival"_s, {}, u"3"_s).outcome().value(u"survives"_s).toBool(), true);
    QCOMPARE(resolve(u"victory-level"_s, {u"points=80"_s}).outcome().value(u"level"_s).toString(),
             u"regional-imperial"_s);
}

void TestCharlemagneCli::exitCodes()
{
    QCOMPARE(resolve(u"retreat-allowed"_s, {u"defender_min_op=12"_s, u"attacker_max_op=6"_s}).code, 0);
    QCOMPARE(resolve(u"combat-ratio"_s, {u"attacker=6"_s}).code, 2);              // defender missing
    QCOMPARE(resolve(u"treasury"_s, {u"burgs=3"_s, u"byzantium=yes"_s}).code, 2); // not a boolean
    QCOMPARE(resolve(u"vassalage"_s, {u"markers=2"_s}, u"4"_s).code, 3);          // table not entered
    QCOMPARE(resolve(u"battle"_s, {u"column=3/1"_s}, u"4"_s).code, 3);
    const Run rolled = resolve(u"stratagem-draws"_s, {u"civilizations=2"_s, u"augustus=charlemagne"_s});
    QCOMPARE(rolled.code, 0);
    QCOMPARE(rolled.outcome().value(u"draws"_s).toInt(), 5);
    const Run treasury = resolve(u"treasury"_s, {u"burgs=3"_s, u"byzantium=true"_s, u"caliphate=true"_s});
    QCOMPARE(treasury.outcome().value(u"treasure_points"_s).toInt(), 11);
}

void TestCharlemagneCli::listsProcedures()
{
    const Run run = cli({u"procedures"_s, u"charlemagne"_s});
    QCOMPARE(run.code, 0);
    for (const char *id : {"charlemagne.combat-ratio", "charlemagne.event", "charlemagne.vassalage",
                           "charlemagne.naval-transport", "charlemagne.scara"})
        QVERIFY2(run.out.contains(id), id);
}

// reeve-cli charlemagne FILE ...: the VP count stops with exit 3 until the missing levies are entered,
// board changes are logged and undoable, bad words exit 2.
void TestCharlemagneCli::boardAndVictoryPoints()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"cb.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"charlemagne"_s, file, u"--scenario"_s, u"771"_s}).code, 0);
    auto cb = [&](QStringList words) {
        words.prepend(file);
        words.prepend(u"charlemagne"_s);
        return cli(words);
    };
    const Run missing = cb({u"vp"_s, u"--json"_s});
    QCOMPARE(missing.code, 3);
    QVERIFY(missing.out.contains("region-levy") || missing.err.contains("region-levy"));
    // Test levies (house figures): Neustria's 2 is in the text; the eight others 1 each.
    for (const QString &region : {u"Austrasia"_s, u"Burgundy"_s, u"Gascony"_s, u"Aquitaine"_s,
                                  u"Septimania"_s, u"Provence"_s, u"Thuringia"_s, u"Germany"_s})
        QCOMPARE(cb({u"region-levy"_s, region, u"1"_s}).code, 0);
    auto vp = [&]() { return QJsonDocument::fromJson(cb({u"vp"_s, u"--json"_s}).out).object(); };
    // 8 × 1 + Neustria 2 + the civilization marker at Aachen held by Charlemagne 1 = 11.
    QCOMPARE(vp().value(u"vp"_s).toInt(), 11);
    QCOMPARE(vp().value(u"level"_s).toString(), u"total-tribal"_s);
    QCOMPARE(cb({u"control"_s, u"Saxony"_s, u"Empire"_s}).code, 0);
    QCOMPARE(vp().value(u"vp"_s).toInt(), 13);
    QCOMPARE(cli({u"undo"_s, file}).code, 0);
    QCOMPARE(vp().value(u"vp"_s).toInt(), 11);
    const QJsonObject recorded = QJsonDocument::fromJson(cb({u"vp"_s, u"--record"_s, u"--json"_s}).out)
                                         .object();
    QVERIFY(recorded.value(u"seq"_s).toInt() > 0);
    QCOMPARE(cb({u"control"_s, u"Saxony"_s, u"Franks"_s}).code, 2);
    QCOMPARE(cb({u"burg"_s, u"Nowhere"_s}).code, 2);
    QCOMPARE(cb({u"region-levy"_s, u"Saxony"_s, u"two"_s}).code, 2);
    QCOMPARE(cb({u"conquer"_s}).code, 2);
    QCOMPARE(cb({u"hex"_s, u"Paris"_s, u"region=Neustria"_s, u"terrain=clear"_s}).code, 0);
    QCOMPARE(cb({u"burg"_s, u"Paris"_s}).code, 0);
    QCOMPARE(cb({u"burg"_s, u"Paris"_s}).code, 2);
}

// reeve-cli container FILE draw: a leader drawn goes over units of the drawer's own (Charlemagne §21.1), where
// --at says; without it, or at a place with none of them, exit 2 and nothing written.
void TestCharlemagneCli::containerDrawAsksWhereALeaderGoes()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"draw.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"charlemagne"_s, file, u"--scenario"_s, u"771"_s}).code, 0);
    // A test mix of leaders only (the counter mix is not in the rules text).
    QStringList compose{u"container"_s, file, u"compose"_s};
    for (const QString &kind :
         {u"Vassalage"_s, u"Crown of Pavia"_s, u"Donation of Constantine"_s, u"Frankish General Assembly"_s,
          u"Ring of the Avars"_s, u"Missionary"_s, u"Military Advance"_s, u"Espionage"_s, u"Augustus"_s})
        compose << kind + u"=0"_s;
    compose << u"Leader=3"_s;
    QCOMPARE(cli(compose).code, 0);
    const auto actions = [&] {
        return QJsonDocument::fromJson(cli({u"log"_s, file, u"--json"_s}).out)
                .object()
                .value(u"actions"_s)
                .toArray()
                .size();
    };
    const qsizetype before = actions();
    const Run unsaid = cli({u"container"_s, file, u"draw"_s, u"Tribal"_s, u"1"_s});
    QCOMPARE(unsaid.code, 2);
    QVERIFY2(unsaid.err.contains("21.1") && unsaid.err.contains("--at"), unsaid.err.constData());
    const Run empire = cli({u"container"_s, file, u"draw"_s, u"Tribal"_s, u"1"_s, u"--at"_s, u"Austrasia"_s});
    QCOMPARE(empire.code, 2);
    QVERIFY2(empire.err.contains("no unit at Austrasia"), empire.err.constData());
    QCOMPARE(actions(), before);
    const Run placed = cli({u"container"_s, file, u"draw"_s, u"Tribal"_s, u"1"_s, u"--at"_s, u"Lombardy"_s});
    QCOMPARE(placed.code, 0);
    QVERIFY2(placed.out.contains("a face-down unit placed at Lombardy"), placed.out.constData());
    QCOMPARE(actions(), before + 1);
}

// reeve-cli container FILE opening --at: the Tribal opening draw is three markers (events kept), and a leader
// drawn in it goes over Tribal units where --at says (Charlemagne §21.1); without it, or where the Tribal player
// has no unit, exit 2 and nothing written. The 1066 opening places no leader by choice: --at is refused there.
void TestCharlemagneCli::openingDrawTakesAPlace()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"opening.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"charlemagne"_s, file, u"--scenario"_s, u"771"_s}).code, 0);
    QStringList compose{u"container"_s, file, u"compose"_s}; // a test mix of leaders only
    for (const QString &kind :
         {u"Vassalage"_s, u"Crown of Pavia"_s, u"Donation of Constantine"_s, u"Frankish General Assembly"_s,
          u"Ring of the Avars"_s, u"Missionary"_s, u"Military Advance"_s, u"Espionage"_s, u"Augustus"_s})
        compose << kind + u"=0"_s;
    compose << u"Leader=3"_s;
    QCOMPARE(cli(compose).code, 0);
    const auto actions = [&] {
        return QJsonDocument::fromJson(cli({u"log"_s, file, u"--json"_s}).out)
                .object()
                .value(u"actions"_s)
                .toArray()
                .size();
    };
    const qsizetype before = actions();
    const Run unsaid = cli({u"container"_s, file, u"opening"_s, u"Tribal"_s});
    QCOMPARE(unsaid.code, 2);
    QVERIFY2(unsaid.err.contains("21.1") && unsaid.err.contains("container FILE opening"),
             unsaid.err.constData());
    const Run nowhere = cli({u"container"_s, file, u"opening"_s, u"Tribal"_s, u"--at"_s, u"Austrasia"_s});
    QCOMPARE(nowhere.code, 2);
    QVERIFY2(nowhere.err.contains("no unit at Austrasia"), nowhere.err.constData());
    QCOMPARE(actions(), before);
    const Run placed = cli(
            {u"container"_s, file, u"opening"_s, u"Tribal"_s, u"--at"_s, u"Saxony"_s, u"--json"_s});
    QVERIFY2(placed.code == 0, placed.err.constData());
    const QString text = QJsonDocument::fromJson(placed.out).object().value(u"text"_s).toString();
    QVERIFY2(text.startsWith(u"Tribal drew 3 markers"_s), qPrintable(text));
    QCOMPARE(text.count(u"a face-down unit placed at Saxony"_s), 3);
    QCOMPARE(actions(), before + 1);
    const QString other = dir.filePath(u"1066.reeve"_s);
    QCOMPARE(cli({u"new"_s, u"1066"_s, other}).code, 0);
    QCOMPARE(cli({u"side"_s, other, u"add"_s, u"Normans"_s}).code, 0);
    const Run in1066 = cli({u"container"_s, other, u"opening"_s, u"Normans"_s, u"3"_s, u"--at"_s, u"A1"_s});
    QCOMPARE(in1066.code, 2);
    QVERIFY2(in1066.err.contains("leave --at out"), in1066.err.constData());
}

QTEST_GUILESS_MAIN(TestCharlemagneCli)
#include "tst_cli.moc"
