#include "sassiegeroll.h"

#include <map>
#include <optional>

#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "log/actionsineffect.h"
#include "log/logquery.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

const QString kProcedure = u"procedure.resolve"_s;
const QString kSiege = u"ledger.sas-siege"_s;

/// The siege rolls and settled sieges in effect, by seq (the referee's view of the log).
std::map<qint64, LogEntry> rollsAndSieges(Campaign &campaign, QSet<qint64> &active)
{
    LogQuery query(campaign.database(), Audience::Referee);
    std::map<qint64, LogEntry> bySeq;
    for (const QString &kind : QStringList{kProcedure, kSiege} + ActionsInEffect::followedKinds()) {
        query.setKindFilter(kind);
        for (LogEntry &e : query.entries(0, -1)) {
            if (e.kind == kind
                && (kind != kProcedure || e.data.value(u"procedure"_s).toString() == u"sas.siege"_s))
                bySeq.emplace(e.seq, std::move(e));
        }
    }
    active = ActionsInEffect::follow(bySeq, [](const LogEntry &e) { return e.kind != u"step"_s; });
    return bySeq;
}

bool sameInputs(const QJsonObject &logged, const QJsonObject &board)
{
    for (auto it = board.begin(); it != board.end(); ++it)
        if (logged.value(it.key()) != it.value())
            return false;
    return true;
}

/// Why a logged roll does not fit a siege of \a territory, or empty when it does.
struct RollCheck
{
    const QSet<qint64> &active;
    const QSet<qint64> &used;
    int turn;
    QJsonObject board;
    QString territory;

    QString unfit(qint64 seq, const LogEntry &e) const
    {
        if (!active.contains(seq))
            return tr("roll #%1 was undone").arg(seq);
        if (e.turn != turn)
            return tr("roll #%1 is of another season").arg(seq);
        if (!sameInputs(e.data.value(u"inputs"_s).toObject(), board))
            return tr("roll #%1 was not worked on %2's cities and kind as the board records them (%3 minor, "
                      "%4 major, %5)")
                    .arg(seq)
                    .arg(territory)
                    .arg(board.value(u"minor_cities"_s).toInt())
                    .arg(board.value(u"major_cities"_s).toInt())
                    .arg(board.value(u"territory"_s).toString());
        if (used.contains(seq))
            return tr("roll #%1 has already settled a siege").arg(seq);
        return {};
    }
};

QString rule()
{
    return ref("phase 6, siege warfare");
}

} // namespace

QJsonObject SasSiegeRoll::inputs(Campaign &campaign, const QString &territory)
{
    const auto [minor, major] = SasBoard(campaign).cityCounts(territory);
    const Location place = CampaignReader(campaign.database()).location(territory);
    QString kind = SasBoard::siegeKind(place);
    bool capital = false;
    // Phase 6, siege warfare: the Kievan, English and North Sea capitals are that faction's land
    // (+3, +3, +5) and a player capital (+10) at once; only the Byzantine capital's +20 stands alone.
    if (kind == u"capital"_s) {
        const QString owner = place.attributes.value(u"capital"_s).toString();
        for (const QString &f : {u"kievan"_s, u"england"_s, u"nse"_s}) {
            if (owner == sideNameOf(f)) {
                kind = f;
                capital = true;
            }
        }
    }
    return {{u"minor_cities"_s, minor},
            {u"major_cities"_s, major},
            {u"territory"_s, kind},
            {u"capital"_s, capital}};
}

SiegeRoll SasSiegeRoll::roll(Campaign &campaign, const QString &territory, const QJsonObject &dice)
{
    const Procedure &p = ProcedureRegistry::standard().get(u"sas.siege"_s);
    std::optional<QList<int>> faces;
    if (dice.contains(u"siege"_s)) {
        faces = QList<int>();
        for (const QJsonValue &v : dice.value(u"siege"_s).toArray())
            faces->append(v.toInt());
    }
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    const ProcedureResult r = ProcedureRunner(tables).resolveInCampaign(
            campaign, p, ProcedureRunner::completeInputs(p, inputs(campaign, territory)), faces);
    return {r.loggedAs, r.outcome.value(u"casualty_points"_s).toInt()};
}

SiegeRoll SasSiegeRoll::logged(Campaign &campaign, const QString &territory, const QJsonObject &fields)
{
    QSet<qint64> active;
    const std::map<qint64, LogEntry> bySeq = rollsAndSieges(campaign, active);
    QSet<qint64> used;
    for (const auto &[seq, e] : bySeq)
        if (e.kind == kSiege && active.contains(seq))
            used.insert(e.data.value(u"roll"_s).toInteger());
    const RollCheck check{active, used, CampaignReader(campaign.database()).clock().turn,
                          inputs(campaign, territory), territory};
    const auto unfit = [&](qint64 seq, const LogEntry &e) { return check.unfit(seq, e); };
    const auto points = [](const LogEntry &e) {
        return e.data.value(u"outcome"_s).toObject().value(u"casualty_points"_s).toInt();
    };
    const bool hasPoints = fields.contains(u"points"_s);
    if (fields.contains(u"roll"_s)) {
        const qint64 seq = fields.value(u"roll"_s).toInteger();
        const auto it = bySeq.find(seq);
        if (it == bySeq.end() || it->second.kind != kProcedure)
            throw Failure::badInput(
                    tr("Action #%1 is not a logged siege roll (sas.siege): give the seq the roll was "
                       "logged as, or leave roll out to roll in the step (%2).")
                            .arg(seq)
                            .arg(rule()));
        if (const QString why = unfit(seq, it->second); !why.isEmpty())
            throw Failure::badInput(tr("The siege cannot use it: %1 (%2).").arg(why, rule()));
        if (hasPoints && fields.value(u"points"_s).toInt() != points(it->second))
            throw Failure::badInput(tr("Roll #%1 gave %2 casualty points, not %3 (%4).")
                                            .arg(seq)
                                            .arg(points(it->second))
                                            .arg(fields.value(u"points"_s).toInt())
                                            .arg(rule()));
        return {seq, points(it->second)};
    }
    const int wanted = fields.value(u"points"_s).toInt();
    for (auto it = bySeq.rbegin(); it != bySeq.rend(); ++it) // the latest fitting roll
        if (it->second.kind == kProcedure && points(it->second) == wanted
            && unfit(it->first, it->second).isEmpty())
            return {it->first, wanted};
    throw Failure::badInput(
            tr("No unused siege roll of this season gave %1 casualty points on %2: leave the points "
               "out to roll in the step (entering the dice rolled at the table if there were any), or "
               "name the logged roll by its number (%3).")
                    .arg(wanted)
                    .arg(territory, rule()));
}

} // namespace Reeve::Sas
