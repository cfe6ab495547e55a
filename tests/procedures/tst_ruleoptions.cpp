// Optional rules in a campaign (1066 §23.3/A, §24–26; Charlemagne §28–30):
// chosen and undone as logged actions, a procedure of a rule not in play refused
// in the campaign before any roll (and still usable on its own), and an input
// named like an option taking the campaign's choice.
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaigntables.h"
#include "campaign/ruleoptions.h"
#include "log/actionlog.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestRuleOptions : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void gamesOfferTheirOptions();
    void chosenAndUndone();
    void procedureOfAnOptionNotInPlayIsRefused();
    void optionNamedInputTakesTheChoice();

private:
    QTemporaryDir m_dir;
};

void TestRuleOptions::gamesOfferTheirOptions()
{
    QStringList ids;
    for (const RuleOption &o : RuleOptions::forGame(u"1066"_s))
        ids << o.id;
    QCOMPARE(ids, (QStringList{u"briton_victory"_s, u"command_control"_s, u"overrun"_s, u"sieges"_s}));
    QCOMPARE(RuleOptions::forGame(u"charlemagne"_s).size(), 3);
    QVERIFY(RuleOptions::forGame(u"dba"_s).isEmpty());
    // Every procedure an option names exists and belongs to that game.
    for (const QString &game : {u"1066"_s, u"charlemagne"_s}) {
        for (const RuleOption &o : RuleOptions::forGame(game)) {
            for (const QString &id : o.procedures)
                QCOMPARE(ProcedureRegistry::standard().get(id).game, game);
        }
    }
    QCOMPARE(RuleOptions::owning(u"1066"_s, u"1066.siege"_s)->rule, u"1066 §26"_s);
    QVERIFY(!RuleOptions::owning(u"1066"_s, u"1066.vassalage"_s));
}

void TestRuleOptions::chosenAndUndone()
{
    auto campaign = Campaign::create(m_dir.filePath(u"a.reeve"_s), u"1066"_s);
    RuleOptions options(*campaign);
    QVERIFY(options.chosen().isEmpty());
    const qint64 seq = options.set(u"sieges"_s, true);
    QVERIFY(seq > 0);
    QCOMPARE(options.chosen(), QStringList{u"sieges"_s});
    QCOMPARE(options.set(u"sieges"_s, true), 0); // already in play: nothing logged
    QVERIFY(campaign->log().action(seq).publicText.contains(u"§26"_s));
    options.set(u"sieges"_s, false);
    QVERIFY(options.chosen().isEmpty());
    campaign->log().undo();
    QCOMPARE(options.chosen(), QStringList{u"sieges"_s});
    campaign->log().undo();
    QVERIFY(options.chosen().isEmpty()); // the first choice undone: no row left behind in play
    QVERIFY_THROWS_EXCEPTION(Failure, options.set(u"tournaments"_s, true));
}

void TestRuleOptions::procedureOfAnOptionNotInPlayIsRefused()
{
    auto campaign = Campaign::create(m_dir.filePath(u"b.reeve"_s), u"charlemagne"_s);
    const Procedure &p = ProcedureRegistry::standard().get(u"charlemagne.personal-combat"_s);
    const TableLibrary tables = CampaignTables::forCampaign(*campaign);
    const ProcedureRunner runner(tables);
    const QJsonObject inputs = ProcedureRunner::completeInputs(
        p, {{u"attacker_champion"_s, u"leader"_s}, {u"defender_champion"_s, u"charlemagne"_s}});
    const qint64 before = campaign->log().lastSeq();
    try {
        runner.resolveInCampaign(*campaign, p, inputs, QList<int>{6, 1});
        QFAIL("personal combat resolved without §28 in play");
    } catch (const Failure &f) {
        QCOMPARE(f.kind(), Failure::Kind::BadInput);
        QVERIFY(f.message().contains(u"§28"_s));
    }
    QCOMPARE(campaign->log().lastSeq(), before); // nothing logged, no counter spent
    QVERIFY(runner.runEntered(p, inputs, {6, 1}).outcome.contains(u"winner"_s)); // on its own it works
    RuleOptions(*campaign).set(u"personal_combat"_s, true);
    const ProcedureResult r = runner.resolveInCampaign(*campaign, p, inputs, QList<int>{6, 1});
    QVERIFY(r.loggedAs > 0);
}

void TestRuleOptions::optionNamedInputTakesTheChoice()
{
    auto campaign = Campaign::create(m_dir.filePath(u"c.reeve"_s), u"1066"_s);
    const Procedure &victory = ProcedureRegistry::standard().get(u"1066.victory"_s);
    const auto briton = [&] {
        for (const ParameterSpec &spec : RuleOptions::parametersFor(campaign->database(), victory)) {
            if (spec.name == u"briton_victory"_s)
                return spec.defaultValue.toBool();
        }
        return false;
    };
    QVERIFY(!briton());
    RuleOptions(*campaign).set(u"briton_victory"_s, true);
    QVERIFY(briton());
}

QTEST_MAIN(TestRuleOptions)
#include "tst_ruleoptions.moc"
