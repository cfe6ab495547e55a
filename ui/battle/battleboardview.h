#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

#include "games/1066/battle/battlecampaign.h"
#include "games/1066/battle/battlestate.h"

class QLabel;
class QListWidget;
class QListWidgetItem;
class QTextBrowser;

namespace Reeve {

class Campaign;

/**
 * What the 1066 battle board shows (1066 §15), read-only: the phase, turn and round, each side's
 * losses, panic level and markers; both sides' left, centre, right and reserve boxes and their
 * eliminated units, each unit with its printed values, leadership and what it did this round (the
 * defender's half drawn mirrored, so each box faces the box it fights, §15.9); the battle square's
 * campaign units with their registered values or what is still to be entered; and the working of
 * every step so far with its section. Nothing here writes: a unit chosen (clicked, or the current
 * row moved with the keys) is signalled, and the panel puts it into the step form's fields.
 */
class BattleBoardView : public QWidget
{
    Q_OBJECT
public:
    explicit BattleBoardView(QWidget *parent = nullptr);

    /// Reads the battle of \a campaign (none: an empty board).
    void showBattle(Campaign *campaign);
    const BattleState &state() const { return m_state; }
    bool hasBattle() const { return m_open; }

    /// The list of one side's box (box index 4 lists its eliminated units).
    QListWidget *boxList(int side, int box) const { return m_lists[side][box]; }
    QListWidget *squareUnits() const { return m_square; }
    QTextBrowser *journal() const { return m_journal; }
    QString statusText() const;
    /// The unit with board id \a id, or nullptr.
    const BattleUnit *unit(const QString &id) const;
    const BattleCandidate *candidate(qint64 unitId) const;
    /// Makes unit \a id current (as a click would) and signals it; false when the board shows none.
    bool selectUnit(const QString &id);
    /// Makes campaign unit \a unitId of the square current and signals it; false when not listed.
    bool selectCampaignUnit(qint64 unitId);

signals:
    /// A unit of the board was chosen (board id "A1", "D2"...).
    void unitChosen(const QString &id);
    /// A campaign unit of the battle square was chosen.
    void campaignUnitChosen(qint64 unitId);

private:
    QWidget *buildSide(int side);
    QWidget *buildSquare();
    void fillLists();
    void fillSquare();
    void fillStatus();
    void fillJournal(Campaign &campaign);
    void chosen(int side, QListWidget *list, QListWidgetItem *item);

    BattleState m_state;
    bool m_open = false;
    bool m_filling = false;
    QList<BattleCandidate> m_candidates;
    QLabel *m_status;
    QLabel *m_hint;
    QListWidget *m_lists[2][5];
    QWidget *m_squareBox;
    QListWidget *m_square;
    QTextBrowser *m_journal;
};

} // namespace Reeve
