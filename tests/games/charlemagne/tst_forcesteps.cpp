// Steps that read a force on the board and apply what its rule makes follow (issue 23, Charlemagne
// 7, 8, 9, 11 and the left-over list): levies (§11.1), conversion's prerequisites (§18.3, §18.5a, §9.5),
// supply asking for forage (§20), mercenaries and the Scara (§11.2, §11.5b, §29), the pillage marker
// bringing a neutral region into the war (§4.4a(4)), the battle column checked against the ratio (§16.6).
// Every figure below is worked by hand from the rulebook in the comments.
//
// TEST FIGURES the rules text lacks (the printed charts): forest forages 2 units, supply costs 1 TP a
// militia and 2 a warrior host, a mercenary militia costs 2 TP and a field army (the Scara) 6 TP; the
// Conversion Table cell column 1 / die 4.
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "campaign/ruleoptions.h"
#include "common/stepcases.h"
#include "containers/containerdraws.h"
#include "containers/containereditor.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "steps/steprunner.h"
#include "steps/stepshare.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

using ReeveTest::obj;
using ReeveTest::StepCases;

class TestCharlemagneForceSteps : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_cases.prepare(u"charlemagne"_s, u"771"_s); }
    void init() { m_c = Campaign::open(m_cases.fresh(u"force"_s)); }
    void cleanup() { m_c.reset(); }
    void levyFollowsTheRule();
    void conversionPrerequisites();
    void supplyAsksForForage();
    void supplyPaysAndDisbands();
    void recruitMercenaries();
    void recruitTheScara();
    void pillageBringsANeutralRegionIn();
    void battleColumnAgainstTheRatio();
    void stratagemsCountedOnTheBoard();
    void aDrawnLeaderIsPlacedWhereSaid();
    void theContainerDrawAsksWhereToo();
    void revoltApplied();
    void eachInItsOwnPlayerTurn();
    void missionaryInHand();
    void vassalageMarkerInHand();

private:
    StepResult run(const QString &json)
    {
        return StepRunner(*m_c).runObject(obj(json.toUtf8().constData()), u"step"_s, StepRunner::Mode::Apply);
    }
    /// The first refusal's words ("" when applied); a refusal leaves the log where it was.
    QString refusal(const QString &json)
    {
        const qint64 before = m_c->log().lastSeq();
        const StepResult r = run(json);
        if (!r.refused())
            return QString();
        return m_c->log().lastSeq() == before
                       ? r.refusals.first().message + u" ("_s + r.refusals.first().rule + u")"_s
                       : u"refused but written"_s;
    }
    /// The exit code of a failure the step throws (3 for a missing figure), 0 when it ran; nothing written.
    int failure(const QString &json)
    {
        const qint64 before = m_c->log().lastSeq();
        try {
            const StepResult r = run(json);
            return r.refused() ? 2 : 0;
        } catch (const Failure &f) {
            return m_c->log().lastSeq() == before ? f.exitCode() : -1;
        }
    }
    void figure(const QString &table, const QString &row, const QString &column, const QJsonValue &v)
    {
        CampaignTables::setCell(*m_c, table, row, column, v);
    }
    Unit unit(qint64 id) { return CampaignReader(m_c->database()).unit(id); }
    QString control(const QString &region)
    {
        return CampaignReader(m_c->database()).location(region).attributes.value(u"control"_s).toString();
    }
    qint64 balance(const QString &side)
    {
        CampaignReader reader(m_c->database());
        const qint64 id = reader.sideByName(side).id;
        return m_c->database().scalar(u"SELECT balance FROM accounts WHERE side_id = ?"_s, {id}).toLongLong();
    }
    QString publicLog()
    {
        QString all;
        for (const LogEntry &e : LogQuery(m_c->database(), Audience::Public).entries(0, -1))
            all += e.publicText + u'\n';
        return all;
    }

    /// The counter mix, a TEST FIGURE (the rules do not print it): \a vassalage and \a leaders, the rest none.
    void compose(int vassalage, int leaders, int missionaries = 0)
    {
        ContainerEditor(*m_c).compose({{u"Vassalage"_s, vassalage},
                                       {u"Crown of Pavia"_s, 0},
                                       {u"Donation of Constantine"_s, 0},
                                       {u"Frankish General Assembly"_s, 0},
                                       {u"Ring of the Avars"_s, 0},
                                       {u"Missionary"_s, missionaries},
                                       {u"Military Advance"_s, 0},
                                       {u"Espionage"_s, 0},
                                       {u"Augustus"_s, 0},
                                       {u"Leader"_s, leaders}});
    }

    StepCases m_cases;
    std::unique_ptr<Campaign> m_c;
};

