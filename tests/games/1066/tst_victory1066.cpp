// The 1066 victory step on the scenario with three players (Britons neutral), every figure read from the
// campaign and worked by hand from §23: vassals counted for their controller (§23.4, §11.8), pillaged and
// shared squares at 0, a king in a large town in Britain of value 2 or 3, the Norman homeland outside
// Britain, a coalition with a neutral turned belligerent (§4.5) and Tostig as the king (§18.10), the end of
// the game or an agreement required (§23.1, §22.2), and the map's missing figures named (exit 3). And the Tostig
// marker (§8.13, §18.10): played from the hand in the power's recruiting phase, Tostig placed under its control.
// The map's printed values are not in our sources: the figures below are entered for the test (house).
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/ruleoptions.h"
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

class TestVictory1066 : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_campaign.reset(); }
    void vassalsCountForTheirController();
    void oneTownShortAndNobodyWins();
    void normanHomelandIsNotBritain();
    void coalitionWithTostig();
    void refusedBeforeTheEnd();
    void missingFiguresNamed();
    void tostigPlayedFromTheHand();
    void britonVictoryAsTheCampaignChose();

private:
    StepResult victory(bool agreed = false);
    void figures(const QString &square, int feudal, bool large = false);
    void vassal(const QString &square, const QString &to);
    void endOfGame() { CampaignEditor(*m_campaign).setTurn(12, u"End of turn"_s); }
    qint64 side(const QString &name) { return CampaignReader(m_campaign->database()).sideByName(name).id; }
    qint64 unit(const QString &name);
    QJsonObject standing(const StepResult &r, const QString &player);
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Campaign> m_campaign;
};

void TestVictory1066::init()
{
    static int n = 0;
    m_path = m_dir.filePath(u"victory%1.reeve"_s.arg(++n));
    const ReeveTest::CliRun made = ReeveTest::runCli({u"new"_s, u"1066"_s, m_path, u"--scenario"_s, u"1066"_s,
                                                      u"--sides"_s, u"Normans,Anglo-Saxons,Vikings"_s},
                                                     u"reeve-victory-1066-test"_s);
    QVERIFY2(made.code == 0, made.err.constData());
    m_campaign = Campaign::open(m_path);
    // Every town at 1 unless a test says otherwise; London a large town of value 3.
    CampaignReader reader(m_campaign->database());
    for (const Location &l : reader.locations())
        if (l.attributes.value(u"town"_s).toBool())
            figures(l.id, 1);
    figures(u"London"_s, 3, true);
}

StepResult TestVictory1066::victory(bool agreed)
{
    QJsonObject fields;
    if (agreed)
        fields.insert(u"agreed"_s, true);
    return StepRunner(*m_campaign)
            .run(StepRegistry::standard().get(u"1066"_s, u"victory"_s), fields, {}, StepRunner::Mode::Apply);
}

void TestVictory1066::figures(const QString &square, int feudal, bool large)
{
    const Location l = CampaignReader(m_campaign->database()).location(square);
    QJsonObject attributes = l.attributes;
    attributes.insert(u"feudal"_s, feudal);
    attributes.insert(u"large_town"_s, large);
    CampaignEditor(*m_campaign).editLocation(l.id, l.name, l.kind, attributes);
}

void TestVictory1066::vassal(const QString &square, const QString &to)
{
    ActionWriter writer(m_campaign->log());
    Control1066::takeControl(writer,
                             Control1066::controlledIn(m_campaign->database(), square,
                                                       side(u"Anglo-Saxons"_s)),
                             side(to), 5);
    writer.commit(u"test.control"_s, u"a force under another player's control"_s);
}

qint64 TestVictory1066::unit(const QString &name)
{
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.name == name)
            return u.id;
    return 0;
}

QJsonObject TestVictory1066::standing(const StepResult &r, const QString &player)
{
    for (const QJsonValue &v : r.outcome.value(u"standings"_s).toArray())
        if (v.toObject().value(u"player"_s).toString() == player)
            return v.toObject();
    return {};
}

