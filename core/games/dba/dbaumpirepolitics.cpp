// Vassals and rebels: who is whose ally or vassal, a vassalage broken with its provinces' revolts, and a
// rebellion incited in secret (DbaUmpire, continued).
#include "dbaumpire.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbarelations.h"
#include "games/dba/dbatreasury.h"
#include "ledger/ledger.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

/// Writes a side's attributes (its overlord, its allies) into the action being built.
void updateSide(ActionWriter &writer, qint64 sideId, const QJsonObject &attributes)
{
    writer.update(u"sides"_s, {{u"id"_s, sideId}},
                  {{u"attributes"_s, QString::fromUtf8(QJsonDocument(attributes).toJson(QJsonDocument::Compact))}});
}

} // namespace

QJsonObject DbaUmpire::breakVassalage(const QJsonObject &step)
{
    CampaignReader reader(m_campaign.database());
    const Side vassal = reader.sideByName(step.value(u"vassal"_s).toString());
    QStringList provinces;
    for (const QJsonValue &v : step.value(u"provinces"_s).toArray())
        provinces << reader.location(v.toString()).id;
    if (provinces.isEmpty()) {
        for (const Location &l : reader.locations())
            if (l.attributes.value(u"owner"_s).toString() == vassal.name)
                provinces << l.id;
    }
    if (provinces.isEmpty())
        throw Failure::badInput(tr("%1 holds no province that could revolt.").arg(vassal.name));
    const QString cause = step.value(u"cause"_s).toString(u"renounced"_s);
    QJsonObject inputs{{u"provinces"_s, int(provinces.size())}, {u"cause"_s, cause}};
    if (step.contains(u"grounds"_s))
        inputs.insert(u"grounds"_s, step.value(u"grounds"_s).toString());
    const ProcedureResult r = resolve(u"dba.break-vassalage"_s, inputs, step.value(u"dice"_s));
    const QString grounds = r.outcome.value(u"house_setting"_s).toString(); // the due cause, as entered
    DbaArmies::Change change;
    QJsonArray revolted;
    const int turn = reader.clock().turn;
    for (const QJsonValue &index : r.outcome.value(u"revolting_provinces"_s).toArray()) {
        const QString id = provinces.at(index.toInt() - 1);
        QJsonObject attributes = province(id);
        if (!attributes.contains(u"home"_s))
            attributes.insert(u"home"_s, attributes.value(u"owner"_s));
        attributes.insert(u"owner"_s, step.value(u"rebels"_s).toString(u"Independent"_s));
        attributes.insert(u"taken_turn"_s, turn);
        change.provinces.append({id, attributes});
        revolted.append(id);
    }
    QStringList names;
    for (const QJsonValue &v : revolted)
        names << v.toString();
    change.publicText = tr("%1's vassalage is broken (DBA campaign, Breaking Vassalage)%2: %3")
                            .arg(vassal.name,
                                 grounds.isEmpty() ? QString()
                                                   : tr(", its overlord calling for its overthrow for due cause "
                                                        "%1")
                                                             .arg(grounds),
                                 names.isEmpty() ? tr("no province revolts")
                                                 : tr("%1 revolt(s) and become independent").arg(names.join(u", "_s)));
    commit(change);
    if (QJsonObject a = vassal.attributes; a.contains(u"overlord"_s)) { // the bond itself ends
        a.remove(u"overlord"_s);
        ActionWriter writer(m_campaign.log());
        updateSide(writer, vassal.id, a);
        ActionDraft draft;
        draft.kind = u"dba.relation"_s;
        draft.actor = u"umpire"_s;
        draft.publicText = tr("%1 is no longer %2's vassal (DBA campaign, Breaking Vassalage)")
                                   .arg(vassal.name, vassal.attributes.value(u"overlord"_s).toString());
        m_seqs.append(writer.commit(draft));
    }
    return {{u"revolted"_s, revolted}, {u"cause"_s, cause}, {u"grounds"_s, grounds.isEmpty() ? QJsonValue() : grounds}};
}

