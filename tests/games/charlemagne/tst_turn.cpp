// The Charlemagne turn steps whose roll changes the board (issue 9), each one logged action holding the
// procedure's roll and its consequence: treasury, stratagems bought, vassalage, conversion, Charlemagne's
// survival and a Battle Table roll; face-down units unnamed in the public text; one undo takes a whole step
// back; and the same steps through the real reeve-cli with their exit codes.
//
// The Vassalage, Conversion and Battle cells are not in our sources: the cells entered here are TEST
// FIGURES ("referee's entry"), not the printed results.
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "common/clirun.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/containerstate.h"
#include "games/charlemagne/charlemagneboard.h"
#include "games/charlemagne/charlemagneturn.h"
#include "games/charlemagne/charlemagnevictory.h"
#include "ledger/ledgerreader.h"
#include "log/actionlog.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Charlemagne;

class TestCharlemagneTurn : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void treasury_data();
    void treasury();
    void buyStratagems();
    void vassalage_data();
    void vassalage();
    void vassalageSpendsMarkersAndUndoes();
    void conversion();
    void survival();
    void battle();
    void battleTableMissing();
    void combatRatioFromUnits();
    void withReeveCli();

private:
    qint64 side(const QString &name) { return CampaignReader(m_c->database()).sideByName(name).id; }
    qint64 balance(const QString &name) { return LedgerReader(m_c->database()).sumOfEntries(side(name)); }
    QString control(const QString &region)
    {
        return CampaignReader(m_c->database()).location(region).attributes.value(u"control"_s).toString();
    }
    QList<Unit> unitsAt(const QString &sideName, const QString &where)
    {
        QList<Unit> out;
        for (const Unit &u : CampaignReader(m_c->database()).units())
            if (u.sideId == side(sideName) && u.locationId == where && !u.isEliminated())
                out << u;
        return out;
    }
    int handSize(const QString &name)
    {
        ContainerReader reader(m_c->database());
        return int(reader.state(reader.find().id).hand(side(name)).size());
    }
    /// The referee's test mix: only Vassalage markers, \a n of them, drawn by the Empire.
    void empireHolds(int n)
    {
        ContainerEditor(*m_c).compose({{u"Vassalage"_s, n}, {u"Crown of Pavia"_s, 0}, {u"Donation of Constantine"_s, 0},
                                       {u"Frankish General Assembly"_s, 0}, {u"Ring of the Avars"_s, 0},
                                       {u"Missionary"_s, 0}, {u"Military Advance"_s, 0}, {u"Espionage"_s, 0},
                                       {u"Augustus"_s, 0}, {u"Leader"_s, 0}, {u"Death of a Leader"_s, 0}});
        ContainerDraws(*m_c).draw(side(u"Empire"_s), n);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
};

// The 771 scenario is set up once; each test works on a fresh copy of that file (setting it up takes long).
void TestCharlemagneTurn::initTestCase()
{
    auto c = Campaign::create(m_dir.filePath(u"template.reeve"_s), u"charlemagne"_s, u"771"_s);
    ScenarioSetup(*c).apply(ScenarioCatalog::find(u"charlemagne"_s, u"771"_s));
}

void TestCharlemagneTurn::init()
{
    static int n = 0;
    const QString path = m_dir.filePath(u"turn%1.reeve"_s.arg(++n));
    QVERIFY(QFile::copy(m_dir.filePath(u"template.reeve"_s), path));
    m_c = Campaign::open(path);
}

void TestCharlemagneTurn::cleanup()
{
    m_c.reset();
}

void TestCharlemagneTurn::treasury_data()
{
    QTest::addColumn<bool>("burg");
    QTest::addColumn<bool>("pillaged");
    QTest::addColumn<bool>("byzantium");
    QTest::addColumn<int>("income");
    QTest::newRow("nothing held") << false << false << false << 0;
    QTest::newRow("one occupied burg") << true << false << false << 1;
    QTest::newRow("a pillaged burg yields nothing") << true << true << false << 0;
    QTest::newRow("burg and Byzantium") << true << false << true << 6; // §10.1: Byzantium +5
}