void TestVictory1066::vassalsCountForTheirController()
{
    // Norman towns: Rouen 3, the seven others 2; York a large town of value 2, Lincoln 3, Nottingham 2.
    for (const QString &t : {u"Boulogne"_s, u"St. Valery"_s, u"Dives-sur-Mer"_s, u"Bayeux"_s, u"Cherbourg"_s,
                             u"Avranches"_s, u"Treguier"_s})
        figures(t, 2);
    figures(u"Rouen"_s, 3);
    figures(u"York"_s, 2, true);
    figures(u"Lincoln"_s, 3);
    figures(u"Nottingham"_s, 2);
    CampaignEditor editor(*m_campaign);
    // Bayeux is pillaged; the Durham fyrd stands in Cherbourg beside the Norman fyrd (shared, 0 to both, §8.4);
    // York, Lincoln and Nottingham went to the Normans by vassalage (§11.8); William stands in York with them.
    editor.placeMarker(u"Bayeux"_s, u"Pillaged"_s);
    for (const Unit &u : CampaignReader(m_campaign->database()).units())
        if (u.locationId == u"Durham"_s)
            editor.moveUnit(u.id, u"Cherbourg"_s);
    vassal(u"York"_s, u"Normans"_s);
    vassal(u"Lincoln"_s, u"Normans"_s);
    vassal(u"Nottingham"_s, u"Normans"_s);
    editor.moveUnit(unit(u"William"_s), u"York"_s);
    endOfGame();
    // By hand (§23.2, §23.4): Normans Boulogne 2 + St. Valery 2 + Rouen 3 + Dives-sur-Mer 2 + Avranches 2 +
    // Treguier 2 = 13, Bayeux and Cherbourg 0; vassals York 2 + Lincoln 3 + Nottingham 2 = 7; 20 in all, and
    // William in York, a large town in Britain of printed value 2: the Normans win.
    // Anglo-Saxons: London 3 + Stamford, Chester, Norwich, Hereford, Worcester, Oxford, Bath, Winchester,
    // Canterbury, Exeter, Southampton, Hastings, Dover at 1 = 16; Harold in London, but 16 < 20.
    // Vikings: Norway is an off-map box (0), Harald is in no town: 0.
    const qint64 before = m_campaign->log().lastSeq();
    const StepResult r = victory();
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"winners"_s).toArray(), QJsonArray{u"Normans"_s});
    QCOMPARE(standing(r, u"Normans"_s).value(u"feudal"_s).toInt(), 20);
    QVERIFY(standing(r, u"Normans"_s).value(u"king_in_place"_s).toBool());
    QCOMPARE(standing(r, u"Anglo-Saxons"_s).value(u"feudal"_s).toInt(), 16);
    QVERIFY(standing(r, u"Anglo-Saxons"_s).value(u"king_in_place"_s).toBool());
    QVERIFY(!standing(r, u"Anglo-Saxons"_s).value(u"wins"_s).toBool());
    QCOMPARE(standing(r, u"Vikings"_s).value(u"feudal"_s).toInt(), 0);
    const QJsonObject normans = r.outcome.value(u"squares"_s).toObject().value(u"Normans"_s).toObject();
    QVERIFY(normans.value(u"counting_zero"_s).toArray().contains(u"Bayeux (pillaged)"_s));
    QVERIFY(normans.value(u"counting_zero"_s).toArray().contains(u"Cherbourg (shared)"_s));
    // One public entry names the winner, not the squares.
    bool named = false;
    for (qint64 seq : r.entries) {
        const Action a = m_campaign->log().action(seq);
        QVERIFY2(!a.publicText.contains(u"York"_s) && !a.publicText.contains(u"William"_s),
                 qPrintable(a.publicText));
        named = named || a.publicText.contains(u"Normans win"_s);
    }
    QVERIFY(named);
    QVERIFY(m_campaign->log().lastSeq() > before);
}

void TestVictory1066::oneTownShortAndNobodyWins()
{
    // The Anglo-Saxons as set up: London 3 + seventeen towns at 1 = 20 with Harold in London: they win. With
    // Dover pillaged 19: short by one, and nobody else comes near, so everyone loses (§23.3).
    endOfGame();
    StepResult r = victory();
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(r.outcome.value(u"winners"_s).toArray(), QJsonArray{u"Anglo-Saxons"_s});
    QCOMPARE(standing(r, u"Anglo-Saxons"_s).value(u"feudal"_s).toInt(), 20);
    m_campaign->log().undo();
    CampaignEditor(*m_campaign).placeMarker(u"Dover"_s, u"Pillaged"_s);
    r = victory();
    QCOMPARE(standing(r, u"Anglo-Saxons"_s).value(u"feudal"_s).toInt(), 19);
    QVERIFY(r.outcome.value(u"winners"_s).toArray().isEmpty());
    // Harold eliminated instead: 20 points but no king (§23.2's first condition).
    m_campaign->log().undo();
    m_campaign->log().undo(); // the pillage marker
    CampaignEditor(*m_campaign).eliminateUnit(unit(u"Harold"_s));
    r = victory();
    QCOMPARE(standing(r, u"Anglo-Saxons"_s).value(u"feudal"_s).toInt(), 20);
    QVERIFY(!standing(r, u"Anglo-Saxons"_s).value(u"king_in_place"_s).toBool());
    QVERIFY(r.outcome.value(u"winners"_s).toArray().isEmpty());
}

