// Swords & Sails in a campaign: a scripted four-faction year (the "done when") with fixed
// dice, balances and VP per season, the charts' series, privacy of spy results, the season reports
// per faction, and undo of the last steps.
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasorders.h"
#include "games/sas/sasroundtimer.h"
#include "games/sas/sasseason.h"
#include "games/sas/sasspying.h"
#include "ledger/ledger.h"
#include "ledger/ledgerhistory.h"
#include "ledger/ledgerreader.h"
#include "ledger/reportbuilder.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "log/replayer.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "storage/database.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Sas;

namespace {

QString json(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

/// Every text an audience can take away: its log (as exported), its season report (HTML and CSV).
QString everythingFor(Campaign &c, const QString &audience, int from, int to)
{
    QString all;
    LogQuery query = LogQuery::forAudience(c, audience);
    for (const LogEntry &e : query.entries(0, -1))
        all += json(e.toJson()) + u'\n' + e.toLine() + u'\n';
    ReportBuilder report(c, audience, from, to);
    if (!report.build())
        return all;
    return all + report.html() + report.csv();
}

} // namespace

class TestSasYear : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void scriptedYear();
    void spyRules();
    void purchasesRefused();
    void roundTimer();
    void ordersChecked();
    void victoryHeld();
    void incomeAllOrNothing();
    void fleetCapture();

private:
    void setUpBoard();
    qint64 id(const QString &name) { return CampaignReader(m_c->database()).sideByName(name).id; }
    qint64 gold(const QString &name) { return CampaignReader(m_c->database()).account(id(name)).balance; }
    void spring();
    void summer();

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
    SpyResult m_spied;
};

void TestSasYear::init()
{
    static int n = 0;
    m_c = Campaign::create(m_dir.filePath(u"sas%1.reeve"_s.arg(++n)), u"sas"_s, u"West"_s);
    const ScenarioReport report = ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"sas"_s, u"west-4"_s));
    QCOMPARE(report.sides, 4);
    setUpBoard();
}

void TestSasYear::cleanup()
{
    m_c.reset();
}

void TestSasYear::setUpBoard()
{
    SasBoard board(*m_c);
    // Territories as the referee enters them from the map (the map is not in Reeve's copy of the rules).
    board.addTerritory(u"Wessex"_s, u"England"_s, 0, 0, 1, u"England"_s);
    board.addTerritory(u"Mercia"_s, u"England"_s, 1, 0, 0);
    board.addTerritory(u"Northumbria"_s, u"England"_s, 0, 0, 0);
    board.addTerritory(u"Ile-de-France"_s, u"France"_s, 0, 0, 1, u"France"_s);
    board.addTerritory(u"Normandy"_s, u"France"_s, 0, 1, 0);
    board.addTerritory(u"Aquitaine"_s, u"France"_s, 0, 0, 0);
    board.addTerritory(u"Saxony"_s, u"Holy Roman Empire"_s, 0, 0, 1, u"Holy Roman Empire"_s);
    board.addTerritory(u"Franconia"_s, u"Holy Roman Empire"_s, 1, 0, 0);
    board.addTerritory(u"Bavaria"_s, u"Holy Roman Empire"_s, 0, 0, 0);
    board.addTerritory(u"Denmark"_s, u"North Sea Empire"_s, 0, 1, 1, u"North Sea Empire"_s);
    board.addTerritory(u"Norway"_s, u"North Sea Empire"_s, 0, 1, 0);
    board.addTerritory(u"Flanders"_s, QString(), 1, 1, 0);
    board.addTerritory(u"Pomerania"_s, QString(), 0, 0, 0, QString(), true);
    board.addSeaZone(u"North Sea"_s);
    board.placeForce(id(u"England"_s), u"army"_s, 1, u"Wessex"_s, {{u"KN"_s, 1}, {u"HC"_s, 2}, {u"HI"_s, 3}});
    board.placeForce(id(u"France"_s), u"army"_s, 1, u"Ile-de-France"_s, {{u"HC"_s, 3}, {u"LC"_s, 2}});
    board.placeForce(id(u"France"_s), u"army"_s, 2, u"Normandy"_s, {{u"KN"_s, 1}, {u"HI"_s, 2}});
    board.placeForce(id(u"Holy Roman Empire"_s), u"army"_s, 1, u"Saxony"_s, {{u"KN"_s, 2}, {u"HI"_s, 2}});
    board.placeForce(id(u"North Sea Empire"_s), u"army"_s, 1, u"Denmark"_s, {{u"HI"_s, 4}});
    board.placeForce(id(u"North Sea Empire"_s), u"fleet"_s, 1, u"North Sea"_s, {{u"RD"_s, 2}});
    // The North Sea raiders' lower upkeep is not quantified: the referee enters it from the cards.
    CampaignTables::setCell(*m_c, u"sas.unit-maintenance"_s, u"7"_s, u"RD"_s, 4);
    Ledger ledger(*m_c);
    for (const QString &side : {u"England"_s, u"France"_s, u"Holy Roman Empire"_s, u"North Sea Empire"_s})
        ledger.credit(id(side), 200, LedgerCategory::Other, u"starting treasury (test figure)"_s);
}

