#pragma once

#include <QGroupBox>

#include "games/1066/battle/battlestate.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace Reeve {

/**
 * The "Place a unit" form of the battle board: side, name, type, the printed
 * attack, defence and leader values, king, and the starting box (1066 §15.5).
 */
class BattleUnitForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit BattleUnitForm(QWidget *parent = nullptr);

    BattleUnit unit() const;
    /// Clears the name for the next unit (keeps side, type and values).
    void clearName();
    QPushButton *placeButton() const { return m_place; }

signals:
    void placeRequested();

private:
    QComboBox *m_side;
    QLineEdit *m_name;
    QComboBox *m_type;
    QSpinBox *m_attack;
    QSpinBox *m_defence;
    QSpinBox *m_leader;
    QCheckBox *m_king;
    QComboBox *m_box;
    QPushButton *m_place;
};

} // namespace Reeve
