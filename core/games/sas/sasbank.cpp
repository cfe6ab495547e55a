#include "sasbank.h"

#include <algorithm>

#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "campaign/campaigntables.h"
#include "games/sas/sasboard.h"
#include "games/sas/sascommon.h"
#include "games/sas/sasupkeep.h"
#include "ledger/ledger.h"
#include "ledger/ledgerentry.h"
#include "ledger/money.h"
#include "log/actiongroup.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "procedures/procedureregistry.h"
#include "procedures/procedurerunner.h"
#include "tables/tablelibrary.h"
#include "util/failure.h"
#include "util/plural.h"

// The money half of SasBank: income and maintenance (phase 1) and counter-espionage (phase 2). Units,
// forces, cities, sieges, losses and captures are in sasbankforces.cpp.
namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

QString counterKey(qint64 sideId)
{
    return u"sas.counter.%1"_s.arg(sideId);
}

} // namespace

SasBank::SasBank(Campaign &campaign)
    : m_campaign(campaign)
{ }

ProcedureResult SasBank::run(Campaign &campaign, const QString &id, const QJsonObject &inputs,
                             const QList<int> &faces)
{
    const Procedure &p = ProcedureRegistry::standard().get(id);
    const TableLibrary tables = CampaignTables::forCampaign(campaign);
    const ProcedureRunner runner(tables);
    return runner.runEntered(p, ProcedureRunner::completeInputs(p, inputs), faces);
}

void SasBank::post(Campaign &campaign, ActionWriter &writer, QJsonArray &entries, qint64 sideId,
                   qint64 amount, LedgerCategory category, const QString &reason, Audience audience,
                   bool keepZero)
{
    if (amount == 0 && !keepZero)
        return;
    CampaignReader reader(writer.database());
    const Side side = reader.side(sideId);
    const QJsonObject account = writer.row(u"accounts"_s, {{u"side_id"_s, sideId}});
    if (account.isEmpty())
        throw Failure::badInput(tr("%1 has no account.").arg(side.name));
    const qint64 before = account.value(u"balance"_s).toInteger();
    const bool allowNegative = reader.meta(u"ledger.allow_negative"_s) == u"1"_s;
    if (before + amount < 0 && !allowNegative)
        throw Failure::badInput(tr("%1 has %2; spending %3 would leave it %4 short.")
                                        .arg(side.name, Money::format(before, campaign.game().currency),
                                             Money::format(-amount, campaign.game().currency),
                                             Money::format(-(before + amount), campaign.game().currency)),
                                {{u"kind"_s, u"insufficient-funds"_s},
                                 {u"side"_s, side.name},
                                 {u"balance"_s, before},
                                 {u"shortfall"_s, -(before + amount)}});
    const ClockState clock = reader.clock();
    LedgerEntry entry;
    entry.id = writer.nextId(u"ledger_entries"_s);
    entry.actionSeq = campaign.log().lastSeq() + 1;
    entry.sideId = sideId;
    entry.turn = clock.turn;
    entry.phase = clock.phase;
    entry.category = LedgerCategories::id(category);
    entry.amount = amount;
    entry.balanceAfter = before + amount;
    entry.reason = reason;
    entry.audience = audience;
    entry.audienceSide = audience == Audience::Side ? sideId : 0;
    writer.insert(u"ledger_entries"_s, entry.toJson());
    entries.append(entry.toLogJson()); // no balance_after: public data must not count private entries
    writer.update(u"accounts"_s, {{u"side_id"_s, sideId}}, {{u"balance"_s, entry.balanceAfter}});
}

