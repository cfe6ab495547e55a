// Dark Age Britain in a campaign: the "done when" as a scripted year with fixed dice —
// two districts and three bands entered, the incursion rolled, the Saxon war leader chosen after a
// tie, one battle (archery, a horse charge, a drive-back, a morale check on a house setting), a
// rally, a pillage feeding the next wave and the year's end — then undo of the last steps.
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "log/replayer.h"
#include "storage/database.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Britain;

class TestBritainYear : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void scriptedYear();
    void moraleNeedsHouseSetting();
    void badEntries();
    void leaderRecord();
    void settledDistrictLost();
    void favourAndOmens();
    void scenarioBandsFilledIn();

private:
    void enterBoard();
    QJsonObject band(const QString &name) { return BritainState(*m_c).band(name).attributes; }
    /// Every explanation step of the last procedure cites a Britain heading.
    void checkHeadings(const ProcedureResult &r)
    {
        QVERIFY(!r.explanation.isEmpty());
        for (const ExplanationStep &s : r.explanation)
            QVERIFY2(s.ruleRef.startsWith(u"Britain, "_s), qPrintable(s.ruleRef));
        QVERIFY(r.loggedAs > 0);
    }
    ProcedureResult resolve(const QString &id, const QJsonObject &inputs, const QList<int> &dice)
    {
        const Procedure &p = ProcedureRegistry::standard().get(id);
        const TableLibrary tables = CampaignTables::forCampaign(*m_c);
        return ProcedureRunner(tables).resolveInCampaign(*m_c, p, ProcedureRunner::completeInputs(p, inputs), dice);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
};

void TestBritainYear::init()
{
    static int n = 0;
    m_c = Campaign::create(m_dir.filePath(u"britain%1.reeve"_s.arg(++n)), u"britain"_s, u"Year"_s);
}

void TestBritainYear::cleanup()
{
    m_c.reset();
}

void TestBritainYear::enterBoard()
{
    CampaignEditor editor(*m_c);
    editor.addSide(u"Britons"_s);
    editor.addSide(u"Saxons"_s);
    BritainState state(*m_c);
    state.addDistrict(u"Londonium"_s, 300, 1, QString(), true);
    state.addDistrict(u"Dumnonia"_s, 200, 2, QString(), true);
    state.enterBand({u"Saxons"_s, u"Hengist's band"_s, u"Londonium"_s, u"Hengist"_s, 4, {{u"foot"_s, 150}}});
    state.enterBand({u"Saxons"_s, u"Horsa's band"_s, u"Londonium"_s, u"Horsa"_s, 4, {{u"foot"_s, 120}}});
    state.enterBand({u"Saxons"_s, u"Aelle's band"_s, u"Dumnonia"_s, u"Aelle"_s, 3, {{u"foot"_s, 100}}});
    state.enterBand({u"Britons"_s, u"Band of Londonium"_s, QString(), u"Ambrosius"_s, 5,
                     {{u"foot"_s, 250}, {u"horsemen"_s, 15}, {u"bowmen"_s, 30}}});
}

