// What a three-player month of the 1066 scenario showed when played by hand (Normans, Anglo-Saxons, Vikings;
// the Britons neutral), each figure worked from the rulebook first: the Normans' markers count Normandy without a
// garrison (§21.1, §21.8), a battle puts both forces face up (§15.2, §7.2), and the battle's unit list says who is
// aboard which fleet (§17.5, §17.16).
#include "eventsfixture.h"

#include "games/1066/turn/reveal1066.h"

using namespace Reeve;
using namespace ReeveTest;
using namespace Qt::StringLiterals;

namespace {

// The scenario's counters (§27.5-27.6): William, Odo, Alan, a Norman knight and fleet; the fyrd of Hastings.
constexpr qint64 William = 1, Odo = 2, Alan = 3, Knight = 4, NormanFleet = 14, HastingsFyrd = 35;

QString firstRefusal(const StepResult &r)
{
    return r.refused() ? r.refusals.first().message + u" ["_s + r.refusals.first().rule + u"]"_s : QString();
}

} // namespace

class TestMonth1066 : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_f.campaign.reset(); }
    void normandyCountsWithoutAGarrison();
    void aBattlePutsBothForcesFaceUp();
    void theBattleUnitsSayWhoIsAboard();

private:
    void setUnit(qint64 id, const QJsonObject &attributes)
    {
        const Unit u = m_f.reader().unit(id);
        QJsonObject a = u.attributes;
        for (auto it = attributes.begin(); it != attributes.end(); ++it)
            a.insert(it.key(), it.value());
        CampaignEditor(*m_f.campaign).editUnit(id, u.type, u.name, a);
    }
    EventsFixture m_f;
};

void TestMonth1066::init()
{
    QByteArray why;
    QVERIFY2(m_f.make(u"month"_s, &why), why.constData());
    m_f.compose({{u"Gold Point"_s, 20}});
}

