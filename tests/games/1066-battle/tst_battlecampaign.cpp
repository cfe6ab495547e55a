// The battle board and the campaign: the units of the battle square with their printed values
// (a clear prompt when one is not registered), typed-in counters beside them, and the results
// carried back as logged actions (eliminations, retreat with §15.19 losses, a fallen king's
// hand, spoils) that undo restores exactly and redo replays without new dice.
#include <functional>

#include <QtTest>

#include "games/1066/squaregrid.h"
#include "battlesupport.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/markercatalog.h"
#include "games/1066/battle/battlecampaign.h"
#include "log/actionlog.h"
#include "util/failure.h"

using namespace Reeve;
using namespace BattleTest;
using namespace Qt::StringLiterals;

namespace {

Failure::Kind failureOf(const std::function<void()> &f, QString *message = nullptr)
{
    try {
        f();
    } catch (const Failure &e) {
        if (message)
            *message = e.message();
        return e.kind();
    }
    return Failure::Kind::Internal;
}

QJsonObject values(int attack, int defence, int leader = 0, bool king = false)
{
    QJsonObject o{{u"attack"_s, attack}, {u"defence"_s, defence}};
    if (leader > 0)
        o.insert(u"leader"_s, leader);
    if (king)
        o.insert(u"king"_s, true);
    return o;
}

/// A unit row as text, to compare the campaign before and after.
QStringList unitRows(Campaign &campaign)
{
    QStringList rows;
    for (const Unit &u : CampaignReader(campaign.database()).units())
        rows << u"%1|%2|%3|%4"_s.arg(u.id).arg(u.locationId, u.status, u.name);
    return rows;
}

QList<QPair<QString, int>> houseMix()
{
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s); // kinds() refers into the catalog
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.isEvent() ? 0 : 3});
    return counts;
}

} // namespace

class TestBattleCampaign : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_campaign.reset(); }
    void offersTheSquaresUnits();
    void unregisteredValueIsAPrompt();
    void refusesUnitsNotInTheBattle();
    void fleetCarriesItsCargo();
    void panicResultsGoBackToTheMap();
    void retreatNeedsItsSquares_data();
    void retreatNeedsItsSquares();
    void squaresMeetAtTheirSides_data();
    void squaresMeetAtTheirSides();
    void destroyedSideNeedsNoRetreat();
    void battleByNameCannotBeApplied();

private:
    qint64 add(const QString &side, const QString &type, const QString &name, const QString &at,
               const QJsonObject &attributes);
    void start();
    void fightToPanic();
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
    QMap<QString, qint64> m_sides;
    QMap<QString, qint64> m_units;
};

qint64 TestBattleCampaign::add(const QString &side, const QString &type, const QString &name, const QString &at,
                               const QJsonObject &attributes)
{
    qint64 id = 0;
    CampaignEditor(*m_campaign).addUnit(m_sides.value(side), type, name, at, attributes, &id);
    m_units.insert(name, id);
    return id;
}

void TestBattleCampaign::init()
{
    static int n = 0;
    m_campaign = newCampaign(m_dir, u"bc%1.reeve"_s.arg(++n));
    enterCrt(*m_campaign);
    CampaignEditor editor(*m_campaign);
    for (const QString &side : {u"Normans"_s, u"Anglo-Saxons"_s, u"Britons"_s}) {
        editor.addSide(side);
        m_sides.insert(side, CampaignReader(m_campaign->database()).sideByName(side).id);
    }
    for (const QString &square : {u"Hastings"_s, u"Canterbury"_s, u"Dover"_s, u"London"_s})
        editor.addLocation(square, square, u"square"_s);
    add(u"Normans"_s, u"knight"_s, u"William"_s, u"Hastings"_s, values(3, 3, 3, true));
    add(u"Normans"_s, u"knight"_s, u"Knights"_s, u"Hastings"_s, values(3, 2));
    add(u"Normans"_s, u"fleet"_s, u"Fleet"_s, u"Hastings"_s, QJsonObject{{u"defence"_s, 1}});
    add(u"Anglo-Saxons"_s, u"housecarl"_s, u"Harold"_s, u"Hastings"_s, values(3, 3, 2, true));
    add(u"Anglo-Saxons"_s, u"thegn"_s, u"Thegns"_s, u"Hastings"_s, values(2, 2));
    add(u"Anglo-Saxons"_s, u"fyrd"_s, u"Fyrd"_s, u"Hastings"_s, {});
    add(u"Anglo-Saxons"_s, u"fyrd"_s, u"London fyrd"_s, u"London"_s, values(1, 1));
    add(u"Britons"_s, u"fyrd"_s, u"Kentish rebels"_s, u"Canterbury"_s, values(1, 1));
}