void TestBritainYear::scriptedYear()
{
    enterBoard();
    BritainState state(*m_c);
    QCOMPARE(state.districts().size(), 2);
    QCOMPARE(state.bands(u"Saxons"_s).size(), 3);
    QCOMPARE(state.bands(u"Britons"_s).size(), 2); // one per district, entered with it
    QCOMPARE(BritainState::warriors(state.band(u"Band of Londonium"_s)), 295);
    QCOMPARE(band(u"Band of Londonium"_s).value(u"original"_s).toInt(), 295);
    QCOMPARE(state.year(), 440);

    // The year of the incursion: 440 + 3, and the clock moves there.
    QCOMPARE(state.rollIncursion(QList<int>{3}).size(), 1);
    checkHeadings(state.lastResult());
    QCOMPARE(state.year(), 443);
    // The turn moves with it, so the status bar and the log's turn column say 443 too.
    const int turn = CampaignReader(m_c->database()).clock().turn;
    QCOMPARE(m_c->game().describeTurn(turn), u"Year 443"_s);

    // War leader: 4+4, 4+4, 3+3 — Hengist and Horsa tie and roll again (5 against 2).
    QCOMPARE(state.chooseWarLeader(u"Saxons"_s, {}, QList<int>{4, 4, 3, 5, 2}).size(), 1);
    checkHeadings(state.lastResult());
    QCOMPARE(state.lastResult().dice.size(), 5);
    QCOMPARE(CampaignReader(m_c->database()).sideByName(u"Saxons"_s).attributes.value(u"war_leader"_s).toString(),
             u"Hengist's band"_s);

    // The battle: British archery in a group of two, a 6 kills; the casualty goes on Hengist's band.
    const ProcedureResult arrows = resolve(u"britain.archery"_s, {{u"group"_s, 2}}, {6});
    checkHeadings(arrows);
    const int killed = arrows.outcome.value(u"kills"_s).toInt();
    QCOMPARE(killed, 1);
    state.addCasualties(u"Hengist's band"_s, killed, u"archery"_s, false); // an earlier turn of the battle
    // A horse charge on foot in open order, two ranks: a 2 rides them down.
    const ProcedureResult charge = resolve(u"britain.ride-down"_s, {{u"order"_s, u"open"_s}, {u"ranks"_s, 2}}, {2});
    checkHeadings(charge);
    QCOMPARE(charge.outcome.value(u"rides_down"_s).toBool(), true);
    // Melee: 280 + 30 against 121 + 15: Hengist's band is driven back.
    QCOMPARE(state.melee(u"Band of Londonium"_s, u"Hengist's band"_s,
                         {{u"a_survivors"_s, 280}, {u"a_inflicted"_s, 30}, {u"b_survivors"_s, 121}, {u"b_inflicted"_s, 15}})
                     .size(),
             1);
    checkHeadings(state.lastResult());
    QCOMPARE(band(u"Hengist's band"_s).value(u"state"_s).toString(), u"driven back"_s);

    // Morale: 29 lost this turn (30 in the battle, 2 tenths of 150) and driven back: −3; house test 4.
    CampaignTables::setCell(*m_c, u"britain.house-settings"_s, u"1"_s, u"morale-test"_s, 4);
    QCOMPARE(state.moraleCheck(u"Hengist's band"_s, 29, {}, QList<int>{2}).size(), 1);
    const ProcedureResult morale = state.lastResult();
    checkHeadings(morale);
    QCOMPARE(morale.outcome.value(u"modifier"_s).toInt(), -3);
    QCOMPARE(morale.outcome.value(u"house_setting"_s).toString(), u"4"_s);
    QCOMPARE(morale.outcome.value(u"broken"_s).toBool(), true);
    QCOMPARE(band(u"Hengist's band"_s).value(u"state"_s).toString(), u"broken"_s);
    QCOMPARE(band(u"Hengist's band"_s).value(u"casualties"_s).toInt(), 30);

    // Rally: Hengist's ability 4, a 3 is lower; a 4 would not be.
    QCOMPARE(state.rally(u"Hengist's band"_s, {}, QList<int>{3}).size(), 1);
    checkHeadings(state.lastResult());
    QCOMPARE(band(u"Hengist's band"_s).value(u"state"_s).toString(), u"ready"_s);
    QVERIFY_THROWS_EXCEPTION(Failure, state.rally(u"Hengist's band"_s, {}, QList<int>{1}));

    // Pillage of Londonium by two bands: 20 each to the next wave; not again within ten years.
    QCOMPARE(state.pillage(u"Londonium"_s, {u"Horsa's band"_s, u"Aelle's band"_s}).size(), 1);
    checkHeadings(state.lastResult());
    QCOMPARE(band(u"Horsa's band"_s).value(u"next_wave"_s).toInt(), 20);
    QCOMPARE(band(u"Aelle's band"_s).value(u"next_wave"_s).toInt(), 20);
    QCOMPARE(state.district(u"Londonium"_s).attributes.value(u"last_pillaged"_s).toInt(), 443);
    QCOMPARE(state.pillage(u"Londonium"_s, {u"Horsa's band"_s}).size(), 1);
    QCOMPARE(state.lastResult().outcome.value(u"allowed"_s).toBool(), false);
    QCOMPARE(band(u"Horsa's band"_s).value(u"next_wave"_s).toInt(), 20);

    // The year's end: the wave joins, casualties come off, everyone ready.
    QCOMPARE(state.closeYear().size(), 1);
    checkHeadings(state.lastResult());
    QCOMPARE(state.lastResult().outcome.value(u"british_bands"_s).toInt(), 2);
    QCOMPARE(BritainState::warriors(state.band(u"Horsa's band"_s)), 140);
    QCOMPARE(BritainState::warriors(state.band(u"Aelle's band"_s)), 120);
    QCOMPARE(BritainState::warriors(state.band(u"Hengist's band"_s)), 120);
    QCOMPARE(band(u"Horsa's band"_s).value(u"next_wave"_s).toInt(), 0);
    QCOMPARE(band(u"Hengist's band"_s).value(u"casualties"_s).toInt(), 0);
    QCOMPARE(band(u"Horsa's band"_s).value(u"original"_s).toInt(), 140);

    // Undo the year's end: the wave waits again; undo back past the pillage: no wave, never pillaged.
    m_c->log().undo();
    QCOMPARE(band(u"Horsa's band"_s).value(u"next_wave"_s).toInt(), 20);
    QCOMPARE(BritainState::warriors(state.band(u"Horsa's band"_s)), 120);
    QCOMPARE(band(u"Hengist's band"_s).value(u"casualties"_s).toInt(), 30);
    // Each rule step is one action: one undo takes back the refused pillage, one more the pillage
    // itself with its roll and all it changed.
    m_c->log().undo();
    QCOMPARE(state.district(u"Londonium"_s).attributes.value(u"last_pillaged"_s).toInt(), 443);
    m_c->log().undo();
    QCOMPARE(state.district(u"Londonium"_s).attributes.value(u"last_pillaged"_s).toInt(), 0);
    QCOMPARE(band(u"Horsa's band"_s).value(u"next_wave"_s).toInt(), 0);
    QCOMPARE(band(u"Aelle's band"_s).value(u"next_wave"_s).toInt(), 0);
    QCOMPARE(band(u"Hengist's band"_s).value(u"state"_s).toString(), u"ready"_s);

    // Replaying the log rebuilds exactly the stored state.
    const QString replayed = m_dir.filePath(u"replayed.reeve"_s);
    Replayer::replayInto(m_c->database(), replayed);
    Database copy(replayed, Database::Mode::ReadOnly);
    QCOMPARE(Replayer::dumpState(copy), Replayer::dumpState(m_c->database()));
}

