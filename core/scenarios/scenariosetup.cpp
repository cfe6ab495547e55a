#include "scenariosetup.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "containers/containerdraws.h"
#include "games/gamemodules.h"
#include "ledger/ledger.h"
#include "log/actionlog.h"
#include "tables/ruletable.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::ScenarioSetup", text);
}

/// Whether a player takes the side \a name.
bool plays(const QStringList &chosen, const QString &name)
{
    return name.isEmpty() || chosen.isEmpty() || chosen.contains(name, Qt::CaseInsensitive);
}

/// Whether the side is on the board: played, or set up as a neutral power when the scenario says so.
bool present(const Scenario &scenario, const QStringList &chosen, const QString &name)
{
    return scenario.absentNeutral || plays(chosen, name);
}

} // namespace

ScenarioSetup::ScenarioSetup(Campaign &campaign)
    : m_campaign(campaign)
{ }

ScenarioReport ScenarioSetup::apply(const Scenario &scenario, const QStringList &chosenSides)
{
    if (scenario.game != m_campaign.game().id)
        throw Failure::badInput(tr("Scenario \"%1\" belongs to %2, not to this %3 campaign.")
                                        .arg(scenario.title, scenario.game, m_campaign.game().id));
    for (const QString &name : chosenSides) {
        if (!scenario.sideNames().contains(name, Qt::CaseInsensitive))
            throw Failure::badInput(tr("Scenario \"%1\" has no side \"%2\"; its sides are %3.")
                                            .arg(scenario.title, name, scenario.sideNames().join(u", "_s)));
    }
    const qint64 before = m_campaign.log().lastSeq();
    ScenarioReport report;
    addSides(scenario, chosenSides, report);
    addLocations(scenario, report);
    addUnits(scenario, chosenSides, report);
    addMarkers(scenario, report);
    drawOpening(scenario, chosenSides, report);
    if (const GameModule &game = GameModules::get(scenario.game); game.setupFollowUps)
        report.followUps << game.setupFollowUps(m_campaign);
    report.actions = int(m_campaign.log().lastSeq() - before);
    return report;
}

qint64 ScenarioSetup::sideId(const QString &name)
{
    for (const Side &side : CampaignReader(m_campaign.database()).sides()) {
        if (side.name.compare(name, Qt::CaseInsensitive) == 0)
            return side.id;
    }
    return 0;
}

void ScenarioSetup::addSides(const Scenario &scenario, const QStringList &chosen, ScenarioReport &report)
{
    for (const QJsonValue &value : scenario.sides) {
        const QJsonObject side = value.toObject();
        const QString name = side.value(u"name"_s).toString();
        if (!present(scenario, chosen, name))
            continue;
        const bool played = plays(chosen, name);
        if (sideId(name) == 0) {
            QString colour = side.value(u"colour"_s).toString();
            for (const DefaultSide &d : m_campaign.game().defaultSides) {
                if (colour.isEmpty() && d.name == name)
                    colour = d.colour;
            }
            CampaignEditor(m_campaign).addSide(name, colour, played ? QString() : tr("neutral"));
            if (!played)
                CampaignEditor(m_campaign).setNeutral(sideId(name), true);
            ++report.sides;
        }
        const int treasury = side.value(u"treasury"_s).toInt();
        LedgerOptions options; // a game whose treasure is secret (Charlemagne §25) keeps it to the side
        if (side.value(u"treasury_secret"_s).toBool()) {
            options.audience = Audience::Side;
            options.audienceSide = sideId(name);
        }
        if (treasury > 0 && played)
            Ledger(m_campaign)
                    .credit(sideId(name), treasury, LedgerCategory::Other,
                            tr("starting treasury, %1").arg(scenario.title), options);
    }
}

void ScenarioSetup::addLocation(const QString &id, const QString &kind, const QJsonObject &attributes,
                                ScenarioReport &report)
{
    if (id.isEmpty() || CampaignReader(m_campaign.database()).hasLocation(id))
        return;
    CampaignEditor(m_campaign).addLocation(id, id, kind, attributes);
    ++report.locations;
}