QJsonObject DbaUmpire::incite(const QJsonObject &step)
{
    CampaignReader reader(m_campaign.database());
    const Side backer = reader.sideByName(step.value(u"backer"_s).toString());
    m_workingSide = backer.id; // confidential: the price's working stays with the backer
    const Location target = reader.location(step.value(u"province"_s).toString());
    const int revenue = target.attributes.value(u"revenue"_s).toVariant().toInt();
    const int paid = step.value(u"paid"_s).toInt();
    m_workingFor = target.id;
    const ProcedureResult r = resolve(u"dba.incite-rebellion"_s, {{u"revenue"_s, revenue}, {u"paid"_s, paid}}, {});
    const int cost = r.outcome.value(u"cost"_s).toInt();
    if (paid < cost)
        throw Failure::badInput(tr("Inciting %1 costs £%2 (twice its revenue); £%3 is not enough.").arg(target.id).arg(cost).arg(paid));
    // Confidential (OF KINGS AND THINGS): the payment and its purpose are readable by the backer and the umpire only.
    DbaArmies::Change change;
    const QString from = payFrom(backer.id, paid, step, {}, nullptr, change);
    // The province keeps the secret until it rises (a rising step at the start of a later season).
    QJsonObject attributes = change.provinceOr(target.id, target.attributes);
    QJsonArray incited = attributes.value(u"incited"_s).toArray();
    incited.append(QJsonObject{{u"by"_s, backer.name}, {u"rebel_money"_s, paid - cost},
                               {u"turn"_s, reader.clock().turn}});
    attributes.insert(u"incited"_s, incited);
    change.setProvince(target.id, attributes);
    change.publicText = secretText();
    change.privateText = tr("£%1 for a rebellion in %2 (£%3 of it for the rebel army)%4")
                             .arg(paid)
                             .arg(target.id)
                             .arg(paid - cost)
                             .arg(from.isEmpty() ? QString() : u", "_s + from);
    change.privateSide = backer.id;
    commit(change);
    LedgerOptions secret;
    secret.audience = Audience::Side;
    secret.audienceSide = backer.id;
    m_seqs.append(Ledger(m_campaign).debit(backer.id, paid, LedgerCategory::Other,
                                          tr("Rebellion incited in %1 (£%2 to the rebel army)").arg(target.id).arg(paid - cost),
                                          secret));
    fate(step, tr("Carried out in secret: %1 will rise at the start of next season").arg(target.id));
    return {{u"cost"_s, cost}, {u"to_rebel_army"_s, paid - cost}};
}

namespace {

/// A general who could succeed: commanding an army, or a sub-general riding with one.
struct Candidate
{
    DbaArmy army;
    QString general;
    bool attached = false; ///< a sub-general of the army rather than its commander
};

QStringList subGeneralsOf(const DbaArmy &army)
{
    QStringList names;
    for (const QJsonValue &v : army.attributes.value(u"sub_generals"_s).toArray())
        names << v.toString();
    return names;
}

} // namespace

QJsonObject DbaUmpire::succession(const QJsonObject &step)
{
    const QString kingsRef = u"DBA campaign, OF KINGS AND THINGS"_s;
    const Side side = CampaignReader(m_campaign.database()).sideByName(step.value(u"side"_s).toString());
    QList<Candidate> candidates;
    for (const DbaArmy &a : m_armies.all()) {
        if (a.sideId != side.id)
            continue;
        if (a.ruler && a.hasGeneral())
            throw Failure::badInput(tr("%1's C-in-C %2 is alive, with %3: a succession follows his death (a battle, "
                                       "siege or storm that kills him clears him from his army).")
                                        .arg(side.name, a.general, a.name));
        if (a.hasGeneral())
            candidates.append({a, a.general, false});
        for (const QString &name : subGeneralsOf(a))
            candidates.append({a, name, true});
    }
    m_workingFor = side.name;
    const ProcedureResult r = resolve(u"dba.succession"_s,
                                      {{u"sub_general"_s, !candidates.isEmpty()},
                                       {u"on_battlefield"_s, step.value(u"on_battlefield"_s).toBool()}},
                                      {});
    DbaArmies::Change change;
    QJsonObject outcome{{u"successor"_s, r.outcome.value(u"successor"_s)}};
    if (!candidates.isEmpty()) {
        Candidate heir = candidates.first();
        if (const QString wanted = step.value(u"successor"_s).toString(); !wanted.isEmpty()) {
            const auto it = std::find_if(candidates.cbegin(), candidates.cend(), [&](const Candidate &c) {
                return c.general.compare(wanted, Qt::CaseInsensitive) == 0
                       || (!c.attached && c.army.name.compare(wanted, Qt::CaseInsensitive) == 0);
            });
            if (it == candidates.cend()) {
                QStringList names;
                for (const Candidate &c : std::as_const(candidates))
                    names << tr("%1 (%2)").arg(c.general, c.army.name);
                throw Failure::badInput(tr("\"%1\" is not one of %2's generals: %3.").arg(wanted, side.name, names.join(u", "_s)));
            }
            heir = *it;
        }
        if (heir.attached) {
            // The sub-general takes the army's command; a commander he displaces rides on as a sub-general.
            QStringList subs = subGeneralsOf(heir.army);
            subs.removeAll(heir.general);
            if (heir.army.hasGeneral())
                subs << heir.army.general;
            heir.army.attributes.insert(u"sub_generals"_s, QJsonArray::fromStringList(subs));
            heir.army.general = heir.general;
        }
        heir.army.ruler = true;
        change.armies << heir.army;
        change.publicText = tr("%1 succeeds as %2's C-in-C (%3)").arg(heir.general, side.name, kingsRef);
        outcome.insert(u"heir"_s, heir.general);
    } else {
        const QString capital = DbaTreasury(m_campaign).capital(side.name);
        change.publicText = tr("%1 has no general left to succeed: a new one appears in its capital%2 at the start of "
                               "next season (%3)")
                                .arg(side.name, capital.isEmpty() ? QString() : u" ("_s + capital + u")"_s, kingsRef);
    }
    commit(change);
    const QStringList freed = freeVassalsOf(side.name);
    outcome.insert(u"vassals_freed"_s, QJsonArray::fromStringList(freed));
    return outcome;
}

