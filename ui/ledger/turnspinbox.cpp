#include "turnspinbox.h"

#include <QLineEdit>

namespace Reeve {

TurnSpinBox::TurnSpinBox(QWidget *parent)
    : QSpinBox(parent)
{
    setRange(1, 1);
    setAccelerated(true);
}

void TurnSpinBox::setGame(const GameInfo &game, int lastTurn)
{
    m_game = game;
    m_named = true;
    setRange(1, qMax(1, lastTurn));
    updateGeometry(); // the names' width, not the numbers'
    lineEdit()->setText(textFromValue(value()));
}

QString TurnSpinBox::textFromValue(int value) const
{
    return m_named ? m_game.describeTurn(value) : QString::number(value);
}

int TurnSpinBox::turnOf(const QString &text) const
{
    const QString typed = text.trimmed();
    bool number = false;
    const int n = typed.toInt(&number);
    if (number)
        return n >= minimum() && n <= maximum() ? n : 0;
    if (!m_named)
        return 0;
    for (int turn = minimum(); turn <= maximum(); ++turn) {
        if (m_game.describeTurn(turn).compare(typed, Qt::CaseInsensitive) == 0)
            return turn;
    }
    return 0;
}

int TurnSpinBox::valueFromText(const QString &text) const
{
    const int turn = turnOf(text);
    return turn > 0 ? turn : value();
}

QValidator::State TurnSpinBox::validate(QString &text, int &pos) const
{
    Q_UNUSED(pos)
    return turnOf(text) > 0 ? QValidator::Acceptable : QValidator::Intermediate;
}

} // namespace Reeve
