// Swords & Sails board steps of issue 22: a siege's casualty points only from a logged roll (phase 6,
// siege warfare), armies carried by two fleets together (phase 4: the carry limit over all the units
// carried) and printed cities corrected after entry (one action, undoable). Every refusal writes
// nothing. Figures worked by hand in the comments.
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasseason.h"
#include "ledger/ledger.h"
#include "log/actionlog.h"
#include "log/replayer.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "sasphase.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/steprunner.h"
#include "tables/tablelibrary.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Sas;

class TestSasBoard : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void siegePointsNeedALoggedRoll();
    void siegeRollFitsTheTerritory();
    void siegeOfAnEnglishCapital();
    void siegeAfterTheBattle();
    void twoFleetsCarryOneArmy();
    void fleetsCarryingTogetherSailTogether();
    void loadOrdersOverTwoFleets();
    void citiesCorrectedAfterEntry();

private:
    /// Runs a step; returns the first refusal (empty when applied), checking a refusal wrote nothing.
    QString step(const QJsonObject &fields);
    /// Logs a sas.siege roll with entered dice, as the dock's Roll button or `resolve` does.
    qint64 logRoll(int minor, const QString &kind, const QList<int> &dice);
    qint64 id(const QString &side) { return CampaignReader(m_c->database()).sideByName(side).id; }
    QMap<QString, int> counts(const QString &side, const QString &type, int n)
    {
        return SasBoard::counts(SasBoard(*m_c).force(id(side), type, n));
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
    QString m_last;
};

void TestSasBoard::init()
{
    static int n = 0;
    m_c = Campaign::create(m_dir.filePath(u"board%1.reeve"_s.arg(++n)), u"sas"_s, u"Board"_s);
    ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"sas"_s, u"west-4"_s), {});
    SasBoard board(*m_c);
    board.addTerritory(u"Wessex"_s, u"England"_s, 0, 1, 1, u"England"_s);
    board.addTerritory(u"Mercia"_s, u"England"_s, 0, 0, 0);
    board.addTerritory(u"Normandy"_s, u"France"_s, 0, 1, 0);
    board.addTerritory(u"Flanders"_s, QString(), 1, 0, 0); // neutral, one trade city
    board.addTerritory(u"Holland"_s, QString(), 1, 0, 0);  // the same cities as Flanders
    board.addTerritory(u"Frisia"_s, QString(), 0, 0, 0);
    board.addSeaZone(u"Channel"_s);
    board.addSeaZone(u"North Sea"_s);
    board.placeForce(id(u"France"_s), u"army"_s, 2, u"Flanders"_s, {{u"KN"_s, 1}, {u"HI"_s, 2}});
    board.placeForce(id(u"Holy Roman Empire"_s), u"army"_s, 1, u"Holland"_s, {{u"HI"_s, 2}});
    board.placeForce(id(u"England"_s), u"army"_s, 3, u"Wessex"_s, {{u"HC"_s, 4}, {u"HI"_s, 4}}); // 8 units
    board.placeForce(id(u"England"_s), u"army"_s, 4, u"Wessex"_s, {{u"HI"_s, 3}});               // 3 units
    board.placeForce(id(u"England"_s), u"fleet"_s, 1, u"Channel"_s, {{u"TR"_s, 1}});             // carries 5
    board.placeForce(id(u"England"_s), u"fleet"_s, 2, u"Channel"_s, {{u"TR"_s, 1}});             // carries 5
    board.placeForce(id(u"England"_s), u"fleet"_s, 3, u"North Sea"_s, {{u"TR"_s, 1}});
    Ledger ledger(*m_c);
    for (const Side &s : board.factions())
        ledger.credit(s.id, 500, LedgerCategory::Other, u"starting treasury (test figure)"_s);
}

void TestSasBoard::cleanup()
{
    m_c.reset();
}

QString TestSasBoard::step(const QJsonObject &fields)
{
    SasTest::toPhaseOf(*m_c, fields); // the clock where the step belongs (turn sequence)
    const QString before = Replayer::dumpState(m_c->database());
    const qint64 seq = m_c->log().lastSeq();
    const StepResult r = StepRunner(*m_c).runObject(fields, u"step"_s, StepRunner::Mode::Apply);
    if (!r.refused()) {
        m_last = m_c->log().action(r.seq).publicText;
        return {};
    }
    if (m_c->log().lastSeq() != seq || Replayer::dumpState(m_c->database()) != before)
        return u"a refused step wrote something"_s;
    return r.refusals.first().message;
}

