// Swords & Sails steps from the command line, as outside scripts use them: describe-step documents
// every step with examples that run on a new campaign, and each `reeve-cli sas FILE VERB` is one
// action (one undo takes it back) or, refused, exit 2 with the log and the state as before.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/clirun.h"
#include "log/actionlog.h"
#include "log/replayer.h"

#include "sasfigures.h"

using namespace Qt::StringLiterals;

namespace {

using Run = ReeveTest::CliRun;

Run cli(const QStringList &args)
{
    return ReeveTest::runCli(args, u"reeve-sas-steps-cli-test"_s);
}

QByteArray failed(const Run &run)
{
    return run.code == 0 ? QByteArray() : "exit " + QByteArray::number(run.code) + ": " + run.err;
}

/// A command line split as a shell would (single and double quotes), without the leading "reeve-cli".
QStringList words(const QString &line, const QString &file)
{
    QStringList list = ReeveTest::shellWords(line);
    if (!list.isEmpty() && list.first() == u"reeve-cli"_s)
        list.removeFirst();
    for (QString &w : list)
        w.replace(u"FILE"_s, file);
    return list;
}

struct Snapshot
{
    qint64 lastSeq = 0;
    QString state;
    bool operator==(const Snapshot &o) const { return lastSeq == o.lastSeq && state == o.state; }
};

/// The words moving the clock of \a file to \a phase ("5 Movement") of the first season, where the next
/// steps belong (turn sequence).
QStringList clockAt(const QString &file, const QString &phase)
{
    return {u"clock"_s, file, u"set"_s, u"1"_s, u"--phase"_s, phase};
}

Snapshot snapshot(const QString &file)
{
    auto campaign = Reeve::Campaign::open(file);
    return {campaign->log().lastSeq(), Reeve::Replayer::dumpState(campaign->database())};
}

} // namespace

class TestSasStepsCli : public QObject
{
    Q_OBJECT
private slots:
    void describesEverySteps();
    void examplesRun();
    void spyIsOneAction();
    void allianceOfThreeIsOneAction();
    void refusedVerbWritesNothing();
    void siegeVerbRollsFromTheBoard();
    void loggedRollSecretRoundAndReports();
    void citiesVerbCorrectsPrintedCities();
    void bordersListsAndCapitalSiege();
    void straitCrossingAndCutOffRetreat();
    void stepsWaitForTheirPhase();
    void bordersAddAndRemoveOne();
    void advanceAfterTeamReadsInOrder();

private:
    QString fresh(const QString &name);
    QTemporaryDir m_dir;
};

QString TestSasStepsCli::fresh(const QString &name)
{
    const QString file = m_dir.filePath(name + u".reeve"_s);
    QFile::remove(file);
    const Run made = cli({u"new"_s, u"sas"_s, file, u"--scenario"_s, u"west-4"_s});
    if (made.code != 0)
        qFatal("new failed: %s", made.err.constData());
    return file;
}

void TestSasStepsCli::describesEverySteps()
{
    const Run list = cli({u"steps"_s, u"sas"_s, u"--json"_s});
    QCOMPARE(failed(list), QByteArray());
    const QJsonArray steps = list.json().value(u"steps"_s).toArray();
    QCOMPARE(steps.size(), 25); // borders and strait (phase 5) the 24th and 25th
    for (const QJsonValue &v : steps) {
        const QString id = v.toObject().value(u"id"_s).toString();
        const Run d = cli({u"describe-step"_s, u"sas"_s, id, u"--json"_s});
        QCOMPARE(failed(d), QByteArray());
        const QJsonObject o = d.json();
        QVERIFY2(o.value(u"fields"_s).isArray(), qPrintable(id));
        if (id != u"close-espionage"_s) // the one step that takes no field
            QVERIFY2(!o.value(u"fields"_s).toArray().isEmpty(), qPrintable(id));
        QVERIFY2(!o.value(u"rules"_s).toArray().isEmpty(), qPrintable(id));
        QVERIFY2(!o.value(u"examples"_s).toArray().isEmpty(), qPrintable(id));
    }
}