void TestCharlemagneForceSteps::levyFollowsTheRule()
{
    // The issue's three cases. A field army is never levied (§11.1b lists warrior hosts, nomad hordes,
    // militia and fleets); a fleet only by Denmark and the Nordic peoples (§11.1b); Neustria's levy is 2
    // (the §27.1a example: two victory points for its levy), so a third levy there is refused (§11.1a).
    QVERIFY(refusal(uR"({"step":"levy","side":"Tribal","type":"field army","location":"Saxony"})"_s)
                    .contains(u"§11.1b"_s));
    QVERIFY(refusal(uR"({"step":"levy","side":"Empire","type":"fleet","location":"Austrasia"})"_s)
                    .contains(u"Denmark"_s));
    QVERIFY(refusal(uR"({"step":"levy","side":"Empire","type":"militia","location":"Saxony"})"_s)
                    .contains(u"held by Tribal"_s));
    QVERIFY(refusal(uR"({"step":"levy","side":"Neutral","type":"militia","location":"Frisia"})"_s)
                    .contains(u"§11.1d"_s));
    for (const char *hex : {"N1", "N2", "N3"})
        QCOMPARE(refusal(uR"({"step":"hex","hex":"%1","region":"Neustria"})"_s.arg(QLatin1StringView(hex))),
                 QString());
    QCOMPARE(refusal(uR"({"step":"levy","side":"Empire","type":"militia","location":"N1"})"_s), QString());
    QVERIFY(refusal(uR"({"step":"levy","side":"Empire","type":"militia","location":"N1"})"_s)
                    .contains(u"already received a levy"_s)); // one a hex (§11.1c)
    QCOMPARE(refusal(uR"({"step":"levy","side":"Empire","type":"warrior host","location":"N2"})"_s),
             QString());
    QVERIFY(refusal(uR"({"step":"levy","side":"Empire","type":"militia","location":"N3"})"_s)
                    .contains(u"§11.1a"_s));
    // Austrasia's levy is on the printed chart only: exit 3, nothing written.
    QCOMPARE(failure(uR"({"step":"levy","side":"Empire","type":"militia","location":"Austrasia"})"_s), 3);
}

void TestCharlemagneForceSteps::conversionPrerequisites()
{
    // No Empire unit stands in Saxony: refused before any die (§18.3).
    QVERIFY(refusal(uR"({"step":"conversion","side":"Empire","region":"Saxony","religion":"christian"})"_s)
                    .contains(u"§18.3"_s));
    // The §9.5 double markers count for vassalage only: exit 2 although the Conversion Table is missing
    // (which would be exit 3).
    QCOMPARE(failure(uR"({"step":"conversion","side":"Empire","region":"Thuringia","religion":"christian",
                          "double_markers":1})"_s),
             2);
    QVERIFY(refusal(uR"({"step":"conversion","side":"Empire","region":"Thuringia","religion":"christian",
                         "double_markers":1})"_s)
                    .contains(u"§9.5"_s));
    // At least one missionary marker (§18.5a); the Empire converts only to Christianity (§18.6b).
    QVERIFY(refusal(uR"({"step":"conversion","side":"Empire","region":"Thuringia","religion":"christian",
                         "markers":0})"_s)
                    .contains(u"§18.5a"_s));
    QVERIFY(refusal(uR"({"step":"conversion","side":"Empire","region":"Thuringia","religion":"pagan"})"_s)
                    .contains(u"§18.6b"_s));
    // Allowed, the table's cell missing: exit 3 and nothing written; with the test figure it converts.
    const QString ok = uR"({"step":"conversion","side":"Empire","region":"Thuringia","religion":"christian",
                            "dice":[4]})"_s;
    QCOMPARE(failure(ok), 3);
    figure(u"charlemagne.conversion"_s, u"4"_s, u"1"_s, u"christian"_s);
    QCOMPARE(refusal(ok), QString());
    QCOMPARE(CampaignReader(m_c->database()).location(u"Thuringia"_s).attributes.value(u"religion"_s).toString(),
             u"christian"_s);
}

