#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include "campaign/unit.h"
#include "steps/stepspec.h"

namespace Reeve {

class Campaign;

namespace Britain {

/**
 * The main army of the year and the bands kept out of its districts (Dark Age Britain, STRATEGIC
 * MOVEMENT): a chieftain whose total ties the war leader's and who rolls 5–6 campaigns against the
 * enemy on his own and may not enter a district where part of the main army stands. The main army is
 * this year's war leader's band (the side attribute "war_leader", chosen this year: one from an
 * earlier year leads no army now) and the bands that follow it.
 *
 * The fragment reads two ways, and the move step's field `barred` says which applies:
 * - "on-their-own" (the default, the literal reading): only the bands marked as campaigning on
 *   their own (the `on-own` step, after that tie roll) are kept out;
 * - "with-scots-irish-and-picts": the Scots-Irish and Pictish bands too, who never join the
 *   Anglo-Saxon war leader (the fragment leaves them out of his choice) and so also campaign apart.
 */
class BritainMainArmy
{
public:
    explicit BritainMainArmy(Campaign &campaign);

    static QStringList readings();
    /// What the move's result says of the reading used.
    static QString readingText(const QString &reading);

    /// The districts where part of this year's main army stands (empty without a war leader chosen
    /// this year; \a leaderYear stands for the year of one recorded without it).
    QStringList districts(int leaderYear = 0);
    /// Whether \a band is kept out of the main army's districts under \a reading.
    bool barred(const Unit &band, const QString &reading);
    /// The refusal of \a band entering \a to under \a reading, if any. \a fields: the step's, for
    /// leader_year (asked for only when an undated war leader's army stands in \a to).
    QList<StepRefusal> check(const Unit &band, const QString &to, const QString &reading,
                             const QJsonObject &fields = {});

    /// The `on-own` step: a chieftain who tied and rolled 5–6 campaigns on his own.
    static StepSpec onOwnStep();

private:
    /// This year's Anglo-Saxon war leader (BritainWarLeader).
    QString warLeader(int leaderYear = 0);
    QStringList districtsOf(const QString &leader);
    Campaign &m_campaign;
};

} // namespace Britain
} // namespace Reeve
