#include "sasspying.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "dice/randomstream.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

QString spiedKey(qint64 side)
{
    return u"sas.spied.%1"_s.arg(side);
}

/// The targets \a side has tried this season (kept in the campaign's meta table).
QJsonArray triedThisSeason(ActionWriter &writer, qint64 side)
{
    const QJsonObject row = writer.row(u"meta"_s, {{u"key"_s, spiedKey(side)}});
    const QJsonObject state = QJsonDocument::fromJson(row.value(u"value"_s).toString().toUtf8()).object();
    if (state.value(u"turn"_s).toInt() != CampaignReader(writer.database()).clock().turn)
        return {};
    return state.value(u"targets"_s).toArray();
}

void remember(ActionWriter &writer, qint64 side, QJsonArray targets)
{
    const QJsonObject key{{u"key"_s, spiedKey(side)}};
    const QJsonObject state{{u"turn"_s, CampaignReader(writer.database()).clock().turn}, {u"targets"_s, targets}};
    if (writer.row(u"meta"_s, key).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, spiedKey(side)}, {u"value"_s, SasBoard::jsonText(state)}});
    else
        writer.update(u"meta"_s, key, {{u"value"_s, SasBoard::jsonText(state)}});
}

/// Attempts \a spy made this season; refuses a second one on \a target.
int triedCount(CampaignReader &reader, const Side &spy, const Unit &target, const Side &owner)
{
    const QJsonObject state = QJsonDocument::fromJson(reader.meta(spiedKey(spy.id)).toUtf8()).object();
    const QJsonArray tried =
        state.value(u"turn"_s).toInt() == reader.clock().turn ? state.value(u"targets"_s).toArray() : QJsonArray();
    if (tried.contains(QJsonValue(target.id)))
        throw Failure::badInput(tr("%1 has already spied on %2 of %3 this season: one attempt per target "
                                   "(Swords & Sails, phase 2).").arg(spy.name, target.name, owner.name));
    return int(tried.size());
}

/// The two dice, entered or from the campaign's seed inside \a writer; \a record gets them for the log.
ProcedureResult roll(const ProcedureRunner &runner, const Procedure &p, ActionWriter &writer, const QJsonObject &inputs,
                     const std::optional<QList<int>> &faces, QJsonObject &record)
{
    ProcedureResult rolled;
    if (faces) {
        rolled = runner.runEntered(p, inputs, *faces);
        record = {{u"source"_s, u"entered"_s}};
    } else {
        rolled = runner.runRolled(p, inputs, CampaignRandom::nextStream(writer, record));
    }
    QJsonArray draws;
    for (const DieDraw &d : rolled.dice)
        draws.append(QJsonObject{{u"sides"_s, d.sides}, {u"face"_s, d.face}, {u"label"_s, d.label}});
    record.insert(u"draws"_s, draws);
    return rolled;
}

} // namespace

SasSpying::SasSpying(Campaign &campaign)
    : m_campaign(campaign)
{
}

void SasSpying::checkOrder(const Side &spy, const QString &faction)
{
    CampaignReader reader(m_campaign.database());
    QStringList inPlay;
    QHash<QString, Side> byFaction;
    for (const Side &s : SasBoard(m_campaign).factions()) {
        inPlay << factionOf(s);
        byFaction.insert(factionOf(s), s);
    }
    const QJsonArray order = SasBank::run(m_campaign, u"sas.espionage-order"_s, {{u"factions"_s, inPlay.join(u","_s)}})
                                 .outcome.value(u"order"_s).toArray();
    QStringList names;
    for (const QJsonValue &v : order)
        names << byFaction.value(v.toString()).name;
    bool later = false;
    for (const QJsonValue &v : order) {
        const QString other = v.toString();
        if (other == faction) {
            later = true;
            continue;
        }
        if (!later)
            continue;
        const Side side = byFaction.value(other);
        const QJsonObject state = QJsonDocument::fromJson(reader.meta(spiedKey(side.id)).toUtf8()).object();
        if (state.value(u"turn"_s).toInt() == reader.clock().turn && !state.value(u"targets"_s).toArray().isEmpty())
            throw Failure::badInput(tr("%1 has already spied this season, and %2 comes before it: factions spy in the order "
                                       "%3 (Swords & Sails, phase 2). Undo the later attempts to keep the order.")
                                        .arg(side.name, spy.name, names.join(u", "_s)));
    }
}

