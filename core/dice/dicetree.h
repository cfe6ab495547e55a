#pragma once

#include <QList>
#include <QString>

#include <vector>

#include "dice/dicenode.h"

namespace Reeve {

/**
 * A parsed dice expression: its nodes in postfix order. Dice leaves appear
 * in the list in the same left-to-right order as in the text, which is the
 * documented order of the physical dice (see diceSides()).
 */
class DiceTree
{
public:
    DiceTree() = default;
    explicit DiceTree(std::vector<DiceNode> nodes);

    const std::vector<DiceNode> &nodes() const { return m_nodes; }

    /// Canonical text: lower case, single spaces around binary operators,
    /// only the parentheses that are needed; parsing it gives the same tree.
    QString text() const;
    /// Sides of every physical die, left to right; d66 gives two 6s (tens first).
    QList<int> diceSides() const;

private:
    std::vector<DiceNode> m_nodes;
};

} // namespace Reeve
