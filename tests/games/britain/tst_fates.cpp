// The chieftains' fates after the war leader is chosen (issue 23; Dark Age Britain, STRATEGIC
// MOVEMENT): the war leader and each other chieftain of his peoples add a d6 to their ability; lower
// joins him, higher stays home, equal rolls on britain.tie (1-2 sulks, 3-4 changes sides, 5-6 on its
// own). A band at home or sulking may not move this year. Worked by hand in each case below.
//
// TEST FIGURE the fragment does not give: three movement points a year (house table).
#include <QJsonArray>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/clirun.h"
#include "common/stepcases.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "steps/steprunner.h"
#include "storage/database.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Britain;

using ReeveTest::obj;
using ReeveTest::StepCases;

class TestBritainFates : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_cases.prepare(u"britain"_s, u"440"_s); }
    void init() { m_c = Campaign::open(m_cases.fresh(u"fates"_s)); }
    void cleanup() { m_c.reset(); }
    void joinHomeAndSulk();
    void changedSidesAndOnOwn();
    void refusedBeforeAnyDie();
    void throughTheCommandLine();
    void theYearsEndClearsThem();
    void changedSidesMovesTheBand();
    void changedSidesInBattleAndPillage();
    void changedSidesForGood();
    void fatesVerb();
    void oldCampaignWithoutLeaderYear();
    void turncoatGoesToHisPeoplesHomeland();
    void turncoatForTheYearComesBackToHisDistrict();

private:
    StepResult run(const char *json)
    {
        return StepRunner(*m_c).runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
    }
    /// The first refusal's words ("" when applied); a refusal must leave the log where it was.
    QString refusal(const char *json)
    {
        const qint64 before = m_c->log().lastSeq();
        const StepResult r = run(json);
        if (!r.refused())
            return QString();
        return m_c->log().lastSeq() == before ? r.refusals.first().message : u"refused but written"_s;
    }
    QJsonObject band(const QString &name) { return BritainState(*m_c).band(name).attributes; }
    QString sideOf(const QString &name)
    {
        return CampaignReader(m_c->database()).side(BritainState(*m_c).band(name).sideId).name;
    }
    /// Hengist 3+3 = 6; Horsa 2+4 = 6 ties, tie die 3 (3-4: goes over to the other side); Aelle 2+6 = 8
    /// (higher: home); Cerdic 1+1 = 2 (lower: joins Hengist).
    void horsaChangesSides(const char *sides = "this-year")
    {
        QJsonObject step = obj(
                R"({"step":"fates","bands":["Horsa","Aelle","Cerdic"],"dice":{"rolls":[3,4,6,1,3]}})");
        step.insert(u"sides"_s, QString::fromLatin1(sides));
        const StepResult r = StepRunner(*m_c).runObject(step, u"step"_s, StepRunner::Mode::Apply);
        QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
        QCOMPARE(band(u"Horsa"_s).value(u"fate"_s).toString(), u"changed-sides"_s);
        QCOMPARE(band(u"Aelle"_s).value(u"fate"_s).toString(), u"home"_s);
        QCOMPARE(band(u"Cerdic"_s).value(u"fate"_s).toString(), u"joined"_s);
    }
    /// Hengist (3), Horsa (2), Aelle (2), Cerdic (1) of the Saxons, Drest (3) of the Picts. War leader:
    /// Hengist 3+4 = 7 against Horsa 2+2 = 4 and Aelle 2+3 = 5 (Cerdic does not compete).
    void setUp(bool chooseLeader = true)
    {
        const QJsonArray figures = ReeveTest::arr(
                R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3}])");
        QCOMPARE(StepCases::setUp(*m_c, figures), QString());
        QCOMPARE(refusal(R"({"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":100})"),
                 QString());
        QCOMPARE(refusal(R"({"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":60})"),
                 QString());
        QCOMPARE(refusal(R"({"step":"band","side":"Saxons","name":"Aelle","chieftain":"Aelle","ability":2,"foot":40})"),
                 QString());
        QCOMPARE(refusal(R"({"step":"band","side":"Saxons","name":"Cerdic","chieftain":"Cerdic","ability":1,"foot":40})"),
                 QString());
        QCOMPARE(refusal(R"({"step":"band","side":"Picts","name":"Drest","chieftain":"Drest","ability":3,"foot":80})"),
                 QString());
        if (chooseLeader)
            QVERIFY(!run(R"({"step":"war-leader","bands":["Hengist","Horsa","Aelle"],"dice":{"rolls":[4,2,3]}})")
                             .refused());
    }

    /// Horsa lands in Saxon Shore (1 of his 3 movement), its British band broken and its stronghold
    /// fallen, and settles it for the Saxons (2 more): the Saxons hold it, and he stands there.
    void horsaSettlesSaxonShore()
    {
        QCOMPARE(refusal(R"({"step":"move","band":"Horsa","to":"Saxon Shore"})"), QString());
        QCOMPARE(refusal(R"({"step":"state","band":"Band of Saxon Shore","state":"broken"})"), QString());
        QCOMPARE(refusal(R"({"step":"district","name":"Saxon Shore","strongholds":0})"), QString());
        QCOMPARE(refusal(R"({"step":"settle","district":"Saxon Shore","people":"Saxons","band":"Horsa"})"),
                 QString());
        QCOMPARE(BritainState(*m_c).district(u"Saxon Shore"_s).attributes.value(u"held_by"_s).toString(),
                 u"Saxons"_s);
        QCOMPARE(BritainState(*m_c).band(u"Horsa"_s).locationId, u"Saxon Shore"_s);
    }

    StepCases m_cases;
    std::unique_ptr<Campaign> m_c;
};

