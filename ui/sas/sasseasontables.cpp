// The tables of the Swords & Sails season panel (factions, forces, territories) and the choices that
// follow them, each filled for the chosen viewer.
#include <QColor>
#include <QComboBox>
#include <QListWidget>
#include <QTableWidget>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/gamecatalog.h"
#include "common/paneltables.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasseason.h"
#include "games/sas/sasstraits.h"
#include "ledger/ledgerreader.h"
#include "ledger/money.h"
#include "sasforcecards.h"
#include "sasseasonpanel.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;

void SasSeasonPanel::fillFactions()
{
    SasBoard board(*campaign());
    CampaignReader reader(campaign()->database());
    const int turn = reader.clock().turn;
    const QString currency = campaign()->game().currency;
    QHash<QString, ScoreLine> scores;
    QString scoreError;
    try {
        for (const ScoreLine &l : SasSeason(*campaign()).score())
            scores.insert(l.side, l);
    } catch (const Failure &f) {
        scoreError = f.message(); // a missing figure: the VP column says why instead of a number
    }
    // What this viewer may read of each treasury: the ledger's entries visible to it (the report's rule).
    QHash<qint64, qint64> visible;
    for (const LedgerReader::Summary &s :
         LedgerReader(campaign()->database()).summaries(turn, turn, audience(), viewerSide()))
        visible.insert(s.sideId, s.closing);
    const bool privateTreasury = GameCatalog::privateTreasuries(campaign()->game().id);
    const QList<Side> sides = board.factions();
    m_factions->setRowCount(int(sides.size()));
    for (qsizetype i = 0; i < sides.size(); ++i) {
        const Side &side = sides[i];
        const bool full = audience() == Audience::Referee || viewerSide() == side.id;
        // The referee reads the account; any other view the entries it may read (as the Ledger dock), and
        // nothing of another faction's treasury where the game keeps treasuries private.
        const QString gold = full              ? Money::format(reader.account(side.id).balance, currency)
                             : privateTreasury ? tr("secret")
                                               : Money::format(visible.value(side.id), currency);
        const Holdings h = board.holdings(side);
        const ScoreLine score = scores.value(side.name);
        const QString team = side.attributes.value(u"alliance"_s).toString();
        PanelTables::setRow(m_factions, int(i),
                            {side.name, gold,
                             scoreError.isEmpty() ? QVariant(score.vp) : QVariant(tr("missing figure")),
                             team.isEmpty()     ? u"—"_s
                             : score.teamVp > 0 ? tr("%1 (%2 VP)").arg(team).arg(score.teamVp)
                                                : team,
                             full ? QVariant(SasBank(*campaign()).countersLeft(side.id))
                                  : QVariant(tr("secret")),
                             h.territories, tr("%1 minor, %2 major").arg(h.minorCities).arg(h.majorCities)});
        m_factions->item(int(i), 1)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (!scoreError.isEmpty())
            m_factions->item(int(i), 2)->setToolTip(scoreError);
        const QColor colour(side.colour);
        if (colour.isValid())
            m_factions->item(int(i), 0)->setData(Qt::DecorationRole, colour);
    }
}

