#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QPointer>
#include <QWidget>

#include "games/1066/battle/battleboard.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace Reeve {

class Campaign;
class BattleUnitForm;
class BattleCampaignForm;

/**
 * The 1066 battle board (§15): both sides' left, centre, right and reserve
 * boxes, a button for each step of the battle, a line for physical dice, and
 * the working of every step with its section number. Every step goes through
 * BattleBoard (one logged, undoable action each); the panel follows the
 * campaign's changes, so the main window's Undo takes the battle back step by
 * step. Refusals and missing chart cells show in the panel.
 */
class BattleBoardPanel : public QWidget
{
    Q_OBJECT
public:
    explicit BattleBoardPanel(QWidget *parent = nullptr);
    ~BattleBoardPanel() override;

    void setCampaign(Campaign *campaign);

    /// The list showing one side's box (the fifth "box" index 4 lists its eliminated units).
    QListWidget *boxList(int side, int box) const;
    QTextBrowser *explanation() const { return m_explanation; }
    BattleCampaignForm *campaignForm() const { return m_campaignForm; }
    QLineEdit *diceEdit() const { return m_dice; }
    QString message() const;
    QString status() const;
    /// Selects a unit (as a click in its list would); false when it is not shown.
    bool selectUnit(const QString &unitId);

signals:
    /// A step stopped on a chart cell the referee must enter first.
    void missingFigure(const QString &tableId, const QString &cellName);

public slots:
    void refresh();

private:
    QWidget *buildSetup();
    QWidget *buildBoard();
    QWidget *buildSteps();
    QWidget *buildSide(int side);
    void fillLists(const BattleState &state);
    void fillExplanation();
    void updateButtons(const BattleState &state);
    void showMessage(const QString &text, bool error);
    /// Runs one step; false (with the reason shown) when refused.
    bool perform(const std::function<void(BattleBoard &)> &step);
    std::optional<QList<int>> enteredDice();
    QString selectedUnit(int side) const;
    void remember(int side, QListWidget *list);

    BattleSetup currentSetup() const;
    void connectCampaignForm();
    void newBattle();
    void placeUnit();
    void removeUnit();
    void makeCommander();
    void moveUnit();
    void declareAttack();
    void playMarker();

    QPointer<Campaign> m_campaign;
    std::unique_ptr<BattleBoard> m_board;
    QLineEdit *m_attackerName;
    QLineEdit *m_defenderName;
    QComboBox *m_season;
    QComboBox *m_terrain;
    QCheckBox *m_castle;
    QComboBox *m_terrainFor;
    QComboBox *m_savesPer;
    QComboBox *m_pursuitVsKnights;
    QComboBox *m_setupOrder;
    BattleUnitForm *m_unitForm;
    BattleCampaignForm *m_campaignForm;
    QListWidget *m_lists[2][5];
    QString m_selected[2];
    int m_lastSide = 0;
    QLabel *m_status;
    QLabel *m_message;
    QLineEdit *m_dice;
    QComboBox *m_moveTo;
    QComboBox *m_marker;
    QComboBox *m_markerSide;
    QComboBox *m_markerBox;
    QPushButton *m_newBattle;
    QPushButton *m_typeIn;
    QPushButton *m_remove;
    QPushButton *m_commander;
    QPushButton *m_contact;
    QPushButton *m_length;
    QPushButton *m_move;
    QPushButton *m_playMarker;
    QPushButton *m_declare;
    QPushButton *m_roll;
    QPushButton *m_save;
    QPushButton *m_endRound;
    QPushButton *m_endPursuit;
    QPushButton *m_spoils;
    QTextBrowser *m_explanation;
};

} // namespace Reeve
