// Charlemagne on the step contract (issue 18): every registered step refused once with the log and the
// state exactly as before, applied and taken back by one undo.
// Its descriptions and examples are checked, with every game's, by tests/steps/tst_steps.
//
// The Vassalage, Conversion and Battle cells entered here are TEST FIGURES, not the printed results.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "common/clirun.h"
#include "common/stepcases.h"
#include "containers/containereditor.h"
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

class TestCharlemagneSteps : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void refused_data();
    void refused();
    void oneUndo_data();
    void oneUndo();
    void stratagemsUndo();
    void everyStepTested();
    void levyFigureMissing();
    void doubleMarkersAlone();
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

void TestCharlemagneSteps::initTestCase()
{
    m_cases.prepare(u"charlemagne"_s, u"771"_s);
}

void TestCharlemagneSteps::init()
{
    m_c.reset();
    m_c = Campaign::open(m_cases.fresh(u"case"_s));
}

void TestCharlemagneSteps::refused_data()
{
    QTest::addColumn<QJsonArray>("setup");
    QTest::addColumn<QJsonObject>("step");
    QTest::addColumn<QString>("says");
    const auto row = [](const char *name, const char *setup, const char *step, const char *says) {
        QTest::newRow(name) << arr(setup) << obj(step) << QString::fromUtf8(says);
    };
    row("control", "[]", R"({"step":"control","region":"Saxony","control":"Tribal"})", "already Tribal");
    row("convert", "[]", R"({"step":"convert","region":"Aachen","religion":"christian"})", "takes a region");
    row("hex", "[]", R"({"step":"hex","hex":"Saxony"})", "not a hex");
    row("burg", "[]", R"({"step":"burg","hex":"Saxony"})", "markers go on hexes");
    row("civilization", "[]", R"({"step":"civilization","hex":"Aachen"})", "§10.2b");
    row("pillage", "[]", R"({"step":"pillage","hex":"Aachen","remove":true})", "no pillage marker");
    row("levy", "[]", R"({"step":"levy","side":"Empire","type":"field army","location":"Neustria"})",
        "§11.1b");
    row("levy-controller", "[]", R"({"step":"levy","side":"Empire","type":"militia","location":"Saxony"})",
        "§11.1");
    row("levy-neutral", "[]", R"({"step":"levy","side":"Neutral","type":"militia","location":"Frisia"})",
        "§11.1d");
    row("levy-fleet", "[]", R"({"step":"levy","side":"Empire","type":"fleet","location":"Neustria"})",
        "Denmark");
    row("levy-count",
        R"([{"step":"levy","side":"Empire","type":"militia","location":"Neustria"},
            {"step":"levy","side":"Empire","type":"warrior host","location":"Neustria"}])",
        R"({"step":"levy","side":"Empire","type":"militia","location":"Neustria"})", "§11.1a");
    row("strength", "[]", R"({"step":"strength","unit":2,"strength":-1})", "out of its range");
    row("move", "[]", R"({"step":"move","unit":1,"to":"Atlantis"})", "does not have");
    row("eliminate", "[]", R"({"step":"eliminate","unit":9999})", "does not have");
    row("region-levy", "[]", R"({"step":"region-levy","region":"Aachen","levy":2})", "takes a region");
    row("region-religion", "[]", R"({"step":"region-religion","region":"Aachen","religion":"pagan"})",
        "takes a region");
    row("treasury", "[]", R"({"step":"treasury","side":"Neutral"})", "must be one of");
    row("buy-stratagems", "[]", R"({"step":"buy-stratagems","side":"Tribal","count":1})", "on hand");
    // Side left out while the clock names no player: asked for, not guessed (§3.1, §10.1c, §10.2).
    row("treasury-no-player", "[]", R"({"step":"treasury"})", "clock names no");
    row("buy-stratagems-no-player", "[]", R"({"step":"buy-stratagems","count":1})", "clock names no");
    row("vassalage", "[]", R"({"step":"vassalage","side":"Empire","region":"Austrasia"})", "§9");
    row("conversion", "[]",
        R"({"step":"conversion","side":"Empire","region":"Saxony","religion":"christian"})", "§18.3");
    row("conversion-double", "[]",
        R"({"step":"conversion","side":"Empire","region":"Thuringia","religion":"christian","double_markers":1})",
        "§9.5");
    row("survival", R"([{"step":"eliminate","unit":"Charlemagne"}])", R"({"step":"survival"})",
        "already dead");
    row("ratio", "[]", R"({"step":"ratio","attackers":[],"defenders":[38]})", "each force");
    row("battle", "[]", R"({"step":"battle","column":"5/1"})", "must be one of");
    row("vp", "[]", R"({"step":"vp","record":true})", "no field");
    row("supply", "[]", R"({"step":"supply","side":"Empire","hex":"Aachen"})", "no unit to supply");
    row("stratagems", "[]", R"({"step":"stratagems","side":"Tribal","leader_at":"Austrasia"})", "§21.1");
    row("revolt", "[]", R"({"step":"revolt","region":"Austrasia"})", "never affected");
    row("event", "[]", R"({"step":"event","side":"Neutral"})", "must be one of");
    row("recruit", "[]", R"({"step":"recruit","side":"Empire","type":"militia","hex":"Aachen"})",
        "not a burg");
    row("pillage-neutral", R"([{"step":"hex","hex":"Regensburg","region":"Bavaria"}])",
        R"({"step":"pillage","hex":"Regensburg"})", "§4.4a(4)");
    row("battle-ratio", "[]", R"({"step":"battle","column":"2/1","attackers":[1,2],"defenders":[38,39]})",
        "give column 1/1");
}

