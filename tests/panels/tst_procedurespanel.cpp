// Tests of the Procedures panel: the form built from the schema, odds before rolling
// (exact and simulated, with cancel), resolution on entered dice giving what the CLI
// gives (issue 3, "done when"), refused dice, missing figures and rolling.

#include <QCheckBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

#include "campaign/campaigneditor.h"
#include "campaign/campaigntables.h"
#include "log/actionlog.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"

#include "procedures/oddsmodel.h"
#include "procedures/oddsrunner.h"
#include "procedures/oddsview.h"
#include "procedures/parameterform.h"
#include "procedures/procedurefinder.h"
#include "procedures/procedureresultview.h"
#include "procedures/procedurespanel.h"

#include "panelstestsupport.h"

using namespace Reeve;
using namespace Qt::StringLiterals;

class TestProceduresPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void searchFindsProcedures();
    void formFollowsSchema();
    void enteredDiceMatchRunner();
    void exactOddsShown();
    void simulatedOddsStateError();
    void oddsCanBeCancelled();
    void wrongDiceAreRefused_data();
    void wrongDiceAreRefused();
    void missingFigureOffersTables();
    void rollLogsAction();
    void needsCampaignToRoll();
    void currentPhaseComesFirst();
    void finderFilledOnceWhenShown();
    void clockSettlesTheSeason();

private:
    static void setExpression(ProceduresPanel &panel, const QString &expression);
    QTemporaryDir m_dir;
};

void TestProceduresPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestProceduresPanel::setExpression(ProceduresPanel &panel, const QString &expression)
{
    QVERIFY(panel.selectProcedure(u"dice.roll"_s));
    QVERIFY(panel.form()->setValue(u"expr"_s, expression));
}

void TestProceduresPanel::searchFindsProcedures()
{
    ProceduresPanel panel;
    ProcedureFinder *finder = panel.finder();
    finder->searchBox()->setText(u"chance"_s);
    QVERIFY(finder->shownIds().contains(u"dice.chance"_s));
    QVERIFY(!finder->shownIds().contains(u"dice.d66"_s));
    finder->searchBox()->setText(u"D66"_s);
    QCOMPARE(finder->shownIds(), QStringList{u"dice.d66"_s});
    QTest::keyClick(finder->searchBox(), Qt::Key_Return);
    QCOMPARE(panel.currentProcedureId(), u"dice.d66"_s);
    finder->searchBox()->setText(u"no such thing at all"_s);
    QVERIFY(finder->shownIds().isEmpty());
    finder->searchBox()->clear();
    QCOMPARE(finder->shownIds().size(), ProcedureRegistry::standard().list().size());
}

void TestProceduresPanel::formFollowsSchema()
{
    ProceduresPanel panel;
    QVERIFY(panel.selectProcedure(u"dice.chance"_s));
    auto *spin = qobject_cast<QSpinBox *>(panel.form()->editor(u"percent"_s));
    QVERIFY(spin);
    QCOMPARE(spin->minimum(), 0);
    QCOMPARE(spin->maximum(), 100);
    QVERIFY(!spin->toolTip().isEmpty());
    QVERIFY(panel.selectProcedure(u"dice.roll"_s));
    QVERIFY(qobject_cast<QLineEdit *>(panel.form()->editor(u"expr"_s)));
    QCOMPARE(panel.form()->values(), QJsonObject()); // a required text left empty is not given
}

