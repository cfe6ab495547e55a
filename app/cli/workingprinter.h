#pragma once

namespace Reeve {

struct Action;

/**
 * Prints the working under a logged action, indented, in the lines reeve-cli resolve prints: each
 * procedure's title, its dice, each explanation step with its rule and the outcome (the umpire's
 * adjudicate and the step command share it).
 */
class WorkingPrinter
{
public:
    static void print(const Action &action);
};

} // namespace Reeve