void TestVictory1066::normanHomelandIsNotBritain()
{
    // William in Rouen, entered as a large town of value 3, with 20 Norman points (Rouen 3, the seven others
    // 2, plus York's vassal force at 3): Rouen lies outside Britain (§27.5's homeland, Reeve's reading where
    // the square records nothing), so the Normans do not win; a referee who records britain=true decides.
    for (const QString &t : {u"Boulogne"_s, u"St. Valery"_s, u"Dives-sur-Mer"_s, u"Bayeux"_s, u"Cherbourg"_s,
                             u"Avranches"_s, u"Treguier"_s})
        figures(t, 2);
    figures(u"Rouen"_s, 3, true);
    figures(u"York"_s, 3);
    vassal(u"York"_s, u"Normans"_s);
    CampaignEditor(*m_campaign).moveUnit(unit(u"William"_s), u"Rouen"_s);
    endOfGame();
    StepResult r = victory();
    QCOMPARE(standing(r, u"Normans"_s).value(u"feudal"_s).toInt(), 3 + 7 * 2 + 3);
    QVERIFY(!standing(r, u"Normans"_s).value(u"king_in_place"_s).toBool());
    QVERIFY(!r.outcome.value(u"winners"_s).toArray().contains(u"Normans"_s));
    m_campaign->log().undo();
    const Location rouen = CampaignReader(m_campaign->database()).location(u"Rouen"_s);
    QJsonObject attributes = rouen.attributes;
    attributes.insert(u"britain"_s, true);
    CampaignEditor(*m_campaign).editLocation(rouen.id, rouen.name, rouen.kind, attributes);
    r = victory();
    QVERIFY(r.outcome.value(u"winners"_s).toArray().contains(u"Normans"_s));
}

void TestVictory1066::coalitionWithTostig()
{
    // The Normans violate the Britons; takeover die 5 gives them to the second other player in seating order,
    // the Vikings (§4.5). Britons' towns: Edinburgh 3, the six others 2 = 15. The Durham and Lincoln fyrds are
    // eliminated and two Viking thegns stand there (Durham a large town of value 3, Lincoln 2): 5. Tostig,
    // played by the Vikings, stands in Durham: a king for victory (§18.10). The Vikings' player: 15 + 5 = 20
    // with Tostig in place: he wins with two powers together (§23.4). Harald stays in Norway.
    Control1066::makeBelligerent(*m_campaign, {side(u"Britons"_s)}, side(u"Normans"_s),
                                 {{u"takeover"_s, QJsonArray{5}}}, u"attacks the force"_s);
    QCOMPARE(Control1066::playerOf(m_campaign->database(), side(u"Britons"_s)), side(u"Vikings"_s));
    for (const QString &t :
         {u"Linlithgow"_s, u"Ayr"_s, u"Dumfries"_s, u"Carlisle"_s, u"Aberystwyth"_s, u"Llandaff"_s})
        figures(t, 2);
    figures(u"Edinburgh"_s, 3, true);
    figures(u"Durham"_s, 3, true);
    figures(u"Lincoln"_s, 2);
    CampaignEditor editor(*m_campaign);
    QList<qint64> thegns;
    for (const Unit &u : CampaignReader(m_campaign->database()).units()) {
        if (u.locationId == u"Durham"_s || u.locationId == u"Lincoln"_s)
            editor.eliminateUnit(u.id);
        if (u.sideId == side(u"Vikings"_s) && u.type == u"thegn"_s && u.name.isEmpty())
            thegns << u.id;
    }
    editor.moveUnit(thegns.at(0), u"Durham"_s);
    editor.moveUnit(thegns.at(1), u"Lincoln"_s);
    qint64 tostig = 0;
    editor.addUnit(side(u"Vikings"_s), u"huscarl"_s, u"Tostig"_s, u"Durham"_s,
                   {{u"leader"_s, 1}, {u"tostig"_s, true}}, &tostig);
    endOfGame();
    StepResult r = victory();
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    const QJsonObject vikings = standing(r, u"Vikings"_s);
    QCOMPARE(vikings.value(u"powers"_s).toArray(), (QJsonArray{u"Vikings"_s, u"Britons"_s}));
    QCOMPARE(vikings.value(u"feudal"_s).toInt(), 20);
    QVERIFY(vikings.value(u"king_in_place"_s).toBool());
    QVERIFY(r.outcome.value(u"winners"_s).toArray().contains(u"Vikings"_s));
    // The Anglo-Saxons lost Durham and Lincoln: London 3 + fifteen towns at 1 = 18.
    QCOMPARE(standing(r, u"Anglo-Saxons"_s).value(u"feudal"_s).toInt(), 18);
    // Without Tostig the Vikings have no king in a qualifying town.
    m_campaign->log().undo();
    editor.eliminateUnit(tostig);
    r = victory();
    QVERIFY(!standing(r, u"Vikings"_s).value(u"king_in_place"_s).toBool());
    QVERIFY(r.outcome.value(u"winners"_s).toArray().isEmpty());
}