void TestSasStepsCli::examplesRun()
{
    const QJsonArray steps = cli({u"steps"_s, u"sas"_s, u"--json"_s}).json().value(u"steps"_s).toArray();
    QVERIFY(!steps.isEmpty());
    for (const QJsonValue &v : steps) {
        const QString id = v.toObject().value(u"id"_s).toString();
        const QString file = fresh(u"example-"_s + id);
        const QJsonArray examples
                = cli({u"describe-step"_s, u"sas"_s, id, u"--json"_s}).json().value(u"examples"_s).toArray();
        for (const QJsonValue &e : examples) {
            const Run run = cli(words(e.toString(), file));
            QVERIFY2(run.code == 0,
                     qPrintable(id + u": "_s + e.toString() + u" → "_s + QString::fromUtf8(failed(run))));
        }
    }
}

void TestSasStepsCli::spyIsOneAction()
{
    const QString file = fresh(u"spy"_s);
    for (const QStringList &w :
         QList<QStringList>{{u"sas"_s, file, u"territory"_s, u"Normandy"_s, u"control=France"_s, u"ports=1"_s},
                            {u"sas"_s, file, u"place"_s, u"France"_s, u"army"_s, u"2"_s, u"Normandy"_s,
                             u"kn=1"_s, u"hi=2"_s},
                            {u"ledger"_s, file, u"credit"_s, u"England"_s, u"100"_s, u"--reason"_s, u"gold"_s},
                            clockAt(file, u"2 Espionage"_s),
                            {u"sas"_s, file, u"counter"_s, u"France"_s, u"0"_s}}) // the hands
        QCOMPARE(failed(cli(w)), QByteArray());
    const Snapshot before = snapshot(file);
    const Run spy = cli({u"sas"_s, file, u"spy"_s, u"England"_s, u"France"_s, u"army"_s, u"2"_s, u"--dice"_s,
                         u"2,2"_s, u"--json"_s, u"--private"_s});
    QCOMPARE(failed(spy), QByteArray());
    QCOMPARE(spy.json().value(u"success"_s).toBool(), true);
    QCOMPARE(spy.json().value(u"private"_s).toObject().value(u"cost"_s).toInt(), 30);
    QVERIFY(snapshot(file).state != before.state);
    QCOMPARE(failed(cli({u"undo"_s, file})), QByteArray());
    QCOMPARE(snapshot(file).state, before.state); // the payment went back with the attempt
}

void TestSasStepsCli::allianceOfThreeIsOneAction()
{
    const QString file = fresh(u"alliance"_s);
    QCOMPARE(failed(cli(clockAt(file, u"3 Diplomacy"_s))), QByteArray());
    const Snapshot before = snapshot(file);
    // Cubes are used in order (phase 3): C while A and B are free is refused, nothing written.
    const Run early = cli({u"sas"_s, file, u"alliance"_s, u"C"_s, u"England,France,North Sea Empire"_s});
    QCOMPARE(early.code, 2);
    QCOMPARE(snapshot(file).state, before.state);
    const Run made = cli({u"sas"_s, file, u"alliance"_s, u"A"_s, u"England,France,North Sea Empire"_s});
    QCOMPARE(failed(made), QByteArray());
    QCOMPARE(made.out.count("form alliance A"), 1); // one line for the team
    QCOMPARE(failed(cli({u"undo"_s, file})), QByteArray());
    QCOMPARE(snapshot(file).state, before.state);
}

void TestSasStepsCli::refusedVerbWritesNothing()
{
    const QString file = fresh(u"refused"_s);
    for (const QStringList &w :
         QList<QStringList>{{u"sas"_s, file, u"territory"_s, u"Normandy"_s, u"control=France"_s, u"ports=1"_s},
                            {u"sas"_s, file, u"territory"_s, u"Flanders"_s, u"trade=1"_s},
                            {u"sas"_s, file, u"place"_s, u"France"_s, u"army"_s, u"2"_s, u"Normandy"_s,
                             u"kn=1"_s, u"hi=2"_s},
                            {u"ledger"_s, file, u"credit"_s, u"England"_s, u"100"_s, u"--reason"_s, u"gold"_s},
                            clockAt(file, u"2 Espionage"_s),
                            {u"sas"_s, file, u"close-espionage"_s}})
        QCOMPARE(failed(cli(w)), QByteArray());
    const Snapshot before = snapshot(file);
    const QList<QStringList> refused{{u"spy"_s, u"England"_s, u"France"_s, u"army"_s, u"2"_s, u"--dice"_s,
                                      u"2,2"_s},
                                     {u"counter"_s, u"England"_s, u"1"_s},
                                     {u"siege"_s, u"France"_s, u"2"_s, u"Flanders"_s, u"points=4"_s},
                                     {u"build"_s, u"France"_s, u"army"_s, u"2"_s, u"hc=1"_s, u"hx=1"_s},
                                     {u"alliance"_s, u"A"_s, u"England"_s},
                                     {u"income"_s, u"--first-turn"_s, u"bogus=1"_s}};
    for (const QStringList &w : refused) {
        const Run run = cli(QStringList{u"sas"_s, file} + w);
        QVERIFY2(run.code == 2, qPrintable(w.join(u' ') + u": exit "_s + QString::number(run.code)));
        QVERIFY2(!run.err.trimmed().isEmpty(), qPrintable(w.join(u' ')));
        QVERIFY2(snapshot(file) == before, qPrintable(w.join(u' ')));
    }
    const Run spy = cli({u"sas"_s, file, u"spy"_s, u"England"_s, u"France"_s, u"army"_s, u"2"_s});
    QVERIFY2(spy.err.contains("Swords & Sails, phase 2"), spy.err.constData());
}

