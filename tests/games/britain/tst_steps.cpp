// Dark Age Britain on the step contract (issue 18): every registered step refused once with the log and
// the state exactly as before, applied and taken back by one undo.
// Its descriptions and examples are checked, with every game's, by tests/steps/tst_steps.
//
// The morale test entered here (4 or more) is a TEST FIGURE: the fragment does not give it.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "common/clirun.h"
#include "common/stepcases.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "log/replayer.h"
#include "scenarios/scenariocatalog.h"
#include "scenarios/scenariosetup.h"
#include "steps/stepregistry.h"
#include "steps/steprunner.h"
#include "storage/database.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

using ReeveTest::arr;
using ReeveTest::obj;
using ReeveTest::StepCases;

class TestBritainSteps : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void refused_data();
    void refused();
    void oneUndo_data();
    void oneUndo();
    void everyStepTested();
    void troopLimits();
    void verbFamilyRefusal();

private:
    void setUp(const QJsonArray &steps)
    {
        const QString problem = StepCases::setUp(*m_c, steps);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    StepCases m_cases;
    std::unique_ptr<Campaign> m_c;
    QStringList m_refusedIds;
    QStringList m_appliedIds;
};

void TestBritainSteps::initTestCase()
{
    m_cases.prepare(u"britain"_s, u"440"_s);
}

void TestBritainSteps::init()
{
    m_c.reset();
    m_c = Campaign::open(m_cases.fresh(u"case"_s));
}

