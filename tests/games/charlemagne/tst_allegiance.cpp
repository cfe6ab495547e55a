// A region's units follow its control (issue 23, Charlemagne 1): Charlemagne §4.2a, §4.4b, §4.5, §4.6, on the
// 771 scenario, through the steps (control, vassalage) and through reeve-cli; every count by side then uses
// the units the region's controller now has.
//
// The Vassalage Table cell entered here is a TEST FIGURE, not the printed result.
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "common/clirun.h"
#include "common/stepcases.h"
#include "games/charlemagne/charlemagneturn.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "steps/steprunner.h"

using namespace Qt::StringLiterals;
using namespace Reeve;

using ReeveTest::obj;
using ReeveTest::StepCases;

class TestCharlemagneAllegiance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_cases.prepare(u"charlemagne"_s, u"771"_s); }
    void init() { m_c = Campaign::open(m_cases.fresh(u"allegiance"_s)); }
    void cleanup() { m_c.reset(); }
    void vassalageBringsFrisiasUnits();
    void defectionTakesEveryUnit();
    void defectionEliminatesStackedUnits();
    void returnToNeutrality();
    void countsFollowTheUnits();
    void conversionInANeutralRegion();
    void throughTheCli();

private:
    /// The active units whose counter names \a region, as "side" per unit id.
    QMap<qint64, QString> unitsOf(const QString &region)
    {
        CampaignReader reader(m_c->database());
        QMap<qint64, QString> out;
        for (const Unit &u : reader.units()) {
            if (u.attributes.value(u"region"_s).toString() == region && !u.isEliminated())
                out.insert(u.id, reader.side(u.sideId).name);
        }
        return out;
    }
    QString run(const char *json)
    {
        const StepResult r = StepRunner(*m_c).runObject(obj(json), u"step"_s, StepRunner::Mode::Apply);
        return r.refused() ? r.refusals.first().message : QString();
    }
    QString publicLog()
    {
        QString all;
        for (const LogEntry &e : LogQuery(m_c->database(), Audience::Public).entries(0, -1))
            all += e.publicText + u'\n';
        return all;
    }

    StepCases m_cases;
    std::unique_ptr<Campaign> m_c;
};

void TestCharlemagneAllegiance::vassalageBringsFrisiasUnits()
{
    // Frisia is neutral with 1W, 1M (scenario 4b). A successful vassalage brings it into the war for the
    // Empire (§4.4a(2)); at that moment the Empire gains all its units (§4.4b), played face up (§4.2a).
    QCOMPARE(unitsOf(u"Frisia"_s).size(), 2);
    CampaignTables::setCell(*m_c, u"charlemagne.vassalage"_s, u"4"_s, u"1"_s, u"Empire"_s);
    QCOMPARE(run(R"({"step":"vassalage","side":"Empire","region":"Frisia","dice":[4]})"), QString());
    const QMap<qint64, QString> frisians = unitsOf(u"Frisia"_s);
    QCOMPARE(frisians.size(), 2);
    for (auto it = frisians.begin(); it != frisians.end(); ++it) {
        QCOMPARE(it.value(), u"Empire"_s);
        QCOMPARE(CampaignReader(m_c->database()).unit(it.key()).attributes.value(u"face"_s).toString(), u"up"_s);
    }
    QVERIFY2(publicLog().contains(u"its units change sides"_s), qPrintable(publicLog()));
    // One action: one undo gives them back to neutrality.
    m_c->log().undo();
    for (const QString &side : unitsOf(u"Frisia"_s))
        QCOMPARE(side, u"Neutral"_s);
}

void TestCharlemagneAllegiance::defectionTakesEveryUnit()
{
    // Saxony (Tribal, 2W 2M) handed to the Empire: all four Saxon units are the Empire's (§4.6), none left
    // Tribal, none eliminated (they stand in Saxony, with no other Tribal unit).
    QCOMPARE(run(R"({"step":"control","region":"Saxony","control":"Empire"})"), QString());
    const QMap<qint64, QString> saxons = unitsOf(u"Saxony"_s);
    QCOMPARE(saxons.size(), 4);
    for (const QString &side : saxons)
        QCOMPARE(side, u"Empire"_s);
    // Lombardy's six stay Tribal.
    for (const QString &side : unitsOf(u"Lombardy"_s))
        QCOMPARE(side, u"Tribal"_s);
}