void TestSasStepsCli::siegeVerbRollsFromTheBoard()
{
    const QString file = fresh(u"siege"_s);
    for (const QStringList &w :
         QList<QStringList>{{u"sas"_s, file, u"territory"_s, u"Normandy"_s, u"control=France"_s, u"ports=1"_s},
                            {u"sas"_s, file, u"territory"_s, u"Flanders"_s, u"trade=1"_s},
                            {u"sas"_s, file, u"place"_s, u"France"_s, u"army"_s, u"2"_s, u"Normandy"_s,
                             u"kn=1"_s, u"hi=2"_s},
                            clockAt(file, u"5 Movement"_s),
                            {u"sas"_s, file, u"move"_s, u"France"_s, u"army"_s, u"2"_s, u"Flanders"_s},
                            {u"ledger"_s, file, u"credit"_s, u"France"_s, u"100"_s, u"--reason"_s, u"gold"_s},
                            clockAt(file, u"6 Battles"_s)})
        QCOMPARE(failed(cli(w)), QByteArray());
    const Snapshot before = snapshot(file);
    // One trade city: two dice, 2 + 2 = 4 casualty points, rolled inside the step from the territory record.
    const Run siege = cli({u"sas"_s, file, u"siege"_s, u"France"_s, u"2"_s, u"Flanders"_s, u"--dice"_s,
                           u"2,2"_s, u"paid=1"_s, u"lose_hi=1"_s});
    QCOMPARE(failed(siege), QByteArray());
    QVERIFY2(siege.out.contains("4 casualty points"), siege.out.constData());
    QCOMPARE(failed(cli({u"undo"_s, file})), QByteArray());
    QCOMPARE(snapshot(file).state, before.state);
}

