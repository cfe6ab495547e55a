#include "charlemagnevictory.h"

#include <QCoreApplication>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/charlemagne/charlemagnecommon.h"
#include "ledger/trackedvalues.h"
#include "storage/database.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

const QString kRegionTable = u"charlemagne.region-control"_s;
const QString kRule = u"Charlemagne §27.1a"_s;

bool isChristian(const QString &religion)
{
    return religion.compare(u"christian"_s, Qt::CaseInsensitive) == 0;
}

/// Which hexes hold an active unit of \a sideId.
QSet<QString> occupiedBy(CampaignReader &reader, qint64 sideId)
{
    QSet<QString> hexes;
    for (const Unit &u : reader.units())
        if (u.sideId == sideId && !u.isEliminated() && !u.locationId.isEmpty())
            hexes.insert(u.locationId);
    return hexes;
}

struct Counting
{
    VictoryCount &out;
    const RuleTable &regions;

    /// The Region Control Table cell of \a region in \a row (0 levy, 1 religion), or null when missing.
    QJsonValue figure(const QString &region, int row, const QString &what)
    {
        const int column = regions.columnIndex(region);
        if (column < 0 || row >= regions.rowCount() || regions.cell(row, column).isMissing()) {
            out.missing << MissingVictoryFigure{region, QString::number(row + 1), what};
            return QJsonValue();
        }
        return regions.cell(row, column).value;
    }

    void line(const QString &source, const QString &where, int points, const QString &text)
    {
        out.lines << VictoryLine{source, where, points, text, kRule};
        out.total += points;
    }

    void levies(const QList<Location> &locations, const QString &empire)
    {
        for (const Location &l : locations) {
            if (l.kind != u"region"_s || l.attributes.value(u"control"_s).toString() != empire)
                continue;
            const QJsonValue levy = figure(l.id, 0, u"levy"_s);
            if (!levy.isNull())
                line(u"levy"_s, l.id, levy.toInt(),
                     tr("%1 is held by the Empire: its levy of %2 counts as %2 victory point(s).")
                             .arg(l.id)
                             .arg(levy.toInt()));
        }
    }

    void conversions(const QList<Location> &locations)
    {
        for (const Location &l : locations) {
            const QString now = l.attributes.value(u"religion"_s).toString();
            if (l.kind != u"region"_s || now.isEmpty())
                continue;
            QString original = l.attributes.value(u"original_religion"_s).toString();
            if (original.isEmpty()) {
                const QJsonValue cell = figure(l.id, 1, u"original religion"_s);
                if (cell.isNull())
                    continue;
                original = cell.toString();
            }
            if (now.compare(original, Qt::CaseInsensitive) == 0)
                continue;
            if (isChristian(now) && !isChristian(original))
                line(u"conversion"_s, l.id, 1, tr("%1 was %2 and is now Christian: +1.").arg(l.id, original));
            else if (isChristian(original) && !isChristian(now))
                line(u"conversion"_s, l.id, -1, tr("%1 was Christian and is now %2: -1.").arg(l.id, now));
        }
    }

    void markers(CampaignReader &reader, qint64 empireId)
    {
        const QSet<QString> occupied = occupiedBy(reader, empireId);
        QMap<QString, QSet<QString>> kinds; // hex → marker kinds
        for (const PlacedMarker &m : reader.markers())
            kinds[m.locationId].insert(m.kind);
        for (auto it = kinds.cbegin(); it != kinds.cend(); ++it) {
            if (!occupied.contains(it.key()))
                continue;
            const bool burg = it.value().contains(u"burg"_s) && !it.value().contains(u"pillage"_s);
            const bool civ = it.value().contains(u"civilization"_s);
            if (burg && civ)
                line(u"burg+civilization"_s, it.key(), 2,
                     tr("%1: an unpillaged burg and a civilization marker held by an Empire force: 2 "
                        "(§27.1b).")
                             .arg(it.key()));
            else if (burg)
                line(u"burg"_s, it.key(), 1,
                     tr("%1: an unpillaged burg held by an Empire force: +1.").arg(it.key()));
            else if (civ)
                line(u"civilization"_s, it.key(), 1,
                     tr("%1: a civilization marker held by an Empire force: +1.").arg(it.key()));
        }
    }

    void charlemagne(CampaignReader &reader, qint64 empireId)
    {
        for (const Unit &u : reader.units())
            if (u.sideId == empireId && u.name == u"Charlemagne"_s && u.isEliminated())
                line(u"charlemagne"_s, QString(), -3, tr("Charlemagne has been eliminated: -3."));
    }
};