void SasSeasonPanel::fillTerritories()
{
    CampaignReader reader(campaign()->database());
    const QList<PlacedMarker> markers = reader.markers();
    QList<Location> places;
    for (const Location &l : reader.locations())
        if (l.kind == QLatin1StringView(kTerritory) || l.kind == QLatin1StringView(kSeaZone))
            places << l;
    m_territories->setRowCount(int(places.size()));
    for (qsizetype i = 0; i < places.size(); ++i) {
        const Location &l = places[i];
        const bool sea = l.kind == QLatin1StringView(kSeaZone);
        int trade = 0, ports = 0, major = 0, built = 0;
        for (const PlacedMarker &m : markers) {
            if (m.locationId != l.id)
                continue;
            if (m.kind == QLatin1StringView(kMajorCity))
                ++major;
            else if (m.kind == QLatin1StringView(kMinorCity))
                ++(m.attributes.value(u"port"_s).toBool() ? ports : trade);
            else
                continue;
            built += m.attributes.value(u"built"_s).toBool() ? 1 : 0;
        }
        QStringList cities;
        if (trade)
            cities << tr("%n trade", nullptr, trade);
        if (ports)
            cities << tr("%n port", nullptr, ports);
        if (major)
            cities << tr("%n major", nullptr, major);
        QString cityText = sea ? QString() : (cities.isEmpty() ? tr("none") : cities.join(u", "_s));
        if (built)
            cityText += tr(" (%n built by a player)", nullptr, built);
        const QString capital = l.attributes.value(u"capital"_s).toString();
        if (!capital.isEmpty())
            cityText += tr("; capital of %1").arg(capital);
        QString holder = sea ? u"—"_s : l.attributes.value(u"control"_s).toString();
        if (!sea && holder.isEmpty())
            holder = l.attributes.value(u"closed"_s).toBool() ? tr("closed (not played)") : tr("neutral");
        const bool strait = SasStraits::isStrait(l); // phase 5: a strait may be controlled
        if (strait) {
            holder = SasStraits::controller(l).isEmpty() ? u"—"_s : SasStraits::controller(l);
            // The fleets reading of control (phase 5, straits), where it differs from the record.
            const QString byFleets = SasStraits::controllerByFleets(*campaign(), l);
            if (!byFleets.isEmpty() && byFleets != SasStraits::controller(l))
                holder += tr("; by the fleets in it: %1").arg(byFleets);
            cityText = tr("strait between %1").arg(SasStraits::shores(l).join(tr(" and ")));
        }
        PanelTables::setRow(m_territories, int(i),
                            {l.id,
                             strait ? tr("strait")
                             : sea  ? tr("sea zone")
                                    : tr("territory"),
                             holder, cityText});
    }
}

void SasSeasonPanel::fillForces()
{
    const QList<SasForceCards::View> views = SasForceCards(*campaign(), audience(), viewerSide()).views();
    m_forces->setRowCount(int(views.size()));
    for (qsizetype i = 0; i < views.size(); ++i) {
        const SasForceCards::View &v = views[i];
        QString shown;
        switch (v.shown) {
        case SasForceCards::Shown::Hidden:
            shown = tr("card hidden");
            break;
        case SasForceCards::Shown::Owner:
            shown = tr("own force");
            break;
        case SasForceCards::Shown::Banker:
            shown = tr("banker's view");
            break;
        case SasForceCards::Shown::Spied:
            shown = tr("spy's view, %1").arg(campaign()->game().describeTurn(v.seenTurn));
            break;
        }
        const bool hidden = v.shown == SasForceCards::Shown::Hidden;
        PanelTables::setRow(m_forces, int(i),
                            {v.owner, SasBoard::shownName(v.force),
                             v.force.locationId.isEmpty() ? u"—"_s : v.force.locationId,
                             hidden ? tr("?") : v.units, hidden || v.cargo.isEmpty() ? QString() : v.cargo,
                             shown});
        m_forces->item(int(i), 3)->setToolTip(v.units);
        if (hidden)
            m_forces->item(int(i), 5)->setForeground(QColor(0x5f, 0x63, 0x68));
    }
}

void SasSeasonPanel::fillChoices()
{
    SasBoard board(*campaign());
    CampaignReader reader(campaign()->database());
    QStringList sides;
    for (const Side &s : board.factions())
        sides << s.name;
    for (QComboBox *c : std::as_const(m_sideCombos))
        PanelTables::refill(c, sides);
    fillReportTurns();
    // A faction's own view writes its own orders; the banker may write them for any faction.
    if (audience() == Audience::Side)
        m_ordersSide->setCurrentIndex(m_ordersSide->findText(reader.side(viewerSide()).name));
}

} // namespace Reeve