void TestSasStepsCli::loggedRollSecretRoundAndReports()
{
    // Issue 22 through reeve-cli: a siege's points only from a logged roll, the sealed counter-espionage
    // round, the faction's season report with its board, and a city count corrected.
    const QString file = fresh(u"season"_s);
    for (const QStringList &w :
         QList<QStringList>{{u"sas"_s, file, u"territory"_s, u"Normandy"_s, u"control=France"_s, u"ports=1"_s},
                            {u"sas"_s, file, u"territory"_s, u"Flanders"_s, u"trade=1"_s},
                            {u"sas"_s, file, u"place"_s, u"France"_s, u"army"_s, u"2"_s, u"Flanders"_s,
                             u"hi=3"_s},
                            {u"ledger"_s, file, u"credit"_s, u"France"_s, u"300"_s, u"--reason"_s, u"gold"_s},
                            clockAt(file, u"6 Battles"_s)})
        QCOMPARE(failed(cli(w)), QByteArray());
    // Flanders: 1d6 and 1d6 for its trade city; points typed with no roll behind them are refused.
    Snapshot before = snapshot(file);
    const QStringList siege{u"sas"_s, file, u"siege"_s, u"France"_s, u"2"_s, u"Flanders"_s};
    QCOMPARE(cli(siege + QStringList{u"4"_s, u"paid=1"_s, u"lose_hi=1"_s}).code, 2);
    QCOMPARE(snapshot(file), before);
    const Run roll = cli({u"resolve"_s, u"sas.siege"_s, u"minor_cities=1"_s, u"major_cities=0"_s,
                          u"territory=plain"_s, u"--dice"_s, u"1,3"_s, u"--campaign"_s, file, u"--json"_s});
    QCOMPARE(failed(roll), QByteArray());
    const qint64 seq = roll.json().value(u"logged_as"_s).toInteger();
    QVERIFY(seq > 0);
    // 1 + 3 = 4 points: 1 bought for 15 gold, 1 HI (3 points) for the rest.
    const Run settled = cli(siege + QStringList{u"roll=%1"_s.arg(seq), u"paid=1"_s, u"lose_hi=1"_s});
    QCOMPARE(failed(settled), QByteArray());
    QVERIFY2(settled.out.contains("4 casualty points (roll #" + QByteArray::number(seq) + ")"),
             settled.out.constData());
    // France buys two counter-agents in the season's round: 60 gold its own figures show, nobody else's.
    QCOMPARE(failed(cli(clockAt(file, u"2 Espionage"_s))), QByteArray()); // back to phase 2 for the test
    QCOMPARE(failed(cli({u"sas"_s, file, u"counter"_s, u"France"_s, u"2"_s})), QByteArray());
    {
        auto c = Reeve::Campaign::open(file);
        Reeve::CampaignReader reader(c->database());
        QCOMPARE(reader.account(reader.sideByName(u"France"_s).id).balance, 300 - 15 - 60);
    }
    const Run pub = cli({u"ledger"_s, file, u"list"_s, u"--audience"_s, u"public"_s, u"--csv"_s});
    QCOMPARE(failed(pub), QByteArray());
    QVERIFY(!pub.out.contains("counter-agents")
            && !SasTest::showsFigure(QString::fromUtf8(pub.out), u"225"_s));
    const QString out = m_dir.filePath(u"reports"_s);
    QCOMPARE(failed(cli({u"sas"_s, file, u"reports"_s, u"--out"_s, out, u"--turn"_s, u"1"_s})), QByteArray());
    QFile france(out + u"/france.html"_s);
    QVERIFY(france.open(QIODevice::ReadOnly));
    const QByteArray own = france.readAll();
    QVERIFY(own.contains("2 counter-agents"));
    QVERIFY(own.contains("<td>Army II</td><td>Flanders</td><td>2 HI</td><td>2</td>"));
    QVERIFY(own.contains("<td>Flanders</td><td>1</td><td>0</td><td>0</td>"));
    QFile open(out + u"/public.html"_s);
    QVERIFY(open.open(QIODevice::ReadOnly));
    const QByteArray everyone = open.readAll();
    QVERIFY(!everyone.contains("2 counter-agents") && !everyone.contains("2 HI"));
    QVERIFY(!SasTest::showsFigure(QString::fromUtf8(everyone),
                                  u"225"_s)); // not digits of the footer's time or hash
    // Flanders's printed cities corrected to two trade cities, and back with one undo.
    before = snapshot(file);
    QCOMPARE(failed(cli({u"step"_s, file, u"cities"_s, u"territory=Flanders"_s, u"trade=2"_s})), QByteArray());
    QVERIFY(snapshot(file).state != before.state);
    QCOMPARE(failed(cli({u"undo"_s, file})), QByteArray());
    QCOMPARE(snapshot(file).state, before.state);
}

void TestSasStepsCli::citiesVerbCorrectsPrintedCities()
{
    // `sas FILE cities TERRITORY trade=N ports=N major=N` runs the cities step: one action, one undo.
    const QString file = fresh(u"cities"_s);
    QCOMPARE(failed(cli({u"sas"_s, file, u"territory"_s, u"Flanders"_s, u"trade=1"_s})), QByteArray());
    const Run help = cli({u"sas"_s, u"--help"_s});
    QVERIFY2(help.out.contains("sas FILE cities TERRITORY [trade=N] [ports=N] [major=N]"),
             help.out.constData());
    const Snapshot before = snapshot(file);
    const Run unknown = cli({u"sas"_s, file, u"cities"_s, u"Atlantis"_s, u"trade=2"_s});
    QCOMPARE(unknown.code, 2);
    QVERIFY(snapshot(file) == before);
    const Run fixed = cli({u"sas"_s, file, u"cities"_s, u"Flanders"_s, u"trade=2"_s, u"ports=1"_s});
    QCOMPARE(failed(fixed), QByteArray());
    QVERIFY2(fixed.out.contains(
                     "Printed cities of Flanders corrected to 2 trade, 1 port and 0 major (were 1, 0 and 0)"),
             fixed.out.constData());
    QVERIFY(snapshot(file).lastSeq > before.lastSeq);
    QCOMPARE(failed(cli({u"undo"_s, file})), QByteArray());
    QCOMPARE(snapshot(file).state, before.state);
}