void TestCharlemagneForceSteps::supplyAsksForForage()
{
    // The procedure no longer assumes a forage of 0 (which disbanded all five units): exit 3.
    const Procedure &p = ProcedureRegistry::standard().get(u"charlemagne.supply"_s);
    const TableLibrary tables = CampaignTables::forCampaign(*m_c);
    try {
        ProcedureRunner(tables).runEntered(p, ProcedureRunner::completeInputs(p, obj(R"({"units":5})")), {});
        QFAIL("supply ran without a forage value");
    } catch (const Failure &f) {
        QCOMPARE(f.exitCode(), 3);
    }
    // The step reads the hex: Paris, forest, whose forage the text lacks: exit 3 naming how to enter it.
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Paris","region":"Neustria","terrain":"forest"})"_s), QString());
    for (int id : {10, 11, 12})
        QCOMPARE(refusal(uR"({"step":"move","unit":%1,"to":"Paris"})"_s.arg(id)), QString());
    const QString step = uR"({"step":"supply","side":"Empire","hex":"Paris"})"_s;
    QCOMPARE(failure(step), 3);
    // Given by the referee: three militia on a forage of 3, none over, nothing paid or disbanded.
    const StepResult r = run(uR"({"step":"supply","side":"Empire","hex":"Paris","forage":3})"_s);
    QVERIFY(!r.refused());
    QCOMPARE(r.outcome.value(u"units"_s).toInt(), 3);
    QCOMPARE(r.outcome.value(u"disbanded"_s).toInt(), 0);
    QVERIFY(r.outcome.value(u"forage_from"_s).toString().contains(u"referee"_s));
    // A region is not a hex: forage is counted hex by hex (§20.1).
    QVERIFY(refusal(uR"({"step":"supply","side":"Empire","hex":"Austrasia","forage":3})"_s)
                    .contains(u"§20.1"_s));
}

void TestCharlemagneForceSteps::supplyPaysAndDisbands()
{
    figure(u"charlemagne.terrain-effects"_s, u"2"_s, u"forest"_s, 2);
    figure(u"charlemagne.treasure-points"_s, u"2"_s, u"militia"_s, 1);
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Paris","region":"Neustria","terrain":"forest"})"_s), QString());
    for (int id : {8, 10, 11, 12, 85}) // a warrior host, three militia and Charlemagne
        QCOMPARE(refusal(uR"({"step":"move","unit":%1,"to":"Paris"})"_s.arg(id)), QString());
    // Four units (Charlemagne does not count, §21.5) against a forest forage of 2: 2 over.
    QVERIFY(refusal(uR"({"step":"supply","side":"Empire","hex":"Paris","supplied":[10]})"_s)
                    .contains(u"2 over. Name exactly 2"_s));
    QVERIFY(refusal(uR"({"step":"supply","side":"Empire","hex":"Paris","supplied":[85],"disband":[11]})"_s)
                    .contains(u"#85"_s));
    // Militia #10 supplied at 1 TP (10 − 1 = 9, secret), militia #11 disbanded.
    const StepResult r = run(
            uR"({"step":"supply","side":"Empire","hex":"Paris","supplied":[10],"disband":[11]})"_s);
    QVERIFY(!r.refused());
    QCOMPARE(balance(u"Empire"_s), 9);
    QVERIFY(unit(11).isEliminated());
    QVERIFY(!unit(10).isEliminated());
    QVERIFY(!publicLog().contains(u"Supply cost: 1"_s));
    QVERIFY(r.toJson(Audience::Public).value(u"outcome"_s).toObject().value(u"cost"_s).isUndefined());
    // The warrior host's supply cost is on the printed chart only: exit 3.
    QCOMPARE(failure(uR"({"step":"supply","side":"Empire","hex":"Paris","supplied":[8]})"_s), 3);
    // Pillaged, Paris forages 0 (§20.4): units #8, #10, #12 are all over; disbanded at no cost.
    QCOMPARE(refusal(uR"({"step":"pillage","hex":"Paris","side":"Empire"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"supply","side":"Empire","hex":"Paris","disband":[8,10,12]})"_s), QString());
    QCOMPARE(balance(u"Empire"_s), 9);
    QVERIFY(unit(12).isEliminated());
    QVERIFY(!unit(85).isEliminated());
}

