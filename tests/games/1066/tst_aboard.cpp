// A leader or king aboard a fleet keeps his leadership and crown in the combined unit
// (1066 §17.13, §17.16 with §18.3–18.7, §15.16, §15.18), and battle markers come from the
// hand that plays them (§8.9, §15.21). Every figure below is worked by hand from the rulebook.
#include <functional>

#include <QtTest>

#include "../1066-battle/battlesupport.h"
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

QString refusal(const std::function<void()> &f)
{
    try {
        f();
    } catch (const Failure &e) {
        return e.kind() == Failure::Kind::BadInput ? e.message() : u"(not bad input) "_s + e.message();
    }
    return {};
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

} // namespace

class TestAboard : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_campaign.reset(); }
    void kingAboardMustCommand();
    void panicAndSpoilsCountHisLeadership();
    void hisFallWithTheFleetReturnsTheHand();
    void markerComesFromTheHand();
    void fleetHasNoAttackOfItsOwn();
    void recordedCargoIsCarried();
    void givenCargoOverridesTheRecord();

private:
    qint64 add(const QString &side, const QString &type, const QString &name, const QJsonObject &attributes);
    void placeAll();
    void embarkAll();
    int handSize(const QString &side);
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
    QMap<QString, qint64> m_sides;
    QMap<QString, qint64> m_units;
    QMap<QString, QString> m_board; ///< unit name -> board id
};

qint64 TestAboard::add(const QString &side, const QString &type, const QString &name,
                       const QJsonObject &attributes)
{
    qint64 id = 0;
    CampaignEditor(*m_campaign).addUnit(m_sides.value(side), type, name, u"York"_s, attributes, &id);
    m_units.insert(name, id);
    return id;
}

int TestAboard::handSize(const QString &side)
{
    ContainerReader reader(m_campaign->database());
    return int(reader.state(reader.find().id).hand(m_sides.value(side)).size());
}

/// Vikings land at York (§17.12): Harald (thegn 3-3, leader 2, king) aboard a fleet (defence 1), two thegns
/// aboard a second fleet, a thegn ashore. Anglo-Saxons: Edwin (thegn 2-2, leader 1) and a fyrd 1-1.
void TestAboard::init()
{
    static int n = 0;
    m_campaign = newCampaign(m_dir, u"aboard%1.reeve"_s.arg(++n));
    enterCrt(*m_campaign);
    CampaignEditor editor(*m_campaign);
    for (const QString &side : {u"Vikings"_s, u"Anglo-Saxons"_s}) {
        editor.addSide(side);
        m_sides.insert(side, CampaignReader(m_campaign->database()).sideByName(side).id);
    }
    editor.addLocation(u"York"_s, u"York"_s, u"square"_s);
    add(u"Vikings"_s, u"thegn"_s, u"Harald"_s, values(3, 3, 2, true));
    add(u"Vikings"_s, u"fleet"_s, u"Royal fleet"_s, QJsonObject{{u"defence"_s, 1}});
    add(u"Vikings"_s, u"fleet"_s, u"Second fleet"_s, QJsonObject{{u"defence"_s, 1}});
    add(u"Vikings"_s, u"thegn"_s, u"Thegn A"_s, values(2, 2));
    add(u"Vikings"_s, u"thegn"_s, u"Thegn B"_s, values(2, 2));
    add(u"Vikings"_s, u"thegn"_s, u"Thegn C"_s, values(2, 2));
    add(u"Anglo-Saxons"_s, u"thegn"_s, u"Edwin"_s, values(2, 2, 1));
    add(u"Anglo-Saxons"_s, u"fyrd"_s, u"Fyrd"_s, values(1, 1));
    BattleSetup setup;
    setup.square = u"York"_s;
    setup.attackerSide = m_sides.value(u"Vikings"_s);
    setup.defenderSide = m_sides.value(u"Anglo-Saxons"_s);
    BattleBoard(*m_campaign).newBattle(setup);
    m_board.clear();
}