void TestBattleCampaign::start()
{
    BattleSetup setup;
    setup.square = u"Hastings"_s;
    setup.attackerSide = m_sides.value(u"Normans"_s);
    setup.defenderSide = m_sides.value(u"Anglo-Saxons"_s);
    BattleBoard(*m_campaign).newBattle(setup);
}

void TestBattleCampaign::offersTheSquaresUnits()
{
    start();
    BattleBoard board(*m_campaign);
    const BattleState state = board.state();
    QCOMPARE(state.square, u"Hastings"_s);
    QCOMPARE(state.sides[0].name, u"Normans"_s);
    const QList<BattleCandidate> list = BattleCampaign::candidates(*m_campaign, state);
    QStringList names;
    for (const BattleCandidate &c : list)
        names << u"%1:%2:%3"_s.arg(c.side).arg(c.values.name, c.missing.join(u"+"_s));
    // The London fyrd and the Briton rebels are elsewhere; the Hastings fyrd lacks both values.
    QCOMPARE(names, QStringList({u"0:William:"_s, u"0:Knights:"_s, u"0:Fleet:"_s, u"1:Harold:"_s,
                                 u"1:Thegns:"_s, u"1:Fyrd:attack+defence"_s}));
    QCOMPARE(list.at(3).values.leader, 2);
    QVERIFY(list.at(3).values.king);
    QCOMPARE(list.at(0).values.attack, 3);
    QString id;
    board.placeCampaignUnit(m_units.value(u"Harold"_s), BattleBox::Centre, {}, &id);
    const BattleState placed = board.state(); // a copy: the pointer below points into it
    const BattleUnit *harold = placed.unit(id);
    QVERIFY(harold);
    QCOMPARE(harold->campaignUnit, m_units.value(u"Harold"_s));
    QCOMPARE(harold->defence, 3);
    QVERIFY(BattleCampaign::candidates(*m_campaign, board.state()).at(3).placed);
    // A counter not registered in the campaign can still be typed in.
    board.placeUnit(unit(1, u"Hired Danes"_s, u"thegn"_s, 2, 2, BattleBox::Left));
    QCOMPARE(board.state().units.size(), 2);
    QCOMPARE(board.state().units.at(1).campaignUnit, 0);
}

void TestBattleCampaign::unregisteredValueIsAPrompt()
{
    start();
    BattleBoard board(*m_campaign);
    const qint64 fyrd = m_units.value(u"Fyrd"_s);
    QString message;
    QCOMPARE(failureOf([&] { board.placeCampaignUnit(fyrd, BattleBox::Left); }, &message),
             Failure::Kind::MissingFigure);
    QVERIFY2(message.contains(u"attack, defence"_s) && message.contains(u"values %1"_s.arg(fyrd)), qPrintable(message));
    QVERIFY(board.state().units.isEmpty());
    // A leader marked as such but without his value is a prompt too, not a zero.
    const qint64 harold = m_units.value(u"Harold"_s);
    CampaignEditor(*m_campaign).editUnit(harold, u"housecarl"_s, u"Harold"_s,
                                         QJsonObject{{u"attack"_s, 3}, {u"defence"_s, 3}, {u"leader"_s, true}});
    QCOMPARE(failureOf([&] { board.placeCampaignUnit(harold, BattleBox::Centre); }, &message),
             Failure::Kind::MissingFigure);
    QVERIFY(message.contains(u"leader"_s));
    BattleCampaign::registerValues(*m_campaign, fyrd, 1, 1, -1);
    board.placeCampaignUnit(fyrd, BattleBox::Left);
    QCOMPARE(board.state().units.first().attack, 1);
    QCOMPARE(failureOf([&] { BattleCampaign::registerValues(*m_campaign, fyrd, 1, 5, -1); }),
             Failure::Kind::BadInput);
}