void TestCharlemagneSteps::refused()
{
    QFETCH(QJsonArray, setup);
    QFETCH(QJsonObject, step);
    QFETCH(QString, says);
    setUp(setup);
    const QString problem = StepCases::refusalProblem(*m_c, step, says);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_refusedIds << step.value(u"step"_s).toString();
}

void TestCharlemagneSteps::oneUndo_data()
{
    QTest::addColumn<QJsonArray>("setup");
    QTest::addColumn<QJsonObject>("step");
    const auto row = [](const char *name, const char *setup, const char *step) {
        QTest::newRow(name) << arr(setup) << obj(step);
    };
    row("control", "[]", R"({"step":"control","region":"Frisia","control":"Empire"})");
    row("convert", "[]", R"({"step":"convert","region":"Wends","religion":"christian"})");
    row("hex", "[]", R"({"step":"hex","hex":"H1","region":"Saxony","terrain":"forest","port":false})");
    row("burg", "[]", R"({"step":"burg","hex":"Aachen"})");
    row("civilization", R"([{"step":"hex","hex":"H1","region":"Saxony"}])",
        R"({"step":"civilization","hex":"H1"})");
    row("pillage", "[]", R"({"step":"pillage","hex":"Rome"})");
    row("levy", "[]", R"({"step":"levy","side":"Tribal","type":"warrior host","location":"Saxony"})");
    row("strength", "[]", R"({"step":"strength","unit":2,"strength":3})");
    row("move", "[]", R"({"step":"move","unit":40,"to":"Aachen"})");
    row("eliminate", "[]", R"({"step":"eliminate","unit":3})");
    row("region-levy", "[]", R"({"step":"region-levy","region":"Aquitaine","levy":2})");
    row("region-religion", "[]", R"({"step":"region-religion","region":"Aquitaine","religion":"christian"})");
    row("treasury", "[]", R"({"step":"treasury","side":"Empire","burgs":3})");
    row("buy-stratagems", "[]", R"({"step":"buy-stratagems","side":"Empire","count":2})");
    row("vassalage", R"([{"table":"charlemagne.vassalage","row":"4","column":"1","value":"Empire"}])",
        R"({"step":"vassalage","side":"Empire","region":"Bavaria","dice":[4]})");
    row("conversion", R"([{"table":"charlemagne.conversion","row":"4","column":"1","value":"christian"}])",
        R"({"step":"conversion","side":"Empire","region":"Thuringia","religion":"christian","dice":[4]})");
    row("survival", "[]", R"({"step":"survival","dice":[5]})");
    row("ratio", "[]", R"({"step":"ratio","attackers":[1,2],"defenders":[38,39]})");
    row("battle",
        R"([{"table":"charlemagne.battle","row":"4","column":"1/1","value":"defender eliminated"}])",
        R"({"step":"battle","column":"1/1","attackers":[1,2],"defenders":[38,39],"dice":[4]})");
    row("supply", R"([{"step":"move","unit":1,"to":"Aachen"}])",
        R"({"step":"supply","side":"Empire","hex":"Aachen","forage":1})");
    row("recruit",
        R"([{"step":"hex","hex":"Paris","region":"Neustria"}, {"step":"burg","hex":"Paris"},
            {"step":"move","unit":8,"to":"Paris"},
            {"table":"charlemagne.treasure-points","row":"1","column":"militia","value":2}])",
        R"({"step":"recruit","side":"Empire","type":"militia","hex":"Paris"})");
    row("revolt",
        R"([{"table":"charlemagne.revolt","row":"4","column":"result","value":"return to neutrality"}])",
        R"({"step":"revolt","region":"Gascony","dice":[4]})");
    row("event", "[]", R"({"step":"event","side":"Empire","dice":[1,2]})"); // event 12, the one the text gives
    const char *levies = R"([
        {"step":"region-levy","region":"Austrasia","levy":3}, {"step":"region-levy","region":"Burgundy","levy":2},
        {"step":"region-levy","region":"Gascony","levy":1}, {"step":"region-levy","region":"Aquitaine","levy":1},
        {"step":"region-levy","region":"Germany","levy":2}, {"step":"region-levy","region":"Provence","levy":1},
        {"step":"region-levy","region":"Septimania","levy":1}, {"step":"region-levy","region":"Thuringia","levy":1}])";
    row("vp", levies, R"({"step":"vp"})");
}

