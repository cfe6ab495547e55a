#include "sasorders.h"

#include <QRegularExpression>
#include <QSet>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/sas/sasbank.h"
#include "games/sas/sasboard.h"
#include "games/sas/sasborders.h"
#include "games/sas/sascommon.h"
#include "util/failure.h"

namespace Reeve::Sas {

using namespace Qt::StringLiterals;

namespace {

/// "Army II" / "fleet 2" → {"army", 2}; number 0 when it does not read as a force.
std::pair<QString, int> parseForce(const QString &text)
{
    static const QRegularExpression re(u"^\\s*(army|fleet)\\s+([IVX]+|[1-5])\\s*$"_s,
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return {QString(), 0};
    static const QStringList numerals{u"I"_s, u"II"_s, u"III"_s, u"IV"_s, u"V"_s};
    const QString n = m.captured(2).toUpper();
    const int number = numerals.contains(n) ? int(numerals.indexOf(n)) + 1 : n.toInt();
    return {m.captured(1).toLower(), number};
}

int unitTotal(const QMap<QString, int> &counts)
{
    int n = 0;
    for (int v : counts)
        n += v;
    return n;
}

} // namespace

SasOrders::SasOrders(Campaign &campaign)
    : m_campaign(campaign)
{ }

const QStringList &SasOrders::commands()
{
    static const QStringList list{u"move"_s,   u"attack"_s, u"defend"_s, u"support"_s, u"load"_s,
                                  u"unload"_s, u"dock"_s,   u"merge"_s,  u"transfer"_s};
    return list;
}

QList<OrderItem> SasOrders::check(qint64 sideId, const QStringList &lines, const QString &raiderReading)
{
    if (raiderReading != u"table"_s && raiderReading != u"prose"_s)
        throw Failure::badInput(tr("The raider reading is table or prose (got \"%1\").").arg(raiderReading));
    QList<OrderItem> items;
    QStringList seen;
    QList<QStringList> loads;
    for (const QString &line : lines)
        if (!line.trimmed().isEmpty())
            items << checkLine(sideId, line.trimmed(), int(items.size()) + 1, raiderReading, seen, loads);
    if (items.isEmpty())
        throw Failure::badInput(tr("Write at least one order, e.g. \"Army I: attack Flanders\"."));
    checkLoads(sideId, loads, raiderReading);
    return items;
}

OrderItem SasOrders::checkLine(qint64 sideId, const QString &line, int number, const QString &raiderReading,
                               QStringList &seen, QList<QStringList> &loads)
{
    const qsizetype colon = line.indexOf(u':');
    const auto [type, n] = parseForce(colon > 0 ? line.left(colon) : QString());
    if (n == 0)
        throw Failure::badInput(
                tr("\"%1\": start each order with the army or fleet, e.g. \"Army II: move Kent\".").arg(line));
    const Unit force = SasBoard(m_campaign).force(sideId, type, n); // refuses a force the side does not have
    if (seen.contains(force.name))
        throw Failure::badInput(
                tr("%1 has two order lines; write its commands on one line.").arg(SasBoard::shownName(force)));
    seen << force.name;
    QString rest = line.mid(colon + 1).trimmed();
    QString against; // phase 4: an attack may be written against one faction only
    const qsizetype vs = rest.indexOf(u" against "_s, 0, Qt::CaseInsensitive);
    if (vs >= 0) {
        const QString named = rest.mid(vs + 9).trimmed();
        const Side enemy = CampaignReader(m_campaign.database()).sideByName(named); // refuses an unknown side
        if (enemy.id == sideId)
            throw Failure::badInput(tr("\"%1\": an attack is against another faction (Swords & Sails, phase 4).").arg(line));
        against = enemy.name;
        rest = rest.left(vs).trimmed();
    }
    QStringList with;
    const qsizetype at = rest.indexOf(u" with "_s, 0, Qt::CaseInsensitive);
    if (at >= 0) {
        with = rest.mid(at + 6).split(u',', Qt::SkipEmptyParts);
        rest = rest.left(at).trimmed();
    }
    QStringList verbs;
    QString destination = rest;
    static const QRegularExpression lead(u"^([a-z]+)\\s*(\\+\\s*|,\\s*|\\s+|$)"_s,
                                         QRegularExpression::CaseInsensitiveOption);
    for (QRegularExpressionMatch m = lead.match(destination);
         m.hasMatch() && commands().contains(m.captured(1).toLower()); m = lead.match(destination)) {
        verbs << m.captured(1).toLower();
        destination = destination.mid(m.capturedLength()).trimmed();
    }
    if (verbs.isEmpty())
        throw Failure::badInput(tr("\"%1\": no command; use %2 (Swords & Sails, phase 4).")
                                        .arg(line, commands().join(u", "_s)));
    if (destination.startsWith(u"to "_s, Qt::CaseInsensitive))
        destination = destination.mid(3).trimmed();
    const bool needsPlace = verbs.contains(u"move"_s) || verbs.contains(u"attack"_s);
    if (needsPlace && destination.isEmpty())
        throw Failure::badInput(
                tr("\"%1\": a move or attack needs the territory or sea zone it ends in.").arg(line));
    if (!destination.isEmpty()) {
        const Location place = CampaignReader(m_campaign.database())
                                       .location(destination); // refuses an unknown place
        if (place.attributes.value(u"closed"_s).toBool())
            throw Failure::badInput(
                    tr("\"%1\": %2 belongs to a faction nobody plays, so no order takes a force there "
                       "(Swords & Sails, setup).")
                            .arg(line, place.id));
        // Phase 4: forces go to a neighbouring place, an army aboard a fleet beyond it (load, unload);
        // read from the borders the referee recorded, where there are any (SasBorders).
        const bool aboard = type == QLatin1StringView(kArmy)
                            && (verbs.contains(u"load"_s) || verbs.contains(u"unload"_s));
        const Location from = CampaignReader(m_campaign.database()).location(force.locationId);
        if (needsPlace && !aboard && SasBorders::border(from, place) == false)
            throw Failure::badInput(tr("\"%1\": %2 does not border %3, where %4 stands: a force moves to a "
                                       "neighbouring territory or sea zone (Swords & Sails, phase 4).")
                                            .arg(line, place.id, from.id, SasBoard::shownName(force)));
    }
    if (!against.isEmpty() && !verbs.contains(u"attack"_s))
        throw Failure::badInput(tr("\"%1\": \"against\" names the faction of an attack order (Swords & Sails, phase 4).")
                                        .arg(line));
    if (verbs.contains(u"load"_s)) {
        checkLoad(sideId, type, n, with, raiderReading);
        QStringList group{force.name};
        for (const QString &w : with) {
            const auto [t, wn] = parseForce(w);
            group << SasBoard(m_campaign).force(sideId, t, wn).name;
        }
        loads << group;
    }
    QString text = force.name + u": "_s + verbs.join(u" + "_s);
    if (!destination.isEmpty())
        text += u" "_s + destination;
    if (!with.isEmpty()) {
        QStringList names;
        for (const QString &w : with)
            names << w.trimmed();
        text += u" with "_s + names.join(u", "_s);
    }
    if (!against.isEmpty())
        text += u" against "_s + against;
    OrderItem item;
    item.number = number;
    item.text = text;
    return item;
}

void SasOrders::checkLoad(qint64 sideId, const QString &type, int number, const QStringList &with,
                          const QString &)
{
    // The pairing only: the carry limit is checked over every load line together (checkLoads), since
    // several fleets may carry one army between them (phase 4).
    SasBoard board(m_campaign);
    const QString other = type == QLatin1StringView(kFleet) ? QString::fromLatin1(kArmy)
                                                            : QString::fromLatin1(kFleet);
    if (with.isEmpty())
        throw Failure::badInput(tr("A load order names what it takes aboard: \"... load with %1 I\".")
                                        .arg(other == QLatin1StringView(kArmy) ? tr("Army") : tr("Fleet")));
    board.force(sideId, type, number);
    for (const QString &w : with) {
        const auto [t, n] = parseForce(w);
        if (t != other)
            throw Failure::badInput(
                    tr("\"%1\" is not a %2 (load pairs armies with fleets).").arg(w.trimmed(), other));
        board.force(sideId, t, n);
    }
}

void SasOrders::checkLoads(qint64 sideId, const QList<QStringList> &loads, const QString &raiderReading)
{
    // Phase 4: the carry limit holds across all the units carried. Load lines that share a fleet or an
    // army form one group, whose armies must fit in the capacity of all its fleets together.
    QList<QSet<QString>> groups;
    for (const QStringList &load : loads) {
        QSet<QString> merged(load.cbegin(), load.cend());
        for (qsizetype i = groups.size() - 1; i >= 0; --i) {
            if (groups.at(i).intersects(merged)) {
                merged.unite(groups.at(i));
                groups.removeAt(i);
            }
        }
        groups << merged;
    }
    SasBoard board(m_campaign);
    for (const QSet<QString> &group : groups) {
        QMap<QString, int> ships;
        int aboard = 0;
        QStringList names;
        for (const Unit &u : board.forces(sideId)) {
            if (!group.contains(u.name))
                continue;
            names << SasBoard::shownName(u);
            if (u.type == QLatin1StringView(kFleet))
                for (auto [label, count] : SasBoard::counts(u).asKeyValueRange())
                    ships[label] += count;
            else
                aboard += unitTotal(SasBoard::counts(u));
        }
        QJsonObject inputs{{u"army_units"_s, aboard}, {u"raider_carry"_s, raiderReading}};
        for (auto it = ships.cbegin(); it != ships.cend(); ++it)
            inputs.insert(it.key().toLower(), it.value());
        const ProcedureResult r = SasBank::run(m_campaign, u"sas.carry-check"_s, inputs);
        if (!r.outcome.value(u"fits"_s).toBool())
            throw Failure::badInput(
                    tr("The load orders of %1 put %2 army units on a carrying capacity of %3: the limit holds "
                       "across every unit carried, over all the order lines (raider reading: %4; Swords & "
                       "Sails, phase 4).")
                            .arg(names.join(u", "_s))
                            .arg(aboard)
                            .arg(r.outcome.value(u"capacity"_s).toInt())
                            .arg(raiderReading));
    }
}

OrderOutcome SasOrders::write(qint64 sideId, const QStringList &lines, const QString &raiderReading)
{
    const QList<OrderItem> items = check(sideId, lines, raiderReading);
    return OrderBook(m_campaign).write(sideId, items);
}

} // namespace Reeve::Sas
