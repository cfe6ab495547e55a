#pragma once

#include <optional>

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "campaign/location.h"
#include "campaign/placedmarker.h"
#include "campaign/side.h"
#include "campaign/unit.h"
#include "log/action.h"

namespace Reeve {

class ActionWriter;
class Campaign;

namespace Sas {

/// Kinds and types Swords & Sails keeps in the shared campaign model.
inline constexpr const char *kTerritory = "territory";
inline constexpr const char *kSeaZone = "sea zone";
inline constexpr const char *kArmy = "army";
inline constexpr const char *kFleet = "fleet";
inline constexpr const char *kMinorCity = "minor city";
inline constexpr const char *kMajorCity = "major city";

/// The faction key ("england") of a side: its "faction" attribute, else its name; empty when neither fits.
QString factionOf(const Side &side);
/// The side name a scenario gives a faction key ("hre" → "Holy Roman Empire").
QString sideNameOf(const QString &faction);
/// "I" … "V".
QString roman(int number);
/// "spring" … "winter" for a 1-based turn.
QString seasonOf(int turn);

/** What a faction holds on the board, counted from territories, city markers and forces. */
struct Holdings
{
    int territories = 0;
    int minorCities = 0; ///< trade and port cities (built or printed)
    int majorCities = 0; ///< capitals included
    int ports = 0;
    int enemyCapitals = 0;  ///< capitals of other factions this one controls
    QStringList capitalsOf; ///< whose capitals those are (side names), so a team can leave its allies' out
    int armies = 0;         ///< active armies
    int fleets = 0;
    QMap<QString, int> units; ///< unit label → count over all active forces
};

/**
 * The Swords & Sails board in the shared campaign model. Territories and sea
 * zones are locations (attributes: "control" = side name, "capital" = whose
 * capital, "closed" for an absent faction's land); cities are markers ("minor
 * city", "major city"; attributes "port", "built", "capital"); armies and fleets
 * are units of type "army"/"fleet" named "Army I" … whose attributes hold the
 * unit counts by label (KN … PS, WS RD TR), "number" and, for fleets, "cargo".
 * Every change is one logged, undoable action; army contents stay out of the
 * public texts.
 */
class SasBoard
{
public:
    explicit SasBoard(Campaign &campaign);

    /// Registers a territory with its printed cities (one action). \a control: side name or empty.
    /// \a majorPort: its (first) major city or capital is also a port ("Major city or port", phase 1):
    /// ships are built there; income and VP stay those of a major city.
    qint64 addTerritory(const QString &id, const QString &control, int tradeCities, int ports,
                        int majorCities, const QString &capitalOf = QString(), bool closed = false,
                        bool majorPort = false);
    qint64 addSeaZone(const QString &id);
    /// Corrects the printed cities of a registered territory (one action; a count left out stays as it
    /// is; cities players built are kept). A capital keeps at least one major city.
    qint64 correctCities(const QString &territory, std::optional<int> trade, std::optional<int> ports,
                         std::optional<int> major, std::optional<bool> majorPort = std::nullopt);
    /// Gives a territory to \a sideName (empty: neutral).
    qint64 setControl(const QString &territory, const QString &sideName, const QString &why = QString());
    /// Puts an army or fleet on the board without payment (setup); its contents are logged privately.
    qint64 placeForce(qint64 sideId, const QString &type, int number, const QString &location,
                      const QMap<QString, int> &counts, qint64 *unitId = nullptr);

    /// Moves an army or fleet (phase 5); the public line names its faction ("France's Army I moves to Flanders").
    qint64 moveForce(qint64 unitId, const QString &location);

    /// Records which armies a fleet carries ("Army II", empty: none); checked against the fleet's
    /// capacity by \a raiderReading ("table" or "prose"); private to the owner.
    /// \a together: other fleets (numbers) given the same cargo, carrying it with this one (phase 4:
    /// the limit holds over all the fleets carrying an army). Every load the change touches is checked.
    qint64 setCargo(qint64 sideId, int fleetNumber, const QStringList &armies,
                    const QString &raiderReading = QStringLiteral("table"), const QList<int> &together = {});

    /// \a fleet first, then every fleet of its faction that shares an army with it, through each other's
    /// armies: the fleets that carry those armies together (phase 4).
    QList<Unit> carriers(const Unit &fleet);

    Side side(const QString &name);
    QList<Side> factions();
    QList<Location> territories();
    QList<PlacedMarker> cities(const QString &territory);
    QList<Unit> forces(qint64 sideId, const QString &type = QString());
    /// The active force of a side ("army", 2) or bad input.
    Unit force(qint64 sideId, const QString &type, int number);
    Unit forceById(qint64 unitId);
    Holdings holdings(const Side &side);
    /// The sas.siege territory kind of \a place: "capital" (or "byzantine-capital"), else the Kievan,
    /// English or North Sea holder's own kind, else "plain" (phase 6, siege warfare).
    static QString siegeKind(const Location &place);
    /// The minor and major cities standing in \a territory.
    std::pair<int, int> cityCounts(const QString &territory);
    static QMap<QString, int> counts(const Unit &force);
    /// The name a new force is stored under, in English whatever the language ("Army II", "Fleet I").
    static QString storedName(const QString &type, int number);
    /// \a force's name in the reader's language ("Armee II" for a stored "Army II"); a name stored
    /// otherwise (a campaign set up in German before names were stored in English) as stored.
    static QString shownName(const Unit &force);
    /// The armies \a fleet carries as the reader names them ("Armee I, Armee II"): its cargo records the
    /// names as stored.
    QString shownCargo(const Unit &fleet);
    /// "Army II of England at Paris: 2 KN, 3 HC".
    QString card(const Unit &force);

    // Helpers for the game's other actions (all inside one writer).
    static QString jsonText(const QJsonObject &object);
    static void writeCounts(ActionWriter &writer, const Unit &force, const QMap<QString, int> &counts);
    /// Commits with a public text and, when \a privateText is set, a part for \a side only; with
    /// \a publicRecipe, the public text's recipe as its writer composed it (SasLogLine), not read back.
    static qint64 commit(ActionWriter &writer, const QString &kind, const QString &publicText,
                         const QString &privateText = QString(), qint64 side = 0,
                         const QJsonObject &data = {},
                         const QJsonValue &publicRecipe = QJsonValue(QJsonValue::Undefined));

private:
    /// Refuses cargo \a names on \a fleet beyond the capacity of all the fleets that carry them together.
    void checkCarry(const QList<Unit> &group, const QHash<qint64, QStringList> &cargo,
                    const QString &raiderReading);

    Campaign &m_campaign;
};

} // namespace Sas
} // namespace Reeve
