// The battle board panel offscreen, on the step contract (issue 18): the board beside the dock's one
// StepForm over the registered 1066 battle steps. A unit clicked (or reached with the arrow keys) fills
// the step's fields; a refused step shows its message in the form's words and writes nothing; a good
// step is one action that one undo takes back whole; a chart cell the rules leave missing stops the
// step (asked for in the Tables panel), a counter's missing printed value is asked for in the form;
// the battle's season comes from the clock.
#include <QtTest>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTextBrowser>

#include "battle/battleboardpanel.h"
#include "battle/battleboardview.h"
#include "battlesupport.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "common/stepform.h"
#include "common/stepinputs.h"
#include "common/stepresultview.h"
#include "games/1066/battle/battlesteps.h"
#include "log/actionlog.h"
#include "util/failure.h"

using namespace Reeve;
using namespace BattleTest;
using namespace Qt::StringLiterals;

class TestBattlePanel : public QObject
{
    Q_OBJECT
private slots:
    void clickFillsTheStepsFields();
    void refusedWritesNothingAppliedIsOneUndo();
    void missingChartCellStopsTheRoll();
    void missingValuesAreAskedForInTheForm();

private:
    /// A battle by name opened and set up through the form: the defender's housecarls (D1, leader 1)
    /// and the attacker's knights (A1, leader 2), both in the centre.
    void openByName(BattleBoardPanel &panel, bool earl = false);
    QTemporaryDir m_dir;
};

namespace {

QString fieldText(StepForm *form, const QString &field)
{
    return form->inputs()->values().value(field).toString();
}

/// A mouse click on the row of \a unitId in \a list.
bool clickUnit(QListWidget *list, const QString &unitId)
{
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->data(Qt::UserRole).toString() == unitId) {
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(row)).center());
            return true;
        }
    return false;
}

} // namespace

void TestBattlePanel::openByName(BattleBoardPanel &panel, bool earl)
{
    StepForm *form = panel.stepForm();
    QVERIFY(panel.chooseStep(u"new"_s));
    QVERIFY(form->setValue(u"attacker"_s, u"Normans"_s));
    QVERIFY(form->setValue(u"defender"_s, u"Anglo-Saxons"_s));
    QVERIFY(form->rollAndApply());
    QVERIFY2(panel.status().contains(u"Setup"_s), qPrintable(panel.status()));
    QVERIFY(panel.chooseStep(u"place"_s));
    QList<std::tuple<QString, QString, QString, int, int, int, QString>> counters{
            {u"defender"_s, u"housecarl"_s, u"Housecarls"_s, 2, 3, earl ? 0 : 1, u"centre"_s}};
    if (earl)
        counters.append({u"defender"_s, u"thegn"_s, u"Earl"_s, 1, 2, 1, u"reserve"_s});
    counters.append({u"attacker"_s, u"knight"_s, u"Knights"_s, 2, 2, 2, u"centre"_s});
    for (const auto &[side, type, name, attack, defence, leader, box] : counters) {
        QVERIFY(form->setValue(u"box"_s, box));
        QVERIFY(form->setValue(u"side"_s, side));
        QVERIFY(form->setValue(u"type"_s, type));
        QVERIFY(form->setValue(u"name"_s, name));
        QVERIFY(form->setValue(u"attack"_s, QString::number(attack)));
        QVERIFY(form->setValue(u"defence"_s, QString::number(defence)));
        QVERIFY(form->setValue(u"leader"_s, QString::number(leader)));
        QVERIFY2(form->rollAndApply(), qPrintable(form->result()->refusalText()));
    }
    QCOMPARE(panel.boxList(1, int(BattleBox::Centre))->count(), 1);
    QCOMPARE(panel.boxList(0, int(BattleBox::Centre))->count(), 1);
}