void TestBattleCampaign::refusesUnitsNotInTheBattle()
{
    start();
    BattleBoard board(*m_campaign);
    QString message;
    QCOMPARE(failureOf([&] { board.placeCampaignUnit(m_units.value(u"London fyrd"_s), BattleBox::Left); }, &message),
             Failure::Kind::BadInput);
    QVERIFY(message.contains(u"§15.3"_s));
    board.placeCampaignUnit(m_units.value(u"Thegns"_s), BattleBox::Centre);
    QCOMPARE(failureOf([&] { board.placeCampaignUnit(m_units.value(u"Thegns"_s), BattleBox::Left); }),
             Failure::Kind::BadInput);
    CampaignEditor(*m_campaign).moveUnit(m_units.value(u"Kentish rebels"_s), u"Hastings"_s);
    QCOMPARE(failureOf([&] { board.placeCampaignUnit(m_units.value(u"Kentish rebels"_s), BattleBox::Left); }, &message),
             Failure::Kind::BadInput);
    QVERIFY(message.contains(u"neither side"_s));
    QCOMPARE(failureOf([&] {
                 BattleSetup s;
                 s.square = u"Hastings"_s;
                 s.attackerSide = s.defenderSide = m_sides.value(u"Normans"_s);
                 board.newBattle(s);
             }),
             Failure::Kind::BadInput);
}

void TestBattleCampaign::fleetCarriesItsCargo()
{
    start();
    BattleBoard board(*m_campaign);
    // §15.2: the defender's three units are set up before the attacker's fleet.
    BattleCampaign::registerValues(*m_campaign, m_units.value(u"Fyrd"_s), 1, 1, -1);
    for (const QString &name : {u"Harold"_s, u"Thegns"_s, u"Fyrd"_s})
        board.placeCampaignUnit(m_units.value(name), BattleBox::Centre);
    const qint64 fleet = m_units.value(u"Fleet"_s);
    QCOMPARE(failureOf([&] { board.placeCampaignUnit(fleet, BattleBox::Left, {m_units.value(u"Harold"_s)}); }),
             Failure::Kind::BadInput);
    QString id;
    board.placeCampaignUnit(fleet, BattleBox::Left, {m_units.value(u"Knights"_s)}, &id);
    const BattleState placed = board.state(); // a copy: the pointer below points into it
    const BattleUnit *u = placed.unit(id);
    QCOMPARE(u->attack, 3); // the knights' attack, the fleet's defence (§17.13, §17.16)
    QCOMPARE(u->defence, 1);
    QCOMPARE(u->carried, QList<qint64>{m_units.value(u"Knights"_s)});
    QCOMPARE(failureOf([&] { board.placeCampaignUnit(m_units.value(u"Knights"_s), BattleBox::Centre); }),
             Failure::Kind::BadInput);
}

