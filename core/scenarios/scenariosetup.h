#pragma once

#include <QString>
#include <QStringList>

#include "scenarios/scenario.h"

namespace Reeve {

class Campaign;

/** What setting a scenario up did, and what is left for the referee. */
struct ScenarioReport
{
    int sides = 0;
    int locations = 0;
    int units = 0;
    int markers = 0;
    int actions = 0;
    QStringList followUps; ///< steps Reeve could not take yet (e.g. draws from a container not composed)
};

/**
 * Puts a scenario on a campaign: sides (with the game's colours), starting
 * treasuries, places, forces, markers and the opening draws, each as a logged
 * action, so the setup shows in the log and can be undone step by step. Sides,
 * places and the like that already exist are kept, not doubled. A step that
 * cannot be taken yet (a draw from a container whose mix is missing) becomes a
 * follow-up saying what to do.
 */
class ScenarioSetup
{
public:
    explicit ScenarioSetup(Campaign &campaign);

    /// Applies \a scenario for \a chosenSides (empty: every side of the scenario).
    ScenarioReport apply(const Scenario &scenario, const QStringList &chosenSides = {});

private:
    void addSides(const Scenario &scenario, const QStringList &chosen, ScenarioReport &report);
    void addLocations(const Scenario &scenario, ScenarioReport &report);
    void addTableLocations(const QJsonObject &spec, ScenarioReport &report);
    void addLocation(const QString &id, const QString &kind, const QJsonObject &attributes,
                     ScenarioReport &report);
    void addUnits(const Scenario &scenario, const QStringList &chosen, ScenarioReport &report);
    void addMarkers(const Scenario &scenario, ScenarioReport &report);
    void drawOpening(const Scenario &scenario, const QStringList &chosen, ScenarioReport &report);
    qint64 sideId(const QString &name);

    Campaign &m_campaign;
};

} // namespace Reeve
