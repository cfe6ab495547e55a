// Shipwreck (DbaUmpire, continued): after a storm, the land elements the surviving ships cannot carry are
// shipwrecked, forced ashore on a friendly coast or else lost at sea (DBA campaign, Storms; spaces as in
// Transporting Troops on Naval Elements). The rule does not say which elements go: those the umpire names,
// else Reeve's reading, the owner's order of loss (baggage first, then in turn from each army aboard, each in
// its listed order, a general's own element last). Nor can the desk tell which coast the fleet was off when
// the storm struck: the umpire names it ("ashore"), else the excess is lost at sea.
#include "dbaumpire.h"

#include <algorithm>

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbarelations.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

const QString WreckRef = u"DBA campaign, Storms"_s;

/// Half spaces an element takes aboard (Transporting Troops on Naval Elements): psiloi 1, light horse 3 (1
/// once it has lost its horses), other mounted 4 (2), ships none, any other land element 2.
int halvesOf(const QString &code, bool unhorsed)
{
    const QString type = DbaArmy::parseElement(code).first;
    if (type == u"naval"_s)
        return 0;
    if (type == u"ps"_s)
        return 1;
    if (type == u"lh"_s)
        return unhorsed ? 1 : 3;
    if (DbaArmy::isMounted(code))
        return unhorsed ? 2 : 4;
    return 2;
}

/// "Army: code" or "code" (from the first army aboard that has it).
std::pair<QString, QString> splitEntry(const QString &entry)
{
    const qsizetype colon = entry.lastIndexOf(u':');
    if (colon <= 0)
        return {QString(), entry.trimmed().toLower()};
    return {entry.left(colon).trimmed(), entry.mid(colon + 1).trimmed().toLower()};
}

/// The element a general rides in: recorded ("general_element"), else the last listed; -1 without one.
int ownElement(const DbaArmy &a)
{
    if (!a.hasGeneral() || a.elements.isEmpty())
        return -1;
    const int at = int(a.elements.lastIndexOf(a.attributes.value(u"general_element"_s).toString()));
    return a.attributes.contains(u"general_element"_s) && at >= 0 ? at : int(a.elements.size()) - 1;
}

} // namespace

void DbaUmpire::requireWreckFields(const QJsonObject &step, const QString &side, const QList<DbaArmy> &carried)
{
    const QString ashore = step.value(u"ashore"_s).toString();
    if (!ashore.isEmpty()) {
        const QJsonObject there = province(ashore);
        if (!there.value(u"coastal"_s).toBool(true)
            || !DbaRelations(m_campaign).friendly(side, there.value(u"owner"_s).toString()))
            refuse(tr("shipwrecked elements are forced ashore only in a friendly coastal province, and %1 is "
                      "not "
                      "one for %2: name one, or leave it empty for those lost at sea (%3)")
                           .arg(ashore, side, WreckRef));
    }
    for (const QJsonValue &v : step.value(u"wrecked"_s).toArray()) {
        const auto [army, code] = splitEntry(v.toString());
        const bool found = std::any_of(carried.begin(), carried.end(), [&](const DbaArmy &a) {
            return (army.isEmpty() || a.name == army)
                   && (a.elements.contains(code)
                       || (code == u"baggage"_s && a.attributes.value(u"baggage"_s).toInt() > 0)
                       || (code == u"supply"_s && a.supply > 0));
        });
        if (!found)
            refuse(tr("%1 names no element of an army aboard: write \"Army: code\" or a code such as sp/o, "
                      "or baggage, or supply (%2)")
                           .arg(v.toString(), WreckRef));
    }
}

