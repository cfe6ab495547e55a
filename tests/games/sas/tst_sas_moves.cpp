// Swords & Sails movement and loads from what Reeve records (issue 22, item 4 and the smaller items):
// one move a season for an army or a fleet (phase 5), no army at sea without a fleet that carries it,
// no fleet inland or into a portless territory, a fleet's cargo moving with it, the carry limit over
// every load line together (phase 4), "attack ... against FACTION", a major city that is a port
// (phase 1) building ships, and the timed rounds citing their own phases. Every refusal writes nothing.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasborders.h"
#include "games/sas/sasorders.h"
#include "games/sas/sasseason.h"
#include "games/sas/sasstraits.h"
#include "ledger/ledger.h"
#include "ledger/ledgerreader.h"
#include "ledger/reportbuilder.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "log/replayer.h"
#include "sasphase.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/steprunner.h"
#include "util/failure.h"

#include "sasfigures.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Sas;

class TestSasMoves : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void oneMoveASeason();
    void armyAtSeaNeedsItsFleet();
    void fleetsStayAtSea();
    void cargoMovesWithItsFleet();
    void retreatIsNotTheMove();
    void carryLimitAcrossOrderLines();
    void attackAgainstOneFaction();
    void majorCityAsPort();
    void roundsCiteTheirPhase();
    void secretPurchaseLeavesNoPublicTrace();
    void recordedBordersAreFollowed();
    void bordersSayWhatTheyDrop();
    void shipsAtSeaBesideAHeldPort();
    void closedLandHasNoHolder();
    void straitCrossing();
    void straitHeldByAnotherFleet();
    void straitHeldByItsFleets();
    void cutOffRetreatIsRemoved();

private:
    /// Runs the move step; returns the first refusal's message (empty when it was applied).
    QString move(const QString &side, const QString &type, int number, const QString &to,
                 bool retreat = false);
    /// Runs a step; returns the first refusal's message (empty when applied), checking a refusal wrote nothing.
    QString run(const QJsonObject &fields);
    QJsonObject m_outcome; ///< the last applied step's outcome
    qint64 id(const QString &side) { return CampaignReader(m_c->database()).sideByName(side).id; }
    QString at(const QString &side, const QString &type, int number)
    {
        return SasBoard(*m_c).force(id(side), type, number).locationId;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
};

void TestSasMoves::init()
{
    static int n = 0;
    m_c = Campaign::create(m_dir.filePath(u"moves%1.reeve"_s.arg(++n)), u"sas"_s, u"Moves"_s);
    ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"sas"_s, u"west-4"_s), {});
    SasBoard board(*m_c);
    board.addTerritory(u"Wessex"_s, u"England"_s, 0, 0, 1, u"England"_s, false, true); // a major port
    board.addTerritory(u"Kent"_s, u"England"_s, 0, 0, 0);
    board.addTerritory(u"Mercia"_s, u"England"_s, 0, 0, 0);
    board.addTerritory(u"Normandy"_s, u"France"_s, 0, 1, 0);
    board.addTerritory(u"Flanders"_s, QString(), 1, 0, 0);
    board.addSeaZone(u"Channel"_s);
    board.addSeaZone(u"North Sea"_s);
    board.placeForce(id(u"England"_s), u"army"_s, 1, u"Wessex"_s, {{u"HC"_s, 2}, {u"HI"_s, 4}});   // 6 units
    board.placeForce(id(u"England"_s), u"army"_s, 2, u"Kent"_s, {{u"HI"_s, 5}});                   // 5 units
    board.placeForce(id(u"England"_s), u"fleet"_s, 1, u"Channel"_s, {{u"TR"_s, 1}, {u"WS"_s, 1}}); // 5 + 2 = 7
    board.placeForce(id(u"France"_s), u"fleet"_s, 1, u"Channel"_s, {{u"RD"_s, 1}});
    Ledger(*m_c).credit(id(u"England"_s), 500, LedgerCategory::Other, u"starting treasury (test figure)"_s);
}

void TestSasMoves::cleanup()
{
    m_c.reset();
}

QString TestSasMoves::run(const QJsonObject &fields)
{
    SasTest::toPhaseOf(*m_c, fields); // the clock where the step belongs (turn sequence)
    const QString before = Replayer::dumpState(m_c->database());
    const qint64 seq = m_c->log().lastSeq();
    const StepResult r = StepRunner(*m_c).runObject(fields, u"step"_s, StepRunner::Mode::Apply);
    if (!r.refused()) {
        m_outcome = r.outcome;
        return {};
    }
    if (m_c->log().lastSeq() != seq || Replayer::dumpState(m_c->database()) != before)
        return u"a refused step wrote something"_s;
    return r.refusals.first().message + u" | "_s + r.refusals.first().rule;
}