/// William charges Harold: 6 on the CRT, rally roll 6 fails, the king falls and the defence panics.
void TestBattleCampaign::fightToPanic()
{
    start();
    BattleBoard board(*m_campaign);
    BattleCampaign::registerValues(*m_campaign, m_units.value(u"Fyrd"_s), 1, 1, -1);
    QString harold, william;
    board.placeCampaignUnit(m_units.value(u"Harold"_s), BattleBox::Centre, {}, &harold);
    board.placeCampaignUnit(m_units.value(u"Thegns"_s), BattleBox::Reserve);
    board.placeCampaignUnit(m_units.value(u"Fyrd"_s), BattleBox::Left);
    board.placeCampaignUnit(m_units.value(u"William"_s), BattleBox::Centre, {}, &william);
    board.placeCampaignUnit(m_units.value(u"Fleet"_s), BattleBox::Right, {m_units.value(u"Knights"_s)});
    board.chooseCommander(1, harold);
    board.chooseCommander(0, william);
    board.rollLength(QList<int>{2});
    QCOMPARE(*board.state().sides[1].panicLevel, 4); // (3+2 + 2 + 1) / 2
    board.endRound();
    board.declareAttack(william, harold);
    board.rollAttack(QList<int>{6, 1, 2});
    board.savingRoll(QList<int>{6});
    const BattleState s = board.state();
    QVERIFY(s.sides[1].panicked);
    QCOMPARE(s.phase, BattleState::Phase::Pursuit);
    board.endPursuit();
    QCOMPARE(board.state().winner, 0);
}

void TestBattleCampaign::panicResultsGoBackToTheMap()
{
    ContainerEditor(*m_campaign).compose(houseMix());
    ContainerDraws(*m_campaign).draw(m_sides.value(u"Anglo-Saxons"_s), 3);
    fightToPanic();
    const QStringList before = unitRows(*m_campaign);
    const qint64 logBefore = m_campaign->log().undoStack().size();
    BattleApply request;
    request.retreat = {u"Canterbury"_s, u"Dover"_s};
    request.lose = {m_units.value(u"Fyrd"_s)};
    const BattleApplyResult result = BattleCampaign::apply(*m_campaign, request);
    CampaignReader reader(m_campaign->database());
    QVERIFY(reader.unit(m_units.value(u"Harold"_s)).isEliminated());
    QVERIFY(reader.unit(m_units.value(u"Fyrd"_s)).isEliminated()); // lost to the rebels in Canterbury (§15.19)
    QCOMPARE(reader.unit(m_units.value(u"Thegns"_s)).locationId, u"Dover"_s);
    QCOMPARE(reader.unit(m_units.value(u"William"_s)).locationId, u"Hastings"_s);
    QCOMPARE(reader.unit(m_units.value(u"Knights"_s)).locationId, u"Hastings"_s);
    QVERIFY(!reader.unit(m_units.value(u"Thegns"_s)).isEliminated());
    QVERIFY(BattleBoard(*m_campaign).state().applied);
    QString rules;
    for (const ExplanationStep &s : result.steps)
        rules += s.ruleRef + u' ';
    QVERIFY2(rules.contains(u"§15.19"_s) && rules.contains(u"§18.7"_s) && rules.contains(u"§15.18"_s), qPrintable(rules));
    // Defeated strength 8: the winner draws one marker, the loser loses none (§15.18); the king's hand went back.
    QCOMPARE(result.markerSeqs.size(), 2);
    const ContainerReader containers(m_campaign->database());
    const qint64 pool = ContainerReader(m_campaign->database()).find().id;
    QCOMPARE(ContainerReader(m_campaign->database()).state(pool).hand(m_sides.value(u"Anglo-Saxons"_s)).size(), 0);
    QCOMPARE(ContainerReader(m_campaign->database()).state(pool).hand(m_sides.value(u"Normans"_s)).size(), 1);
    QVERIFY(result.followUps.isEmpty());
    QCOMPARE(failureOf([&] { BattleCampaign::apply(*m_campaign, request); }), Failure::Kind::BadInput);
    const QStringList after = unitRows(*m_campaign);
    // Undo the three actions (spoils draw, king's hand, the units): the campaign is as it was.
    for (int i = 0; i < 3; ++i)
        m_campaign->log().undo();
    QCOMPARE(unitRows(*m_campaign), before);
    QCOMPARE(m_campaign->log().undoStack().size(), logBefore);
    QVERIFY(!BattleBoard(*m_campaign).state().applied);
    QCOMPARE(ContainerReader(m_campaign->database()).state(pool).hand(m_sides.value(u"Anglo-Saxons"_s)).size(), 3);
    const QString handBefore = ContainerReader(m_campaign->database()).state(pool).hand(m_sides.value(u"Normans"_s))
                                   .isEmpty() ? u"empty"_s : u"full"_s;
    QCOMPARE(handBefore, u"empty"_s);
    for (int i = 0; i < 3; ++i)
        m_campaign->log().redo();
    QCOMPARE(unitRows(*m_campaign), after);
    QCOMPARE(ContainerReader(m_campaign->database()).state(pool).hand(m_sides.value(u"Normans"_s)).size(), 1);
}

