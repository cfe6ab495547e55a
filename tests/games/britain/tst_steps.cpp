// Dark Age Britain on the step contract (issue 18): every registered step refused once with the log and
// the state exactly as before, applied and taken back by one undo, described with fields, rules and an
// example, and every example run by the real reeve-cli on a fresh copy of the 440 scenario.
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

namespace {

QJsonObject obj(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

QJsonArray arr(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).array();
}

/// The state without the dice counter: undo appends the inverse ops and never rewinds the counter, so a
/// step rolled by Reeve and undone leaves it one on (the same dice are not dealt twice).
QString stateWithoutCounter(Database &db)
{
    static const QRegularExpression counter(uR"(\n\{"key":"rng_counter","value":"?\d+"?\})"_s);
    return Replayer::dumpState(db).remove(counter);
}

} // namespace

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
    void described();
    void examplesRun();

private:
    /// Set-up steps (and {"table", "row", "column", "value"} test figures) before the case.
    void setUp(const QJsonArray &steps);
    QString fresh(const QString &name);

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_c;
    QStringList m_refusedIds;
    QStringList m_appliedIds;
};

void TestBritainSteps::initTestCase()
{
    auto c = Campaign::create(m_dir.filePath(u"template.reeve"_s), u"britain"_s, u"440"_s);
    ScenarioSetup(*c).apply(ScenarioCatalog::find(u"britain"_s, u"440"_s));
}

QString TestBritainSteps::fresh(const QString &name)
{
    static int n = 0;
    const QString path = m_dir.filePath(u"%1-%2.reeve"_s.arg(name).arg(++n));
    QFile::copy(m_dir.filePath(u"template.reeve"_s), path);
    return path;
}

void TestBritainSteps::init()
{
    m_c.reset();
    m_c = Campaign::open(fresh(u"case"_s));
}

void TestBritainSteps::setUp(const QJsonArray &steps)
{
    StepRunner runner(*m_c);
    for (const QJsonValue &v : steps) {
        const QJsonObject o = v.toObject();
        if (o.contains(u"table"_s)) {
            CampaignTables::setCell(*m_c, o.value(u"table"_s).toString(), o.value(u"row"_s).toString(),
                                    o.value(u"column"_s).toString(), o.value(u"value"_s));
            continue;
        }
        const StepResult r = runner.runObject(o, u"step"_s, StepRunner::Mode::Apply);
        QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    }
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
    row("settle", "[]", R"({"step":"settle","district":"Londonium","people":"Saxons"})", "stands ready");
    row("settle-picts", "[]", R"({"step":"settle","district":"Rheged","people":"Picts"})", "never settle");
    row("incursion", "[]", R"({"step":"incursion","when":1})", "no field");
    row("war-leader", "[]", R"({"step":"war-leader","side":"Picts"})", "no war leader");
    row("pillage", hengist, R"({"step":"pillage","district":"Londonium","bands":["Hengist"]})",
        "stands ready");
    row("pillage-again",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"state","band":"Band of Londonium","state":"driven back"},
            {"step":"pillage","district":"Londonium","bands":["Hengist"]}])",
        R"({"step":"pillage","district":"Londonium","bands":["Hengist"]})", "not again before");
    row("close-year", "[]", R"({"step":"close-year","year":441})", "no field");
    row("morale", hengist, R"({"step":"morale","band":"Hengist","lost":100})", "cannot lose");
    row("rally", hengist, R"({"step":"rally","band":"Hengist"})", "not broken");
    row("melee", hengist,
        R"({"step":"melee","band_a":"Hengist","band_b":"Hengist","a_survivors":1,"a_inflicted":1,"b_survivors":1,"b_inflicted":1})",
        "two different bands");
    row("favour", "[]", R"({"step":"favour","side":"Britons","reduction":60})", "out of its range");
    row("struck", "[]", R"({"step":"struck","band":"Band of Londonium","battle":"drawn"})", "must be one of");
}

void TestBritainSteps::refused()
{
    QFETCH(QJsonArray, setup);
    QFETCH(QJsonObject, step);
    QFETCH(QString, says);
    setUp(setup);
    const QString before = Replayer::dumpState(m_c->database());
    const qint64 last = m_c->log().lastSeq();
    const StepResult r = StepRunner(*m_c).runObject(step, u"step"_s, StepRunner::Mode::Apply);
    QVERIFY(r.refused());
    QVERIFY2(r.refusals.first().message.contains(says) || r.refusals.first().rule.contains(says),
             qPrintable(r.refusals.first().message + u" / "_s + r.refusals.first().rule));
    QCOMPARE(r.seq, 0);
    QCOMPARE(m_c->log().lastSeq(), last);
    QCOMPARE(Replayer::dumpState(m_c->database()), before);
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
    row("settle", R"([{"step":"state","band":"Band of Londonium","state":"broken"}])",
        R"({"step":"settle","district":"Londonium","people":"Jutes"})");
    row("incursion", "[]", R"({"step":"incursion","dice":[3]})");
    row("war-leader",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
            {"step":"band","side":"Saxons","name":"Horsa","chieftain":"Horsa","ability":2,"foot":40}])",
        R"({"step":"war-leader","side":"Saxons","bands":["Hengist","Horsa"],"dice":[5,2]})");
    row("pillage",
        R"([{"step":"band","side":"Saxons","name":"Hengist","chieftain":"Hengist","ability":3,"foot":60},
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
}

