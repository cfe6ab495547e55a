#pragma once

#include <QDialog>

#include "campaign/gameinfo.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace Reeve {

/** Game ▸ Set Turn: jump the clock to a turn and phase, showing the date it stands for. */
class SetTurnDialog : public QDialog
{
    Q_OBJECT
public:
    SetTurnDialog(const GameInfo &game, int turn, const QString &phase, QWidget *parent = nullptr);

    int turn() const;
    QString phase() const;

private:
    void updateDate();

    GameInfo m_game;
    QSpinBox *m_turn;
    QLabel *m_date;
    QComboBox *m_phase;
};

} // namespace Reeve
