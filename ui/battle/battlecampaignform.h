#pragma once

#include <QGroupBox>

#include "games/1066/battle/battlecampaign.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace Reeve {

class Campaign;

/**
 * The campaign side of the battle board (1066 §15.2–15.3, §15.18–15.19): start a battle
 * in a square between two of the campaign's sides, see that square's units with their
 * printed values (or what is still to be entered, with fields to register it), place the
 * chosen one in a box, and carry the finished battle back to the map with its retreat.
 * The form only asks; the panel runs each request as one logged step.
 */
class BattleCampaignForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit BattleCampaignForm(QWidget *parent = nullptr);

    /// Refills the squares, sides and the units offered for \a state (none without a campaign).
    void refresh(Campaign *campaign, const BattleState &state);
    /// Selects campaign unit \a unitId in the list (after a prompt for its values); false when not offered.
    bool selectUnit(qint64 unitId);
    /// Empties the fleet-cargo field once a fleet has been placed.
    void clearCarrying();

    QListWidget *unitList() const { return m_units; }
    QComboBox *squareBox() const { return m_square; }
    QComboBox *attackerBox() const { return m_attacker; }
    QComboBox *defenderBox() const { return m_defender; }
    QLineEdit *retreatEdit() const { return m_retreat; }

signals:
    void startRequested(const QString &square, qint64 attackerSide, qint64 defenderSide);
    void placeRequested(qint64 unitId, BattleBox box, const QList<qint64> &carried);
    void valuesEntered(qint64 unitId, int attack, int defence, int leader);
    void applyRequested(const BattleApply &request);

private:
    QWidget *buildStart();
    QWidget *buildPlace();
    QWidget *buildApply();
    qint64 selectedUnit() const;
    void showSelected();

    QWidget *m_placeArea = nullptr;
    QComboBox *m_square;
    QComboBox *m_attacker;
    QComboBox *m_defender;
    QPushButton *m_start;
    QListWidget *m_units;
    QComboBox *m_box;
    QLineEdit *m_carrying;
    QPushButton *m_place;
    QSpinBox *m_attack;
    QSpinBox *m_defence;
    QSpinBox *m_leader;
    QPushButton *m_register;
    QLabel *m_hint;
    QLineEdit *m_retreat;
    QLineEdit *m_lose;
    QCheckBox *m_markers;
    QPushButton *m_apply;
    QList<BattleCandidate> m_candidates;
    bool m_usable = false;
};

} // namespace Reeve