void TestBritainFates::joinHomeAndSulk()
{
    setUp();
    // Hengist 3+3 = 6. Horsa 2+3 = 5 (lower: joins), Aelle 2+6 = 8 (higher: home), Cerdic 1+5 = 6 (equal:
    // tie die 2, table britain.tie 1-2: sulks). One action for the three.
    const qint64 before = m_c->log().lastSeq();
    const StepResult r = run(
            R"({"step":"fates","bands":["Horsa","Aelle","Cerdic"],"dice":{"rolls":[3,3,6,5,2]}})");
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(m_c->log().lastSeq(), before + 1);
    QCOMPARE(band(u"Horsa"_s).value(u"fate"_s).toString(), u"joined"_s);
    QCOMPARE(band(u"Aelle"_s).value(u"fate"_s).toString(), u"home"_s);
    QCOMPARE(band(u"Cerdic"_s).value(u"fate"_s).toString(), u"sulks"_s);
    QVERIFY(r.outcome.value(u"sides"_s).toString().contains(u"literal reading"_s));
    // Home and sulking bands do not move this year; the one who joined goes with the war leader.
    const StepResult home = run(R"({"step":"move","band":"Aelle","to":"Eboricum"})");
    QVERIFY(home.refused());
    QVERIFY(home.refusals.first().message.contains(u"stays home"_s));
    QCOMPARE(home.refusals.first().rule, u"Dark Age Britain, STRATEGIC MOVEMENT"_s);
    QVERIFY(refusal(R"({"step":"move","band":"Cerdic","to":"Eboricum"})").contains(u"sulks"_s));
    QVERIFY(refusal(R"({"step":"on-own","band":"Aelle"})").contains(u"already rolled"_s));
    QVERIFY(refusal(R"({"step":"move","band":"Hengist","to":"Eboricum","with":["Aelle"]})")
                    .contains(u"stays home"_s));
    QCOMPARE(refusal(R"({"step":"move","band":"Hengist","to":"Eboricum","with":["Horsa"]})"), QString());
    // The fates are rolled once a year: a second roll is refused; one undo takes back both the move
    // and then the three fates.
    QVERIFY(refusal(R"({"step":"fates"})").contains(u"No other chieftain"_s));
    m_c->log().undo();
    m_c->log().undo();
    QVERIFY(!band(u"Aelle"_s).contains(u"fate"_s));
    QVERIFY(!band(u"Cerdic"_s).contains(u"fate"_s));
}