void TestCharlemagneTurn::treasury()
{
    QFETCH(bool, burg);
    QFETCH(bool, pillaged);
    QFETCH(bool, byzantium);
    QFETCH(int, income);
    CharlemagneBoard board(*m_c);
    board.setHex(u"Paris"_s, u"Neustria"_s, u"clear"_s, QString());
    board.moveUnit(unitsAt(u"Empire"_s, u"Neustria"_s).first().id, u"Paris"_s);
    if (burg)
        board.addMarker(u"Paris"_s, u"burg"_s);
    if (pillaged)
        board.addMarker(u"Paris"_s, u"pillage"_s);
    if (byzantium)
        CampaignEditor(*m_c).addLocation(u"Byzantium"_s, u"Byzantium"_s, u"region"_s, {{u"control"_s, u"Empire"_s}});
    const qint64 before = m_c->log().lastSeq();
    const TurnStep step = CharlemagneTurn(*m_c).treasury(u"Empire"_s);
    // One action: a public headline, the Empire's private record, its private ledger entry (none when
    // nothing is collected) and the closing entry undo takes back (treasure is secret, §25).
    QCOMPARE(step.seq, before + (income > 0 ? 4 : 3));
    QCOMPARE(step.result.outcome.value(u"treasure_points"_s).toInt(), income);
    QCOMPARE(balance(u"Empire"_s), 10 + income);
    const Action record = m_c->log().action(step.result.loggedAs);
    QCOMPARE(record.audience, Audience::Side);
    QVERIFY(record.privateText.contains(u"treasure now %1"_s.arg(10 + income)));
    for (qint64 seq = before + 1; seq <= step.seq; ++seq)
        QVERIFY(!m_c->log().action(seq).publicText.contains(u"TP"_s));
    m_c->log().undo();
    QCOMPARE(balance(u"Empire"_s), 10);
}

void TestCharlemagneTurn::buyStratagems()
{
    const TurnStep step = CharlemagneTurn(*m_c).buyStratagems(u"Empire"_s, 2);
    QCOMPARE(step.result.outcome.value(u"cost"_s).toInt(), 4); // 2 TP each, §8.2c
    QCOMPARE(balance(u"Empire"_s), 6);
    const qint64 before = m_c->log().lastSeq();
    try {
        CharlemagneTurn(*m_c).buyStratagems(u"Empire"_s, 4); // 8 TP, 6 on hand
        QFAIL("buying beyond the treasure must be refused");
    } catch (const Failure &f) {
        QCOMPARE(f.exitCode(), 2);
    }
    QCOMPARE(m_c->log().lastSeq(), before);
    QCOMPARE(balance(u"Empire"_s), 6);
}

void TestCharlemagneTurn::vassalage_data()
{
    QTest::addColumn<QString>("cellText");
    QTest::addColumn<QString>("reading");
    QTest::addColumn<QString>("expected");
    QTest::newRow("result names the Empire") << u"becomes Empire"_s << u"auto"_s << u"Empire"_s;
    QTest::newRow("no effect") << u"no effect"_s << u"auto"_s << u"Neutral"_s;
    QTest::newRow("success word") << u"success"_s << u"auto"_s << u"Empire"_s;
    QTest::newRow("result names the Tribal player") << u"goes Tribal"_s << u"auto"_s << u"Tribal"_s;
    QTest::newRow("unclear text read as failure") << u"see note 3"_s << u"auto"_s << u"Neutral"_s;
    QTest::newRow("referee says success") << u"see note 3"_s << u"success"_s << u"Empire"_s;
    QTest::newRow("referee says failure") << u"becomes Empire"_s << u"failure"_s << u"Neutral"_s;
}