void TestVictory1066::refusedBeforeTheEnd()
{
    // Game turn 1: refused, nothing written (§23.1); the players may end it by agreement (§22.2).
    const qint64 before = m_campaign->log().lastSeq();
    StepResult r = victory();
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §23.1"_s);
    QCOMPARE(m_campaign->log().lastSeq(), before);
    CampaignEditor(*m_campaign).setTurn(12, u"Pillage"_s);
    QVERIFY(victory().refused()); // the last turn is not over yet
    QVERIFY(!victory(true).refused());
}

void TestVictory1066::missingFiguresNamed()
{
    // A king's square whose large-town status is not entered, and an occupied town without its feudal value:
    // exit 3 naming both, nothing written.
    const Location london = CampaignReader(m_campaign->database()).location(u"London"_s);
    QJsonObject attributes = london.attributes;
    attributes.remove(u"large_town"_s);
    CampaignEditor(*m_campaign).editLocation(london.id, london.name, london.kind, attributes);
    const Location york = CampaignReader(m_campaign->database()).location(u"York"_s);
    attributes = york.attributes;
    attributes.remove(u"feudal"_s);
    CampaignEditor(*m_campaign).editLocation(york.id, york.name, york.kind, attributes);
    const qint64 before = m_campaign->log().lastSeq();
    m_campaign.reset();
    const ReeveTest::CliRun run = ReeveTest::runCli({u"step"_s, m_path, u"victory"_s, u"agreed=true"_s},
                                                    u"reeve-victory-1066-test"_s);
    QCOMPARE(run.code, 3);
    QVERIFY2(run.err.contains("London is a large town") && run.err.contains("feudal values of York"),
             run.err.constData());
    m_campaign = Campaign::open(m_path);
    QCOMPARE(m_campaign->log().lastSeq(), before);
}