QString TestSasMoves::move(const QString &side, const QString &type, int number, const QString &to,
                           bool retreat)
{
    QJsonObject fields{{u"step"_s, u"move"_s},
                       {u"side"_s, side},
                       {u"type"_s, type},
                       {u"number"_s, number},
                       {u"retreat"_s, retreat}};
    if (!to.isEmpty()) // left out: a retreat with nowhere to go
        fields.insert(u"to"_s, to);
    SasTest::toPhaseOf(*m_c, fields); // phase 5, or 6 for a retreat
    const QString before = Replayer::dumpState(m_c->database());
    const qint64 seq = m_c->log().lastSeq();
    const StepResult r = StepRunner(*m_c).runObject(fields, u"step"_s, StepRunner::Mode::Apply);
    if (!r.refused()) {
        m_outcome = r.outcome;
        return {};
    }
    if (m_c->log().lastSeq() != seq || Replayer::dumpState(m_c->database()) != before)
        return u"a refused move wrote something"_s;
    return r.refusals.first().message + u" | "_s + r.refusals.first().rule;
}

void TestSasMoves::oneMoveASeason()
{
    // Phase 5: each army or fleet moves by one territory or sea area a season, and armies halt when they
    // enter neutral land. Reeve keeps the season of each force's move and refuses a second one.
    QCOMPARE(move(u"England"_s, u"army"_s, 1, u"Mercia"_s), QString());
    QVERIFY(move(u"England"_s, u"army"_s, 1, u"Kent"_s).contains(u"already made its move this season"_s));
    QCOMPARE(move(u"England"_s, u"army"_s, 2, u"Flanders"_s), QString()); // into neutral land: it stops there
    QVERIFY(move(u"England"_s, u"army"_s, 2, u"Kent"_s).contains(u"phase 5"_s));
    QVERIFY(move(u"England"_s, u"army"_s, 2, u"Flanders"_s).contains(u"already stands in Flanders"_s));
    // Next season each moves again.
    CampaignEditor(*m_c).setTurn(2, m_c->game().phases.value(4));
    QCOMPARE(move(u"England"_s, u"army"_s, 1, u"Kent"_s), QString());
}

void TestSasMoves::armyAtSeaNeedsItsFleet()
{
    // Phase 4/5: army units move on land unless carried in fleets.
    QVERIFY(move(u"England"_s, u"army"_s, 1, u"Channel"_s)
                    .contains(u"No fleet of England in Channel carries Army I"_s));
    QVERIFY(move(u"England"_s, u"army"_s, 1, u"North Sea"_s).contains(u"No fleet of England in North Sea"_s));
    SasBoard(*m_c).setCargo(id(u"England"_s), 1, {u"Army I"_s});
    QCOMPARE(move(u"England"_s, u"army"_s, 1, u"Channel"_s), QString()); // aboard
    // At sea it moves with its fleet, not on its own.
    QVERIFY(move(u"England"_s, u"army"_s, 1, u"North Sea"_s)
                    .contains(u"moves with the fleet that carries it"_s));
    QCOMPARE(move(u"England"_s, u"army"_s, 1, u"Flanders"_s), QString()); // ashore across the sea
    // Landing takes it off the fleet's cargo.
    QVERIFY(!SasBoard(*m_c).force(id(u"England"_s), u"fleet"_s, 1).attributes.contains(u"cargo"_s));
    QVERIFY(move(u"England"_s, u"army"_s, 1, u"Wessex"_s).contains(u"already made its move"_s));
}

void TestSasMoves::fleetsStayAtSea()
{
    QVERIFY(move(u"England"_s, u"fleet"_s, 1, u"Mercia"_s).contains(u"Mercia has no port city"_s));
    QVERIFY(move(u"England"_s, u"fleet"_s, 1, u"Normandy"_s).contains(u"not held by England or an ally"_s));
    QCOMPARE(move(u"England"_s, u"fleet"_s, 1, u"Wessex"_s), QString()); // docks in its capital's port
    QVERIFY(move(u"England"_s, u"fleet"_s, 1, u"Channel"_s).contains(u"already made its move"_s));
    CampaignEditor(*m_c).setTurn(2, m_c->game().phases.value(4));
    QVERIFY(move(u"England"_s, u"fleet"_s, 1, u"Kent"_s).contains(u"does not go overland"_s));
    QCOMPARE(move(u"England"_s, u"fleet"_s, 1, u"Channel"_s), QString());
    // An ally's port takes it in.
    SasSeason(*m_c).formAlliance(u"A"_s, {u"England"_s, u"France"_s});
    CampaignEditor(*m_c).setTurn(3, m_c->game().phases.value(4));
    QCOMPARE(move(u"England"_s, u"fleet"_s, 1, u"Normandy"_s), QString());
}

