// The bands kept out of the main army's districts (issue 23, Britain; Dark Age Britain, STRATEGIC
// MOVEMENT): a chieftain who ties the war leader and rolls 5-6 campaigns on his own and may not enter a
// district where part of the main army stands. The move step's `barred` field gives the two readings:
// on-their-own (default, the fragment's words) and with-scots-irish-and-picts (those peoples too).
//
// TEST FIGURE the fragment does not give: three movement points a year (house table).
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "common/stepcases.h"
#include "games/britain/britainstate.h"
#include "log/actionlog.h"
#include "steps/steprunner.h"

using namespace Qt::StringLiterals;
using namespace Reeve;
using namespace Reeve::Britain;

using ReeveTest::obj;
using ReeveTest::StepCases;

class TestBritainMainArmy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_cases.prepare(u"britain"_s, u"440"_s); }
    void init() { m_c = Campaign::open(m_cases.fresh(u"army"_s)); }
    void cleanup() { m_c.reset(); }
    void onTheirOwnKeptOut();
    void widerReadingKeepsOutThePicts();
    void onOwnRefusals();

private:
    StepResult run(const char *json, StepRunner::Mode mode = StepRunner::Mode::Apply)
    {
        return StepRunner(*m_c).runObject(obj(json), u"step"_s, mode);
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
    QString where(const QString &name) { return BritainState(*m_c).band(name).locationId; }
    /// Hengist (3), Horsa (2) and Aelle (2) of the Saxons in Germany, Drest's Picts in Scotland; Hengist the
    /// war leader (3+4 = 7 against Horsa 2+2 = 4 and Aelle 2+3 = 5: no tie), landed in Eboricum with Horsa.
    void setUpYear()
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
        QCOMPARE(refusal(R"({"step":"band","side":"Picts","name":"Drest","chieftain":"Drest","ability":3,"foot":80})"),
                 QString());
        QVERIFY(refusal(R"({"step":"on-own","band":"Aelle"})").contains(u"No war leader"_s));
        const StepResult leader = run(
                R"({"step":"war-leader","bands":["Hengist","Horsa","Aelle"],"dice":{"rolls":[4,2,3]}})");
        QVERIFY(!leader.refused());
        QCOMPARE(CampaignReader(m_c->database())
                         .sideByName(u"Saxons"_s)
                         .attributes.value(u"war_leader"_s)
                         .toString(),
                 u"Hengist"_s);
        QCOMPARE(refusal(R"({"step":"move","band":"Hengist","to":"Eboricum","with":["Horsa"]})"), QString());
        QCOMPARE(where(u"Horsa"_s), u"Eboricum"_s);
    }

    StepCases m_cases;
    std::unique_ptr<Campaign> m_c;
};

void TestBritainMainArmy::onTheirOwnKeptOut()
{
    setUpYear();
    // Aelle tied and rolled 5-6 (the referee records it): he campaigns on his own. Eboricum holds part of the
    // main army (Hengist and Horsa): refused, citing the heading; Londonium is free: he lands there.
    QCOMPARE(refusal(R"({"step":"on-own","band":"Aelle"})"), QString());
    QCOMPARE(BritainState(*m_c).band(u"Aelle"_s).attributes.value(u"campaign"_s).toString(), u"own"_s);
    const StepResult barred = run(R"({"step":"move","band":"Aelle","to":"Eboricum"})");
    QVERIFY(barred.refused());
    QVERIFY2(barred.refusals.first().message.contains(u"Hengist's army"_s),
             qPrintable(barred.refusals.first().message));
    QCOMPARE(barred.refusals.first().rule, u"Dark Age Britain, STRATEGIC MOVEMENT"_s);
    QCOMPARE(where(u"Aelle"_s), u"Germany"_s);
    const StepResult moved = run(R"({"step":"move","band":"Aelle","to":"Londonium"})");
    QVERIFY(!moved.refused());
    QVERIFY(moved.outcome.value(u"barred"_s).toString().contains(u"literal reading"_s));
    // Under the default reading the Picts are not kept out: Drest lands in Eboricum beside the main army.
    const StepResult picts = run(R"({"step":"move","band":"Drest","to":"Eboricum"})");
    QVERIFY(!picts.refused());
    QCOMPARE(where(u"Drest"_s), u"Eboricum"_s);
}

void TestBritainMainArmy::widerReadingKeepsOutThePicts()
{
    setUpYear();
    // The other reading: the Picts, who never follow the Anglo-Saxon war leader, campaign apart too.
    QVERIFY(refusal(R"({"step":"move","band":"Drest","to":"Eboricum","barred":"with-scots-irish-and-picts"})")
                    .contains(u"wider reading"_s));
    // Rheged holds none of the main army: the landing stands under either reading.
    const StepResult r = run(
            R"({"step":"move","band":"Drest","to":"Rheged","barred":"with-scots-irish-and-picts"})");
    QVERIFY(!r.refused());
    QVERIFY(r.outcome.value(u"barred"_s).toString().contains(u"wider reading"_s));
}

void TestBritainMainArmy::onOwnRefusals()
{
    setUpYear();
    QVERIFY(refusal(R"({"step":"on-own","band":"Hengist"})").contains(u"is the war leader"_s));
    QVERIFY(refusal(R"({"step":"on-own","band":"Horsa"})").contains(u"army this year"_s));
    QVERIFY(refusal(R"({"step":"on-own","band":"Drest"})").contains(u"only the Anglo-Saxon"_s));
    QCOMPARE(refusal(R"({"step":"on-own","band":"Aelle"})"), QString());
    QVERIFY(refusal(R"({"step":"on-own","band":"Aelle"})").contains(u"already"_s));
    // One undo takes the mark back.
    m_c->log().undo();
    QVERIFY(BritainState(*m_c).band(u"Aelle"_s).attributes.value(u"campaign"_s).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestBritainMainArmy)
#include "tst_mainarmy.moc"