qint64 TestSasBoard::logRoll(int minor, const QString &kind, const QList<int> &dice)
{
    const Procedure &p = ProcedureRegistry::standard().get(u"sas.siege"_s);
    const TableLibrary tables = CampaignTables::forCampaign(*m_c);
    const QJsonObject inputs = ProcedureRunner::completeInputs(p, {{u"minor_cities"_s, minor},
                                                                   {u"major_cities"_s, 0},
                                                                   {u"territory"_s, kind}});
    return ProcedureRunner(tables).resolveInCampaign(*m_c, p, inputs, dice).loggedAs;
}

void TestSasBoard::siegePointsNeedALoggedRoll()
{
    // Flanders: 1d6 for the territory and 1d6 for its trade city, neutral land adds nothing; 1 + 3 = 4
    // casualty points. Half, rounded down, may be bought: France pays 1 (15 gold), 1 HI (3) takes the rest.
    const QJsonObject siege{{u"step"_s, u"siege"_s}, {u"side"_s, u"France"_s},
                            {u"army"_s, 2},          {u"territory"_s, u"Flanders"_s},
                            {u"points"_s, 4},        {u"paid"_s, 1},
                            {u"lose_hi"_s, 1}};
    QString refusal = step(siege);
    QVERIFY2(refusal.contains(u"No unused siege roll of this season gave 4"_s), qPrintable(refusal));
    const qint64 roll = logRoll(1, u"plain"_s, {1, 3});
    QCOMPARE(step(siege), QString());
    QVERIFY2(m_last.contains(u"4 casualty points (roll #%1)"_s.arg(roll)), qPrintable(m_last));
    QCOMPARE(CampaignReader(m_c->database()).account(id(u"France"_s)).balance, 485);
    QCOMPARE(counts(u"France"_s, u"army"_s, 2), (QMap<QString, int>{{u"KN"_s, 1}, {u"HI"_s, 1}}));
    QCOMPARE(CampaignReader(m_c->database()).location(u"Flanders"_s).attributes.value(u"control"_s).toString(),
             u"France"_s);
    // The roll is spent: the Holy Roman Empire's siege of Holland (the same cities) cannot use it again.
    QJsonObject holland{{u"step"_s, u"siege"_s}, {u"side"_s, u"Holy Roman Empire"_s},
                        {u"army"_s, 1},          {u"territory"_s, u"Holland"_s},
                        {u"roll"_s, roll},       {u"lose_hi"_s, 2}};
    refusal = step(holland);
    QVERIFY2(refusal.contains(u"has already settled a siege"_s), qPrintable(refusal));
    // Undo the siege and then the roll: the points have no roll behind them any more.
    m_c->log().undo();
    m_c->log().undo();
    refusal = step(siege);
    QVERIFY2(refusal.contains(u"No unused siege roll"_s), qPrintable(refusal));
    holland[u"roll"_s] = roll;
    refusal = step(holland);
    QVERIFY2(refusal.contains(u"was undone"_s), qPrintable(refusal));
}

void TestSasBoard::siegeRollFitsTheTerritory()
{
    // A roll worked as if Flanders had no city (one die) is not Flanders's roll.
    const qint64 wrong = logRoll(0, u"plain"_s, {4});
    QJsonObject siege{{u"step"_s, u"siege"_s},         {u"side"_s, u"France"_s}, {u"army"_s, 2},
                      {u"territory"_s, u"Flanders"_s}, {u"roll"_s, wrong},       {u"lose_hi"_s, 1}};
    QString refusal = step(siege);
    QVERIFY2(refusal.contains(u"not worked on Flanders's cities and kind"_s), qPrintable(refusal));
    // Points that disagree with the named roll are refused; the named roll alone is enough.
    const qint64 roll = logRoll(1, u"plain"_s, {2, 1});
    siege[u"roll"_s] = roll;
    siege[u"points"_s] = 5;
    refusal = step(siege);
    QVERIFY2(refusal.contains(u"gave 3 casualty points, not 5"_s), qPrintable(refusal));
    siege.remove(u"points"_s);
    QCOMPARE(step(siege), QString()); // 2 + 1 = 3 points: one HI
    QCOMPARE(counts(u"France"_s, u"army"_s, 2), (QMap<QString, int>{{u"KN"_s, 1}, {u"HI"_s, 1}}));
    // A number that is not a logged roll at all.
    QJsonObject other{{u"step"_s, u"siege"_s}, {u"side"_s, u"Holy Roman Empire"_s},
                      {u"army"_s, 1},          {u"territory"_s, u"Holland"_s},
                      {u"roll"_s, 1},          {u"lose_hi"_s, 2}};
    refusal = step(other);
    QVERIFY2(refusal.contains(u"is not a logged siege roll"_s), qPrintable(refusal));
}