QJsonObject DbaUmpire::subGeneral(const QJsonObject &step)
{
    const QString subRef = u"DBA campaign, Sub-generals"_s;
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    m_workingSide = army.sideId;
    const QString name = step.value(u"general"_s).toString().trimmed();
    if (name.isEmpty())
        throw Failure::badInput(tr("Name the new sub-general (\"general\")."));
    m_workingFor = army.name;
    const ProcedureResult r = resolve(u"dba.sub-general"_s,
                                      {{u"won_on_table"_s, step.value(u"won_on_table"_s).toBool(true)},
                                       {u"major_participant"_s, step.value(u"major_participant"_s).toBool(true)},
                                       {u"eligible_element"_s, step.value(u"eligible_element"_s).toBool(true)}},
                                      {});
    if (!r.outcome.value(u"may_promote"_s).toBool())
        throw Failure::badInput(tr("A sub-general is won only by winning a battle fought on the table as its main "
                                   "participant (%1).")
                                    .arg(subRef));
    DbaArmies::Change change;
    change.privateSide = army.sideId;
    change.publicText = secretText();
    const QJsonArray split = step.value(u"split"_s).toArray();
    if (split.isEmpty()) {
        QStringList subs = subGeneralsOf(army);
        subs << name;
        army.attributes.insert(u"sub_generals"_s, QJsonArray::fromStringList(subs));
        change.armies << army;
        change.privateText = tr("%1 becomes a sub-general with %2 (%3)").arg(name, army.name, subRef);
        commit(change);
        return {{u"sub_generals"_s, QJsonArray::fromStringList(subs)}};
    }
    // The army splits: the sub-general leads the elements named into a new army of their own.
    for (const QJsonValue &v : split) {
        const qsizetype at = army.elements.indexOf(v.toString().trimmed().toLower());
        if (at < 0)
            throw Failure::badInput(tr("%1 has no %2 element to give the new army (it has %3).")
                                        .arg(army.name, v.toString(), army.elements.join(u", "_s)));
        army.elements.removeAt(at);
    }
    if (army.elements.isEmpty())
        throw Failure::badInput(tr("Leave %1 at least one element: a split makes two armies.").arg(army.name));
    const QString newName = step.value(u"new_army"_s).toString(tr("%1's army").arg(name));
    this->army(QJsonObject{{u"side"_s, army.sideName}, {u"name"_s, newName}, {u"at"_s, army.location},
                           {u"general"_s, name}, {u"elements"_s, split}});
    change.armies << army;
    QStringList moved;
    for (const QJsonValue &v : split)
        moved << v.toString();
    change.privateText = tr("%1 becomes a sub-general and leads %2 out of %3 as %4 (%5)")
                             .arg(name, moved.join(u", "_s), army.name, newName, subRef);
    commit(change);
    return {{u"new_army"_s, newName}, {u"elements"_s, int(army.elements.size())}};
}

QJsonObject DbaUmpire::contingent(const QJsonObject &step)
{
    const QString ref = u"DBA campaign, VASSALS & OVERLORDS"_s;
    DbaArmy army = m_armies.byName(step.value(u"army"_s).toString());
    const QString overlord = DbaRelations(m_campaign).overlordOf(army.sideName);
    if (overlord.isEmpty())
        throw Failure::badInput(tr("%1 is nobody's vassal (a relation step records it), so it owes no contingent (%2).")
                                    .arg(army.sideName, ref));
    const int half = army.count(u"psiloi"_s) + army.count(u"hd"_s);
    const int ee = (2 * int(army.elements.size()) - half) / 2; // naval elements count, half elements half, whole EE
    m_workingFor = army.name;
    const ProcedureResult r = resolve(u"dba.vassal-contingent"_s,
                                      {{u"requested_ee"_s, step.value(u"requested_ee"_s).toInt()}, {u"sent_ee"_s, ee}}, {});
    const bool complies = r.outcome.value(u"complies"_s).toBool();
    army.attributes.insert(u"serving"_s, overlord);
    army.attributes.insert(u"serving_turn"_s, CampaignReader(m_campaign.database()).clock().turn);
    DbaArmies::Change change;
    change.armies << army;
    change.publicText = tr("%1 sends %2 to serve %3 this season: %4 EE, %5 (%6)")
                            .arg(army.sideName, army.name, overlord)
                            .arg(ee)
                            .arg(complies ? tr("what is owed") : tr("less than is owed (%1 EE)").arg(r.outcome.value(u"minimum_ee"_s).toInt()),
                                 ref);
    commit(change);
    fate(step, tr("Carried out: %1 serves %2 this season").arg(army.name, overlord), true);
    return {{u"complies"_s, complies}, {u"sent_ee"_s, ee}, {u"minimum_ee"_s, r.outcome.value(u"minimum_ee"_s)}};
}