void TestSasMoves::cargoMovesWithItsFleet()
{
    SasBoard(*m_c).setCargo(id(u"England"_s), 1, {u"Army I"_s});
    QCOMPARE(move(u"England"_s, u"army"_s, 1, u"Channel"_s), QString());
    QCOMPARE(move(u"England"_s, u"fleet"_s, 1, u"North Sea"_s), QString());
    QCOMPARE(at(u"England"_s, u"army"_s, 1), u"North Sea"_s);
    const QString text = m_c->log().action(m_c->log().lastSeq()).publicText;
    QCOMPARE(text, u"England's Fleet I moves to North Sea (Swords & Sails, phase 5), carrying Army I"_s);
    m_c->log().undo(); // one action: the army comes back with the fleet
    QCOMPARE(at(u"England"_s, u"army"_s, 1), u"Channel"_s);
    QCOMPARE(at(u"England"_s, u"fleet"_s, 1), u"Channel"_s);
}

void TestSasMoves::retreatIsNotTheMove()
{
    QCOMPARE(move(u"England"_s, u"army"_s, 2, u"Flanders"_s), QString());
    // Lost battle in Flanders: it falls back to land England holds, beside its move.
    QVERIFY(move(u"England"_s, u"army"_s, 2, u"Normandy"_s, true)
                    .contains(u"not land that England or an ally holds"_s));
    QCOMPARE(move(u"England"_s, u"army"_s, 2, u"Kent"_s, true), QString());
    QVERIFY(m_c->log().action(m_c->log().lastSeq()).publicText.contains(u"retreats to Kent"_s));
}

void TestSasMoves::carryLimitAcrossOrderLines()
{
    // Phase 4: several fleets may carry several armies together, within one carry limit counted over
    // everything they carry. Fleet I carries 5 (transport) + 2 (warship) = 7 on
    // the table reading; Army I has 6 units and Army II 5: each fits alone, both do not (11 > 7).
    SasOrders orders(*m_c);
    const qint64 england = id(u"England"_s);
    QCOMPARE(orders.check(england, {u"Army I: load with Fleet I"_s}).size(), 1);
    QCOMPARE(orders.check(england, {u"Army II: load with Fleet I"_s}).size(), 1);
    try {
        orders.check(england, {u"Army I: load with Fleet I"_s, u"Army II: load with Fleet I"_s});
        QFAIL("two armies of 6 and 5 loaded on a capacity of 7");
    } catch (const Failure &f) {
        QCOMPARE(f.exitCode(), 2);
        QVERIFY2(f.message().contains(u"11 army units on a carrying capacity of 7"_s),
                 qPrintable(f.message()));
    }
    // The same through the fleet's line naming both armies.
    QVERIFY_THROWS_EXCEPTION(Failure,
                             orders.check(england,
                                          {u"Fleet I: load + move North Sea with Army I, Army II"_s}));
    // A second fleet (a transport more: 12) carries them both.
    SasBoard(*m_c).placeForce(england, u"fleet"_s, 2, u"Channel"_s, {{u"TR"_s, 1}});
    QCOMPARE(orders.check(england,
                          {u"Army I: load with Fleet I, Fleet II"_s, u"Army II: load with Fleet II"_s})
                     .size(),
             2);
}

void TestSasMoves::attackAgainstOneFaction()
{
    SasOrders orders(*m_c);
    const QList<OrderItem> items = orders.check(id(u"England"_s),
                                                {u"Army II: attack Flanders against France"_s});
    QCOMPARE(items.first().text, u"Army II: attack Flanders against France"_s);
    QVERIFY_THROWS_EXCEPTION(Failure,
                             orders.check(id(u"England"_s), {u"Army II: attack Flanders against Spain"_s}));
    QVERIFY_THROWS_EXCEPTION(Failure,
                             orders.check(id(u"England"_s), {u"Army II: attack Flanders against England"_s}));
    QVERIFY_THROWS_EXCEPTION(Failure,
                             orders.check(id(u"England"_s), {u"Army II: move Flanders against France"_s}));
}

