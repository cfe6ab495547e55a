#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Charlemagne {

/**
 * The prerequisites of the Charlemagne steps that can be read from the board before any die is
 * rolled (docs/ARCHITECTURE.md, "Steps"), each refusal with the section it comes from: a region
 * named must be a region, a levy follows §11.1 (the controller, the unit types, the region's levy
 * figure, one levy per hex), a conversion needs a friendly unit in the region (§18.3) and takes no
 * §9.5 double markers, and so on. Each function is a StepSpec::check.
 */
class CharlemagneStepChecks
{
public:
    /// The unit a validated Unit field names (its id, or its name as StepInput left it); 0 when none.
    static qint64 unitId(Campaign &campaign, const QJsonValue &value);
    /// The region \a locationId lies in: itself when it is a region, a hex's "region" attribute, else empty.
    static QString regionOf(Campaign &campaign, const QString &locationId);

    static QList<StepRefusal> control(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> region(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> hex(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> marker(Campaign &campaign, const QJsonObject &fields, const QString &kind);
    static QList<StepRefusal> levy(Campaign &campaign, const QJsonObject &fields);
    /// What a levy's placement needs that Reeve, without a map, cannot check (§11.1c(1), §11.5a): the
    /// enemy zones of control always; the hex itself when only the region is named; a fleet's coast or
    /// port unless the hex records one. Plain sentences for the referee.
    static QStringList levyLeftToReferee(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> vassalage(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> conversion(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> survival(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> forces(Campaign &campaign, const QJsonObject &fields);

private:
    /// The levy figure of \a region (Region Control Table row 1); Failure::missingFigure when missing.
    static int levyFigure(Campaign &campaign, const QString &region);
    static QList<StepRefusal> levyPlace(Campaign &campaign, const QJsonObject &fields, const QString &region);
    /// Without --spend: the single markers of \a kind bid (Vassalage, Missionary) are in the hands, when the
    /// campaign keeps hands (§9, §9.4, §18.5a, §18.7).
    static QList<StepRefusal> markersHeld(Campaign &campaign, const QJsonObject &fields, const QString &kind);
    /// Without --spend: the double-count markers bid (§9.5), and any named, are in the bidders' hands.
    static QList<StepRefusal> doublesHeld(Campaign &campaign, const QJsonObject &fields);
    /// With --spend: the markers bid, single and double, are in the bidders' hands (§9.2, §18.2).
    static QList<StepRefusal> bidInHand(Campaign &campaign, const QJsonObject &fields, const QString &kind);
};

} // namespace Charlemagne
} // namespace Reeve
