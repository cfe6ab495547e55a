#include "charlemagnebuild.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/charlemagne/charlemagneforcesteps.h"
#include "ledger/ledger.h"
#include "ledger/ledgercategories.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"

namespace Reeve::Charlemagne {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::CharlemagneSteps", text);
}

/// The rule a purchase of \a kind follows, and the spending procedure's input for it.
QString ruleOf(const QString &kind)
{
    return kind == u"burg"_s ? u"Charlemagne §23.1"_s
                             : (kind == u"civilization"_s ? u"Charlemagne §24.1"_s : u"Charlemagne §17.4"_s);
}

QString inputOf(const QString &kind)
{
    return kind == u"burg"_s ? u"burgs"_s
                             : (kind == u"civilization"_s ? u"civilizations"_s : u"pillage_removals"_s);
}

} // namespace

QList<StepRefusal> CharlemagneBuild::check(Campaign &campaign, const QJsonObject &fields, const QString &kind)
{
    const QString side = fields.value(u"side"_s).toString();
    if (side.isEmpty())
        return {};
    const bool removing = fields.value(u"remove"_s).toBool();
    if (removing && kind != u"pillage"_s)
        return {StepRefusal{
                tr("Once built, a %1 marker goes only by a successful pillage: leave side= out to "
                   "take it off as the referee.")
                        .arg(kind),
                kind == u"burg"_s ? u"Charlemagne §23.4"_s : u"Charlemagne §24.5"_s}};
    const QList<StepRefusal> turn
            = CharlemagneForceSteps::ownTurn(campaign, side, tr("its Treasury Phase purchases are made"),
                                             ruleOf(kind));
    if (!turn.isEmpty())
        return turn;
    CampaignReader reader(campaign.database());
    const Location hex = reader.location(fields.value(u"hex"_s).toString());
    if (hex.attributes.value(u"peripheral"_s).toBool())
        return {StepRefusal{tr("%1 is a peripheral area: no %2 marker is built there.").arg(hex.id, kind),
                            kind == u"burg"_s ? u"Charlemagne §23.2"_s : u"Charlemagne §24.2a"_s}};
    const qint64 sideId = reader.sideByName(side).id;
    for (const Unit &u : reader.units()) {
        if (!u.isEliminated() && u.sideId == sideId && u.locationId == hex.id)
            return {};
    }
    return {StepRefusal{
            tr("%1 has no unit at %2: a side builds or clears a marker only in a hex it occupies.")
                    .arg(side, hex.id),
            ruleOf(kind)}};
}

qint64 CharlemagneBuild::pay(Campaign &campaign, const QJsonObject &fields, const QString &kind)
{
    const QString side = fields.value(u"side"_s).toString();
    CampaignReader reader(campaign.database());
    const qint64 sideId = reader.sideByName(side).id;
    ActionWriter writer(campaign.log());
    const qint64 treasure = qMax<qint64>(0, writer.row(u"accounts"_s, {{u"side_id"_s, sideId}})
                                                    .value(u"balance"_s)
                                                    .toInteger());
    const Procedure &p = ProcedureRegistry::standard().get(u"charlemagne.spending"_s);
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    ActionDraft draft;
    const ProcedureResult r = ProcedureRunner(tables).resolveInto(
            writer, p, ProcedureRunner::completeInputs(p, {{u"treasure"_s, treasure}, {inputOf(kind), 1}}),
            QList<int>{}, draft);
    draft.privateText = draft.publicText;
    draft.publicText = tr("%1: a private record of its treasure (Charlemagne §25)").arg(side);
    draft.audience = Audience::Side;
    draft.audienceSide = sideId;
    writer.commit(draft);
    const qint64 cost = r.outcome.value(u"cost"_s).toInteger();
    LedgerOptions secret;
    secret.audience = Audience::Side; // treasure is its side's and the referee's (§25)
    secret.audienceSide = sideId;
    if (cost > 0)
        Ledger(campaign).debit(sideId, cost, LedgerCategory::Purchase,
                               kind == u"pillage"_s ? tr("a pillage marker removed, Charlemagne §17.4")
                                                    : tr("a %1 marker built, %2").arg(kind, ruleOf(kind)),
                               secret);
    return cost;
}

} // namespace Reeve::Charlemagne
