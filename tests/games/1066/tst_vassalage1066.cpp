// The 1066 vassalage step on the scenario with three players (Britons neutral), every figure worked by
// hand from §11: markers spent from the hands and returned to the pool (§11.4), the §11.2 example, a
// success whose control is recorded and read by movement (§11.8), a king's square refused (§11.7), a
// neutral targeted turning belligerent (§4.4-4.5); and the clock command following the sequence of play.
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "common/clirun.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "containers/containerreader.h"
#include "containers/markercatalog.h"
#include "games/1066/turn/control1066.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestVassalage1066 : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_campaign.reset(); }
    void rulebookExampleFails();
    void successRecordsControl();
    void kingsSquareIsRefused();
    void onlyInOwnVassalagePhase();
    void neutralTargetTurnsBelligerent();
    void clockFollowsTheSequenceOfPlay();
    void setUpInTheAllowedSquares();
    void markersDueReadFromTheCampaign();
    void callToArmsOnceAGame();

private:
    StepResult step(const QString &id, const QJsonObject &fields, const QJsonObject &dice = {});
    void toVassalage(); ///< five next-phase steps: negotiations, then the Normans' phases up to vassalage
    qint64 side(const QString &name) { return CampaignReader(m_campaign->database()).sideByName(name).id; }
    qint64 unit(const QString &name);
    QStringList hand(const QString &name);
    int pool();
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Campaign> m_campaign;
};

void TestVassalage1066::init()
{
    static int n = 0;
    m_path = m_dir.filePath(u"vassal%1.reeve"_s.arg(++n));
    const ReeveTest::CliRun made = ReeveTest::runCli({u"new"_s, u"1066"_s, m_path, u"--scenario"_s, u"1066"_s,
                                                      u"--sides"_s, u"Normans,Anglo-Saxons,Vikings"_s},
                                                     u"reeve-vassal-1066-test"_s);
    QVERIFY2(made.code == 0, made.err.constData());
    m_campaign = Campaign::open(m_path);
    // A pool of three Vassalage 1, two Vassalage 2 and two Spy; nothing else, so no draw is an event.
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.name == u"Vassalage 1"_s   ? 3
                                  : kind.name == u"Vassalage 2"_s ? 2
                                  : kind.name == u"Spy"_s         ? 2
                                                                  : 0});
    ContainerEditor(*m_campaign).compose(counts);
    ContainerDraws draws(*m_campaign);
    draws.pick(side(u"Normans"_s), u"Vassalage 2"_s);
    draws.pick(side(u"Normans"_s), u"Vassalage 1"_s);
    draws.pick(side(u"Anglo-Saxons"_s), u"Vassalage 1"_s);
}

StepResult TestVassalage1066::step(const QString &id, const QJsonObject &fields, const QJsonObject &dice)
{
    return StepRunner(*m_campaign)
            .run(StepRegistry::standard().get(u"1066"_s, id), fields, dice, StepRunner::Mode::Apply);
}

void TestVassalage1066::toVassalage()
{
    for (int i = 0; i < 5; ++i)
        QVERIFY(!step(u"next-phase"_s, {}).refused());
    const ClockState c = CampaignReader(m_campaign->database()).clock();
    QCOMPARE(c.phase, u"Vassalage"_s);
    QCOMPARE(c.activeSide, side(u"Normans"_s));
}

qint64 TestVassalage1066::unit(const QString &name)
{
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.name == name)
            return u.id;
    return 0;
}

QStringList TestVassalage1066::hand(const QString &name)
{
    ContainerReader reader(m_campaign->database());
    QStringList kinds = ContainerState::kindNames(reader.state(reader.find().id).hand(side(name)));
    kinds.sort();
    return kinds;
}

int TestVassalage1066::pool()
{
    ContainerReader reader(m_campaign->database());
    return int(reader.state(reader.find().id).pool().size());
}