void TestSasYear::spring()
{
    SasBank bank(*m_c);
    QCOMPARE(bank.collectIncome(true).size(), 4); // first turn: maintenance counts as paid
    for (const QString &side : {u"England"_s, u"France"_s, u"Holy Roman Empire"_s, u"North Sea Empire"_s})
        QCOMPARE(gold(side), 270);
    // Phase 2, in the printed order (North Sea Empire first, the HRE last): France buys a counter-agent
    // in secret; the North Sea Empire's attempt meets it and still succeeds at the edge (2+3+3 = 8),
    // England's comes after the agent is spent and fails (5+5 = 10); the HRE's first attempt is free.
    bank.buyCounterEspionage(id(u"France"_s), 1);
    QCOMPARE(gold(u"France"_s), 240);
    SasBoard board(*m_c);
    SasSpying spying(*m_c);
    m_spied = spying.attempt(id(u"North Sea Empire"_s), board.force(id(u"France"_s), u"army"_s, 2).id, QList<int>{2, 3});
    QVERIFY(m_spied.counter);
    QCOMPARE(m_spied.total, 8);
    QVERIFY(m_spied.success);
    QCOMPARE(m_spied.card, u"Army II of France at Normandy: 1 KN, 2 HI"_s);
    const SpyResult english = spying.attempt(id(u"England"_s), board.force(id(u"France"_s), u"army"_s, 1).id, QList<int>{5, 5});
    QVERIFY(!english.counter);
    QCOMPARE(english.total, 10);
    QVERIFY(!english.success);
    QVERIFY(english.card.isEmpty());
    const SpyResult hre = spying.attempt(id(u"Holy Roman Empire"_s), board.force(id(u"England"_s), u"army"_s, 1).id, QList<int>{6, 6});
    QCOMPARE(hre.cost, 0);
    QVERIFY(!hre.success);
    bank.closeEspionage();
    QCOMPARE(gold(u"England"_s), 240);
    QCOMPARE(gold(u"North Sea Empire"_s), 240);
    QCOMPARE(gold(u"Holy Roman Empire"_s), 270);

    // Phase 3: a timed diplomacy round in which England and France ally as team A.
    SasSeason season(*m_c);
    season.logRound(u"diplomacy"_s, u"start"_s);
    season.formAlliance(u"A"_s, {u"England"_s, u"France"_s});
    season.logRound(u"diplomacy"_s, u"end"_s, 75);
    QCOMPARE(CampaignReader(m_c->database()).side(id(u"France"_s)).attributes.value(u"alliance"_s).toString(), u"A"_s);

    // Phase 4: orders sealed per faction, revealed together.
    SasOrders orders(*m_c);
    orders.write(id(u"England"_s), {u"Army I: defend Wessex"_s});
    orders.write(id(u"France"_s), {u"Army II: attack Flanders"_s, u"army 1: defend"_s});
    orders.write(id(u"Holy Roman Empire"_s), {u"Army I: attack to Flanders"_s});
    orders.write(id(u"North Sea Empire"_s), {u"Fleet I: load + move North Sea with Army I"_s});
    QVERIFY(!everythingFor(*m_c, u"public"_s, 1, 1).contains(u"attack Flanders"_s));
    QVERIFY(everythingFor(*m_c, u"side=France"_s, 1, 1).contains(u"Army II: attack Flanders"_s));
    OrderBook(*m_c).reveal();
    QVERIFY(everythingFor(*m_c, u"public"_s, 1, 1).contains(u"Army II: attack Flanders"_s));
    QVERIFY(everythingFor(*m_c, u"public"_s, 1, 1).contains(u"Fleet I: load + move North Sea with Army I"_s));

    // Phases 5-6: France's Army II and the HRE's Army I meet in Flanders; a knight against a knight
    // needs 6 or less: 2+3 destroys the HRE knight. France then besieges Flanders: 4 for the land and
    // 3 for its minor city (7 points), 3 paid in gold (45), 4 from the troops (two HI).
    CampaignEditor editor(*m_c);
    editor.moveUnit(board.force(id(u"France"_s), u"army"_s, 2).id, u"Flanders"_s);
    editor.moveUnit(board.force(id(u"Holy Roman Empire"_s), u"army"_s, 1).id, u"Flanders"_s);
    const Procedure &combat = ProcedureRegistry::standard().get(u"sas.land-combat"_s);
    const TableLibrary tables = CampaignTables::forCampaign(*m_c);
    const ProcedureRunner runner(tables);
    const ProcedureResult hit = runner.resolveInCampaign(
        *m_c, combat, ProcedureRunner::completeInputs(combat, {{u"attacker"_s, u"kn"_s}, {u"defender"_s, u"kn"_s}}),
        QList<int>{2, 3});
    QCOMPARE(hit.outcome.value(u"destroyed"_s).toBool(), true);
    bank.applyLosses(board.force(id(u"Holy Roman Empire"_s), u"army"_s, 1).id, {{u"KN"_s, 1}}, u"land battle in Flanders"_s);
    editor.moveUnit(board.force(id(u"Holy Roman Empire"_s), u"army"_s, 1).id, u"Saxony"_s); // retreats home
    const ProcedureResult siege = SasBank::run(*m_c, u"sas.siege"_s,
                                               {{u"minor_cities"_s, 1}, {u"major_cities"_s, 0}, {u"territory"_s, u"plain"_s}},
                                               {4, 3});
    QCOMPARE(siege.outcome.value(u"casualty_points"_s).toInt(), 7);
    QCOMPARE(siege.outcome.value(u"payable_max"_s).toInt(), 3);
    bank.settleSiege(id(u"France"_s), 2, u"Flanders"_s, 7, 3, {{u"HI"_s, 2}});
    QCOMPARE(gold(u"France"_s), 195);
    QCOMPARE(CampaignReader(m_c->database()).location(u"Flanders"_s).attributes.value(u"control"_s).toString(), u"France"_s);
    QCOMPARE(SasBoard::counts(board.force(id(u"France"_s), u"army"_s, 2)), (QMap<QString, int>{{u"KN"_s, 1}}));

    // Phase 7: England adds a heavy cavalry (80); the North Sea Empire raises Fleet II (50) with a transport (20).
    bank.buildUnits(id(u"England"_s), u"army"_s, 1, {{u"HC"_s, 1}});
    QCOMPARE(gold(u"England"_s), 160);
    bank.raiseForce(id(u"North Sea Empire"_s), u"fleet"_s, u"North Sea"_s, {{u"TR"_s, 1}});
    QCOMPARE(gold(u"North Sea Empire"_s), 170);
    // Phase 8: the HRE and England build minor cities at their 30 gold.
    bank.buildCity(id(u"Holy Roman Empire"_s), u"Bavaria"_s, u"minor"_s);
    bank.buildCity(id(u"England"_s), u"Northumbria"_s, u"minor"_s);
    QCOMPARE(gold(u"Holy Roman Empire"_s), 240);
    QCOMPARE(gold(u"England"_s), 130);
    // Phase 9.
    season.advance();
    QCOMPARE(CampaignReader(m_c->database()).clock().turn, 2);
}

