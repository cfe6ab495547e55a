#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include "steps/stepfield.h"
#include "steps/stepspec.h"

namespace Reeve {

class ActionWriter;
class Campaign;

namespace Britain {

/**
 * This year's war leader (Dark Age Britain, STRATEGIC MOVEMENT): in each year of an attack the
 * Anglo-Saxons choose one, and the high total leads "for that year". A war leader on record from an
 * earlier year leads nothing now: the fates, the main army's districts and the on-own step all read
 * him through here. The side attribute "war_leader_year" says when he was chosen; a campaign begun
 * before Reeve kept it has none, and then the referee gives the year (the steps' leader_year field),
 * which is checked against this year and never guessed.
 */
class BritainWarLeader
{
public:
    explicit BritainWarLeader(Campaign &campaign);

    /// The war leader chosen this year (empty when none is). \a peoples, when given, receives the
    /// peoples he leads. \a leaderYear stands for the year of a leader recorded without one.
    /// \a angloSaxonOnly leaves out a leader a single other people chose (the main army is the
    /// Anglo-Saxons').
    QString thisYear(QStringList *peoples = nullptr, int leaderYear = 0, bool angloSaxonOnly = false);
    /// The war leader on record whose year is not recorded (an older campaign), with his peoples.
    QString undated(QStringList *peoples = nullptr);
    /// Why the step must be given leader_year (an undated leader and no leader chosen this year), or
    /// why the year given is not this one; empty when nothing is amiss.
    QList<StepRefusal> yearCheck(const QJsonObject &fields);
    /// Writes \a year as the war leader's year on every side that records \a leader without one.
    void recordYear(ActionWriter &writer, const QString &leader, int year);

    /// The optional leader_year field of the steps that read the war leader.
    static StepField yearField();
    /// Whether \a people is one of the Anglo-Saxons (Saxons, Angles, Jutes), who make the main army.
    static bool isAngloSaxon(const QString &people);

private:
    Campaign &m_campaign;
};

} // namespace Britain
} // namespace Reeve
