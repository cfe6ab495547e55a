// The 1066 campaign turn on the scenario with three players (Britons neutral): the sequence of play
// through every player's turn (§3.2), twelve turns (§27.2), the initiative bid from the hands (§6),
// a force moving face down (§7.1) and a violated neutral taken over by another player (§4.4–4.5).
#include <functional>

#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "common/clirun.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/handactions.h"
#include "containers/markercatalog.h"
#include "log/actionlog.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestTurn1066 : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_campaign.reset(); }
    void scenarioAsTheRulesSetItUp();
    void everyPlayerHasHisTurn();
    void twelveTurnsUnlessExtended();
    void initiativeSpendsTheBids();
    void papalInterventionWinsOutright();
    void moveIntoANeutral();
    void neutralsDrawNothing();
    void cometRedrawsFirstPlayerLast();

private:
    StepResult step(const QString &id, const QJsonObject &fields, const QJsonObject &dice = {});
    QString clock();
    qint64 side(const QString &name) { return CampaignReader(m_campaign->database()).sideByName(name).id; }
    int gold(const QString &name);
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
};

void TestTurn1066::init()
{
    static int n = 0;
    const QString path = m_dir.filePath(u"turn%1.reeve"_s.arg(++n));
    const ReeveTest::CliRun made = ReeveTest::runCli({u"new"_s, u"1066"_s, path, u"--scenario"_s, u"1066"_s,
                                                      u"--sides"_s, u"Normans,Anglo-Saxons,Vikings"_s},
                                                     u"reeve-turn-1066-test"_s);
    QVERIFY2(made.code == 0, made.err.constData());
    m_campaign = Campaign::open(path);
}

StepResult TestTurn1066::step(const QString &id, const QJsonObject &fields, const QJsonObject &dice)
{
    return StepRunner(*m_campaign)
            .run(StepRegistry::standard().get(u"1066"_s, id), fields, dice, StepRunner::Mode::Apply);
}

QString TestTurn1066::clock()
{
    CampaignReader reader(m_campaign->database());
    const ClockState c = reader.clock();
    return u"%1 %2 %3"_s.arg(c.turn).arg(c.phase, c.activeSide ? reader.side(c.activeSide).name : u"-"_s);
}

int TestTurn1066::gold(const QString &name)
{
    ContainerReader reader(m_campaign->database());
    int n = 0;
    for (const ContainerMarker &m : reader.state(reader.find().id).hand(side(name)))
        n += m.kind == u"Gold Point"_s ? 1 : 0;
    return n;
}

void TestTurn1066::scenarioAsTheRulesSetItUp()
{
    CampaignReader reader(m_campaign->database());
    // §2.9: green, red, blue and orange (Reeve's shades of those colours).
    const QMap<QString, QString> colours{{u"Anglo-Saxons"_s, u"#2e7d32"_s},
                                         {u"Normans"_s, u"#b22222"_s},
                                         {u"Vikings"_s, u"#1f4e9c"_s},
                                         {u"Britons"_s, u"#e67e22"_s}};
    for (auto it = colours.begin(); it != colours.end(); ++it)
        QCOMPARE(reader.sideByName(it.key()).colour, it.value());
    // §2.10: every power but the Britons has a king: Harold, William, Harald; Malcolm is a leader only.
    QStringList kings, leaders;
    QMap<QString, int> units;
    for (const Unit &u : reader.units()) {
        ++units[reader.side(u.sideId).name];
        if (u.attributes.value(u"king"_s).toBool())
            kings << u.name;
        else if (u.attributes.value(u"leader"_s).toBool())
            leaders << u.name;
    }
    kings.sort();
    leaders.sort();
    QCOMPARE(kings, (QStringList{u"Harald"_s, u"Harold"_s, u"William"_s}));
    QCOMPARE(leaders, (QStringList{u"Alan"_s, u"Malcolm"_s, u"Morcar/Edwin"_s, u"Odo"_s}));
    // §27.5-27.8: Normans 3 leaders + 2 knights + 8 fyrd + 1 fleet; Anglo-Saxons Harold, Morcar/Edwin,
    // 2 housecarls, 18 fyrd, 1 fleet; Vikings Harald, 3 thegns, 3 fleets; Britons Malcolm and 7 fyrd.
    QCOMPARE(units.value(u"Normans"_s), 14);
    QCOMPARE(units.value(u"Anglo-Saxons"_s), 23);
    QCOMPARE(units.value(u"Vikings"_s), 7);
    QCOMPARE(units.value(u"Britons"_s), 8);
    // §27.2: twelve game turns.
    QCOMPARE(m_campaign->game().turns, 12);
}