void TestBritainFates::changedSidesAndOnOwn()
{
    setUp();
    // Hengist 3+3 = 6. Horsa 2+4 = 6 and Aelle 2+4 = 6 tie, Cerdic 1+1 = 2 joins; tie dice: Horsa 3
    // (3-4: changes sides), Aelle 6 (5-6: on its own). Bands left out: every other band of his peoples, in
    // the order entered (Horsa, Aelle, Cerdic).
    const StepResult r = run(R"({"step":"fates","sides":"for-good","dice":{"rolls":[3,4,4,1,3,6]}})");
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(band(u"Horsa"_s).value(u"fate"_s).toString(), u"changed-sides"_s);
    QCOMPARE(band(u"Horsa"_s).value(u"fights_for"_s).toString(), u"Britons"_s);
    QCOMPARE(band(u"Horsa"_s).value(u"fights_for_good"_s).toBool(), true);
    QCOMPARE(band(u"Aelle"_s).value(u"fate"_s).toString(), u"on-own"_s);
    QCOMPARE(band(u"Aelle"_s).value(u"campaign"_s).toString(), u"own"_s);
    QCOMPARE(band(u"Cerdic"_s).value(u"fate"_s).toString(), u"joined"_s);
    QVERIFY(r.outcome.value(u"sides"_s).toString().contains(u"wider reading"_s));
    // On its own it may move, but not into a district where part of the main army stands.
    QCOMPARE(refusal(R"({"step":"move","band":"Hengist","to":"Eboricum","with":["Cerdic"]})"), QString());
    QVERIFY(refusal(R"({"step":"move","band":"Aelle","to":"Eboricum"})").contains(u"campaigns apart"_s));
    QCOMPARE(refusal(R"({"step":"move","band":"Aelle","to":"Londonium"})"), QString());
}

void TestBritainFates::refusedBeforeAnyDie()
{
    setUp(false);
    QVERIFY(refusal(R"({"step":"fates","dice":{"rolls":[3,3,3,3]}})").contains(u"No war leader"_s));
    QVERIFY(!run(R"({"step":"war-leader","bands":["Hengist","Horsa","Aelle"],"dice":{"rolls":[4,2,3]}})")
                     .refused());
    QVERIFY(refusal(R"({"step":"fates","bands":["Hengist"]})").contains(u"war leader's band"_s));
    QVERIFY(refusal(R"({"step":"fates","bands":["Drest"]})").contains(u"of the Picts"_s));
    QVERIFY(!refusal(R"({"step":"fates","bands":["Nobody"]})").isEmpty());
    QCOMPARE(refusal(R"({"step":"fates","bands":["Horsa"],"dice":{"rolls":[3,1]}})"), QString());
    QVERIFY(refusal(R"({"step":"fates","bands":["Horsa"]})").contains(u"already rolled"_s));
}

void TestBritainFates::throughTheCommandLine()
{
    setUp();
    const QString path = m_c->path();
    m_c.reset();
    const auto cli = [&](const QStringList &words) {
        return ReeveTest::runCli(QStringList{u"step"_s, path} + words, u"reeve-test-britain-fates"_s);
    };
    // Hengist 3+2 = 5 against Aelle 2+5 = 7: higher, Aelle stays home; moving it exits 2 and writes nothing.
    QCOMPARE(cli({u"fates"_s, u"bands=[\"Aelle\"]"_s, u"--dice"_s, u"rolls=2,5"_s}).code, 0);
    const qint64 before = Campaign::open(path)->log().lastSeq();
    const ReeveTest::CliRun moved = cli({u"move"_s, u"band=Aelle"_s, u"to=Eboricum"_s});
    QCOMPARE(moved.code, 2);
    QVERIFY2(moved.err.contains("STRATEGIC MOVEMENT"), moved.err.constData());
    QCOMPARE(Campaign::open(path)->log().lastSeq(), before);
    m_c = Campaign::open(path);
    QCOMPARE(band(u"Aelle"_s).value(u"fate"_s).toString(), u"home"_s);
}