void TestVassalage1066::rulebookExampleFails()
{
    toVassalage();
    QCOMPARE(pool(), 4); // 7 composed, 3 picked
    // §11.2's example: the Normans commit 3 points (Vassalage 2 + Vassalage 1) against York, roll 1, 2, 2 = 5;
    // the Anglo-Saxons commit 1 point, roll one free die and one more, 4 + 2 = 6. 5 does not beat 6: the attempt
    // fails, the defender draws one marker, and all three committed markers go back to the pool (§11.4).
    const StepResult r = step(u"vassalage"_s,
                              {{u"side"_s, u"Normans"_s},
                               {u"square"_s, u"York"_s},
                               {u"markers"_s, QJsonArray{u"Vassalage 2"_s, u"Vassalage 1"_s}},
                               {u"defence"_s, QJsonArray{u"Vassalage 1"_s}}},
                              {{u"attacker"_s, QJsonArray{1, 2, 2}}, {u"defender"_s, QJsonArray{4, 2}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"attacker_total"_s).toInt(), 5);
    QCOMPARE(r.outcome.value(u"defender_total"_s).toInt(), 6);
    QCOMPARE(r.outcome.value(u"success"_s).toBool(), false);
    QCOMPARE(hand(u"Normans"_s), QStringList());
    QCOMPARE(hand(u"Anglo-Saxons"_s).size(), 1); // its Vassalage 1 returned, one marker drawn
    QCOMPARE(pool(), 4 + 3 - 1);
    // York stays Anglo-Saxon: no unit there carries another controller.
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.locationId == u"York"_s)
            QCOMPARE(Control1066::controller(u), side(u"Anglo-Saxons"_s));
    // The public log names neither the markers nor the units; the two players read the dice.
    bool attackerSaw = false, defenderSaw = false;
    for (qint64 seq : r.entries) {
        const Action a = m_campaign->log().action(seq);
        QVERIFY2(!a.publicText.contains(u"Morcar"_s) && !a.publicText.contains(u"Vassalage 2"_s),
                 qPrintable(a.publicText));
        if (a.privateText.contains(u"1, 2, 2"_s) || a.privateText.contains(u"= 5"_s)) {
            attackerSaw = attackerSaw || a.visibleTo(Audience::Side, side(u"Normans"_s));
            defenderSaw = defenderSaw || a.visibleTo(Audience::Side, side(u"Anglo-Saxons"_s));
            QVERIFY(!a.visibleTo(Audience::Side, side(u"Vikings"_s)));
        }
    }
    QVERIFY(attackerSaw);
    QVERIFY(defenderSaw);
}