void TestCharlemagneForceSteps::recruitMercenaries()
{
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Paris","region":"Neustria"})"_s), QString());
    const QString militia = uR"({"step":"recruit","side":"Empire","type":"militia","hex":"Paris"})"_s;
    QVERIFY(refusal(militia).contains(u"not a burg"_s));
    QCOMPARE(refusal(uR"({"step":"burg","hex":"Paris"})"_s), QString());
    QVERIFY(refusal(militia).contains(u"no unit at Paris"_s)); // an occupied friendly burg (§11.2a)
    QCOMPARE(refusal(uR"({"step":"move","unit":8,"to":"Paris"})"_s), QString());
    QCOMPARE(failure(militia), 3); // the mercenary's price is on the printed chart only
    figure(u"charlemagne.treasure-points"_s, u"1"_s, u"militia"_s, 2);
    const StepResult r = run(militia);
    QVERIFY(!r.refused());
    const Unit u = unit(r.outcome.value(u"unit"_s).toInteger());
    QCOMPARE(u.type, u"militia"_s);
    QCOMPARE(u.locationId, u"Paris"_s);
    QCOMPARE(u.attributes.value(u"region"_s).toString(), u"Neustria"_s);
    QCOMPARE(balance(u"Empire"_s), 8);               // 10 − 2
    QVERIFY(refusal(militia).contains(u"§11.2b"_s)); // one a hex a Treasury Phase
    // A recruited fleet needs a burg with a port (§11.5b).
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Rouen","region":"Neustria","port":false})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"burg","hex":"Rouen"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"move","unit":9,"to":"Rouen"})"_s), QString());
    QVERIFY(refusal(uR"({"step":"recruit","side":"Empire","type":"fleet","hex":"Rouen"})"_s)
                    .contains(u"§11.5b"_s));
    // Saxon mercenaries serve Saxony's controller, the Tribal player (§4.2a); the Tribal player has no
    // treasure (scenario 5b: 0 TP), so his purchase is refused with nothing written.
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Eresburg","region":"Saxony"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"burg","hex":"Eresburg"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"move","unit":1,"to":"Eresburg"})"_s), QString());
    QVERIFY(refusal(uR"({"step":"recruit","side":"Empire","type":"militia","hex":"Eresburg"})"_s)
                    .contains(u"§4.2a"_s));
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Paderborn","region":"Saxony"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"burg","hex":"Paderborn"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"move","unit":38,"to":"Paderborn"})"_s), QString());
    QVERIFY(refusal(uR"({"step":"recruit","side":"Tribal","type":"militia","hex":"Paderborn"})"_s)
                    .contains(u"only 0"_s));
}

void TestCharlemagneForceSteps::recruitTheScara()
{
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Aachen","region":"Austrasia"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"burg","hex":"Aachen"})"_s), QString());
    const QString scara = uR"({"step":"recruit","side":"Empire","type":"scara","hex":"Aachen"})"_s;
    QVERIFY(refusal(scara).contains(u"§29"_s)); // the optional rule is out of play
    RuleOptions(*m_c).set(u"scara"_s, true);
    QVERIFY(refusal(uR"({"step":"recruit","side":"Tribal","type":"scara","hex":"Aachen"})"_s)
                    .contains(u"no unit at Aachen"_s));
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Paris","region":"Neustria"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"burg","hex":"Paris"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"move","unit":8,"to":"Paris"})"_s), QString());
    QVERIFY(refusal(uR"({"step":"recruit","side":"Empire","type":"scara","hex":"Paris"})"_s)
                    .contains(u"§29.1"_s)); // no Frankish leader in Paris
    // Charlemagne holds Aachen: the Scara is paid as a mercenary field army (§29.1), 6 TP: 10 − 6 = 4.
    QCOMPARE(failure(scara), 3);
    figure(u"charlemagne.treasure-points"_s, u"1"_s, u"field-army"_s, 6);
    const StepResult r = run(scara);
    QVERIFY(!r.refused());
    const Unit u = unit(r.outcome.value(u"unit"_s).toInteger());
    QCOMPARE(u.type, u"field army"_s);
    QCOMPARE(u.name, u"Scara"_s);
    QVERIFY(u.attributes.value(u"region"_s).toString().isEmpty()); // it belongs to no region (§29.3)
    QCOMPARE(balance(u"Empire"_s), 4);
    QCOMPARE(refusal(uR"({"step":"move","unit":85,"to":"Paris"})"_s), QString());
    QVERIFY(refusal(uR"({"step":"recruit","side":"Empire","type":"scara","hex":"Paris"})"_s)
                    .contains(u"already on the map"_s));
}