void TestProceduresPanel::enteredDiceMatchRunner()
{
    auto campaign = PanelsTest::newCampaign(m_dir, u"entered"_s);
    ProceduresPanel panel;
    panel.setCampaign(campaign.get());
    setExpression(panel, u"2d6"_s);
    QVERIFY2(panel.resolveEntered(u"3, 4"_s), qPrintable(panel.errorText()));
    QVERIFY(panel.lastResult());
    const ProcedureResult &shown = *panel.lastResult();
    QCOMPARE(shown.outcome.value(u"total"_s).toInteger(), 7);
    QCOMPARE(shown.diceSource, u"entered"_s);

    // What `reeve-cli resolve dice.roll expr=2d6 --dice 3,4` computes.
    const Procedure &procedure = ProcedureRegistry::standard().get(u"dice.roll"_s);
    const ProcedureRunner runner(CampaignTables::builtIn());
    const ProcedureResult cli = runner.runEntered(procedure,
                                                  ProcedureRunner::parseInputs(procedure, {u"expr=2d6"_s}),
                                                  {3, 4});
    QCOMPARE(shown.toJson().value(u"outcome"_s), cli.toJson().value(u"outcome"_s));
    QCOMPARE(shown.toJson().value(u"explanation"_s), cli.toJson().value(u"explanation"_s));
    QCOMPARE(shown.toJson().value(u"dice"_s), cli.toJson().value(u"dice"_s));
    QStringList cliLines;
    for (const ExplanationStep &step : cli.explanation)
        cliLines << step.toLine();
    QCOMPARE(panel.resultView()->explanationLines(), cliLines);

    QCOMPARE(shown.loggedAs, campaign->log().lastSeq());
    QCOMPARE(campaign->log().action(shown.loggedAs).kind, u"procedure.resolve"_s);
    QVERIFY(panel.resultView()->loggedText().contains(u"Logged as action %1"_s.arg(shown.loggedAs)));
    QVERIFY(panel.resultView()->outcomeText().contains(u"<b>7</b>"_s));
    QVERIFY(panel.errorText().isEmpty());
}

void TestProceduresPanel::exactOddsShown()
{
    ProceduresPanel panel;
    setExpression(panel, u"2d6"_s);
    QTRY_COMPARE(panel.oddsView()->chanceText(u"total"_s, 7), u"16.67%"_s);
    QCOMPARE(panel.oddsView()->chanceText(u"total"_s, 2), u"2.78%"_s);
    QCOMPARE(panel.oddsView()->model()->rowCount(), 11);
    QCOMPARE(panel.oddsView()->model()->index(0, 0).data().toString(), u"2"_s); // ascending totals
    QCOMPARE(panel.oddsView()->model()->index(5, 1).data(OddsModel::ExactRole).toString(), u"1/6"_s);
    QVERIFY(panel.oddsView()->statusText().contains(u"Exact"_s));

    // Changing the input recomputes them.
    QVERIFY(panel.form()->setValue(u"expr"_s, u"(d3+1)/2"_s));
    QTRY_COMPARE(panel.oddsView()->chanceText(u"total"_s, 1.5), u"33.33%"_s);
    QVERIFY(panel.form()->setValue(u"expr"_s, u"2d"_s));
    QTRY_VERIFY(panel.oddsView()->statusText().contains(u"color:#c62828"_s));
    QCOMPARE(panel.oddsView()->model()->rowCount(), 0);
}

void TestProceduresPanel::simulatedOddsStateError()
{
    ProceduresPanel panel;
    panel.oddsRunner()->setLimits(10, 4000); // d% has 100 cases: more than 10, so simulate
    QVERIFY(panel.selectProcedure(u"dice.chance"_s));
    QVERIFY(panel.form()->setValue(u"percent"_s, 30));
    QTRY_VERIFY(panel.oddsView()->statusText().startsWith(u"Simulated, ±"_s));
    QVERIFY(panel.oddsView()->statusText().contains(u"4,000"_s)
            || panel.oddsView()->statusText().contains(u"4000"_s));
    const double p = panel.oddsView()
                             ->model()
                             ->index(panel.oddsView()->model()->rowOf(u"happens"_s, true), 1)
                             .data(OddsModel::ProbabilityRole)
                             .toDouble();
    QVERIFY2(qAbs(p - 0.3) < 0.05, qPrintable(QString::number(p)));
    QVERIFY(panel.oddsView()->model()->index(0, 1).data(OddsModel::ExactRole).toString().isEmpty());
}

void TestProceduresPanel::oddsCanBeCancelled()
{
    ProceduresPanel panel;
    panel.oddsRunner()->setLimits(10, 200000000);
    QVERIFY(panel.selectProcedure(u"dice.chance"_s));
    QVERIFY(panel.form()->setValue(u"percent"_s, 40));
    panel.recomputeOdds();
    QVERIFY(panel.oddsView()->isBusy());
    QVERIFY(panel.oddsRunner()->isRunning());
    emit panel.oddsView()->cancelRequested();
    QVERIFY(!panel.oddsRunner()->isRunning());
    QVERIFY(!panel.oddsView()->isBusy());
    QVERIFY(panel.oddsView()->statusText().contains(u"cancelled"_s));
    panel.oddsRunner()->waitForIdle();
}