void TestSasMoves::majorCityAsPort()
{
    // Phase 1: "Major city or port": Wessex's capital is also a port. Ships are built there, and its
    // income and VP stay those of one major city: 1 territory + 3 = 4 VP, not 5.
    const QList<PlacedMarker> cities = SasBoard(*m_c).cities(u"Wessex"_s);
    QCOMPARE(cities.size(), 1);
    QVERIFY(cities.first().attributes.value(u"port"_s).toBool());
    SasTest::toPhase(*m_c, 7);
    const StepResult r = StepRunner(*m_c).runObject(QJsonObject{{u"step"_s, u"raise"_s},
                                                                {u"side"_s, u"England"_s},
                                                                {u"type"_s, u"fleet"_s},
                                                                {u"location"_s, u"Wessex"_s},
                                                                {u"tr"_s, 1}},
                                                    u"step"_s, StepRunner::Mode::Apply);
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    int england = -1;
    for (const ScoreLine &l : SasSeason(*m_c).score())
        if (l.side == u"England"_s)
            england = l.vp;
    QCOMPARE(england, 4 + 1 + 1); // Wessex 4, Kent 1, Mercia 1
    // Kent has no city at all: no ships there.
    const StepResult kent = StepRunner(*m_c).runObject(QJsonObject{{u"step"_s, u"raise"_s},
                                                                   {u"side"_s, u"England"_s},
                                                                   {u"type"_s, u"fleet"_s},
                                                                   {u"location"_s, u"Kent"_s},
                                                                   {u"tr"_s, 1}},
                                                       u"step"_s, StepRunner::Mode::Apply);
    QVERIFY(kent.refused());
    QVERIFY_THROWS_EXCEPTION(Failure, SasBoard(*m_c).addTerritory(u"Essex"_s, u"England"_s, 0, 0, 0,
                                                                  QString(), false, true));
}

void TestSasMoves::roundsCiteTheirPhase()
{
    SasSeason season(*m_c);
    const QStringList rounds{u"diplomacy"_s, u"orders"_s, u"units"_s, u"cities"_s};
    const QList<int> phases{3, 4, 7, 8};
    for (int i = 0; i < rounds.size(); ++i) {
        const qint64 seq = season.logRound(rounds.at(i), u"start"_s);
        QVERIFY2(m_c->log().action(seq).publicText.endsWith(u"(Swords & Sails, phase %1)"_s.arg(phases.at(i))),
                 qPrintable(m_c->log().action(seq).publicText));
    }
}

void TestSasMoves::secretPurchaseLeavesNoPublicTrace()
{
    // Phase 2: counter-agents are bought in secret (30 gold each). England buys two: 500 − 60 = 440 in
    // its own and the banker's view; the public log, balances, report and CSV show 500 and no trace.
    SasTest::toPhase(*m_c, 2);
    const StepResult r = StepRunner(*m_c).runObject(QJsonObject{{u"step"_s, u"counter"_s},
                                                                {u"side"_s, u"England"_s},
                                                                {u"count"_s, 2}},
                                                    u"step"_s, StepRunner::Mode::Apply);
    QVERIFY(!r.refused());
    const qint64 england = id(u"England"_s);
    QCOMPARE(CampaignReader(m_c->database()).account(england).balance, 440);
    QString everything;
    for (const LogEntry &e : LogQuery::forAudience(*m_c, u"public"_s).entries(0, -1))
        everything += QString::fromUtf8(QJsonDocument(e.toJson()).toJson()) + e.toLine();
    ReportBuilder pub(*m_c, u"public"_s, 1, 1);
    QVERIFY(pub.build());
    everything += pub.html() + pub.csv();
    for (const QString &secret : {u"counter-agent"_s, u"England makes"_s})
        QVERIFY2(!everything.contains(secret), qPrintable(secret));
    for (const QString &sum : {u"440"_s, u"−60"_s, u"-60"_s}) // a sum, not digits of a time or hash
        QVERIFY2(!SasTest::showsFigure(everything, sum), qPrintable(sum));
    for (const LedgerReader::Summary &sum : LedgerReader(m_c->database()).summaries(1, 1, Audience::Public))
        if (sum.sideId == england)
            QCOMPARE(sum.closing, 500);
    // England's own report counts it.
    ReportBuilder own(*m_c, u"side=England"_s, 1, 1);
    QVERIFY(own.build());
    QVERIFY(own.csv().contains(u"440"_s));
    QVERIFY(own.html().contains(u"2 counter-agents"_s));
}