void TestCharlemagneForceSteps::pillageBringsANeutralRegionIn()
{
    // A Saxon warrior host in Regensburg (neutral Bavaria, 1W 2M, scenario 4b).
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Regensburg","region":"Bavaria"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"move","unit":38,"to":"Regensburg"})"_s), QString());
    QVERIFY(refusal(uR"({"step":"pillage","hex":"Regensburg"})"_s).contains(u"§4.4a(4)"_s));
    QVERIFY(refusal(uR"({"step":"pillage","hex":"Regensburg","side":"Empire"})"_s).contains(u"§17.1"_s));
    // The Tribal player pillages: the other player, the Empire, gains Bavaria and its three units (§4.4a(4),
    // §4.4b), face up.
    const StepResult r = run(uR"({"step":"pillage","hex":"Regensburg","side":"Tribal"})"_s);
    QVERIFY(!r.refused());
    QCOMPARE(control(u"Bavaria"_s), u"Empire"_s);
    for (int id : {63, 64, 65}) {
        QCOMPARE(CampaignReader(m_c->database()).side(unit(id).sideId).name, u"Empire"_s);
        QCOMPARE(unit(id).attributes.value(u"face"_s).toString(), u"up"_s);
    }
    const QList<PlacedMarker> markers = CampaignReader(m_c->database()).markers();
    const auto pillage = std::find_if(markers.begin(), markers.end(),
                                      [](const PlacedMarker &m) { return m.kind == u"pillage"_s; });
    QVERIFY(pillage != markers.end());
    QCOMPARE(pillage->sideId, CampaignReader(m_c->database()).sideByName(u"Tribal"_s).id); // who pillaged
    QVERIFY(refusal(uR"({"step":"pillage","hex":"Regensburg","side":"Tribal"})"_s).contains(u"§17.2"_s));
    // One undo: the marker, the control and the units together.
    m_c->log().undo();
    QCOMPARE(control(u"Bavaria"_s), u"Neutral"_s);
    QCOMPARE(CampaignReader(m_c->database()).side(unit(63).sideId).name, u"Neutral"_s);
    // In a region already at war a pillage needs no side and changes no control.
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Eresburg","region":"Saxony"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"pillage","hex":"Eresburg"})"_s), QString());
    QCOMPARE(control(u"Saxony"_s), u"Tribal"_s);
}

void TestCharlemagneForceSteps::battleColumnAgainstTheRatio()
{
    // Two Austrasian warrior hosts (6 + 6 = 12) against two Saxon ones (12): 12 ÷ 12 = 1/1 (§16.6a).
    const QString at
            = uR"({"step":"battle","column":"%1","attackers":[1,2%2],"defenders":[38,39],"dice":[4]%3})"_s;
    QVERIFY(refusal(at.arg(u"2/1"_s, QString(), QString())).contains(u"give column 1/1"_s));
    // The referee's override stands, and the result says which column the ratio gave.
    figure(u"charlemagne.battle"_s, u"4"_s, u"2/1"_s, u"no effect"_s);
    const StepResult r = run(at.arg(u"2/1"_s, QString(), u",\"override\":true"_s));
    QVERIFY(!r.refused());
    QVERIFY(r.outcome.value(u"column_check"_s).toString().contains(u"override; the forces' ratio gives 1/1"_s));
    QCOMPARE(r.outcome.value(u"override"_s).toBool(), true);
    // The Saxons in Eresburg with a burg: doubled to 24 (§16.6d(2)); 24 ÷ 12 = 2 for the defender: 1/2.
    QCOMPARE(refusal(uR"({"step":"hex","hex":"Eresburg","region":"Saxony"})"_s), QString());
    QCOMPARE(refusal(uR"({"step":"burg","hex":"Eresburg"})"_s), QString());
    for (int id : {38, 39})
        QCOMPARE(refusal(uR"({"step":"move","unit":%1,"to":"Eresburg"})"_s.arg(id)), QString());
    QVERIFY(refusal(at.arg(u"1/1"_s, QString(), QString())).contains(u"give column 1/2"_s));
    // With Charlemagne (strength 1): (6 + 6 + 1) × 3 = 39 against 24: 1.625, at least half as strong
    // again but under double: 1.5/1 (§16.6c, §21.4c).
    QVERIFY(refusal(at.arg(u"1/2"_s, u",85"_s, QString())).contains(u"give column 1.5/1"_s));
    figure(u"charlemagne.battle"_s, u"4"_s, u"1.5/1"_s, u"no effect"_s);
    const StepResult ok = run(at.arg(u"1.5/1"_s, u",85"_s, QString()));
    QVERIFY(!ok.refused());
    QVERIFY(ok.outcome.value(u"column_check"_s).toString().contains(u"as the forces' ratio gives"_s));
}

