// The procedures engine: parameter parsing and checking, entered dice checked
// for count and faces, exact odds by enumeration (with the simulation fallback),
// rolled dice that re-derive from the revealed seed, and campaign logging.
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaigntables.h"
#include "campaign/rollverifier.h"
#include "dice/randomstream.h"
#include "log/actionlog.h"
#include "log/logquery.h"
#include "procedures/oddscalculator.h"
#include "procedures/procedurecontext.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "storage/database.h"
#include "util/failure.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

namespace {

// A procedure with conditional dice, to exercise enumeration of uneven trees:
// roll a d6; on a 6 roll a second d6 and add it.
Procedure explodingDie()
{
    Procedure p;
    p.id = u"test.exploding"_s;
    p.game = u"generic"_s;
    p.title = u"Exploding d6"_s;
    p.parameters = {ParameterSpec::integer(u"bonus"_s, u"Bonus"_s, -3, 3, 0),
                    ParameterSpec::boolean(u"double"_s, u"Double"_s, false),
                    ParameterSpec::choice(u"mode"_s, u"Mode"_s, {u"plain"_s, u"high-only"_s}, u"plain"_s)};
    p.diceText = u"one d6, and a second d6 when the first shows 6"_s;
    p.oddsFields = {u"total"_s};
    p.body = [](ProcedureContext &c) {
        int total = c.roll(6, u"first"_s);
        if (total == 6)
            total += c.roll(6, u"second"_s);
        total += int(c.integer(u"bonus"_s));
        if (c.boolean(u"double"_s))
            total *= 2;
        c.set(u"total"_s, total);
        c.step(u"total %1"_s.arg(total), u"test §1"_s);
    };
    return p;
}

} // namespace

class TestProcedures : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void parsesAndChecksParameters_data();
    void parsesAndChecksParameters();
    void enteredDiceAreChecked_data();
    void enteredDiceAreChecked();
    void exactOddsOfConditionalDice();
    void simulationWhenTooManyCases();
    void diceRollUsesExactDistribution();
    void sameSeedSameResult();
    void loggedResolutionVerifiesWithRevealedSeed();
    void enteredDiceAreLoggedAsEntered();

private:
    QTemporaryDir m_dir;
};

void TestProcedures::parsesAndChecksParameters_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("defaults") << QStringList{} << QString();
    QTest::newRow("all") << QStringList{u"bonus=-2"_s, u"double=true"_s, u"mode=high-only"_s} << QString();
    QTest::newRow("range") << QStringList{u"bonus=4"_s} << u"from -3 to 3"_s;
    QTest::newRow("not a number") << QStringList{u"bonus=two"_s} << u"whole number"_s;
    QTest::newRow("bool") << QStringList{u"double=yes"_s} << u"true or false"_s;
    QTest::newRow("choice") << QStringList{u"mode=fancy"_s} << u"one of plain, high-only"_s;
    QTest::newRow("unknown") << QStringList{u"bonsu=1"_s} << u"closest: bonus"_s;
    QTest::newRow("no equals") << QStringList{u"bonus"_s} << u"name=value"_s;
}

void TestProcedures::parsesAndChecksParameters()
{
    QFETCH(QStringList, words);
    QFETCH(QString, error);
    const Procedure p = explodingDie();
    try {
        const QJsonObject inputs = ProcedureRunner::parseInputs(p, words);
        QVERIFY2(error.isEmpty(), "bad input was accepted");
        QCOMPARE(inputs.size(), 3);
    } catch (const Failure &failure) {
        QVERIFY2(!error.isEmpty(), qPrintable(failure.message()));
        QCOMPARE(failure.exitCode(), 2);
        QVERIFY2(failure.message().contains(error), qPrintable(failure.message()));
    }
}