void TestSasMoves::recordedBordersAreFollowed()
{
    // Phase 5: a force moves to a neighbouring territory or sea zone. Reeve's copy of the rules has no
    // map, so the referee enters the borders; written both ways, one action.
    const auto borders = [&](const QString &place, const QStringList &list) {
        return run({{u"step"_s, u"borders"_s},
                    {u"name"_s, place},
                    {u"neighbours"_s, QJsonArray::fromStringList(list)}});
    };
    QCOMPARE(borders(u"Wessex"_s, {u"Mercia"_s, u"Channel"_s}), QString());
    CampaignReader reader(m_c->database());
    QCOMPARE(SasBorders::of(reader.location(u"Mercia"_s)), QStringList{u"Wessex"_s});
    QCOMPARE(SasBorders::of(reader.location(u"Channel"_s)), QStringList{u"Wessex"_s});
    QVERIFY(borders(u"Wessex"_s, {u"Wessex"_s}).contains(u"does not border itself"_s));
    QVERIFY(borders(u"Wessex"_s, {u"Atlantis"_s}).contains(u"not a registered territory or sea zone"_s));
    // Wessex lists no Kent: Army I cannot go there, nor retreat there.
    QVERIFY(move(u"England"_s, u"army"_s, 1, u"Kent"_s).contains(u"Kent does not border Wessex"_s));
    QVERIFY(move(u"England"_s, u"army"_s, 1, u"Kent"_s, true).contains(u"phase 5"_s));
    QCOMPARE(move(u"England"_s, u"army"_s, 1, u"Mercia"_s), QString());
    QVERIFY(!m_outcome.contains(u"borders"_s)); // checked, nothing left to the referee
    // Kent and Flanders have no borders at all: the move goes ahead and says the referee checks it.
    QCOMPARE(move(u"England"_s, u"army"_s, 2, u"Flanders"_s), QString());
    QVERIFY2(m_outcome.value(u"borders"_s).toString().contains(u"the referee checks it on the map"_s),
             qPrintable(m_outcome.value(u"borders"_s).toString()));
    // Channel lists Wessex only (its side of the border): a fleet there does not reach the North Sea.
    QVERIFY(move(u"England"_s, u"fleet"_s, 1, u"North Sea"_s).contains(u"North Sea does not border Channel"_s));
    // Orders follow them too (phase 4): Army I, now in Mercia, is not ordered to Kent; aboard a fleet
    // (load, unload) an army may be ordered beyond its neighbours.
    SasOrders orders(*m_c);
    QVERIFY_THROWS_EXCEPTION(Failure, orders.check(id(u"England"_s), {u"Army I: attack Kent"_s}));
    QCOMPARE(orders.check(id(u"England"_s), {u"Army I: move Wessex"_s}).size(), 1);
    QCOMPARE(orders.check(id(u"England"_s), {u"Army II: move Flanders"_s}).size(), 1); // none recorded
    // Clearing Wessex's list clears the other sides too; one undo brings it back.
    QCOMPARE(borders(u"Wessex"_s, {}), QString());
    QVERIFY(SasBorders::of(reader.location(u"Channel"_s)).isEmpty());
    m_c->log().undo();
    QCOMPARE(SasBorders::of(reader.location(u"Channel"_s)), QStringList{u"Wessex"_s});
}

void TestSasMoves::bordersSayWhatTheyDrop()
{
    // A place's borders are entered whole, both ways: a list that leaves out a recorded neighbour drops
    // that border on both sides, and the line says so (found playing a season: Saxony's list dropped
    // the Flanders border entered from Flanders).
    const auto borders = [&](const QString &place, const QStringList &list) {
        return run({{u"step"_s, u"borders"_s},
                    {u"name"_s, place},
                    {u"neighbours"_s, QJsonArray::fromStringList(list)}});
    };
    QCOMPARE(borders(u"Wessex"_s, {u"Mercia"_s, u"Kent"_s}), QString());
    QCOMPARE(borders(u"Kent"_s, {u"Channel"_s}), QString());
    QCOMPARE(m_c->log().action(m_c->log().lastSeq()).publicText,
             u"Kent borders Channel (Swords & Sails, phase 5); no longer Wessex"_s);
    QCOMPARE(SasBorders::of(CampaignReader(m_c->database()).location(u"Wessex"_s)), QStringList{u"Mercia"_s});
}

