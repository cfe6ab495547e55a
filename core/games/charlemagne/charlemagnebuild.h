#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Charlemagne {

/**
 * A side's Treasury Phase purchases on the board (Charlemagne §10.2b, §10.2d): building a burg or a
 * civilization marker (§23.1, §24.1: 5 TP, one of its units in the hex, never in a peripheral area,
 * §23.2, §24.2a) and taking a pillage marker away (§17.4: a unit in the hex, the Treasure Points
 * Table's cost, which the text lacks). The burg, civilization and pillage steps take this path when
 * the side that pays is named (side=...); without it they stay the referee's plain placement, as for
 * the burgs printed on the map. The price goes to the side's treasure as a private ledger entry (§25).
 */
class CharlemagneBuild
{
public:
    /// Refusals for \a fields' side paying for \a kind ("burg", "civilization", "pillage") at its hex.
    static QList<StepRefusal> check(Campaign &campaign, const QJsonObject &fields, const QString &kind);
    /// Pays from the side's treasure (a refusal when it cannot, nothing written); the price paid.
    static qint64 pay(Campaign &campaign, const QJsonObject &fields, const QString &kind);
};

} // namespace Charlemagne
} // namespace Reeve
