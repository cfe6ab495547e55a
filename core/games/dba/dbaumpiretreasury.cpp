// Where each nation's treasury lies and how it is lost (DBA campaign, The Treasury; DbaUmpire, continued):
// the capital, money carried by armies or left in towns, paying from a place, and seizures with a
// beaten army's baggage or a taken town.
#include "dbaumpire.h"

#include <QCoreApplication>
#include <QMap>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbatreasury.h"
#include "ledger/ledger.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

const QString TreasuryRef = u"DBA campaign, The Treasury"_s;

QString placeText(const DbaTreasuryPlace &p)
{
    switch (p.kind) {
    case DbaTreasuryPlace::Kind::Capital:
        return p.name.isEmpty() ? tr("the capital") : tr("%1 (capital)").arg(p.name);
    case DbaTreasuryPlace::Kind::Province:
        return tr("a town of %1").arg(p.name);
    case DbaTreasuryPlace::Kind::Army:
        return p.name;
    }
    return p.name;
}

} // namespace

QJsonObject DbaUmpire::treasury(const QJsonObject &step)
{
    CampaignReader reader(m_campaign.database());
    const Side side = reader.sideByName(step.value(u"side"_s).toString());
    if (side.id == 0)
        throw Failure::badInput(tr("Name the nation whose treasury this is (\"side\")."));
    if (step.contains(u"capital"_s) && step.contains(u"amount"_s))
        throw Failure::badInput(tr("A treasury step either records the capital or moves money (\"amount\", \"from\", "
                                   "\"to\"), not both: leave one of them empty."));
    if (step.contains(u"capital"_s))
        return setCapital(side, step.value(u"capital"_s).toString(), step);
    DbaTreasury treasury(m_campaign);
    const qint64 amount = step.value(u"amount"_s).toInteger();
    if (amount <= 0)
        throw Failure::badInput(tr("Give the capital (\"capital\"), or the money moved (\"amount\" in £) with "
                                   "\"from\" and \"to\": a province or one of %1's armies.")
                                    .arg(side.name));
    const QString fromName = step.value(u"from"_s).toString();
    const std::optional<DbaTreasuryPlace> from = treasury.place(side.id, fromName);
    if (!from || from->amount < amount)
        throw Failure::badInput(tr("%1 has no £%2 in \"%3\": its treasury is %4 (%5).")
                                    .arg(side.name)
                                    .arg(amount)
                                    .arg(fromName, treasury.describe(side.id), TreasuryRef));
    const DbaTreasuryPlace to = destinationFor(side, step.value(u"to"_s).toString());
    if (from->province != to.province)
        throw Failure::badInput(tr("%1 is in %2 and %3 in %4: money changes hands within one province; it travels "
                                   "with an army, like a supply element (%5).")
                                    .arg(placeText(*from), from->province, placeText(to), to.province, TreasuryRef));
    DbaArmies::Change change;
    shiftMoney(*from, side.name, -amount, change);
    shiftMoney(to, side.name, amount, change);
    change.publicText = secretText();
    change.privateText = tr("£%1 of %2's treasury goes from %3 to %4 in %5 (%6)")
                             .arg(amount)
                             .arg(side.name, placeText(*from), placeText(to), to.province, TreasuryRef);
    change.privateSide = side.id;
    commit(change);
    fate(step, tr("Carried out: £%1 from %2 to %3").arg(amount).arg(placeText(*from), placeText(to)));
    return {{u"amount"_s, amount}, {u"from"_s, from->name}, {u"to"_s, to.name},
            {u"places"_s, treasury.describe(side.id)}};
}

DbaTreasuryPlace DbaUmpire::destinationFor(const Side &side, const QString &name)
{
    for (const DbaArmy &a : m_armies.all()) {
        if (a.sideId == side.id && a.name.compare(name, Qt::CaseInsensitive) == 0)
            return {DbaTreasuryPlace::Kind::Army, a.name, a.location, DbaTreasury::carried(a)};
    }
    const Location l = CampaignReader(m_campaign.database()).location(name);
    if (l.attributes.value(u"owner"_s).toString() != side.name)
        throw Failure::badInput(tr("Money is left only in a town %1 holds, or handed to one of its armies; \"%2\" "
                                   "is neither (%3).")
                                    .arg(side.name, name, TreasuryRef));
    const bool capital = DbaTreasury(m_campaign).capital(side.name) == l.id;
    return {capital ? DbaTreasuryPlace::Kind::Capital : DbaTreasuryPlace::Kind::Province, l.id, l.id, 0};
}