void TestCharlemagneTurn::vassalage()
{
    QFETCH(QString, cellText);
    QFETCH(QString, reading);
    QFETCH(QString, expected);
    // Two markers against none: column 2; die 4 (referee's entry).
    CampaignTables::setCell(*m_c, u"charlemagne.vassalage"_s, u"4"_s, u"2"_s, cellText);
    VassalageAttempt a{u"Empire"_s, u"Frisia"_s, {2, 0, 0, 0, 0}, reading, false, {}, {}};
    const qint64 before = m_c->log().lastSeq();
    const TurnStep step = CharlemagneTurn(*m_c).vassalage(a, QList<int>{4});
    QCOMPARE(step.seq, before + 1);
    QCOMPARE(step.result.outcome.value(u"result"_s).toString(), cellText);
    QCOMPARE(control(u"Frisia"_s), expected);
    QVERIFY(m_c->log().action(step.seq).publicText.contains(u"Frisia"_s));
}

void TestCharlemagneTurn::vassalageSpendsMarkersAndUndoes()
{
    empireHolds(6);
    CampaignTables::setCell(*m_c, u"charlemagne.vassalage"_s, u"3"_s, u"2"_s, u"becomes Empire"_s);
    const qint64 before = m_c->log().lastSeq();
    CharlemagneTurn(*m_c).vassalage({u"Empire"_s, u"Frisia"_s, {2, 0, 0, 0, 0}, u"auto"_s, true, {}, {}}, QList<int>{3});
    QCOMPARE(m_c->log().lastSeq(), before + 1); // roll, control and the markers returned: one action
    QCOMPARE(control(u"Frisia"_s), u"Empire"_s);
    QCOMPARE(handSize(u"Empire"_s), 4);
    m_c->log().undo();
    QCOMPARE(control(u"Frisia"_s), u"Neutral"_s);
    QCOMPARE(handSize(u"Empire"_s), 6);
    QCOMPARE(m_c->log().lastSeq(), before + 2); // the undo itself
    // Spending more markers than the hand holds is refused, nothing logged.
    const qint64 now = m_c->log().lastSeq();
    QVERIFY_THROWS_EXCEPTION(Failure, CharlemagneTurn(*m_c).vassalage(
                                          {u"Empire"_s, u"Frisia"_s, {7, 0, 0, 0, 0}, u"auto"_s, true, {}, {}}, QList<int>{3}));
    QCOMPARE(m_c->log().lastSeq(), now);
    // The Tribal player never tries Austrasia (§9.6).
    QVERIFY_THROWS_EXCEPTION(Failure, CharlemagneTurn(*m_c).vassalage(
                                          {u"Tribal"_s, u"Austrasia"_s, {1, 0, 0, 0, 0}, u"auto"_s, false, {}, {}}, QList<int>{3}));
}

void TestCharlemagneTurn::conversion()
{
    // One missionary, none against, column 1; die 6 (referee's entry).
    CampaignTables::setCell(*m_c, u"charlemagne.conversion"_s, u"6"_s, u"1"_s, u"converted"_s);
    const TurnStep step = CharlemagneTurn(*m_c).conversion(
        {u"Empire"_s, u"Saxony"_s, u"christian"_s, u"christian"_s, false, {1, 0, 0, 0, 0}, u"auto"_s, false},
        QList<int>{6});
    QCOMPARE(CampaignReader(m_c->database()).location(u"Saxony"_s).attributes.value(u"religion"_s).toString(),
             u"christian"_s);
    QVERIFY(step.consequence.contains(u"Saxony is now christian"_s));
    // The Empire converts only to Christianity (§18.6b): exit 2, nothing logged.
    const qint64 before = m_c->log().lastSeq();
    try {
        CharlemagneTurn(*m_c).conversion(
            {u"Empire"_s, u"Saxony"_s, u"pagan"_s, u"christian"_s, false, {1, 0, 0, 0, 0}, u"auto"_s, false},
            QList<int>{6});
        QFAIL("the Empire may not convert to paganism");
    } catch (const Failure &f) {
        QCOMPARE(f.exitCode(), 2);
    }
    QCOMPARE(m_c->log().lastSeq(), before);
}