void TestProcedures::enteredDiceAreChecked_data()
{
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("total");     // -1: error expected
    QTest::addColumn<QString>("error");
    QTest::newRow("one die") << QList<int>{4} << 4 << QString();
    QTest::newRow("exploding") << QList<int>{6, 3} << 9 << QString();
    QTest::newRow("too few") << QList<int>{6} << -1 << u"Too few dice"_s;
    QTest::newRow("too many") << QList<int>{4, 2} << -1 << u"Too many dice"_s;
    QTest::newRow("face") << QList<int>{7} << -1 << u"must show 1 to 6"_s;
    QTest::newRow("zero") << QList<int>{0} << -1 << u"must show 1 to 6"_s;
    QTest::newRow("none") << QList<int>{} << -1 << u"one d6, and a second"_s;
}

void TestProcedures::enteredDiceAreChecked()
{
    QFETCH(QList<int>, faces);
    QFETCH(int, total);
    QFETCH(QString, error);
    const Procedure p = explodingDie();
    const ProcedureRunner runner(CampaignTables::builtIn());
    const QJsonObject inputs = ProcedureRunner::completeInputs(p, {});
    try {
        const ProcedureResult result = runner.runEntered(p, inputs, faces);
        QCOMPARE(result.outcome.value(u"total"_s).toInt(), total);
        QCOMPARE(result.diceSource, u"entered"_s);
        QCOMPARE(result.explanation.first().ruleRef, u"test §1"_s);
    } catch (const Failure &failure) {
        QCOMPARE(total, -1);
        QVERIFY2(failure.message().contains(error), qPrintable(failure.message()));
    }
}

void TestProcedures::exactOddsOfConditionalDice()
{
    const Procedure p = explodingDie();
    const ProcedureRunner runner(CampaignTables::builtIn());
    const OddsCalculator::Result odds = OddsCalculator(runner).compute(p, ProcedureRunner::completeInputs(p, {}));
    QVERIFY(odds.exact);
    QCOMPARE(odds.cases, 11); // 1..5, then 6 followed by 1..6
    mpq_class sum(0);
    for (const OddsCalculator::Line &line : odds.lines) {
        sum += line.exact;
        const int total = line.outcome.value(u"total"_s).toInt();
        QCOMPARE(line.exact, total <= 5 ? mpq_class(1, 6) : mpq_class(1, 36));
    }
    QCOMPARE(sum, mpq_class(1));
}

void TestProcedures::simulationWhenTooManyCases()
{
    const Procedure p = explodingDie();
    const ProcedureRunner runner(CampaignTables::builtIn());
    OddsCalculator calculator(runner);
    calculator.setLimits(5, 6000);
    int lastProgress = -1;
    const OddsCalculator::Result odds =
        calculator.compute(p, ProcedureRunner::completeInputs(p, {}), [&](int percent) { lastProgress = percent; });
    QVERIFY(!odds.exact);
    QCOMPARE(odds.cases, 6000);
    QCOMPARE(lastProgress, 100);
    QVERIFY(odds.standardError > 0 && odds.standardError < 0.01);
    for (const OddsCalculator::Line &line : odds.lines) {
        const int total = line.outcome.value(u"total"_s).toInt();
        const double expected = total <= 5 ? 1.0 / 6 : 1.0 / 36;
        QVERIFY2(std::abs(line.probability - expected) < 5 * odds.standardError,
                 qPrintable(u"total %1: %2"_s.arg(total).arg(line.probability)));
    }
}

void TestProcedures::diceRollUsesExactDistribution()
{
    const Procedure &p = ProcedureRegistry::standard().get(u"dice.roll"_s);
    const ProcedureRunner runner(CampaignTables::builtIn());
    const OddsCalculator::Result odds =
        OddsCalculator(runner).compute(p, ProcedureRunner::parseInputs(p, {u"expr=20d6"_s}));
    QVERIFY(odds.exact);
    QCOMPARE(odds.lines.size(), 101); // 20..120
    QCOMPARE(odds.lines.first().outcome.value(u"total"_s).toInt(), 70);
}

void TestProcedures::sameSeedSameResult()
{
    const Procedure &p = ProcedureRegistry::standard().get(u"dice.roll"_s);
    const ProcedureRunner runner(CampaignTables::builtIn());
    const QJsonObject inputs = ProcedureRunner::parseInputs(p, {u"expr=10d6"_s});
    const ProcedureResult a = runner.runRolled(p, inputs, RandomStream("seed", 7));
    const ProcedureResult b = runner.runRolled(p, inputs, RandomStream("seed", 7));
    QCOMPARE(a.toJson(), b.toJson());
    const ProcedureResult c = runner.runRolled(p, inputs, RandomStream("seed", 8));
    QVERIFY(a.toJson().value(u"dice"_s) != c.toJson().value(u"dice"_s));
}