void TestSasStepsCli::bordersListsAndCapitalSiege()
{
    const QString file = fresh(u"borders"_s);
    const auto sas = [&](const QStringList &w) { return cli(QStringList{u"sas"_s, file} + w); };
    for (const QStringList &w :
         QList<QStringList>{{u"territory"_s, u"Wessex"_s, u"control=England"_s, u"major=1"_s,
                             u"capital=England"_s},
                            {u"territory"_s, u"Mercia"_s, u"control=England"_s},
                            {u"territory"_s, u"Kent"_s, u"control=England"_s, u"ports=1"_s},
                            {u"territory"_s, u"Normandy"_s, u"control=France"_s, u"ports=1"_s},
                            {u"territory"_s, u"Brittany"_s},
                            {u"sea"_s, u"Channel"_s},
                            {u"place"_s, u"England"_s, u"army"_s, u"1"_s, u"Wessex"_s, u"hi=2"_s},
                            {u"place"_s, u"France"_s, u"army"_s, u"1"_s, u"Normandy"_s, u"hi=2"_s},
                            {u"place"_s, u"France"_s, u"army"_s, u"2"_s, u"Wessex"_s, u"kn=1"_s, u"hi=2"_s}})
        QCOMPARE(failed(sas(w)), QByteArray());
    for (const QString &side : {u"France"_s, u"England"_s})
        QCOMPARE(failed(cli({u"ledger"_s, file, u"credit"_s, side, u"300"_s, u"--reason"_s, u"gold"_s})),
                 QByteArray());
    // Phase 5: the referee enters what Wessex borders, both ways, as a comma list.
    const Run set = sas({u"borders"_s, u"Wessex"_s, u"Mercia,"_s, u"Channel"_s});
    QCOMPARE(failed(set), QByteArray());
    QVERIFY2(set.out.contains("Wessex borders Mercia, Channel"), set.out.constData());
    QCOMPARE(failed(cli(clockAt(file, u"5 Movement"_s))), QByteArray());
    Snapshot before = snapshot(file);
    const Run far = sas({u"move"_s, u"England"_s, u"army"_s, u"1"_s, u"Kent"_s});
    QCOMPARE(far.code, 2);
    QVERIFY2(far.err.contains("Kent does not border Wessex"), far.err.constData());
    QVERIFY(snapshot(file) == before);
    QCOMPARE(failed(sas({u"move"_s, u"England"_s, u"army"_s, u"1"_s, u"Mercia"_s})), QByteArray());
    // Phase 4: an order to a place Mercia does not border is refused when written.
    QCOMPARE(failed(cli(clockAt(file, u"4 Write orders"_s))), QByteArray()); // back a phase, for the test
    const Run order = sas({u"orders"_s, u"England"_s, u"Army I: move Kent"_s});
    QCOMPARE(order.code, 2);
    QVERIFY2(order.err.contains("Kent does not border Mercia"), order.err.constData());
    // Normandy and Brittany have no borders recorded: the move is made, and the referee is told to check.
    QCOMPARE(failed(cli(clockAt(file, u"5 Movement"_s))), QByteArray());
    const Run unknown = sas({u"move"_s, u"France"_s, u"army"_s, u"1"_s, u"Brittany"_s});
    QCOMPARE(failed(unknown), QByteArray());
    QVERIFY2(unknown.out.contains("Note: No borders are recorded for Normandy or Brittany"),
             unknown.out.constData());
    // Phase 2: the season's counter-agents, other buyers as a comma list (no JSON needed).
    QCOMPARE(failed(cli(clockAt(file, u"2 Espionage"_s))), QByteArray());
    const Run hands = sas({u"counter"_s, u"France"_s, u"1"_s, u"others=England=2,Holy Roman Empire=0"_s});
    QCOMPARE(failed(hands), QByteArray());
    // Phase 6, siege warfare: Wessex is England's capital, English land (+3) and a player capital (+10):
    // 4 d6 (territory and major city), all ones, 4 + 13 = 17 points; 8 bought (120 gold), 9 as 1 KN + 1 HI.
    QCOMPARE(failed(cli(clockAt(file, u"6 Battles"_s))), QByteArray());
    const Run siege = sas({u"siege"_s, u"France"_s, u"2"_s, u"Wessex"_s, u"--dice"_s, u"1,1,1,1"_s,
                           u"paid=8"_s, u"lose_kn=1"_s, u"lose_hi=1"_s});
    QCOMPARE(failed(siege), QByteArray());
    QVERIFY2(siege.out.contains("17 casualty points"), siege.out.constData());
    {
        auto c = Reeve::Campaign::open(file);
        Reeve::CampaignReader reader(c->database());
        QCOMPARE(reader.account(reader.sideByName(u"France"_s).id).balance, 300 - 30 - 120);
        QCOMPARE(reader.account(reader.sideByName(u"England"_s).id).balance, 300 - 2 * 30);
    }
    // Setup: closed land has no holder.
    before = snapshot(file);
    const Run closed = sas({u"territory"_s, u"Pomerania"_s, u"control=England"_s, u"--closed"_s});
    QCOMPARE(closed.code, 2);
    QVERIFY2(closed.err.contains("no faction in play holds it"), closed.err.constData());
    QVERIFY(snapshot(file) == before);
}