void TestCharlemagneForceSteps::stratagemsCountedOnTheBoard()
{
    compose(20, 0);
    // The Empire: one draw, plus Aachen's civilization marker (Charlemagne stands there): 1 + 1 = 2 (§8.2b).
    StepResult r = run(uR"({"step":"stratagems","side":"Empire"})"_s);
    QVERIFY(!r.refused());
    QCOMPARE(r.outcome.value(u"draws"_s).toInt(), 2);
    QCOMPARE(r.outcome.value(u"civilizations"_s).toArray(), QJsonArray{u"Aachen"_s});
    // One draw a Stratagem Phase (§8.2b): a second is refused; the first undone, it is counted again.
    QVERIFY(refusal(uR"({"step":"stratagems","side":"Empire"})"_s).contains(u"already"_s));
    m_c->log().undo();
    // A warrior host in Rome too, and Charlemagne holding Augustus (two more): 1 + 2 + 2 = 5.
    QCOMPARE(refusal(uR"({"step":"move","unit":1,"to":"Rome"})"_s), QString());
    r = run(uR"({"step":"stratagems","side":"Empire","augustus":"charlemagne"})"_s);
    QCOMPARE(r.outcome.value(u"draws"_s).toInt(), 5);
    QCOMPARE(r.outcome.value(u"civilizations"_s).toArray(), (QJsonArray{u"Aachen"_s, u"Rome"_s}));
    // The Tribal player occupies no civilization marker: one.
    QCOMPARE(run(uR"({"step":"stratagems","side":"Tribal"})"_s).outcome.value(u"draws"_s).toInt(), 1);
}

void TestCharlemagneForceSteps::aDrawnLeaderIsPlacedWhereSaid()
{
    compose(0, 5);
    // Every marker is a leader: the step asks where it goes (exit 2, nothing written), not placing it itself.
    const qint64 before = m_c->log().lastSeq();
    const StepResult asked = run(uR"({"step":"stratagems","side":"Tribal"})"_s);
    QVERIFY(asked.refused());
    QVERIFY(asked.refusals.first().message.contains(u"leader_at"_s));
    QCOMPARE(m_c->log().lastSeq(), before);
    QVERIFY(refusal(uR"({"step":"stratagems","side":"Tribal","leader_at":"Austrasia"})"_s)
                    .contains(u"§21.1"_s));
    QVERIFY(refusal(uR"({"step":"stratagems","side":"Tribal","leader_at":"Lombardy","augustus":"none"})"_s)
                    .isEmpty());
    CampaignReader reader(m_c->database());
    int placed = 0;
    for (const Unit &u : reader.units()) {
        if (u.type == u"leader"_s && u.attributes.contains(u"stratagem_marker"_s)) {
            QCOMPARE(u.locationId, u"Lombardy"_s);
            QCOMPARE(u.attributes.value(u"face"_s).toString(), u"down"_s);
            ++placed;
        }
    }
    QCOMPARE(placed, 1);
}