void DbaUmpire::shiftMoney(const DbaTreasuryPlace &place, const QString &side, qint64 delta, DbaArmies::Change &change)
{
    if (place.kind == DbaTreasuryPlace::Kind::Capital)
        return; // the capital holds whatever no other place does
    if (place.kind == DbaTreasuryPlace::Kind::Army) {
        for (DbaArmy &a : change.armies) {
            if (a.name == place.name)
                return DbaTreasury::setCarried(a, DbaTreasury::carried(a) + delta);
        }
        DbaArmy a = m_armies.byName(place.name);
        DbaTreasury::setCarried(a, DbaTreasury::carried(a) + delta);
        change.armies << a;
        return;
    }
    QJsonObject attributes = change.provinceOr(place.name, province(place.name));
    DbaTreasury::setLodged(attributes, side, DbaTreasury::lodged(attributes, side) + delta);
    change.setProvince(place.name, attributes);
}

QJsonObject DbaUmpire::setCapital(const Side &side, const QString &provinceId, const QJsonObject &step)
{
    DbaTreasury treasury(m_campaign);
    QJsonObject target = province(provinceId);
    const QString old = treasury.capital(side.name);
    if (old == provinceId)
        return {{u"capital"_s, provinceId}, {u"places"_s, treasury.describe(side.id)}};
    // The capital holds the money no other place does: moving it with money still there would move that money
    // by a word, so the money travels first (with an army) or the capital was lost with it.
    const qint64 there = treasury.places(side.id).first().amount;
    if (!old.isEmpty() && there > 0)
        throw Failure::badInput(tr("%1's capital %2 still holds £%3: move it with an army to %4 first (\"from\": %2, "
                                   "\"to\": an army there), or undo the step that recorded %2 (%5).")
                                    .arg(side.name, old)
                                    .arg(there)
                                    .arg(provinceId, TreasuryRef));
    DbaArmies::Change change;
    if (!old.isEmpty()) {
        QJsonObject former = province(old);
        former.remove(u"capital"_s);
        change.provinces.append({old, former});
    }
    target.insert(u"capital"_s, side.name);
    change.provinces.append({provinceId, target});
    change.publicText = secretText();
    change.privateText = tr("%1's capital, where its treasury lies, is recorded as %2 (%3)").arg(side.name, provinceId, TreasuryRef);
    change.privateSide = side.id;
    commit(change);
    fate(step, tr("Carried out: the treasury lies in %1").arg(provinceId));
    return {{u"capital"_s, provinceId}, {u"places"_s, treasury.describe(side.id)}};
}

void DbaUmpire::seizeCarried(DbaArmy &loser, DbaArmy &winner, const QString &where)
{
    const qint64 carried = DbaTreasury::carried(loser);
    if (carried <= 0 || winner.elements.isEmpty())
        return;
    const qint64 amount = qMin(carried, DbaTreasury(m_campaign).balance(loser.sideId));
    DbaTreasury::setCarried(loser, 0);
    DbaTreasury::setCarried(winner, DbaTreasury::carried(winner) + amount);
    m_seizures.append({loser.sideId, winner.sideId, amount,
                       tr("the treasure in %1's baggage, taken by %2 %3").arg(loser.name, winner.name, where)});
}

void DbaUmpire::seizeTown(const QString &provinceId, QJsonObject &town, DbaArmy &captor, DbaArmy *garrison)
{
    // Every town taken is looted: a free baggage element for the captor (DBA campaign, SUPPLY).
    captor.attributes.insert(u"baggage"_s, captor.attributes.value(u"baggage"_s).toInt() + 1);
    DbaTreasury treasury(m_campaign);
    QMap<qint64, qint64> taken;
    for (const Side &s : CampaignReader(m_campaign.database()).sides()) {
        if (s.id == captor.sideId)
            continue;
        qint64 amount = DbaTreasury::lodged(town, s.name);
        DbaTreasury::setLodged(town, s.name, 0);
        if (treasury.capital(s.name) == provinceId)
            amount += qMax<qint64>(0, treasury.places(s.id).first().amount);
        if (garrison && garrison->sideId == s.id) {
            amount += DbaTreasury::carried(*garrison);
            DbaTreasury::setCarried(*garrison, 0);
        }
        amount = qMin(amount, treasury.balance(s.id));
        if (amount > 0)
            taken.insert(s.id, amount);
    }
    for (auto it = taken.begin(); it != taken.end(); ++it) {
        DbaTreasury::setCarried(captor, DbaTreasury::carried(captor) + it.value());
        m_seizures.append({it.key(), captor.sideId, it.value(),
                           tr("the treasury in the town of %1, taken by %2").arg(provinceId, captor.name)});
    }
}