void TestBritainFates::theYearsEndClearsThem()
{
    setUp();
    // Hengist 3+3 = 6. Horsa 2+4 = 6 ties, tie die 3 (3-4: changes sides, this year by default); Aelle
    // 2+6 = 8: home. The year's end clears both; next year no war leader is chosen yet.
    QCOMPARE(refusal(R"({"step":"fates","bands":["Horsa","Aelle"],"dice":{"rolls":[3,4,6,3]}})"), QString());
    QCOMPARE(band(u"Horsa"_s).value(u"fights_for"_s).toString(), u"Britons"_s);
    QCOMPARE(band(u"Aelle"_s).value(u"fate"_s).toString(), u"home"_s);
    QCOMPARE(refusal(R"({"step":"close-year"})"), QString());
    QVERIFY(!band(u"Horsa"_s).contains(u"fate"_s));
    QVERIFY(!band(u"Horsa"_s).contains(u"fights_for"_s));
    QVERIFY(!band(u"Aelle"_s).contains(u"fate"_s));
    QVERIFY(refusal(R"({"step":"fates","bands":["Horsa"]})").contains(u"No war leader"_s));
}

void TestBritainFates::changedSidesMovesTheBand()
{
    setUp();
    const qint64 before = m_c->log().lastSeq();
    horsaChangesSides();
    // One action: Horsa's side record is the Britons' now, its people (the Saxons) kept on its record.
    QCOMPARE(m_c->log().lastSeq(), before + 1);
    QCOMPARE(sideOf(u"Horsa"_s), u"Britons"_s);
    QCOMPARE(band(u"Horsa"_s).value(u"people"_s).toString(), u"Saxons"_s);
    QCOMPARE(sideOf(u"Cerdic"_s), u"Saxons"_s);
    QStringList britons;
    for (const Unit &b : BritainState(*m_c).bands(u"Britons"_s))
        britons << b.name;
    QVERIFY(britons.contains(u"Horsa"_s));
    for (const Unit &b : BritainState(*m_c).bands(u"Saxons"_s))
        QVERIFY(b.name != u"Horsa"_s);
    // The band step still finds Horsa under his people: it updates him, it does not enter a new band.
    QCOMPARE(refusal(R"({"step":"band","side":"Saxons","name":"Horsa","foot":70})"), QString());
    QCOMPARE(BritainState::warriors(BritainState(*m_c).band(u"Horsa"_s)), 70);
    QCOMPARE(sideOf(u"Horsa"_s), u"Britons"_s);
    int named = 0;
    for (const Unit &b : BritainState(*m_c).bands())
        named += b.name == u"Horsa"_s;
    QCOMPARE(named, 1);
    // His people's troop types stay his: a Saxon band has no bowmen, whichever side it fights for.
    QVERIFY(refusal(R"({"step":"band","side":"Britons","name":"Horsa","bowmen":5})").contains(u"Saxons"_s));
    m_c->log().undo(); // the band entry
    // Undoing the fates puts the side record back with the fate: both were the one action.
    m_c->log().undo();
    QCOMPARE(sideOf(u"Horsa"_s), u"Saxons"_s);
    QVERIFY(!band(u"Horsa"_s).contains(u"people"_s));
    QVERIFY(!band(u"Horsa"_s).contains(u"fate"_s));
}