void TestBritainSteps::refused_data()
{
    QTest::addColumn<QJsonArray>("setup");
    QTest::addColumn<QJsonObject>("step");
    QTest::addColumn<QString>("says");
    const auto row = [](const char *name, const char *setup, const char *step, const char *says) {
        QTest::newRow(name) << arr(setup) << obj(step) << QString::fromUtf8(says);
    };
    const char *hengist
            = R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60}])";
    // Hengist landed in Londonium, the movement figure entered as a house setting (a TEST FIGURE).
    const char *landed = R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"move","band":"Hengist","to":"Londonium"}])";
    const char *pict
            = R"([{"step":"band","side":"Picts","name":"Drest","chieftain":"Drest","ability":3,"foot":80,"bowmen":16}])";
    row("district", "[]", R"({"step":"district","name":"Londonium"})", "already entered");
    row("band", "[]", R"({"step":"band","side":"Saxons","name":"Hengist","foot":60,"bowmen":10})",
        "MISSILE FIRE");
    row("band-bowmen", "[]",
        R"({"step":"band","side":"Britons","name":"Band of Londonium","foot":80,"bowmen":10})", "one in 10");
    row("band-horse", "[]", R"({"step":"band","side":"Jutes","name":"Jutes","foot":80,"horsemen":4})",
        "SPECIAL HORSEMAN RULES");
    row("state", "[]", R"({"step":"state","band":"Band of Londonium","state":"fleeing"})", "must be one of");
    row("losses", "[]", R"({"step":"losses","band":"Band of Londonium","lost":10})", "no warriors entered");
    row("year", "[]", R"({"step":"year","year":300})", "out of its range");
    row("won", "[]", R"({"step":"won","band":"Nobody"})", "does not have");
    row("lost", "[]", R"({"step":"lost","band":"Nobody"})", "does not have");
    row("settle", landed, R"({"step":"settle","district":"Londonium","people":"Saxons"})", "stands ready");
    row("settle-nobody", "[]", R"({"step":"settle","district":"Londonium","people":"Saxons"})",
        "No band of the Saxons");
    row("settle-picts", "[]", R"({"step":"settle","district":"Rheged","people":"Picts"})", "never settle");
    row("incursion", "[]", R"({"step":"incursion","when":1})", "no field");
    row("war-leader", "[]", R"({"step":"war-leader","side":"Picts"})", "no war leader");
    row("pillage", landed, R"({"step":"pillage","district":"Londonium","bands":["Hengist"]})",
        "stands ready");
    row("pillage-away", hengist, R"({"step":"pillage","district":"Londonium","bands":["Hengist"]})",
        "stands in Germany, not in Londonium");
    row("pillage-again",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"move","band":"Hengist","to":"Londonium"},
            {"step":"state","band":"Band of Londonium","state":"driven back"},
            {"step":"pillage","district":"Londonium","bands":["Hengist"]}])",
        R"({"step":"pillage","district":"Londonium","bands":["Hengist"]})", "not again before");
    row("pillage-spent",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"district","name":"Londonium","neighbours":["Icenorum"]},
            {"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":40},
            {"step":"move","band":"Horsa","to":"Icenorum"},
            {"step":"move","band":"Horsa","to":"Londonium"},
            {"step":"state","band":"Band of Londonium","state":"driven back"}])",
        R"({"step":"settle","district":"Londonium","people":"Saxons","band":"Horsa"})", "to settle costs 2");
    // Moving: the Picts land only in Rheged and Eboricum; Saxons start in Germany; no Briton enters a homeland;
    // overland only across an entered border; an army's bands start together.
    row("move", pict, R"({"step":"move","band":"Drest","to":"Londonium"})", "land only in Rheged, Eboricum");
    row("move-home", "[]", R"({"step":"move","band":"Band of Dyfed","to":"Ireland"})", "may not attack");
    row("move-border",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"district","name":"Londonium","neighbours":["Icenorum"]},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"move","band":"Hengist","to":"Londonium"}])",
        R"({"step":"move","band":"Hengist","to":"Saxon Shore"})", "does not border Saxon Shore");
    row("move-army",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"band","side":"Picts","name":"Drest","chieftain":"Drest","ability":3,"foot":60}])",
        R"({"step":"move","band":"Hengist","to":"Londonium","with":["Drest"]})", "not with Hengist");
    row("band-at", "[]", R"({"step":"band","side":"Saxons","name":"Hengist","foot":60,"at":"Londonium"})",
        "send Hengist there with the move step");
    row("band-at-briton", "[]", R"({"step":"band","side":"Britons","name":"Band of Dyfed","at":"Rheged"})",
        "raised in Dyfed");
    row("home", "[]", R"({"step":"home","band":"Band of Dyfed"})", "already home in Dyfed");
    row("detach", hengist, R"({"step":"detach","band":"Hengist"})", "moves with no army");
    row("on-own", hengist, R"({"step":"on-own","band":"Hengist"})", "No war leader");
    row("fates", hengist, R"({"step":"fates","dice":{"rolls":[3,3]}})", "No war leader");
    // Hengist 3+1 = 4 against Horsa 2+6 = 8: higher, Horsa stays home and may not move this year.
    row("move-home",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":40},
            {"step":"war-leader","side":"Saxons","bands":["Hengist","Horsa"],"dice":[5,2]},
            {"step":"fates","bands":["Horsa"],"dice":{"rolls":[1,6]}}])",
        R"({"step":"move","band":"Horsa","to":"Londonium"})", "stays home");
    row("besiege", landed, R"({"step":"besiege","band":"Hengist","district":"Londonium"})",
        "no British stronghold");
    row("besiege-field",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"move","band":"Hengist","to":"Londonium"},
            {"step":"district","name":"Londonium","strongholds":1}])",
        R"({"step":"besiege","band":"Hengist","district":"Londonium"})", "stands ready");
    row("close-year-twice", R"([{"step":"close-year"}])", R"({"step":"close-year"})", "closed already");
    row("incursion-open", R"([{"step":"incursion","dice":[2]}])", R"({"step":"incursion"})", "under way");
    row("morale-fewer",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"losses","band":"Hengist","lost":12}])",
        R"({"step":"morale","band":"Hengist","lost":10})", "already lost 12 this turn");
    row("close-year", "[]", R"({"step":"close-year","year":441})", "no field");
    row("morale", hengist, R"({"step":"morale","band":"Hengist","lost":100})", "cannot lose");
    row("rally", hengist, R"({"step":"rally","band":"Hengist"})", "not broken");
    row("melee", hengist,
        R"({"step":"melee","band_a":"Hengist","band_b":"Hengist","a_survivors":1,"a_inflicted":1,"b_survivors":1,"b_inflicted":1})",
        "two different bands");
    row("favour", "[]", R"({"step":"favour","side":"Britons","reduction":60})", "out of its range");
    // Archery and the charge: the Band of Londonium (9 bows, 5 horse) and Hengist landed in Londonium.
    const char *facing = R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Britons","name":"Band of Londonium","foot":76,"bowmen":9,"horsemen":5},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"move","band":"Hengist","to":"Londonium"}])";
    row("archery", facing, R"({"step":"archery","band":"Band of Londonium","target":"Hengist","bowmen":12})",
        "has 9 bowmen, not 12");
    row("charge", facing,
        R"({"step":"charge","band":"Band of Londonium","target":"Hengist","charge_inches":6,"order":"open"})",
        "8 inches or more");
    row("struck", "[]", R"({"step":"struck","band":"Band of Londonium","battle":"drawn"})", "must be one of");
}

void TestBritainSteps::refused()
{
    QFETCH(QJsonArray, setup);
    QFETCH(QJsonObject, step);
    QFETCH(QString, says);
    setUp(setup);
    const QString problem = StepCases::refusalProblem(*m_c, step, says);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_refusedIds << step.value(u"step"_s).toString();
}

