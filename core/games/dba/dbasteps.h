#pragma once

namespace Reeve {

class StepRegistry;

/**
 * The DBA umpire's desk as registered steps (docs/ARCHITECTURE.md, "Steps"): one StepSpec per
 * kind of the descriptor table (dbastepkinds.cpp), applied by DbaUmpire. The table is the one
 * list of the desk's steps: the command line, the desk's form and the rules reference read it.
 */
class DbaSteps
{
public:
    static void registerAll(StepRegistry &registry);
};

} // namespace Reeve
