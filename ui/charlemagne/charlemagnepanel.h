#pragma once

#include <memory>

#include <QJsonObject>
#include <QPointer>

#include "common/stepdock.h"

class QLabel;
class QPushButton;
class QTableWidget;

namespace Reeve {

struct Action;
struct Unit;
class Campaign;
class UserPrompts;
class ViewerChoice;

/**
 * The Charlemagne board and turn (issue 9): the turn and phase; regions (control, religion,
 * original religion, levy, missing figures marked), hexes (region, terrain, port, burg /
 * civilization / pillage), units by region, the treasure points and the Empire's §27 victory count,
 * all as read-only tables that follow the campaign; and the game's registered steps
 * (CharlemagneSteps) in one step form (StepDock: a picker grouped as the turn takes them, Check,
 * Roll and apply, Use dice entered), each one action, a refusal writing nothing. A combat ratio
 * worked out carries its column and forces into the battle step. A viewer choice (public, a side,
 * the referee; PIN-gated) decides whether a face-down unit's type and strength show, in the tables
 * and in the step form's unit lists: only to its owner and the referee; a step's private lines
 * show to their side's view and the referee's.
 */
class CharlemagnePanel : public StepDock
{
    Q_OBJECT
public:
    explicit CharlemagnePanel(QWidget *parent = nullptr);
    ~CharlemagnePanel() override;

    void setPrompts(std::shared_ptr<UserPrompts> prompts);

    QTableWidget *regionsTable() const { return m_regions; }
    /// The line above the regions saying which Region Control Table figures are not entered yet.
    QString regionsNote() const;
    QTableWidget *hexesTable() const { return m_hexes; }
    QTableWidget *unitsTable() const { return m_units; }
    QTableWidget *treasureTable() const { return m_treasure; }
    QTableWidget *victoryTable() const { return m_victory; }
    QPushButton *recordVpButton() const { return m_recordVp; }
    ViewerChoice *viewer() const { return m_viewer; }
    /// Opens the view of \a key ("public", "referee" or a side id); a PIN is asked (or \a pin tried) when set.
    bool chooseViewer(const QString &key, const QString &pin = QString());
    QString turnText() const;
    QString victoryText() const;

protected:
    void campaignBound() override;
    void refreshDock() override;

private:
    // charlemagnepanel.cpp: layout, viewer, the ratio carried into the battle.
    void viewerChanged();
    void carryRatio(qint64 seq);
    /// A unit as the view shown may name it (a face-down one: side, number and place only).
    QString unitLabel(const Unit &unit) const;

    // charlemagneviews.cpp: the read-only tables.
    QWidget *buildTables();
    void fillRegions();
    void fillHexes();
    void fillUnits();
    void fillTreasure();
    void fillVictory();
    bool maysee(qint64 sideId) const;

    std::shared_ptr<UserPrompts> m_prompts;
    ViewerChoice *m_viewer = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_vpTotal = nullptr;
    QPushButton *m_recordVp = nullptr;
    QTableWidget *m_regions = nullptr;
    QLabel *m_regionsNote = nullptr; ///< what the Region Control Table lacks and how to enter it
    QTableWidget *m_hexes = nullptr;
    QTableWidget *m_units = nullptr;
    QTableWidget *m_treasure = nullptr;
    QTableWidget *m_victory = nullptr;
};

} // namespace Reeve
