#pragma once

#include "dice/randomstream.h"
#include "procedures/dicesource.h"

namespace Reeve {

/** Dice Reeve rolls itself from a seeded, checkable stream. */
class RolledDice : public DiceSource
{
public:
    explicit RolledDice(RandomStream stream) : m_stream(std::move(stream)) {}

protected:
    int nextFace(int sides, const QString &label) override;

private:
    RandomStream m_stream;
};

} // namespace Reeve