void TestCharlemagneAllegiance::defectionEliminatesStackedUnits()
{
    // A Saxon unit stacked in hex H1 with a Lombard (Tribal) unit: when Saxony defects to the Empire, the Saxon
    // unit stacked with its formerly friendly force is eliminated (§4.6); the other Saxons change sides.
    QCOMPARE(run(R"({"step":"hex","hex":"H1","region":"Saxony"})"), QString());
    const qint64 saxon = unitsOf(u"Saxony"_s).firstKey();
    const qint64 lombard = unitsOf(u"Lombardy"_s).firstKey();
    StepRunner runner(*m_c);
    for (qint64 id : {saxon, lombard})
        QVERIFY(!runner.runObject(QJsonObject{{u"step"_s, u"move"_s}, {u"unit"_s, id}, {u"to"_s, u"H1"_s}},
                                  u"step"_s, StepRunner::Mode::Apply)
                         .refused());
    QCOMPARE(run(R"({"step":"control","region":"Saxony","control":"Empire"})"), QString());
    CampaignReader reader(m_c->database());
    QVERIFY(reader.unit(saxon).isEliminated());
    QVERIFY(!reader.unit(lombard).isEliminated());
    QCOMPARE(unitsOf(u"Saxony"_s).size(), 3);
    QVERIFY2(publicLog().contains(u"§4.6"_s), qPrintable(publicLog()));
}

void TestCharlemagneAllegiance::returnToNeutrality()
{
    // Saxony returns to neutrality (§4.5a) with its four units placed: one in Saxony (stays, neutral, (1)),
    // one in a Thuringian hex (removed, (2)), one in a Thuringian burg (stays there, neutral, (3)), and one
    // in a Saxon hex with an Empire unit (neutral, then eliminated for sharing the hex with an active unit, (4)).
    for (const char *hex : {R"({"step":"hex","hex":"S1","region":"Saxony"})",
                            R"({"step":"hex","hex":"T1","region":"Thuringia"})",
                            R"({"step":"hex","hex":"T2","region":"Thuringia"})", R"({"step":"burg","hex":"T2"})"})
        QCOMPARE(run(hex), QString());
    const QList<qint64> saxons = unitsOf(u"Saxony"_s).keys();
    const qint64 empire = unitsOf(u"Thuringia"_s).firstKey();
    const QList<QPair<qint64, QString>> moves{{saxons.at(1), u"T1"_s}, {saxons.at(2), u"T2"_s},
                                              {saxons.at(3), u"S1"_s}, {empire, u"S1"_s}};
    StepRunner runner(*m_c);
    for (const auto &[id, to] : moves)
        QVERIFY(!runner.runObject(QJsonObject{{u"step"_s, u"move"_s}, {u"unit"_s, id}, {u"to"_s, to}}, u"step"_s,
                                  StepRunner::Mode::Apply)
                         .refused());
    QCOMPARE(run(R"({"step":"control","region":"Saxony","control":"Neutral"})"), QString());
    CampaignReader reader(m_c->database());
    const auto side = [&](qint64 id) { return reader.side(reader.unit(id).sideId).name; };
    QCOMPARE(side(saxons.at(0)), u"Neutral"_s);
    QVERIFY(!reader.unit(saxons.at(0)).isEliminated());
    QVERIFY(reader.unit(saxons.at(1)).isEliminated());
    QCOMPARE(side(saxons.at(2)), u"Neutral"_s);
    QVERIFY(!reader.unit(saxons.at(2)).isEliminated());
    QVERIFY(reader.unit(saxons.at(3)).isEliminated());
    QVERIFY(!reader.unit(empire).isEliminated());
    QCOMPARE(reader.unit(saxons.at(0)).attributes.value(u"face"_s).toString(), u"down"_s); // neutral keep theirs
}