void TestBritainSteps::oneUndo()
{
    QFETCH(QJsonArray, setup);
    QFETCH(QJsonObject, step);
    setUp(setup);
    const QString before = stateWithoutCounter(m_c->database());
    const qint64 last = m_c->log().lastSeq();
    const StepResult r = StepRunner(*m_c).runObject(step, u"step"_s, StepRunner::Mode::Apply);
    QVERIFY2(!r.refused(), qPrintable(r.refusals.value(0).message));
    QVERIFY(r.seq > last);
    m_c->log().undo(); // one undo takes the whole step back
    QCOMPARE(stateWithoutCounter(m_c->database()), before);
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
    QCOMPARE(cli({u"band"_s, u"Saxons"_s, u"Hengist"_s, u"chieftain=Hengist"_s, u"foot=60"_s}).code, 0);
    const qint64 start = lastSeq();
    const ReeveTest::CliRun pillage = cli({u"pillage"_s, u"Londonium"_s, u"Hengist"_s});
    QCOMPARE(pillage.code, 2);
    QVERIFY2(pillage.err.contains("STRATEGIC MOVEMENT"), pillage.err.constData());
    QCOMPARE(cli({u"morale"_s, u"Hengist"_s, u"10"_s, u"omenz=good"_s}).code, 2);
    QCOMPARE(lastSeq(), start);
    QCOMPARE(cli({u"state"_s, u"Band of Londonium"_s, u"driven"_s, u"back"_s}).code, 0);
    QCOMPARE(cli({u"pillage"_s, u"Londonium"_s, u"Hengist"_s}).code, 0);
    QCOMPARE(lastSeq(), start + 2);
    QCOMPARE(ReeveTest::runCli({u"undo"_s, path}, u"reeve-test-britain-steps"_s).code, 0);
    m_c = Campaign::open(path);
}

void TestBritainSteps::described()
{
    for (const StepSpec *s : StepRegistry::standard().steps(u"britain"_s)) {
        const ReeveTest::CliRun run = ReeveTest::runCli({u"describe-step"_s, u"britain"_s, s->id, u"--json"_s},
                                                        u"reeve-test-britain-steps"_s);
        QCOMPARE(run.code, 0);
        const QJsonObject d = run.json();
        QVERIFY2(d.value(u"fields"_s).isArray(), qPrintable(s->id));
        QVERIFY2(!d.value(u"rules"_s).toArray().isEmpty(), qPrintable(s->id));
        QVERIFY2(!d.value(u"examples"_s).toArray().isEmpty(), qPrintable(s->id));
        QVERIFY2(!d.value(u"summary"_s).toString().isEmpty(), qPrintable(s->id));
        for (const QJsonValue &f : d.value(u"fields"_s).toArray())
            QVERIFY2(!f.toObject().value(u"help"_s).toString().isEmpty(), qPrintable(s->id));
    }
}

void TestBritainSteps::examplesRun()
{
    // A step's examples are shell command lines run in order on one fresh copy of the 440 scenario (FILE),
    // the set-up lines first and the step itself last, as `reeve-cli describe-step` prints them.
    for (const StepSpec *s : StepRegistry::standard().steps(u"britain"_s)) {
        const QString file = fresh(u"example-"_s + s->id);
        for (const QString &example : s->examples) {
            QString line = example;
            line.replace(u"FILE"_s, file).replace(u"reeve-cli"_s, QString::fromUtf8(REEVE_CLI));
            QProcess sh;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
            sh.setProcessEnvironment(env);
            sh.start(u"/bin/sh"_s, {u"-c"_s, line});
            QVERIFY(sh.waitForFinished(120000));
            QVERIFY2(sh.exitCode() == 0, qPrintable(s->id + u": "_s + example + u"\n"_s
                                                    + QString::fromUtf8(sh.readAllStandardError())));
        }
        QVERIFY2((s->examples.last() + u' ').startsWith(u"reeve-cli step FILE "_s + s->id + u' '),
                 qPrintable(s->id + u": the last example is not the step itself"_s));
    }
}

QTEST_GUILESS_MAIN(TestBritainSteps)
#include "tst_steps.moc"