void TestCharlemagneForceSteps::theContainerDrawAsksWhereToo()
{
    // The generic draw (reeve-cli container FILE draw, the Containers dock) follows §21.1 as the step does:
    // a leader drawn with no place named is refused with nothing written, and a place with no unit of the
    // drawer's side is refused before the draw; the Tribal units of Lombardy (771 scenario) take him.
    compose(0, 5);
    const qint64 tribal = CampaignReader(m_c->database()).sideByName(u"Tribal"_s).id;
    const qint64 before = m_c->log().lastSeq();
    try {
        ContainerDraws(*m_c).draw(tribal, 1);
        QFAIL("a leader drawn with no place named was placed");
    } catch (const Failure &f) {
        QCOMPARE(f.exitCode(), 2);
        QVERIFY2(f.message().contains(u"§21.1"_s) && f.message().contains(u"--at"_s), qPrintable(f.message()));
    }
    ContainerDraws::Options options;
    options.leaderAt = u"Austrasia"_s; // the Empire's region: no Tribal unit stands there
    try {
        ContainerDraws(*m_c).draw(tribal, 1, options);
        QFAIL("a leader was placed where the Tribal side has no unit");
    } catch (const Failure &f) {
        QVERIFY2(f.message().contains(u"no unit at Austrasia"_s), qPrintable(f.message()));
    }
    QCOMPARE(m_c->log().lastSeq(), before);
    options.leaderAt = u"Lombardy"_s;
    const ContainerOutcome drawn = ContainerDraws(*m_c).draw(tribal, 1, options);
    QVERIFY2(drawn.publicText.contains(u"a face-down unit placed at Lombardy"_s),
             qPrintable(drawn.publicText));
    int placed = 0;
    for (const Unit &u : CampaignReader(m_c->database()).units())
        placed += u.type == u"leader"_s && u.attributes.contains(u"stratagem_marker"_s)
                  && u.locationId == u"Lombardy"_s;
    QCOMPARE(placed, 1);
}

void TestCharlemagneForceSteps::revoltApplied()
{
    // TEST FIGURES for the Revolt Table (printed chart only).
    figure(u"charlemagne.revolt"_s, u"4"_s, u"result"_s, u"return to neutrality"_s);
    figure(u"charlemagne.revolt"_s, u"5"_s, u"result"_s, u"neutral region becomes Tribal"_s);
    figure(u"charlemagne.revolt"_s, u"6+"_s, u"result"_s, u"no effect; original religion returns"_s);
    QVERIFY(refusal(uR"({"step":"revolt","region":"Austrasia","dice":[4]})"_s).contains(u"§7.3"_s));
    QCOMPARE(failure(uR"({"step":"revolt","region":"Gascony","dice":[3]})"_s), 3);
    // Gascony (Empire, 1W 2M in the region) rolls 4: back to neutrality, its units neutral in place (§4.5a(1)).
    StepResult r = run(uR"({"step":"revolt","region":"Gascony","dice":[4]})"_s);
    QCOMPARE(r.outcome.value(u"effect"_s).toString(), u"neutral"_s);
    QCOMPARE(control(u"Gascony"_s), u"Neutral"_s);
    for (int id : {20, 21, 22})
        QCOMPARE(CampaignReader(m_c->database()).side(unit(id).sideId).name, u"Neutral"_s);
    // Neutral Frisia rolls 5: Tribal, with its 1W 1M face down (§4.4b); Tribal Saxony on a 5 stays Tribal.
    QVERIFY(!run(uR"({"step":"revolt","region":"Frisia","dice":[5]})"_s).refused());
    QCOMPARE(control(u"Frisia"_s), u"Tribal"_s);
    QCOMPARE(unit(61).attributes.value(u"face"_s).toString(), u"down"_s);
    r = run(uR"({"step":"revolt","region":"Saxony","dice":[5]})"_s);
    QCOMPARE(control(u"Saxony"_s), u"Tribal"_s);
    QVERIFY(r.outcome.value(u"consequence"_s).toString().contains(u"is not neutral"_s));
    // Converted Thuringia (original religion pagan, a TEST FIGURE) rolls 6: no control change, pagan again.
    QCOMPARE(refusal(uR"({"step":"convert","region":"Thuringia","religion":"christian"})"_s), QString());
    QCOMPARE(failure(uR"({"step":"revolt","region":"Thuringia","dice":[6]})"_s), 3); // the original religion
    QCOMPARE(refusal(uR"({"step":"region-religion","region":"Thuringia","religion":"pagan"})"_s), QString());
    r = run(uR"({"step":"revolt","region":"Thuringia","dice":[6]})"_s);
    QCOMPARE(r.outcome.value(u"effect"_s).toString(), u"no-effect"_s);
    QCOMPARE(control(u"Thuringia"_s), u"Empire"_s);
    QCOMPARE(CampaignReader(m_c->database()).location(u"Thuringia"_s).attributes.value(u"religion"_s).toString(),
             u"pagan"_s);
    // The referee's reading overrides the words: Burgundy on a 4 read as no effect stays the Empire's.
    QVERIFY(!run(uR"({"step":"revolt","region":"Burgundy","dice":[4],"reading":"no-effect"})"_s).refused());
    QCOMPARE(control(u"Burgundy"_s), u"Empire"_s);
}