void ScenarioSetup::addLocations(const Scenario &scenario, ScenarioReport &report)
{
    for (const QJsonValue &value : scenario.locations) {
        const QJsonObject o = value.toObject();
        addLocation(o.value(u"id"_s).toString(), o.value(u"kind"_s).toString(),
                    o.value(u"attributes"_s).toObject(), report);
    }
    if (!scenario.locationsFromTable.isEmpty())
        addTableLocations(scenario.locationsFromTable, report);
}

void ScenarioSetup::addTableLocations(const QJsonObject &spec, ScenarioReport &report)
{
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const RuleTable &table = tables.table(spec.value(u"table"_s).toString());
    const int idColumn = int(table.columns().indexOf(spec.value(u"id_column"_s).toString()));
    const int sideColumn = int(table.columns().indexOf(spec.value(u"side_column"_s).toString()));
    if (idColumn < 0)
        throw Failure::internal(
                u"scenario: table %1 has no column %2"_s.arg(table.id(),
                                                             spec.value(u"id_column"_s).toString()));
    for (int row = 0; row < table.rowCount(); ++row) {
        QJsonObject attributes;
        for (const QJsonValue &name : spec.value(u"attributes"_s).toArray()) {
            const int column = int(table.columns().indexOf(name.toString()));
            if (column >= 0 && !table.cell(row, column).isMissing())
                attributes.insert(name.toString(), table.cell(row, column).value);
        }
        if (sideColumn >= 0 && !table.cell(row, sideColumn).isMissing())
            attributes.insert(u"owner"_s, table.cell(row, sideColumn).value);
        addLocation(table.cell(row, idColumn).value.toString(), spec.value(u"kind"_s).toString(), attributes,
                    report);
    }
}

void ScenarioSetup::addUnits(const Scenario &scenario, const QStringList &chosen, ScenarioReport &report)
{
    for (const QJsonValue &value : scenario.units) {
        const QJsonObject u = value.toObject();
        const QString side = u.value(u"side"_s).toString();
        if (!present(scenario, chosen, side))
            continue;
        const qint64 id = sideId(side);
        if (id == 0)
            throw Failure::internal(u"scenario unit of unknown side %1"_s.arg(side));
        const int count = u.value(u"count"_s).toInt(1);
        for (int i = 0; i < count; ++i) {
            CampaignEditor(m_campaign)
                    .addUnit(id, u.value(u"type"_s).toString(), u.value(u"name"_s).toString(),
                             u.value(u"location"_s).toString(), u.value(u"attributes"_s).toObject());
            ++report.units;
        }
    }
}

void ScenarioSetup::addMarkers(const Scenario &scenario, ScenarioReport &report)
{
    for (const QJsonValue &value : scenario.markers) {
        const QJsonObject m = value.toObject();
        CampaignEditor(m_campaign)
                .placeMarker(m.value(u"location"_s).toString(), m.value(u"kind"_s).toString(), 0,
                             m.value(u"attributes"_s).toObject());
        ++report.markers;
    }
}

void ScenarioSetup::drawOpening(const Scenario &scenario, const QStringList &chosen, ScenarioReport &report)
{
    for (const QJsonValue &value : scenario.sides) {
        const QJsonObject side = value.toObject();
        const QString name = side.value(u"name"_s).toString();
        const int draw = side.value(u"draw"_s).toInt();
        if (draw <= 0 || !plays(chosen, name))
            continue; // neutral powers draw no markers
        try {
            // An opening draw returns events and replaces them (1066 §27.3); a plain draw keeps them.
            if (side.value(u"opening"_s).toBool())
                ContainerDraws(m_campaign).opening(sideId(name), draw);
            else
                ContainerDraws(m_campaign).draw(sideId(name), draw);
        } catch (const Failure &failure) {
            report.followUps << tr("%1 draws %2 from the container once it can: %3")
                                        .arg(name)
                                        .arg(draw)
                                        .arg(failure.message());
        }
    }
}

} // namespace Reeve