void TestSasBoard::siegeOfAnEnglishCapital()
{
    // Phase 6, siege warfare: Wessex, England's capital with a port city, is English land (+3) and a
    // player capital (+10), the capital bonus added to the territory's (only the Byzantine capital's
    // +20 stands alone). Dice: 1 for the territory, 1 for the port city, 3 for the major city = 5 d6.
    // All ones: 5 + 3 + 10 = 18 casualty points; half, 9, bought for 9 × 15 = 135 gold; the other 9 are
    // 1 KN (6) and 1 HI (3). Before, the board read Wessex as a plain capital: 5 + 10 = 15.
    SasBoard board(*m_c);
    for (int n : {3, 4}) // England's armies have left Wessex: nobody defends it
        board.moveForce(board.force(id(u"England"_s), u"army"_s, n).id, u"Mercia"_s);
    board.placeForce(id(u"France"_s), u"army"_s, 3, u"Wessex"_s, {{u"KN"_s, 1}, {u"HI"_s, 2}});
    const QJsonObject siege{{u"step"_s, u"siege"_s},
                            {u"side"_s, u"France"_s},
                            {u"army"_s, 3},
                            {u"territory"_s, u"Wessex"_s},
                            {u"paid"_s, 9},
                            {u"lose_kn"_s, 1},
                            {u"lose_hi"_s, 1},
                            {u"dice"_s, QJsonObject{{u"siege"_s, QJsonArray{1, 1, 1, 1, 1}}}}};
    const QString refusal = step(siege);
    QVERIFY2(refusal.isEmpty(), qPrintable(refusal));
    QVERIFY2(m_last.contains(u"18 casualty points"_s), qPrintable(m_last));
    QVERIFY2(m_last.contains(u"9 paid for 135 gold"_s), qPrintable(m_last));
    QCOMPARE(counts(u"France"_s, u"army"_s, 3), (QMap<QString, int>{{u"HI"_s, 1}}));
    QCOMPARE(CampaignReader(m_c->database()).location(u"Wessex"_s).attributes.value(u"control"_s).toString(),
             u"France"_s);
    QCOMPARE(CampaignReader(m_c->database()).account(id(u"France"_s)).balance, 500 - 135);
    m_c->log().undo();
    // A roll logged as a plain capital (15 points) was not worked on Wessex as the board records it.
    const Procedure &p = ProcedureRegistry::standard().get(u"sas.siege"_s);
    const QJsonObject plain = ProcedureRunner::completeInputs(p, {{u"minor_cities"_s, 1},
                                                                  {u"major_cities"_s, 1},
                                                                  {u"territory"_s, u"capital"_s}});
    const qint64 seq = ProcedureRunner(CampaignTables::forCampaign(*m_c))
                               .resolveInCampaign(*m_c, p, plain, QList<int>{1, 1, 1, 1, 1})
                               .loggedAs;
    QJsonObject logged{{u"step"_s, u"siege"_s}, {u"side"_s, u"France"_s},
                       {u"army"_s, 3},          {u"territory"_s, u"Wessex"_s},
                       {u"roll"_s, seq},        {u"paid"_s, 7},
                       {u"lose_kn"_s, 1},       {u"lose_hi"_s, 1}};
    QVERIFY(step(logged).contains(u"not worked on Wessex's cities and kind"_s));
}

void TestSasBoard::siegeAfterTheBattle()
{
    // Phase 6: siege warfare takes land only one faction is left in. The Holy Roman Empire's Army I
    // moves into Flanders beside France's Army II: France cannot besiege until that army is gone.
    SasBoard board(*m_c);
    board.moveForce(board.force(id(u"Holy Roman Empire"_s), u"army"_s, 1).id, u"Flanders"_s);
    const QJsonObject siege{{u"step"_s, u"siege"_s},
                            {u"side"_s, u"France"_s},
                            {u"army"_s, 2},
                            {u"territory"_s, u"Flanders"_s},
                            {u"paid"_s, 1},
                            {u"lose_hi"_s, 1},
                            {u"dice"_s, QJsonObject{{u"siege"_s, QJsonArray{2, 2}}}}};
    QString refusal = step(siege);
    QVERIFY2(refusal.contains(u"Army I of Holy Roman Empire still stands in Flanders"_s), qPrintable(refusal));
    // Allied, the two may share the land: France besieges. Dice 2 + 2 = 4 points (a d6 for the land, one
    // for its trade city), half (2) payable: France pays 1 (15 gold) and loses 1 HI (3).
    SasSeason(*m_c).formAlliance(u"A"_s, {u"France"_s, u"Holy Roman Empire"_s});
    refusal = step(siege);
    QVERIFY2(refusal.isEmpty(), qPrintable(refusal));
    QVERIFY2(m_last.contains(u"Flanders now held by France"_s), qPrintable(m_last));
}