void TestAboard::placeAll()
{
    BattleBoard board(*m_campaign);
    auto place = [&](const QString &name, BattleBox box, const QList<qint64> &carried = {}) {
        QString id;
        board.placeCampaignUnit(m_units.value(name), box, carried, &id);
        m_board.insert(name, id);
    };
    place(u"Edwin"_s, BattleBox::Centre);
    place(u"Fyrd"_s, BattleBox::Left);
    place(u"Royal fleet"_s, BattleBox::Centre, {m_units.value(u"Harald"_s)});
    place(u"Second fleet"_s, BattleBox::Left, {m_units.value(u"Thegn A"_s), m_units.value(u"Thegn B"_s)});
    place(u"Thegn C"_s, BattleBox::Right);
}

void TestAboard::kingAboardMustCommand()
{
    placeAll();
    BattleBoard board(*m_campaign);
    const BattleState state = board.state(); // a copy: the pointer below points into it
    const BattleUnit *royal = state.unit(m_board.value(u"Royal fleet"_s));
    // §17.16: the fleet attacks with Harald's 3 and defends with its own 1; §17.13 one combined unit.
    QCOMPARE(royal->attack, 3);
    QCOMPARE(royal->defence, 1);
    QCOMPARE(royal->leadership(), 2);
    QVERIFY(royal->hasKing());
    QCOMPARE(royal->kingName(), u"Harald"_s);
    // §18.4: the king is in the battle, so neither the thegn ashore nor nobody may command instead.
    board.chooseCommander(1, m_board.value(u"Edwin"_s));
    QVERIFY(refusal([&] { board.rollLength(QList<int>{3}); }).contains(u"Harald"_s));
    QVERIFY(refusal([&] { board.chooseCommander(0, m_board.value(u"Thegn C"_s)); }).contains(u"§18.3"_s));
    board.chooseCommander(0, m_board.value(u"Royal fleet"_s));
    // §18.3: Harald's leader value 2 allows two battle markers in this battle.
    QCOMPARE(board.state().commander(0)->commandValue(), 2);
}

void TestAboard::panicAndSpoilsCountHisLeadership()
{
    placeAll();
    BattleBoard board(*m_campaign);
    board.chooseCommander(1, m_board.value(u"Edwin"_s));
    board.chooseCommander(0, m_board.value(u"Royal fleet"_s));
    board.rollLength(QList<int>{3});
    const BattleState s = board.state();
    // §15.16: Vikings' starting attack plus leader values: royal fleet 3 + Harald's leadership 2, second
    // fleet 2 + 2, Thegn C 2 = 11; halved and rounded up: panic level 6 (without Harald's 2 it would be 5).
    QCOMPARE(s.sides[0].startValue, 11);
    QCOMPARE(*s.sides[0].panicLevel, 6);
    // Anglo-Saxons: Edwin 2 + 1, fyrd 1 = 4; panic level 2.
    QCOMPARE(*s.sides[1].panicLevel, 2);
    // Attacker movement, attacker combat (no attack), defender movement: then the defender's combat round.
    board.endRound();
    board.endRound();
    board.endRound();
    // Edwin (2 dice) on the royal fleet (defence 1, house CRT: E on 4-6): 4 is an E. The fleet has no leader
    // rally of its own (§18.6: a leader saves only himself), so it is eliminated with Harald aboard.
    board.declareAttack(m_board.value(u"Edwin"_s), m_board.value(u"Royal fleet"_s));
    board.rollAttack(QList<int>{4, 1});
    QCOMPARE(board.state().sides[0].losses, 5); // 3 attack + 2 leadership (§15.16)
    // The fyrd (left) faces Thegn C (right): 1 die, 6 is an E on defence 2; losses 5 + 2 = 7 >= 6: panic.
    board.declareAttack(m_board.value(u"Fyrd"_s), m_board.value(u"Thegn C"_s));
    board.rollAttack(QList<int>{6});
    QCOMPARE(board.state().phase, BattleState::Phase::Pursuit);
    // Pursuit (§15.17): Edwin, a non-knight, rolls double his 2 dice on the second fleet: 4, 1, 1, 1 is an E.
    board.declareAttack(m_board.value(u"Edwin"_s), m_board.value(u"Second fleet"_s));
    board.rollAttack(QList<int>{4, 1, 1, 1});
    QCOMPARE(board.state().winner, 1);
    board.spoils();
    // §15.18: the defeated force started with 11 (row 11-15): the winner draws 2, the loser loses 1
    // (counted without Harald's leadership, 9 would give row 6-10: 1 and 0).
    const BattleJournalEntry last = board.journal().last();
    QVERIFY2(last.text.contains(u"draws 2"_s) && last.text.contains(u"loses 1"_s), qPrintable(last.text));
}

