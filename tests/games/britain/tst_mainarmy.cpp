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
#include "storage/database.h"

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
    void lastYearsLeaderLeadsNoArmy();
    void undatedLeaderAsksForHisYear();

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

void TestBritainMainArmy::lastYearsLeaderLeadsNoArmy()
{
    // The war leader is leader "for that year" (STRATEGIC MOVEMENT): Hengist, chosen in 440, leads no
    // army once the clock stands at 445 (the referee's correction, no year's end between).
    setUpYear();
    QCOMPARE(BritainState(*m_c).year(), 440);
    QCOMPARE(refusal(R"({"step":"on-own","band":"Aelle"})"), QString());
    QVERIFY(refusal(R"({"step":"move","band":"Aelle","to":"Eboricum"})").contains(u"Hengist's army"_s));
    QCOMPARE(refusal(R"({"step":"year","year":445})"), QString());
    // No main army this year: Aelle may land in Eboricum beside Hengist's band, and so may the Picts
    // under the wider reading; nobody can be sent on his own against a leader of another year.
    QCOMPARE(refusal(R"({"step":"move","band":"Drest","to":"Eboricum","barred":"with-scots-irish-and-picts"})"),
             QString());
    QCOMPARE(refusal(R"({"step":"move","band":"Aelle","to":"Eboricum"})"), QString());
    QCOMPARE(where(u"Aelle"_s), u"Eboricum"_s);
    QVERIFY(refusal(R"({"step":"band","side":"Saxons","name":"Cerdic","chieftain":"Cerdic","ability":1,"foot":40})")
                    .isEmpty());
    QVERIFY(refusal(R"({"step":"on-own","band":"Cerdic"})").contains(u"No war leader is chosen this year"_s));
}

void TestBritainMainArmy::undatedLeaderAsksForHisYear()
{
    // A campaign written before Reeve kept the war leader's year: Hengist on the Saxons' record, no year.
    setUpYear();
    m_c->database().exec(u"UPDATE sides SET attributes = json_remove(attributes, '$.war_leader_year')"_s);
    const QString file = m_c->path();
    m_c.reset();
    m_c = Campaign::open(file);
    const auto withYear = [this](const char *json, int year) {
        QJsonObject step = obj(json);
        step.insert(u"leader_year"_s, year);
        const qint64 before = m_c->log().lastSeq();
        const StepResult r = StepRunner(*m_c).runObject(step, u"step"_s, StepRunner::Mode::Apply);
        if (!r.refused())
            return QString();
        return m_c->log().lastSeq() == before ? r.refusals.first().message : u"refused but written"_s;
    };
    // The Picts kept apart (wider reading) and Hengist's army in Eboricum: his year is asked, never guessed.
    const char *drest
            = R"({"step":"move","band":"Drest","to":"Eboricum","barred":"with-scots-irish-and-picts"})";
    QVERIFY2(refusal(drest).contains(u"leader_year=440"_s), qPrintable(refusal(drest)));
    QVERIFY(withYear(drest, 445).contains(u"not this year"_s));
    QVERIFY(withYear(drest, 440).contains(u"Hengist's army"_s));
    // Where his army does not stand, nothing needs his year.
    QCOMPARE(refusal(R"({"step":"move","band":"Drest","to":"Rheged","barred":"with-scots-irish-and-picts"})"),
             QString());
    // on-own asks for it too, and records it with the mark, as one action.
    QVERIFY(refusal(R"({"step":"on-own","band":"Aelle"})").contains(u"leader_year=440"_s));
    const qint64 before = m_c->log().lastSeq();
    QCOMPARE(withYear(R"({"step":"on-own","band":"Aelle"})", 440), QString());
    QCOMPARE(m_c->log().lastSeq(), before + 1);
    const auto saxons = [this] { return CampaignReader(m_c->database()).sideByName(u"Saxons"_s).attributes; };
    QCOMPARE(saxons().value(u"war_leader_year"_s).toInt(), 440);
    // Recorded, the move needs no year now.
    QVERIFY(refusal(R"({"step":"move","band":"Aelle","to":"Eboricum"})").contains(u"Hengist's army"_s));
    m_c->log().undo();
    QVERIFY(!saxons().contains(u"war_leader_year"_s));
    QVERIFY(BritainState(*m_c).band(u"Aelle"_s).attributes.value(u"campaign"_s).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestBritainMainArmy)
#include "tst_mainarmy.moc"