void TestBritainYear::moraleNeedsHouseSetting()
{
    enterBoard();
    BritainState state(*m_c);
    const qint64 before = m_c->log().lastSeq();
    try {
        state.moraleCheck(u"Hengist's band"_s, 20, {}, QList<int>{4});
        QFAIL("a morale check without the house setting must stop");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::MissingFigure);
    }
    QCOMPARE(m_c->log().lastSeq(), before);
    QCOMPARE(band(u"Hengist's band"_s).value(u"casualties"_s).toInt(), 0);
    // Under a tenth lost: no check is due, so no setting is needed and nothing breaks.
    QCOMPARE(state.moraleCheck(u"Hengist's band"_s, 14, {}, QList<int>{}).size(), 1);
    QCOMPARE(state.lastResult().outcome.value(u"check_required"_s).toBool(), false);
    QCOMPARE(band(u"Hengist's band"_s).value(u"state"_s).toString(), u"ready"_s);
    QCOMPARE(band(u"Hengist's band"_s).value(u"casualties"_s).toInt(), 14);
}

void TestBritainYear::badEntries()
{
    enterBoard();
    BritainState state(*m_c);
    // An entered district is changed, not entered twice; a change needs a figure.
    QVERIFY_THROWS_EXCEPTION(Failure, state.addDistrict(u"Londonium"_s, -1, -1, QString(), false));
    state.addDistrict(u"Londonium"_s, 280, -1, QString(), true);
    QCOMPARE(state.districts().size(), 2);
    QCOMPARE(state.bands(u"Britons"_s).size(), 2);
    QCOMPARE(state.district(u"Londonium"_s).attributes.value(u"warriors"_s).toInt(), 280);
    QCOMPARE(state.district(u"Londonium"_s).attributes.value(u"strongholds"_s).toInt(), 1);
    QVERIFY_THROWS_EXCEPTION(Failure, state.moraleCheck(u"Aelle's band"_s, 101, {}, QList<int>{1}));
    QVERIFY_THROWS_EXCEPTION(Failure, state.enterBand({u"Saxons"_s, u"Cerdic's band"_s, {}, u"Cerdic"_s, 3, {{u"chariots"_s, 5}}}));
    QVERIFY_THROWS_EXCEPTION(Failure, state.setBandState(u"Horsa's band"_s, u"routed"_s));
    QVERIFY_THROWS_EXCEPTION(Failure, state.band(u"Hengist"_s));
    QVERIFY_THROWS_EXCEPTION(Failure, state.pillage(u"Londonium"_s, {}));
    QVERIFY_THROWS_EXCEPTION(Failure, state.addCasualties(u"Aelle's band"_s, 101));
    QVERIFY_THROWS_EXCEPTION(Failure, state.chooseWarLeader(u"Saxons"_s, {u"Nobody"_s}, QList<int>{1}));
    state.addCasualties(u"Aelle's band"_s, 100);
    QCOMPARE(band(u"Aelle's band"_s).value(u"casualties"_s).toInt(), 100);
}

