#include "dbatreasury.h"

#include <QCoreApplication>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::DbaTreasury", text);
}

} // namespace

DbaTreasury::DbaTreasury(Campaign &campaign)
    : m_campaign(campaign)
{
}

qint64 DbaTreasury::carried(const DbaArmy &army)
{
    return army.attributes.value(u"treasure"_s).toInteger();
}

void DbaTreasury::setCarried(DbaArmy &army, qint64 amount)
{
    if (amount > 0)
        army.attributes.insert(u"treasure"_s, amount);
    else
        army.attributes.remove(u"treasure"_s);
}

qint64 DbaTreasury::lodged(const QJsonObject &province, const QString &side)
{
    return province.value(u"treasure"_s).toObject().value(side).toInteger();
}

void DbaTreasury::setLodged(QJsonObject &province, const QString &side, qint64 amount)
{
    QJsonObject all = province.value(u"treasure"_s).toObject();
    if (amount > 0)
        all.insert(side, amount);
    else
        all.remove(side);
    if (all.isEmpty())
        province.remove(u"treasure"_s);
    else
        province.insert(u"treasure"_s, all);
}

QString DbaTreasury::capital(const QString &side)
{
    for (const Location &l : CampaignReader(m_campaign.database()).locations()) {
        if (l.attributes.value(u"capital"_s).toString() == side)
            return l.id;
    }
    return {};
}

qint64 DbaTreasury::balance(qint64 sideId)
{
    return CampaignReader(m_campaign.database()).account(sideId).balance;
}

QList<DbaTreasuryPlace> DbaTreasury::places(qint64 sideId)
{
    CampaignReader reader(m_campaign.database());
    const QString side = reader.side(sideId).name;
    QList<DbaTreasuryPlace> elsewhere;
    QString capitalId;
    for (const Location &l : reader.locations()) {
        if (l.attributes.value(u"capital"_s).toString() == side)
            capitalId = l.id;
        if (const qint64 amount = lodged(l.attributes, side); amount > 0)
            elsewhere << DbaTreasuryPlace{DbaTreasuryPlace::Kind::Province, l.id, l.id, amount};
    }
    for (const DbaArmy &a : DbaArmies(m_campaign).all()) {
        if (a.sideId == sideId && carried(a) > 0)
            elsewhere << DbaTreasuryPlace{DbaTreasuryPlace::Kind::Army, a.name, a.location, carried(a)};
    }
    qint64 placed = 0;
    for (const DbaTreasuryPlace &p : std::as_const(elsewhere))
        placed += p.amount;
    QList<DbaTreasuryPlace> all{{DbaTreasuryPlace::Kind::Capital, capitalId, capitalId, balance(sideId) - placed}};
    all += elsewhere;
    return all;
}

bool DbaTreasury::tracked(qint64 sideId)
{
    const QList<DbaTreasuryPlace> all = places(sideId);
    return !all.first().name.isEmpty() || all.size() > 1;
}

qint64 DbaTreasury::presentIn(qint64 sideId, const QString &province)
{
    qint64 sum = 0;
    for (const DbaTreasuryPlace &p : places(sideId)) {
        if (p.province == province && !province.isEmpty())
            sum += qMax<qint64>(0, p.amount);
    }
    return sum;
}

std::optional<DbaTreasuryPlace> DbaTreasury::place(qint64 sideId, const QString &name)
{
    for (const DbaTreasuryPlace &p : places(sideId)) {
        if (!name.isEmpty() && p.name.compare(name, Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

QString DbaTreasury::describe(qint64 sideId)
{
    QStringList parts;
    for (const DbaTreasuryPlace &p : places(sideId)) {
        switch (p.kind) {
        case DbaTreasuryPlace::Kind::Capital:
            parts << (p.name.isEmpty() ? tr("£%1 where the capital is (not recorded)").arg(p.amount)
                                       : tr("£%1 in %2 (capital)").arg(p.amount).arg(p.name));
            if (p.amount < 0)
                parts << tr("the places hold £%1 more than the books: take it off a place").arg(-p.amount);
            break;
        case DbaTreasuryPlace::Kind::Province:
            parts << tr("£%1 in a town of %2").arg(p.amount).arg(p.name);
            break;
        case DbaTreasuryPlace::Kind::Army:
            parts << tr("£%1 with %2 in %3").arg(p.amount).arg(p.name, p.province);
            break;
        }
    }
    return parts.join(u"; "_s);
}

} // namespace Reeve