void TestAboard::hisFallWithTheFleetReturnsTheHand()
{
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.isEvent() ? 0 : 3});
    ContainerEditor(*m_campaign).compose(counts);
    ContainerDraws(*m_campaign).draw(m_sides.value(u"Vikings"_s), 4);
    panicAndSpoilsCountHisLeadership();
    QCOMPARE(handSize(u"Vikings"_s), 4);
    const BattleApplyResult result = BattleCampaign::apply(*m_campaign, BattleApply{});
    CampaignReader reader(m_campaign->database());
    // §17.16: Harald went down with the royal fleet; §18.7: the Vikings return their whole hand.
    QVERIFY(reader.unit(m_units.value(u"Harald"_s)).isEliminated());
    QVERIFY(reader.unit(m_units.value(u"Royal fleet"_s)).isEliminated());
    QCOMPARE(handSize(u"Vikings"_s), 0);
    QCOMPARE(handSize(u"Anglo-Saxons"_s), 2); // the spoils of row 11-15
    QString rules;
    for (const ExplanationStep &s : result.steps)
        rules += s.ruleRef + u' ';
    QVERIFY2(rules.contains(u"§18.7"_s) && rules.contains(u"§18.8"_s), qPrintable(rules));
}

void TestAboard::markerComesFromTheHand()
{
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.name == u"Charge"_s ? 1 : 0});
    ContainerEditor(*m_campaign).compose(counts);
    placeAll();
    BattleBoard board(*m_campaign);
    board.chooseCommander(1, m_board.value(u"Edwin"_s));
    board.chooseCommander(0, m_board.value(u"Royal fleet"_s));
    board.rollLength(QList<int>{3});
    board.endRound(); // the attacker's combat round begins
    // §8.9, §15.21: the Vikings hold no Charge: refused, nothing written.
    const qint64 before = m_campaign->log().undoStack().size();
    QVERIFY(refusal([&] { board.playMarker(0, u"charge"_s, u"centre"_s); }).contains(u"no Charge"_s));
    QCOMPARE(m_campaign->log().undoStack().size(), before);
    QVERIFY(board.state().markers.isEmpty());
    // The pool holds the one Charge; the Vikings draw it.
    ContainerDraws(*m_campaign).draw(m_sides.value(u"Vikings"_s), 1);
    QCOMPARE(handSize(u"Vikings"_s), 1);
    board.playMarker(0, u"charge"_s, u"centre"_s);
    QCOMPARE(handSize(u"Vikings"_s), 0); // played: back to the pool (§8.9)
    QCOMPARE(board.state().markers.size(), 1);
    // One action: undo takes back the marker on the board and in the hand together.
    m_campaign->log().undo();
    QCOMPARE(handSize(u"Vikings"_s), 1);
    QVERIFY(board.state().markers.isEmpty());
}

void TestAboard::fleetHasNoAttackOfItsOwn()
{
    // §17.13: a fleet has no attack strength of its own, so an attack figure typed on its counter (1 here) does not
    // add to its cargo's: the royal fleet attacks with Harald's 3 alone, and defends with its own 1 (§17.16).
    const qint64 fleet = m_units.value(u"Royal fleet"_s);
    CampaignEditor(*m_campaign)
            .editUnit(fleet, u"fleet"_s, u"Royal fleet"_s, QJsonObject{{u"attack"_s, 1}, {u"defence"_s, 1}});
    BattleBoard board(*m_campaign);
    board.placeCampaignUnit(m_units.value(u"Edwin"_s), BattleBox::Centre);
    board.placeCampaignUnit(m_units.value(u"Fyrd"_s), BattleBox::Left);
    QString id;
    board.placeCampaignUnit(fleet, BattleBox::Centre, {m_units.value(u"Harald"_s)}, &id);
    QCOMPARE(board.state().unit(id)->attack, 3);
    QCOMPARE(board.state().unit(id)->defence, 1);
}