/// The campaign's Empire side, the one §27 scores; a plain refusal naming the missing side and how to add it
/// where the campaign has none (a campaign set up by hand, its sides named otherwise).
Side empireSide(CampaignReader &reader)
{
    QStringList names;
    for (const Side &s : reader.sides()) {
        if (s.name.compare(u"Empire"_s, Qt::CaseInsensitive) == 0)
            return s;
        names << s.name;
    }
    const QString sides = names.isEmpty() ? tr("it has no sides yet")
                                          : tr("its sides are %1").arg(names.join(u", "_s));
    throw Failure::badInput(
            tr("The victory count (Charlemagne §27) scores the Empire, but this campaign has no side named "
               "\"Empire\" (%1). Add the Empire side (Campaign dock, Sides tab, Add…; or reeve-cli side FILE "
               "add Empire), or start the campaign from a Charlemagne scenario, then count again.")
                    .arg(sides));
}

} // namespace

VictoryCounter::VictoryCounter(Campaign &campaign)
    : m_campaign(campaign)
{ }

VictoryCount VictoryCounter::count()
{
    CampaignReader reader(m_campaign.database());
    const Side empire = empireSide(reader);
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    VictoryCount result;
    result.side = empire.name;
    Counting counting{result, tables.table(kRegionTable)};
    const QList<Location> locations = reader.locations();
    counting.levies(locations, empire.name);
    counting.markers(reader, empire.id);
    counting.conversions(locations);
    counting.charlemagne(reader, empire.id);
    if (result.complete()) {
        const RuleTable &levels = tables.table(u"charlemagne.victory-levels"_s);
        result.level = levels.require(levels.rowIndexFor(levels.clampRoll(result.total)), 0).value.toString();
    }
    return result;
}

VictoryCount VictoryCounter::requireComplete()
{
    const VictoryCount result = count();
    if (result.complete())
        return result;
    QStringList cells;
    for (const MissingVictoryFigure &m : result.missing)
        cells << tr("%1 (%2)").arg(m.region, m.what);
    const MissingVictoryFigure &first = result.missing.first();
    throw Failure::missingFigure(kRegionTable, u"%1/%2"_s.arg(first.row, first.region),
                                 tr("The victory-point count (Charlemagne §27.1a) needs Region Control Table "
                                    "figures that the rules "
                                    "text does not give: %1. Counted so far without them: %2. Enter each "
                                    "from the printed chart, e.g. "
                                    "reeve-cli charlemagne FILE region-levy REGION N (or region-religion "
                                    "REGION christian|pagan|muslim), "
                                    "or in the Tables panel.")
                                         .arg(cells.join(u", "_s))
                                         .arg(result.total));
}

qint64 VictoryCounter::record()
{
    const VictoryCount result = requireComplete();
    CampaignReader reader(m_campaign.database());
    const Side empire = reader.sideByName(result.side);
    // The chart's target line: the lowest Imperial victory (60, §27.2), defined once per campaign.
    if (m_campaign.database()
                .scalar(u"SELECT count(*) FROM ledger_quantities WHERE id = 'vp' AND threshold IS NOT NULL"_s)
                .toInt()
        == 0)
        TrackedValues(m_campaign)
                .defineQuantity({u"vp"_s, tr("Victory points"), 60,
                                 tr("Marginal Imperial victory (60 VP, Charlemagne §27.2)")});
    return TrackedValues(m_campaign)
            .recordAll({TrackedValues::Value{empire.id, u"vp"_s, result.total,
                                             tr("Empire victory points, %1 (Charlemagne §27)")
                                                     .arg(levelText(result.level))}});
}

QString VictoryCounter::levelFor(int points)
{
    const RuleTable &levels = CampaignTables::builtIn().table(u"charlemagne.victory-levels"_s);
    return levels.require(levels.rowIndexFor(levels.clampRoll(points)), 0).value.toString();
}

QString VictoryCounter::levelText(const QString &level)
{
    static const QList<std::pair<QString, const char *>> texts{
            {u"total-imperial"_s, QT_TRANSLATE_NOOP("Reeve::Charlemagne", "Total Imperial victory")},
            {u"regional-imperial"_s, QT_TRANSLATE_NOOP("Reeve::Charlemagne", "Regional Imperial victory")},
            {u"marginal-imperial"_s, QT_TRANSLATE_NOOP("Reeve::Charlemagne", "Marginal Imperial victory")},
            {u"marginal-tribal"_s, QT_TRANSLATE_NOOP("Reeve::Charlemagne", "Marginal Tribal victory")},
            {u"regional-tribal"_s, QT_TRANSLATE_NOOP("Reeve::Charlemagne", "Regional Tribal victory")},
            {u"total-tribal"_s, QT_TRANSLATE_NOOP("Reeve::Charlemagne", "Total Tribal victory")}};
    for (const auto &[id, text] : texts) {
        if (id == level)
            return QCoreApplication::translate("Reeve::Charlemagne", text);
    }
    return level;
}

} // namespace Reeve::Charlemagne