void TestCharlemagneSteps::oneUndo()
{
    QFETCH(QJsonArray, setup);
    QFETCH(QJsonObject, step);
    setUp(setup);
    const QString problem = StepCases::undoProblem(*m_c, step);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_appliedIds << step.value(u"step"_s).toString();
}

void TestCharlemagneSteps::stratagemsUndo()
{
    // The counter mix is a TEST FIGURE (the rules do not print it); the draw is one action, one undo.
    ContainerEditor(*m_c).compose({{u"Vassalage"_s, 6},
                                   {u"Crown of Pavia"_s, 0},
                                   {u"Donation of Constantine"_s, 0},
                                   {u"Frankish General Assembly"_s, 0},
                                   {u"Ring of the Avars"_s, 0},
                                   {u"Missionary"_s, 2},
                                   {u"Military Advance"_s, 2},
                                   {u"Espionage"_s, 1},
                                   {u"Augustus"_s, 0},
                                   {u"Leader"_s, 0}});
    const QString problem = StepCases::undoProblem(*m_c, obj(R"({"step":"stratagems","side":"Empire"})"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_appliedIds << u"stratagems"_s;
}

void TestCharlemagneSteps::everyStepTested()
{
    for (const StepSpec *s : StepRegistry::standard().steps(u"charlemagne"_s)) {
        QVERIFY2(m_refusedIds.contains(s->id), qPrintable(u"no refused case for "_s + s->id));
        QVERIFY2(m_appliedIds.contains(s->id), qPrintable(u"no undo case for "_s + s->id));
    }
}

void TestCharlemagneSteps::levyFigureMissing()
{
    // Austrasia's levy is on the printed chart only: exit 3 before anything is written (§11.1a).
    const QString before = Replayer::dumpState(m_c->database());
    const qint64 last = m_c->log().lastSeq();
    try {
        StepRunner(*m_c)
                .runObject(obj(R"({"step":"levy","side":"Empire","type":"militia","location":"Austrasia"})"),
                           u"step"_s, StepRunner::Mode::Apply);
        QFAIL("a levy without its region's figure was placed");
    } catch (const Failure &failure) {
        QCOMPARE(failure.exitCode(), 3);
        QVERIFY2(failure.message().contains(u"region-levy Austrasia"_s), qPrintable(failure.message()));
    }
    QCOMPARE(m_c->log().lastSeq(), last);
    QCOMPARE(Replayer::dumpState(m_c->database()), before);
}

void TestCharlemagneSteps::doubleMarkersAlone()
{
    // A bid of one double marker counts 2, not 3: no single marker is added when only doubles are given (§9.5).
    CampaignTables::setCell(*m_c, u"charlemagne.vassalage"_s, u"4"_s, u"2"_s, u"Empire"_s);
    const StepResult r = StepRunner(*m_c).runObject(
            obj(R"({"step":"vassalage","side":"Empire","region":"Bavaria","double_markers":1,"dice":[4]})"),
            u"step"_s, StepRunner::Mode::Apply);
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    const QJsonObject procedure = r.outcome.value(u"procedure"_s).toObject();
    QCOMPARE(procedure.value(u"inputs"_s).toObject().value(u"markers"_s).toInt(), 0);
    QCOMPARE(procedure.value(u"outcome"_s).toObject().value(u"differential"_s).toInt(), 2);
}

void TestCharlemagneSteps::verbFamilyRefusal()
{
    // The verb family runs the same steps: a refusal is exit 2 with the log as it was; a success one action.
    const QString path = m_c->path();
    m_c.reset();
    const auto cli = [&](const QStringList &words) {
        return ReeveTest::runCli(QStringList{u"charlemagne"_s, path} + words,
                                 u"reeve-test-charlemagne-steps"_s);
    };
    const auto lastSeq = [&] { return Campaign::open(path)->log().lastSeq(); };
    const qint64 start = lastSeq();
    const ReeveTest::CliRun conversion = cli({u"conversion"_s, u"Empire"_s, u"Thuringia"_s, u"christian"_s,
                                              u"double_markers=1"_s, u"--dice"_s, u"4"_s});
    QCOMPARE(conversion.code, 2); // refused before the missing Conversion Table could stop it (exit 3)
    QVERIFY2(conversion.err.contains("§9.5"), conversion.err.constData());
    QCOMPARE(cli({u"levy"_s, u"Empire"_s, u"field-army"_s, u"Neustria"_s}).code, 2);
    QCOMPARE(cli({u"control"_s, u"Saxony"_s, u"Empire"_s, u"frendly=1"_s}).code, 2);
    QCOMPARE(lastSeq(), start);
    QCOMPARE(cli({u"levy"_s, u"Empire"_s, u"militia"_s, u"Neustria"_s}).code, 0);
    QCOMPARE(lastSeq(), start + 1);
    QCOMPARE(ReeveTest::runCli({u"undo"_s, path}, u"reeve-test-charlemagne-steps"_s).code, 0);
    m_c = Campaign::open(path);
}

QTEST_GUILESS_MAIN(TestCharlemagneSteps)
#include "tst_steps.moc"