void TestCharlemagneAllegiance::countsFollowTheUnits()
{
    // A burg in a Saxon hex held by a Saxon unit: 1 TP of taxes for the Tribal player (§10.1a). Once Saxony is
    // the Empire's, the same unit is an Empire unit and the burg is the Empire's: Empire 1, Tribal 0.
    QCOMPARE(run(R"({"step":"hex","hex":"S1","region":"Saxony"})"), QString());
    QCOMPARE(run(R"({"step":"burg","hex":"S1"})"), QString());
    const qint64 saxon = unitsOf(u"Saxony"_s).firstKey();
    QVERIFY(!StepRunner(*m_c)
                     .runObject(QJsonObject{{u"step"_s, u"move"_s}, {u"unit"_s, saxon}, {u"to"_s, u"S1"_s}},
                                u"step"_s, StepRunner::Mode::Apply)
                     .refused());
    Charlemagne::CharlemagneTurn turn(*m_c);
    QCOMPARE(turn.burgsHeld(u"Tribal"_s), 1);
    QCOMPARE(turn.burgsHeld(u"Empire"_s), 0);
    QCOMPARE(run(R"({"step":"control","region":"Saxony","control":"Empire"})"), QString());
    QCOMPARE(turn.burgsHeld(u"Tribal"_s), 0);
    QCOMPARE(turn.burgsHeld(u"Empire"_s), 1);
    // The combat ratio reads the same units: the Saxon now attacks for the Empire, in a force of Empire units.
    const StepResult ratio = StepRunner(*m_c).runObject(
            QJsonObject{{u"step"_s, u"ratio"_s},
                        {u"attackers"_s, QJsonArray{saxon}},
                        {u"defenders"_s, QJsonArray{unitsOf(u"Lombardy"_s).firstKey()}}},
            u"step"_s, StepRunner::Mode::Apply);
    QVERIFY2(!ratio.refused(), qPrintable(ratio.refusals.value(0).message));
    // The burg in the defender's hex doubles the defence (§16.6d(2)): the Lombard alone in S1's burg.
    const qint64 lombard = unitsOf(u"Lombardy"_s).firstKey();
    QVERIFY(!StepRunner(*m_c)
                     .runObject(QJsonObject{{u"step"_s, u"move"_s}, {u"unit"_s, lombard}, {u"to"_s, u"S1"_s}},
                                u"step"_s, StepRunner::Mode::Apply)
                     .refused());
    const ProcedureResult inBurg = turn.combatRatio({unitsOf(u"Thuringia"_s).firstKey()}, {lombard}, false, false,
                                                    false);
    const ProcedureResult inOpen = turn.combatRatio({unitsOf(u"Thuringia"_s).firstKey()},
                                                    {unitsOf(u"Lombardy"_s).lastKey()}, false, false, false);
    QCOMPARE(inBurg.inputs.value(u"defender_terrain"_s).toBool(), true);
    QCOMPARE(inOpen.inputs.value(u"defender_terrain"_s).toBool(), false);
}

void TestCharlemagneAllegiance::conversionInANeutralRegion()
{
    // The Empire converts in neutral Wends (a unit of its own there, §18.3): the other player, the Tribal
    // player, gains the region and its 2W 2M at once (§4.4a(4), §4.4b), whatever the roll gives.
    CampaignTables::setCell(*m_c, u"charlemagne.conversion"_s, u"4"_s, u"1"_s, u"christian"_s);
    const qint64 empire = unitsOf(u"Thuringia"_s).firstKey();
    QVERIFY(!StepRunner(*m_c)
                     .runObject(QJsonObject{{u"step"_s, u"move"_s}, {u"unit"_s, empire}, {u"to"_s, u"Wends"_s}},
                                u"step"_s, StepRunner::Mode::Apply)
                     .refused());
    QCOMPARE(run(R"({"step":"conversion","side":"Empire","region":"Wends","religion":"christian","dice":[4]})"),
             QString());
    const Location wends = CampaignReader(m_c->database()).location(u"Wends"_s);
    QCOMPARE(wends.attributes.value(u"control"_s).toString(), u"Tribal"_s);
    QCOMPARE(wends.attributes.value(u"religion"_s).toString(), u"christian"_s);
    const QMap<qint64, QString> wendish = unitsOf(u"Wends"_s);
    QCOMPARE(wendish.size(), 4);
    for (const QString &side : wendish)
        QCOMPARE(side, u"Tribal"_s);
}

void TestCharlemagneAllegiance::throughTheCli()
{
    // The verb family: `control Saxony Empire` leaves no Tribal unit there (the issue's case).
    const QString path = m_c->path();
    m_c.reset();
    const ReeveTest::CliRun r = ReeveTest::runCli({u"charlemagne"_s, path, u"control"_s, u"Saxony"_s, u"Empire"_s},
                                                  u"reeve-test-charlemagne-allegiance"_s);
    QCOMPARE(r.code, 0);
    const ReeveTest::CliRun units = ReeveTest::runCli({u"charlemagne"_s, path, u"units"_s, u"Saxony"_s},
                                                      u"reeve-test-charlemagne-allegiance"_s);
    QCOMPARE(units.code, 0);
    QVERIFY2(!units.out.contains("Tribal"), units.out.constData());
    QCOMPARE(units.out.count("Empire"), 4);
    m_c = Campaign::open(path);
}

QTEST_GUILESS_MAIN(TestCharlemagneAllegiance)
#include "tst_allegiance.moc"