void TestSasYear::summer()
{
    // Summer harvest is 20 a territory; maintenance by the faction cards (France's cavalry one less,
    // the raiders at the referee's 4).
    SasBank(*m_c).collectIncome();
    QCOMPARE(gold(u"England"_s), 130 + 110 - 30);
    QCOMPARE(gold(u"France"_s), 195 + 140 - 23);
    QCOMPARE(gold(u"Holy Roman Empire"_s), 240 + 110 - 12);
    QCOMPARE(gold(u"North Sea Empire"_s), 170 + 90 - 23);
}

void TestSasYear::scriptedYear()
{
    spring();
    summer();
    SasSeason season(*m_c);
    const QList<ScoreLine> scores = season.score();
    QHash<QString, ScoreLine> by;
    for (const ScoreLine &l : scores)
        by.insert(l.side, l);
    QCOMPARE(by.value(u"England"_s).vp, 8);
    QCOMPARE(by.value(u"France"_s).vp, 10);
    QCOMPARE(by.value(u"Holy Roman Empire"_s).vp, 8);
    QCOMPARE(by.value(u"North Sea Empire"_s).vp, 7);
    QCOMPARE(by.value(u"England"_s).teamVp, 9 + 5);  // the sheet's bonus for a team of two
    for (const ScoreLine &l : season.score(u"formula"_s))
        if (l.side == u"England"_s)
            QCOMPARE(l.teamVp, 9 + 10); // the diplomacy text's 5 a member
    season.advance();
    QCOMPARE(CampaignReader(m_c->database()).clock().turn, 3);

    // The charts: gold and VP of every faction over the seasons, as the public sees them.
    LedgerHistory history(m_c->database());
    history.load(Audience::Public);
    QHash<QString, QList<double>> balance;
    for (const LedgerHistory::Series &s : history.series(LedgerHistory::Measure::Balance))
        balance.insert(s.name, s.values.mid(0, 2));
    QCOMPARE(balance.value(u"England"_s), (QList<double>{130, 210}));
    QCOMPARE(balance.value(u"North Sea Empire"_s), (QList<double>{170, 237}));
    // France's secret counter-agent is not in the public figures; France's own view has it.
    QCOMPARE(balance.value(u"France"_s), (QList<double>{225, 342}));
    LedgerHistory own(m_c->database());
    own.load(Audience::Side, id(u"France"_s));
    for (const LedgerHistory::Series &s : own.series(LedgerHistory::Measure::Balance))
        if (s.name == u"France"_s)
            QCOMPARE(s.values.mid(0, 2), (QList<double>{195, 312}));
    for (const LedgerHistory::Series &s : history.series(LedgerHistory::Measure::Quantity, u"vp"_s))
        if (s.name == u"France"_s)
            QCOMPARE(s.values.mid(0, 2), (QList<double>{10, 10}));
    const QList<LedgerHistory::Series> teams = history.teamSeries(LedgerHistory::Measure::Quantity, u"team_vp"_s);
    QCOMPARE(teams.size(), 1);
    QCOMPARE(teams.first().values.mid(0, 2), (QList<double>{14, 14})); // team A's score, not twice it
    for (const LedgerHistory::Series &s : history.series(LedgerHistory::Measure::Income))
        if (s.name == u"England"_s)
            QCOMPARE(s.values.mid(0, 2), (QList<double>{70, 110}));

    // Privacy: no public text, log export or report holds the card the North Sea Empire saw, nor the
    // counter-agent; the North Sea Empire's own report has it, England's and France's do not.
    const QStringList secrets{m_spied.card, u"1 KN, 2 HI"_s, u"1 counter-agent"_s};
    const QString pub = everythingFor(*m_c, u"public"_s, 1, 2);
    for (const QString &secret : secrets)
        QVERIFY2(!pub.contains(secret), qPrintable(u"public output leaks \"%1\""_s.arg(secret)));
    QVERIFY(pub.contains(u"North Sea Empire spies on Army II of France: the attempt succeeds"_s));
    const QString nse = everythingFor(*m_c, u"side=North Sea Empire"_s, 1, 1);
    QVERIFY2(nse.contains(m_spied.card), "the spy's own report lacks its result");
    QVERIFY(nse.contains(u"Card seen: "_s + m_spied.card));
    for (const QString &other : {u"side=England"_s, u"side=Holy Roman Empire"_s})
        QVERIFY2(!everythingFor(*m_c, other, 1, 1).contains(m_spied.card), qPrintable(other));
    // France reads its own card (logged to it when placed) but not what the spy saw.
    QVERIFY(!everythingFor(*m_c, u"side=France"_s, 1, 1).contains(u"Card seen"_s));
    QVERIFY(everythingFor(*m_c, u"side=France"_s, 1, 1).contains(u"1 counter-agent"_s));

    // Undo the last steps: the advance, the VP record and England's summer accounts; redo the latter.
    const int before = int(history.series(LedgerHistory::Measure::Balance).size());
    QVERIFY(before > 0);
    m_c->log().undo();
    QCOMPARE(CampaignReader(m_c->database()).clock().turn, 2);
    m_c->log().undo();
    int summerPoints = 0;
    for (const LedgerReader::Point &p : LedgerReader(m_c->database()).values(u"vp"_s))
        summerPoints += p.turn == 2 ? 1 : 0;
    QCOMPARE(summerPoints, 0);
    m_c->log().undo(); // England's summer accounts, the last faction's
    QCOMPARE(gold(u"England"_s), 130);
    QCOMPARE(gold(u"North Sea Empire"_s), 237);
    m_c->log().redo();
    QCOMPARE(gold(u"England"_s), 210);

    // The log alone rebuilds the whole board, treasuries, points and secrets (DESIGN §6).
    const QString replayed = m_dir.filePath(u"replayed.reeve"_s);
    Replayer::replayInto(m_c->database(), replayed);
    Database copy(replayed, Database::Mode::ReadOnly);
    QCOMPARE(Replayer::dumpState(copy), Replayer::dumpState(m_c->database()));
}