void TestBritainSteps::oneUndo_data()
{
    QTest::addColumn<QJsonArray>("setup");
    QTest::addColumn<QJsonObject>("step");
    const auto row = [](const char *name, const char *setup, const char *step) {
        QTest::newRow(name) << arr(setup) << obj(step);
    };
    const char *hengist
            = R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60}])";
    const char *londonium
            = R"([{"step":"band","side":"Britons","name":"Band of Londonium","chieftain":"Vortimer","ability":2,"foot":81,"bowmen":9}])";
    row("district", "[]", R"({"step":"district","name":"Calchvynydd","warriors":300,"strongholds":1})");
    row("band", "[]", R"({"step":"band","side":"Britons","name":"Band of Londonium","foot":95,"horsemen":5})");
    row("state", "[]", R"({"step":"state","band":"Band of Londonium","state":"driven back"})");
    row("losses", londonium, R"({"step":"losses","band":"Band of Londonium","lost":10})");
    row("year", "[]", R"({"step":"year","year":445})");
    row("won", hengist, R"({"step":"won","band":"Hengist"})");
    row("lost", hengist, R"({"step":"lost","band":"Hengist"})");
    row("settle",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Jutes","name":"Oisc","chieftain":"Oisc","ability":3,"foot":50},
            {"step":"move","band":"Oisc","to":"Londonium"},
            {"step":"state","band":"Band of Londonium","state":"broken"}])",
        R"({"step":"settle","district":"Londonium","people":"Jutes"})");
    row("move",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":40}])",
        R"({"step":"move","band":"Hengist","to":"Londonium","with":["Horsa"]})");
    row("detach",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":40},
            {"step":"move","band":"Hengist","to":"Londonium","with":["Horsa"]}])",
        R"({"step":"detach","band":"Horsa","dice":[4]})");
    row("besiege",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"move","band":"Hengist","to":"Londonium"},
            {"step":"district","name":"Londonium","strongholds":1},
            {"step":"state","band":"Band of Londonium","state":"broken"}])",
        R"({"step":"besiege","band":"Hengist","district":"Londonium"})");
    row("home",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"move","band":"Hengist","to":"Londonium"}])",
        R"({"step":"home","band":"Hengist","reason":"detachment failed its roll"})");
    row("on-own",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":40},
            {"step":"war-leader","side":"Saxons","bands":["Hengist","Horsa"],"dice":[5,2]}])",
        R"({"step":"on-own","band":"Horsa"})");
    row("fates",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":40},
            {"step":"war-leader","side":"Saxons","bands":["Hengist","Horsa"],"dice":[5,2]}])",
        R"({"step":"fates","bands":["Horsa"],"dice":{"rolls":[3,4,5]}})");
    row("incursion", "[]", R"({"step":"incursion","dice":[3]})");
    row("war-leader",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":40}])",
        R"({"step":"war-leader","side":"Saxons","bands":["Hengist","Horsa"],"dice":[5,2]})");
    row("pillage",
        R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"move","band":"Hengist","to":"Londonium"},
            {"step":"state","band":"Band of Londonium","state":"driven back"}])",
        R"({"step":"pillage","district":"Londonium","bands":["Hengist"]})");
    row("close-year", hengist, R"({"step":"close-year"})");
    row("morale",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"table":"britain.house-settings","row":"1","column":"morale-test","value":4}])",
        R"({"step":"morale","band":"Hengist","lost":10,"dice":[4]})");
    row("rally",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"state","band":"Hengist","state":"broken"}])",
        R"({"step":"rally","band":"Hengist","dice":[1]})");
    row("melee",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"band","side":"Britons","name":"Band of Londonium","foot":81,"bowmen":9}])",
        R"({"step":"melee","band_a":"Hengist","band_b":"Band of Londonium","a_survivors":50,"a_inflicted":10,"b_survivors":80,"b_inflicted":5})");
    row("favour", londonium,
        R"({"step":"favour","side":"Britons","reduction":10,"bands":["Band of Londonium"]})");
    row("struck", hengist, R"({"step":"struck","band":"Hengist","battle":"lost"})");
    const char *facing = R"([{"table":"britain.house-settings","row":"1","column":"movement-points","value":3},
            {"step":"band","side":"Britons","name":"Band of Londonium","foot":76,"bowmen":9,"horsemen":5},
            {"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"move","band":"Hengist","to":"Londonium"}])";
    row("archery", facing,
        R"({"step":"archery","band":"Band of Londonium","target":"Hengist","group":3,"dice":{"rolls":[4,5,2]}})");
    row("charge", facing,
        R"({"step":"charge","band":"Band of Londonium","target":"Hengist","charge_inches":10,"order":"open","dice":{"rolls":[1,2,3,5,6]}})");
}

void TestBritainSteps::oneUndo()
{
    QFETCH(QJsonArray, setup);
    QFETCH(QJsonObject, step);
    setUp(setup);
    const QString problem = StepCases::undoProblem(*m_c, step);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_appliedIds << step.value(u"step"_s).toString();
}