void SasSpying::pay(const Side &spy, const Unit &target, const Side &owner, int cost)
{
    // The payment is public and goes on the ledger like any purchase; the result is a separate, private action.
    ActionWriter writer(m_campaign.log());
    QJsonArray entries;
    SasBank::post(m_campaign, writer, entries, spy.id, -cost, LedgerCategory::Purchase,
                  tr("espionage on %1 of %2").arg(target.name, owner.name));
    SasBoard::commit(writer, u"ledger.sas-espionage"_s,
                     tr("%1 pays %2 gold to spy on %3 of %4 (Swords & Sails, phase 2)")
                         .arg(spy.name).arg(cost).arg(target.name, owner.name),
                     {}, 0, {{u"entries"_s, entries}});
}

SpyResult SasSpying::attempt(qint64 spySide, qint64 targetUnit, const std::optional<QList<int>> &faces)
{
    SasBoard board(m_campaign);
    CampaignReader reader(m_campaign.database());
    const Side spy = reader.side(spySide);
    const Unit target = board.forceById(targetUnit);
    const Side owner = reader.side(target.sideId);
    if (owner.id == spy.id)
        throw Failure::badInput(tr("%1 cannot spy on its own %2.").arg(spy.name, target.name));
    const QString faction = factionOf(spy);
    if (faction.isEmpty())
        throw Failure::badInput(tr("%1 is not a Swords & Sails faction.").arg(spy.name));
    const int triedBefore = triedCount(reader, spy, target, owner);
    checkOrder(spy, faction);
    auto cost = [&](int targets) {
        return SasBank::run(m_campaign, u"sas.espionage-cost"_s, {{u"faction"_s, faction}, {u"targets"_s, targets}})
            .outcome.value(u"cost"_s).toInt();
    };
    SpyResult result;
    result.cost = cost(triedBefore + 1) - cost(triedBefore);
    const Procedure &p = ProcedureRegistry::standard().get(u"sas.espionage"_s);
    const TableLibrary tables = CampaignTables::forCampaign(m_campaign);
    const ProcedureRunner runner(tables);
    if (faces) // refuse wrong dice before anything is paid
        runner.runEntered(p, ProcedureRunner::completeInputs(p, {{u"counter"_s, false}}), *faces);
    if (result.cost > 0)
        pay(spy, target, owner, result.cost);
    ActionWriter writer(m_campaign.log());
    result.counter = SasBank(m_campaign).useCounter(writer, owner.id);
    const QJsonObject inputs = ProcedureRunner::completeInputs(p, {{u"counter"_s, result.counter}});
    QJsonObject record;
    const ProcedureResult rolled = roll(runner, p, writer, inputs, faces, record);
    result.total = rolled.outcome.value(u"total"_s).toInt();
    result.success = rolled.outcome.value(u"success"_s).toBool();
    if (result.success)
        result.card = board.card(target);
    QJsonArray tried = triedThisSeason(writer, spySide);
    tried.append(targetUnit);
    remember(writer, spySide, tried);
    QStringList steps;
    for (const ExplanationStep &s : rolled.explanation)
        steps << s.text;
    QString secret = steps.join(u" "_s);
    if (result.success)
        secret += u" "_s + tr("Card seen: %1.").arg(result.card);
    ActionDraft draft;
    draft.kind = u"sas.espionage"_s;
    draft.publicText = (result.success ? tr("%1 spies on %2 of %3: the attempt succeeds (Swords & Sails, phase 2)")
                                       : tr("%1 spies on %2 of %3: the attempt fails (Swords & Sails, phase 2)"))
                           .arg(spy.name, target.name, owner.name);
    draft.privateText = secret;
    draft.audience = Audience::Side;
    draft.audienceSide = spySide;
    draft.dice = record;
    draft.data = {{u"target"_s, targetUnit}, {u"total"_s, result.total}, {u"success"_s, result.success},
                  {u"counter"_s, result.counter}, {u"cost"_s, result.cost}, {u"card"_s, result.card}};
    result.seq = writer.commit(draft);
    return result;
}

} // namespace Reeve::Sas