void TestCharlemagneForceSteps::eachInItsOwnPlayerTurn()
{
    // With the Tribal player to play (§3.1), the Empire's levy, purchase, supply and draw wait for its turn.
    CampaignEditor(*m_c).setActiveSide(CampaignReader(m_c->database()).sideByName(u"Tribal"_s).id);
    QVERIFY(refusal(uR"({"step":"levy","side":"Empire","type":"militia","location":"Neustria"})"_s)
                    .contains(u"Tribal player's turn"_s));
    QVERIFY(refusal(uR"({"step":"supply","side":"Empire","hex":"Aachen","forage":1})"_s).contains(u"§3.1"_s));
    QVERIFY(refusal(uR"({"step":"recruit","side":"Empire","type":"militia","hex":"Aachen"})"_s)
                    .contains(u"§3.1"_s));
    QVERIFY(refusal(uR"({"step":"stratagems","side":"Empire"})"_s).contains(u"§3.1"_s));
    // Saxony's levy 2 (§4.2b) in the Tribal player's own turn.
    QCOMPARE(refusal(uR"({"step":"levy","side":"Tribal","type":"militia","location":"Saxony"})"_s), QString());
}

void TestCharlemagneForceSteps::missionaryInHand()
{
    // With the hands kept in a container, the missionary marker bid must be in the Empire's hand (§18.5a).
    compose(5, 0, 2);
    figure(u"charlemagne.conversion"_s, u"4"_s, u"1"_s, u"christian"_s);
    const QString convert = uR"({"step":"conversion","side":"Empire","region":"Thuringia","religion":"christian",
                                 "dice":[4]})"_s;
    QVERIFY(refusal(convert).contains(u"§18.5a"_s));
    const qint64 empire = CampaignReader(m_c->database()).sideByName(u"Empire"_s).id;
    ContainerDraws(*m_c).pick(empire, u"Missionary"_s);
    // The Tribal player counters with a marker he does not hold: refused (§18.7).
    QVERIFY(refusal(uR"({"step":"conversion","side":"Empire","region":"Thuringia","religion":"christian",
                         "defender_markers":1,"dice":[4]})"_s)
                    .contains(u"§18.7"_s));
    QCOMPARE(refusal(convert), QString());
}

void TestCharlemagneForceSteps::vassalageMarkerInHand()
{
    // The same for vassalage: the one Vassalage marker bid must be in the hand (§9), the defender's too (§9.4).
    compose(5, 0);
    figure(u"charlemagne.vassalage"_s, u"4"_s, u"1"_s, u"Empire"_s);
    const QString bid = uR"({"step":"vassalage","side":"Empire","region":"Bavaria","dice":[4]})"_s;
    QVERIFY(refusal(bid).contains(u"(Charlemagne §9)"_s));
    ContainerDraws(*m_c).pick(CampaignReader(m_c->database()).sideByName(u"Empire"_s).id, u"Vassalage"_s);
    QVERIFY(refusal(uR"({"step":"vassalage","side":"Empire","region":"Bavaria","defender_markers":1,"dice":[4]})"_s)
                    .contains(u"§9.4"_s));
    QCOMPARE(refusal(bid), QString());
    QCOMPARE(control(u"Bavaria"_s), u"Empire"_s);
}

QTEST_GUILESS_MAIN(TestCharlemagneForceSteps)
#include "tst_forcesteps.moc"