void TestBattleCampaign::retreatNeedsItsSquares_data()
{
    QTest::addColumn<QStringList>("retreat");
    QTest::addColumn<QStringList>("lose");
    QTest::addColumn<QString>("mention");
    QTest::newRow("no square named") << QStringList() << QStringList() << u"§15.19"_s;
    QTest::newRow("occupied, nobody named to lose") << QStringList{u"Canterbury"_s, u"Dover"_s} << QStringList()
                                                    << u"--lose"_s;
    QTest::newRow("stops in an occupied square") << QStringList{u"Canterbury"_s} << QStringList{u"Fyrd"_s}
                                                 << u"further square"_s;
    QTest::newRow("goes past a free square") << QStringList{u"Dover"_s, u"London"_s} << QStringList()
                                             << u"leave out"_s;
    QTest::newRow("unknown square") << QStringList{u"Kent"_s} << QStringList() << u"Kent"_s;
    QTest::newRow("jumps a square") << QStringList{u"C6"_s, u"C8"_s} << QStringList{u"Fyrd"_s} << u"§14.2"_s;
    QTest::newRow("crosses an all-sea side") << QStringList{u"C6"_s, u"D6"_s} << QStringList{u"Fyrd"_s}
                                             << u"all-sea"_s;
}

void TestBattleCampaign::retreatNeedsItsSquares()
{
    QFETCH(QStringList, retreat);
    QFETCH(QStringList, lose);
    QFETCH(QString, mention);
    // Squares by coordinate: C6 holds a Briton band, so a retreat through it goes on to the next.
    CampaignEditor editor(*m_campaign);
    editor.addLocation(u"C6"_s, u"Caen"_s, u"square"_s, {{u"all_sea_sides"_s, u"D6"_s}});
    for (const QString &square : {u"C8"_s, u"D6"_s})
        editor.addLocation(square, square, u"square"_s);
    add(u"Britons"_s, u"fyrd"_s, u"Raiders"_s, u"C6"_s, values(1, 1));
    fightToPanic();
    const QStringList before = unitRows(*m_campaign);
    BattleApply request;
    request.retreat = retreat;
    for (const QString &name : lose)
        request.lose << m_units.value(name);
    QString message;
    QCOMPARE(failureOf([&] { BattleCampaign::apply(*m_campaign, request); }, &message), Failure::Kind::BadInput);
    QVERIFY2(message.contains(mention), qPrintable(message));
    QCOMPARE(unitRows(*m_campaign), before);
    QVERIFY(!BattleBoard(*m_campaign).state().applied);
}

void TestBattleCampaign::squaresMeetAtTheirSides_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("seaSides"); // all_sea_sides of a
    QTest::addColumn<int>("expected");     // 1 adjacent, 0 not, -1 unknown (no coordinates)
    QTest::newRow("side, same column") << u"C6"_s << u"C7"_s << QString() << 1;
    QTest::newRow("side, same row") << u"C6"_s << u"B6"_s << QString() << 1;
    QTest::newRow("corner") << u"C6"_s << u"D7"_s << QString() << 0;
    QTest::newRow("two away") << u"C6"_s << u"C8"_s << QString() << 0;
    QTest::newRow("itself") << u"C6"_s << u"C6"_s << QString() << 0;
    QTest::newRow("all-sea side") << u"C6"_s << u"C7"_s << u"B6, C7"_s << 0;
    QTest::newRow("lower case, two letters") << u"aa10"_s << u"AB10"_s << QString() << 1;
    QTest::newRow("off-map box") << u"C6"_s << u"Normandy"_s << QString() << -1;
}