void TestBritainSteps::everyStepTested()
{
    for (const StepSpec *s : StepRegistry::standard().steps(u"britain"_s)) {
        QVERIFY2(m_refusedIds.contains(s->id), qPrintable(u"no refused case for "_s + s->id));
        QVERIFY2(m_appliedIds.contains(s->id), qPrintable(u"no undo case for "_s + s->id));
    }
}

void TestBritainSteps::troopLimits()
{
    // One Briton in ten may carry a bow (9 of 90 passes, 10 of 90 is refused); horsemen one in twenty, rounded
    // up for the player (5 of 81 passes); Saxons have neither (Dark Age Britain, MISSILE FIRE, SPECIAL HORSEMAN RULES).
    StepRunner runner(*m_c);
    const auto run = [&](const char *json) {
        return runner.runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
    };
    QVERIFY(!run(R"({"step":"band","side":"Britons","name":"Band of Dyfed","foot":81,"bowmen":9})").refused());
    QVERIFY(run(R"({"step":"band","side":"Britons","name":"Band of Dyfed","foot":80,"bowmen":10})").refused());
    QVERIFY(!run(R"({"step":"band","side":"Britons","name":"Band of Rheged","foot":76,"horsemen":5})")
                     .refused());
    QVERIFY(run(R"({"step":"band","side":"Britons","name":"Band of Rheged","foot":70,"horsemen":6})")
                    .refused());
    QVERIFY(run(R"({"step":"band","side":"Saxons","name":"Aelle","foot":70,"horsemen":1})").refused());
    // A later entry of bowmen alone is checked against the warriors the band already has.
    QVERIFY(run(R"({"step":"band","side":"Britons","name":"Band of Dyfed","bowmen":12})").refused());
}

void TestBritainSteps::verbFamilyRefusal()
{
    // The verb family runs the same steps: a refused pillage is exit 2 and logs nothing; a success one action.
    const QString path = m_c->path();
    m_c.reset();
    const auto cli = [&](const QStringList &words) {
        return ReeveTest::runCli(QStringList{u"britain"_s, path} + words, u"reeve-test-britain-steps"_s);
    };
    const auto lastSeq = [&] { return Campaign::open(path)->log().lastSeq(); };
    QCOMPARE(cli({u"band"_s, u"Saxons"_s, u"Hengist"_s, u"chieftain=Hengist"_s, u"foot=60"_s, u"movement=3"_s}).code,
             0);
    // The Picts may not land at Londonium; the Saxons may (Dark Age Britain, STRATEGIC MOVEMENT).
    QCOMPARE(cli({u"band"_s, u"Picts"_s, u"Drest"_s, u"foot=60"_s, u"movement=3"_s}).code, 0);
    const ReeveTest::CliRun pictsLand = cli({u"move"_s, u"Drest"_s, u"Londonium"_s});
    QCOMPARE(pictsLand.code, 2);
    QVERIFY2(pictsLand.err.contains("Rheged, Eboricum"), pictsLand.err.constData());
    QCOMPARE(cli({u"move"_s, u"Hengist"_s, u"Londonium"_s}).code, 0);
    const qint64 start = lastSeq();
    const ReeveTest::CliRun pillage = cli({u"pillage"_s, u"Londonium"_s, u"Hengist"_s});
    QCOMPARE(pillage.code, 2);
    QVERIFY2(pillage.err.contains("STRATEGIC MOVEMENT"), pillage.err.constData());
    QCOMPARE(cli({u"morale"_s, u"Hengist"_s, u"10"_s, u"omenz=good"_s}).code, 2);
    QCOMPARE(lastSeq(), start);
    QCOMPARE(cli({u"state"_s, u"Band of Londonium"_s, u"driven"_s, u"back"_s}).code, 0);
    QCOMPARE(cli({u"pillage"_s, u"Londonium"_s, u"Hengist"_s}).code, 0);
    QVERIFY(lastSeq() > start + 1);
    const auto hengist = [&] {
        auto c = Campaign::open(path);
        return Britain::BritainState(*c).band(u"Hengist"_s).attributes;
    };
    // The pillage paid one of Hengist's three movement (two spent) and fed his next wave: one action.
    QCOMPARE(hengist().value(u"moved"_s).toInt(), 2);
    QCOMPARE(hengist().value(u"next_wave"_s).toInt(), 40);
    QCOMPARE(ReeveTest::runCli({u"undo"_s, path}, u"reeve-test-britain-steps"_s).code, 0);
    QCOMPARE(hengist().value(u"moved"_s).toInt(), 1);
    QCOMPARE(hengist().value(u"next_wave"_s).toInt(), 0);
    m_c = Campaign::open(path);
}

QTEST_GUILESS_MAIN(TestBritainSteps)
#include "tst_steps.moc"
