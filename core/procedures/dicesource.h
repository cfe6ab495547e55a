#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

namespace Reeve {

/** One die a procedure used: how many sides, the face, and what it was for. */
struct DieDraw
{
    int sides = 6;
    int face = 1;
    QString label;
};

/**
 * Where a procedure's dice come from: rolled by Reeve, entered from the table,
 * or enumerated for exact odds. Procedures ask for dice one at a time, in their
 * documented order, so the same code serves all three.
 */
class DiceSource
{
public:
    virtual ~DiceSource() = default;
    /// The next die (1..sides); \a label says what it is for ("attack die 3").
    int roll(int sides, const QString &label);
    const QList<DieDraw> &draws() const { return m_draws; }
    QJsonArray drawsJson() const;

protected:
    virtual int nextFace(int sides, const QString &label) = 0;

private:
    QList<DieDraw> m_draws;
};

} // namespace Reeve
