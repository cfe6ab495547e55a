#pragma once

#include <QJsonObject>
#include <QStringList>

namespace Reeve {

class Campaign;
struct Side;

namespace Sas {

struct Holdings;

/**
 * A faction's seasonal maintenance unit by unit (Swords & Sails, phase 1): the sas.maintenance
 * inputs its forces on the board give (its faction, and the count of each unit type over its
 * active armies and fleets), and the procedure's working on them. Nothing is logged: the
 * season's income step pays the upkeep; this is what a faction's or the banker's view reads of
 * how it was reached.
 */
class SasUpkeep
{
public:
    /// The sas.maintenance inputs of \a side's units on the board.
    static QJsonObject inputs(Campaign &campaign, const Side &side);
    /// The same inputs from holdings already read (the income step reads them for the harvest too).
    static QJsonObject inputs(const Side &side, const Holdings &holdings);
    /// The working of sas.maintenance on them, one line per step; empty when the side has no units.
    /// A missing figure is thrown (Failure::missingFigure) as the procedure raises it.
    static QStringList explain(Campaign &campaign, const Side &side);
};

} // namespace Sas
} // namespace Reeve