void TestSasStepsCli::straitCrossingAndCutOffRetreat()
{
    // Phase 5, straits, and phase 6 retreats through reeve-cli sas: refused whole (exit 2, nothing
    // written), then one action each.
    const QString file = fresh(u"strait"_s);
    const auto sas = [&](const QStringList &w) { return cli(QStringList{u"sas"_s, file} + w); };
    for (const QStringList &w :
         QList<QStringList>{{u"territory"_s, u"Kent"_s, u"control=England"_s},
                            {u"territory"_s, u"Flanders"_s},
                            {u"territory"_s, u"Artois"_s, u"control=France"_s},
                            {u"sea"_s, u"Dover"_s},
                            {u"place"_s, u"England"_s, u"army"_s, u"1"_s, u"Kent"_s, u"hi=4"_s},
                            {u"place"_s, u"England"_s, u"fleet"_s, u"1"_s, u"Dover"_s, u"tr=1"_s}})
        QCOMPARE(failed(sas(w)), QByteArray());
    const Run half = sas({u"strait"_s, u"Dover"_s, u"Kent"_s});
    QCOMPARE(half.code, 2);
    QVERIFY2(half.err.contains("name two (got 1)"), half.err.constData());
    QCOMPARE(failed(sas({u"strait"_s, u"Dover"_s, u"Kent,"_s, u"Flanders"_s})), QByteArray());
    QCOMPARE(failed(cli(clockAt(file, u"5 Movement"_s))), QByteArray()); // crossings and retreats below
    Snapshot before = snapshot(file);
    const Run uncontrolled = sas({u"move"_s, u"England"_s, u"army"_s, u"1"_s, u"Flanders"_s});
    QCOMPARE(uncontrolled.code, 2);
    QVERIFY2(uncontrolled.err.contains("No faction controls Dover"), uncontrolled.err.constData());
    QVERIFY(snapshot(file) == before);
    const Run held = sas({u"strait"_s, u"Dover"_s, u"Kent,"_s, u"Flanders"_s, u"control=England"_s});
    QVERIFY2(held.out.contains("Dover is a strait between Kent and Flanders, controlled by England"),
             held.out.constData());
    // A transport carries 5 (table): Army I's 4 HI cross.
    const Run crossed = sas({u"move"_s, u"England"_s, u"army"_s, u"1"_s, u"Flanders"_s});
    QCOMPARE(failed(crossed), QByteArray());
    QVERIFY2(crossed.out.contains("England's Army I crosses Dover to Flanders"), crossed.out.constData());
    QVERIFY2(!crossed.out.contains("army units"), crossed.out.constData()); // the public view
    // Flanders borders only French Artois: the beaten army has nowhere to go and is removed.
    QCOMPARE(failed(sas({u"borders"_s, u"Flanders"_s, u"Artois"_s})), QByteArray());
    // While England holds Dover with room on its fleet, the way back across the strait is open.
    const Run open = sas({u"move"_s, u"England"_s, u"army"_s, u"1"_s, u"--retreat"_s});
    QCOMPARE(open.code, 2);
    QVERIFY2(open.err.contains("Army I can fall back to Kent (across Dover)"), open.err.constData());
    QCOMPARE(failed(sas({u"strait"_s, u"Dover"_s, u"Kent,"_s, u"Flanders"_s, u"control=France"_s})),
             QByteArray());
    const Run removed = sas({u"move"_s, u"England"_s, u"army"_s, u"1"_s, u"--retreat"_s});
    QCOMPARE(failed(removed), QByteArray());
    QVERIFY2(removed.out.contains(
                     "has no territory of its own or an ally's to retreat to from Flanders and is removed"),
             removed.out.constData());
    before = snapshot(file);
    const Run gone = sas({u"move"_s, u"England"_s, u"army"_s, u"1"_s, u"Kent"_s});
    QCOMPARE(gone.code, 2);
    QVERIFY(snapshot(file) == before);
}