void TestBritainFates::changedSidesInBattleAndPillage()
{
    setUp();
    QCOMPARE(refusal(R"({"step":"district","name":"Londonium","neighbours":["Saxon Shore"]})"), QString());
    QCOMPARE(refusal(R"({"step":"band","side":"Britons","name":"Band of Londonium","chieftain":"Vortimer","ability":2,"foot":76,"bowmen":9,"horsemen":5})"),
             QString());
    horsaChangesSides();
    // The main army: Horsa fights for the Britons now and may not march with Hengist (both in Germany).
    QCOMPARE(BritainState(*m_c).band(u"Horsa"_s).locationId, BritainState(*m_c).band(u"Hengist"_s).locationId);
    QVERIFY(refusal(R"({"step":"move","band":"Hengist","to":"Londonium","with":["Horsa"]})")
                    .contains(u"opposite sides"_s));
    // Horsa keeps his people's landings (Londonium is one from Germany): 1 of 3 movement spent.
    QCOMPARE(refusal(R"({"step":"move","band":"Horsa","to":"Londonium"})"), QString());
    QCOMPARE(band(u"Horsa"_s).value(u"moved"_s).toInt(), 1);
    QCOMPARE(refusal(R"({"step":"move","band":"Hengist","to":"Londonium","with":["Cerdic"]})"), QString());
    // Battle: Horsa and the Band of Londonium are on one side; Horsa and Hengist are enemies.
    QVERIFY(refusal(R"({"step":"melee","band_a":"Horsa","band_b":"Band of Londonium","a_survivors":10,"a_inflicted":1,"b_survivors":10,"b_inflicted":1})")
                    .contains(u"same side"_s));
    QVERIFY(refusal(R"({"step":"archery","band":"Band of Londonium","target":"Horsa","range_inches":10})")
                    .contains(u"same side"_s));
    // The British bowmen may shoot at Hengist (the side check passes; dice given: 9 shots).
    QCOMPARE(refusal(R"({"step":"archery","band":"Band of Londonium","target":"Hengist","range_inches":10,"dice":{"rolls":[1,1,1,1,1,1,1,1,1]}})"),
             QString());
    // Melee of Hengist (a_) against Horsa (b_): 60 survivors + 10 inflicted = 70 against 40 + 5 = 45;
    // 70 is 25% more than 45 (56.25), so Horsa is driven back.
    QCOMPARE(refusal(R"({"step":"melee","band_a":"Hengist","band_b":"Horsa","a_survivors":60,"a_inflicted":10,"b_survivors":40,"b_inflicted":5})"),
             QString());
    QCOMPARE(band(u"Horsa"_s).value(u"state"_s).toString(), u"driven back"_s);
    // Pillage: the Band of Londonium broken, Horsa's band ready again stands for the Britons in
    // Londonium: the barbarians may not pillage until he too is driven from the field.
    QCOMPARE(refusal(R"({"step":"state","band":"Band of Londonium","state":"broken"})"), QString());
    QCOMPARE(refusal(R"({"step":"state","band":"Horsa","state":"ready"})"), QString());
    QVERIFY(refusal(R"({"step":"pillage","district":"Londonium","bands":["Hengist"]})").contains(u"Horsa"_s));
    QVERIFY(refusal(R"({"step":"pillage","district":"Londonium","bands":["Horsa"]})")
                    .contains(u"changed sides"_s));
    QCOMPARE(refusal(R"({"step":"state","band":"Horsa","state":"broken"})"), QString());
    QCOMPARE(refusal(R"({"step":"pillage","district":"Londonium","bands":["Hengist","Cerdic"]})"), QString());
    // 40 warriors of the next wave, 20 each (Britain, STRATEGIC MOVEMENT: shared equally).
    QCOMPARE(band(u"Hengist"_s).value(u"next_wave"_s).toInt(), 20);
    QCOMPARE(band(u"Cerdic"_s).value(u"next_wave"_s).toInt(), 20);
    QCOMPARE(band(u"Horsa"_s).value(u"next_wave"_s).toInt(), 0);
    // The year's end (this-year reading): Horsa comes back to the Saxons and goes home to Germany.
    QCOMPARE(refusal(R"({"step":"close-year"})"), QString());
    QCOMPARE(sideOf(u"Horsa"_s), u"Saxons"_s);
    QVERIFY(!band(u"Horsa"_s).contains(u"people"_s));
    QCOMPARE(BritainState(*m_c).band(u"Horsa"_s).locationId, u"Germany"_s);
}

void TestBritainFates::changedSidesForGood()
{
    setUp();
    horsaChangesSides("for-good");
    QCOMPARE(refusal(R"({"step":"close-year"})"), QString());
    // For good: still the Britons' after the year's end, his people kept; home is his people's Germany.
    QCOMPARE(sideOf(u"Horsa"_s), u"Britons"_s);
    QCOMPARE(band(u"Horsa"_s).value(u"people"_s).toString(), u"Saxons"_s);
    QCOMPARE(BritainState(*m_c).band(u"Horsa"_s).locationId, u"Germany"_s);
    // Next year he is no candidate for the Saxons' war leader, and rolls no fate against him.
    QVERIFY(refusal(R"({"step":"war-leader","bands":["Hengist","Horsa"],"dice":{"rolls":[4,2]}})")
                    .contains(u"not a band of"_s));
    QVERIFY(!run(R"({"step":"war-leader","bands":["Hengist","Aelle"],"dice":{"rolls":[4,2]}})").refused());
    QVERIFY(refusal(R"({"step":"fates","bands":["Horsa"]})").contains(u"for good"_s));
    QVERIFY(refusal(R"({"step":"on-own","band":"Horsa"})").contains(u"changed sides"_s));
}

