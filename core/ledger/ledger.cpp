#include "ledger.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "ledger/money.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Ledger", text);
}

const QString kAllowNegative = u"ledger.allow_negative"_s;

} // namespace

Ledger::Ledger(Campaign &campaign)
    : m_campaign(campaign)
{
}

void Ledger::requireAmount(qint64 amount)
{
    if (amount <= 0)
        throw Failure::badInput(tr("An amount must be a whole number above 0 (got %1); a debit is a separate "
                                   "command, and a mistake is put right with a correction.")
                                    .arg(amount));
    if (amount > Money::kLargest)
        throw Failure::badInput(tr("An amount of %1 is more than %2, the largest amount Reeve keeps exactly.")
                                        .arg(amount)
                                        .arg(Money::kLargest),
                                QJsonObject{{u"kind"_s, u"overflow"_s}});
}

qint64 Ledger::credit(qint64 sideId, qint64 amount, LedgerCategory category, const QString &reason,
                      const Options &options)
{
    requireAmount(amount);
    Posting posting{sideId, amount, category, reason, 0};
    return post({posting}, QString(), options);
}

qint64 Ledger::debit(qint64 sideId, qint64 amount, LedgerCategory category, const QString &reason,
                     const Options &options)
{
    requireAmount(amount);
    Posting posting{sideId, -amount, category, reason, 0};
    return post({posting}, QString(), options);
}

qint64 Ledger::transfer(qint64 fromSide, qint64 toSide, qint64 amount, LedgerCategory category,
                        const QString &reason, const Options &options)
{
    requireAmount(amount);
    if (fromSide == toSide)
        throw Failure::badInput(tr("A transfer needs two different sides."));
    CampaignReader reader(m_campaign.database());
    const QString from = reader.side(fromSide).name;
    const QString to = reader.side(toSide).name;
    ActionWriter writer(m_campaign.log());
    const Posting out{fromSide, -amount, category, reason, toSide};
    const Posting in{toSide, amount, category, reason, fromSide};
    const qint64 linkId = writer.nextId(u"ledger_entries"_s); // the first leg's id
    const LedgerEntry first = write(writer, out, options, linkId, 0);
    const LedgerEntry second = write(writer, in, options, linkId, 0);
    checkFunds(writer, {first, second}, allowsNegative());
    QString text = tr("%1 pays %2 to %3 (%4)")
                       .arg(from, Money::format(amount, m_campaign.game().currency), to,
                            LedgerCategories::label(category).toLower());
    if (!reason.isEmpty())
        text += u" — "_s + reason;
    return commit(writer, {first, second}, text, options);
}

qint64 Ledger::post(const QList<Posting> &postings, const QString &title, const Options &options)
{
    if (postings.isEmpty())
        throw Failure::badInput(tr("Nothing to post."));
    ActionWriter writer(m_campaign.log());
    QList<LedgerEntry> written;
    for (const Posting &posting : postings) {
        if (posting.amount == 0)
            throw Failure::badInput(tr("An amount of 0 changes nothing; leave it out."));
        written << write(writer, posting, options, 0, 0);
    }
    checkFunds(writer, written, allowsNegative());
    QStringList lines;
    for (const LedgerEntry &entry : written)
        lines << describe(entry);
    const QString text = title.isEmpty() ? lines.join(u"; "_s) : title + u": "_s + lines.join(u"; "_s);
    return commit(writer, written, text, options);
}

qint64 Ledger::reverse(qint64 entryId, const QString &reason, const QString &actor)
{
    Database &db = m_campaign.database();
    const QList<QVariantMap> rows = db.select(u"SELECT * FROM ledger_entries WHERE id = ?"_s, {entryId});
    if (rows.isEmpty())
        throw Failure::badInput(tr("There is no ledger entry %1.").arg(entryId));
    const LedgerEntry original = LedgerEntry::fromRow(rows.first());
    if (original.reverses)
        throw Failure::badInput(tr("Entry %1 is itself a correction; record the right amount as a new entry "
                                   "instead of reversing it.")
                                    .arg(entryId));
    QList<LedgerEntry> legs{original};
    if (original.linkId) {
        legs.clear();
        for (const QVariantMap &row :
             db.select(u"SELECT * FROM ledger_entries WHERE link_id = ? OR id = ? ORDER BY id"_s,
                       {original.linkId, original.linkId}))
            legs << LedgerEntry::fromRow(row);
    }
    for (const LedgerEntry &leg : legs) {
        const QVariant done = db.scalar(u"SELECT id FROM ledger_entries WHERE reverses = ?"_s, {leg.id});
        if (done.isValid() && !done.isNull())
            throw Failure::badInput(tr("Entry %1 was already reversed by entry %2.").arg(leg.id).arg(done.toLongLong()));
    }
    Options options;
    options.audience = original.audience;
    options.audienceSide = original.audienceSide;
    options.actor = actor;
    ActionWriter writer(m_campaign.log());
    QList<LedgerEntry> written;
    const qint64 linkId = legs.size() > 1 ? writer.nextId(u"ledger_entries"_s) : 0;
    for (const LedgerEntry &leg : legs) {
        const QString why = reason.isEmpty() ? tr("reverses entry %1").arg(leg.id)
                                             : tr("reverses entry %1: %2").arg(leg.id).arg(reason);
        const Posting posting{leg.sideId, -leg.amount, LedgerCategory::Correction, why, leg.counterparty};
        written << write(writer, posting, options, linkId, leg.id);
    }
    checkFunds(writer, written, allowsNegative());
    const QString text = tr("Correction of entry %1: %2").arg(entryId).arg(describe(written.first()));
    return commit(writer, written, text, options);
}