void DbaUmpire::postSeizures()
{
    Ledger ledger(m_campaign);
    for (const Seizure &s : std::exchange(m_seizures, {})) {
        // Each nation learns of its own loss or gain; the world sees only the battle or the town taken.
        // A seizure from nobody (from 0) is money coming back, e.g. half the cost of a town not built.
        LedgerOptions loser;
        loser.audience = Audience::Side;
        loser.audienceSide = s.from;
        loser.actor = u"umpire"_s;
        if (s.from > 0)
            m_seqs.append(ledger.debit(s.from, s.amount, LedgerCategory::Other,
                                       tr("Lost £%1: %2 (%3)").arg(s.amount).arg(s.what, TreasuryRef), loser));
        LedgerOptions winner = loser;
        winner.audienceSide = s.to;
        m_seqs.append(ledger.credit(s.to, s.amount, LedgerCategory::Other,
                                    s.from > 0 ? tr("Captured £%1: %2 (%3)").arg(s.amount).arg(s.what, TreasuryRef)
                                               : tr("Returned £%1: %2").arg(s.amount).arg(s.what),
                                    winner));
    }
}

QString DbaUmpire::payFrom(qint64 sideId, qint64 cost, const QJsonObject &step, const QString &inProvince,
                           DbaArmy *self, DbaArmies::Change &change)
{
    DbaTreasury treasury(m_campaign);
    const QString fromName = step.value(u"from"_s).toString();
    if (fromName.isEmpty() && inProvince.isEmpty() && !treasury.tracked(sideId))
        return {};
    std::optional<DbaTreasuryPlace> from;
    if (!fromName.isEmpty()) {
        from = treasury.place(sideId, fromName);
    } else {
        for (const DbaTreasuryPlace &p : treasury.places(sideId)) {
            const bool fits = inProvince.isEmpty() ? p.kind == DbaTreasuryPlace::Kind::Capital
                                                   : p.province == inProvince;
            if (fits && p.amount >= cost) {
                from = p;
                break;
            }
        }
    }
    const QString side = CampaignReader(m_campaign.database()).side(sideId).name;
    if (!from || from->amount < cost)
        throw Failure::badInput(
            tr("%1 cannot pay £%2 from %3: its treasury is %4. Name a place that holds it (\"from\"), or move money "
               "there first (the treasury step; %5).")
                .arg(side)
                .arg(cost)
                .arg(!fromName.isEmpty() ? fromName : inProvince.isEmpty() ? tr("its capital") : inProvince,
                     treasury.describe(sideId), TreasuryRef));
    if (from->kind == DbaTreasuryPlace::Kind::Army) {
        if (self && self->name == from->name) {
            DbaTreasury::setCarried(*self, DbaTreasury::carried(*self) - cost);
        } else {
            DbaArmy a = m_armies.byName(from->name);
            DbaTreasury::setCarried(a, DbaTreasury::carried(a) - cost);
            change.armies << a;
        }
    } else if (from->kind == DbaTreasuryPlace::Kind::Province) {
        QJsonObject attributes = province(from->name);
        DbaTreasury::setLodged(attributes, side, DbaTreasury::lodged(attributes, side) - cost);
        change.provinces.append({from->name, attributes});
    }
    return tr("paid from %1").arg(placeText(*from));
}

void DbaUmpire::leaveTreasureBehind(DbaArmies::Change &change)
{
    for (DbaArmy &army : change.armies) {
        const qint64 carried = DbaTreasury::carried(army);
        if (carried <= 0 || !change.destroyed.contains(army.unitId))
            continue;
        auto at = std::find_if(change.provinces.begin(), change.provinces.end(),
                               [&](const auto &p) { return p.first == army.location; });
        if (at == change.provinces.end()) {
            change.provinces.append({army.location, province(army.location)});
            at = change.provinces.end() - 1;
        }
        DbaTreasury::setLodged(at->second, army.sideName, DbaTreasury::lodged(at->second, army.sideName) + carried);
        DbaTreasury::setCarried(army, 0);
    }
}

} // namespace Reeve