void TestProceduresPanel::wrongDiceAreRefused_data()
{
    QTest::addColumn<QString>("dice");
    QTest::addColumn<QString>("message");
    QTest::newRow("too few") << u"3"_s << u"Too few dice"_s;
    QTest::newRow("too many") << u"3, 4, 5"_s << u"Too many dice"_s;
    QTest::newRow("impossible face") << u"3 9"_s << u"9 is impossible"_s;
    QTest::newRow("not a number") << u"3, x"_s << u"not a number"_s;
}

void TestProceduresPanel::wrongDiceAreRefused()
{
    QFETCH(QString, dice);
    QFETCH(QString, message);
    auto campaign = PanelsTest::newCampaign(m_dir, u"wrong-"_s + QString::fromLatin1(QTest::currentDataTag()));
    ProceduresPanel panel;
    panel.setCampaign(campaign.get());
    setExpression(panel, u"2d6"_s);
    const qint64 before = campaign->log().lastSeq();
    QVERIFY(!panel.resolveEntered(dice));
    QVERIFY2(panel.errorText().contains(message), qPrintable(panel.errorText()));
    QVERIFY(!panel.lastResult());
    QCOMPARE(campaign->log().lastSeq(), before);
}

void TestProceduresPanel::missingFigureOffersTables()
{
    auto campaign = PanelsTest::newCampaign(m_dir, u"missing"_s);
    ProceduresPanel panel;
    panel.setCampaign(campaign.get());
    QSignalSpy spy(&panel, &ProceduresPanel::missingFigure);
    QVERIFY(panel.selectProcedure(u"dice.d66"_s));
    QVERIFY(panel.form()->setValue(u"table"_s, PanelsTest::EventsTable));
    const qint64 before = campaign->log().lastSeq();
    QVERIFY(!panel.resolveEntered(u"1, 3"_s));
    QVERIFY2(panel.errorText().contains(PanelsTest::EventsTable), qPrintable(panel.errorText()));
    QCOMPARE(campaign->log().lastSeq(), before);
    auto *jump = panel.findChild<QPushButton *>();
    for (QPushButton *button : panel.findChildren<QPushButton *>()) {
        if (button->text().contains(u"Tables"_s))
            jump = button;
    }
    QVERIFY(jump && jump->isVisibleTo(&panel));
    jump->click();
    QCOMPARE(spy.count(), 1);
    const RuleTable &table = CampaignTables::builtIn().table(PanelsTest::EventsTable);
    QCOMPARE(spy.at(0).at(0).toString(), PanelsTest::EventsTable);
    QCOMPARE(spy.at(0).at(1).toString(), table.cellName(2, 0));

    // Once the figure is entered, the same dice resolve.
    CampaignTables::setCell(*campaign, PanelsTest::EventsTable, u"13"_s, u"result"_s, u"wolves"_s);
    QVERIFY2(panel.resolveEntered(u"1, 3"_s), qPrintable(panel.errorText()));
    QCOMPARE(panel.lastResult()->outcome.value(u"result"_s).toString(), u"wolves"_s);
}

void TestProceduresPanel::rollLogsAction()
{
    auto campaign = PanelsTest::newCampaign(m_dir, u"roll"_s);
    ProceduresPanel panel;
    panel.setCampaign(campaign.get());
    setExpression(panel, u"3d6"_s);
    QVERIFY(panel.rollButton()->isEnabled());
    QSignalSpy resolved(&panel, &ProceduresPanel::resolved);
    panel.rollButton()->click();
    QVERIFY2(panel.lastResult(), qPrintable(panel.errorText()));
    QCOMPARE(panel.lastResult()->diceSource, u"rolled"_s);
    QCOMPARE(panel.lastResult()->dice.size(), 3);
    const qint64 total = panel.lastResult()->outcome.value(u"total"_s).toInteger();
    QVERIFY(total >= 3 && total <= 18);
    QCOMPARE(resolved.count(), 1);
    QCOMPARE(resolved.at(0).at(0).toLongLong(), campaign->log().lastSeq());
}

void TestProceduresPanel::needsCampaignToRoll()
{
    ProceduresPanel panel;
    setExpression(panel, u"d6"_s);
    QVERIFY(!panel.rollButton()->isEnabled());
    QVERIFY(!panel.enterDiceButton()->isEnabled());
    QVERIFY(!panel.roll());
    QVERIFY(!panel.errorText().isEmpty());
    QTRY_COMPARE(panel.oddsView()->chanceText(u"total"_s, 6), u"16.67%"_s); // odds work without a campaign
}