void TestSasMoves::shipsAtSeaBesideAHeldPort()
{
    // Phase 7: ships go into a fleet beside a port city its faction holds. The North Sea borders only
    // Mercia (England's, no port): England's Fleet II there builds nothing; Channel beside Wessex (a
    // major port) does. With no borders recorded, holding a port anywhere is all Reeve can check.
    SasBoard(*m_c).placeForce(id(u"England"_s), u"fleet"_s, 2, u"North Sea"_s, {{u"TR"_s, 1}});
    const QJsonObject build{{u"step"_s, u"build"_s},
                            {u"side"_s, u"England"_s},
                            {u"type"_s, u"fleet"_s},
                            {u"number"_s, 2},
                            {u"tr"_s, 1}};
    QCOMPARE(run(build), QString()); // no borders yet: allowed, England holds ports
    m_c->log().undo();
    QCOMPARE(run({{u"step"_s, u"borders"_s},
                  {u"name"_s, u"North Sea"_s},
                  {u"neighbours"_s, QJsonArray{u"Mercia"_s}}}),
             QString());
    QVERIFY(run(build).contains(u"borders no port city England holds"_s));
    QCOMPARE(run({{u"step"_s, u"borders"_s},
                  {u"name"_s, u"Channel"_s},
                  {u"neighbours"_s, QJsonArray{u"Wessex"_s}}}),
             QString());
    QJsonObject inChannel = build;
    inChannel[u"number"_s] = 1;
    QCOMPARE(run(inChannel), QString()); // 1 TR: 20 gold
    QCOMPARE(CampaignReader(m_c->database()).account(id(u"England"_s)).balance, 500 - 20);
}

void TestSasMoves::closedLandHasNoHolder()
{
    // Setup: the land of a faction nobody plays cannot be entered or conquered, so nobody in play holds it
    // (a holder would collect its income and points).
    QVERIFY(run({{u"step"_s, u"territory"_s},
                 {u"name"_s, u"Pomerania"_s},
                 {u"control"_s, u"England"_s},
                 {u"closed"_s, true}})
                    .contains(u"no faction in play holds it"_s));
    QVERIFY_THROWS_EXCEPTION(Failure, SasBoard(*m_c).addTerritory(u"Pomerania"_s, u"England"_s, 0, 0, 0,
                                                                  QString(), true));
    QCOMPARE(run({{u"step"_s, u"territory"_s}, {u"name"_s, u"Pomerania"_s}, {u"closed"_s, true}}), QString());
}

void TestSasMoves::straitCrossing()
{
    // Phase 5, straits: an army crosses a strait without a fleet only where its faction controls it, up
    // to the load limit of the fleets. Dover joins Kent and Flanders; Kent's borders (Wessex, Dover) leave
    // Flanders out, yet the strait takes Army II (5 HI) across. Fleet I (TR 5 + WS 2 = 7, table reading).
    const auto strait = [&](const QString &control) {
        QJsonObject f{{u"step"_s, u"strait"_s},
                      {u"name"_s, u"Dover"_s},
                      {u"shores"_s, QJsonArray{u"Kent"_s, u"Flanders"_s}}};
        if (!control.isEmpty())
            f.insert(u"control"_s, control);
        return run(f);
    };
    SasBoard(*m_c).addSeaZone(u"Dover"_s);
    QVERIFY(run({{u"step"_s, u"strait"_s},
                 {u"name"_s, u"Kent"_s},
                 {u"shores"_s, QJsonArray{u"Kent"_s, u"Flanders"_s}}})
                    .contains(u"Kent is not a sea zone"_s));
    QVERIFY(run({{u"step"_s, u"strait"_s}, {u"name"_s, u"Dover"_s}, {u"shores"_s, QJsonArray{u"Kent"_s}}})
                    .contains(u"name two (got 1)"_s));
    QCOMPARE(strait(QString()), QString());
    QCOMPARE(run({{u"step"_s, u"borders"_s},
                  {u"name"_s, u"Kent"_s},
                  {u"neighbours"_s, QJsonArray{u"Wessex"_s, u"Dover"_s}}}),
             QString());
    QCOMPARE(run({{u"step"_s, u"borders"_s},
                  {u"name"_s, u"Dover"_s},
                  {u"neighbours"_s, QJsonArray{u"Kent"_s, u"Flanders"_s, u"Channel"_s}}}),
             QString()); // the fleet sails in from the Channel
    const QString none = move(u"England"_s, u"army"_s, 2, u"Flanders"_s);
    QVERIFY2(none.contains(u"No faction controls Dover"_s) && none.contains(u"phase 5 (straits)"_s),
             qPrintable(none));
    QCOMPARE(strait(u"England"_s), QString());
    QVERIFY(move(u"England"_s, u"army"_s, 2, u"Flanders"_s).contains(u"No fleet of England stands in Dover"_s));
    QCOMPARE(move(u"England"_s, u"fleet"_s, 1, u"Dover"_s), QString()); // its own strait: no battle
    QVERIFY(!m_c->log().action(m_c->log().lastSeq()).publicText.contains(u"battle"_s));
    QCOMPARE(move(u"England"_s, u"army"_s, 2, u"Flanders"_s), QString());
    QCOMPARE(at(u"England"_s, u"army"_s, 2), u"Flanders"_s);
    QVERIFY(!m_outcome.contains(u"borders"_s)); // the strait's shores are the check
    const Action crossed = m_c->log().action(m_c->log().lastSeq());
    QCOMPARE(crossed.publicText,
             u"England's Army II crosses Dover to Flanders (Swords & Sails, phase 5, straits)"_s);
    // The army's size stays with its owner: 5 units across, 0 before, 5 of Fleet I's 7.
    QCOMPARE(crossed.privateText,
             u"5 army units cross Dover; with 0 already carried or crossed there this season, "
             "5 of the 7 that Fleet I carry (phase 4, phase 5)"_s);
    QVERIFY(crossed.audience == Audience::Side);
    // Beaten in Flanders, Army II is not cut off: it may fall back across the strait it holds (its own
    // 5 units are not counted twice against the 7).
    const QString back = move(u"England"_s, u"army"_s, 2, QString(), true);
    QVERIFY2(back.contains(u"Army II can fall back to Kent (across Dover)"_s), qPrintable(back));
    // A second army the same season: 3 more on 7 with 5 already across does not fit.
    SasBoard(*m_c).placeForce(id(u"England"_s), u"army"_s, 3, u"Kent"_s, {{u"HI"_s, 3}});
    const QString full = move(u"England"_s, u"army"_s, 3, u"Flanders"_s);
    QVERIFY2(full.contains(u"Army III has 3 army units, and 5 of the capacity of Fleet I in Dover (7, raider "
                           u"reading "
                           "table) is already carried or crossed this season, leaving room for 2"_s),
             qPrintable(full));
    // Next season the limit is the fleets' again.
    CampaignEditor(*m_c).setTurn(2, m_c->game().phases.value(4));
    QCOMPARE(move(u"England"_s, u"army"_s, 3, u"Flanders"_s), QString());
    // One action: undo takes the crossing back.
    m_c->log().undo();
    QCOMPARE(at(u"England"_s, u"army"_s, 3), u"Kent"_s);
}