void TestBritainFates::fatesVerb()
{
    setUp();
    const QString path = m_c->path();
    m_c.reset();
    const auto br = [&](const QStringList &words) {
        return ReeveTest::runCli(QStringList{u"britain"_s, path} + words, u"reeve-test-britain-fates"_s);
    };
    const auto last = [&] { return Campaign::open(path)->log().lastSeq(); };
    // Bad input, exit 2 and nothing written: a band that does not exist, dice that are not numbers, a
    // reading of the change of sides that is not one of the two.
    const qint64 before = last();
    QCOMPARE(br({u"fates"_s, u"Nobody"_s}).code, 2);
    QCOMPARE(br({u"fates"_s, u"Horsa"_s, u"--dice"_s, u"x,y"_s}).code, 2);
    const ReeveTest::CliRun reading = br({u"fates"_s, u"Horsa"_s, u"sides=forever"_s});
    QCOMPARE(reading.code, 2);
    QVERIFY2(reading.err.contains("for-good"), reading.err.constData());
    QCOMPARE(br({u"fates"_s, u"Drest"_s}).code, 2); // a Pict: not of the peoples Hengist leads
    QCOMPARE(last(), before);
    // Hengist 3+3 = 6; Horsa 2+4 = 6 ties, tie die 4 (3-4: goes over); Aelle 2+1 = 3 joins. One action.
    const ReeveTest::CliRun r = br({u"fates"_s, u"Horsa,Aelle"_s, u"--dice"_s, u"3,4,1,4"_s, u"--json"_s});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(r.json().value(u"actions"_s).toArray().size(), 1);
    QVERIFY(r.json().value(u"sides"_s).toString().contains(u"literal reading"_s));
    QCOMPARE(r.json().value(u"procedure"_s).toObject().value(u"procedure"_s).toString(),
             u"britain.war-leader-followers"_s);
    QCOMPARE(last(), before + 1);
    // show says whom Horsa fights for now and whose chieftain he was.
    const ReeveTest::CliRun shown = br({u"show"_s});
    QVERIFY2(shown.out.contains("Britons band Horsa at Germany"), shown.out.constData());
    QVERIFY2(shown.out.contains("of the Saxons, gone over to the Britons this year"), shown.out.constData());
    // Rolled again, Horsa is refused with the rule's heading.
    const ReeveTest::CliRun again = br({u"fates"_s, u"Horsa"_s});
    QCOMPARE(again.code, 2);
    QVERIFY2(again.err.contains("STRATEGIC MOVEMENT"), again.err.constData());
    // Left out, the bands are all the others not yet rolled: Cerdic (1+2 = 3 against 3+5 = 8: joins).
    const ReeveTest::CliRun rest = br({u"fates"_s, u"--dice"_s, u"5,2"_s});
    QVERIFY2(rest.code == 0, rest.err.constData());
    QVERIFY2(rest.out.contains("Cerdic joins Hengist"), rest.out.constData());
    m_c = Campaign::open(path);
    QCOMPARE(sideOf(u"Horsa"_s), u"Britons"_s);
    QCOMPARE(band(u"Aelle"_s).value(u"fate"_s).toString(), u"joined"_s);
    QCOMPARE(band(u"Cerdic"_s).value(u"fate"_s).toString(), u"joined"_s);
    // The on-own verb: Aelle already rolled (joined), refused; exit 2.
    m_c.reset();
    QCOMPARE(br({u"on-own"_s, u"Aelle"_s}).code, 2);
}