void TestSasBoard::twoFleetsCarryOneArmy()
{
    // Transports carry 5 army units each (fleet table). Army III has 8 units: one transport cannot take
    // it (8 > 5), Fleets I and II together can (8 ≤ 10).
    const QJsonObject alone{{u"step"_s, u"cargo"_s},
                            {u"side"_s, u"England"_s},
                            {u"fleet"_s, 1},
                            {u"armies"_s, QJsonArray{u"Army III"_s}}};
    QString refusal = step(alone);
    QVERIFY2(refusal.contains(u"8 army units (Army III) do not fit in the capacity of 5 of Fleet I"_s),
             qPrintable(refusal));
    QJsonObject together = alone;
    together[u"together"_s] = QJsonArray{2};
    QCOMPARE(step(together), QString());
    for (int n : {1, 2})
        QCOMPARE(SasBoard(*m_c).force(id(u"England"_s), u"fleet"_s, n).attributes.value(u"cargo"_s).toString(),
                 u"Army III"_s);
    QVERIFY2(m_last.contains(u"Fleet I and Fleet II"_s), qPrintable(m_last));
    // Fleet II unloading alone would leave 8 units on Fleet I's 5.
    refusal = step({{u"step"_s, u"cargo"_s},
                    {u"side"_s, u"England"_s},
                    {u"fleet"_s, 2},
                    {u"armies"_s, QJsonArray()}});
    QVERIFY2(refusal.contains(u"capacity of 5 of Fleet I"_s), qPrintable(refusal));
    // Army IV (3 more) on Fleet II as well: 8 + 3 = 11 over the two transports' 10.
    refusal = step({{u"step"_s, u"cargo"_s},
                    {u"side"_s, u"England"_s},
                    {u"fleet"_s, 2},
                    {u"armies"_s, QJsonArray{u"Army III"_s, u"Army IV"_s}}});
    QVERIFY2(refusal.contains(u"11 army units"_s) && refusal.contains(u"capacity of 10"_s),
             qPrintable(refusal));
    // A fleet elsewhere cannot share the load.
    together[u"together"_s] = QJsonArray{3};
    refusal = step(together);
    QVERIFY2(refusal.contains(u"stand together"_s), qPrintable(refusal));
    // One undo takes the shared load off both fleets.
    m_c->log().undo();
    for (int n : {1, 2})
        QVERIFY(SasBoard(*m_c)
                        .force(id(u"England"_s), u"fleet"_s, n)
                        .attributes.value(u"cargo"_s)
                        .toString()
                        .isEmpty());
}

void TestSasBoard::fleetsCarryingTogetherSailTogether()
{
    QCOMPARE(step({{u"step"_s, u"cargo"_s},
                   {u"side"_s, u"England"_s},
                   {u"fleet"_s, 1},
                   {u"armies"_s, QJsonArray{u"Army III"_s}},
                   {u"together"_s, QJsonArray{2}}}),
             QString());
    QCOMPARE(step({{u"step"_s, u"move"_s},
                   {u"side"_s, u"England"_s},
                   {u"type"_s, u"army"_s},
                   {u"number"_s, 3},
                   {u"to"_s, u"Channel"_s}}),
             QString()); // boards its fleets
    QCOMPARE(step({{u"step"_s, u"move"_s},
                   {u"side"_s, u"England"_s},
                   {u"type"_s, u"fleet"_s},
                   {u"number"_s, 1},
                   {u"to"_s, u"North Sea"_s}}),
             QString());
    QCOMPARE(m_last,
             u"England's Fleet I moves to North Sea (Swords & Sails, phase 5), with Fleet II, carrying Army III"_s);
    SasBoard board(*m_c);
    QCOMPARE(board.force(id(u"England"_s), u"fleet"_s, 2).locationId, u"North Sea"_s);
    QCOMPARE(board.force(id(u"England"_s), u"army"_s, 3).locationId, u"North Sea"_s);
    // Fleet II sailed with Fleet I: that was its move this season.
    const QString refusal = step({{u"step"_s, u"move"_s},
                                  {u"side"_s, u"England"_s},
                                  {u"type"_s, u"fleet"_s},
                                  {u"number"_s, 2},
                                  {u"to"_s, u"Channel"_s}});
    QVERIFY2(refusal.contains(u"already made its move"_s), qPrintable(refusal));
    // Landing takes the army off both fleets.
    QCOMPARE(step({{u"step"_s, u"move"_s},
                   {u"side"_s, u"England"_s},
                   {u"type"_s, u"army"_s},
                   {u"number"_s, 3},
                   {u"to"_s, u"Frisia"_s}}),
             QString());
    for (int n : {1, 2})
        QVERIFY(SasBoard(*m_c)
                        .force(id(u"England"_s), u"fleet"_s, n)
                        .attributes.value(u"cargo"_s)
                        .toString()
                        .isEmpty());
}

