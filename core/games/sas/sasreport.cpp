#include "sasreport.h"

#include <map>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasseason.h"
#include "log/actionsineffect.h"
#include "log/logquery.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString row(const QStringList &cells)
{
    QString html = u"<tr>"_s;
    for (const QString &c : cells)
        html += u"<td>%1</td>"_s.arg(esc(c));
    return html + u"</tr>"_s;
}

QString header(const QStringList &cells)
{
    QString html = u"<table><tr>"_s;
    for (const QString &c : cells)
        html += u"<th>%1</th>"_s.arg(esc(c));
    return html + u"</tr>"_s;
}

int size(const QMap<QString, int> &counts)
{
    int n = 0;
    for (int c : counts)
        n += c;
    return n;
}

/// The fleets of the army's faction whose cargo names it ("Fleet I, Fleet II"), in the reader's language.
QString carriers(const QList<Unit> &fleets, const Unit &army)
{
    QStringList names;
    for (const Unit &f : fleets)
        if (f.attributes.value(u"cargo"_s).toString().split(u", "_s, Qt::SkipEmptyParts).contains(army.name))
            names << SasBoard::shownName(f);
    return names.join(u", "_s);
}

QString forcesHtml(Campaign &campaign, const Side &side)
{
    SasBoard board(campaign);
    const QList<Unit> all = board.forces(side.id);
    QList<Unit> fleets;
    for (const Unit &u : all)
        if (u.type == QLatin1StringView(kFleet))
            fleets << u;
    QString html = u"<h3>%1</h3>"_s.arg(esc(tr("Armies and fleets of %1").arg(side.name)));
    if (all.isEmpty())
        return html + u"<p>%1</p>"_s.arg(esc(tr("No army or fleet in play.")));
    html += header({tr("Force"), tr("Where"), tr("Units"), tr("Size"), tr("Carries / aboard")});
    for (const Unit &u : all) {
        const QMap<QString, int> counts = SasBoard::counts(u);
        const QString cargo = u.type == QLatin1StringView(kFleet) ? board.shownCargo(u) : carriers(fleets, u);
        html += row({SasBoard::shownName(u), u.locationId, countsText(counts, allUnits()),
                     QString::number(size(counts)), cargo.isEmpty() ? u"–"_s : cargo});
    }
    return html + u"</table>"_s;
}

QString holdingsHtml(Campaign &campaign, const Side &side)
{
    SasBoard board(campaign);
    QString rows;
    for (const Location &place : board.territories()) {
        if (place.attributes.value(u"control"_s).toString() != side.name)
            continue;
        int minor = 0, major = 0, ports = 0;
        for (const PlacedMarker &m : board.cities(place.id)) {
            (m.kind == QLatin1StringView(kMajorCity) ? major : minor) += 1;
            ports += m.attributes.value(u"port"_s).toBool() ? 1 : 0;
        }
        const QString capital = place.attributes.value(u"capital"_s).toString();
        rows += row({place.id, QString::number(minor), QString::number(major), QString::number(ports),
                     capital.isEmpty() ? u"–"_s : tr("capital of %1").arg(capital)});
    }
    const Holdings h = board.holdings(side);
    QString html = u"<h3>%1</h3>"_s.arg(esc(tr("Territories and cities of %1").arg(side.name)));
    if (rows.isEmpty())
        return html + u"<p>%1</p>"_s.arg(esc(tr("No territory held.")));
    html += header(
            {tr("Territory"), tr("Trade and port cities"), tr("Major cities"), tr("Ports"), tr("Capital")});
    html += rows + u"</table>"_s;
    return html
           + u"<p>%1</p>"_s.arg(esc(tr("Territories: %1; trade and port cities: %2; major cities (capitals "
                                       "included): %3.")
                                            .arg(h.territories)
                                            .arg(h.minorCities)
                                            .arg(h.majorCities)));
}

/// Victory points of \a only (empty: every faction), with teams.
QString scoreHtml(Campaign &campaign, const QString &only)
{
    const QList<ScoreLine> lines = SasSeason(campaign).score();
    QString html = u"<h3>%1</h3>"_s.arg(esc(tr("Victory points")));
    html += header({tr("Faction"), tr("Own points"), tr("Alliance team"), tr("Team victory points")});
    for (const ScoreLine &l : lines) {
        if (!only.isEmpty() && l.side != only)
            continue;
        html += row({l.side, QString::number(l.vp), l.team.isEmpty() ? u"–"_s : l.team,
                     l.team.isEmpty() ? u"–"_s : QString::number(l.teamVp)});
    }
    return html + u"</table>"_s;
}

/// The spy attempts \a side made in the period, as that side reads them (the card its spies saw).
QString sightingsHtml(Campaign &campaign, const Side &side, const ReportReader &reader)
{
    LogQuery query(campaign.database(), Audience::Side, side.id);
    std::map<qint64, LogEntry> bySeq;
    for (const QString &kind : QStringList{u"sas.espionage"_s} + ActionsInEffect::followedKinds()) {
        query.setKindFilter(kind);
        for (LogEntry &e : query.entries(0, -1))
            if (e.kind == kind)
                bySeq.emplace(e.seq, std::move(e));
    }
    const QSet<qint64> active = ActionsInEffect::follow(bySeq, [](const LogEntry &e) {
        return e.kind == u"sas.espionage"_s;
    });
    QString rows;
    for (const auto &[seq, e] : bySeq) {
        if (!active.contains(seq) || e.kind != u"sas.espionage"_s || e.turn < reader.fromTurn
            || e.turn > reader.toTurn || e.data.isEmpty())
            continue; // another faction's attempt: only its public line, which the log shows
        const bool seen = e.data.value(u"success"_s).toBool();
        rows += row({campaign.game().describeTurn(e.turn), e.publicText,
                     seen ? e.data.value(u"card"_s).toString() : tr("nothing (the attempt failed)")});
    }
    QString html = u"<h3>%1</h3>"_s.arg(esc(tr("What the spies of %1 saw").arg(side.name)));
    if (rows.isEmpty())
        return html + u"<p>%1</p>"_s.arg(esc(tr("No spy attempt in this period.")));
    return html + header({tr("When"), tr("Attempt"), tr("Card seen")}) + rows + u"</table>"_s;
}

} // namespace

QString SasReport::sections(Campaign &campaign, const ReportReader &reader)
{
    SasBoard board(campaign);
    const QString now = campaign.game().describeTurn(CampaignReader(campaign.database()).clock().turn);
    QString html = u"<h2>%1</h2><p class=\"sub\">%2</p>"_s
                           .arg(esc(tr("The board")),
                                esc(tr("As it stands in %1 (Swords & Sails).").arg(now)));
    if (reader.audience == Audience::Side) {
        const Side side = CampaignReader(campaign.database()).side(reader.sideId);
        return html + forcesHtml(campaign, side) + holdingsHtml(campaign, side)
               + scoreHtml(campaign, side.name) + sightingsHtml(campaign, side, reader);
    }
    html += scoreHtml(campaign, {});
    if (reader.audience == Audience::Referee) {
        for (const Side &side : board.factions())
            html += forcesHtml(campaign, side) + holdingsHtml(campaign, side);
    }
    return html;
}

} // namespace Reeve::Sas