void TestBattlePanel::clickFillsTheStepsFields()
{
    auto campaign = newCampaign(m_dir, u"click.reeve"_s);
    BattleBoardPanel panel;
    panel.resize(1100, 800);
    panel.setCampaign(campaign.get());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    // Only the battle's steps: the campaign turn's are the Steps dock's.
    QVERIFY(!panel.chooseStep(u"initiative"_s));
    QVERIFY(panel.chooseStep(u"new"_s));
    // The season is the clock's (1066 §9.9): the form asks nothing of it and says which it is.
    const QString season = BattleSteps::seasonOfClock(*campaign);
    QVERIFY(!season.isEmpty());
    QVERIFY(!panel.stepForm()->inputs()->input(u"season"_s));
    auto *note = panel.stepForm()->findChild<QLabel *>(u"battleSeason"_s);
    QVERIFY(note);
    QVERIFY2(note->text().contains(season), qPrintable(note->text()));
    // The terrain is one of the Terrain Effects Chart's columns, or none (1066 §15.13), picked, not typed.
    QVERIFY(qobject_cast<QComboBox *>(panel.stepForm()->inputs()->input(u"terrain"_s)));
    QVERIFY(!panel.stepForm()->setValue(u"terrain"_s, u"hills"_s));
    openByName(panel);
    QVERIFY2(panel.explanation()->toPlainText().contains(u"Housecarls"_s),
             qPrintable(panel.explanation()->toPlainText()));

    StepForm *form = panel.stepForm();
    // Commander: a click on the knights puts their board id into the unit field.
    QVERIFY(panel.chooseStep(u"commander"_s));
    QVERIFY(clickUnit(panel.boxList(0, int(BattleBox::Centre)), u"A2"_s));
    QCOMPARE(fieldText(form, u"unit"_s), u"A2"_s);
    // The keyboard does the same: the arrow keys move to the housecarls.
    QListWidget *defenders = panel.boxList(1, int(BattleBox::Centre));
    defenders->setCurrentRow(-1);
    defenders->setFocus();
    QTest::keyClick(defenders, Qt::Key_Down);
    QCOMPARE(fieldText(form, u"unit"_s), u"D1"_s);

    // Attack: a unit of the side in play is the attacker, an enemy's the target (1066 §15.8).
    BattleBoard board(*campaign);
    board.chooseCommander(0, u"A2"_s);
    board.chooseCommander(1, u"D1"_s);
    board.rollLength(QList<int>{3});
    board.endRound(); // the attacker's combat round
    QVERIFY(panel.chooseStep(u"attack"_s));
    QVERIFY(panel.selectUnit(u"D1"_s));
    QVERIFY(panel.selectUnit(u"A2"_s));
    QCOMPARE(fieldText(form, u"attacker"_s), u"A2"_s);
    QCOMPARE(fieldText(form, u"target"_s), u"D1"_s);
    // Marker: the side and the box of the unit clicked.
    QVERIFY(panel.chooseStep(u"marker"_s));
    QVERIFY(clickUnit(defenders, u"D1"_s));
    QCOMPARE(fieldText(form, u"side"_s), u"defender"_s);
    QCOMPARE(fieldText(form, u"box"_s), u"centre"_s);
    if (const QString shot = qEnvironmentVariable("REEVE_BATTLE_SHOT"); !shot.isEmpty())
        QVERIFY(panel.grab().save(shot));
}