void TestVassalage1066::successRecordsControl()
{
    toVassalage();
    // Vassalage 2 against York: 6 + 5 = 11 against the defender's one free die, 3. 11 beats 3: every unit in
    // York (Morcar/Edwin and the York fyrd) comes under Norman control (§11.8); the marker goes back (§11.4).
    const StepResult r = step(u"vassalage"_s,
                              {{u"side"_s, u"Normans"_s},
                               {u"square"_s, u"York"_s},
                               {u"markers"_s, QJsonArray{u"Vassalage 2"_s}}},
                              {{u"attacker"_s, QJsonArray{6, 5}}, {u"defender"_s, QJsonArray{3}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QVERIFY(r.outcome.value(u"success"_s).toBool());
    QCOMPARE(hand(u"Normans"_s), QStringList{u"Vassalage 1"_s});
    QCOMPARE(hand(u"Anglo-Saxons"_s), QStringList{u"Vassalage 1"_s}); // a defeated defender draws nothing
    CampaignReader reader(m_campaign->database());
    int inYork = 0;
    for (const Unit &u : reader.units()) {
        if (u.locationId != u"York"_s)
            continue;
        ++inYork;
        QCOMPARE(Control1066::controller(u), side(u"Normans"_s));
        QCOMPARE(u.sideId, side(u"Anglo-Saxons"_s)); // the owner stays (an eliminated vassal returns to him)
        QCOMPARE(u.attributes.value(u"vassal_since"_s).toInt(), 1);
    }
    QCOMPARE(inYork, 2);
    // Read by later steps: in the Normans' movement phase the Normans move Morcar/Edwin, the owner cannot.
    QVERIFY(!step(u"next-phase"_s, {}).refused());
    QVERIFY(step(u"map-move"_s, {{u"side"_s, u"Anglo-Saxons"_s},
                                 {u"units"_s, QJsonArray{unit(u"Morcar/Edwin"_s)}},
                                 {u"to"_s, u"Durham"_s}})
                    .refused());
    const StepResult moved = step(u"map-move"_s, {{u"side"_s, u"Normans"_s},
                                                  {u"units"_s, QJsonArray{unit(u"Morcar/Edwin"_s)}},
                                                  {u"to"_s, u"Lincoln"_s}});
    QVERIFY2(!moved.refused(), moved.refused() ? qPrintable(moved.refusals.first().message) : "");
    // Lincoln holds an Anglo-Saxon fyrd: the Normans' combat phase does not end before they fight there (§15.1).
    QVERIFY(!step(u"next-phase"_s, {}).refused());
    const StepResult stay = step(u"next-phase"_s, {});
    QVERIFY(stay.refused());
    QCOMPARE(stay.refusals.first().rule, u"1066 §15.1"_s);
    QVERIFY(stay.refusals.first().message.contains(u"Lincoln"_s));
    m_campaign->log().undo(); // back to the movement phase
    // Undo takes the move back, then the whole vassalage step: control, hands and pool as before.
    m_campaign->log().undo();
    m_campaign->log().undo();
    m_campaign->log().undo();
    QCOMPARE(Control1066::controller(reader.unit(unit(u"Morcar/Edwin"_s))), side(u"Anglo-Saxons"_s));
    QCOMPARE(hand(u"Normans"_s), (QStringList{u"Vassalage 1"_s, u"Vassalage 2"_s}));
}

void TestVassalage1066::kingsSquareIsRefused()
{
    toVassalage();
    // §11.7: Harold is in London; the attempt is cancelled and the markers stay in hand: nothing is written.
    const qint64 before = m_campaign->log().lastSeq();
    const StepResult r = step(u"vassalage"_s, {{u"side"_s, u"Normans"_s},
                                               {u"square"_s, u"London"_s},
                                               {u"markers"_s, QJsonArray{u"Vassalage 1"_s}}});
    QVERIFY(r.refused());
    QVERIFY(r.refusals.last().message.contains(u"Harold"_s));
    QCOMPARE(r.refusals.last().rule, u"1066 §11.7"_s);
    QCOMPARE(m_campaign->log().lastSeq(), before);
    QCOMPARE(hand(u"Normans"_s), (QStringList{u"Vassalage 1"_s, u"Vassalage 2"_s}));
    // Markers not in hand (§11.1), a Spy offered as vassalage points, and no marker at all (§11.3).
    QVERIFY(step(u"vassalage"_s, {{u"side"_s, u"Normans"_s},
                                  {u"square"_s, u"York"_s},
                                  {u"markers"_s, QJsonArray{u"Vassalage 2"_s, u"Vassalage 2"_s}}})
                    .refused());
    QVERIFY(step(u"vassalage"_s,
                 {{u"side"_s, u"Normans"_s}, {u"square"_s, u"York"_s}, {u"markers"_s, QJsonArray{u"Spy"_s}}})
                    .refused());
    QVERIFY(step(u"vassalage"_s,
                 {{u"side"_s, u"Normans"_s}, {u"square"_s, u"York"_s}, {u"markers"_s, QJsonArray{}}})
                    .refused());
    // Off-map boxes cannot be targeted (§21.6).
    QVERIFY(step(u"vassalage"_s, {{u"side"_s, u"Normans"_s},
                                  {u"square"_s, u"Norway"_s},
                                  {u"markers"_s, QJsonArray{u"Vassalage 1"_s}}})
                    .refused());
    QCOMPARE(m_campaign->log().lastSeq(), before);
}

void TestVassalage1066::onlyInOwnVassalagePhase()
{
    // At the Initiative phase, and in the Normans' vassalage phase for the Anglo-Saxons: refused (§11.2).
    const StepResult early = step(u"vassalage"_s, {{u"side"_s, u"Normans"_s},
                                                   {u"square"_s, u"York"_s},
                                                   {u"markers"_s, QJsonArray{u"Vassalage 1"_s}}});
    QVERIFY(early.refused());
    QCOMPARE(early.refusals.first().rule, u"1066 §11.2"_s);
    toVassalage();
    const StepResult other = step(u"vassalage"_s, {{u"side"_s, u"Anglo-Saxons"_s},
                                                   {u"square"_s, u"Rouen"_s},
                                                   {u"markers"_s, QJsonArray{u"Vassalage 1"_s}}});
    QVERIFY(other.refused());
    QCOMPARE(other.refusals.first().rule, u"1066 §11.2"_s);
}

void TestVassalage1066::neutralTargetTurnsBelligerent()
{
    toVassalage();
    // §4.4: vassalage declared on the neutral Britons' fyrd in Carlisle makes them belligerent; §4.5 with three
    // players: takeover die 2 gives the first other player in seating order, the Anglo-Saxons. The Britons hold
    // no markers: one free die. Normans Vassalage 1: 4 against 4, a tie holds (§11.2), the attempt fails.
    const StepResult r = step(u"vassalage"_s,
                              {{u"side"_s, u"Normans"_s},
                               {u"square"_s, u"Carlisle"_s},
                               {u"markers"_s, QJsonArray{u"Vassalage 1"_s}}},
                              {{u"attacker"_s, QJsonArray{4}},
                               {u"defender"_s, QJsonArray{4}},
                               {u"takeover"_s, QJsonArray{2}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"success"_s).toBool(), false);
    const Side britons = CampaignReader(m_campaign->database()).sideByName(u"Britons"_s);
    QVERIFY(!britons.attributes.value(u"neutral"_s).toBool());
    QCOMPARE(britons.attributes.value(u"controlled_by"_s).toString(), u"Anglo-Saxons"_s);
    QCOMPARE(hand(u"Britons"_s).size(), 1); // now a belligerent power, it draws its defender's marker
    // Still a three-player game: the holding limit stays 12 for every hand (§8.6), the Britons' included.
    ContainerReader containers(m_campaign->database());
    QCOMPARE(containers.holdingLimit(containers.find().id, side(u"Vikings"_s)), 12);
    QCOMPARE(containers.holdingLimit(containers.find().id, side(u"Britons"_s)), 12);
}

void TestVassalage1066::clockFollowsTheSequenceOfPlay()
{
    // `reeve-cli clock FILE next` and the window's Next Phase run the same next-phase step (§3.2): after the
    // negotiations comes the first player's campaign-marker phase with the Normans to play, not a bare phase.
    m_campaign.reset();
    const auto next = [this] {
        return ReeveTest::runCli({u"clock"_s, m_path, u"next"_s, u"--json"_s}, u"reeve-vassal-1066-test"_s);
    };
    QCOMPARE(next().code, 0);
    const ReeveTest::CliRun second = next();
    QVERIFY2(second.code == 0, second.err.constData());
    const QJsonObject shown = QJsonDocument::fromJson(second.out).object();
    QCOMPARE(shown.value(u"phase"_s).toString(), u"Campaign markers"_s);
    QCOMPARE(shown.value(u"active_side"_s).toString(), u"Normans"_s);
    m_campaign = Campaign::open(m_path);
    for (int i = 0; i < 7; ++i)
        CampaignEditor(*m_campaign).advancePhase();
    CampaignReader reader(m_campaign->database());
    QCOMPARE(reader.clock().phase, u"Campaign markers"_s);
    QCOMPARE(reader.side(reader.clock().activeSide).name, u"Anglo-Saxons"_s);
    // At the end of the twelfth turn the clock refuses to go on, exit 2, nothing written (§27.2).
    CampaignEditor(*m_campaign).setTurn(12, u"End of turn"_s);
    m_campaign.reset();
    const ReeveTest::CliRun last = next();
    QCOMPARE(last.code, 2);
    QVERIFY(last.err.contains("27.2"));
}

void TestVassalage1066::setUpInTheAllowedSquares()
{
    CampaignReader reader(m_campaign->database());
    qint64 housecarl = 0;
    for (const Unit &u : reader.units())
        if (u.type == u"housecarl"_s && u.locationId.isEmpty() && u.sideId == side(u"Anglo-Saxons"_s))
            housecarl = u.id;
    QVERIFY(housecarl != 0);
    const auto deploy = [&](const QString &power, const QJsonValue &unitRef, const QString &square,
                            bool together = false) {
        return step(u"deploy"_s, {{u"side"_s, power},
                                  {u"unit"_s, unitRef},
                                  {u"square"_s, square},
                                  {u"simultaneous"_s, together}});
    };
    const qint64 before = m_campaign->log().lastSeq();
    // §27.5: William sets up in one of eight Norman squares; York is not one of them.
    StepResult r = deploy(u"Normans"_s, u"William"_s, u"York"_s);
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §27.5"_s);
    QVERIFY(r.refusals.first().message.contains(u"Dives-sur-Mer"_s));
    // §27.4: the Anglo-Saxons wait while the Normans have counters to place; a Norman cannot place theirs.
    r = deploy(u"Anglo-Saxons"_s, housecarl, u"London"_s);
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §27.4"_s);
    QVERIFY(deploy(u"Normans"_s, housecarl, u"London"_s).refused());
    QCOMPARE(m_campaign->log().lastSeq(), before);
    // In Rouen William is placed, face down: the public line names neither him nor the square.
    r = deploy(u"Normans"_s, u"William"_s, u"Rouen"_s);
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(reader.unit(unit(u"William"_s)).locationId, u"Rouen"_s);
    for (qint64 seq : r.entries) {
        const Action a = m_campaign->log().action(seq);
        QVERIFY2(!a.publicText.contains(u"William"_s) && !a.publicText.contains(u"Rouen"_s),
                 qPrintable(a.publicText));
    }
    QVERIFY(deploy(u"Normans"_s, u"William"_s, u"Bayeux"_s).refused()); // already on the map
    // §27.4's other reading, chosen: the players set up together.
    QVERIFY(!deploy(u"Anglo-Saxons"_s, housecarl, u"London"_s, true).refused());
    // Once play starts, nothing more is set up (§27.1).
    QVERIFY(!step(u"next-phase"_s, {}).refused());
    QCOMPARE(deploy(u"Normans"_s, u"Odo"_s, u"Rouen"_s).refusals.first().rule, u"1066 §27.1"_s);
}

void TestVassalage1066::markersDueReadFromTheCampaign()
{
    // The map's printed values are not in our sources: the referee enters them. Leaders William 3, Odo 2,
    // Alan 1, Morcar/Edwin 1; feudal values Rouen 3, York 2, every other Norman town 1.
    CampaignEditor editor(*m_campaign);
    CampaignReader reader(m_campaign->database());
    for (const auto &[name, value] :
         {std::pair{u"William"_s, 3}, {u"Odo"_s, 2}, {u"Alan"_s, 1}, {u"Morcar/Edwin"_s, 1}}) {
        const Unit u = reader.unit(unit(name));
        QJsonObject attributes = u.attributes;
        attributes.insert(u"leader"_s, value);
        editor.editUnit(u.id, u.type, u.name, attributes);
    }
    for (const QString &town : {u"Boulogne"_s, u"St. Valery"_s, u"Rouen"_s, u"Dives-sur-Mer"_s, u"Bayeux"_s,
                                u"Cherbourg"_s, u"Avranches"_s, u"Treguier"_s, u"York"_s}) {
        const Location l = reader.location(town);
        QJsonObject attributes = l.attributes;
        attributes.insert(u"feudal"_s, town == u"Rouen"_s ? 3 : town == u"York"_s ? 2 : 1);
        editor.editLocation(l.id, l.name, l.kind, attributes);
    }
    // Bayeux is pillaged; an Anglo-Saxon fyrd shares Cherbourg; York's force is a Norman vassal (§11.8).
    editor.placeMarker(u"Bayeux"_s, u"Pillaged"_s);
    for (const Unit &u : reader.units())
        if (u.locationId == u"Durham"_s)
            editor.moveUnit(u.id, u"Cherbourg"_s);
    {
        ActionWriter writer(m_campaign->log());
        Control1066::takeControl(writer,
                                 Control1066::controlledIn(m_campaign->database(), u"York"_s,
                                                           side(u"Anglo-Saxons"_s)),
                                 side(u"Normans"_s), 1);
        writer.commit(u"test.control"_s, u"York's force under Norman control"_s);
    }
    QVERIFY(step(u"campaign-markers"_s, {{u"side"_s, u"Normans"_s}}).refused()); // not their phase yet
    QVERIFY(!step(u"next-phase"_s, {}).refused());
    QVERIFY(!step(u"next-phase"_s, {}).refused());
    // §8.4-8.5 by hand: leaders 3 + 2 + 1 + 1 = 7; towns Boulogne 1, St. Valery 1, Rouen 3, Dives-sur-Mer 1,
    // Avranches 1, Treguier 1, York 2 = 10 (Bayeux pillaged and Cherbourg shared count 0); Normandy, always the
    // Normans' though nobody is there (§21.1), 5 (§21.8): 22 / 5 rounded up = 5.
    // Hand 2 + 5 is within the three-player limit of 12 (§8.6): nothing returned first.
    const StepResult r = step(u"campaign-markers"_s, {{u"side"_s, u"Normans"_s}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"markers"_s).toInt(), 5);
    QCOMPARE(r.outcome.value(u"players"_s).toInt(), 3);
    QCOMPARE(r.outcome.value(u"limit"_s).toInt(), 12);
    QCOMPARE(r.outcome.value(u"return_first"_s).toInt(), 0);
    const QJsonObject worth = r.outcome.value(u"worth"_s).toObject();
    int towns = 0, leaders = 0;
    for (const QJsonValue &v : worth.value(u"towns"_s).toArray())
        towns += v.toInt();
    for (const QJsonValue &v : worth.value(u"leaders"_s).toArray())
        leaders += v.toInt();
    QCOMPARE(leaders, 7);
    QCOMPARE(towns, 10);
    QCOMPARE(worth.value(u"counting_zero"_s).toArray().size(), 2);
    QCOMPARE(hand(u"Normans"_s).size(), 6);
    QCOMPARE(pool(), 0);
}

void TestVassalage1066::callToArmsOnceAGame()
{
    for (int i = 0; i < 4; ++i)
        QVERIFY(!step(u"next-phase"_s, {}).refused()); // the Normans' recruiting phase
    // §10.3: one die; William is not on the map yet (not set up) and no enemy holds a Norman town: 4 points.
    StepResult r = step(u"call-to-arms"_s, {{u"side"_s, u"Normans"_s}}, {{u"dice"_s, QJsonArray{4}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"points"_s).toInt(), 4);
    QCOMPARE(r.outcome.value(u"king_value"_s).toInt(), 0);
    r = step(u"call-to-arms"_s, {{u"side"_s, u"Normans"_s}}, {{u"dice"_s, QJsonArray{4}}});
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §10.3"_s);
    // The Anglo-Saxons' recruiting phase: a Norman fyrd now holds Hastings, an Anglo-Saxon town at the start of
    // play, and Harold (leader 2) is in London: 3 + 5 + 2 = 10 points.
    for (int i = 0; i < 7; ++i)
        QVERIFY(!step(u"next-phase"_s, {}).refused());
    CampaignEditor editor(*m_campaign);
    CampaignReader reader(m_campaign->database());
    for (const Unit &u : reader.units())
        if (u.locationId == u"Boulogne"_s)
            editor.moveUnit(u.id, u"Hastings"_s);
    const Unit harold = reader.unit(unit(u"Harold"_s));
    QJsonObject attributes = harold.attributes;
    attributes.insert(u"leader"_s, 2);
    editor.editUnit(harold.id, harold.type, harold.name, attributes);
    QVERIFY(step(u"call-to-arms"_s, {{u"side"_s, u"Anglo-Saxons"_s}}, {{u"dice"_s, QJsonArray{3}}}).refused());
    r = step(u"call-to-arms"_s, {{u"side"_s, u"Anglo-Saxons"_s}}, {{u"dice"_s, QJsonArray{3, 5}}});
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"points"_s).toInt(), 10);
    QCOMPARE(r.outcome.value(u"towns_lost"_s).toArray(), QJsonArray{u"Hastings"_s});
    QCOMPARE(reader.sideByName(u"Anglo-Saxons"_s).attributes.value(u"call_to_arms"_s).toInt(), 1);
    for (qint64 seq : r.entries)
        QVERIFY(!m_campaign->log().action(seq).publicText.contains(u"Hastings"_s));
}

QTEST_GUILESS_MAIN(TestVassalage1066)
#include "tst_vassalage1066.moc"