void TestSasStepsCli::stepsWaitForTheirPhase()
{
    // Turn sequence through reeve-cli: a move in phase 1 is refused (exit 2, nothing written), naming its
    // phase and the clock's; the referee moves the clock on with `clock next` and the move is made.
    const QString file = fresh(u"phases"_s);
    const auto sas = [&](const QStringList &w) { return cli(QStringList{u"sas"_s, file} + w); };
    for (const QStringList &w :
         QList<QStringList>{{u"territory"_s, u"Kent"_s, u"control=England"_s},
                            {u"territory"_s, u"Mercia"_s, u"control=England"_s},
                            {u"place"_s, u"England"_s, u"army"_s, u"1"_s, u"Kent"_s, u"hi=4"_s}})
        QCOMPARE(failed(sas(w)), QByteArray());
    const Snapshot before = snapshot(file);
    const Run early = sas({u"move"_s, u"England"_s, u"army"_s, u"1"_s, u"Mercia"_s});
    QCOMPARE(early.code, 2);
    QVERIFY2(early.err.contains(
                     "belongs to phase 5 Movement; the clock stands at phase 1 Income and maintenance")
                     && early.err.contains("Swords & Sails, turn sequence, phase 5"),
             early.err.constData());
    QVERIFY(snapshot(file) == before);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(failed(cli({u"clock"_s, file, u"next"_s})), QByteArray());
    QCOMPARE(failed(sas({u"move"_s, u"England"_s, u"army"_s, u"1"_s, u"Mercia"_s})), QByteArray());
    // Starting forces go on the board at setup only.
    const Run late = sas({u"place"_s, u"England"_s, u"army"_s, u"2"_s, u"Kent"_s, u"hi=1"_s});
    QCOMPARE(late.code, 2);
    QVERIFY2(late.err.contains("phase 7"), late.err.constData());
}