void TestSasYear::spyRules()
{
    SasBoard board(*m_c);
    SasSpying spying(*m_c);
    const qint64 target = board.force(id(u"France"_s), u"army"_s, 1).id;
    // Rolled from the campaign's seed, the dice are kept with the private part.
    const SpyResult rolled = spying.attempt(id(u"North Sea Empire"_s), target);
    QVERIFY(rolled.total >= 2 && rolled.total <= 12);
    QVERIFY(!m_c->log().action(rolled.seq).diceText.isEmpty());
    QCOMPARE(m_c->log().action(rolled.seq).audienceSide, id(u"North Sea Empire"_s));
    spying.attempt(id(u"England"_s), target, QList<int>{4, 4}); // 8: success at the edge
    QCOMPARE(m_c->log().action(m_c->log().lastSeq()).publicText.contains(u"succeeds"_s), true);
    try {
        spying.attempt(id(u"England"_s), target, QList<int>{1, 1});
        QFAIL("a second attempt on the same army was allowed");
    } catch (const Failure &f) {
        QCOMPARE(f.exitCode(), 2);
    }
    QVERIFY_THROWS_EXCEPTION(Failure, spying.attempt(id(u"France"_s), target, QList<int>{1, 1}));
    QVERIFY_THROWS_EXCEPTION(Failure, spying.attempt(id(u"England"_s), target, QList<int>{7}));
    // The HRE's first attempt of the season is free, its second is paid.
    QCOMPARE(spying.attempt(id(u"Holy Roman Empire"_s), target, QList<int>{5, 5}).cost, 0);
    QCOMPARE(spying.attempt(id(u"Holy Roman Empire"_s), board.force(id(u"England"_s), u"army"_s, 1).id,
                            QList<int>{5, 5}).cost, 30);
    // Once the HRE has spied, nobody before it in the printed order may.
    const qint64 english = board.force(id(u"England"_s), u"army"_s, 1).id;
    QVERIFY_THROWS_EXCEPTION(Failure, spying.attempt(id(u"France"_s), english, QList<int>{1, 1}));
    // A new season starts the order again.
    SasSeason(*m_c).advance();
    QCOMPARE(spying.attempt(id(u"France"_s), english, QList<int>{1, 1}).cost, 30);
}