void TestProceduresPanel::currentPhaseComesFirst()
{
    // A 1066 campaign opens in its first phase (Initiative, §3.2): the finder lists that phase's
    // procedure first; when the clock moves on to Campaign markers, that phase's list follows.
    auto campaign = PanelsTest::newCampaign(m_dir, u"phase"_s);
    ProceduresPanel panel;
    ProcedureFinder *finder = panel.finder();
    QVERIFY(finder->phaseIds().isEmpty());
    panel.setCampaign(campaign.get());
    QCOMPARE(finder->phaseIds(), QStringList{u"1066.initiative"_s});
    QVERIFY(finder->list()->topLevelItem(0)->text(0).contains(u"Initiative"_s));
    QCOMPARE(finder->shownIds().first(), u"1066.initiative"_s);
    CampaignEditor(*campaign).setTurn(1, u"Campaign markers"_s);
    QVERIFY(finder->phaseIds().contains(u"1066.campaign-markers"_s));
    QVERIFY(finder->phaseIds().contains(u"1066.storms"_s));
    QVERIFY(!finder->phaseIds().contains(u"1066.initiative"_s));
    {
        // The phase group's header shows the data's phase name in the window's language (issue 25).
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(REEVE_BINARY_DIR "/translations/reeve_de.qm")));
        QCoreApplication::installTranslator(&german);
        CampaignEditor(*campaign).setTurn(1, u"Initiative"_s);
        CampaignEditor(*campaign).setTurn(1, u"Campaign markers"_s);
        const QString header = finder->list()->topLevelItem(0)->text(0);
        QCoreApplication::removeTranslator(&german);
        QVERIFY2(header.contains(u"Feldzugsmarker"_s), qPrintable(header));
    }
    // Searching lists matches by game, without the phase group; other games stay reachable.
    finder->searchBox()->setText(u"dba.taxes"_s);
    QVERIFY(finder->phaseIds().isEmpty());
    QCOMPARE(finder->shownIds(), QStringList{u"dba.taxes"_s});
    panel.setCampaign(nullptr);
    finder->searchBox()->clear();
    QVERIFY(finder->phaseIds().isEmpty());
}

void TestProceduresPanel::finderFilledOnceWhenShown()
{
    // The finder's list is filled once, when first shown, already with the campaign's phase first
    // (issue 24: it was filled at construction and again for the campaign); the plain roll chosen
    // before that is selected in it.
    auto campaign = PanelsTest::newCampaign(m_dir, u"once"_s);
    ProceduresPanel panel;
    auto *tree = panel.finder()->findChild<QTreeWidget *>();
    QVERIFY(tree);
    QSignalSpy fills(tree->model(), &QAbstractItemModel::modelReset);
    QCOMPARE(panel.currentProcedureId(), u"dice.roll"_s);
    panel.setCampaign(campaign.get());
    QCOMPARE(tree->topLevelItemCount(), 0);
    panel.resize(700, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCOMPARE(fills.count(), 1);
    QVERIFY(tree->topLevelItem(0)->text(0).contains(u"Initiative"_s));
    QCOMPARE(panel.finder()->currentId(), u"dice.roll"_s);
    QCOMPARE(tree->currentItem()->text(1), u"dice.roll"_s);
    QCOMPARE(panel.currentProcedureId(), u"dice.roll"_s);
    QCOMPARE(panel.finder()->phaseIds(), QStringList{u"1066.initiative"_s});
    QCOMPARE(fills.count(), 1);
}

void TestProceduresPanel::clockSettlesTheSeason()
{
    // A 1066 campaign on January: the battle's length starts at winter (1066 §9.9); when the clock
    // moves to July the form follows it to summer.
    auto campaign = PanelsTest::newCampaign(m_dir, u"clock"_s);
    ProceduresPanel panel;
    panel.setCampaign(campaign.get());
    QVERIFY(panel.selectProcedure(u"1066.battle-length"_s));
    const Procedure &length = ProcedureRegistry::standard().get(u"1066.battle-length"_s);
    const auto season = [&] {
        return ProcedureRunner::completeInputs(length, panel.form()->values()).value(u"season"_s).toString();
    };
    QCOMPARE(season(), u"winter"_s);
    CampaignEditor(*campaign).setTurn(7);
    QCOMPARE(season(), u"summer"_s);
}

QTEST_MAIN(TestProceduresPanel)
#include "tst_procedurespanel.moc"
