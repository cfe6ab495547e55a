// The battle board panel offscreen: opening a battle and placing a unit through the form, the
// physical-dice line, a refused step and a missing chart cell shown in the panel, and Undo of
// the campaign taking the board back.
#include <QtTest>

#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTextBrowser>

#include "battlesupport.h"
#include "log/actionlog.h"
#include "battle/battleboardpanel.h"
#include "battle/battlecampaignform.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"

using namespace Reeve;
using namespace BattleTest;
using namespace Qt::StringLiterals;

class TestBattlePanel : public QObject
{
    Q_OBJECT
private slots:
    void runsStepsAndFollowsUndo();
    void campaignUnitsAndResults();

private:
    QTemporaryDir m_dir;
};

void TestBattlePanel::runsStepsAndFollowsUndo()
{
    auto campaign = newCampaign(m_dir, u"panel.reeve"_s);
    BattleBoardPanel panel;
    panel.resize(1000, 800);
    panel.setCampaign(campaign.get());
    auto *newButton = panel.findChild<QPushButton *>(u"newBattleButton"_s);
    QVERIFY(newButton && newButton->isEnabled());
    panel.findChild<QLineEdit *>(u"attackerName"_s)->setText(u"Normans"_s);
    panel.findChild<QLineEdit *>(u"defenderName"_s)->setText(u"Anglo-Saxons"_s);
    newButton->click();
    QVERIFY2(panel.status().contains(u"Setup"_s), qPrintable(panel.status()));

    // The defender's housecarls through the form, in the centre.
    panel.findChild<QComboBox *>(u"unitSide"_s)->setCurrentIndex(1);
    panel.findChild<QLineEdit *>(u"unitName"_s)->setText(u"Housecarls"_s);
    panel.findChild<QComboBox *>(u"unitType"_s)->setCurrentText(u"housecarl"_s);
    panel.findChild<QSpinBox *>(u"unitDefence"_s)->setValue(3);
    panel.findChild<QPushButton *>(u"placeButton"_s)->click();
    QCOMPARE(panel.boxList(1, int(BattleBox::Centre))->count(), 1);
    // The attacker's knights through the core service: the panel follows the campaign.
    BattleBoard board(*campaign);
    board.placeUnit(unit(0, u"Knights"_s, u"knight"_s, 2, 2, BattleBox::Centre));
    QCOMPARE(panel.boxList(0, int(BattleBox::Centre))->count(), 1);

    panel.diceEdit()->setText(u"3"_s);
    panel.findChild<QPushButton *>(u"lengthButton"_s)->click();
    QVERIFY2(panel.status().contains(u"turn 1 of 3"_s), qPrintable(panel.status()));
    QVERIFY(panel.diceEdit()->text().isEmpty());
    QVERIFY(panel.explanation()->toPlainText().contains(u"1066 §15.16"_s));

    panel.findChild<QPushButton *>(u"endRoundButton"_s)->click();
    QVERIFY(panel.selectUnit(u"A2"_s));
    QVERIFY(panel.selectUnit(u"D1"_s));
    panel.findChild<QPushButton *>(u"declareButton"_s)->click();
    auto *roll = panel.findChild<QPushButton *>(u"rollButton"_s);
    QVERIFY(roll->isEnabled());

    // Wrong number of physical dice: refused, shown, nothing logged.
    const qint64 last = campaign->log().lastSeq();
    panel.diceEdit()->setText(u"1"_s);
    roll->click();
    QVERIFY2(panel.message().contains(u"needs 2 dice"_s), qPrintable(panel.message()));
    QCOMPARE(campaign->log().lastSeq(), last);
    // The CRT column for defence 3 is still missing: the panel says which cell, and asks for it.
    QSignalSpy missing(&panel, &BattleBoardPanel::missingFigure);
    panel.diceEdit()->setText(u"1, 2"_s);
    roll->click();
    QCOMPARE(missing.count(), 1);
    QCOMPARE(missing.first().at(0).toString(), u"1066.crt"_s);
    QVERIFY(panel.message().contains(u"Tables"_s));
    // A first 6 needs only the printed §15.8 cell: the housecarls fall and the battle is over.
    panel.diceEdit()->setText(u"6 6"_s);
    roll->click();
    QVERIFY2(panel.message().isEmpty(), qPrintable(panel.message()));
    QVERIFY(panel.explanation()->toPlainText().contains(u"6, 6 (entered)"_s));
    QVERIFY(!roll->isEnabled());
    QCOMPARE(panel.boxList(1, 4)->count(), 1);
    QVERIFY2(panel.status().contains(u"over"_s), qPrintable(panel.status()));
    QVERIFY(panel.findChild<QPushButton *>(u"spoilsButton"_s)->isEnabled());

    // Optional picture of the panel for a human check: REEVE_BATTLE_SHOT=/path/file.png.
    if (const QString shot = qEnvironmentVariable("REEVE_BATTLE_SHOT"); !shot.isEmpty())
        QVERIFY(panel.grab().save(shot));

    // Undo takes back the roll, then the declaration.
    campaign->log().undo();
    QVERIFY(roll->isEnabled());
    campaign->log().undo();
    QVERIFY(!roll->isEnabled());
    QVERIFY(panel.findChild<QPushButton *>(u"declareButton"_s)->isEnabled());
    panel.setCampaign(nullptr);
    QVERIFY(!newButton->isEnabled());
}