void TestTurn1066::everyPlayerHasHisTurn()
{
    // §3.2: initiative, negotiations, then each player's seven phases in turn, then the end of the game turn.
    // No initiative was resolved, so the seating order stands: Normans, Anglo-Saxons, Vikings (Britons neutral,
    // no turn of their own, §4.3).
    QCOMPARE(clock(), u"1 Initiative -"_s);
    QVERIFY(!step(u"next-phase"_s, {}).refused());
    QCOMPARE(clock(), u"1 Negotiations -"_s);
    QStringList seen;
    for (int i = 0; i < 22; ++i) {
        QVERIFY(!step(u"next-phase"_s, {}).refused());
        if (clock().contains(u"Campaign markers"_s) || clock().contains(u"End of turn"_s))
            seen << clock();
    }
    QCOMPARE(seen, (QStringList{u"1 Campaign markers Normans"_s, u"1 Campaign markers Anglo-Saxons"_s,
                                u"1 Campaign markers Vikings"_s, u"1 End of turn -"_s}));
    QVERIFY(!step(u"next-phase"_s, {}).refused());
    QCOMPARE(clock(), u"2 Initiative -"_s); // February: one month passed
}

void TestTurn1066::twelveTurnsUnlessExtended()
{
    CampaignEditor(*m_campaign).setTurn(12, u"End of turn"_s);
    const qint64 before = m_campaign->log().lastSeq();
    const StepResult refused = step(u"next-phase"_s, {});
    QVERIFY(refused.refused());
    QVERIFY(refused.refusals.first().message.contains(u"§27.2"_s));
    QCOMPARE(m_campaign->log().lastSeq(), before); // nothing written
    QVERIFY(!step(u"next-phase"_s, {{u"extend"_s, true}}).refused());
    QCOMPARE(clock(), u"13 Initiative -"_s);
}

void TestTurn1066::initiativeSpendsTheBids()
{
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.name == u"Gold Point"_s           ? 4
                                  : kind.name == u"Papal Intervention"_s ? 1
                                                                         : 0});
    ContainerEditor(*m_campaign).compose(counts);
    ContainerDraws draws(*m_campaign);
    draws.pick(side(u"Normans"_s), u"Gold Point"_s);
    draws.pick(side(u"Normans"_s), u"Gold Point"_s);
    draws.pick(side(u"Vikings"_s), u"Gold Point"_s);
    // §6.1: a bid is made from the hand: the Anglo-Saxons hold no gold.
    const qint64 before = m_campaign->log().lastSeq();
    QVERIFY(step(u"initiative"_s, {{u"anglo_saxons"_s, 1}}).refused());
    QCOMPARE(m_campaign->log().lastSeq(), before);
    // Normans 2, Vikings 1, Anglo-Saxons 0: the Normans play first, the others clockwise (seating order).
    const StepResult r = step(u"initiative"_s, {{u"normans"_s, 2}, {u"vikings"_s, 1}});
    QVERIFY(!r.refused());
    QCOMPARE(r.outcome.value(u"order"_s).toString(), u"Normans, Anglo-Saxons, Vikings"_s);
    QCOMPARE(gold(u"Normans"_s), 0); // the bid gold went back to the pool (§6.1)
    QCOMPARE(gold(u"Vikings"_s), 0);
    ContainerReader reader(m_campaign->database());
    QCOMPARE(reader.state(reader.find().id).pool().size(), 5); // 4 gold and the Papal Intervention
    QVERIFY(step(u"initiative"_s, {}).refused());              // once per game turn
}