void TestBattleCampaign::squaresMeetAtTheirSides()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, seaSides);
    QFETCH(int, expected);
    Location from;
    from.id = a;
    if (!seaSides.isEmpty())
        from.attributes.insert(u"all_sea_sides"_s, seaSides);
    Location to;
    to.id = b;
    const std::optional<bool> got = SquareGrid::landAdjacent(from, to);
    QCOMPARE(got.has_value() ? int(*got) : -1, expected);
    QCOMPARE(SquareGrid::landAdjacent(to, from), got); // the same both ways
}

void TestBattleCampaign::destroyedSideNeedsNoRetreat()
{
    start();
    BattleBoard board(*m_campaign);
    BattleCampaign::registerValues(*m_campaign, m_units.value(u"Fyrd"_s), 1, 1, -1);
    QString fyrd, knights;
    board.placeCampaignUnit(m_units.value(u"Fyrd"_s), BattleBox::Centre, {}, &fyrd);
    // §15.2: the defender sets up all his units before the attacker places one.
    QString message;
    QCOMPARE(failureOf([&] { board.placeCampaignUnit(m_units.value(u"Knights"_s), BattleBox::Centre); }, &message),
             Failure::Kind::BadInput);
    QVERIFY2(message.contains(u"§15.2"_s) && message.contains(u"Harold"_s), qPrintable(message));
    for (const QString &name : {u"Harold"_s, u"Thegns"_s})
        CampaignEditor(*m_campaign).moveUnit(m_units.value(name), u"London"_s);
    board.placeCampaignUnit(m_units.value(u"Knights"_s), BattleBox::Centre, {}, &knights);
    // Every unit in the square must fight (§15.2): the length waits until the others leave or are placed.
    QCOMPARE(failureOf([&] { board.rollLength(QList<int>{1}); }, &message), Failure::Kind::BadInput);
    QVERIFY2(message.contains(u"§15.2"_s) && message.contains(u"William"_s), qPrintable(message));
    for (const QString &name : {u"William"_s, u"Fleet"_s})
        CampaignEditor(*m_campaign).moveUnit(m_units.value(name), u"London"_s);
    board.rollLength(QList<int>{1});
    board.endRound();
    board.declareAttack(knights, fyrd);
    board.rollAttack(QList<int>{5, 1, 1}); // defence 1: E on 4-6
    QCOMPARE(board.state().endReason, u"destroyed"_s);
    BattleApply request;
    request.retreat = {u"Dover"_s};
    QCOMPARE(failureOf([&] { BattleCampaign::apply(*m_campaign, request); }), Failure::Kind::BadInput);
    const BattleApplyResult result = BattleCampaign::apply(*m_campaign, BattleApply{});
    QVERIFY(CampaignReader(m_campaign->database()).unit(m_units.value(u"Fyrd"_s)).isEliminated());
    QVERIFY(result.markerSeqs.isEmpty()); // defeated strength 1: no markers change hands
}

void TestBattleCampaign::battleByNameCannotBeApplied()
{
    BattleBoard board(*m_campaign);
    BattleSetup setup;
    setup.attackerName = u"Normans"_s;
    setup.defenderName = u"Anglo-Saxons"_s;
    board.newBattle(setup);
    QCOMPARE(failureOf([&] { board.placeCampaignUnit(m_units.value(u"Harold"_s), BattleBox::Centre); }),
             Failure::Kind::BadInput);
    QCOMPARE(failureOf([&] { BattleCampaign::apply(*m_campaign, BattleApply{}); }), Failure::Kind::BadInput);
}

QTEST_GUILESS_MAIN(TestBattleCampaign)
#include "tst_battlecampaign.moc"
