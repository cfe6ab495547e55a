#pragma once

#include <QJsonObject>
#include <QString>

#include "common/stepdock.h"

class QLabel;
class QListWidget;
class QTextBrowser;

namespace Reeve {

class BattleBoardView;

/**
 * The 1066 battle board (§15) on the step contract (docs/ARCHITECTURE.md, "Steps"): the board
 * (BattleBoardView: both sides' boxes with each unit's values, the battle square's campaign units,
 * the working of every step) beside the dock's one StepForm over the game's registered battle steps
 * (BattleSteps: open, place, values, commander, length, move, marker, attack, roll, save, end of
 * round and pursuit, spoils, carrying the battle to the map). Each step runs through StepRunner:
 * checked before any die, written as one action (one undo), refused whole with the form's labels.
 * A unit clicked on the board goes into the chosen step's fields. The battle's season is read from
 * the game clock (1066 §9.9). A counter's printed value the campaign lacks is asked for in the form
 * (the values step, then the step that needed it comes back filled in); a chart cell the rules leave
 * missing is asked for in the Tables panel (missingFigure). Nothing is invented.
 */
class BattleBoardPanel : public StepDock
{
    Q_OBJECT
public:
    explicit BattleBoardPanel(QWidget *parent = nullptr);
    ~BattleBoardPanel() override;

    BattleBoardView *board() const { return m_board; }
    /// The list showing one side's box (box index 4 lists its eliminated units).
    QListWidget *boxList(int side, int box) const;
    QListWidget *squareUnits() const;
    QTextBrowser *explanation() const;
    QString status() const;
    /// Chooses board unit \a unitId as a click would (its id goes into the step's fields).
    bool selectUnit(const QString &unitId);
    /// Chooses campaign unit \a unitId of the battle square as a click would.
    bool selectCampaignUnit(qint64 unitId);

signals:
    /// A step stopped on a chart cell the referee must enter first (in the Tables panel).
    void missingFigure(const QString &tableId, const QString &cellName);

protected:
    void refreshDock() override;
    void campaignBound() override;

private:
    void stepChosenHere(const QString &id);
    /// The clock's season for the open and open-by-name steps: the form leaves its field out and says so.
    void showSeason(const QString &id);
    void unitChosen(const QString &boardId);
    void campaignUnitChosen(qint64 unitId);
    void askForFigure(const QString &table, const QString &cell, const QString &message);
    /// After a step was applied: the step the board asks for next, and a step that waited for values.
    void followOn(const QString &step);
    QString unitValue(qint64 unitId) const;

    BattleBoardView *m_board;
    QString m_season; ///< the season the clock gave when the form was last shown ("" none)
    /// A step stopped for a counter's printed values: its id and fields, put back once they are entered.
    QString m_waiting;
    QJsonObject m_waitingFields;
};

} // namespace Reeve
