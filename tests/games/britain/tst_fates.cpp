// The chieftains' fates after the war leader is chosen (issue 23; Dark Age Britain, STRATEGIC
// MOVEMENT): the war leader and each other chieftain of his peoples add a d6 to their ability; lower
// joins him, higher stays home, equal rolls on britain.tie (1-2 sulks, 3-4 changes sides, 5-6 on its
// own). A band at home or sulking may not move this year. Worked by hand in each case below.
//
// TEST FIGURE the fragment does not give: three movement points a year (house table).
#include <QtTest>

#include "campaign/campaign.h"
#include "common/clirun.h"
#include "common/stepcases.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "steps/steprunner.h"

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

QTEST_GUILESS_MAIN(TestBritainFates)
#include "tst_fates.moc"