void TestBattlePanel::refusedWritesNothingAppliedIsOneUndo()
{
    auto campaign = newCampaign(m_dir, u"undo.reeve"_s);
    BattleBoardPanel panel;
    panel.resize(1100, 800);
    panel.setCampaign(campaign.get());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    openByName(panel);
    StepForm *form = panel.stepForm();
    ActionLog &log = campaign->log();

    // A place with neither a campaign unit nor a counter: refused, in the form's labels, nothing written.
    QVERIFY(panel.chooseStep(u"remove"_s));
    QVERIFY(panel.chooseStep(u"place"_s)); // chosen afresh: its fields empty
    QVERIFY(form->setValue(u"box"_s, u"reserve"_s));
    const qint64 last = log.lastSeq();
    const qsizetype undoable = log.undoStack().size();
    QTest::mouseClick(form->rollButton(), Qt::LeftButton);
    QVERIFY2(form->result()->isRefusal(), qPrintable(form->result()->headingText()));
    QVERIFY2(form->result()->refusalText().contains(u"“Campaign unit”"_s),
             qPrintable(form->result()->refusalText()));
    QVERIFY2(form->result()->refusalText().contains(u"Nothing was rolled or written"_s),
             qPrintable(form->result()->refusalText()));
    QCOMPARE(log.lastSeq(), last);
    QCOMPARE(log.undoStack().size(), undoable);
    // An attack during the set-up: refused by the rules before any die, nothing written.
    QVERIFY(panel.chooseStep(u"attack"_s));
    QVERIFY(panel.selectUnit(u"A2"_s));
    QVERIFY(panel.selectUnit(u"D1"_s));
    QVERIFY(!form->rollAndApply());
    QVERIFY(!form->result()->refusalText().isEmpty());
    QCOMPARE(log.lastSeq(), last);
    QCOMPARE(log.undoStack().size(), undoable);

    // Commanders through clicks and Apply: each one action.
    QVERIFY(panel.chooseStep(u"commander"_s));
    for (const QString &id : {u"A2"_s, u"D1"_s}) {
        QVERIFY(panel.selectUnit(id));
        QVERIFY2(form->rollAndApply(), qPrintable(form->result()->refusalText()));
    }
    QCOMPARE(log.undoStack().size(), undoable + 2);
    QVERIFY2(panel.status().contains(u"markers 0 of 2"_s), qPrintable(panel.status()));

    // The length on the die entered (a 3, winter or summer as the clock says): one action, one undo.
    const BattleState before = BattleBoard(*campaign).state();
    QVERIFY(panel.chooseStep(u"length"_s));
    QVERIFY(form->setDice(u"dice"_s, u"3"_s));
    QTest::mouseClick(form->useDiceButton(), Qt::LeftButton);
    QVERIFY2(!form->result()->isRefusal(), qPrintable(form->result()->refusalText()));
    QCOMPARE(log.undoStack().size(), undoable + 3);
    QVERIFY(form->lastResult().seq > 0);
    QVERIFY2(panel.status().contains(u"Battle turn 1 of"_s), qPrintable(panel.status()));
    QVERIFY(panel.explanation()->toPlainText().contains(u"3 (entered)"_s));
    log.undo();
    QCOMPARE(BattleBoard(*campaign).state().toJson(), before.toJson());
    QVERIFY2(panel.status().contains(u"Setup"_s), qPrintable(panel.status()));
    QCOMPARE(log.undoStack().size(), undoable + 2);

    // A read-only campaign: the form checks, applies nothing.
    panel.setCampaign(nullptr);
    QVERIFY(!form->step());
}

void TestBattlePanel::missingChartCellStopsTheRoll()
{
    auto campaign = newCampaign(m_dir, u"crt.reeve"_s);
    BattleBoardPanel panel;
    panel.resize(1100, 800);
    panel.setCampaign(campaign.get());
    openByName(panel, true); // the housecarls lead nobody: no rally roll follows their loss (1066 §18.6)
    BattleBoard board(*campaign);
    try {
        board.chooseCommander(0, u"A3"_s);
        board.chooseCommander(1, u"D2"_s);
        board.rollLength(QList<int>{3});
        board.endRound();
    } catch (const Failure &e) {
        QFAIL(qPrintable(e.message()));
    }
    StepForm *form = panel.stepForm();
    ActionLog &log = campaign->log();
    QVERIFY(panel.chooseStep(u"attack"_s));
    QVERIFY(panel.selectUnit(u"A3"_s));
    QVERIFY(panel.selectUnit(u"D1"_s));
    QVERIFY2(form->rollAndApply(), qPrintable(form->result()->refusalText()));

    QVERIFY(panel.chooseStep(u"roll"_s));
    const qint64 last = log.lastSeq();
    // Wrong number of dice entered: refused, never rolled.
    QVERIFY(form->setDice(u"dice"_s, u"1"_s));
    QVERIFY(!form->useDiceEntered());
    QVERIFY2(form->result()->refusalText().contains(u"needs 2 dice"_s),
             qPrintable(form->result()->refusalText()));
    QCOMPARE(log.lastSeq(), last);
    // The CRT cell for defence 3 is missing from the rules: the step stops, the panel asks for it.
    QSignalSpy missing(&panel, &BattleBoardPanel::missingFigure);
    QVERIFY(form->setDice(u"dice"_s, u"1, 2"_s));
    QVERIFY(!form->useDiceEntered());
    QCOMPARE(missing.count(), 1);
    QCOMPARE(missing.first().at(0).toString(), u"1066.crt"_s);
    QVERIFY2(panel.message().contains(u"nothing was rolled or written"_s), qPrintable(panel.message()));
    QCOMPARE(log.lastSeq(), last);
    // A first 6 needs only the §15.8 cell printed in the rules: the housecarls fall. The defender's panic
    // level is (2 + 1 + leader 1) / 2 = 2 (1066 §15.16); the housecarls' loss counts 2, so the defence
    // panics and the knights pursue (1066 §15.17).
    QVERIFY(form->setDice(u"dice"_s, u"6 6"_s));
    QVERIFY2(form->useDiceEntered(), qPrintable(form->result()->refusalText()));
    QVERIFY(panel.message().isEmpty());
    QCOMPARE(panel.boxList(1, 4)->count(), 1);
    QVERIFY2(panel.status().contains(u"Pursuit"_s), qPrintable(panel.status()));
    QVERIFY2(panel.status().contains(u"losses 2 / panic level 2"_s), qPrintable(panel.status()));
    log.undo();
    QCOMPARE(panel.boxList(1, 4)->count(), 0);
    QCOMPARE(panel.boxList(1, int(BattleBox::Centre))->count(), 1);
}

