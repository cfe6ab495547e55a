#pragma once

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

#include "campaign/location.h"
#include "campaign/unit.h"
#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Britain {

/**
 * Where the bands of Dark Age Britain may stand and go (the fragment's STRATEGIC MOVEMENT), read
 * from the campaign: each barbarian people's homeland (a location of kind "homeland" whose
 * attribute "peoples" names it: Germany, Ireland, Scotland), the districts it may land in from
 * there (the homeland's "lands_in"), the districts that border each other (a district's
 * "neighbours", entered by the referee: the fragment has no map), what each action costs
 * (britain.strategic-costs) and how much movement a band has in a year (its own "movement", or
 * the house setting movement-points; missing, the step stops with exit 3 saying how to enter it).
 * A band's spent movement is its attribute "moved".
 */
class BritainMovement
{
public:
    explicit BritainMovement(Campaign &campaign);

    static bool isBarbarian(const QString &people);
    /// The name of \a band's people: its side's, or, for a band whose chieftain changed sides, the
    /// people it came from (attribute "people"): its homeland, landings and troop types stay theirs.
    QString peopleOf(const Unit &band);
    /// The side \a band fights for now (its side record): whom it fights, pillages for, marches with.
    QString sideOf(const Unit &band);
    /// Whether \a band's chieftain went over to the other side (its side is not its people's).
    static bool changedSides(const Unit &band);
    /// The people's homeland on the map, if it is there.
    std::optional<Location> homelandOf(const QString &people);
    /// The districts \a people may land in from \a homeland.
    QStringList landings(const Location &homeland, const QString &people);
    /// Where \a band goes home: a British band to its district; a barbarian band to the settled
    /// district it started the year in, else its people's homeland; a chieftain who went over to the
    /// Britons to his people's homeland (never a district they hold: enemy ground to him); empty when
    /// that is not on the map.
    QString homeOf(const Unit &band);
    /// Movement points of \a band for the year. Throws Failure::missingFigure when neither the band
    /// nor the house settings give it.
    int allowance(const Unit &band);
    static int spent(const Unit &band);
    /// Whether a barbarian band whose movement is spent goes home at once (the fragment's words, the
    /// default) or stays where it is until the home step or the year's end (house setting spent-bands: stay).
    bool spentGoHome();
    /// What \a action (enter, pillage, settle, besiege) costs, from britain.strategic-costs.
    int cost(const QString &action);

    /// Where the band step may put a band (a British band in its own district; a barbarian band at
    /// home or in a district its people settled); moving it elsewhere is the move step's.
    QList<StepRefusal> placement(const QString &people, const QString &name, const std::optional<Unit> &band,
                                 const QString &at);
    /// Whether \a band may enter \a to now, and pay for it.
    QList<StepRefusal> move(const Unit &band, const QString &to);
    /// Whether \a band has the movement left for \a action (Britons pay nothing to take a district back).
    QList<StepRefusal> afford(const Unit &band, const QString &action);

private:
    QList<StepRefusal> landing(const Unit &band, const Location &from, const Location &to);
    QList<StepRefusal> border(const Location &from, const Location &to);

    Campaign &m_campaign;
};

} // namespace Britain
} // namespace Reeve