void TestSasMoves::straitHeldByItsFleets()
{
    // Phase 5, straits, read from the board (fleets_control): the rules do not say how a strait is won;
    // on this reading a faction controls it while its fleets stand in it and no rival fleet does. Dover
    // joins Kent and Flanders, with no control recorded. England's Army II (5 HI) in Kent, Fleet I (7).
    SasBoard(*m_c).addSeaZone(u"Dover"_s);
    QCOMPARE(run({{u"step"_s, u"strait"_s},
                  {u"name"_s, u"Dover"_s},
                  {u"shores"_s, QJsonArray{u"Kent"_s, u"Flanders"_s}}}),
             QString());
    const Location dover = CampaignReader(m_c->database()).location(u"Dover"_s);
    const QJsonObject cross{{u"step"_s, u"move"_s}, {u"side"_s, u"England"_s}, {u"type"_s, u"army"_s},
                            {u"number"_s, 2},       {u"to"_s, u"Flanders"_s},  {u"fleets_control"_s, true}};
    QVERIFY(run(cross).contains(u"No fleet of England stands in Dover"_s));
    QCOMPARE(SasStraits::controllerByFleets(*m_c, dover), QString());
    QCOMPARE(move(u"England"_s, u"fleet"_s, 1, u"Dover"_s), QString());
    QCOMPARE(SasStraits::controllerByFleets(*m_c, dover), u"England"_s);
    // The record still says nobody: the default reading refuses, the fleets reading lets 5 of 7 across.
    QVERIFY(move(u"England"_s, u"army"_s, 2, u"Flanders"_s).contains(u"No faction controls Dover"_s));
    QCOMPARE(run(cross), QString());
    QCOMPARE(at(u"England"_s, u"army"_s, 2), u"Flanders"_s);
    // France's fleet entering meets England's there (a battle is due), and then nobody holds it alone.
    QCOMPARE(run({{u"step"_s, u"move"_s},
                  {u"side"_s, u"France"_s},
                  {u"type"_s, u"fleet"_s},
                  {u"number"_s, 1},
                  {u"to"_s, u"Dover"_s},
                  {u"fleets_control"_s, true}}),
             QString());
    QVERIFY2(m_c->log()
                     .action(m_c->log().lastSeq())
                     .publicText.contains(
                             u"England controls the strait Dover, so it does not pass without a battle there"_s),
             qPrintable(m_c->log().action(m_c->log().lastSeq()).publicText));
    QCOMPARE(SasStraits::controllerByFleets(*m_c, dover), QString());
}

