// Moves of hostile presence (DbaUmpire, continued): each move of the year a province has hostile
// forces in it costs it 20% of its taxes (DBA campaign, REVENUE, Taxation), winter included. Each
// move is counted once per province however many hostile armies are there, whether they arrived,
// stood still, besieged a town or wintered in it.
#include "dbaumpire.h"

#include <cmath>

#include <QCoreApplication>
#include <QMap>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "games/dba/dbarelations.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaUmpire", text);
}

QString moveKey(int turn, int move)
{
    return u"%1.%2"_s.arg(turn).arg(move);
}

} // namespace

bool DbaUmpire::hostileTo(const DbaArmy &army, const QString &owner)
{
    return army.type == u"army"_s && !owner.isEmpty() && owner != army.sideName
           && !DbaRelations(m_campaign).friendly(army.sideName, owner);
}

int DbaUmpire::markPresence(DbaArmies::Change &change, const QString &provinceId, int first, int count)
{
    const int turn = CampaignReader(m_campaign.database()).clock().turn;
    const int last = movesThisSeason();
    QJsonObject attributes = change.provinceOr(provinceId, province(provinceId));
    QJsonArray marks = attributes.value(u"hostile_marks"_s).toArray();
    int added = 0;
    for (int move = qMax(1, first); move < first + count && (last == 0 || move <= last); ++move) {
        const QString key = moveKey(turn, move);
        if (marks.contains(key))
            continue;
        marks.append(key);
        ++added;
    }
    if (added == 0)
        return 0;
    attributes.insert(u"hostile_marks"_s, marks);
    attributes.insert(u"hostile_moves"_s, attributes.value(u"hostile_moves"_s).toInt() + added);
    change.setProvince(provinceId, attributes);
    return added;
}

int DbaUmpire::arrivalMove(double movesUsed)
{
    return qMax(currentMove(), int(std::ceil(movesUsed - 1e-9)));
}

void DbaUmpire::markStanding(int move)
{
    // Every province with hostile forces in it when move \a move begins counts that move. Which provinces
    // still hold an enemy is each holder's to know: one action per holding nation, private to it.
    CampaignReader reader(m_campaign.database());
    QMap<QString, qint64> nations; // only a nation's provinces pay taxes
    for (const Side &side : reader.sides())
        nations.insert(side.name, side.id);
    QMap<QString, DbaArmies::Change> changes;
    QMap<QString, QStringList> counted;
    for (const DbaArmy &a : m_armies.all()) {
        const QString owner = province(a.location).value(u"owner"_s).toString();
        if (a.attributes.contains(u"voyage"_s)) // at sea, not yet in the province
            continue;
        if (nations.contains(owner) && hostileTo(a, owner)
            && markPresence(changes[owner], a.location, move, 1) > 0)
            counted[owner] << a.location;
    }
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        if (it.value().provinces.isEmpty())
            continue;
        QStringList where = counted.value(it.key());
        where.removeDuplicates();
        DbaArmies::Change &change = it.value();
        change.privateSide = nations.value(it.key());
        change.privateText
                = tr("A move of hostile presence is counted against the taxes of %1 (DBA campaign, "
                     "REVENUE)")
                          .arg(where.join(u", "_s));
        change.publicText = tr("The umpire counts moves of hostile presence for the taxes, each nation's known "
                               "to it (DBA campaign, REVENUE)");
        commit(change);
    }
}

} // namespace Reeve
