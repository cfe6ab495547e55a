// Procedure inputs the campaign's clock settles (ClockInputs): the 1066 month and its season
// (1066 §9.9: April to September is summer), the DBA and Swords & Sails season, the Dark Age
// Britain year. Resolving in a campaign takes them unless the user gives them.

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "games/clockinputs.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestClockInputs : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void monthAndSeasonOf1066();
    void seasonOfDbaAndSas();
    void yearOfBritain();
    void givenValueStillWins();

private:
    static const Procedure &procedure(const QString &id) { return ProcedureRegistry::standard().get(id); }
    QTemporaryDir m_dir;
};

void TestClockInputs::monthAndSeasonOf1066()
{
    auto campaign = Campaign::create(m_dir.filePath(u"1066.reeve"_s), u"1066"_s, u"Clock"_s);
    QCOMPARE(CampaignReader(campaign->database()).clock().period, u"January"_s);
    QCOMPARE(ClockInputs::known(*campaign, procedure(u"1066.battle-length"_s)),
             (QJsonObject{{u"season"_s, u"winter"_s}}));
    CampaignEditor(*campaign).setTurn(7); // July
    QCOMPARE(CampaignReader(campaign->database()).clock().period, u"July"_s);
    QCOMPARE(ClockInputs::known(*campaign, procedure(u"1066.battle-length"_s)),
             (QJsonObject{{u"season"_s, u"summer"_s}}));
    QCOMPARE(ClockInputs::known(*campaign, procedure(u"1066.season"_s)),
             (QJsonObject{{u"month"_s, u"july"_s}}));
    // A procedure with no input the clock settles gets nothing, and its parameters are unchanged.
    QVERIFY(ClockInputs::known(*campaign, procedure(u"1066.attack"_s)).isEmpty());
    CampaignEditor(*campaign).setTurn(10); // October: winter again
    const QList<ParameterSpec> specs = ClockInputs::parametersFor(*campaign,
                                                                  procedure(u"1066.provisioning"_s));
    bool seen = false;
    for (const ParameterSpec &spec : specs) {
        if (spec.name == u"season"_s) {
            QCOMPARE(spec.defaultValue.toString(), u"winter"_s);
            QVERIFY(!spec.isRequired());
            seen = true;
        }
    }
    QVERIFY(seen);
}

void TestClockInputs::seasonOfDbaAndSas()
{
    auto dba = Campaign::create(m_dir.filePath(u"dba.reeve"_s), u"dba"_s, u"Clock"_s);
    QCOMPARE(ClockInputs::known(*dba, procedure(u"dba.storm-chance"_s)),
             (QJsonObject{{u"season"_s, u"spring"_s}}));
    CampaignEditor(*dba).setTurn(4); // the fourth season of the year
    QCOMPARE(ClockInputs::known(*dba, procedure(u"dba.storm-chance"_s)),
             (QJsonObject{{u"season"_s, u"winter"_s}}));
    auto sas = Campaign::create(m_dir.filePath(u"sas.reeve"_s), u"sas"_s, u"Clock"_s);
    CampaignEditor(*sas).setTurn(2);
    QCOMPARE(ClockInputs::known(*sas, procedure(u"sas.income"_s)), (QJsonObject{{u"season"_s, u"summer"_s}}));
}

void TestClockInputs::yearOfBritain()
{
    auto britain = Campaign::create(m_dir.filePath(u"britain.reeve"_s), u"britain"_s, u"Clock"_s);
    const int year = CampaignReader(britain->database()).clock().year;
    QVERIFY(year > 0);
    QCOMPARE(ClockInputs::known(*britain, procedure(u"britain.year-end"_s)), (QJsonObject{{u"year"_s, year}}));
    // Charlemagne's five-year turns name no input of its procedures.
    auto charlemagne = Campaign::create(m_dir.filePath(u"charl.reeve"_s), u"charlemagne"_s, u"Clock"_s);
    const QList<const Procedure *> procedures = ProcedureRegistry::standard().list(u"charlemagne"_s);
    QVERIFY(!procedures.isEmpty());
    for (const Procedure *p : procedures)
        QVERIFY(ClockInputs::known(*charlemagne, *p).isEmpty());
}

void TestClockInputs::givenValueStillWins()
{
    // The clock gives a default, not a fixed value: in January the storm roll takes winter unless the
    // user says summer.
    auto campaign = Campaign::create(m_dir.filePath(u"given.reeve"_s), u"1066"_s, u"Clock"_s);
    Procedure withClock = procedure(u"1066.storms"_s);
    withClock.parameters = ClockInputs::parametersFor(*campaign, withClock);
    const QJsonObject taken = ProcedureRunner::completeInputs(withClock,
                                                              ProcedureRunner::parseInputs(withClock, {}));
    QCOMPARE(taken.value(u"season"_s).toString(), u"winter"_s);
    const QJsonObject given
            = ProcedureRunner::completeInputs(withClock,
                                              ProcedureRunner::parseInputs(withClock, {u"season=summer"_s}));
    QCOMPARE(given.value(u"season"_s).toString(), u"summer"_s);
    // Without the campaign the season stays required.
    QVERIFY_THROWS_EXCEPTION(Failure, ProcedureRunner::parseInputs(procedure(u"1066.storms"_s), {}));
}

QTEST_GUILESS_MAIN(TestClockInputs)
#include "tst_clockinputs.moc"