LedgerEntry Ledger::write(ActionWriter &writer, const Posting &posting, const Options &options, qint64 linkId,
                          qint64 reverses)
{
    CampaignReader reader(writer.database());
    reader.side(posting.sideId); // throws when unknown
    const QJsonObject account = writer.row(u"accounts"_s, {{u"side_id"_s, posting.sideId}});
    if (account.isEmpty())
        throw Failure::badInput(tr("Side %1 has no account.").arg(posting.sideId));
    const ClockState clock = reader.clock();
    LedgerEntry entry;
    entry.id = writer.nextId(u"ledger_entries"_s);
    entry.actionSeq = m_campaign.log().lastSeq() + 1;
    entry.sideId = posting.sideId;
    entry.turn = options.turn > 0 ? options.turn : clock.turn;
    entry.phase = entry.turn == clock.turn ? clock.phase : QString();
    entry.category = LedgerCategories::id(posting.category);
    entry.amount = posting.amount;
    // In whole numbers, checked: a balance past the largest exact amount is refused, never wrapped.
    entry.balanceAfter = Money::add(account.value(u"balance"_s).toInteger(), posting.amount,
                                    tr("The balance of %1").arg(reader.side(posting.sideId).name));
    entry.reason = posting.reason.trimmed();
    entry.counterparty = posting.counterparty;
    entry.linkId = linkId;
    entry.reverses = reverses;
    entry.audience = options.audience;
    if (options.audience == Audience::Side)
        entry.audienceSide = options.audienceSide ? options.audienceSide : posting.sideId;
    writer.insert(u"ledger_entries"_s, entry.toJson());
    writer.update(u"accounts"_s, {{u"side_id"_s, entry.sideId}}, {{u"balance"_s, entry.balanceAfter}});
    return entry;
}

void Ledger::checkFunds(ActionWriter &writer, const QList<LedgerEntry> &written, bool allowed)
{
    if (allowed)
        return;
    QHash<qint64, qint64> spent;
    for (const LedgerEntry &entry : written)
        spent[entry.sideId] += entry.amount;
    for (auto it = spent.cbegin(); it != spent.cend(); ++it) {
        const qint64 balance =
            writer.row(u"accounts"_s, {{u"side_id"_s, it.key()}}).value(u"balance"_s).toInteger();
        if (balance >= 0)
            continue;
        const QString currency = m_campaign.game().currency;
        const qint64 before = balance - it.value();
        const QString name = CampaignReader(writer.database()).side(it.key()).name;
        QString message = tr("%1 has %2; spending %3 would leave it %4 short.")
                              .arg(name, Money::format(before, currency), Money::format(-it.value(), currency),
                                   Money::format(-balance, currency));
        if (m_campaign.game().id == u"1066"_s)
            message += u" "_s + tr("No deficit spending (1066 §9.4).");
        else
            message += u" "_s + tr("This campaign allows no negative balance (ledger FILE setting allow-negative on "
                                   "changes that).");
        throw Failure::badInput(message, {{u"kind"_s, u"insufficient-funds"_s},
                                          {u"side"_s, name},
                                          {u"balance"_s, before},
                                          {u"shortfall"_s, -balance}});
    }
}

QString Ledger::describe(const LedgerEntry &entry)
{
    const QString name = CampaignReader(m_campaign.database()).side(entry.sideId).name;
    QString text = tr("%1 %2 %3")
                       .arg(name, Money::format(entry.amount, m_campaign.game().currency, Money::Sign::Always),
                            LedgerCategories::label(entry.category).toLower());
    if (!entry.reason.isEmpty())
        text += u" ("_s + entry.reason + u")"_s;
    return text;
}

qint64 Ledger::commit(ActionWriter &writer, const QList<LedgerEntry> &entries, const QString &text,
                      const Options &options)
{
    QJsonArray array;
    for (const LedgerEntry &entry : entries)
        array.append(entry.toLogJson()); // no balance: it would count the private entries
    ActionDraft draft;
    draft.kind = entries.size() == 2 && entries.first().linkId ? u"ledger.transfer"_s : u"ledger.post"_s;
    if (entries.first().reverses)
        draft.kind = u"ledger.correct"_s;
    draft.actor = options.actor;
    draft.data = {{u"entries"_s, array}};
    draft.audience = options.audience;
    if (options.audience == Audience::Public) {
        draft.publicText = text;
    } else {
        draft.publicText = tr("Private ledger entry");
        draft.privateText = text;
        draft.audienceSide = entries.first().audienceSide;
    }
    return writer.commit(draft);
}

bool Ledger::allowsNegative()
{
    return CampaignReader(m_campaign.database()).meta(kAllowNegative) == u"1"_s;
}

qint64 Ledger::setAllowNegative(bool allow)
{
    ActionWriter writer(m_campaign.log());
    const QJsonObject key{{u"key"_s, kAllowNegative}};
    const QString value = allow ? u"1"_s : u"0"_s;
    if (writer.row(u"meta"_s, key).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, kAllowNegative}, {u"value"_s, value}});
    else
        writer.update(u"meta"_s, key, {{u"value"_s, value}});
    ActionDraft draft;
    draft.kind = u"ledger.setting"_s;
    draft.publicText = allow ? tr("Negative balances are now allowed") : tr("Negative balances are now refused");
    draft.data = {{u"setting"_s, u"allow_negative"_s}, {u"value"_s, allow}};
    return writer.commit(draft);
}

} // namespace Reeve
