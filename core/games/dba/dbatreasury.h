#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QString>

#include "games/dba/dbaarmy.h"

namespace Reeve {

class Campaign;

/// One place where part of a nation's treasury lies (DBA campaign, The Treasury).
struct DbaTreasuryPlace
{
    enum class Kind { Capital, Province, Army };
    Kind kind = Kind::Capital;
    QString name;     ///< the province id, or the army's name
    QString province; ///< the province it lies in
    qint64 amount = 0;
};

/**
 * Where each DBA nation's money physically is (DBA campaign, The Treasury): the
 * treasury starts in the nation's capital, parts of it may be carried by armies
 * (like a supply element) or left in a town, and it is captured with a beaten
 * army's baggage or with the town it lies in.
 *
 * The books (the ledger) hold each nation's total; this class keeps the places:
 * an army's unit attribute "treasure" (£ carried), a province's attribute
 * "treasure" ({nation: £ left there}) and "capital" (the nation whose capital it
 * is). The capital holds whatever no other place does, so income arrives there
 * and spending not said to come from elsewhere leaves from there.
 */
class DbaTreasury
{
public:
    explicit DbaTreasury(Campaign &campaign);

    static qint64 carried(const DbaArmy &army);
    static void setCarried(DbaArmy &army, qint64 amount);
    static qint64 lodged(const QJsonObject &province, const QString &side);
    static void setLodged(QJsonObject &province, const QString &side, qint64 amount);

    /// The province recorded as \a side's capital, or empty.
    QString capital(const QString &side);
    qint64 balance(qint64 sideId);
    /// The capital (with what no other place holds) first, then towns, then armies; empty places left out
    /// except the capital. Without a recorded capital the remainder is listed with an empty name.
    QList<DbaTreasuryPlace> places(qint64 sideId);
    /// Whether the umpire keeps \a sideId's treasury in places (a capital recorded or money placed).
    bool tracked(qint64 sideId);
    /// The money of \a sideId lying in \a province (its capital's share, a town's, its armies').
    qint64 presentIn(qint64 sideId, const QString &province);
    /// "£12 in Wessex (capital); £8 with Harold's army in Kent", for the umpire and the nation.
    QString describe(qint64 sideId);
    /// The place called \a name (a province id or an army's name) among \a sideId's places, if any.
    std::optional<DbaTreasuryPlace> place(qint64 sideId, const QString &name);

private:
    Campaign &m_campaign;
};

} // namespace Reeve