void TestSasMoves::straitHeldByAnotherFleet()
{
    // A controlled strait is not passed without combat: France's fleet entering England's Dover meets a
    // battle there, and while it stands in the strait no English army crosses.
    SasBoard board(*m_c);
    board.addSeaZone(u"Dover"_s);
    QCOMPARE(run({{u"step"_s, u"strait"_s},
                  {u"name"_s, u"Dover"_s},
                  {u"shores"_s, QJsonArray{u"Kent"_s, u"Flanders"_s}},
                  {u"control"_s, u"England"_s}}),
             QString());
    QCOMPARE(move(u"England"_s, u"fleet"_s, 1, u"Dover"_s), QString());
    QCOMPARE(move(u"France"_s, u"fleet"_s, 1, u"Dover"_s), QString());
    const Action entered = m_c->log().action(m_c->log().lastSeq());
    QCOMPARE(entered.publicText,
             u"France's Fleet I moves to Dover (Swords & Sails, phase 5); England controls the "
             "strait Dover, so it does not pass without a battle there (Swords & Sails, phase "
             "5, straits; phase 6)"_s);
    QCOMPARE(entered.payload().value(u"data"_s).toObject().value(u"battle"_s).toString(), u"Dover"_s);
    const QString barred = move(u"England"_s, u"army"_s, 2, u"Flanders"_s);
    QVERIFY2(barred.contains(u"France's Fleet I stands in Dover: a strait is not passed without a battle"_s),
             qPrintable(barred));
    // Allies pass: the strait is friendly to a fleet of England's team.
    SasSeason(*m_c).formAlliance(u"A"_s, {u"England"_s, u"France"_s});
    QCOMPARE(move(u"England"_s, u"army"_s, 2, u"Flanders"_s), QString());
}

void TestSasMoves::cutOffRetreatIsRemoved()
{
    // Phase 6: a retreating army goes to a neighbouring territory its faction or an ally controls; with
    // none beside it, it is removed. Army II enters neutral Flanders, loses, and falls back.
    const auto borders = [&](const QString &place, const QStringList &list) {
        return run({{u"step"_s, u"borders"_s},
                    {u"name"_s, place},
                    {u"neighbours"_s, QJsonArray::fromStringList(list)}});
    };
    QCOMPARE(move(u"England"_s, u"army"_s, 2, u"Flanders"_s), QString());
    QVERIFY(move(u"England"_s, u"army"_s, 2, QString()).contains(u"Name where Army II moves in To"_s));
    QVERIFY(move(u"England"_s, u"fleet"_s, 1, QString(), true).contains(u"always has the sea"_s));
    QCOMPARE(borders(u"Flanders"_s, {u"Normandy"_s, u"Kent"_s}), QString());
    const QString open = move(u"England"_s, u"army"_s, 2, QString(), true);
    QVERIFY2(open.contains(u"Army II can fall back to Kent"_s), qPrintable(open));
    QVERIFY(move(u"England"_s, u"army"_s, 2, u"Normandy"_s, true)
                    .contains(u"leave To empty when none borders it"_s));
    // Kent falls to France: only French land beside Flanders now.
    SasBoard(*m_c).setControl(u"Kent"_s, u"France"_s);
    const qint64 before = m_c->log().lastSeq();
    QCOMPARE(move(u"England"_s, u"army"_s, 2, QString(), true), QString());
    QCOMPARE(m_c->log().lastSeq(), before + 1); // one action
    QCOMPARE(m_c->log().action(m_c->log().lastSeq()).publicText,
             u"England's Army II has no territory of its own or an ally's to retreat to from Flanders and is "
             "removed (Swords & Sails, phase 6)"_s);
    QVERIFY_THROWS_EXCEPTION(Failure, SasBoard(*m_c).force(id(u"England"_s), u"army"_s, 2));
    m_c->log().undo();
    QCOMPARE(at(u"England"_s, u"army"_s, 2), u"Flanders"_s);
    // Where no borders are recorded the referee's word stands, and the step says Reeve could not check.
    QCOMPARE(move(u"England"_s, u"army"_s, 1, QString(), true), QString());
    QVERIFY2(m_outcome.value(u"borders"_s).toString().contains(u"No borders are recorded for Wessex"_s),
             qPrintable(m_outcome.value(u"borders"_s).toString()));
}

QTEST_GUILESS_MAIN(TestSasMoves)
#include "tst_sas_moves.moc"