QList<qint64> SasBank::collectIncome(bool firstTurn)
{
    SasBoard board(m_campaign);
    CampaignReader reader(m_campaign.database());
    const int turn = reader.clock().turn;
    const QString season = seasonOf(turn);
    if (reader.meta(u"sas.income"_s) == QString::number(turn))
        throw Failure::badInput(
                tr("Income and maintenance were already settled for %1; undo that step to redo it.")
                        .arg(m_campaign.game().describeTurn(turn)));
    struct Accounts
    {
        Side side;
        int gold = 0;
        int upkeep = 0;
        QString why;
    };
    QList<Accounts> all; // every figure first, so a missing one stops before any faction is paid
    for (const Side &side : board.factions()) {
        const Holdings h = board.holdings(side);
        const ProcedureResult income = run(m_campaign, u"sas.income"_s,
                                           {{u"season"_s, season},
                                            {u"territories"_s, h.territories},
                                            {u"trade_cities"_s, h.minorCities},
                                            {u"major_cities"_s, h.majorCities}});
        Accounts a{side, income.outcome.value(u"income"_s).toInt(), 0, {}};
        if (!firstTurn && !h.units.isEmpty())
            a.upkeep = run(m_campaign, u"sas.maintenance"_s, SasUpkeep::inputs(side, h))
                               .outcome.value(u"maintenance"_s)
                               .toInt();
        a.why = Plural::text(
                        tr("harvest %n territory(ies) in %1: %2 gold; cities %3 trade/port and %4 major: %5 "
                           "gold",
                           nullptr, h.territories),
                        h.territories)
                        .arg(season)
                        .arg(income.outcome.value(u"harvest"_s).toInt())
                        .arg(h.minorCities)
                        .arg(h.majorCities)
                        .arg(income.outcome.value(u"city_income"_s).toInt());
        const qint64 after = reader.account(side.id).balance + a.gold - a.upkeep;
        if (after < 0 && reader.meta(u"ledger.allow_negative"_s) != u"1"_s)
            throw Failure::badInput(
                    tr("%1 cannot pay its upkeep: it would end at %2 gold. The rules set no penalty, so the "
                       "referee rules: disband units first (the \"Units lost in battle\" step), or allow "
                       "debts by turning on the ledger's allow-negative setting.")
                            .arg(side.name)
                            .arg(after));
        if (a.gold != 0 || a.upkeep != 0)
            all << a;
    }
    if (all.isEmpty()) // nothing to settle is a board not yet set up, not a season settled at zero
        throw Failure::badInput(tr("No faction holds a territory, a city or a unit, so there is no income or "
                                   "upkeep to settle for %1: register the territories and forces on the "
                                   "board first.")
                                        .arg(m_campaign.game().describeTurn(turn)));
    QList<qint64> done;
    for (const Accounts &a : all) {
        ActionWriter writer(m_campaign.log());
        QJsonArray entries;
        if (done.isEmpty()) { // marks the season as settled; undoing every faction's step clears it
            const QJsonObject key{{u"key"_s, u"sas.income"_s}};
            if (writer.row(u"meta"_s, key).isEmpty())
                writer.insert(u"meta"_s, {{u"key"_s, u"sas.income"_s}, {u"value"_s, QString::number(turn)}});
            else
                writer.update(u"meta"_s, key, {{u"value"_s, QString::number(turn)}});
        }
        post(m_campaign, writer, entries, a.side.id, a.gold, LedgerCategory::Income, a.why);
        post(m_campaign, writer, entries, a.side.id, -a.upkeep, LedgerCategory::Maintenance,
             firstTurn ? tr("first turn: maintenance already paid") : tr("upkeep of the faction's units"));
        done << SasBoard::commit(
                writer, u"ledger.sas-income"_s,
                tr("%1 collects %2 gold (%3) and pays %4 gold maintenance (Swords & Sails, phase 1)")
                        .arg(a.side.name)
                        .arg(a.gold)
                        .arg(a.why)
                        .arg(a.upkeep),
                {}, 0, {{u"entries"_s, entries}, {u"income"_s, a.gold}, {u"maintenance"_s, a.upkeep}});
    }
    return done;
}

QJsonObject SasBank::counterState(ActionWriter &writer, qint64 sideId)
{
    const QJsonObject row = writer.row(u"meta"_s, {{u"key"_s, counterKey(sideId)}});
    const QJsonObject state = QJsonDocument::fromJson(row.value(u"value"_s).toString().toUtf8()).object();
    const int turn = CampaignReader(writer.database()).clock().turn;
    if (state.value(u"turn"_s).toInt() != turn)
        return {{u"turn"_s, turn}, {u"left"_s, 0}};
    return state;
}

void SasBank::setCounterState(ActionWriter &writer, qint64 sideId, const QJsonObject &state)
{
    const QJsonObject key{{u"key"_s, counterKey(sideId)}};
    const QString value = SasBoard::jsonText(state);
    if (writer.row(u"meta"_s, key).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, counterKey(sideId)}, {u"value"_s, value}});
    else
        writer.update(u"meta"_s, key, {{u"value"_s, value}});
}

int SasBank::countersLeft(qint64 sideId)
{
    CampaignReader reader(m_campaign.database());
    const QJsonObject state = QJsonDocument::fromJson(reader.meta(counterKey(sideId)).toUtf8()).object();
    return state.value(u"turn"_s).toInt() == reader.clock().turn ? state.value(u"left"_s).toInt() : 0;
}

bool SasBank::useCounter(ActionWriter &writer, qint64 sideId)
{
    QJsonObject state = counterState(writer, sideId);
    if (state.value(u"left"_s).toInt() <= 0)
        return false;
    state.insert(u"left"_s, state.value(u"left"_s).toInt() - 1);
    setCounterState(writer, sideId, state);
    return true;
}

qint64 SasBank::buyCounterEspionage(qint64 sideId, int count)
{
    return sealHands({{sideId, count}});
}

bool SasBank::handsSealed()
{
    CampaignReader reader(m_campaign.database());
    return reader.meta(u"sas.hands"_s) == QString::number(reader.clock().turn);
}