void TestTurn1066::papalInterventionWinsOutright()
{
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.name == u"Gold Point"_s           ? 4
                                  : kind.name == u"Papal Intervention"_s ? 1
                                                                         : 0});
    ContainerEditor(*m_campaign).compose(counts);
    ContainerDraws draws(*m_campaign);
    draws.pick(side(u"Normans"_s), u"Gold Point"_s);
    draws.pick(side(u"Normans"_s), u"Gold Point"_s);
    draws.pick(side(u"Vikings"_s), u"Papal Intervention"_s);
    // §6.3, §8.13: the Vikings' Papal Intervention beats the Normans' 2 gold; clockwise from the Vikings the
    // seating order (Normans, Anglo-Saxons, Vikings) gives Vikings, Normans, Anglo-Saxons.
    const StepResult r = step(u"initiative"_s, {{u"normans"_s, 2}, {u"papal"_s, u"Vikings"_s}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"order"_s).toString(), u"Vikings, Normans, Anglo-Saxons"_s);
    ContainerReader reader(m_campaign->database());
    QCOMPARE(reader.state(reader.find().id).hand(side(u"Vikings"_s)).size(), 0);
    // The order holds for the turn: after the negotiations the Vikings take the first player turn.
    step(u"next-phase"_s, {});
    step(u"next-phase"_s, {});
    QCOMPARE(clock(), u"1 Campaign markers Vikings"_s);
}