void TestSasYear::purchasesRefused()
{
    SasBank bank(*m_c);
    auto code = [](const std::function<void()> &f) {
        try {
            f();
        } catch (const Failure &failure) {
            return failure.exitCode();
        }
        return 0;
    };
    // Major cities only from a player-built minor city; printed ones cannot be upgraded.
    QCOMPARE(code([&] { bank.buildCity(id(u"England"_s), u"Mercia"_s, u"major"_s); }), 2);
    QCOMPARE(code([&] { bank.buildCity(id(u"England"_s), u"Normandy"_s, u"minor"_s); }), 2); // not England's
    bank.buildCity(id(u"England"_s), u"Mercia"_s, u"minor"_s); // one city there already: 45
    QCOMPARE(gold(u"England"_s), 155);
    bank.buildCity(id(u"England"_s), u"Mercia"_s, u"major"_s); // no major there yet: 150
    QCOMPARE(gold(u"England"_s), 5);
    // Limit: 1 + 3/3 = 2 cities for three territories.
    Ledger(*m_c).credit(id(u"England"_s), 500, LedgerCategory::Other, u"test"_s);
    bank.buildCity(id(u"England"_s), u"Northumbria"_s, u"minor"_s);
    QCOMPARE(code([&] { bank.buildCity(id(u"England"_s), u"Wessex"_s, u"minor"_s); }), 2);
    // Peasants: LI and PS prices are missing from the rules (exit 3) until the referee enters them.
    QCOMPARE(code([&] { bank.buildUnits(id(u"England"_s), u"army"_s, 1, {{u"PS"_s, 1}}); }), 3);
    CampaignTables::setCell(*m_c, u"sas.unit-costs"_s, u"4"_s, u"PS"_s, 10);
    QCOMPARE(code([&] { bank.buildUnits(id(u"England"_s), u"army"_s, 1, {{u"PS"_s, 7}}); }), 2); // 7 of 13
    bank.buildUnits(id(u"England"_s), u"army"_s, 1, {{u"PS"_s, 6}}); // 6 of 12: half
    // A sixth army does not exist; a fleet needs a port; money cannot go below zero.
    SasBoard board(*m_c);
    for (int n = 3; n <= 5; ++n)
        board.placeForce(id(u"France"_s), u"army"_s, n, u"Aquitaine"_s, {{u"HC"_s, 1}});
    QCOMPARE(code([&] { bank.raiseForce(id(u"France"_s), u"army"_s, u"Aquitaine"_s, {{u"HC"_s, 1}}); }), 2);
    QCOMPARE(code([&] { bank.raiseForce(id(u"England"_s), u"fleet"_s, u"North Sea"_s, {{u"TR"_s, 1}}); }), 2);
    QCOMPARE(code([&] { bank.buildUnits(id(u"North Sea Empire"_s), u"army"_s, 1, {{u"KN"_s, 3}}); }), 2);
    // Siege: more than half in gold is refused; the territory of an absent faction is closed.
    QCOMPARE(code([&] { bank.settleSiege(id(u"France"_s), 1, u"Aquitaine"_s, 7, 4, {{u"HC"_s, 1}}); }), 2);
    QCOMPARE(code([&] { bank.settleSiege(id(u"France"_s), 1, u"Pomerania"_s, 2, 1, {{u"LC"_s, 1}}); }), 2);
}