void DbaUmpire::shipwreck(const QJsonObject &step, const QList<DbaArmy *> &forces,
                          const QList<QList<bool>> &unhorsed, int lackHalves, QStringList &notes)
{
    m_wreck = Wreck{};
    m_wreck.ashore = step.value(u"ashore"_s).toString();
    // Each pick: (force, element index), or element -1 for one of its baggage elements, -3 for a supply unit
    // (taking a space unless supply_space is none).
    QList<std::pair<int, int>> picks;
    QList<int> baggageLeft(forces.size(), 0), supplyLeft(forces.size(), 0);
    for (int f = 0; f < forces.size(); ++f) {
        const bool army = forces.at(f)->type == u"army"_s;
        baggageLeft[f] = army ? forces.at(f)->attributes.value(u"baggage"_s).toInt() : 0;
        supplyLeft[f] = army && m_supplySpace != u"none"_s ? forces.at(f)->supply : 0;
    }
    const auto taken = [&](int f, int e) {
        return std::find(picks.begin(), picks.end(), std::pair{f, e}) != picks.end();
    };
    int freed = 0;
    const auto pick = [&](int f, int e) {
        if (freed >= lackHalves)
            return;
        picks.append({f, e});
        if (e == -3) {
            --supplyLeft[f];
            freed += 2;
        } else if (e < 0) {
            --baggageLeft[f];
            freed += 3;
        } else {
            freed += halvesOf(forces.at(f)->elements.at(e), unhorsed.at(f).value(e));
        }
    };
    for (const QJsonValue &v : step.value(u"wrecked"_s).toArray()) {
        const auto [army, code] = splitEntry(v.toString());
        for (int f = 0; f < forces.size(); ++f) {
            const DbaArmy &a = *forces.at(f);
            if (a.type != u"army"_s || (!army.isEmpty() && a.name != army))
                continue;
            int e = -2;
            if (code == u"baggage"_s && baggageLeft.at(f) > 0)
                e = -1;
            else if (code == u"supply"_s && supplyLeft.at(f) > 0)
                e = -3;
            for (int i = 0; i < a.elements.size() && e == -2; ++i)
                if (a.elements.at(i) == code && !taken(f, i))
                    e = i;
            if (e != -2) {
                pick(f, e);
                break;
            }
        }
    }
    m_wreck.reading = picks.isEmpty() ? u"listed"_s : u"named"_s;
    // The rest as the owner gives them up: baggage, supply, then in turn from each army in its listed order.
    for (int f = 0; f < forces.size(); ++f)
        while (baggageLeft.at(f) > 0 && freed < lackHalves)
            pick(f, -1);
    for (int f = 0; f < forces.size(); ++f)
        while (supplyLeft.at(f) > 0 && freed < lackHalves)
            pick(f, -3);
    QList<QList<int>> orders(forces.size());
    int longest = 0;
    for (int f = 0; f < forces.size(); ++f) {
        if (forces.at(f)->type != u"army"_s)
            continue;
        const int own = ownElement(*forces.at(f));
        for (int i = 0; i < forces.at(f)->elements.size(); ++i)
            if (i != own)
                orders[f] << i;
        if (own >= 0)
            orders[f] << own;
        longest = qMax(longest, int(orders.at(f).size()));
    }
    for (int depth = 0; depth < longest && freed < lackHalves; ++depth)
        for (int f = 0; f < forces.size(); ++f)
            if (depth < orders.at(f).size() && !taken(f, orders.at(f).at(depth))
                && halvesOf(forces.at(f)->elements.at(orders.at(f).at(depth)), false) > 0)
                pick(f, orders.at(f).at(depth));
    // Taken off each army; wholly wrecked armies go ashore as they are, or are lost with all they carry.
    for (int f = 0; f < forces.size(); ++f) {
        DbaArmy &a = *forces.at(f);
        QList<int> at;
        int baggage = 0, supply = 0;
        for (const auto &[pf, e] : std::as_const(picks)) {
            if (pf != f)
                continue;
            if (e == -3)
                ++supply;
            else if (e < 0)
                ++baggage;
            else
                at << e;
        }
        if (at.isEmpty() && baggage == 0 && supply == 0)
            continue;
        std::sort(at.begin(), at.end(), std::greater<int>());
        QStringList codes;
        for (int i : at)
            codes.prepend(a.elements.takeAt(i));
        a.attributes.insert(u"baggage"_s, a.attributes.value(u"baggage"_s).toInt() - baggage);
        if (a.attributes.value(u"baggage"_s).toInt() <= 0)
            a.attributes.remove(u"baggage"_s);
        a.supply -= supply;
        const bool whole = a.elements.isEmpty() && a.attributes.value(u"baggage"_s).toInt() == 0
                           && a.supply == 0;
        const QString fate = m_wreck.ashore.isEmpty() ? u"lost"_s : u"ashore"_s;
        QJsonObject entry{{u"army"_s, a.name},
                          {u"elements"_s, QJsonArray::fromStringList(codes)},
                          {u"baggage"_s, baggage},
                          {u"fate"_s, fate},
                          {u"whole"_s, whole}};
        if (supply > 0)
            entry.insert(u"supply"_s, supply);
        if (!m_wreck.ashore.isEmpty())
            entry.insert(u"at"_s, m_wreck.ashore);
        m_wreck.entries.append(entry);
        QStringList what = codes;
        if (baggage > 0)
            what << tr("%1 baggage element(s)").arg(baggage);
        if (supply > 0)
            what << tr("%1 supply unit(s)").arg(supply);
        if (whole) {
            m_wreck.whole << a.unitId;
            if (!m_wreck.ashore.isEmpty()) {
                a.elements = codes; // the army comes ashore as it is, off the voyage
                a.supply = supply;
                a.attributes.insert(u"baggage"_s, baggage);
                if (baggage == 0)
                    a.attributes.remove(u"baggage"_s);
            }
            notes << (m_wreck.ashore.isEmpty()
                              ? tr("%1 is shipwrecked and lost at sea with all it carries (%2)%3")
                                        .arg(a.name, what.join(u", "_s),
                                             a.hasGeneral() ? tr("; %1 is lost with it").arg(a.general)
                                                            : QString())
                              : tr("%1 is shipwrecked and forced ashore in %2 (%3)")
                                        .arg(a.name, m_wreck.ashore, what.join(u", "_s)));
            continue;
        }
        if (m_wreck.ashore.isEmpty()) {
            notes << tr("%1 of %2 are shipwrecked and lost at sea").arg(what.join(u", "_s), a.name);
            continue;
        }
        DbaArmy formed;
        formed.sideId = a.sideId;
        formed.sideName = a.sideName;
        formed.type = u"army"_s;
        formed.location = m_wreck.ashore;
        formed.elements = codes;
        formed.supply = supply;
        for (const QString &key : {u"moves_turn"_s, u"moves_used"_s}) // the moves spent before it sailed
            if (a.attributes.contains(key))
                formed.attributes.insert(key, a.attributes.value(key));
        formed.name = tr("%1 (shipwrecked)").arg(a.name);
        if (baggage > 0)
            formed.attributes.insert(u"baggage"_s, baggage);
        m_wreck.formed << formed;
        notes << tr("%1 of %2 are shipwrecked and forced ashore in %3, as %4 without a general")
                         .arg(what.join(u", "_s), a.name, m_wreck.ashore, formed.name);
    }
    notes << (m_wreck.reading == u"named"_s
                      ? tr("the elements shipwrecked are those the umpire named, then as the owner gives "
                           "them up "
                           "(%1)")
                                .arg(WreckRef)
                      : tr("the rule does not say which elements are shipwrecked: Reeve takes them as the "
                           "owner "
                           "gives them up, baggage first, then in turn from each army aboard in its listed "
                           "order, a general's own element last; the umpire may name them (\"wrecked\"; %1)")
                                .arg(WreckRef));
}

void DbaUmpire::writeWreck(DbaArmies::Change &change)
{
    for (DbaArmy &a : change.armies) {
        if (a.type == u"fleet"_s && a.elements.isEmpty()) {
            change.destroyed << a.unitId; // every ship sank: the fleet is lost
            continue;
        }
        if (!m_wreck.whole.contains(a.unitId))
            continue;
        if (m_wreck.ashore.isEmpty()) {
            change.destroyed << a.unitId;
            continue;
        }
        a.location = m_wreck.ashore;
        a.attributes.remove(u"voyage"_s);
        a.attributes.remove(u"landed"_s);
    }
    const QList<DbaArmy> all = m_armies.all();
    for (DbaArmy formed : std::as_const(m_wreck.formed)) {
        QString name = formed.name;
        for (int n = 2; std::any_of(all.begin(), all.end(), [&](const DbaArmy &o) { return o.name == name; });
             ++n)
            name = tr("%1 %2").arg(formed.name).arg(n);
        formed.name = name;
        change.created << formed;
    }
}

} // namespace Reeve