void TestSasStepsCli::bordersAddAndRemoveOne()
{
    // Phase 5 borders: the whole list still replaces; "add" and "remove" change one and keep the rest,
    // both ways; `location list` prints the recorded list (it printed an empty "borders=").
    const QString file = fresh(u"bordersedit"_s);
    const auto sas = [&](const QStringList &w) { return cli(QStringList{u"sas"_s, file} + w); };
    for (const QStringList &w : QList<QStringList>{{u"territory"_s, u"Wessex"_s, u"control=England"_s},
                                                   {u"territory"_s, u"Mercia"_s, u"control=England"_s},
                                                   {u"territory"_s, u"Kent"_s, u"control=England"_s},
                                                   {u"sea"_s, u"Channel"_s},
                                                   {u"borders"_s, u"Wessex"_s, u"Mercia,"_s, u"Channel"_s}})
        QCOMPARE(failed(sas(w)), QByteArray());
    const auto listed = [&] { return cli({u"location"_s, file, u"list"_s}).out; };
    QVERIFY2(listed().contains("Wessex\tterritory\tborders=Mercia, Channel control=England"),
             listed().constData());
    QVERIFY2(listed().contains("Channel\tsea zone\tborders=Wessex"), listed().constData());
    const Snapshot before = snapshot(file);
    const Run added = sas({u"borders"_s, u"Wessex"_s, u"add"_s, u"Kent"_s});
    QCOMPARE(failed(added), QByteArray());
    QVERIFY2(added.out.contains("Wessex borders Mercia, Channel, Kent"), added.out.constData());
    QVERIFY2(listed().contains("Kent\tterritory\tborders=Wessex"), listed().constData());
    QCOMPARE(failed(cli({u"undo"_s, file})), QByteArray()); // one action
    QVERIFY(snapshot(file).state == before.state);
    QCOMPARE(failed(sas({u"borders"_s, u"Wessex"_s, u"add"_s, u"Kent"_s})), QByteArray());
    const Run removed = sas({u"borders"_s, u"Wessex"_s, u"remove"_s, u"Channel"_s});
    QCOMPARE(failed(removed), QByteArray());
    QVERIFY2(removed.out.contains("Wessex borders Mercia, Kent (Swords & Sails, phase 5); no longer Channel"),
             removed.out.constData());
    QVERIFY2(!listed().contains("Channel\tsea zone\tborders"), listed().constData());
    // Refused, nothing written: a border not recorded, both forms at once, a place both added and
    // removed, nothing changed, and "add" with no place (which must not clear the list).
    const Snapshot now = snapshot(file);
    const QList<QPair<QStringList, QByteArray>> refused{{{u"remove"_s, u"Channel"_s}, "none to remove"},
                                                        {{u"Mercia"_s, u"add"_s, u"Kent"_s}, "not both"},
                                                        {{u"add"_s, u"Channel"_s, u"remove"_s, u"Channel"_s},
                                                         "both added and removed"},
                                                        {{u"add"_s, u"Kent"_s}, "nothing changes"},
                                                        {{u"add"_s}, "Name the places after \"add\""}};
    for (const auto &[w, why] : refused) {
        const Run run = sas(QStringList{u"borders"_s, u"Wessex"_s} + w);
        QVERIFY2(run.code == 2 && run.err.contains(why),
                 qPrintable(w.join(u' ') + u": "_s + QString::fromUtf8(run.err)));
        QVERIFY2(snapshot(file) == now, qPrintable(w.join(u' ')));
    }
}

void TestSasStepsCli::advanceAfterTeamReadsInOrder()
{
    // The first advance after a team forms: its line (and so its undo text) reads the season's points
    // first, stamped with the season scored, then the clock's move; no "Team victory points tracked".
    const QString file = fresh(u"teamadvance"_s);
    const auto sas = [&](const QStringList &w) { return cli(QStringList{u"sas"_s, file} + w); };
    for (const QStringList &w : QList<QStringList>{{u"territory"_s, u"Wessex"_s, u"control=England"_s,
                                                    u"major=1"_s, u"capital=England"_s},
                                                   {u"territory"_s, u"Normandy"_s, u"control=France"_s,
                                                    u"major=1"_s, u"capital=France"_s}})
        QCOMPARE(failed(sas(w)), QByteArray());
    QCOMPARE(failed(cli(clockAt(file, u"3 Diplomacy"_s))), QByteArray());
    QCOMPARE(failed(sas({u"alliance"_s, u"A"_s, u"England,France"_s})), QByteArray());
    QCOMPARE(failed(cli(clockAt(file, u"9 Advance season"_s))), QByteArray());
    const Run advanced = sas({u"advance"_s});
    QCOMPARE(failed(advanced), QByteArray());
    // Sheet reading: each holds 1 territory + 3 for its capital, (4 + 4) / 2 + 5 = 9 (phase 3).
    QVERIFY2(advanced.out.contains("Spring 1000: ") && advanced.out.contains("Team victory points = 9"),
             advanced.out.constData());
    auto c = Reeve::Campaign::open(file);
    const Reeve::Action step = c->log().action(c->log().lastSeq());
    QCOMPARE(step.kind, u"step"_s);
    QVERIFY2(step.publicText.startsWith(u"Spring 1000: "_s) && !step.publicText.contains(u"tracked"_s)
                     && step.publicText.indexOf(u"Team victory points = 9"_s)
                                < step.publicText.indexOf(u"Now Summer 1000"_s),
             qPrintable(step.publicText));
    for (qint64 seq = step.refersTo; seq < step.seq; ++seq) { // the points carry the season they score
        const Reeve::Action entry = c->log().action(seq);
        QVERIFY2(!entry.publicText.contains(u"tracked"_s), qPrintable(entry.publicText));
        if (entry.publicText.contains(u"Victory points"_s))
            QCOMPARE(entry.turn, 1);
    }
}

QTEST_GUILESS_MAIN(TestSasStepsCli)
#include "tst_sas_steps_cli.moc"