void TestBritainYear::leaderRecord()
{
    enterBoard();
    BritainState state(*m_c);
    state.recordBattle(u"Hengist's band"_s, true);
    state.recordBattle(u"Hengist's band"_s, true);
    state.recordBattle(u"Horsa's band"_s, false);
    QCOMPARE(band(u"Hengist's band"_s).value(u"victories"_s).toInt(), 2);
    QCOMPARE(band(u"Horsa's band"_s).value(u"defeats"_s).toInt(), 1);
    // Bases 4+2, 4−1, 3: dice 3, 5, 6 give 9, 8, 9; Hengist and Aelle roll again, 2 against 1.
    state.chooseWarLeader(u"Saxons"_s, {}, QList<int>{3, 5, 6, 2, 1});
    QCOMPARE(state.lastResult().outcome.value(u"war_leader"_s).toInt(), 1);
    QCOMPARE(state.lastResult().inputs.value(u"victories"_s).toArray().at(0).toInt(), 2);
    QCOMPARE(state.lastResult().inputs.value(u"present"_s).toInt(), 0);
    // Next year he is the present leader: +1, read from the side's record.
    state.chooseWarLeader(u"Saxons"_s, {}, QList<int>{1, 1, 1});
    QCOMPARE(state.lastResult().inputs.value(u"present"_s).toInt(), 1);
    // Struck down: a 1 kills him; the next morale check counts it (−1 per tenth, −1 for the leader).
    state.leaderStruck(u"Hengist's band"_s, {}, QList<int>{1});
    QCOMPARE(state.lastResult().outcome.value(u"result"_s).toString(), u"killed"_s);
    QCOMPARE(band(u"Hengist's band"_s).value(u"leader_status"_s).toString(), u"killed"_s);
    CampaignTables::setCell(*m_c, u"britain.house-settings"_s, u"1"_s, u"morale-test"_s, 4);
    state.moraleCheck(u"Hengist's band"_s, 15, {}, QList<int>{6});
    QCOMPARE(state.lastResult().outcome.value(u"modifier"_s).toInt(), -2);
    QCOMPARE(state.lastResult().outcome.value(u"broken"_s).toBool(), false);
    // A new chieftain entered starts unhurt.
    state.enterBand({u"Saxons"_s, u"Hengist's band"_s, {}, u"Oisc"_s, 3, {}});
    QVERIFY(!band(u"Hengist's band"_s).contains(u"leader_status"_s));
    // A broken band's wounded leader is captured when the battle is lost.
    state.setBandState(u"Horsa's band"_s, u"broken"_s);
    state.leaderStruck(u"Horsa's band"_s, {{u"battle"_s, u"lost"_s}}, QList<int>{5});
    QCOMPARE(band(u"Horsa's band"_s).value(u"leader_status"_s).toString(), u"captured"_s);
}

void TestBritainYear::settledDistrictLost()
{
    enterBoard();
    BritainState state(*m_c);
    QVERIFY_THROWS_EXCEPTION(Failure, state.settleDistrict(u"Dumnonia"_s, u"Britons"_s));
    state.settleDistrict(u"Dumnonia"_s, u"Saxons"_s);
    QCOMPARE(state.district(u"Dumnonia"_s).attributes.value(u"settled"_s).toBool(), true);
    QCOMPARE(state.closeYear().size(), 1);
    QCOMPARE(state.lastResult().outcome.value(u"british_bands"_s).toInt(), 1);
    QCOMPARE(state.bands(u"Britons"_s).size(), 1);
    QCOMPARE(state.bands(u"Britons"_s).first().name, u"Band of Londonium"_s);
    // Germany is not on this map: every band stays where it stood.
    QCOMPARE(state.band(u"Aelle's band"_s).locationId, u"Dumnonia"_s);
    m_c->log().undo();
    QCOMPARE(state.bands(u"Britons"_s).size(), 2);
}