void TestTurn1066::moveIntoANeutral()
{
    for (int i = 0; i < 6; ++i)
        step(u"next-phase"_s, {}); // negotiations, then the Normans' phases up to movement
    QCOMPARE(clock(), u"1 Movement Normans"_s);
    CampaignReader reader(m_campaign->database());
    qint64 william = 0, boulogneFyrd = 0;
    for (const Unit &u : reader.units()) {
        if (u.name == u"William"_s)
            william = u.id;
        if (u.type == u"fyrd"_s && u.locationId == u"Boulogne"_s)
            boulogneFyrd = u.id;
    }
    // §14.3: only the phasing player moves.
    QVERIFY(step(u"map-move"_s, {{u"side"_s, u"Vikings"_s},
                                 {u"units"_s, QJsonArray{reader.units().last().id}},
                                 {u"to"_s, u"York"_s}})
                    .refused());
    // The fyrd of Boulogne marches into Carlisle, held by a neutral Briton fyrd (the referee judged the
    // distance). §4.4: the Britons become belligerent; §4.5, three players: a die picks one of the two
    // others, Anglo-Saxons or Vikings in seating order: 5 gives the second, the Vikings.
    const StepResult r = step(u"map-move"_s,
                              {{u"side"_s, u"Normans"_s},
                               {u"units"_s, QJsonArray{boulogneFyrd}},
                               {u"to"_s, u"Carlisle"_s}},
                              {{u"takeover"_s, QJsonArray{5}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    const Side britons = reader.sideByName(u"Britons"_s);
    QVERIFY(!britons.attributes.value(u"neutral"_s).toBool());
    QCOMPARE(britons.attributes.value(u"controlled_by"_s).toString(), u"Vikings"_s);
    QCOMPARE(reader.unit(boulogneFyrd).locationId, u"Carlisle"_s);
    // §7.1: the public texts of the move name neither the counter nor the squares.
    for (qint64 seq : r.entries) {
        const Action a = m_campaign->log().action(seq);
        QVERIFY2(!a.publicText.contains(u"Boulogne"_s) && !a.publicText.contains(u"Carlisle"_s)
                         && !a.publicText.contains(u"fyrd"_s),
                 qPrintable(a.publicText));
    }
    QVERIFY(william != 0);
    // One step, one undo: the Britons are neutral again and the fyrd back in Boulogne.
    m_campaign->log().undo();
    QVERIFY(reader.sideByName(u"Britons"_s).attributes.value(u"neutral"_s).toBool());
    QCOMPARE(reader.unit(boulogneFyrd).locationId, u"Boulogne"_s);
}

void TestTurn1066::neutralsDrawNothing()
{
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.isEvent() ? 0 : 2});
    ContainerEditor(*m_campaign).compose(counts);
    // §4.3: neutral powers receive no campaign markers, not even their §27.3 opening two.
    const qint64 before = m_campaign->log().lastSeq();
    ContainerDraws draws(*m_campaign);
    for (const auto &attempt : {std::function<void()>([&] { draws.draw(side(u"Britons"_s), 1); }),
                                std::function<void()>([&] { draws.opening(side(u"Britons"_s)); }),
                                std::function<void()>([&] { draws.pick(side(u"Britons"_s), u"Spy"_s); })}) {
        try {
            attempt();
            QFAIL("a neutral power drew a marker");
        } catch (const Failure &e) {
            QCOMPARE(e.kind(), Failure::Kind::BadInput);
            QVERIFY(e.message().contains(u"§4.3"_s));
        }
    }
    QCOMPARE(m_campaign->log().lastSeq(), before);
}

void TestTurn1066::cometRedrawsFirstPlayerLast()
{
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.name == u"Comet"_s ? 1 : kind.isEvent() ? 0 : 2});
    ContainerEditor(*m_campaign).compose(counts);
    // Without a Comet drawn there is nothing to implement (§8.13: it takes effect when it comes out).
    QVERIFY(step(u"comet"_s, {}).refused());
    // The Comet out of the pool for good, as a draw leaves it (§8.9), before the Vikings' draw.
    HandActions(*m_campaign).setAside(u"Comet"_s, 0, u"forever"_s);
    ContainerDraws(*m_campaign).draw(side(u"Vikings"_s), 5);
    // §8.13: every hand back to the pool; new hands of the §27.3 counts (Normans 6, Anglo-Saxons 4,
    // Vikings 3), the current first player (the Normans, first in seating order) drawing last; the neutral
    // Britons draw nothing (§4.3). No events in the pool, so every hand gets its full count.
    const StepResult r = step(u"comet"_s, {});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"drawing_order"_s).toString(), u"Anglo-Saxons, Vikings, Normans"_s);
    const QJsonObject received = r.outcome.value(u"received"_s).toObject();
    QCOMPARE(received.value(u"Normans"_s).toInt(), 6);
    QCOMPARE(received.value(u"Anglo-Saxons"_s).toInt(), 4);
    QCOMPARE(received.value(u"Vikings"_s).toInt(), 3);
    QVERIFY(!received.contains(u"Britons"_s));
    // Each side's log shows its own new hand, and only its own.
    int hands = 0;
    for (qint64 seq : r.entries) {
        const Action a = m_campaign->log().action(seq);
        if (a.kind != u"1066.comet-hand"_s)
            continue;
        ++hands;
        QCOMPARE(a.audience, Audience::Side);
        QVERIFY(a.privateText.contains(CampaignReader(m_campaign->database()).side(a.audienceSide).name));
    }
    QCOMPARE(hands, 3);
    // Once a game (§8.13).
    const StepResult again = step(u"comet"_s, {});
    QVERIFY(again.refused());
    QVERIFY2(again.refusals.first().message.contains(u"once a game"_s),
             qPrintable(again.refusals.first().message));
}

QTEST_GUILESS_MAIN(TestTurn1066)
#include "tst_turn1066.moc"