void TestSasYear::roundTimer()
{
    SasRoundTimer timer;
    QCOMPARE(SasRoundTimer::format(timer.remaining(0)), u"3:00"_s);
    timer.start(1000);
    QCOMPARE(timer.remaining(61'000), 120'000);
    timer.pause(61'000);
    QCOMPARE(timer.remaining(500'000), 120'000); // paused: no time passes
    timer.start(500'000);
    QCOMPARE(SasRoundTimer::format(timer.remaining(500'001)), u"2:00"_s);
    QVERIFY(!timer.isFinished(619'999));
    QVERIFY(timer.isFinished(620'000));
    timer.extend(); // a unanimous vote: three more minutes
    QCOMPARE(timer.remaining(620'000), 180'000);
    timer.reset();
    QVERIFY(!timer.hasStarted());
    QCOMPARE(timer.remaining(0), SasRoundTimer::kRoundMs);
    // Rounds are logged for everyone and are not undone with the game's steps.
    const qint64 seq = SasSeason(*m_c).logRound(u"diplomacy"_s, u"extend"_s, 10);
    QVERIFY(m_c->log().action(seq).publicText.contains(u"0:10"_s));
    QVERIFY(!m_c->log().action(seq).undoable);
    QVERIFY_THROWS_EXCEPTION(Failure, SasSeason(*m_c).logRound(u"lunch"_s, u"start"_s));
}

void TestSasYear::ordersChecked()
{
    SasOrders orders(*m_c);
    const qint64 nse = id(u"North Sea Empire"_s);
    SasBoard(*m_c).placeForce(nse, u"army"_s, 2, u"Norway"_s, {{u"HI"_s, 5}});
    // Two raiders carry 6 by the unit table, 4 by the ship descriptions.
    QCOMPARE(orders.check(nse, {u"Fleet I: load with Army II"_s}).first().text, u"Fleet I: load with Army II"_s);
    auto code = [&](const QStringList &lines, const QString &reading = u"table"_s) {
        try {
            orders.check(nse, lines, reading);
        } catch (const Failure &failure) {
            return failure.exitCode();
        }
        return 0;
    };
    QCOMPARE(code({u"Fleet I: load with Army II"_s}, u"prose"_s), 2);
    QCOMPARE(code({u"Army II: load with Fleet I"_s}, u"prose"_s), 2);
    QCOMPARE(code({u"Army I: load with Fleet I"_s}, u"prose"_s), 0); // 4 HI fit in 4
    QCOMPARE(code({u"Fleet I: load"_s}), 2);                 // says nothing about what boards
    QCOMPARE(code({u"Army III: move Norway"_s}), 2);          // no such army
    QCOMPARE(code({u"Army I: move Atlantis"_s}), 2);          // unknown place
    QCOMPARE(code({u"Army I: march Norway"_s}), 2);           // not a command of the rules
    QCOMPARE(code({u"Army I: attack"_s}), 2);                 // an attack needs a place
    QCOMPARE(code({u"Army I: defend"_s, u"Army I: support"_s}), 2);
    QCOMPARE(code({}), 2);
    // The fleet's card records its cargo, within the same capacity.
    SasBoard board(*m_c);
    QVERIFY_THROWS_EXCEPTION(Failure, board.setCargo(nse, 1, {u"Army II"_s}, u"prose"_s));
    board.setCargo(nse, 1, {u"Army II"_s});
    QVERIFY(board.card(board.force(nse, u"fleet"_s, 1)).endsWith(u"carrying Army II"_s));
    QCOMPARE(m_c->log().action(m_c->log().lastSeq()).audienceSide, nse);
    const QList<OrderItem> items = orders.check(nse, {u"Army I: move to Norway"_s, u"Fleet I: dock"_s});
    QCOMPARE(items.size(), 2);
    QCOMPARE(items.at(0).text, u"Army I: move Norway"_s);
    QCOMPARE(items.at(1).number, 2);
}

void TestSasYear::victoryHeld()
{
    SasSeason season(*m_c);
    QVERIFY(season.checkVictory().isEmpty()); // no length chosen yet
    season.setGameLength(u"short"_s);
    QCOMPARE(*LedgerReader(m_c->database()).quantities().first().threshold, 40);
    QVERIFY(season.checkVictory().isEmpty()); // nobody near 40
    // A house target of 7 (the printed 40 edited) puts every faction at it from the first season.
    CampaignTables::setCell(*m_c, u"sas.game-length"_s, u"1"_s, u"vp"_s, 7);
    auto verdicts = [&] { // the victory line logged by the last advance, just before the clock moves
        const QString text = m_c->log().action(m_c->log().lastSeq() - 1).publicText;
        return text.mid(text.indexOf(u": "_s) + 2).split(u"; "_s);
    };
    season.advance();
    QCOMPARE(verdicts().size(), 4);
    QVERIFY(verdicts().contains(u"England is at 7 VP (target 7): 2 more season(s) to hold"_s));
    season.advance();
    QVERIFY(verdicts().contains(u"England is at 7 VP (target 7): 1 more season(s) to hold"_s));
    season.advance();
    // All four held 7 for the two seasons after their marks: the most VP wins, and here all tie.
    QVERIFY(verdicts().contains(u"England is at 7 VP and has stayed at or above 7 for the 2 seasons after its mark"_s));
    QVERIFY(verdicts().last().startsWith(
            u"a tie: Holy Roman Empire, North Sea Empire, France and England have 7 VP each"_s));
    QVERIFY_THROWS_EXCEPTION(Failure, season.setGameLength(u"endless"_s));
}

void TestSasYear::incomeAllOrNothing()
{
    auto code = [&](bool firstTurn) {
        try {
            SasBank(*m_c).collectIncome(firstTurn);
        } catch (const Failure &failure) {
            return failure.exitCode();
        }
        return 0;
    };
    // Light infantry upkeep is missing from the rules: nobody is paid until the referee enters it.
    SasBoard(*m_c).placeForce(id(u"England"_s), u"army"_s, 2, u"Mercia"_s, {{u"LI"_s, 2}});
    QCOMPARE(code(false), 3);
    for (const QString &side : {u"England"_s, u"France"_s, u"Holy Roman Empire"_s, u"North Sea Empire"_s})
        QCOMPARE(gold(side), 200);
    CampaignTables::setCell(*m_c, u"sas.unit-maintenance"_s, u"4"_s, u"LI"_s, 2);
    QCOMPARE(code(false), 0);
    QCOMPARE(gold(u"England"_s), 200 + 70 - (6 + 10 + 9 + 4));
    QCOMPARE(code(false), 2); // a season is settled once
    // Upkeep beyond the treasury is the referee's call: refused for every faction alike.
    SasBoard(*m_c).placeForce(id(u"France"_s), u"army"_s, 3, u"Aquitaine"_s, {{u"KN"_s, 100}});
    SasSeason(*m_c).advance();
    QCOMPARE(code(false), 2);
    QCOMPARE(gold(u"England"_s), 241);
}

void TestSasYear::fleetCapture()
{
    SasBank bank(*m_c);
    SasBoard board(*m_c);
    bank.raiseForce(id(u"France"_s), u"fleet"_s, u"North Sea"_s, {{u"WS"_s, 1}}); // first fleet 30, warship 100
    QCOMPARE(gold(u"France"_s), 70);
    const qint64 french = board.force(id(u"France"_s), u"fleet"_s, 1).id;
    const qint64 norse = board.force(id(u"North Sea Empire"_s), u"fleet"_s, 1).id;
    bank.captureShips(norse, french, {{u"RD"_s, 1}});
    QCOMPARE(SasBoard::counts(board.forceById(french)), (QMap<QString, int>{{u"WS"_s, 1}, {u"RD"_s, 1}}));
    QCOMPARE(SasBoard::counts(board.forceById(norse)), (QMap<QString, int>{{u"RD"_s, 1}}));
    QVERIFY_THROWS_EXCEPTION(Failure, bank.captureShips(norse, french, {{u"WS"_s, 1}})); // has none
    QVERIFY_THROWS_EXCEPTION(Failure, bank.captureShips(french, french, {{u"RD"_s, 1}}));
    bank.captureShips(norse, french, {{u"RD"_s, 1}}); // the last ship: the fleet is gone
    QVERIFY(CampaignReader(m_c->database()).unit(norse).isEliminated());
    m_c->log().undo();
    QCOMPARE(SasBoard::counts(board.forceById(norse)), (QMap<QString, int>{{u"RD"_s, 1}}));
}

QTEST_GUILESS_MAIN(TestSasYear)
#include "tst_sas_year.moc"
