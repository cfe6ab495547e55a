#include "sasforcecards.h"

#include <map>

#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "log/logquery.h"
#include "log/actionsineffect.h"

namespace Reeve {

using namespace Qt::StringLiterals;
using namespace Reeve::Sas;

SasForceCards::SasForceCards(Campaign &campaign, Audience audience, qint64 side)
    : m_campaign(campaign)
    , m_audience(audience)
    , m_side(side)
{ }

QHash<qint64, SasForceCards::Seen> SasForceCards::spied()
{
    QHash<qint64, Seen> spied;
    if (m_audience == Audience::Public)
        return spied; // a spy result is never public
    std::map<qint64, LogEntry> bySeq;
    for (const QString &kind : QStringList{u"sas.espionage"_s} + ActionsInEffect::followedKinds()) {
        LogQuery query(m_campaign.database(), m_audience, m_side);
        query.setKindFilter(kind);
        for (LogEntry &e : query.entries(0, -1))
            bySeq.emplace(e.seq, std::move(e));
    }
    // An attempt counts while it is in effect: its latest undo not followed by a redo (as the ledger reads it).
    const QSet<qint64> active =
        ActionsInEffect::follow(bySeq, [](const LogEntry &e) { return e.kind == u"sas.espionage"_s; });
    for (const auto &[seq, e] : bySeq) {
        // The data is empty unless this audience may read the attempt's private part.
        if (active.contains(seq) && e.data.value(u"success"_s).toBool())
            spied.insert(e.data.value(u"target"_s).toInteger(), // the latest attempt wins
                         Seen{seq, e.turn, e.data.value(u"card"_s).toString()});
    }
    return spied;
}

QList<SasForceCards::View> SasForceCards::views()
{
    SasBoard board(m_campaign);
    const QHash<qint64, Seen> seen = spied();
    QList<View> list;
    for (const Side &side : board.factions()) {
        for (const Unit &u : board.forces(side.id)) {
            View v;
            v.force = u;
            v.owner = side.name;
            if (m_audience == Audience::Referee)
                v.shown = Shown::Banker;
            else if (m_audience == Audience::Side && m_side == side.id)
                v.shown = Shown::Owner;
            else if (seen.contains(u.id))
                v.shown = Shown::Spied;
            if (v.shown == Shown::Banker || v.shown == Shown::Owner) {
                v.units = countsText(SasBoard::counts(u), allUnits());
                v.cargo = board.shownCargo(u); // in the reader's language, as the force's name
            } else if (v.shown == Shown::Spied) {
                // The card as the spy saw it then: later builds or losses are not shown to it.
                // The card reads "Army I of England at Wessex: 1 KN, 2 HC"; the row already names the force.
                const QString card = seen.value(u.id).card;
                // (in the language of the one who recorded the attempt: "Armee I von England ...").
                v.units = card.contains(u": "_s) ? card.section(u": "_s, 1) : card;
                v.seenTurn = seen.value(u.id).turn;
            }
            list << v;
        }
    }
    return list;
}

} // namespace Reeve