qint64 SasBank::sealHands(const QMap<qint64, int> &bought)
{
    SasBoard board(m_campaign);
    const QList<Side> factions = board.factions();
    QMap<qint64, int> gold;
    for (auto it = bought.cbegin(); it != bought.cend(); ++it) {
        const Side side = CampaignReader(m_campaign.database()).side(it.key());
        if (it.value() < 0)
            throw Failure::badInput(
                    tr("%1 cannot buy %2 counter-agents: give 0 or more.").arg(side.name).arg(it.value()));
        if (std::none_of(factions.cbegin(), factions.cend(), [&](const Side &f) { return f.id == side.id; }))
            throw Failure::badInput(tr("%1 is not a Swords & Sails faction in play.").arg(side.name));
        if (it.value() > 0)
            gold[it.key()] = run(m_campaign, u"sas.counter-espionage"_s,
                                 {{u"bought"_s, it.value()}, {u"attempts"_s, 0}})
                                     .outcome.value(u"cost"_s)
                                     .toInt();
    }
    if (handsSealed())
        throw Failure::badInput(
                tr("The counter-espionage hands of this season are sealed already; undo that step to "
                   "enter them again (Swords & Sails, phase 2)."));
    // Phase 2: counter-agents are bought in secret. Every faction in play gets the same public entry, buyer
    // or not, once a season, so the public log, balances and reports cannot tell who bought or how many.
    ActionGroup group(m_campaign.log());
    qint64 last = 0;
    for (const Side &side : factions) {
        ActionWriter writer(m_campaign.log());
        if (last == 0) {
            const QJsonObject key{{u"key"_s, u"sas.hands"_s}};
            const QString turn = QString::number(CampaignReader(m_campaign.database()).clock().turn);
            if (writer.row(u"meta"_s, key).isEmpty())
                writer.insert(u"meta"_s, {{u"key"_s, u"sas.hands"_s}, {u"value"_s, turn}});
            else
                writer.update(u"meta"_s, key, {{u"value"_s, turn}});
        }
        const int count = bought.value(side.id);
        QJsonArray entries;
        QString secret = tr("%1 buys no counter-agents (Swords & Sails, phase 2)").arg(side.name);
        // One ledger entry for every faction, 0 gold for those buying none, so the public ledger's
        // numbering has the same gaps whoever bought.
        post(m_campaign, writer, entries, side.id, -gold.value(side.id), LedgerCategory::Purchase,
             count > 0 ? Plural::text(tr("%n counter-agent(s)", nullptr, count), count)
                       : tr("no counter-agents"),
             Audience::Side, true);
        if (count > 0) {
            QJsonObject state = counterState(writer, side.id);
            state.insert(u"left"_s, state.value(u"left"_s).toInt() + count);
            setCounterState(writer, side.id, state);
            secret = tr("%1 buys %2 counter-agents for %3 gold; %4 held this season (Swords & Sails, phase "
                        "2)")
                             .arg(side.name)
                             .arg(count)
                             .arg(gold.value(side.id))
                             .arg(state.value(u"left"_s).toInt());
        }
        ActionDraft draft;
        draft.kind = u"ledger.sas-hand"_s;
        draft.publicText = tr("%1's counter-espionage hand is sealed (Swords & Sails, phase 2)").arg(side.name);
        draft.privateText = secret;
        draft.audience = Audience::Side;
        draft.audienceSide = side.id;
        draft.data = {{u"entries"_s, entries}, {u"bought"_s, count}};
        last = writer.commit(draft);
    }
    const qint64 seq = group.commit(u"sas.hands"_s,
                                    tr("The factions' counter-espionage hands are sealed (Swords & Sails, "
                                       "phase 2)"));
    return seq ? seq : last;
}

qint64 SasBank::closeEspionage()
{
    SasBoard board(m_campaign);
    ActionWriter writer(m_campaign.log());
    // The season's espionage is over: no spy attempt or counter-agent until the next (SasStepChecks).
    const QJsonObject closed{{u"key"_s, u"sas.espionage-closed"_s}};
    const QString turn = QString::number(CampaignReader(m_campaign.database()).clock().turn);
    if (writer.row(u"meta"_s, closed).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, u"sas.espionage-closed"_s}, {u"value"_s, turn}});
    else
        writer.update(u"meta"_s, closed, {{u"value"_s, turn}});
    QStringList lines;
    for (const Side &side : board.factions()) {
        QJsonObject state = counterState(writer, side.id);
        const int left = state.value(u"left"_s).toInt();
        if (left <= 0)
            continue;
        lines << tr("%1: %2 unused").arg(side.name).arg(left);
        state.insert(u"left"_s, 0);
        setCounterState(writer, side.id, state);
    }
    return SasBoard::commit(
            writer, u"sas.espionage-close"_s,
            tr("Espionage phase closed; unused counter-agents go to the bank (Swords & Sails, phase 2)"),
            // always a part for the referee, so whether one is hidden tells nothing
            lines.isEmpty() ? tr("No counter-agent was left unused.") : lines.join(u"; "_s), 0);
}

} // namespace Reeve::Sas