void TestBritainFates::oldCampaignWithoutLeaderYear()
{
    setUp();
    // A campaign written before the war leader's year was kept: his name on the sides, no year; the
    // clock at 445.
    QCOMPARE(refusal(R"({"step":"year","year":445})"), QString());
    m_c->database().exec(u"UPDATE sides SET attributes = json_remove(attributes, '$.war_leader_year')"_s);
    const QString file = m_c->path();
    m_c.reset();
    m_c = Campaign::open(file);
    const int year = BritainState(*m_c).year();
    QVERIFY(BritainState(*m_c).toJson().value(u"war_leader_years"_s).toObject().value(u"Saxons"_s).isNull());
    // Read without error; the fates step asks for the year instead of guessing it.
    const QString asked = refusal(R"({"step":"fates","bands":["Horsa"],"dice":{"rolls":[3,1]}})");
    QVERIFY2(asked.contains(u"leader_year=%1"_s.arg(year)), qPrintable(asked));
    QJsonObject earlier = obj(R"({"step":"fates","bands":["Horsa"]})");
    earlier.insert(u"leader_year"_s, 440);
    const StepResult old = StepRunner(*m_c).runObject(earlier, u"step"_s, StepRunner::Mode::Apply);
    QVERIFY(old.refused());
    QVERIFY2(old.refusals.first().message.contains(u"not this year"_s),
             qPrintable(old.refusals.first().message));
    // Given as this year: Hengist 3+3 = 6 against Horsa 2+1 = 3, joins; the year is recorded with the fates.
    QJsonObject given = obj(R"({"step":"fates","bands":["Horsa"],"dice":{"rolls":[3,1]}})");
    given.insert(u"leader_year"_s, year);
    const StepResult r = StepRunner(*m_c).runObject(given, u"step"_s, StepRunner::Mode::Apply);
    QVERIFY2(!r.refused(), r.refused() ? qPrintable(r.refusals.first().message) : "");
    QCOMPARE(band(u"Horsa"_s).value(u"fate"_s).toString(), u"joined"_s);
    QCOMPARE(CampaignReader(m_c->database())
                     .sideByName(u"Saxons"_s)
                     .attributes.value(u"war_leader_year"_s)
                     .toInt(),
             year);
    m_c->log().undo(); // one action: the year goes with the fate
    QVERIFY(!CampaignReader(m_c->database()).sideByName(u"Saxons"_s).attributes.contains(u"war_leader_year"_s));
    // `britain FILE show` reads it and says the year is not recorded.
    const QString path = m_c->path();
    m_c.reset();
    const ReeveTest::CliRun shown = ReeveTest::runCli({u"britain"_s, path, u"show"_s},
                                                      u"reeve-test-britain-fates"_s);
    QCOMPARE(shown.code, 0);
    QVERIFY2(shown.out.contains("war leader of the Saxons: Hengist (the year he was chosen is not recorded)"),
             shown.out.constData());
}

void TestBritainFates::turncoatGoesToHisPeoplesHomeland()
{
    // The Saxons hold Saxon Shore (settled), and Horsa starts the year there. Barbarians who have not
    // settled go home, the Britons' bands to their districts (STRATEGIC MOVEMENT): a chieftain gone over
    // to the Britons has no British district, and Saxon Shore is his enemies' ground now, so his home
    // is his people's homeland, Germany.
    setUp();
    horsaSettlesSaxonShore();
    horsaChangesSides("for-good");
    // Sent home during the year: to Germany, not to the Saxons' district he stands in.
    QCOMPARE(refusal(R"({"step":"home","band":"Horsa"})"), QString());
    QCOMPARE(BritainState(*m_c).band(u"Horsa"_s).locationId, u"Germany"_s);
    m_c->log().undo();
    QCOMPARE(BritainState(*m_c).band(u"Horsa"_s).locationId, u"Saxon Shore"_s);
    // At the year's end the same: still the Britons' (for good), he does not stay among the Saxons.
    QCOMPARE(refusal(R"({"step":"close-year"})"), QString());
    QCOMPARE(sideOf(u"Horsa"_s), u"Britons"_s);
    QCOMPARE(BritainState(*m_c).band(u"Horsa"_s).locationId, u"Germany"_s);
}

void TestBritainFates::turncoatForTheYearComesBackToHisDistrict()
{
    // Gone over for the year only: the year's end gives him back to the Saxons first, and a Saxon band
    // standing in a district the Saxons settled stays there.
    setUp();
    horsaSettlesSaxonShore();
    horsaChangesSides("this-year");
    QCOMPARE(refusal(R"({"step":"close-year"})"), QString());
    QCOMPARE(sideOf(u"Horsa"_s), u"Saxons"_s);
    QCOMPARE(BritainState(*m_c).band(u"Horsa"_s).locationId, u"Saxon Shore"_s);
}

QTEST_GUILESS_MAIN(TestBritainFates)
#include "tst_fates.moc"