void TestCharlemagneTurn::survival()
{
    CharlemagneTurn turn(*m_c);
    const qint64 charles = turn.charlemagneId();
    QVERIFY(charles > 0);
    // Die 3: he lives and joins the force in Austrasia (§21.4e).
    turn.survival(QList<int>{3}, u"Austrasia"_s);
    QCOMPARE(CampaignReader(m_c->database()).unit(charles).locationId, u"Austrasia"_s);
    QVERIFY(!CampaignReader(m_c->database()).unit(charles).isEliminated());
    // Die 4: he dies; the Empire's hand goes back to the Container in the same action, the count loses 3.
    empireHolds(6);
    const qint64 before = m_c->log().lastSeq();
    const TurnStep death = turn.survival(QList<int>{4});
    QCOMPARE(death.seq, before + 1);
    QVERIFY(CampaignReader(m_c->database()).unit(charles).isEliminated());
    QCOMPARE(handSize(u"Empire"_s), 0);
    bool minusThree = false;
    for (const VictoryLine &l : VictoryCounter(*m_c).count().lines)
        minusThree |= l.source == u"charlemagne"_s && l.points == -3;
    QVERIFY(minusThree);
    QVERIFY_THROWS_EXCEPTION(Failure, turn.survival(QList<int>{1}));
    m_c->log().undo();
    QVERIFY(!CampaignReader(m_c->database()).unit(charles).isEliminated());
    QCOMPARE(handSize(u"Empire"_s), 6);
}

void TestCharlemagneTurn::battle()
{
    CharlemagneTurn turn(*m_c);
    const qint64 charles = turn.charlemagneId();
    const QList<Unit> saxons = unitsAt(u"Tribal"_s, u"Saxony"_s);
    QVERIFY(saxons.size() >= 2);
    const Unit host = unitsAt(u"Empire"_s, u"Austrasia"_s).first();
    CampaignTables::setCell(*m_c, u"charlemagne.battle"_s, u"5"_s, u"1.5/1"_s, u"defender eliminated"_s);
    CampaignTables::setCell(*m_c, u"charlemagne.battle"_s, u"2"_s, u"1.5/1"_s, u"exchange"_s);
    BattleRoll roll{u"1.5/1"_s, true, {charles, host.id}, {saxons.at(0).id, saxons.at(1).id}, u"auto"_s};
    const qint64 before = m_c->log().lastSeq();
    const TurnStep step = turn.battle(roll, QList<int>{5});
    QCOMPARE(step.seq, before + 1);
    QCOMPARE(unitsAt(u"Tribal"_s, u"Saxony"_s).size(), saxons.size() - 2);
    // The face-down Saxons are named by side and number only.
    const QString text = m_c->log().action(step.seq).publicText;
    for (const Unit &u : saxons.mid(0, 2)) {
        QVERIFY2(!text.contains(u.type), qPrintable(text));
        QVERIFY2(text.contains(u"Tribal unit #%1"_s.arg(u.id)), qPrintable(text));
    }
    // "exchange" read by the referee as both eliminated: Charlemagne is not removed but rolls for survival.
    roll.defenders = {saxons.at(2 % saxons.size()).id};
    roll.reading = u"both-eliminated"_s;
    const TurnStep both = turn.battle(roll, QList<int>{2});
    QVERIFY(!CampaignReader(m_c->database()).unit(charles).isEliminated());
    QVERIFY(CampaignReader(m_c->database()).unit(host.id).isEliminated());
    QVERIFY(both.consequence.contains(u"survival"_s));
}

void TestCharlemagneTurn::battleTableMissing()
{
    const qint64 before = m_c->log().lastSeq();
    try {
        CharlemagneTurn(*m_c).battle({u"1/1"_s, false, {}, {}, u"auto"_s}, QList<int>{3});
        QFAIL("the Battle Table is missing");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::MissingFigure);
        QCOMPARE(f.exitCode(), 3);
    }
    QCOMPARE(m_c->log().lastSeq(), before);
}