void TestBritainYear::favourAndOmens()
{
    enterBoard();
    BritainState state(*m_c);
    CampaignTables::setCell(*m_c, u"britain.house-settings"_s, u"1"_s, u"morale-test"_s, 4);
    // 20% of Ambrosius' band (250 foot, 15 horse, 30 bows → 50, 3, 6 given); a 2 wins favour.
    state.divineFavour(u"Britons"_s, 20, {u"Band of Londonium"_s}, 0, QList<int>{2});
    QCOMPARE(state.lastResult().outcome.value(u"result"_s).toString(), u"favour"_s);
    QCOMPARE(band(u"Band of Londonium"_s).value(u"foot"_s).toInt(), 200);
    QCOMPARE(band(u"Band of Londonium"_s).value(u"horsemen"_s).toInt(), 12);
    QCOMPARE(band(u"Band of Londonium"_s).value(u"bowmen"_s).toInt(), 24);
    QCOMPARE(band(u"Band of Londonium"_s).value(u"original"_s).toInt(), 236);
    QCOMPARE(state.toJson().value(u"omens"_s).toObject().value(u"Britons"_s).toString(), u"good"_s);
    // The Saxons offer nothing and roll a 1: bad omens, which their morale and rally rolls then carry.
    state.divineFavour(u"Saxons"_s, 0, {}, 0, QList<int>{1});
    QCOMPARE(state.lastResult().outcome.value(u"result"_s).toString(), u"displeasure"_s);
    state.moraleCheck(u"Hengist's band"_s, 15, {}, QList<int>{6});
    QCOMPARE(state.lastResult().inputs.value(u"omens"_s).toString(), u"bad"_s);
    QCOMPARE(state.lastResult().outcome.value(u"modifier"_s).toInt(), -2); // one tenth, bad omens
    state.moraleCheck(u"Band of Londonium"_s, 24, {}, QList<int>{3});
    QCOMPARE(state.lastResult().inputs.value(u"omens"_s).toString(), u"good"_s);
    QCOMPARE(state.lastResult().outcome.value(u"modifier"_s).toInt(), 0); // one tenth, good omens
    state.setBandState(u"Hengist's band"_s, u"broken"_s);
    state.rally(u"Hengist's band"_s, {}, QList<int>{3});
    QCOMPARE(state.lastResult().inputs.value(u"bad_omens"_s).toBool(), true);
    QVERIFY_THROWS_EXCEPTION(Failure, state.divineFavour(u"Saxons"_s, 10, {u"Band of Londonium"_s}, 0, QList<int>{1}));
    state.closeYear();
    QVERIFY(state.toJson().value(u"omens"_s).toObject().isEmpty());
}

void TestBritainYear::scenarioBandsFilledIn()
{
    ScenarioSetup(*m_c).apply(ScenarioCatalog::find(u"britain"_s, u"440"_s));
    BritainState state(*m_c);
    QCOMPARE(state.districts().size(), 9);
    // The tenth district the fragment does not name, entered with its band.
    state.addDistrict(u"Elmet"_s, 150, 1, QString(), true);
    QCOMPARE(state.districts().size(), 10);
    QCOMPARE(state.bands(u"Britons"_s).size(), 10);
    // The scenario's seven unnamed Saxon bands are named one by one as the referee enters them.
    state.enterBand({u"Saxons"_s, u"Cerdic's band"_s, {}, u"Cerdic"_s, 4, {{u"foot"_s, 90}}});
    QCOMPARE(state.bands(u"Saxons"_s).size(), 7);
    QCOMPARE(state.band(u"Cerdic's band"_s).locationId, u"Germany"_s);
    // At the year's end a band in a district its people settled stays; the others sail home.
    state.enterBand({u"Saxons"_s, u"Aelle's band"_s, u"Dyfed"_s, u"Aelle"_s, 3, {{u"foot"_s, 100}}});
    state.enterBand({u"Saxons"_s, u"Ella's band"_s, u"Dumnonia"_s, u"Ella"_s, 3, {{u"foot"_s, 100}}});
    state.settleDistrict(u"Dyfed"_s, u"Saxons"_s);
    state.closeYear();
    QCOMPARE(state.band(u"Aelle's band"_s).locationId, u"Dyfed"_s);
    QCOMPARE(state.band(u"Ella's band"_s).locationId, u"Germany"_s);
    QCOMPARE(state.bands(u"Britons"_s).size(), 9); // Dyfed's band is not raised again
    for (int i = 0; i < 4; ++i) // the year's end, the settlement, the two bands
        m_c->log().undo();
    QCOMPARE(state.bands(u"Britons"_s).size(), 10);
    // Entering the same name again updates that band.
    state.enterBand({u"Saxons"_s, u"Cerdic's band"_s, {}, QString(), std::nullopt, {{u"horsemen"_s, 0}, {u"foot"_s, 95}}});
    QCOMPARE(state.bands(u"Saxons"_s).size(), 7);
    QCOMPARE(band(u"Cerdic's band"_s).value(u"chieftain"_s).toString(), u"Cerdic"_s);
    QCOMPARE(BritainState::warriors(state.band(u"Cerdic's band"_s)), 95);
}

QTEST_GUILESS_MAIN(TestBritainYear)
#include "tst_year.moc"