QStringList DbaUmpire::freeVassalsOf(const QString &king)
{
    // Vassalage was owed to the dead man: each vassal is free until it swears again (a relation step).
    ActionWriter writer(m_campaign.log());
    QStringList freed;
    for (const Side &s : CampaignReader(m_campaign.database()).sides()) {
        if (s.attributes.value(u"overlord"_s).toString() != king)
            continue;
        QJsonObject a = s.attributes;
        a.remove(u"overlord"_s);
        updateSide(writer, s.id, a);
        freed << s.name;
    }
    if (!freed.isEmpty()) {
        ActionDraft draft;
        draft.kind = u"dba.relation"_s;
        draft.actor = u"umpire"_s;
        draft.publicText = tr("Vassalage to %1's dead king lapses: %2 (DBA campaign, OF KINGS AND THINGS)")
                               .arg(king, freed.join(u", "_s));
        m_seqs.append(writer.commit(draft));
    }
    return freed;
}

QJsonObject DbaUmpire::relation(const QJsonObject &step)
{
    CampaignReader reader(m_campaign.database());
    const Side side = reader.sideByName(step.value(u"side"_s).toString());
    const Side other = reader.sideByName(step.value(u"with"_s).toString());
    if (side.id == other.id)
        throw Failure::badInput(tr("A nation is neither its own ally nor its own vassal."));
    const QString kind = step.value(u"kind"_s).toString();
    QJsonObject a = side.attributes, b = other.attributes;
    const auto setAlly = [](QJsonObject &o, const QString &name, bool on) {
        QStringList allies;
        for (const QJsonValue &v : o.value(u"allies"_s).toArray())
            if (v.toString() != name)
                allies << v.toString();
        if (on)
            allies << name;
        if (allies.isEmpty())
            o.remove(u"allies"_s);
        else
            o.insert(u"allies"_s, QJsonArray::fromStringList(allies));
    };
    QString text;
    if (kind == u"ally"_s) {
        setAlly(a, other.name, true);
        setAlly(b, side.name, true);
        text = tr("%1 and %2 are allies (DBA campaign, PROVINCES)").arg(side.name, other.name);
    } else if (kind == u"vassal"_s) {
        if (b.value(u"overlord"_s).toString() == side.name)
            throw Failure::badInput(tr("%1 is already %2's vassal; end that first (\"kind\": \"none\").").arg(other.name, side.name));
        a.insert(u"overlord"_s, other.name);
        text = tr("%1 becomes a vassal of %2 (DBA campaign, VASSALS & OVERLORDS)").arg(side.name, other.name);
    } else if (kind == u"none"_s) {
        setAlly(a, other.name, false);
        setAlly(b, side.name, false);
        if (a.value(u"overlord"_s).toString() == other.name)
            a.remove(u"overlord"_s);
        if (b.value(u"overlord"_s).toString() == side.name)
            b.remove(u"overlord"_s);
        text = tr("%1 and %2 are neither allies nor vassal and overlord").arg(side.name, other.name);
    } else {
        throw Failure::badInput(tr("\"kind\" is ally, vassal (the side becomes the vassal of \"with\") or none."));
    }
    ActionWriter writer(m_campaign.log());
    updateSide(writer, side.id, a);
    updateSide(writer, other.id, b);
    ActionDraft draft;
    draft.kind = u"dba.relation"_s;
    draft.actor = u"umpire"_s;
    draft.publicText = text;
    if (step.value(u"secret"_s).toBool()) {
        // A secret understanding: the world learns only that the umpire noted one.
        draft.publicText = tr("The umpire notes an understanding between nations, known to the umpire");
        draft.privateText = text;
        draft.audience = Audience::Referee;
    }
    m_seqs.append(writer.commit(draft));
    return {{u"overlord"_s, DbaRelations(m_campaign).overlordOf(side.name)},
            {u"allies"_s, QJsonArray::fromStringList(DbaRelations(m_campaign).alliesOf(side.name))}};
}

} // namespace Reeve