void TestSasBoard::loadOrdersOverTwoFleets()
{
    // Phase 4: one army may be loaded on several fleets; the limit is over all their ships. Army III
    // (8 units) on Fleets I and II (5 + 5): written as two lines, it fits; Army IV's 3 more do not (11 > 10).
    QJsonObject orders{{u"step"_s, u"orders"_s},
                       {u"side"_s, u"England"_s},
                       {u"lines"_s,
                        QJsonArray{u"Fleet I: load with Army III"_s, u"Fleet II: load with Army III"_s}}};
    QCOMPARE(step(orders), QString());
    m_c->log().undo();
    orders[u"lines"_s] = QJsonArray{u"Fleet I: load with Army III"_s};
    QString refusal = step(orders);
    QVERIFY2(refusal.contains(u"8 army units on a carrying capacity of 5"_s), qPrintable(refusal));
    orders[u"lines"_s] = QJsonArray{u"Fleet I: load with Army III"_s, u"Fleet II: load with Army III"_s,
                                    u"Army IV: load with Fleet II"_s};
    refusal = step(orders);
    QVERIFY2(refusal.contains(u"11 army units on a carrying capacity of 10"_s), qPrintable(refusal));
}

void TestSasBoard::citiesCorrectedAfterEntry()
{
    // Flanders was entered with one trade city; say the map prints two and a port. France takes it:
    // Normandy 1 + its port city 1, Flanders 1 + its trade city 1: 4 VP (1 per territory, 1 per minor
    // city); corrected, Flanders gives 1 + 3 and France 6.
    SasBoard board(*m_c);
    board.setControl(u"Flanders"_s, u"France"_s);
    const auto vp = [&] {
        for (const ScoreLine &l : SasSeason(*m_c).score())
            if (l.side == u"France"_s)
                return l.vp;
        return -1;
    };
    QCOMPARE(vp(), 4);
    const QJsonObject fix{{u"step"_s, u"cities"_s},
                          {u"territory"_s, u"Flanders"_s},
                          {u"trade"_s, 2},
                          {u"ports"_s, 1}};
    QCOMPARE(step(fix), QString());
    QCOMPARE(m_last,
             u"Printed cities of Flanders corrected to 2 trade, 1 port and 0 major (were 1, 0 and 0)"_s);
    QCOMPARE(board.cityCounts(u"Flanders"_s), (std::pair<int, int>{3, 0}));
    QCOMPARE(vp(), 6);
    m_c->log().undo();
    QCOMPARE(board.cityCounts(u"Flanders"_s), (std::pair<int, int>{1, 0}));
    QCOMPARE(vp(), 4);
    // A city a player built stays: England builds one in Mercia (30 gold for England, phase 8), then the
    // printed count is set to one trade city: two minor cities in all.
    QCOMPARE(step({{u"step"_s, u"city"_s},
                   {u"side"_s, u"England"_s},
                   {u"territory"_s, u"Mercia"_s},
                   {u"kind"_s, u"minor"_s}}),
             QString());
    QCOMPARE(CampaignReader(m_c->database()).account(id(u"England"_s)).balance, 470);
    QCOMPARE(step({{u"step"_s, u"cities"_s}, {u"territory"_s, u"Mercia"_s}, {u"trade"_s, 1}}), QString());
    QCOMPARE(board.cityCounts(u"Mercia"_s), (std::pair<int, int>{2, 0}));
    // A capital keeps its major city; sea zones have none.
    QString refusal = step({{u"step"_s, u"cities"_s}, {u"territory"_s, u"Wessex"_s}, {u"major"_s, 0}});
    QVERIFY2(refusal.contains(u"capital of England"_s), qPrintable(refusal));
    refusal = step({{u"step"_s, u"cities"_s}, {u"territory"_s, u"Channel"_s}, {u"trade"_s, 1}});
    QVERIFY2(refusal.contains(u"not a land territory"_s), qPrintable(refusal));
}

QTEST_GUILESS_MAIN(TestSasBoard)
#include "tst_sas_board.moc"