void TestCharlemagneTurn::combatRatioFromUnits()
{
    // Charlemagne (1) + warrior host (6) + militia (2) = 9, tripled = 27, against a Saxon warrior host (6) and
    // militia (2) = 8 doubled by their burg = 16: 1.69, column 1.5/1 (the first-turn battle, §16.6).
    auto first = [&](const QString &sideName, const QString &type, const QString &where) {
        for (const Unit &u : unitsAt(sideName, where))
            if (u.type == type)
                return u.id;
        return qint64(0);
    };
    CharlemagneTurn turn(*m_c);
    const QList<qint64> attackers{turn.charlemagneId(), first(u"Empire"_s, u"warrior host"_s, u"Austrasia"_s),
                                  first(u"Empire"_s, u"militia"_s, u"Austrasia"_s)};
    const QList<qint64> defenders{first(u"Tribal"_s, u"warrior host"_s, u"Saxony"_s),
                                  first(u"Tribal"_s, u"militia"_s, u"Saxony"_s)};
    QVERIFY(!attackers.contains(0) && !defenders.contains(0));
    const ForceSummary a = turn.force(attackers);
    QCOMPARE(a.strength, 9);
    QCOMPARE(a.leader, u"charlemagne"_s);
    QCOMPARE(turn.force(defenders).leader, u"none"_s);
    const qint64 before = m_c->log().lastSeq();
    const ProcedureResult r = turn.combatRatio(attackers, defenders, false, true, false);
    QCOMPARE(r.outcome.value(u"attacker_strength"_s).toInt(), 27);
    QCOMPARE(r.outcome.value(u"defender_strength"_s).toInt(), 16);
    QCOMPARE(r.outcome.value(u"column"_s).toString(), u"1.5/1"_s);
    QCOMPARE(r.loggedAs, before + 1);
    // A strength set on the unit replaces the printed one.
    CharlemagneBoard(*m_c).setStrength(defenders.at(0), 3);
    QCOMPARE(turn.force(defenders).strength, 5);
    QVERIFY_THROWS_EXCEPTION(Failure, turn.combatRatio(attackers, {}, false, false, false));
}

void TestCharlemagneTurn::withReeveCli()
{
    using ReeveTest::runCli;
    const QString data = u"reeve-charlemagne-turn"_s;
    const QString file = m_dir.filePath(u"cli.reeve"_s);
    QCOMPARE(runCli({u"new"_s, u"charlemagne"_s, file, u"--scenario"_s, u"771"_s}, data).code, 0);
    QVERIFY(runCli({u"charlemagne"_s, u"--help"_s}, data).out.contains("treasury SIDE"));
    const ReeveTest::CliRun taxes = runCli({u"charlemagne"_s, file, u"treasury"_s, u"Empire"_s, u"burgs=2"_s, u"--json"_s}, data);
    QCOMPARE(taxes.code, 0);
    QCOMPARE(taxes.json().value(u"procedure"_s).toObject().value(u"outcome"_s).toObject().value(u"treasure_points"_s).toInt(), 2);
    QVERIFY(taxes.json().value(u"consequence"_s).toString().contains(u"treasure now 12"_s));
    QCOMPARE(runCli({u"charlemagne"_s, file, u"vassalage"_s, u"Empire"_s, u"Frisia"_s, u"reading=maybe"_s,
                     u"--dice"_s, u"4"_s}, data).code,
             2);
    QCOMPARE(runCli({u"charlemagne"_s, file, u"battle"_s, u"1/1"_s, u"--dice"_s, u"3"_s}, data).code, 3);
    const ReeveTest::CliRun fate = runCli({u"charlemagne"_s, file, u"survival"_s, u"--dice"_s, u"6"_s}, data);
    QCOMPARE(fate.code, 0);
    QVERIFY(fate.out.contains("Charlemagne dies"));
    QCOMPARE(runCli({u"undo"_s, file}, data).code, 0);
    auto c = Campaign::open(file);
    QVERIFY(!CampaignReader(c->database()).unit(CharlemagneTurn(*c).charlemagneId()).isEliminated());
    QCOMPARE(LedgerReader(c->database()).sumOfEntries(CampaignReader(c->database()).sideByName(u"Empire"_s).id), 12);
}

QTEST_GUILESS_MAIN(TestCharlemagneTurn)
#include "tst_turn.moc"