/// A battle started at a campaign square: its units offered with their values, an unregistered
/// counter prompted for and registered, the result carried to the map with a retreat, and Undo.
void TestBattlePanel::campaignUnitsAndResults()
{
    auto campaign = newCampaign(m_dir, u"panelcampaign.reeve"_s);
    enterCrt(*campaign);
    CampaignEditor editor(*campaign);
    editor.addSide(u"Normans"_s);
    editor.addSide(u"Anglo-Saxons"_s);
    for (const QString &square : {u"Hastings"_s, u"Dover"_s})
        editor.addLocation(square, square, u"square"_s);
    CampaignReader reader(campaign->database());
    const qint64 normans = reader.sideByName(u"Normans"_s).id;
    const qint64 saxons = reader.sideByName(u"Anglo-Saxons"_s).id;
    qint64 knights = 0, fyrd = 0, thegns = 0, fleet = 0, archers = 0;
    editor.addUnit(normans, u"knight"_s, u"Knights"_s, u"Hastings"_s, {{u"attack"_s, 3}, {u"defence"_s, 2}}, &knights);
    editor.addUnit(normans, u"fleet"_s, u"Fleet"_s, u"Hastings"_s, {{u"defence"_s, 1}}, &fleet);
    editor.addUnit(normans, u"infantry"_s, u"Archers"_s, u"Hastings"_s, {{u"attack"_s, 1}, {u"defence"_s, 1}},
                   &archers);
    editor.addUnit(saxons, u"fyrd"_s, u"Fyrd"_s, u"Hastings"_s, {}, &fyrd);
    editor.addUnit(saxons, u"thegn"_s, u"Thegns"_s, u"Hastings"_s, {{u"attack"_s, 2}, {u"defence"_s, 2}}, &thegns);

    BattleBoardPanel panel;
    panel.resize(1100, 1000);
    panel.setCampaign(campaign.get());
    BattleCampaignForm *form = panel.campaignForm();
    form->squareBox()->setCurrentIndex(form->squareBox()->findData(u"Hastings"_s));
    form->attackerBox()->setCurrentIndex(form->attackerBox()->findData(normans));
    form->defenderBox()->setCurrentIndex(form->defenderBox()->findData(saxons));
    panel.findChild<QPushButton *>(u"startAtSquareButton"_s)->click();
    QVERIFY2(panel.message().isEmpty(), qPrintable(panel.message()));
    QCOMPARE(form->unitList()->count(), 5);
    QVERIFY(form->unitList()->item(3)->text().contains(u"values to enter"_s));

    auto place = [&](qint64 id, const QString &box) {
        QVERIFY(form->selectUnit(id));
        panel.findChild<QComboBox *>(u"campaignBox"_s)->setCurrentText(box);
        panel.findChild<QPushButton *>(u"placeCampaignButton"_s)->click();
    };
    place(fyrd, u"centre"_s);
    QVERIFY2(panel.message().contains(u"no printed attack, defence"_s), qPrintable(panel.message()));
    QCOMPARE(panel.boxList(1, int(BattleBox::Centre))->count(), 0);
    panel.findChild<QSpinBox *>(u"valueAttack"_s)->setValue(1);
    panel.findChild<QSpinBox *>(u"valueDefence"_s)->setValue(1);
    panel.findChild<QPushButton *>(u"registerValuesButton"_s)->click();
    QVERIFY2(CampaignReader(campaign->database()).unit(fyrd).attributes.value(u"defence"_s).toInt() == 1,
             qPrintable(panel.message()));
    place(fyrd, u"centre"_s);
    place(thegns, u"reserve"_s);
    place(knights, u"centre"_s);
    panel.findChild<QLineEdit *>(u"carrying"_s)->setText(u"#%1"_s.arg(archers));
    place(fleet, u"right"_s); // the fleet attacks with its archers' strength (§17.16)
    QVERIFY2(panel.message().isEmpty(), qPrintable(panel.message()));
    QCOMPARE(panel.boxList(0, int(BattleBox::Right))->count(), 1);
    QVERIFY(panel.boxList(0, int(BattleBox::Right))->item(0)->text().contains(u"fleet 1-1"_s));
    QVERIFY(panel.findChild<QLineEdit *>(u"carrying"_s)->text().isEmpty());
    QCOMPARE(panel.boxList(1, int(BattleBox::Centre))->count(), 1);
    QCOMPARE(panel.boxList(0, int(BattleBox::Centre))->count(), 1);
    QVERIFY(form->unitList()->item(0)->text().contains(u"on the board"_s));

    // The knights cut down the fyrd: losses 1 of panic level 2, then a draw at the end of the one battle turn.
    panel.diceEdit()->setText(u"1"_s);
    panel.findChild<QPushButton *>(u"lengthButton"_s)->click();
    auto *endRound = panel.findChild<QPushButton *>(u"endRoundButton"_s);
    endRound->click();
    QVERIFY(panel.selectUnit(u"A3"_s));
    QVERIFY(panel.selectUnit(u"D1"_s));
    panel.findChild<QPushButton *>(u"declareButton"_s)->click();
    panel.diceEdit()->setText(u"4, 1, 1"_s);
    panel.findChild<QPushButton *>(u"rollButton"_s)->click();
    for (int i = 0; i < 3; ++i)
        endRound->click();
    QVERIFY2(panel.status().contains(u"draw"_s), qPrintable(panel.status()));
    auto *apply = panel.findChild<QPushButton *>(u"applyButton"_s);
    QVERIFY(apply->isEnabled());
    form->retreatEdit()->setText(u"Dover"_s);
    apply->click();
    QVERIFY2(!apply->isEnabled(), qPrintable(panel.message()));
    QVERIFY(CampaignReader(campaign->database()).unit(fyrd).isEliminated());
    QCOMPARE(CampaignReader(campaign->database()).unit(knights).locationId, u"Dover"_s); // the attacker retreats
    QCOMPARE(CampaignReader(campaign->database()).unit(archers).locationId, u"Dover"_s); // aboard the fleet
    QCOMPARE(CampaignReader(campaign->database()).unit(thegns).locationId, u"Hastings"_s);
    QVERIFY(panel.explanation()->toPlainText().contains(u"§15.19"_s));
    if (const QString shot = qEnvironmentVariable("REEVE_BATTLE_CAMPAIGN_SHOT"); !shot.isEmpty())
        QVERIFY(panel.grab().save(shot));
    campaign->log().undo();
    QVERIFY(apply->isEnabled());
    QCOMPARE(CampaignReader(campaign->database()).unit(knights).locationId, u"Hastings"_s);
    QVERIFY(!CampaignReader(campaign->database()).unit(fyrd).isEliminated());
}

QTEST_MAIN(TestBattlePanel)
#include "tst_battlepanel.moc"