void TestProcedures::loggedResolutionVerifiesWithRevealedSeed()
{
    auto campaign = Campaign::create(m_dir.filePath(u"rolls.reeve"_s), u"1066"_s);
    const TableLibrary tables = CampaignTables::forCampaign(*campaign);
    const ProcedureRunner runner(tables);
    const Procedure &roll = ProcedureRegistry::standard().get(u"dice.roll"_s);
    for (int i = 0; i < 30; ++i)
        runner.resolveInCampaign(*campaign, roll, ProcedureRunner::parseInputs(roll, {u"expr=3d6+d66"_s}), {});
    CampaignRandom random(*campaign);
    const QByteArray seed = QByteArray::fromHex(random.reveal().toLatin1());
    RollVerifier::Report report = RollVerifier::verify(campaign->database(), seed);
    QVERIFY2(report.ok, qPrintable(report.reason));
    QCOMPARE(report.checked, 30);
    // Rolls after the reveal use the new seed and are not checked against the old one.
    runner.resolveInCampaign(*campaign, roll, ProcedureRunner::parseInputs(roll, {u"expr=d6"_s}), {});
    QCOMPARE(RollVerifier::verify(campaign->database(), seed).checked, 30);
    // A wrong seed matches no commitment; a changed face is found.
    QVERIFY(!RollVerifier::verify(campaign->database(), QByteArray("guess")).ok);
    const QString dice = campaign->database().scalar(u"SELECT dice FROM actions WHERE seq = 10"_s).toString();
    QString changed = dice;
    const qsizetype at = changed.indexOf(u"\"face\":"_s) + 7;
    changed[at] = changed.at(at) == u'1' ? u'2' : u'1';
    campaign->database().exec(u"UPDATE actions SET dice = ? WHERE seq = 10"_s, {changed});
    report = RollVerifier::verify(campaign->database(), seed);
    QVERIFY(!report.ok);
    QCOMPARE(report.firstMismatch, 10);
}

void TestProcedures::enteredDiceAreLoggedAsEntered()
{
    auto campaign = Campaign::create(m_dir.filePath(u"entered.reeve"_s), u"dba"_s);
    const TableLibrary tables = CampaignTables::forCampaign(*campaign);
    const ProcedureRunner runner(tables);
    const Procedure &chance = ProcedureRegistry::standard().get(u"dice.chance"_s);
    const ProcedureResult result = runner.resolveInCampaign(
        *campaign, chance, ProcedureRunner::parseInputs(chance, {u"percent=5"_s}), QList<int>{4});
    QVERIFY(result.outcome.value(u"happens"_s).toBool());
    const Action action = campaign->log().action(result.loggedAs);
    QCOMPARE(action.kind, u"procedure.resolve"_s);
    QCOMPARE(action.dice().toObject().value(u"source"_s).toString(), u"entered"_s);
    QCOMPARE(action.dice().toObject().value(u"draws"_s).toArray().at(0).toObject().value(u"face"_s).toInt(), 4);
    // Bad entered dice log nothing.
    const qint64 before = campaign->log().lastSeq();
    QVERIFY_THROWS_EXCEPTION(Failure, runner.resolveInCampaign(*campaign, chance,
                                                               ProcedureRunner::parseInputs(chance, {u"percent=5"_s}),
                                                               QList<int>{101}));
    QCOMPARE(campaign->log().lastSeq(), before);
    // The public log shows the roll and its outcome in plain words (procedure rolls are public at the
    // table): the fields by their labels, never their command-line names.
    LogQuery query(campaign->database(), Audience::Public);
    const QString text = query.entries(0, -1).last().publicText;
    QVERIFY2(text.contains(u"Happens: yes"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"happens ="_s) && !text.contains(u'_'), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestProcedures)
#include "tst_procedures.moc"
