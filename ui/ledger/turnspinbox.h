#pragma once

#include <QSpinBox>

#include "campaign/gameinfo.h"

namespace Reeve {

/**
 * A spin box of a campaign's turns that shows each turn as the game names it ("September 1066",
 * "Spring 1001", "Year 452"), as the Turn Log and the status bar do, instead of its number. Typing
 * takes either the name or the number. Without a game it shows plain numbers.
 */
class TurnSpinBox : public QSpinBox
{
    Q_OBJECT
public:
    explicit TurnSpinBox(QWidget *parent = nullptr);

    /// Names the turns after \a game's clock; the range is from the first turn to \a lastTurn.
    void setGame(const GameInfo &game, int lastTurn);

protected:
    QString textFromValue(int value) const override;
    int valueFromText(const QString &text) const override;
    QValidator::State validate(QString &text, int &pos) const override;

private:
    /// The turn \a text names (a name or a number), or 0.
    int turnOf(const QString &text) const;

    GameInfo m_game;
    bool m_named = false;
};

} // namespace Reeve
