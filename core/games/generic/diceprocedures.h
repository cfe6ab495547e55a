#pragma once

namespace Reeve {

class ProcedureRegistry;

/** The generic procedures every game can use: dice.roll, dice.chance and dice.d66. */
class DiceProcedures
{
public:
    static void registerAll(ProcedureRegistry &registry);
};

} // namespace Reeve