/// A battle at a campaign square: the fyrd has no printed values registered; placing it asks for them
/// in the form (the values step), then the place step comes back as it was filled in.
void TestBattlePanel::missingValuesAreAskedForInTheForm()
{
    auto campaign = newCampaign(m_dir, u"values.reeve"_s);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Normans"_s);
    editor.addSide(u"Anglo-Saxons"_s);
    editor.addLocation(u"Hastings"_s, u"Hastings"_s, u"square"_s);
    CampaignReader reader(campaign->database());
    const qint64 normans = reader.sideByName(u"Normans"_s).id;
    const qint64 saxons = reader.sideByName(u"Anglo-Saxons"_s).id;
    qint64 knights = 0, fyrd = 0;
    editor.addUnit(normans, u"knight"_s, u"Knights"_s, u"Hastings"_s, {{u"attack"_s, 3}, {u"defence"_s, 2}},
                   &knights);
    editor.addUnit(saxons, u"fyrd"_s, u"Fyrd"_s, u"Hastings"_s, {}, &fyrd);

    BattleBoardPanel panel;
    panel.resize(1100, 800);
    panel.setCampaign(campaign.get());
    StepForm *form = panel.stepForm();
    QVERIFY(panel.chooseStep(u"start"_s));
    QVERIFY(form->setValue(u"square"_s, u"Hastings"_s));
    QVERIFY(form->setValue(u"attacker"_s, u"Normans"_s));
    QVERIFY(form->setValue(u"defender"_s, u"Anglo-Saxons"_s));
    QVERIFY2(form->rollAndApply(), qPrintable(form->result()->refusalText()));
    QCOMPARE(panel.squareUnits()->count(), 2);

    // Place: a click on the fyrd in the square's list names it.
    QVERIFY(panel.chooseStep(u"place"_s));
    QVERIFY(form->setValue(u"box"_s, u"centre"_s));
    QVERIFY(panel.selectCampaignUnit(fyrd));
    QCOMPARE(fieldText(form, u"unit"_s), u"Fyrd"_s);
    const qint64 last = campaign->log().lastSeq();
    QVERIFY(!form->rollAndApply());
    QCOMPARE(campaign->log().lastSeq(), last);
    // Asked for in the form: the values step, the fyrd named, the message says what to copy.
    QCOMPARE(panel.chosenStep(), u"values"_s);
    QCOMPARE(fieldText(form, u"unit"_s), u"Fyrd"_s);
    QVERIFY2(panel.message().contains(u"Fyrd"_s) && panel.message().contains(u"printed"_s),
             qPrintable(panel.message()));
    QVERIFY(form->setValue(u"attack"_s, u"1"_s));
    QVERIFY(form->setValue(u"defence"_s, u"1"_s));
    QVERIFY2(form->rollAndApply(), qPrintable(form->result()->refusalText()));
    QCOMPARE(CampaignReader(campaign->database()).unit(fyrd).attributes.value(u"defence"_s).toInt(), 1);
    // The place step back, filled in as it was.
    QCOMPARE(panel.chosenStep(), u"place"_s);
    QCOMPARE(fieldText(form, u"unit"_s), u"Fyrd"_s);
    QCOMPARE(fieldText(form, u"box"_s), u"centre"_s);
    QVERIFY2(form->rollAndApply(), qPrintable(form->result()->refusalText()));
    QCOMPARE(panel.boxList(1, int(BattleBox::Centre))->count(), 1);
    QVERIFY2(panel.boxList(1, int(BattleBox::Centre))->item(0)->text().contains(u"fyrd 1-1"_s),
             qPrintable(panel.boxList(1, int(BattleBox::Centre))->item(0)->text()));
    QVERIFY(panel.squareUnits()->item(1)->text().contains(u"on the board"_s));
    campaign->log().undo();
    QCOMPARE(panel.boxList(1, int(BattleBox::Centre))->count(), 0);
}

QTEST_MAIN(TestBattlePanel)
#include "tst_battlepanel.moc"
