#pragma once

#include <optional>

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include "campaign/unit.h"
#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Britain {

/**
 * The prerequisites of the Dark Age Britain steps that can be read from the campaign before any
 * die is rolled (docs/ARCHITECTURE.md, "Steps"), each refusal citing the fragment's heading: no
 * pillage or settling while a British band is ready in the district, bowmen and horsemen only for
 * the peoples the fragment allows and within its limits, only broken bands rally, and so on. Each
 * function is a StepSpec::check.
 */
class BritainStepChecks
{
public:
    /// The band a validated Unit field names, by name (an unnamed band's number turned into "").
    static QString bandName(Campaign &campaign, const QJsonValue &value);

    static QList<StepRefusal> band(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> losses(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> morale(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> rally(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> melee(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> warLeader(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> settle(Campaign &campaign, const QJsonObject &fields);
    static QList<StepRefusal> pillage(Campaign &campaign, const QJsonObject &fields);
    /// The band that settles: the one named, or the first of the people standing in the district.
    static std::optional<Unit> settler(Campaign &campaign, const QJsonObject &fields);

    /// A refusal when \a district is not a district, or when a British band stands ready in it.
    static QList<StepRefusal> fieldHeld(Campaign &campaign, const QString &district, const QString &doing)
    {
        return britonsDriven(campaign, district, doing);
    }

private:
    static QList<StepRefusal> britonsDriven(Campaign &campaign, const QString &district, const QString &doing);
    static QList<StepRefusal> troopLimits(const QString &side, const QJsonObject &troops);
};

} // namespace Britain
} // namespace Reeve
