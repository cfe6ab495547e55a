#include "games/sas/sasboard.h"

#include <algorithm>

#include <QHash>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasbank.h"
#include "games/sas/sascommon.h"
#include "log/actionwriter.h"
#include "util/failure.h"

// The cargo half of SasBoard: which armies its fleets carry, alone or together (Swords & Sails, phase 4).
namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

QStringList cargoList(const QString &text)
{
    return text.split(u", "_s, Qt::SkipEmptyParts);
}

/// The fleets grouped by the armies they carry together (\a cargo: fleet id → its armies): fleets
/// sharing an army are one group, through each other's armies. Fleets carrying nothing are left out.
QList<QList<Unit>> cargoGroups(const QList<Unit> &fleets, const QHash<qint64, QStringList> &cargo)
{
    QList<QList<Unit>> groups;
    QList<QSet<QString>> armies;
    for (const Unit &f : fleets) {
        const QStringList mine = cargo.value(f.id);
        if (mine.isEmpty())
            continue;
        QList<Unit> group{f};
        QSet<QString> names(mine.cbegin(), mine.cend());
        for (qsizetype i = groups.size() - 1; i >= 0; --i) { // merge every group sharing an army with it
            if (!armies.at(i).intersects(names))
                continue;
            group += groups.takeAt(i);
            names.unite(armies.takeAt(i));
        }
        groups << group;
        armies << names;
    }
    return groups;
}

QHash<qint64, QStringList> currentCargo(const QList<Unit> &fleets)
{
    QHash<qint64, QStringList> cargo;
    for (const Unit &f : fleets)
        cargo.insert(f.id, cargoList(f.attributes.value(u"cargo"_s).toString()));
    return cargo;
}

} // namespace

QString SasBoard::shownCargo(const Unit &fleet)
{
    QStringList names;
    const QList<Unit> armies = forces(fleet.sideId, QString::fromLatin1(kArmy));
    for (const QString &stored : cargoList(fleet.attributes.value(u"cargo"_s).toString())) {
        const auto army = std::find_if(armies.cbegin(), armies.cend(),
                                       [&](const Unit &u) { return u.name == stored; });
        names << (army == armies.cend() ? stored : shownName(*army));
    }
    return names.join(u", "_s);
}

QList<Unit> SasBoard::carriers(const Unit &fleet)
{
    const QList<Unit> fleets = forces(fleet.sideId, QString::fromLatin1(kFleet));
    for (QList<Unit> group : cargoGroups(fleets, currentCargo(fleets))) {
        for (qsizetype i = 0; i < group.size(); ++i) {
            if (group.at(i).id != fleet.id)
                continue;
            group.move(i, 0);
            return group;
        }
    }
    return {fleet};
}

qint64 SasBoard::setCargo(qint64 sideId, int fleetNumber, const QStringList &armies,
                          const QString &raiderReading, const QList<int> &together)
{
    QList<Unit> loaded{force(sideId, QString::fromLatin1(kFleet), fleetNumber)};
    for (int n : together) {
        const Unit f = force(sideId, QString::fromLatin1(kFleet), n);
        if (std::none_of(loaded.cbegin(), loaded.cend(), [&](const Unit &u) { return u.id == f.id; }))
            loaded << f;
    }
    QStringList names; // as stored, the cargo's data (English)
    QStringList shown; // as the reader names them, for the lines (looked up before them: moveForce)
    for (const QString &a : armies) {
        bool ok = false;
        const QString word = a.trimmed().section(u' ', -1);
        int n = word.toInt(&ok);
        if (!ok)
            n = int(QStringList{u"I"_s, u"II"_s, u"III"_s, u"IV"_s, u"V"_s}.indexOf(word.toUpper())) + 1;
        const Unit army = force(sideId, QString::fromLatin1(kArmy), n);
        names << army.name;
        shown << shownName(army);
    }
    const QList<Unit> fleets = forces(sideId, QString::fromLatin1(kFleet));
    QHash<qint64, QStringList> cargo = currentCargo(fleets);
    QStringList fleetNames;
    for (const Unit &f : loaded) {
        cargo.insert(f.id, names);
        fleetNames << shownName(f);
    }
    for (const QList<Unit> &group : cargoGroups(fleets, cargo)) // every load the change touches still fits
        checkCarry(group, cargo, raiderReading);
    ActionWriter writer(m_campaign.log());
    for (const Unit &f : loaded) {
        QJsonObject attributes = f.attributes;
        if (names.isEmpty())
            attributes.remove(u"cargo"_s);
        else
            attributes.insert(u"cargo"_s, names.join(u", "_s));
        writer.update(u"units"_s, {{u"id"_s, f.id}}, {{u"attributes"_s, jsonText(attributes)}});
    }
    const QString owner = CampaignReader(m_campaign.database()).side(sideId).name;
    const QString which = fleetNames.join(tr(" and "));
    return commit(writer, u"sas.cargo"_s,
                  (loaded.size() > 1 ? tr("%1 records what %2 carry") : tr("%1 records what %2 carries"))
                          .arg(owner, which),
                  names.isEmpty() ? tr("%1 carries nothing").arg(which)
                                  : (loaded.size() > 1 ? tr("%1 carry %2 together") : tr("%1 carries %2"))
                                            .arg(which, shown.join(u", "_s)),
                  sideId);
}

void SasBoard::checkCarry(const QList<Unit> &group, const QHash<qint64, QStringList> &cargo,
                          const QString &raiderReading)
{
    // Phase 4: several fleets may carry one or more armies together; the limit holds across all the
    // units carried. Fleets sharing an army are one group: their ships' capacity against all their armies.
    QSet<QString> armies;
    QMap<QString, int> ships;
    QStringList fleetNames;
    for (const Unit &f : group) {
        if (f.locationId != group.first().locationId)
            throw Failure::badInput(
                    tr("%1 and %2 would carry an army together but stand in %3 and %4: fleets "
                       "carrying one army stand together (Swords & Sails, phase 4).")
                            .arg(shownName(group.first()), shownName(f), group.first().locationId,
                                 f.locationId));
        const QStringList theirs = cargo.value(f.id);
        armies.unite(QSet<QString>(theirs.cbegin(), theirs.cend()));
        for (auto [label, count] : counts(f).asKeyValueRange())
            ships[label] += count;
        fleetNames << shownName(f);
    }
    int aboard = 0;
    QStringList armyNames;
    for (const Unit &army : forces(group.first().sideId, QString::fromLatin1(kArmy))) {
        if (!armies.contains(army.name))
            continue;
        armyNames << shownName(army);
        for (int c : counts(army))
            aboard += c;
    }
    QJsonObject inputs{{u"army_units"_s, aboard}, {u"raider_carry"_s, raiderReading}};
    for (auto [label, count] : ships.asKeyValueRange())
        inputs.insert(label.toLower(), count);
    const ProcedureResult r = SasBank::run(m_campaign, u"sas.carry-check"_s, inputs);
    if (!r.outcome.value(u"fits"_s).toBool())
        throw Failure::badInput(
                tr("%1 army units (%2) do not fit in the capacity of %3 of %4 (raider reading: %5; "
                   "Swords & Sails, phase 4).")
                        .arg(aboard)
                        .arg(armyNames.join(u", "_s))
                        .arg(r.outcome.value(u"capacity"_s).toInt())
                        .arg(fleetNames.join(tr(" and ")), raiderReading));
}

} // namespace Reeve::Sas