void TestMonth1066::normandyCountsWithoutAGarrison()
{
    // House figures for the map and the counters (not in our sources): each Norman town feudal 1, Rouen 2;
    // William leader 3, Odo and Alan 1. The Normans' fyrd hold their eight towns (§27.5); nobody is in Normandy.
    for (const QString &town : {u"Boulogne"_s, u"St. Valery"_s, u"Dives-sur-Mer"_s, u"Bayeux"_s,
                                u"Cherbourg"_s, u"Avranches"_s, u"Treguier"_s})
        m_f.setLocation(town, {{u"feudal"_s, 1}});
    m_f.setLocation(u"Rouen"_s, {{u"feudal"_s, 2}});
    setUnit(William, {{u"leader"_s, 3}});
    setUnit(Odo, {{u"leader"_s, 1}});
    setUnit(Alan, {{u"leader"_s, 1}});
    QVERIFY(m_f.alive(u"Normandy"_s, u"Normans"_s).isEmpty());
    QVERIFY(m_f.toPhase(u"Campaign markers"_s, u"Normans"_s));
    // By hand (§8.4-8.5, §21.1, §21.8): leaders 3 + 1 + 1 = 5, towns 7 × 1 + 2 = 9, Normandy always the
    // Normans' with its feudal value 5: 19 ÷ 5 rounded up = 4 markers (3 if Normandy were left out).
    const StepResult r = m_f.step(u"campaign-markers"_s, {{u"side"_s, u"Normans"_s}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    QCOMPARE(r.outcome.value(u"markers"_s).toInt(), 4);
    QCOMPARE(m_f.hand(u"Normans"_s).size(), 4);
    QVERIFY(r.outcome.value(u"worth"_s).toObject().value(u"off_map"_s).toArray().contains(u"normandy"_s));
    // §8.4's other reading leaves the boxes out: 14 ÷ 5 rounded up = 3.
    m_f.campaign->log().undo();
    const StepResult ignored = m_f.step(u"campaign-markers"_s,
                                        {{u"side"_s, u"Normans"_s}, {u"off_map_reading"_s, u"ignore"_s}});
    QCOMPARE(ignored.outcome.value(u"markers"_s).toInt(), 3);
}

void TestMonth1066::aBattlePutsBothForcesFaceUp()
{
    // William reaches Hastings without meeting anyone on the way (the referee moves him): the fyrd there has not
    // seen him, nor he the fyrd. The battle puts every unit of both forces on the board face up (§15.2, §7.2).
    m_f.moveAll({William}, u"Hastings"_s);
    QVERIFY(!Reveal1066::isRevealedTo(m_f.reader().unit(William), m_f.side(u"Anglo-Saxons"_s)));
    QVERIFY(m_f.toPhase(u"Combat"_s, u"Normans"_s));
    const qint64 from = m_f.last();
    const StepResult r = m_f.step(u"start"_s, {{u"square"_s, u"Hastings"_s},
                                               {u"attacker"_s, u"Normans"_s},
                                               {u"defender"_s, u"Anglo-Saxons"_s}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    QVERIFY(Reveal1066::isRevealedTo(m_f.reader().unit(William), m_f.side(u"Anglo-Saxons"_s)));
    QVERIFY(Reveal1066::isRevealedTo(m_f.reader().unit(HastingsFyrd), m_f.side(u"Normans"_s)));
    // Only to the two sides: the Vikings have seen neither, and the public log names no counter.
    QVERIFY(!Reveal1066::isRevealedTo(m_f.reader().unit(William), m_f.side(u"Vikings"_s)));
    QVERIFY(!m_f.readable(from, 0).contains(u"William"_s));
    // One action: one undo turns them face down again.
    m_f.campaign->log().undo();
    QVERIFY(!Reveal1066::isRevealedTo(m_f.reader().unit(William), m_f.side(u"Anglo-Saxons"_s)));
}

void TestMonth1066::theBattleUnitsSayWhoIsAboard()
{
    // The Norman fleet and a knight in Hastings, a port: the knight goes aboard in the Normans' movement phase
    // (§17.5-17.6) and the battle opens there in their combat phase.
    m_f.setLocation(u"Hastings"_s, {{u"port"_s, true}, {u"coastal"_s, true}});
    m_f.moveAll({Knight, NormanFleet}, u"Hastings"_s);
    QVERIFY(m_f.toPhase(u"Movement"_s, u"Normans"_s));
    StepResult r = m_f.step(u"embark"_s, {{u"side"_s, u"Normans"_s},
                                          {u"fleet"_s, NormanFleet},
                                          {u"units"_s, QJsonArray{Knight}}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    QVERIFY(m_f.toPhase(u"Combat"_s, u"Normans"_s));
    r = m_f.step(u"start"_s, {{u"square"_s, u"Hastings"_s},
                              {u"attacker"_s, u"Normans"_s},
                              {u"defender"_s, u"Anglo-Saxons"_s}});
    QVERIFY2(!r.refused(), qPrintable(firstRefusal(r)));
    const QString path = m_f.campaign->path();
    m_f.campaign.reset(); // the command line opens the file itself
    const CliRun json = runCli({u"battle"_s, path, u"units"_s, u"--json"_s}, u"reeve-month-1066-test"_s);
    QVERIFY2(json.code == 0, json.err.constData());
    QJsonObject knight, fleet;
    for (const QJsonValue &v : QJsonDocument::fromJson(json.out).object().value(u"units"_s).toArray()) {
        if (v.toObject().value(u"unit"_s).toInteger() == Knight)
            knight = v.toObject();
        if (v.toObject().value(u"unit"_s).toInteger() == NormanFleet)
            fleet = v.toObject();
    }
    QCOMPARE(knight.value(u"aboard"_s).toInteger(), NormanFleet);
    QCOMPARE(fleet.value(u"carrying"_s).toArray(), QJsonArray{Knight});
    const CliRun text = runCli({u"battle"_s, path, u"units"_s}, u"reeve-month-1066-test"_s);
    QVERIFY2(text.out.contains("aboard fleet #14"), text.out.constData());
    QVERIFY2(text.out.contains("carrying knight #4"), text.out.constData());
    m_f.campaign = Campaign::open(path);
}

QTEST_GUILESS_MAIN(TestMonth1066)
#include "tst_month1066.moc"