/// Records who is aboard as the embark step writes it (Aboard1066): Harald on the royal fleet, two thegns on the second.
void TestAboard::embarkAll()
{
    CampaignEditor editor(*m_campaign);
    CampaignReader reader(m_campaign->database());
    const auto board = [&](const QString &name, const QString &fleet) {
        const Unit u = reader.unit(m_units.value(name));
        QJsonObject a = u.attributes;
        a.insert(u"aboard"_s, m_units.value(fleet));
        editor.editUnit(u.id, u.type, u.name, a);
    };
    board(u"Harald"_s, u"Royal fleet"_s);
    board(u"Thegn A"_s, u"Second fleet"_s);
    board(u"Thegn B"_s, u"Second fleet"_s);
}

void TestAboard::recordedCargoIsCarried()
{
    // The same battle as panicAndSpoilsCountHisLeadership, the fleets placed without naming their cargo: each takes
    // the land units the campaign records aboard it (§17.16), so Harald commands from the royal fleet (§18.4) and
    // the panic level counts his leadership: 3 + 2, 2 + 2, Thegn C 2 = 11, halved and rounded up 6 (§15.16).
    embarkAll();
    BattleBoard board(*m_campaign);
    for (const auto &[name, box] : {std::pair{u"Edwin"_s, BattleBox::Centre}, std::pair{u"Fyrd"_s, BattleBox::Left},
                                    std::pair{u"Royal fleet"_s, BattleBox::Centre},
                                    std::pair{u"Second fleet"_s, BattleBox::Left},
                                    std::pair{u"Thegn C"_s, BattleBox::Right}}) {
        QString id;
        board.placeCampaignUnit(m_units.value(name), box, {}, &id);
        m_board.insert(name, id);
    }
    const BattleState state = board.state(); // a copy: the pointer below points into it
    const BattleUnit *royal = state.unit(m_board.value(u"Royal fleet"_s));
    QCOMPARE(royal->carried, QList<qint64>{m_units.value(u"Harald"_s)});
    QVERIFY(royal->hasKing());
    QCOMPARE(board.state().unit(m_board.value(u"Second fleet"_s))->attack, 4);
    // Every unit of the square is on the board: the thegns aboard count as placed with their fleet.
    board.chooseCommander(1, m_board.value(u"Edwin"_s));
    QVERIFY(refusal([&] { board.chooseCommander(0, m_board.value(u"Thegn C"_s)); }).contains(u"§18.3"_s));
    board.chooseCommander(0, m_board.value(u"Royal fleet"_s));
    board.rollLength(QList<int>{3});
    QCOMPARE(board.state().sides[0].startValue, 11);
    QCOMPARE(*board.state().sides[0].panicLevel, 6);
}

void TestAboard::givenCargoOverridesTheRecord()
{
    // On a coast or a river the player chooses who fights aboard (§17.14): carrying given, even empty, overrides
    // the record, and the board's working says so. The second fleet fights empty, its thegns on their own.
    embarkAll();
    BattleBoard board(*m_campaign);
    board.placeCampaignUnit(m_units.value(u"Edwin"_s), BattleBox::Centre);
    board.placeCampaignUnit(m_units.value(u"Fyrd"_s), BattleBox::Left);
    QString id;
    board.placeWithCargo(m_units.value(u"Second fleet"_s), BattleBox::Left, QList<qint64>{}, &id);
    QVERIFY(board.state().unit(id)->carried.isEmpty());
    QCOMPARE(board.state().unit(id)->attack, 0);
    QString text;
    const QList<BattleJournalEntry> journal = board.journal(); // a copy: the loop must not outlive it
    for (const ExplanationStep &step : journal.last().steps)
        text += step.text + u" ("_s + step.ruleRef + u") "_s;
    QVERIFY2(text.contains(u"17.14"_s) && text.contains(u"Thegn A"_s) && text.contains(u"Thegn B"_s),
             qPrintable(text));
    board.placeCampaignUnit(m_units.value(u"Thegn A"_s), BattleBox::Right);
}

QTEST_GUILESS_MAIN(TestAboard)
#include "tst_aboard.moc"