void TestVictory1066::tostigPlayedFromTheHand()
{
    // A pool of one Tostig and two Gold Points; the Vikings drew Tostig.
    QList<QPair<QString, int>> counts;
    const MarkerCatalog catalog = MarkerCatalog::forGame(u"1066"_s);
    for (const MarkerKind &kind : catalog.kinds())
        counts.append({kind.name, kind.name == u"Tostig"_s ? 1 : kind.name == u"Gold Point"_s ? 2 : 0});
    ContainerEditor(*m_campaign).compose(counts);
    ContainerDraws(*m_campaign).pick(side(u"Vikings"_s), u"Tostig"_s);
    const auto tostig = [this](const QString &power, const QString &square) {
        return StepRunner(*m_campaign)
                .run(StepRegistry::standard().get(u"1066"_s, u"tostig"_s),
                     {{u"side"_s, power}, {u"square"_s, square}, {u"type"_s, u"thegn"_s}}, {},
                     StepRunner::Mode::Apply);
    };
    const qint64 before = m_campaign->log().lastSeq();
    StepResult r = tostig(u"Vikings"_s, u"Norway"_s); // game turn 1, Initiative: not a recruiting phase
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §8.13"_s);
    QCOMPARE(m_campaign->log().lastSeq(), before); // refused: nothing written
    // Eighteen phases on: the Vikings' recruiting phase (Normans' turn, Anglo-Saxons' turn, then theirs).
    for (int i = 0; i < 18; ++i)
        QVERIFY(!StepRunner(*m_campaign)
                         .run(StepRegistry::standard().get(u"1066"_s, u"next-phase"_s), {}, {},
                              StepRunner::Mode::Apply)
                         .refused());
    QCOMPARE(CampaignReader(m_campaign->database()).clock().phase, u"Recruiting"_s);
    QCOMPARE(CampaignReader(m_campaign->database()).clock().activeSide, side(u"Vikings"_s));
    // York holds no Viking unit; Normandy is the Normans' box (§21.1); the Normans hold no Tostig.
    r = tostig(u"Vikings"_s, u"York"_s);
    QVERIFY(r.refused() && r.refusals.first().message.contains(u"York"_s));
    QVERIFY(tostig(u"Vikings"_s, u"Normandy"_s).refused());
    QVERIFY(tostig(u"Normans"_s, u"Rouen"_s).refused());
    r = tostig(u"Vikings"_s, u"Norway"_s);
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    CampaignReader reader(m_campaign->database());
    const Unit t = reader.unit(unit(u"Tostig"_s));
    QCOMPARE(t.sideId, side(u"Vikings"_s));
    QCOMPARE(t.locationId, u"Norway"_s);
    QCOMPARE(t.type, u"thegn"_s);
    QVERIFY(t.attributes.value(u"tostig"_s).toBool());
    // The marker left the hand and the game: not back in the pool (§8.13), set aside for good.
    ContainerReader containers(m_campaign->database());
    const ContainerState state = containers.state(containers.find().id);
    QVERIFY(state.hand(side(u"Vikings"_s)).isEmpty());
    QCOMPARE(state.pool().size(), 2);
    for (qint64 seq : r.entries) {
        const Action a = m_campaign->log().action(seq);
        QVERIFY2(!a.publicText.contains(u"Norway"_s), qPrintable(a.publicText));
    }
    // Once on the map, not again; once eliminated, never again (§18.10).
    r = tostig(u"Vikings"_s, u"Norway"_s);
    QVERIFY(r.refused());
    QCOMPARE(r.refusals.first().rule, u"1066 §8.13"_s);
    CampaignEditor(*m_campaign).eliminateUnit(t.id);
    bool gone = false;
    for (const StepRefusal &refusal : tostig(u"Vikings"_s, u"Norway"_s).refusals)
        gone = gone || refusal.rule == u"1066 §18.10"_s;
    QVERIFY(gone);
    // Undo takes back the elimination, then the whole step: no Tostig, the marker in hand again.
    m_campaign->log().undo();
    m_campaign->log().undo();
    QCOMPARE(unit(u"Tostig"_s), 0);
    QCOMPARE(ContainerState::kindNames(containers.state(containers.find().id).hand(side(u"Vikings"_s))),
             QStringList{u"Tostig"_s});
}

void TestVictory1066::britonVictoryAsTheCampaignChose()
{
    // The Britons violated by the Normans go to the Vikings (takeover die 5, §4.5). At the end, the Anglo-Saxons
    // as set up have 20 points and Harold in London: they win, so the Briton player does not (§23.3/A). With
    // Dover pillaged nobody meets §23.2: with the option in play the Briton player (the Vikings) wins; without
    // it everyone loses.
    Control1066::makeBelligerent(*m_campaign, {side(u"Britons"_s)}, side(u"Normans"_s),
                                 {{u"takeover"_s, QJsonArray{5}}}, u"attacks the force"_s);
    RuleOptions(*m_campaign).set(u"briton_victory"_s, true);
    endOfGame();
    StepResult r = victory();
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QVERIFY(r.outcome.value(u"briton_victory"_s).toBool());
    QCOMPARE(r.outcome.value(u"winners"_s).toArray(), QJsonArray{u"Anglo-Saxons"_s});
    m_campaign->log().undo();
    CampaignEditor(*m_campaign).placeMarker(u"Dover"_s, u"Pillaged"_s);
    r = victory();
    QCOMPARE(r.outcome.value(u"winners"_s).toArray(), QJsonArray{u"Vikings"_s});
    m_campaign->log().undo();
    RuleOptions(*m_campaign).set(u"briton_victory"_s, false);
    r = victory();
    QVERIFY(!r.outcome.value(u"briton_victory"_s).toBool());
    QVERIFY(r.outcome.value(u"winners"_s).toArray().isEmpty());
}

QTEST_GUILESS_MAIN(TestVictory1066)
#include "tst_victory1066.moc"
